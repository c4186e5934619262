"""Engine events (cardgame/engine/events.py): the order of `Game.apply` (replacement step,
the change, the observers), what each event changes, and the trigger table's coverage."""

from __future__ import annotations

from typing import Any

from cardgame.engine import events as ev
from cardgame.engine.game import Game
from cardgame.rulesets.magic import mana_triggers, state_triggers, triggers, vocabulary
from cardgame.rulesets.magic.keywords import flanking, prowess, undying, ward
from cardgame.scenario.loader import loads_scenario
from cardgame.scenario.setup import build_game, scenario_pool

POSITION = """
format = 1
name = "events"
ruleset = "magic"
[state.p1]
battlefield = ["Grizzly Bears", "Forest"]
[state.p2]
battlefield = ["Ajani Goldmane"]
"""


def _game() -> tuple[Game, dict[str, Any]]:
    sc = loads_scenario(POSITION, "test.toml")
    game, labels = build_game(sc, scenario_pool(sc))
    game.start()
    return game, labels


def _obj(game: Game, name: str) -> Any:
    return next(o for o in game.objects.values() if o.card.name == name)


def test_observers_see_each_change_after_it_happened() -> None:
    game, _ = _game()
    bears = _obj(game, "Grizzly Bears")
    seen: list[tuple[str, Any]] = []
    game.observe(ev.TAPPED, lambda g, e: seen.append(("tapped", e.obj.tapped)))
    game.observe(ev.LIFE_GAINED, lambda g, e: seen.append(("gained", g.players[e.player].life)))
    game.observe(ev.LIFE_LOST, lambda g, e: seen.append(("lost", e.amount)))
    game.observe(ev.DAMAGE_DEALT, lambda g, e: seen.append(("damage", e.amount)))
    assert game.tap(bears, source="test") is True
    assert game.tap(bears) is False  # already tapped: no event (603.2f "becomes")
    game.gain_life(0, 3)
    game.gain_life(0, 0)  # nothing gained, nothing told
    game.deal_damage(game.chars(bears), 1, 2)  # damage to a player is life lost (120.3a)
    # the life loss is part of the damage: told while the damage happens, before it
    assert seen == [("tapped", True), ("gained", 23), ("lost", 2), ("damage", 2)]
    assert game.players[1].life == 18


def test_counters_and_damage_to_objects() -> None:
    game, _ = _game()
    bears, ajani = _obj(game, "Grizzly Bears"), _obj(game, "Ajani Goldmane")
    removed: list[int] = []
    game.observe(ev.COUNTERS_REMOVED, lambda g, e: removed.append(e.amount))
    game.add_counters(bears, "+1/+1", 2)
    assert game.chars(bears).power == 4  # counters invalidate characteristics
    loyalty = ajani.counters["loyalty"]
    game.deal_damage(game.chars(bears), ajani, loyalty + 5, counter="loyalty")
    assert ajani.counters["loyalty"] == 0 and ajani.damage == 0
    assert removed == [loyalty]  # never more than it had
    game.deal_damage(game.chars(bears), bears, 1)
    assert bears.damage == 1
    # the log observes the damage events: its 120.3 lines (loyalty before and after)
    lines = [e.text for e in game.log if e.event == "damage"]
    assert lines == [f"Grizzly Bears deals {loyalty + 5} damage to Ajani Goldmane "
                     f"(loyalty {loyalty} -> 0) (120.3c)",
                     "Grizzly Bears deals 1 damage to Grizzly Bears (120.3e)"]


def test_a_replacement_step_comes_before_the_change() -> None:
    """614: the hook may change an event or leave nothing to happen."""
    game, _ = _game()
    told: list[int] = []
    game.observe(ev.LIFE_GAINED, lambda g, e: told.append(e.amount))

    def double_or_cancel(g: Game, e: ev.Event) -> ev.Event | None:
        if isinstance(e, ev.LifeGained):
            return ev.LifeGained(e.player, e.amount * 2) if e.player == 0 else None
        return e

    game.replacement = double_or_cancel
    game.gain_life(0, 2)
    game.gain_life(1, 5)
    assert (game.players[0].life, game.players[1].life) == (24, 20)
    assert told == [4]


def test_a_move_is_reported_with_last_known_information() -> None:
    game, _ = _game()
    bears = _obj(game, "Grizzly Bears")
    moves: list[ev.ZoneChange] = []
    game.observe(ev.ZONE_CHANGE, lambda g, e: moves.append(e))
    zcc = bears.zcc
    game.move(bears, "graveyard")
    (e,) = moves
    assert (e.obj, e.old, e.new, e.zcc) == (bears, "battlefield", "graveyard", zcc)
    assert e.lki is not None and e.lki.power == 2


def test_every_trigger_of_the_vocabulary_has_a_row_in_the_table() -> None:
    assert set(vocabulary.TRIGGERS_FIXED) <= set(triggers.TABLE)
    # state triggers (603.8) and triggered mana abilities (605.4a) are checked apart
    apart = set(state_triggers.TEXTS) | set(mana_triggers.TEXTS)
    assert set(vocabulary.TRIGGER_FORMS) <= set(triggers.TABLE) | apart
    for whose in ("your", "each"):
        for words in ("upkeep", "draw step", "combat", "end step"):
            assert f"beginning of {whose} {words}" in triggers.TABLE
    # flanking's, prowess's, ward's and undying's are made by the keyword, never written in
    # card data
    keyword_made = {flanking.TRIGGER, prowess.TRIGGER, ward.TRIGGER, undying.TRIGGER}
    for text in triggers.TABLE:
        assert vocabulary.parse_trigger(text) is not None or text in keyword_made


def test_keyword_made_triggers_are_known() -> None:
    """A granted cumulative upkeep must still trigger: its text is among KEYWORD_MADE."""
    assert "beginning of your upkeep" in triggers.KEYWORD_MADE
    assert "becomes blocked" in triggers.KEYWORD_MADE
    assert prowess.TRIGGER in triggers.KEYWORD_MADE  # a granted prowess watches casts


def test_a_watcher_that_arrives_later_is_seen_and_one_that_left_is_not() -> None:
    """The list of watching permanents follows the battlefield (603.2, 603.10)."""
    sc = loads_scenario("""
format = 1
name = "watchers"
ruleset = "magic"
[state.p1]
battlefield = [{ card = "Ajani's Pridemate", id = "first" }]
hand = [{ card = "Ajani's Pridemate", id = "second" }]
""", "test.toml")
    game, labels = build_game(sc, scenario_pool(sc))
    game.start()
    first, second = labels["first"], labels["second"]
    game.gain_life(0, 1)
    assert [t.source for t in game.triggers] == [first.id]
    game.triggers.clear()
    game.move(second, "battlefield")
    game.gain_life(0, 1)
    assert [t.source for t in game.triggers] == [first.id, second.id]
    game.triggers.clear()
    game.move(first, "graveyard")
    game.gain_life(1, 1)  # the opponent's life: nobody's
    game.gain_life(0, 1)
    assert [t.source for t in game.triggers] == [second.id]


def test_an_event_shows_its_fields() -> None:
    assert repr(ev.LifeGained(0, 3)) == "LifeGained(player=0, amount=3)" or \
        repr(ev.LifeGained(0, 3)) == "LifeGained(amount=3, player=0)"  # mypyc: dir() order
