"""Graveyards and exile: the public zones of both players, newest card last.

Enter on a card opens its details; Tab switches between the two players' lists.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from cardgame.tui.present import cost_text, terms
from cardgame.tui.screens.board import zone, zone_id
from cardgame.tui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from cardgame.engine.game import Game


class ZoneViewerScreen(ModalScreen[None]):
    """Both players' cards in one public zone."""

    DEFAULT_CSS = """
    ZoneViewerScreen {
        align: center middle;
        background: $background 60%;
        & #zones { width: 90; max-width: 100%; height: auto; max-height: 90%; border: round $accent;
                   border-title-style: bold; background: $surface; }
        & .column { width: 1fr; height: auto; }
        & OptionList { height: auto; max-height: 60vh; }  /* its box fits 24 rows */
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q", "close", "Close"),
        Binding("g", "switch('graveyard')", "Graveyards"),
        Binding("x", "switch('exile')", "Exile"),
    ]

    def __init__(self, game: Game, zone: str, first: int = 0) -> None:
        super().__init__()
        self.game = game
        self.zone = zone
        self.first = first

    def compose(self) -> ComposeResult:
        box = Horizontal(id="zones")
        box.border_title = terms(self.game).zone_gloss(zone_id(self.game, self.zone))
        with box:
            for p in (self.first, 1 - self.first):
                with Vertical(classes="column"):
                    pl = self.game.players[p]
                    ids = zone(self.game, p, self.zone)
                    head = Text(pl.name, "bold")  # a name is user text: never markup
                    head.append(f" — {len(ids)} card(s)")
                    yield Static(head)
                    opts = []
                    for oid in reversed(ids):
                        obj = self.game.objects[oid]
                        cost = cost_text(obj.card.cost)
                        opts.append(Option(Text(f"{obj.card.name}  {cost}".rstrip()),
                                           id=str(oid)))
                    if not opts:
                        opts.append(Option("(empty)", disabled=True))
                    yield OptionList(*opts)
        yield KeyBar()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        from cardgame.tui.screens.card_detail import CardDetailScreen

        event.stop()
        if event.option.id:
            self.app.push_screen(CardDetailScreen(self.game, int(event.option.id)))

    def action_close(self) -> None:
        self.dismiss(None)

    def action_switch(self, zone: str) -> None:
        if zone != self.zone:
            self.dismiss(None)
            self.app.push_screen(ZoneViewerScreen(self.game, zone, self.first))
