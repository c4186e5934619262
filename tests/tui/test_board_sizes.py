"""The board at every terminal size (issue 13): SVG snapshots of a magic and an hkk board
in combat at 80×24, 120×40 and 200×60, and no card name of the bundled decks cut.

Update the snapshots after a deliberate change with
`pytest tests/tui/test_board_sizes.py --snapshot-update` and look at them first.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from board_positions import asking_everything, hkk_combat, magic_combat
from rich.text import Text
from tui_helpers import scenario_factory

from cardgame.cards.pool import CardPool
from cardgame.decks import load_deck
from cardgame.tui.app import CardGameApp
from cardgame.tui.widgets.card import CardView
from cardgame.tui.widgets.hand_row import HandChip

SIZES = [(80, 24), (120, 40), (200, 60)]
DECKS = sorted((Path(__file__).parents[2] / "decks").glob("*.txt"))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_magic_board_in_combat(snap_compare: Any, size: tuple[int, int]) -> None:
    """Bob looks at the board: a band and Serra Angel attack him, blocked by Hill Giant
    and Giant Spider; Giant Growth on the stack; tapped lands sideways; open hands."""
    app = CardGameApp(magic_combat, open_hands=True)
    assert snap_compare(app, press=["v"], terminal_size=size)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_hkk_board_in_combat(snap_compare: Any, size: tuple[int, int]) -> None:
    """Alice's guard post attacks: one at Bob's guard, the united wolves at Bob; passive
    cards sideways; the priority dialog open over the side column."""
    app = asking_everything(CardGameApp(hkk_combat, open_hands=True))
    assert snap_compare(app, terminal_size=size)


def deck_position(path: Path) -> str:
    """Every distinct card of a bundled deck in hand for Alice, and in play each that can
    stay there (an hkk spell never does: the position would be refused)."""
    deck = load_deck(path)
    names = list(dict.fromkeys(deck.main))
    quoted = json.dumps(names)
    if deck.ruleset == "hkk":  # creatures in the reserve, the rest on the table
        pool = CardPool.builtin("hkk")
        creatures = [n for n in names if "creature" in pool.get(n).types]
        lasting = [n for n in names if n not in creatures and any(
            t in pool.get(n).types for t in ("building", "item", "enchantment"))]
        play = f"reserve = {json.dumps(creatures)}\ntable = {json.dumps(lasting)}"
        step = "main"
    else:
        play = f"battlefield = {quoted}"
        step = "main1"
    return f"""
format = 1
name = "every card of {path.name}"
ruleset = "{deck.ruleset}"

[state]
step = "{step}"

[state.p1]
hand = {quoted}
{play}
"""


def cut_names(path: Path, size: tuple[int, int]) -> list[str]:
    """Card names (battlefield and hand) that don't fit their card at this size."""
    app = CardGameApp(scenario_factory(deck_position(path)), open_hands=True)
    cut: list[str] = []

    async def main() -> None:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await pilot.press("v")
            await pilot.pause()
            cards = [(c.face.name, c) for c in app.board.query(CardView)]
            cards += [(c.card.name, c) for c in app.board.query(HandChip)]
            assert cards
            for name, widget in cards:
                if widget.content_region.width < Text(name).cell_len:
                    cut.append(f"{name} ({widget.content_region.width} columns)")

    asyncio.run(main())
    return cut


@pytest.mark.parametrize("size", [(120, 40), (200, 60)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("deck", DECKS, ids=lambda p: p.stem)
def test_no_card_name_of_the_bundled_decks_is_cut(deck: Path, size: tuple[int, int]) -> None:
    assert cut_names(deck, size) == []
