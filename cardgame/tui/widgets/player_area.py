"""Everything of one player on the board: header, hand, and two battlefield rows.

The area at the top of the board lists header, hand, lands, creatures; the one at the
bottom mirrors it so that both players' creatures face each other in the middle.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical

from cardgame.tui.present import CardFace, HandCard, group_lands
from cardgame.tui.widgets.battle_row import BattleRow
from cardgame.tui.widgets.hand_row import HandRow
from cardgame.tui.widgets.player_header import PlayerHeader, PlayerInfo


class PlayerArea(Vertical):
    """One player's side of the table."""

    DEFAULT_CSS = """
    PlayerArea {
        height: auto;
    }
    """

    def __init__(self, bottom: bool, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.bottom = bottom
        self.player: int | None = None

    def compose(self) -> ComposeResult:
        parts = [
            PlayerHeader(id="header"),
            HandRow(id="hand"),
            BattleRow(("lands", "other"), id="lands-row"),
            BattleRow(("creatures",), id="creature-row"),
        ]
        yield from (reversed(parts) if self.bottom else parts)

    def show(self, info: PlayerInfo, hand: list[HandCard] | None,
             faces: list[CardFace]) -> int:
        """Draw this player's state; returns the number of cards redrawn."""
        self.player = info.index
        self.query_one(PlayerHeader).show(info)
        self.query_one(HandRow).show(hand, info.hand)
        creatures = [f for f in faces if f.group == "creature"]
        lands = [f for f in faces if f.group == "land"]
        other = [f for f in faces if f.group == "other"]
        tapped = sum(1 for f in lands if f.tapped)
        changed = self.query_one("#creature-row", BattleRow).sync(
            {"creatures": creatures}, {"creatures": str(len(creatures))})
        changed += self.query_one("#lands-row", BattleRow).sync(
            {"lands": group_lands(lands), "other": other},
            {"lands": f"{len(lands)}" + (f" ({tapped}↷)" if tapped else ""),
             "other": str(len(other))})
        return changed
