"""A card in full: cost, types, current and printed P/T, text, keywords with their
reminders, abilities, counters, attachments and state."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from cardgame.tui.present import detail_lines
from cardgame.tui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from cardgame.engine.game import Game


class CardDetailScreen(ModalScreen[None]):
    """Escape or Enter closes."""

    DEFAULT_CSS = """
    CardDetailScreen {
        align: center middle;
        background: $background 60%;
        & #detail { width: 70; max-width: 100%; height: auto; max-height: 90%;
                    border: round $accent; border-title-style: bold; background: $surface;
                    padding: 0 1; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,enter,q", "close", "Close"),
    ]

    def __init__(self, game: Game, obj_id: int) -> None:
        super().__init__()
        self.game = game
        self.obj_id = obj_id

    def compose(self) -> ComposeResult:
        obj = self.game.objects[self.obj_id]
        table = Table.grid(padding=(0, 1))
        table.add_column(style="bold", no_wrap=True)
        table.add_column(ratio=1)
        for label, text in detail_lines(self.game, obj):
            table.add_row(Text(label), Text(text))  # card text is user text: never markup
        box = VerticalScroll(Static(table), id="detail")
        box.border_title = Text(obj.card.name)
        yield box
        yield KeyBar()

    def action_close(self) -> None:
        self.dismiss(None)
