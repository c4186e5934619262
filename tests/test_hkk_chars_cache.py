"""hkk keeps characteristics across changes that can't alter them (a draw, a card put in
the reaction queue, a creature turned, reserve <-> guard post: docs/performance.md, "Hot
paths"). Every characteristic the game hands out from its cache must equal one computed
afresh: random games are played with `Game.chars` checking each cached answer.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from cardgame.agents.random_agent import RandomAgent
from cardgame.cards.pool import CardPool
from cardgame.decks import load_deck
from cardgame.engine import game as game_module
from cardgame.engine.game import Game
from cardgame.rulesets import new_game
from cardgame.rulesets.hkk import orientation, zones
from cardgame.rulesets.hkk.phases import begin_turn
from cardgame.scenario.loader import loads_scenario
from cardgame.scenario.setup import build_game, scenario_pool
from cardgame.sim import TURN_LIMIT

DECKS = Path(__file__).resolve().parent.parent / "decks"
# Replacing a method of `Game` works only on the pure Python build.
pure_python = pytest.mark.skipif(not (game_module.__file__ or "").endswith(".py"),
                                 reason="wraps Game.chars")


def _deck(name: str) -> list[Any]:
    pool = CardPool.builtin("hkk")
    return [pool.get(card) for card in load_deck(DECKS / f"hkk-{name}.txt").main]


def _fresh(real: Any, game: Game, obj: Any) -> Any:
    """`obj`'s characteristics computed from nothing cached, the game's caches untouched."""
    saved = (game._chars_cache, game._bf_cache, game.version, game._ae, game._ae_version,
             dict(game.memo))
    game._chars_cache = {}
    game._bf_cache = None
    game.version = saved[2] + 10**9  # a version no memo has seen
    try:
        return real(game, obj)
    finally:
        (game._chars_cache, game._bf_cache, game.version, game._ae, game._ae_version,
         memo) = saved
        game.memo.clear()
        game.memo.update(memo)


@pure_python
@pytest.mark.parametrize(("seed", "a", "b", "options"), [
    (1, "angyalok", "bestiak", {}),
    (2, "tuzmagia", "angyalok", {}),
    (3, "bestiak", "tuzmagia", {"union_stats": "max"}),
    (4, "angyalok", "tuzmagia", {"defence_bonus": False, "passive_guard": False}),
    (5, "bestiak", "bestiak", {}),
    (6, "angyalok", "angyalok", {"guard_post_capacity": 1}),
])
def test_cached_characteristics_equal_fresh_ones(monkeypatch: pytest.MonkeyPatch, seed: int,
                                                 a: str, b: str,
                                                 options: dict[str, Any]) -> None:
    real = Game.chars
    hits = [0]

    def checked(game: Game, obj: Any) -> Any:
        cached = game._chars_cache.get(obj.id)
        got = real(game, obj)
        if cached is not None:
            hits[0] += 1
            want = _fresh(real, game, obj)
            assert got == want, (f"turn {game.turn} {game.step}: {obj!r} cached {got}, "
                                 f"fresh {want}")
        return got

    monkeypatch.setattr(Game, "chars", checked)
    game = new_game("hkk", (_deck(a), _deck(b)), seed=seed,
                    options={"turn_limit": TURN_LIMIT, **options})
    agents = (RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2))
    while not game.over:
        d = game.pending
        assert d is not None
        game.answer(agents[d.player].decide(game.view_for(d.player), d))
    assert hits[0] > 1000  # the cache was used, and checked


BOARD = """
format = 1
name = "kept characteristics"
ruleset = "hkk"
[state]
turn = 3
step = "main"
active = "p1"
[state.p1]
table = [{ card = "Ezüstsereg", id = "army" }]
reserve = [{ card = "Raiai őrszem", id = "sentry" }, { card = "Raiai őrszem", id = "other" }]
hand = ["Raiai őrszem"]
[state.p2]
reserve = [{ card = "Raiai őrszem", id = "foe" }]
"""


def _board() -> tuple[Game, dict[str, Any]]:
    sc = loads_scenario(BOARD, "test.toml")
    return build_game(sc, scenario_pool(sc))


def test_a_draw_a_creature_turned_and_a_move_to_the_guard_post_keep_them() -> None:
    game, labels = _board()
    sentry = labels["sentry"]
    before = game.chars(sentry)
    assert (before.power, before.toughness) == (2, 3)  # Ezüstsereg's +1/+1
    library = game.players[0].zones["deck"]
    game.move(game.objects[library[0]], "hand")  # a draw
    orientation.passivize(game, labels["other"], "test")  # a creature turned
    zones.relocate(game, labels["other"], "guard_post")
    assert game.chars(sentry) is before  # not computed again
    version = game.version
    game.move(game.objects[library[0]], "hand")
    assert game.version > version  # what is keyed on the version still looks again


def test_turning_a_static_source_changes_them() -> None:
    game, labels = _board()
    sentry = labels["sentry"]
    assert game.chars(sentry).power == 2
    orientation.passivize(game, labels["army"], "test")  # K5.5.8: it stops working
    assert game.chars(sentry).power == 1
    orientation.activate(game, labels["army"], "test")
    assert game.chars(sentry).power == 2


def test_the_defence_bonus_follows_the_turn() -> None:
    game, labels = _board()
    foe = labels["foe"]
    assert game.chars(foe).toughness == 3  # p2 defends on p1's turn (H-defence-bonus)
    game.active = 1
    begin_turn(game)
    assert game.chars(foe).toughness == 2
    assert game.chars(labels["sentry"]).toughness == 4  # and now p1 does
