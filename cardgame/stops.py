"""Stops: where a seat wants to be asked, and the answers a seat gives by itself.

Why: the engine asks every question the rules ask (priority at every step, every
declaration), and its own auto-pass only skips a player who could do nothing at all. A
person holding an instant would then be asked at nearly every step of both turns, and in
a hot-seat game each of those questions may mean a hand-off. Like a good client, a seat
stops only where a decision is worth making (DESIGN.md, "stops"):

- its own turn's steps in `own` (by default the main phases the ruleset names);
- the opponent's turn's steps in `theirs` (empty by default; e.g. the opponent's end step
  for a player who wants to cast an instant there);
- whenever the opponent has put a spell or ability on the stack and the player could
  respond to it (the ruleset's `worth_responding` says when an answer fits: magic,
  whenever they could do anything; hkk, see `rulesets/hkk/stops.py`); never with their
  own spell or ability on top (they let it resolve, as a good client passes for them);
- attack and block declarations only when a creature of theirs could attack or block;
- any other question unless every legal answer leads to the same game (the ruleset's
  `moot_answer`: magic's combat damage divided among blockers nobody can tell apart).

Everything else the seat answers itself: priority with a pass, a declaration with
nobody able to attack or block with the empty declaration. Those answers go through
`game.answer` like any other (checked, logged, recorded), so a game replays the same way
whoever answered. Stops are a seat setting, not a rule: scenario runs and the engine
still ask every question. No Textual here.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import combinations
from typing import TYPE_CHECKING, Any

from cardgame.engine.decisions import DECLARE_ATTACKERS, DECLARE_BLOCKERS, PRIORITY
from cardgame.errors import IllegalAction

if TYPE_CHECKING:
    from cardgame.engine.decisions import Decision
    from cardgame.engine.game import Game

PASS: dict[str, Any] = {"action": "pass"}


@dataclass(frozen=True)
class Plan:
    """One answer from a person that stands for several of the engine's answers: a
    question the rules ask again after each change (hkk's exchange phase) is answered
    once, with the whole arrangement (`Ruleset.plan_answer` says what `value` holds)."""

    value: Any


def plan_answers(game: Game, plan: Plan) -> list[Any] | None:
    """The engine's answers for the plan, or None if the ruleset plans no answer to the
    pending question."""
    return game.rules.plan_answer(game, plan.value)


def answer_plan(game: Game, plan: Plan, follow: set[int] | None = None) -> int:
    """Give the engine the plan's answers in order (each checked, logged and recorded
    like any other); returns how many. The indices of the answers after the first are
    added to `follow` before they are given (the app's seat answers: undo then takes the
    plan back as the one question it was). IllegalAction if the plan doesn't fit the
    question; if a later answer is refused, the changes before it stay and the question
    is pending again, to be answered anew."""
    answers = plan_answers(game, plan)
    d = game.pending
    if answers is None or d is None:
        kind = d.kind if d is not None else "no"
        raise IllegalAction(f"a plan answers no {kind} question", "")
    for n, a in enumerate(answers):
        now = game.pending
        if now is None or now.player != d.player or now.kind != d.kind:
            return n  # the question ended early (nothing left to change)
        if n and follow is not None:
            follow.add(len(game.answers))
        try:
            game.answer(a)
        except IllegalAction:
            if follow is not None:
                follow.discard(len(game.answers))
            raise
    return len(answers)


@dataclass
class Stops:
    """One seat's stops: the steps of its own and of the opponent's turns where it is
    asked even when passing is the obvious answer. `full` asks everything (rules
    testers)."""

    own: set[str] = field(default_factory=set)
    theirs: set[str] = field(default_factory=set)
    full: bool = False
    every_response: bool = False  # asked about every opposing spell they could answer,
    # not only those the ruleset finds worth an answer (`Ruleset.worth_responding`)

    @classmethod
    def defaults(cls, game: Game) -> Stops:
        """The ruleset's default stops: its main phases in the seat's own turn."""
        return cls(own=set(game.rules.description.main_steps))

    def copy(self) -> Stops:
        return Stops(set(self.own), set(self.theirs), self.full, self.every_response)


def seat_answer(game: Game, stops: Stops) -> Any | None:
    """The answer the seat gives to the pending question by itself, or None to ask.

    The answer is one the engine accepts (declarations are checked with the decision's
    own validator, which never changes the game).
    """
    d = game.pending
    if d is None or stops.full:
        return None
    if d.kind == PRIORITY:
        return None if _stops_here(game, d.player, stops) else PASS
    if d.kind == DECLARE_ATTACKERS:
        if any(o.data.get("can_attack") for o in d.options):
            return None
        return d.default_answer() if d.default is not None else None
    if d.kind == DECLARE_BLOCKERS:
        return None if _some_block_is_legal(d) else d.default_answer()
    return game.rules.moot_answer(game, d)


def _stops_here(game: Game, player: int, stops: Stops) -> bool:
    if game.stack:
        if game.stack[-1].controller == player:
            return False  # their own spell or ability on top: they let it resolve
        if game.active != player and game.step in stops.theirs:
            return True  # a stop they asked for in the opponent's turn
        if stops.every_response:
            return game.rules.has_actions(game, player)
        return game.rules.worth_responding(game, player)
    if game.active == player:
        if game.step not in stops.own:
            return False
        main = game.rules.description.main_steps
        if game.step in main[1:] and not _attacked_this_turn(game, player):
            return False  # nothing happened since the earlier main phase the player passed
        return True
    return game.step in stops.theirs


def _attacked_this_turn(game: Game, player: int) -> bool:
    """Whether the player declared an attack this turn (the game's record says)."""
    for a in reversed(game.answers):
        if a.turn != game.turn:
            return False
        if a.kind == DECLARE_ATTACKERS and a.player == player:
            return bool(a.value.get("attackers")) if isinstance(a.value, dict) else False
    return False


def _some_block_is_legal(d: Decision) -> bool:
    """Whether some non-empty block declaration is legal (the validator decides: it
    knows flying, protection, menace, "can't block" and the rest). A declaration with a
    legal block in it has one of these in it, tried for each attacker: one blocker; two
    blockers (menace: "two or more", and a third blocker that can't block that attacker
    would spoil "all of them"); every blocker. Past `PAIR_CAP` possible blockers the
    pairs are not tried and the seat asks: asking is the safe way to be wrong."""
    attackers = d.data.get("attackers", [])
    blockers = [o.value for o in d.options]
    if not attackers or not blockers:
        return False
    for a in attackers:
        for group in _blocker_groups(blockers):
            if group is None:
                return True  # too many to try: ask
            try:
                d.check({"blocks": [[b, [a]] for b in group]})
            except IllegalAction:
                continue
            return True
    return False


PAIR_CAP = 12  # possible blockers up to which every pair is tried (66 pairs)


def _blocker_groups(blockers: list[Any]) -> Iterator[list[Any] | None]:
    """One blocker each, then all of them, then every pair (None: too many pairs)."""
    for b in blockers:
        yield [b]
    if len(blockers) > 1:
        yield list(blockers)
    if len(blockers) > 2:
        if len(blockers) > PAIR_CAP:
            yield None
            return
        for pair in combinations(blockers, 2):
            yield list(pair)
