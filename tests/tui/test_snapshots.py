"""SVG snapshots at 100×30 of seeded positions: the board and each kind of dialog.

Update them after a deliberate change with `pytest tests/tui --snapshot-update` and look
at the report (snapshot_report.html) before committing.
"""

from __future__ import annotations

from typing import Any

from tui_helpers import (
    COMBAT_POSITION,
    DISCARD_POSITION,
    SPELLS_POSITION,
    STACK_POSITION,
    TRIGGER_TARGET_POSITION,
    TRIGGERS_POSITION,
    UPKEEP_POSITION,
    scenario_factory,
    short_game_factory,
)

from cardgame.tui.app import CardGameApp

SIZE = (100, 30)


def app_for(position: str, open_hands: bool = False) -> CardGameApp:
    return CardGameApp(scenario_factory(position), open_hands=open_hands)


def test_board_with_tapped_cards_and_a_spell_on_the_stack(snap_compare: Any) -> None:
    """Alice looks at the board: Bob's Lightning Bolt on the stack, tapped cards sideways,
    damage, a +1/+1 counter (modified P/T), summoning sickness; Bob's hand hidden."""
    assert snap_compare(app_for(STACK_POSITION), press=["enter", "v"], terminal_size=SIZE)


def test_priority_dialog(snap_compare: Any) -> None:
    assert snap_compare(app_for(STACK_POSITION), press=["enter"], terminal_size=SIZE)


def test_hand_off_screen(snap_compare: Any) -> None:
    assert snap_compare(app_for(STACK_POSITION), terminal_size=SIZE)


def test_target_picker(snap_compare: Any) -> None:
    assert snap_compare(app_for(SPELLS_POSITION, open_hands=True), press=["3"],
                        terminal_size=SIZE)


def test_mode_picker(snap_compare: Any) -> None:
    assert snap_compare(app_for(SPELLS_POSITION, open_hands=True), press=["2"],
                        terminal_size=SIZE)


def test_x_picker_refusing_too_much(snap_compare: Any) -> None:
    assert snap_compare(app_for(SPELLS_POSITION, open_hands=True),
                        press=["1", "2", "5"], terminal_size=SIZE)


def test_declare_attackers(snap_compare: Any) -> None:
    assert snap_compare(app_for(COMBAT_POSITION, open_hands=True),
                        press=["space", "down", "space", "down", "space"], terminal_size=SIZE)


def test_declare_blockers_with_a_refusal(snap_compare: Any) -> None:
    assert snap_compare(app_for(COMBAT_POSITION, open_hands=True),
                        press=["space", "down", "space", "down", "down", "space", "enter",
                               "right", "right"], terminal_size=SIZE)


def test_divide_damage_with_a_refusal(snap_compare: Any) -> None:
    assert snap_compare(app_for(COMBAT_POSITION, open_hands=True),
                        press=["down", "down", "down", "space", "enter", "right", "enter",
                               "down", "right"], terminal_size=SIZE)


def test_order_triggers(snap_compare: Any) -> None:
    assert snap_compare(app_for(TRIGGERS_POSITION, open_hands=True), terminal_size=SIZE)


def test_discard_to_seven(snap_compare: Any) -> None:
    assert snap_compare(app_for(DISCARD_POSITION, open_hands=True), press=["space"],
                        terminal_size=SIZE)


def test_trigger_target(snap_compare: Any) -> None:
    assert snap_compare(app_for(TRIGGER_TARGET_POSITION, open_hands=True), press=["1", "p"],
                        terminal_size=SIZE)


def test_cumulative_upkeep_payment(snap_compare: Any) -> None:
    assert snap_compare(app_for(UPKEEP_POSITION, open_hands=True), press=["down", "right"],
                        terminal_size=SIZE)


def test_mulligan(snap_compare: Any) -> None:
    assert snap_compare(CardGameApp(short_game_factory(life=20), seed=5), press=["enter"],
                        terminal_size=SIZE)


def test_game_over(snap_compare: Any) -> None:
    assert snap_compare(app_for(SPELLS_POSITION, open_hands=True),
                        press=["end", "enter", "y"], terminal_size=SIZE)
