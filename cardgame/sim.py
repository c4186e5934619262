"""Simulated games: random legal answers, with the engine's invariants checked.

After every answer: no card was lost or duplicated. At the end of each game: it ended
(a turn limit makes it a draw), and it replays from its seed and answers to the same
digest. Reports games/s and decisions/s. Used by `cardgame sim` and the property tests.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from cardgame.agents.random_agent import RandomAgent
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
                f"({secs:.2f} s, replay checks included)")


def game_seed(seed: int, index: int) -> int:
    return seed * 1_000_003 + index


def play_one(ruleset: str, decks: Sequence[Sequence[CardDef]], seed: int,
             turn_limit: int = TURN_LIMIT, check_replay: bool = True,
             options: dict[str, object] | None = None) -> GameResult:
    """One random game with its invariants checked."""
    opts: dict[str, object] = {"turn_limit": turn_limit, **(options or {})}
    if "card_pool" not in opts:  # tokens are cards of the pool
        opts["card_pool"] = CardPool.builtin(ruleset)
    game = new_game(ruleset, decks, seed=seed, options=opts)
    agents = (RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2))
    decisions = 0
    problem = game.check_cards()
    while problem is None and not game.over:
        d = game.pending
        assert d is not None
        try:
            game.answer(agents[d.player].decide(game.view_for(d.player), d))
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
                      game.end_reason, problem, game)


def run(ruleset: str, decks: Sequence[Sequence[CardDef]], games: int, seed: int,
        turn_limit: int = TURN_LIMIT, keep_games: bool = False,
        options: dict[str, object] | None = None) -> SimReport:
    """Play `games` random games. With `keep_games`, the games that broke an invariant
    keep their `Game` (for `sim --save`); every other game is dropped once checked."""
    report = SimReport()
    start = time.perf_counter()
    for i in range(games):
        r = play_one(ruleset, decks, game_seed(seed, i), turn_limit, options=options)
        if not (keep_games and r.problem):  # a kept game is ~0.14 MB: only the broken ones
            r.game = None
        report.results.append(r)
    report.seconds = time.perf_counter() - start
    return report
