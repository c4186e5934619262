"""Asking players the small questions of hkk: yes/no, a target, some cards, an option.

Why one module: every question follows the same contract (formats/scenario.md, section
4): an answer is checked before anything changes, a question with exactly one legal
answer is not asked (the log says so), and every question has the default answer the
scenario runner gives when its script is silent.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any

from cardgame.engine.decisions import (
    CHOOSE,
    CHOOSE_CARDS,
    CHOOSE_TARGETS,
    YES_NO,
    Decision,
    Option,
)
from cardgame.errors import IllegalAction

if TYPE_CHECKING:
    from cardgame.engine.game import Game

Flow = Generator[Decision, Any, Any]


def describe(game: Game, x: Any) -> str:
    """A target or recipient as people read it."""
    if isinstance(x, str) and x in ("p1", "p2"):
        return game.players[game.player_by_key(x)].name
    if isinstance(x, int) and x in game.objects:
        return game.objects[x].name
    return str(x)


def note_forced(game: Game, kind: str, player: int, answer: Any, **data: Any) -> None:
    """A question with one legal answer is not asked; the engine notes it (when it can) so
    that a scenario giving that same answer counts as carried out."""
    note = getattr(game, "forced", None)
    if callable(note):
        note(kind, player, answer, **data)


def yes_no(game: Game, player: int, prompt: str, rule: str, default: bool = False) -> Flow:
    def check(a: Any) -> bool:
        if isinstance(a, bool):
            return a
        if isinstance(a, str) and a.lower() in ("yes", "no", "igen", "nem"):
            return a.lower() in ("yes", "igen")
        if isinstance(a, list) and len(a) == 1 and a[0] in (0, 1):
            return a[0] == 0
        raise IllegalAction(f"answer yes or no, not {a!r}", rule)

    answer = yield Decision(YES_NO, player, prompt, [Option("Yes", True), Option("No", False)],
                            rule, validate=check, default=lambda: default)
    return bool(answer)


def choose_one(game: Game, player: int, prompt: str, options: list[Option], rule: str,
               kind: str = CHOOSE, auto: bool = True) -> Flow:
    """One option's value; with a single option it is taken without asking (logged)."""
    if not options:
        return None
    if auto and len(options) == 1:
        game.log.add(rule, "forced", "{}: the only choice is {}", prompt, options[0].label)
        note_forced(game, kind, player, options[0].value)
        return options[0].value
    values = [o.value for o in options]

    def check(a: Any) -> Any:
        if isinstance(a, list) and len(a) == 1:
            a = a[0]
        if a in values:
            return a
        raise IllegalAction(f"{a!r} is not one of the choices "
                            f"({', '.join(o.label for o in options)})", rule)

    answer = yield Decision(kind, player, prompt, options, rule, validate=check,
                            default=lambda: values[0])
    return answer


def choose_target(game: Game, player: int, prompt: str, candidates: list[Any],
                  rule: str) -> Flow:
    opts = [Option(describe(game, c), c) for c in candidates]
    return (yield from choose_one(game, player, prompt, opts, rule, CHOOSE_TARGETS))


def choose_cards(game: Game, player: int, prompt: str, cards: list[int], rule: str,
                 at_least: int, at_most: int) -> Flow:
    """A list of `at_least`..`at_most` different cards among `cards` (their ids)."""
    at_most = min(at_most, len(cards))
    at_least = min(at_least, at_most)
    if at_most == 0:
        return []
    if at_least == at_most == len(cards):
        game.log.add(rule, "forced", "{}: all of them", prompt)
        note_forced(game, CHOOSE_CARDS, player, list(cards))
        return list(cards)
    opts = [Option(game.objects[i].name, i) for i in cards]

    def check(a: Any) -> list[int]:
        if isinstance(a, int) and not isinstance(a, bool):
            a = [a]
        if not isinstance(a, list) or len(set(a)) != len(a) or \
                any(x not in cards for x in a) or not at_least <= len(a) <= at_most:
            raise IllegalAction(f"choose {at_least}..{at_most} different card(s) from the "
                                f"list", rule)
        return list(a)

    default: Callable[[], list[int]] = lambda: list(cards[:at_least])  # noqa: E731
    answer = yield Decision(CHOOSE_CARDS, player, prompt, opts, rule, at_least, at_most,
                            validate=check, default=default)
    return answer
