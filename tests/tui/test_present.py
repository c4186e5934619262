"""What the board shows, and what the UI answers by itself, without a terminal."""

from __future__ import annotations

from tui_helpers import COMBAT_POSITION, SPELLS_POSITION, STACK_POSITION, scenario_factory

from cardgame.engine.decisions import PRIORITY
from cardgame.rulesets.magic.ui_terms import UI
from cardgame.tui.present import (
    battlefield_faces,
    cost_text,
    group_lands,
    stack_lines,
)
from cardgame.tui.seat import END_OF_TURN, MY_NEXT_TURN, Seat


def test_faces_show_current_state() -> None:
    game = scenario_factory(STACK_POSITION)(0)
    faces = {f.name: f for f in battlefield_faces(game)}
    assert faces["Grizzly Bears"].damage == 1
    assert faces["Hill Giant"].sick
    assert faces["Llanowar Elves"].tapped and faces["Llanowar Elves"].group == "creatures"
    dragon = faces["Shivan Dragon"]
    assert (dragon.power, dragon.toughness, dragon.modified_pt) == (6, 6, True)
    assert dragon.counters == (("+1/+1", 1),)
    assert faces["Serra Angel"].controller == 1 and "flying" in faces["Serra Angel"].keywords
    assert faces["Mountain"].group == "lands"


def test_identical_lands_share_a_card() -> None:
    game = scenario_factory(STACK_POSITION)(0)
    lands = [f for f in battlefield_faces(game) if f.group == "lands" and f.controller == 0]
    grouped = group_lands(lands)
    assert sorted((f.name, f.tapped, f.count) for f in grouped) == [
        ("Forest", False, 2), ("Mountain", True, 2)]


def test_stack_lines_top_first_with_targets() -> None:
    game = scenario_factory(STACK_POSITION)(0)
    [line] = stack_lines(game)
    assert (line.name, line.controller, line.targets) == ("Lightning Bolt", "Bob",
                                                          "Grizzly Bears")


def test_small_formatting_helpers() -> None:
    assert cost_text("{2}{G}{G}") == "2GG"
    assert cost_text("{X}{R}") == "XR"
    assert cost_text(None) == ""
    assert UI.keyword_short("first strike") == "1st strike"
    assert UI.keyword_short("protection from red") == "pro red"
    assert UI.keyword("protection from red") == "protection from red"
    assert "flying" in UI.reminder("reach")
    assert UI.reminder("protection from black").startswith("Can't be Damaged")


def test_stops_pass_for_the_player_until_they_end() -> None:
    game = scenario_factory(SPELLS_POSITION)(0)
    seat = Seat()
    assert game.pending is not None and game.pending.kind == PRIORITY
    assert seat.auto_answer(game) is None
    seat.set_stop(0, END_OF_TURN, game)
    assert seat.auto_answer(game) == {"action": "pass"}
    assert seat.stop_label(0) == "until end of turn"
    seat.set_stop(0, MY_NEXT_TURN, game)
    assert seat.auto_answer(game) == {"action": "pass"}
    seat.clear_stop(0)
    assert seat.auto_answer(game) is None


def test_hand_off_only_when_hands_are_hidden() -> None:
    game = scenario_factory(COMBAT_POSITION)(0)
    d = game.pending
    assert d is not None
    assert Seat().needs_handoff(d)
    assert not Seat(open_hands=True).needs_handoff(d)
    seat = Seat()
    seat.sit(d.player)
    assert not seat.needs_handoff(d)


def test_a_creature_that_can_block_several_offers_pairs_and_all() -> None:
    from cardgame.tui.dialogs.blockers import block_choices

    assert block_choices([1, 2], 1) == [(), (1,), (2,)]
    assert block_choices([1, 2, 3], 2) == [(), (1,), (2,), (3,), (1, 2), (1, 3), (2, 3)]
    assert block_choices([1, 2, 3], 1000)[-1] == (1, 2, 3)
