"""The effect interpreter skeleton: effect kind -> handler, and running a list of effects.

Why in the engine: every ruleset resolves the effects of its card vocabulary the same way
(look up the handler for each effect's kind, call it, and when it must ask a question,
wait for the answers), while what a handler does and what its context holds are the
ruleset's own. A ruleset makes one `EffectInterpreter` and registers each effect with the
`effect` decorator; keyword modules register theirs into the same one.

A handler returns None, or a generator that yields decisions. Generator-ness is tested
with `hasattr(result, "send")`, not `types.GeneratorType`: generators compiled by mypyc
are not `GeneratorType`.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable
from typing import Any, TypeVar

from cardgame.engine.cardmodel import Effect
from cardgame.engine.decisions import Decision

Handler = Callable[[Any, Effect], Any]  # (the ruleset's context, the effect) -> None | Flow
H = TypeVar("H", bound=Handler)


class EffectInterpreter:
    """The effects a ruleset knows, by kind; `run` carries out a list of them in order."""

    __slots__ = ("ruleset", "handlers")

    def __init__(self, ruleset: str) -> None:
        self.ruleset = ruleset
        self.handlers: dict[str, Handler] = {}

    def effect(self, kind: str) -> Callable[[H], H]:
        """Decorator: register the handler of an effect kind."""
        def register(fn: H) -> H:
            self.add(kind, fn)
            return fn
        return register

    def add(self, kind: str, handler: Handler) -> None:
        if kind in self.handlers:
            raise ValueError(f"{self.ruleset}: effect {kind!r} is registered twice")
        self.handlers[kind] = handler

    def kinds(self) -> frozenset[str]:
        return frozenset(self.handlers)

    def handler(self, kind: str) -> Handler:
        try:
            return self.handlers[kind]
        except KeyError:
            raise ValueError(f"{self.ruleset}: no handler for effect {kind!r} (the card "
                             "loader should have refused it)") from None

    def run(self, ctx: Any, effects: Iterable[Effect]) -> Generator[Decision, Any, None]:
        """Carry out the effects in order; a handler that asks questions is waited for."""
        handlers = self.handlers
        for e in effects:
            fn = handlers.get(e.kind)
            if fn is None:
                fn = self.handler(e.kind)
            result = fn(ctx, e)
            if result is not None and hasattr(result, "send"):
                yield from result

    def run_now(self, ctx: Any, effects: Iterable[Effect], what: str) -> None:
        """Carry out effects that must not ask anything (a mana ability, 605.3b)."""
        for _ in self.run(ctx, effects):
            raise RuntimeError(f"{what} asked a question while resolving immediately")
