"""How often a hot-seat game asks a person, and hands the keyboard over (`sim --stops`).

Why a benchmark: the cost of a hot-seat game to its players is the questions that reach
them and the hand-offs between them, and both depend on the stops, not on the rules. The
measure plays both seats as *holding* players — the person who keeps an instant up: acts
only in their own main phases with an empty stack, passes priority everywhere else, and
answers every other question like the random agent — with each seat's stops answering
what it answers by itself. A counts the questions that reach a person per turn, H the
times the asking player changes between two of them per turn, W the highest H of any
single game.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from cardgame.agents.random_agent import RandomAgent
from cardgame.cards.pool import CardPool
from cardgame.engine.cardmodel import CardDef
from cardgame.engine.decisions import PRIORITY, Decision
from cardgame.engine.game import Game, GameView
from cardgame.rulesets import new_game
from cardgame.sim import derive_seed
from cardgame.stops import PASS, Plan, Stops, answer_plan, plan_answers, seat_answer


class HoldingAgent:
    """Acts only in its own main phases with an empty stack; passes priority elsewhere;
    answers every other question like the random agent — except that a question of the
    ruleset's own that comes back after each change (the hkk exchange phase: one creature
    moved per answer, until "done") gets one change a step, then its default: a person
    arranges their creatures once, where the random agent would move them back and forth
    until it happened to pick "done"."""

    def __init__(self, seed: int, main_steps: Sequence[str],
                 repeated_kinds: Sequence[str] = ()) -> None:
        self.random = RandomAgent(seed)
        self.main_steps = frozenset(main_steps)
        self.repeated_kinds = frozenset(repeated_kinds)
        self._changed: tuple[str, int, str] | None = None  # (kind, turn, step) changed

    def decide(self, view: GameView, d: Decision) -> Any:
        if d.kind == PRIORITY and not (view.active == d.player and view.step in
                                       self.main_steps and not view.stack()):
            return dict(PASS)
        if d.kind in self.repeated_kinds:
            where = (d.kind, view.turn, view.step)
            if self._changed == where and d.default is not None:
                return d.default_answer()
            self._changed = where
        return self.random.decide(view, d)


@dataclass
class HandoffReport:
    """Questions asked and hand-offs, per game, for the summary line."""

    games: list[tuple[int, int, int]] = field(default_factory=list)  # asked, handoffs, turns
    causes: Counter[str] = field(default_factory=Counter)  # hand-offs by cause (`cause`)
    asked_for: Counter[str] = field(default_factory=Counter)  # questions asked, by cause

    def line(self) -> str:
        turns = sum(t for _, _, t in self.games) or 1
        asked = sum(a for a, _, _ in self.games) / turns
        handoffs = sum(h for _, h, _ in self.games) / turns
        worst = max((h / max(t, 1) for _, h, t in self.games), default=0.0)
        return (f"asked per turn: {asked:.2f}, hand-offs per turn: {handoffs:.2f} "
                f"(worst game {worst:.2f})")

    def detail(self) -> list[str]:
        """Hand-offs per turn by cause, most first: where the keyboard moves and why."""
        turns = sum(t for _, _, t in self.games) or 1
        return (["hand-offs per turn by cause (default stops):"]
                + [f"  {n / turns:5.2f}  {c}" for c, n in self.causes.most_common()]
                + ["questions asked per turn by cause (default stops):"]
                + [f"  {n / turns:5.2f}  {c}" for c, n in self.asked_for.most_common()])


def cause(game: Game, d: Decision, new_turn: bool) -> str:
    """What a hand-off is for: the question kind, and for priority whose turn and step
    (and whether something waits on the stack); `new_turn` when the last question was
    asked in an earlier turn (the hand-off every turn change needs)."""
    if d.kind != PRIORITY:
        what = f"{d.kind} ({game.step or 'setup'})"
    else:
        whose = "own" if game.active == d.player else "opponent's"
        stack = ", stack" if game.stack else ""
        what = f"priority in {whose} {game.step}{stack}"
    return what + (" [new turn]" if new_turn else "")


def measure(ruleset: str, decks: Sequence[Sequence[CardDef]], games: int, seed: int,
            use_stops: bool = True, turn_limit: int = 200,
            options: dict[str, object] | None = None) -> HandoffReport:
    """Play `games` games of holding players; with `use_stops` False only the engine's
    auto-pass answers for them (the figures before stops existed)."""
    report = HandoffReport()
    for i in range(games):
        game_seed = derive_seed(seed, i, "game")
        opts: dict[str, object] = {"turn_limit": turn_limit,
                                   "card_pool": CardPool.builtin(ruleset), **(options or {})}
        game = new_game(ruleset, decks, seed=game_seed, options=opts)
        desc = game.rules.description
        agents = (HoldingAgent(derive_seed(seed, i, "p1"), desc.main_steps, desc.questions),
                  HoldingAgent(derive_seed(seed, i, "p2"), desc.main_steps, desc.questions))
        seat_stops = (Stops.defaults(game), Stops.defaults(game))
        asked = handoffs = 0
        last: int | None = None
        last_turn = 0
        while not game.over:
            d = game.pending
            assert d is not None
            auto = seat_answer(game, seat_stops[d.player]) if use_stops else None
            if auto is not None:
                game.answer(auto)
                continue
            asked += 1
            report.asked_for[cause(game, d, False)] += 1
            if last is not None and last != d.player:
                handoffs += 1
                report.causes[cause(game, d, last_turn != game.turn)] += 1
            last, last_turn = d.player, game.turn
            answer = agents[d.player].decide(game.view_for(d.player), d)
            plan = game.rules.plan_of(game, [answer]) if use_stops else None
            if plan is not None and plan_answers(game, Plan(plan)) is not None:
                # the seat asks the whole exchange as one question: the person's plan
                answer_plan(game, Plan(plan))
                continue
            game.answer(answer)
        report.games.append((asked, handoffs, game.turn))
    return report
