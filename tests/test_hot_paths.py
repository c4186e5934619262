"""Cheaper hot paths keep their answers: the state-based-action check is skipped only when
nothing it reads changed, and the auto-pass test and the option listing share one mana
plan per state (docs/performance.md, "Hot paths")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from cardgame.rulesets.magic import actions, costs, priority, sba
from cardgame.scenario.loader import load_scenario, loads_scenario
from cardgame.scenario.runner import run_scenario
from cardgame.scenario.setup import build_game, scenario_pool

SCENARIOS = Path(__file__).parent / "scenarios" / "magic"

# Counting calls by replacing a module's function works only where the callers look the
# function up at run time: in the pure Python build, not in a compiled one.
pure_python = pytest.mark.skipif(not (sba.__file__ or "").endswith(".py"),
                                 reason="counts calls through module attributes")

BOARD = """
format = 1
name = "hot paths"
ruleset = "magic"
[state]
turn = 2
step = "main1"
[state.p1]
battlefield = ["Forest", "Forest", "Grizzly Bears"]
hand = ["Giant Growth"]
[state.p2]
battlefield = ["Mountain"]
hand = ["Lightning Bolt"]
"""


def _game(text: str = BOARD) -> Any:
    sc = loads_scenario(text, "test.toml")
    game, _labels = build_game(sc, scenario_pool(sc))
    for p in game.players:
        p.autopass = False  # always asked: the test drives the checks itself
    game.start()
    return game


def _named(game: Any, name: str) -> Any:
    return next(o for o in game.battlefield() if o.card.name == name)


def _counting(monkeypatch: pytest.MonkeyPatch, module: Any, name: str) -> list[int]:
    calls: list[int] = []
    real = getattr(module, name)

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(module, name, counted)
    return calls


@pure_python
def test_a_tap_alone_skips_the_next_sba_check(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _game()
    assert not sba.check_once(game)  # a clean state, remembered
    looks = _counting(monkeypatch, sba, "needed")
    version = game.version
    game.tap(_named(game, "Forest"))
    assert game.version > version  # the tap did change the state version
    assert not sba.check_once(game)
    assert looks == []  # ...but nothing an SBA reads: no look at the board
    game.untap(_named(game, "Forest"))
    assert not sba.check_once(game)
    assert looks == []


@pure_python
def test_any_other_change_makes_the_check_look_again(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _game()
    assert not sba.check_once(game)
    looks = _counting(monkeypatch, sba, "needed")
    game.tap(_named(game, "Forest"))
    game.deal_damage(_named(game, "Mountain"), _named(game, "Grizzly Bears"), 2)
    assert sba.check_once(game)  # lethal damage after a tap: found
    assert looks == [1]
    graveyard = game.players[0].zones["graveyard"]
    assert "Grizzly Bears" in [game.objects[i].card.name for i in graveyard]


def test_the_legend_rule_is_skipped_without_legendary_permanents() -> None:
    game = _game()
    assert priority.legend_groups(game) == {}
    found = game.memo["legends"][1]
    game.tap(_named(game, "Forest"))
    assert game.memo["legends"] == (game.version, found)  # remembered across the tap
    assert priority.legend_groups(game) is found
    game.move(_named(game, "Grizzly Bears"), "graveyard")
    assert game.memo["legends"][0] != game.version  # a move: looked at again
    assert priority.legend_groups(game) == {}
    assert game.memo["legends"][0] == game.version


@pure_python
@pytest.mark.parametrize("name", ["hp-anthem-leaves-zero-toughness-dies.toml",
                                  "m7-anthem-leaves-bonus-ends.toml"])
def test_an_sba_caused_only_by_a_static_effect_ending_still_happens(
        name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    result = run_scenario(load_scenario(SCENARIOS / name))
    assert result.status == "pass", result.messages
    # the scenario depends on that check: without it the creature survives
    monkeypatch.setattr(sba, "needed", lambda game: False)
    assert run_scenario(load_scenario(SCENARIOS / name)).status != "pass"


@pure_python
def test_auto_pass_keeps_both_players_answers_for_a_state(
        monkeypatch: pytest.MonkeyPatch) -> None:
    game = _game()
    listings = _counting(monkeypatch, actions, "legal_actions")
    first = [actions.has_actions(game, 0), actions.has_actions(game, 1)]
    again = [actions.has_actions(game, 0), actions.has_actions(game, 1)]
    assert first == again == [True, True]  # Giant Growth; Lightning Bolt
    assert len(listings) == 2  # one listing per player, not one per question
    game.tap(_named(game, "Mountain"))  # p2 can no longer pay for the Bolt
    assert actions.has_actions(game, 1) is False
    assert len(listings) == 3


def test_mana_sources_are_listed_once_per_state_and_follow_taps() -> None:
    game = _game()
    forests = costs.current_sources(game, 0)
    assert [game.objects[i].card.name for i, _ in forests] == ["Forest", "Forest"]
    assert costs.current_sources(game, 0) is forests  # shared, not listed again
    game.tap(_named(game, "Forest"))
    assert len(costs.current_sources(game, 0)) == 1
    assert costs.current_sources(game, 0) == costs.mana_sources(game, 0)


def test_a_new_turn_ends_summoning_sickness_for_the_shared_sources() -> None:
    game = _game(BOARD.replace('"Grizzly Bears"]', '"Grizzly Bears", "Llanowar Elves"]'))
    elves = _named(game, "Llanowar Elves")
    elves.since_turn = game.turn  # it came under p1's control this turn
    assert elves.id not in [i for i, _ in costs.current_sources(game, 0)]
    game.turn += 2  # p1's next turn, with no change of state version
    game.players[0].turn_started = game.turn
    assert elves.id in [i for i, _ in costs.current_sources(game, 0)]


def test_with_an_anthem_the_legend_rule_looks_only_at_legendary_cards() -> None:
    game = _game(BOARD.replace('"Forest", "Forest", "Grizzly Bears"',
                               '"Glorious Anthem", "Forest", "Grizzly Bears"'))
    assert game.active_effects()  # not the plain case
    game.invalidate()
    game.active_effects()
    computed = len(game._chars_cache)
    assert priority.legend_groups(game) == {}
    assert len(game._chars_cache) == computed  # no legendary permanent: none computed


def test_two_legends_under_an_anthem_still_meet_the_legend_rule() -> None:
    game = _game(BOARD.replace('"Forest", "Forest", "Grizzly Bears"',
                               '"Glorious Anthem", "Ajani Goldmane", "Ajani Goldmane"'))
    assert game.active_effects()
    [(key, objs)] = priority.legend_groups(game).items()
    assert key == (0, "Ajani Goldmane") and len(objs) == 2


def test_hkk_pumps_in_one_layer_apply_without_trying_each_out() -> None:
    """A static pump reads whether a creature has stats and its filter's characteristics;
    another pump changes none of them, so no dependency is tried out (613.8a)."""
    from cardgame.engine.layers import ContinuousEffect, _may_depend
    from cardgame.rulesets.hkk.chars import PUMP_READS

    def pump(ts: int) -> ContinuousEffect:
        return ContinuousEffect("7c", ts, "modify_pt", (1, 1), 1,
                                applies=lambda o, c: c.power is not None, reads=PUMP_READS)

    assert not _may_depend(pump(1), pump(2))
    # setting stats can give an object stats it had none of: a pump may depend on that
    set_pt = ContinuousEffect("7b", 3, "set_pt", (2, 2), 1, applies=lambda o, c: True)
    assert _may_depend(pump(1), set_pt)
    # and the filter's characteristics are declared
    add_types = ContinuousEffect("4", 4, "add_types", ("creature",), 1,
                                 applies=lambda o, c: True)
    assert _may_depend(pump(1), add_types)


def test_hkk_listing_out_of_the_main_phase_keeps_neutralizations() -> None:
    """Out of an open main phase the listing leaves out cards without an instant way of
    playing; a creature that can be played as a neutralization stays in (H-card)."""
    from cardgame.rulesets.hkk import actions as hkk_actions

    scenario = SCENARIOS.parent / "hkk" / "cards" / "hoparduc-neutralize.toml"
    game = _game(scenario.read_text(encoding="utf-8").split("[[do]]")[0])
    spell = game.pending.options[1].value
    game.answer({**spell, "targets": ["p2"]})  # the queue is no longer empty
    labels = [o.label for o in hkk_actions.legal_actions(game, 1)]
    assert labels == ["Pass", "Play Hópárduc as a neutralization (semlegesítés) (1 VP)",
                      "Concede"]
