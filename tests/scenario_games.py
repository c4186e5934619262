"""Games built from a scenario's text in which the engine asks every question (no
auto-pass), and a way to play them up to a given question: what the tests of seat stops
and of the simulation's caches share."""

from __future__ import annotations

from cardgame.engine.decisions import PRIORITY
from cardgame.engine.game import Game
from cardgame.scenario.loader import loads_scenario
from cardgame.scenario.setup import build_game, scenario_pool


def asking_game(text: str) -> Game:
    """The scenario's position, started, with both players' auto-pass off."""
    sc = loads_scenario(text, "test.toml")
    game, _labels = build_game(sc, scenario_pool(sc))
    for p in game.players:
        p.autopass = False
    game.start()
    return game


def answer_until(game: Game, kind: str, player: int | None = None) -> None:
    """Pass priority and take every other question's default until `kind` is asked (of
    `player`, when given) or the game ends."""
    while game.pending is not None and not (
            game.pending.kind == kind and player in (None, game.pending.player)):
        game.answer({"action": "pass"} if game.pending.kind == PRIORITY
                    else game.pending.default_answer())
