"""Seeded random magic games and cache-free recomputation, shared by the cache tests.

Every cache on a hot path is tested the same way: play seeded games of a deck pair with
random agents and, at each point the cache answers, compare its answer with one computed
from nothing cached. `seeded_games` gives the games, `play_out` plays one to its end,
`fresh` recomputes without the game's caches and leaves them as they were.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from cardgame.agents.random_agent import RandomAgent
from cardgame.decks import card_decks
from cardgame.engine.game import Game
from cardgame.rulesets import new_game
from cardgame.sim import TURN_LIMIT

DECKS = Path(__file__).resolve().parent.parent / "decks"


def seeded_games(seed: int, pair: list[str] | None, games: int = 3
                 ) -> Iterator[tuple[Game, tuple[RandomAgent, RandomAgent]]]:
    """Games `seed*10 ...` of a deck pair under `decks/` (None: the bundled magic decks),
    each with its two random agents (seeds 2s+1, 2s+2)."""
    paths = None if pair is None else [str(DECKS / p) for p in pair]
    for game_seed in range(seed * 10, seed * 10 + games):
        game = new_game("magic", card_decks("magic", paths), seed=game_seed,
                        options={"turn_limit": TURN_LIMIT})
        yield game, (RandomAgent(game_seed * 2 + 1), RandomAgent(game_seed * 2 + 2))


def play_out(game: Game, agents: tuple[RandomAgent, RandomAgent]) -> None:
    """Answer every question with the agents until the game ends."""
    while not game.over:
        d = game.pending
        assert d is not None
        game.answer(agents[d.player].decide(game.view_for(d.player), d))


def play_seeded(seed: int, pair: list[str] | None, games: int = 3) -> None:
    """`seeded_games` played to their ends (the wrapped functions under test look)."""
    for game, agents in seeded_games(seed, pair, games):
        play_out(game, agents)


def fresh(game: Game, compute: Callable[[], Any]) -> Any:
    """`compute()` from nothing cached, the game's caches untouched afterwards."""
    saved = (game._chars_cache, game._bf_cache, game.version, game._ae, game._ae_version,
             dict(game.memo))
    game._chars_cache = {}
    game._bf_cache = None
    game.version = saved[2] + 10**9  # a version no memo has seen
    game.memo.clear()
    try:
        return compute()
    finally:
        (game._chars_cache, game._bf_cache, game.version, game._ae, game._ae_version,
         memo) = saved
        game.memo.clear()
        game.memo.update(memo)
