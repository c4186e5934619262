"""Simulated games: random legal answers (or named agents), with the invariants checked.

After every answer: no card was lost or duplicated. At the end of each game: it ended
(a turn limit makes it a draw), and it replays from its seed and answers to the same
digest. Reports games/s and decisions/s. Used by `cardgame sim` and the property tests.

`agents` names who plays each seat (`agents/registry.py`); with `swap_seats` every second
game puts them in each other's seat, and the report then adds each agent's wins and how
long each agent took per answer (the AI's speed goal is measured here).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from cardgame.agents.registry import make_agent
from cardgame.cards.pool import CardPool
from cardgame.engine.cardmodel import CardDef
from cardgame.engine.game import Game
from cardgame.rulesets import new_game

TURN_LIMIT = 200  # a simulated game still going after this many turns is a draw


@dataclass
class GameResult:
    seed: int
    winner: int | None
    turns: int
    decisions: int
    answers: int
    reason: str
    problem: str | None = None
    game: Game | None = None
    seats: tuple[str, str] = ("random", "random")
    think: tuple[list[float], list[float]] = field(default_factory=lambda: ([], []))


@dataclass
class SimReport:
    results: list[GameResult] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def decisions(self) -> int:
        return sum(r.decisions for r in self.results)

    @property
    def problems(self) -> list[GameResult]:
        return [r for r in self.results if r.problem]

    def summary(self) -> str:
        n = len(self.results)
        wins = [sum(1 for r in self.results if r.winner == i) for i in (0, 1)]
        draws = sum(1 for r in self.results if r.winner is None)
        turns = sum(r.turns for r in self.results) / max(n, 1)
        secs = max(self.seconds, 1e-9)
        return (f"{n} games: p1 won {wins[0]}, p2 won {wins[1]}, {draws} draws; "
                f"{turns:.1f} turns/game, {self.decisions / max(n, 1):.0f} decisions/game; "
                f"{len(self.problems)} invariant violations\n"
                f"{n / secs:.1f} games/s, {self.decisions / secs:.0f} decisions/s "
                f"({secs:.2f} s, replay checks included)" + self.agent_summary())

    def agent_summary(self) -> str:
        """Wins and answer times per agent, when named agents played (else nothing)."""
        names = sorted({n for r in self.results for n in r.seats})
        if names == ["random"] or not self.results:
            return ""
        n = len(self.results)
        wins = {a: 0 for a in names}
        times: dict[str, list[float]] = {a: [] for a in names}
        for r in self.results:
            if r.winner is not None and r.seats[0] != r.seats[1]:
                wins[r.seats[r.winner]] += 1
            for seat in (0, 1):
                times[r.seats[seat]].extend(r.think[seat])
        lines = []
        if len(names) == 2:
            lines.append("per agent: " + ", ".join(
                f"{a} won {wins[a]} ({100 * wins[a] / n:.1f}%)" for a in names))
        for a in names:
            t = times[a]
            if t and a != "random":
                lines.append(f"{a} answer time: median {1000 * statistics.median(t):.2f} ms, "
                             f"max {1000 * max(t):.1f} ms over {len(t)} answers")
        return "".join("\n" + line for line in lines)


def game_seed(seed: int, index: int) -> int:
    return seed * 1_000_003 + index


def play_one(ruleset: str, decks: Sequence[Sequence[CardDef]], seed: int,
             turn_limit: int = TURN_LIMIT, check_replay: bool = True,
             options: dict[str, object] | None = None,
             seats: tuple[str, str] = ("random", "random")) -> GameResult:
    """One game with its invariants checked; `seats` names the agent of each seat."""
    opts: dict[str, object] = {"turn_limit": turn_limit, **(options or {})}
    if "card_pool" not in opts:  # tokens are cards of the pool
        opts["card_pool"] = CardPool.builtin(ruleset)
    game = new_game(ruleset, decks, seed=seed, options=opts)
    agents = (make_agent(seats[0], ruleset, seed * 2 + 1),
              make_agent(seats[1], ruleset, seed * 2 + 2))
    think: tuple[list[float], list[float]] = ([], [])
    clock = time.perf_counter
    decisions = 0
    problem = game.check_cards()
    while problem is None and not game.over:
        d = game.pending
        assert d is not None
        try:
            start = clock()
            answer = agents[d.player].decide(game.view_for(d.player), d)
            think[d.player].append(clock() - start)
            game.answer(answer)
        except Exception as e:  # noqa: BLE001 - a crash is what the fuzzer looks for
            problem = f"answer {decisions + 1} ({d.kind}) raised {type(e).__name__}: {e}"
            break
        decisions += 1
        problem = game.check_cards()
    if problem is None and not game.over:
        problem = "the game did not end"
    if problem is None and check_replay:
        again = new_game(ruleset, decks, seed=seed, options=opts)
        try:
            again.replay(game.answers)
        except Exception as e:  # noqa: BLE001
            problem = f"replay failed: {e}"
        else:
            if again.digest() != game.digest():
                problem = "replay reached a different state (digest mismatch)"
    return GameResult(seed, game.winner, game.turn, decisions, len(game.answers),
                      game.end_reason, problem, game, seats, think)


def run(ruleset: str, decks: Sequence[Sequence[CardDef]], games: int, seed: int,
        turn_limit: int = TURN_LIMIT, keep_games: bool = False,
        options: dict[str, object] | None = None,
        agents: tuple[str, str] = ("random", "random"), swap_seats: bool = False
        ) -> SimReport:
    """Play `games` games (`agents` in their seats, swapped every second game with
    `swap_seats`). With `keep_games`, the games that broke an invariant keep their `Game`
    (for `sim --save`); every other game is dropped once checked."""
    report = SimReport()
    start = time.perf_counter()
    for i in range(games):
        seats = agents[::-1] if swap_seats and i % 2 else agents
        r = play_one(ruleset, decks, game_seed(seed, i), turn_limit, options=options,
                     seats=(seats[0], seats[1]))
        if not (keep_games and r.problem):  # a kept game is ~0.14 MB: only the broken ones
            r.game = None
        report.results.append(r)
    report.seconds = time.perf_counter() - start
    return report
