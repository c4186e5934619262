"""Everything of one player on the board: header, hand, and two battlefield rows.

The area at the top of the board lists header, hand, lands, creatures; the one at the
bottom mirrors it so that both players' creatures face each other in the middle.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widget import Widget

from cardgame.engine.uiterms import UiTerms
from cardgame.tui.present import CardFace, HandCard, group_label, group_lands
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

    def __init__(self, bottom: bool,
                 layout: tuple[tuple[str, ...], tuple[str, ...]] = UiTerms().board_rows,
                 *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.bottom = bottom
        self.rows = layout
        self.player: int | None = None
        # its parts, kept from `compose` (a query walks every card below on each answer)
        self._header = PlayerHeader(id="header")
        self._hand = HandRow(id="hand")
        self._rows: list[BattleRow] = []

    def compose(self) -> ComposeResult:
        front, back = self.rows
        self._rows = [BattleRow(back, id="back-row")] if back else []
        self._rows.append(BattleRow(front, id="front-row"))
        parts: list[Widget] = [self._header, self._hand, *self._rows]
        if self.bottom:
            self._rows.reverse()  # in the order of the screen, as a query gives them
        yield from (reversed(parts) if self.bottom else parts)

    def fit(self) -> None:
        """Take the board's measures (after a resize)."""
        self.query_one(HandRow).fit()
        for row in self.query(BattleRow):
            row.fit()

    def show(self, info: PlayerInfo, hand: list[HandCard] | None,
             faces: list[CardFace], terms: UiTerms | None = None) -> int:
        """Draw this player's state; returns the number of cards redrawn."""
        ui = terms or UiTerms()
        if self.player != info.index:  # another player sits here now: start scrolled home
            for part in self.query("HandCards, BattleRow"):
                part.scroll_home(animate=False)
        self.player = info.index
        self._header.show(info)
        self._hand.show(hand, info.hand, ui.hand, ui.hidden)
        by_group: dict[str, list[CardFace]] = {}
        for f in faces:
            by_group.setdefault(f.group, []).append(f)
        counts = {}
        for g, fs in by_group.items():
            tapped = sum(1 for f in fs if f.tapped)
            counts[g] = f"{len(fs)}" + (f" ({tapped}↷)" if tapped else "")
        if "lands" in by_group:
            by_group["lands"] = group_lands(by_group["lands"])
        changed = 0
        for row in self._rows:
            if not row.names:
                row.names = {g: group_label(ui, g) for g in row.group_names}
            changed += row.sync(by_group, counts)
        return changed
