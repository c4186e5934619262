"""The Decision protocol: the engine stops and asks; the caller answers.

A `Decision` says who decides, what kind of question it is, the legal options and how
many may be chosen. Answers are plain data (dicts, lists, ints, strings) so that they can
be recorded in a scenario file and replayed. The engine checks an answer with the
decision's validator *before* changing anything: a refused answer raises
`IllegalAction` and leaves the game exactly as it was.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from cardgame.errors import IllegalAction

try:  # mypyc compiles subclasses of builtins only as non-native classes
    from mypy_extensions import mypyc_attr
except ImportError:  # a pure-Python install without mypy: the decorator is a no-op
    def mypyc_attr(*_args: Any, **_kwargs: Any) -> Any:  # type: ignore[misc]
        return lambda cls: cls

# What a validator raises when an answer has the wrong shape (see Decision.check).
_SHAPE_ERRORS = (TypeError, ValueError, KeyError, IndexError, AttributeError, OverflowError)


def _short(answer: Any) -> str:
    text = repr(answer)
    return text if len(text) <= 80 else text[:77] + "..."


# Kinds of question (DESIGN.md, "The game is a state machine that asks questions").
PRIORITY = "priority"
DECLARE_ATTACKERS = "declare_attackers"
DECLARE_BLOCKERS = "declare_blockers"
ASSIGN_DAMAGE = "assign_damage"
ORDER_TRIGGERS = "order_triggers"
CHOOSE_TARGETS = "choose_targets"
CHOOSE_MODE = "choose_mode"
PAY_COST = "pay_cost"
YES_NO = "yes_no"
CHOOSE_CARDS = "choose_cards"
CHOOSE = "choose"  # any other choice among labelled options

KINDS = (PRIORITY, DECLARE_ATTACKERS, DECLARE_BLOCKERS, ASSIGN_DAMAGE, ORDER_TRIGGERS,
         CHOOSE_TARGETS, CHOOSE_MODE, PAY_COST, YES_NO, CHOOSE_CARDS, CHOOSE)


@dataclass(slots=True)
class Option:
    """One legal choice: a label for people and a value for the answer."""

    label: str
    value: Any
    data: dict[str, Any] = field(default_factory=dict)


@mypyc_attr(native_class=False)
class LazyOptions(list[Option]):
    """Options listed only when someone looks at them.

    Listing every legal action is the costliest part of a priority question, and a replay
    (which feeds recorded answers) or an agent that knows its answer never looks: the
    answer is validated on its own. The list is filled on first use, while the decision
    is pending, so it describes the state the question was asked in.
    """

    __slots__ = ("_make",)

    def __init__(self, make: Callable[[], list[Option]]) -> None:
        super().__init__()
        self._make: Callable[[], list[Option]] | None = make

    def _fill(self) -> None:
        make = self._make
        if make is not None:
            self._make = None
            self.extend(make())

    def __iter__(self) -> Iterator[Option]:
        self._fill()
        return super().__iter__()

    def __len__(self) -> int:
        self._fill()
        return super().__len__()

    def __getitem__(self, i: Any) -> Any:
        self._fill()
        return super().__getitem__(i)

    def __bool__(self) -> bool:
        self._fill()
        return super().__len__() > 0

    def __contains__(self, item: object) -> bool:
        self._fill()
        return super().__contains__(item)

    def __eq__(self, other: object) -> bool:
        self._fill()
        return super().__eq__(other)

    def __repr__(self) -> str:
        self._fill()
        return super().__repr__()


@dataclass(slots=True)
class Decision:
    """A question for one player.

    `options` are the legal choices; for choices of several items, `min_choices` and
    `max_choices` bound the number. `data` carries kind-specific facts (the attacker whose
    damage is divided, the amount, who may receive it...). `validate` turns an answer into
    its normalised form or raises IllegalAction; `default` gives the answer a scenario
    uses when its script says nothing.
    """

    kind: str
    player: int
    prompt: str
    options: list[Option]
    rule: str = ""
    min_choices: int = 1
    max_choices: int = 1
    data: dict[str, Any] = field(default_factory=dict)
    validate: Callable[[Any], Any] | None = None
    default: Callable[[], Any] | None = None
    # the last answer accepted: (its repr, the normalised answer, that one's repr)
    _accepted: tuple[str, Any, str] | None = field(default=None, init=False, repr=False,
                                                   compare=False)

    def check(self, answer: Any, remember: bool = True) -> Any:
        """The normalised answer, or IllegalAction; never changes the game.

        A validator that trips over an answer of the wrong shape (a number where a list
        belongs...) refuses it too: the answer contract is IllegalAction, nothing else.
        An agent checks its answer before giving it, and the game checks it again: the
        state can't change while the question is pending, so an answer equal to the
        last one accepted (same plain data, compared by repr) gets the same result
        without validating again, unless that result was changed since. The game's own
        check, the last one, says `remember=False`: nothing to compare with later, so
        an answer checked only there (most passes) costs no repr at all.
        """
        if self.validate is None:
            return answer
        last = self._accepted
        key = repr(answer) if remember or last is not None else ""
        if last is not None and last[0] == key and repr(last[1]) == last[2]:
            return last[1]
        try:
            normalized = self.validate(answer)
        except _SHAPE_ERRORS as e:
            raise IllegalAction(f"a malformed {self.kind} answer {_short(answer)} "
                                f"({type(e).__name__}: {e})", self.rule) from None
        if remember:
            self._accepted = (key, normalized, repr(normalized))
        return normalized

    def default_answer(self) -> Any:
        if self.default is not None:
            return self.default()
        return [0] if self.options else []
