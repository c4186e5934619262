"""Simulated games: random legal answers, with the engine's invariants checked.

After every answer: no card was lost or duplicated (the zones' entries are counted; the
full check, `Game.check_cards`, runs when the count is off and at the end of each game).
At the end of each game: it ended (a turn limit makes it a draw), and — for every game, a
sample, or none (`check_replay`) — it replays from its seed and answers to the same digest. Reports
games/s and decisions/s. Used by `cardgame sim`, `cardgame bench` and the property tests.

Games are independent, so a run is cut into blocks of game indices that any process
(`--jobs`) or cluster worker (`--cluster`, see `cardgame.cluster`) can play: a block needs
only the run's plain-data `SimSpec`, and returns plain results, so the report is the same
whoever played which block. Every seed of a game — its shuffles, each seat's agent — is
derived from (run seed, game index, role) by hashing (`derive_seed`), so no two games of
one run, or of runs with different seeds, share a random stream.

`agents` names who plays each seat (`agents/registry.py`); with `swap_seats` every second
game puts them in each other's seat, and the report then adds each agent's wins and how
long each agent took per answer (the AI's speed goal is measured here).
"""

from __future__ import annotations

import gc
import hashlib
import os
import statistics
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from cardgame.agents.registry import make_agent
from cardgame.cards.pool import CardPool
from cardgame.engine.cardmodel import CardDef
from cardgame.engine.game import Answer, Game
from cardgame.rulesets import new_game

TURN_LIMIT = 200  # a simulated game still going after this many turns is a draw
REPLAY_POLICIES = ("all", "sample", "none")
SAMPLE_EVERY = 10  # `sample` replays every tenth game, plus every suspicious one
BLOCK = 25  # games per block handed to a process or a cluster worker


def derive_seed(run_seed: int, index: int, role: str) -> int:
    """A 63-bit seed for one role ("game", "p1", "p2") of one game of a run.

    Hashing (not arithmetic) so that (run 1, game 1_000_003) and (run 2, game 0) — or a
    game's shuffle and an agent of another game — never share a stream.
    """
    h = hashlib.blake2b(f"cardgame-sim:{run_seed}:{index}:{role}".encode(), digest_size=8)
    return int.from_bytes(h.digest(), "big") >> 1


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
    index: int = 0
    agent_seeds: tuple[int, int] = (0, 0)
    replayed: bool = False
    record: list[Answer] | None = None  # the answers of a game that broke an invariant
    seats: tuple[str, str] = ("random", "random")
    think: tuple[list[float], list[float]] = field(default_factory=lambda: ([], []))
    final: str = ""  # the digest of the final state (compares builds and versions)


@dataclass
class SimReport:
    results: list[GameResult] = field(default_factory=list)
    seconds: float = 0.0
    jobs: int = 1
    check_replay: str = "all"

    @property
    def decisions(self) -> int:
        return sum(r.decisions for r in self.results)

    @property
    def problems(self) -> list[GameResult]:
        return [r for r in self.results if r.problem]

    @property
    def replayed(self) -> int:
        return sum(1 for r in self.results if r.replayed)

    def summary(self) -> str:
        n = len(self.results)
        wins = [sum(1 for r in self.results if r.winner == i) for i in (0, 1)]
        draws = sum(1 for r in self.results if r.winner is None)
        turns = sum(r.turns for r in self.results) / max(n, 1)
        secs = max(self.seconds, 1e-9)
        jobs = f", {self.jobs} processes" if self.jobs > 1 else ""
        return (f"{n} games: p1 won {wins[0]}, p2 won {wins[1]}, {draws} draws; "
                f"{turns:.1f} turns/game, {self.decisions / max(n, 1):.0f} decisions/game; "
                f"{len(self.problems)} invariant violations\n"
                f"{n / secs:.1f} games/s, {self.decisions / secs:.0f} decisions/s "
                f"({secs:.2f} s; {self.replayed} of {n} games replay-checked{jobs})"
                + self.agent_summary() + f"\ndigest of the final states: {self.digest()}")

    def digest(self) -> str:
        """One hash of every game's final state in game order: two builds (pure and
        compiled) or two versions that play the same games print the same digest."""
        h = hashlib.blake2b(digest_size=8)
        for r in sorted(self.results, key=lambda r: r.index):
            h.update(f"{r.index}:{r.final};".encode())
        return h.hexdigest()

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
    """The shuffle seed of game `index` of the run with seed `seed`."""
    return derive_seed(seed, index, "game")


def play_one(ruleset: str, decks: Sequence[Sequence[CardDef]], seed: int,
             turn_limit: int = TURN_LIMIT, check_replay: bool | None = True,
             options: dict[str, object] | None = None,
             agent_seeds: tuple[int, int] | None = None,
             seats: tuple[str, str] = ("random", "random")) -> GameResult:
    """One game with its invariants checked; `seats` names the agent of each seat.

    `check_replay`: True replays it, False doesn't, None replays only if something else
    looked wrong (the `sample` policy's other half). Agents default to seeds 2s+1, 2s+2.
    """
    opts: dict[str, object] = {"turn_limit": turn_limit, **(options or {})}
    if "card_pool" not in opts:  # tokens are cards of the pool
        opts["card_pool"] = CardPool.builtin(ruleset)
    seeds = agent_seeds if agent_seeds is not None else (seed * 2 + 1, seed * 2 + 2)
    game = new_game(ruleset, decks, seed=seed, options=opts)
    agents = (make_agent(seats[0], ruleset, seeds[0]), make_agent(seats[1], ruleset, seeds[1]))
    think: tuple[list[float], list[float]] = ([], [])
    timed = (seats[0] != "random", seats[1] != "random")  # the report times named agents
    clock = time.perf_counter
    decisions = 0
    problem = game.check_cards()
    while problem is None and not game.over:
        d = game.pending
        assert d is not None
        try:
            who = d.player
            if timed[who]:
                start = clock()
                answer = agents[who].decide(game.view_for(who), d)
                think[who].append(clock() - start)
            else:
                answer = agents[who].decide(game.view_for(who), d)
            game.answer(answer)
        except Exception as e:  # noqa: BLE001 - a crash is what the fuzzer looks for
            problem = f"answer {decisions + 1} ({d.kind}) raised {type(e).__name__}: {e}"
            break
        decisions += 1
        if not game.cards_counted():  # the count is off: find out how (or a false alarm)
            problem = game.check_cards()
    if problem is None:  # what the count can't see: a card lost and another doubled at once
        problem = game.check_cards()
    if problem is None and not game.over:
        problem = "the game did not end"
    replay = check_replay or (check_replay is None and _suspicious(game))
    final = game.digest()
    if problem is None and replay:
        again = new_game(ruleset, decks, seed=seed, options=opts)
        try:
            again.replay(game.answers)
        except Exception as e:  # noqa: BLE001
            problem = f"replay failed: {e}"
        else:
            if again.digest() != final:
                problem = "replay reached a different state (digest mismatch)"
        again.log.detach()  # freed when dropped (see `between_games`)
    return GameResult(seed, game.winner, game.turn, decisions, len(game.answers),
                      game.end_reason, problem, game, agent_seeds=seeds,
                      replayed=bool(replay), seats=seats, think=think, final=final)


def _suspicious(game: Game) -> bool:
    """A game worth the replay check even when unsampled: it hit the turn limit."""
    return game.end_rule == "sim-turn-limit"


# ---- runs, cut into blocks ---------------------------------------------------------------
@dataclass(frozen=True)
class SimSpec:
    """A run as plain data, so that another process or machine can play part of it."""

    ruleset: str
    decks: tuple[tuple[str, ...], tuple[str, ...]]  # card names, looked up in the pool
    seed: int
    turn_limit: int = TURN_LIMIT
    check_replay: str = "sample"
    options: tuple[tuple[str, Any], ...] = ()
    agents: tuple[str, str] = ("random", "random")
    swap_seats: bool = False

    def seats_of(self, index: int) -> tuple[str, str]:
        """Who plays each seat of game `index` (swapped every second game if asked)."""
        a = self.agents
        return (a[1], a[0]) if self.swap_seats and index % 2 else a

    def card_decks(self) -> list[list[CardDef]]:
        pool = CardPool.builtin(self.ruleset)
        return [[pool.get(n) for n in d] for d in self.decks]


def spec_for(ruleset: str, decks: Sequence[Sequence[CardDef]], seed: int,
             turn_limit: int = TURN_LIMIT, check_replay: str = "sample",
             options: dict[str, object] | None = None,
             agents: tuple[str, str] = ("random", "random"),
             swap_seats: bool = False) -> SimSpec:
    plain = tuple(sorted((k, v) for k, v in (options or {}).items() if k != "card_pool"))
    names = tuple(tuple(c.name for c in d) for d in decks)
    return SimSpec(ruleset, (names[0], names[1]), seed, turn_limit, check_replay, plain,
                   agents, swap_seats)


def play_index(spec: SimSpec, decks: Sequence[Sequence[CardDef]], index: int,
               keep_game: bool = False) -> GameResult:
    """Game `index` of the run: the same result wherever it is played."""
    policy = spec.check_replay
    check: bool | None = (True if policy == "all" else False if policy == "none"
                          else True if index % SAMPLE_EVERY == 0 else None)
    gs = derive_seed(spec.seed, index, "game")
    agents = (derive_seed(spec.seed, index, "p1"), derive_seed(spec.seed, index, "p2"))
    r = play_one(spec.ruleset, decks, gs, spec.turn_limit, check, dict(spec.options),
                 agent_seeds=agents, seats=spec.seats_of(index))
    r.index = index
    if r.problem and r.game is not None:
        r.record = list(r.game.answers)
    if not (keep_game and r.problem) and r.game is not None:
        r.game.log.detach()  # nothing refers back to the game: freed when dropped
        r.game = None  # a kept game is ~0.14 MB, and results cross processes: broken only
    return r


# the collector's thresholds while games are played: in practice it runs only between
# games (`between_games`); the first threshold is a safety net for a huge game
GC_THRESHOLD = (1_000_000, 20, 20)


@contextmanager
def quiet_gc(collect: bool = True) -> Iterator[None]:
    """Games allocate many small short-lived objects (events, tuples, options), and the
    cyclic collector's passes over everything already loaded (the card pool, modules)
    took about a tenth of a compiled run: while games are played, what exists before
    is frozen out of the collector's sight, and the young objects are collected once
    after each game (`between_games`) rather than every few thousand allocations: a
    finished game is cyclic garbage freed at once, while its memory is still in the
    caches, and the objects of a game in progress are not walked again and again (7-9%
    of a compiled run). Nothing about a game depends on when the collector runs.
    Nested uses leave the outer one in charge.

    `collect=False` freezes without the full collection first: a cluster worker enters
    once per block of games, and a full collection there walked the worker's whole heap
    (the scheduler client's objects too) every 25 games; garbage from before the block
    only waits, frozen, until the block ends (`sim --cluster local`, 2,000 vanilla games,
    alternated: 249 264 -> 302 320 games/s, the same digest)."""
    if gc.get_freeze_count():
        yield
        return
    if collect:
        gc.collect()
    gc.freeze()
    before = gc.get_threshold()
    gc.set_threshold(*GC_THRESHOLD)
    try:
        yield
    finally:
        gc.set_threshold(*before)
        gc.unfreeze()


def between_games() -> None:
    """The collection of the young generations after each game (see `quiet_gc`)."""
    gc.collect(1)


def play_block(spec: SimSpec, start: int, stop: int) -> list[GameResult]:
    """Games start..stop-1 of the run (what a process or a cluster task plays)."""
    decks = spec.card_decks()
    out: list[GameResult] = []
    with quiet_gc(collect=False):  # once per block in a cluster worker: no full pass
        for i in range(start, stop):
            out.append(play_index(spec, decks, i))
            between_games()
    return out


def blocks(games: int, size: int = BLOCK) -> Iterator[tuple[int, int]]:
    for start in range(0, games, size):
        yield start, min(start + size, games)


def default_jobs() -> int:
    return max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity")
               else (os.cpu_count() or 1))


def run(ruleset: str, decks: Sequence[Sequence[CardDef]], games: int, seed: int,
        turn_limit: int = TURN_LIMIT, keep_games: bool = False,
        options: dict[str, object] | None = None, check_replay: str = "all",
        agents: tuple[str, str] = ("random", "random"), swap_seats: bool = False,
        jobs: int = 1, block_runner: Callable[[SimSpec, list[tuple[int, int]]],
                                              Iterator[list[GameResult]]] | None = None,
        ) -> SimReport:
    """Play `games` games (`agents` in their seats, swapped every second game with
    `swap_seats`). With `jobs` > 1 (or a cluster's `block_runner`) blocks of games run
    elsewhere; the report lists results by game index either way, so it is the same.

    `keep_games` keeps the Game of each game that broke an invariant (one process only;
    elsewhere the answers are kept in `record`, which rebuilds it).
    """
    if check_replay not in REPLAY_POLICIES:
        raise ValueError(f"check_replay {check_replay!r}: expected one of "
                         f"{', '.join(REPLAY_POLICIES)}")
    spec = spec_for(ruleset, decks, seed, turn_limit, check_replay, options, agents,
                    swap_seats)
    parts = list(blocks(games))
    # never more worker processes than blocks of games: `--jobs 100000` must not fork
    # 100,000 processes (the pool starts all its workers at once)
    jobs = max(1, min(jobs, len(parts)))
    report = SimReport(jobs=jobs, check_replay=check_replay)
    start = time.perf_counter()
    results: list[GameResult] = []
    if block_runner is not None:
        for block in block_runner(spec, parts):
            results.extend(block)
    elif jobs > 1 and games > BLOCK:
        # the workers fork from a quiet parent (`quiet_gc`), so each stays quiet for its
        # whole life: entering it per block made a full collection per block (a tenth
        # more CPU than one process), and the frozen objects are not copied on write
        with quiet_gc(), ProcessPoolExecutor(max_workers=jobs) as pool:
            futures = [pool.submit(play_block, spec, a, b) for a, b in parts]
            for f in futures:
                results.extend(f.result())
    else:
        card_decks = [list(d) for d in decks]
        with quiet_gc():
            for i in range(games):
                results.append(play_index(spec, card_decks, i, keep_game=keep_games))
                between_games()
    results.sort(key=lambda r: r.index)
    report.results = results
    report.seconds = time.perf_counter() - start
    return report


def rebuild(spec_ruleset: str, decks: Sequence[Sequence[CardDef]], r: GameResult,
            turn_limit: int = TURN_LIMIT, options: dict[str, object] | None = None) -> Game:
    """The game of a result that came back without its Game: seed plus answers."""
    opts: dict[str, object] = {"turn_limit": turn_limit, **(options or {})}
    opts.setdefault("card_pool", CardPool.builtin(spec_ruleset))
    game = new_game(spec_ruleset, decks, seed=r.seed, options=opts)
    for a in r.record or []:
        if game.pending is None:
            break
        if a.auto:
            continue
        try:
            game.answer(a.value)
        except Exception:  # noqa: BLE001 - the broken game breaks again: keep what we have
            break
    return game
