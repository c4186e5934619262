"""What the event path keeps between events (docs/performance.md, "speedB"): whether
continuous effects exist, kept per battlefield list for the trigger observers, must be
what `Game.active_effects()` says at every event of seeded random games; and settling an
event that no replacement effect watches starts no generator, while one that some effect
watches is still settled (the order asked, 616.1)."""

from __future__ import annotations

from typing import Any

import pytest
from seeded_games import play_seeded

from cardgame.decks import card_decks
from cardgame.engine.game import Game
from cardgame.rulesets import new_game
from cardgame.rulesets.magic import triggers

pure_python = pytest.mark.skipif(not (triggers.__file__ or "").endswith(".py"),
                                 reason="wraps triggers.effects_exist")


def _fresh_effects(game: Game) -> bool:
    """`active_effects()` from nothing cached, the game's caches untouched afterwards."""
    saved = (game._chars_cache, game._bf_cache, game.version, game._ae, game._ae_version,
             game._ae_statics, game._ae_effects, game._ae_count, dict(game.memo))
    game._chars_cache = {}
    game._bf_cache = None
    game.version = saved[2] + 10**9
    game._ae_statics = game._ae_effects = None
    game.memo.clear()
    try:
        return bool(game.active_effects())
    finally:
        (game._chars_cache, game._bf_cache, game.version, game._ae, game._ae_version,
         game._ae_statics, game._ae_effects, game._ae_count, memo) = saved
        game.memo.clear()
        game.memo.update(memo)


@pure_python
def test_kept_effects_exist_equals_a_fresh_look(monkeypatch: pytest.MonkeyPatch) -> None:
    real = triggers.effects_exist
    seen = {True: 0, False: 0}

    def kept(game: Game) -> bool:
        got = real(game)
        want = _fresh_effects(game)
        assert got == want, f"turn {game.turn} {game.step}: kept {got}, fresh {want}"
        seen[got] += 1
        return got

    monkeypatch.setattr(triggers, "effects_exist", kept)
    for seed, pair in [(1, None), (2, ["red-green-stompers.txt", "white-blue-skies.txt"]),
                       (3, ["blue-white-mirrors.txt", "white-blue-skies.txt"]),
                       (5, ["magic/boros-furnace.txt", "magic/sultai-counters.txt"])]:
        play_seeded(seed, pair, games=2)
    assert seen[True] > 5 and seen[False] > 50  # both answers were given, and compared


def test_an_event_no_effect_watches_starts_no_settling() -> None:
    """`apply_flow`, `move_flow`: without an applicable effect the registry's settling
    generator isn't made; with one, it is, and the effect applies."""
    game = new_game("magic", card_decks("magic", None), seed=3)
    started: list[str] = []
    real_settle = game.replacements.settle

    def settle(g: Any, event: Any, *rest: Any) -> Any:
        started.append(event.kind)
        return real_settle(g, event, *rest)

    game.replacements.settle = settle  # type: ignore[method-assign]
    from cardgame.engine.events import LifeGained
    from cardgame.engine.replacement import ReplacementEffect

    def run(flow: Any) -> Any:
        try:
            while True:
                next(flow)
        except StopIteration as stop:
            return stop.value

    life = game.players[0].life
    run(game.apply_flow(LifeGained(0, 2)))
    assert started == [] and game.players[0].life == life + 2

    def double(g: Any, e: Any) -> Any:
        e.amount *= 2
        return e

    effect = ReplacementEffect(("double",), "double it", "life_gained",
                               lambda g, e: True, double)
    game.replacements.add_source(lambda g, e: [effect], ("life_gained",))
    run(game.apply_flow(LifeGained(0, 2)))
    assert started == ["life_gained"] and game.players[0].life == life + 6


def test_a_limited_replacement_hook_is_asked_only_about_its_kinds() -> None:
    """magic's "can't enter" hook looks at zone changes only (`Game.limit_replacement`):
    a gain of life doesn't call it; a hook set afterwards is asked about everything."""
    from cardgame.engine.events import LifeGained

    game = new_game("magic", card_decks("magic", None), seed=3)
    asked: list[str] = []
    real = game.replacement
    assert real is not None

    def spying(g: Any, e: Any) -> Any:
        asked.append(e.kind)
        return real(g, e)

    game.replacement = spying
    game.limit_replacement(("zone_change",))
    game.apply(LifeGained(0, 1))
    game.draw(0)
    assert asked == ["zone_change"]
    game.replacement = spying  # set again: no longer the hook that was limited
    game.limit_replacement(("zone_change",))
    game.replacement = lambda g, e: spying(g, e)
    game.apply(LifeGained(0, 1))
    assert asked == ["zone_change", "life_gained"]


def test_a_zone_change_observer_with_a_moves_test_is_told_only_of_those_moves() -> None:
    """`Game.observe(..., moves=test)`: a move between zones the test refuses doesn't
    call the observer; the others, in the order they were registered, still are."""
    game = new_game("magic", card_decks("magic", None), seed=3)
    told: list[tuple[str, str, str]] = []
    game.observe("zone_change", lambda g, e: told.append(("leaving", e.old, e.new)),
                 lambda old, new: old == "hand")
    game.observe("zone_change", lambda g, e: told.append(("all", e.old, e.new)))
    game.draw(0)
    assert told == [("all", "library", "hand")]
    card = game.objects[game.players[0].zones["hand"][0]]
    game.move(card, "graveyard")
    assert told[1:] == [("leaving", "hand", "graveyard"), ("all", "hand", "graveyard")]
    game.observe("zone_change", lambda g, e: told.append(("late", e.old, e.new)))
    game.move(card, "hand")
    assert told[3:] == [("all", "graveyard", "hand"), ("late", "graveyard", "hand")]
