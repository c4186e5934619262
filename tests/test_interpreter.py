"""The engine's effect-interpreter skeleton and the two rulesets registered into it."""

from __future__ import annotations

from typing import Any

import pytest

from cardgame.engine.cardmodel import Effect
from cardgame.engine.interpreter import EffectInterpreter
from cardgame.rulesets.hkk import effects as hkk_effects  # noqa: F401 - registers handlers
from cardgame.rulesets.hkk import vocabulary as hkk_vocabulary
from cardgame.rulesets.hkk.interpreter import EFFECTS as HKK
from cardgame.rulesets.magic import effects as magic_effects  # noqa: F401 - registers
from cardgame.rulesets.magic import vocabulary as magic_vocabulary
from cardgame.rulesets.magic.interpreter import EFFECTS as MAGIC


def test_run_calls_plain_handlers_and_waits_for_the_questions_of_generators() -> None:
    fx = EffectInterpreter("test")
    done: list[Any] = []

    @fx.effect("note")
    def _note(ctx: list[Any], e: Effect) -> None:
        ctx.append(e.get("what"))

    @fx.effect("ask")
    def _ask(ctx: list[Any], e: Effect) -> Any:
        answer = yield "question"
        ctx.append(answer)

    flow = fx.run(done, (Effect("note", {"what": 1}), Effect("ask", {}),
                         Effect("note", {"what": 3})))
    assert next(flow) == "question" and done == [1]
    with pytest.raises(StopIteration):
        flow.send("answer")
    assert done == [1, "answer", 3]


class _NotAGeneratorType:
    """Like a mypyc-compiled generator: it has `send` but isn't `types.GeneratorType`."""

    def __init__(self) -> None:
        self._inner = (x for x in ("q",))

    def __iter__(self) -> Any:
        return self

    def __next__(self) -> Any:
        return next(self._inner)

    def send(self, value: Any) -> Any:
        return self._inner.send(value)


def test_anything_with_send_is_waited_for() -> None:
    fx = EffectInterpreter("test")
    fx.add("compiled", lambda ctx, e: _NotAGeneratorType())
    assert list(fx.run(None, (Effect("compiled", {}),))) == ["q"]
    with pytest.raises(RuntimeError, match="asked a question"):
        fx.run_now(None, (Effect("compiled", {}),), "a mana ability")


def test_a_kind_is_registered_once_and_unknown_kinds_are_named() -> None:
    fx = EffectInterpreter("test")
    fx.add("x", lambda ctx, e: None)
    with pytest.raises(ValueError, match="registered twice"):
        fx.add("x", lambda ctx, e: None)
    with pytest.raises(ValueError, match="no handler for effect 'y'"):
        list(fx.run(None, (Effect("y", {}),)))


def test_every_vocabulary_effect_has_a_handler_in_its_ruleset() -> None:
    assert set(magic_vocabulary.EFFECTS) <= MAGIC.kinds()
    assert MAGIC.kinds() >= {"flanking", "rampage", "cumulative_upkeep"}  # keyword-made
    # hkk's static-only effects are read by the rules where they apply, never resolved
    assert set(hkk_vocabulary.EFFECTS) - set(hkk_vocabulary.STATIC_ONLY) == HKK.kinds()
