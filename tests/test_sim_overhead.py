"""A simulation's per-game overhead (docs/performance.md, "speedB"): finished games are
freed as soon as they are dropped (the game's log stops reading the game's clock, the only
reference back to the game, so neither the played game nor its replay waits for the
cyclic collector), and a new game's libraries are made in runs of the same card, the same
objects as one card at a time."""

from __future__ import annotations

import gc
import weakref
from typing import Any

import pytest

from cardgame import sim
from cardgame.decks import card_decks
from cardgame.engine.game import Game
from cardgame.engine.log import GameLog
from cardgame.rulesets import get_ruleset, new_game


def test_played_and_replayed_games_are_freed_without_the_collector(
        monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[weakref.ref[Any]] = []
    real = sim.new_game

    def new_game(*args: Any, **kwargs: Any) -> Any:
        game = real(*args, **kwargs)
        made.append(weakref.ref(game))
        return game

    monkeypatch.setattr(sim, "new_game", new_game)
    decks = card_decks("magic", None)
    spec = sim.spec_for("magic", decks, 1, check_replay="all")
    gc.collect()
    gc.disable()
    try:
        r = sim.play_index(spec, decks, 0)
        assert r.problem is None and r.replayed and r.game is None
        assert len(made) == 2  # the game and its replay
        assert [w() for w in made] == [None, None]
    finally:
        gc.enable()


def test_a_detached_log_keeps_its_last_turn_and_step() -> None:
    class Clock:
        turn, step = 3, "main1"

    log = GameLog(Clock())
    log.add("1", "a", "before")
    log.detach()
    log.add("2", "b", "after {}", 1)
    assert [(e.turn, e.step, e.text) for e in log] == [(3, "main1", "before (1)"),
                                                      (3, "main1", "after 1 (2)")]


def _objects(game: Game) -> Any:
    return ([(o.id, o.card.name, o.owner, o.zone, o.holder, o.timestamp, o.token)
             for o in game.objects.values()],
            [dict(p.zones) for p in game.players], game.version, game._next_id,
            game._timestamp, game.card_count, game.token_count)


@pytest.mark.parametrize("ruleset", ["magic", "hkk"])
def test_libraries_made_in_runs_are_the_cards_made_one_at_a_time(ruleset: str) -> None:
    decks = card_decks(ruleset, None)
    game = new_game(ruleset, decks, seed=4, start=False)
    one_by_one = Game(get_ruleset(ruleset), seed=4, names=("p1", "p2"),
                      options=dict(game.options))
    library = game.library_zone
    for idx, src in enumerate(game.state["seats"]):
        for card in decks[src]:
            one_by_one.create_object(card, idx, library)
    assert _objects(game) == _objects(one_by_one)


def test_a_block_of_games_makes_no_full_collection(monkeypatch: pytest.MonkeyPatch) -> None:
    """A cluster worker plays block after block: a full collection on entering each one
    walked the worker's whole heap every 25 games (1.2x the cluster's rate). The block
    only freezes what exists, collects the young generations after each game, and leaves
    the collector as it found it."""
    spec = sim.spec_for("magic", card_decks("magic", None), seed=3)
    calls: list[tuple[Any, ...]] = []
    real = gc.collect

    def counting(*args: Any) -> int:
        calls.append(args)
        return real(*args)

    before = gc.get_threshold()
    assert gc.get_freeze_count() == 0
    monkeypatch.setattr(gc, "collect", counting)
    results = sim.play_block(spec, 0, 2)
    assert len(results) == 2
    assert calls and all(args and args[0] < 2 for args in calls), calls  # young only
    assert gc.get_freeze_count() == 0 and gc.get_threshold() == before
