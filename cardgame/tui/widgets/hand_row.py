"""A player's hand on one line: the cards when the viewer may see them, else card backs.

Whether the viewer may see the hand is the engine's answer (`GameView.hand` is None when
hidden), or the `--open-hands` switch; this widget only draws what it is given.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import HorizontalScroll
from textual.events import Click
from textual.widget import Widget
from textual.widgets import Static

from cardgame.tui.present import HandCard
from cardgame.tui.widgets.card import CardView, cost_markup


class HandChip(Widget, can_focus=True):
    """One card in hand: name and cost; Enter shows its details."""

    DEFAULT_CSS = """
    HandChip {
        width: auto;
        height: 1;
        padding: 0 1;
        margin: 0 1 0 0;
        background: $panel;
        &.-land { background: #4a3f2a; }
        &:focus { background: $accent; color: $text; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter", "details", "Card details")]

    def __init__(self, card: HandCard) -> None:
        super().__init__()
        self.card = card
        self.set_class(card.land, "-land")

    def render(self) -> Text:
        out = Text(self.card.name)
        if self.card.cost:
            out.append(" ")
            out.append_text(cost_markup(self.card.cost))
        return out

    def action_details(self) -> None:
        self.post_message(CardView.Chosen(self.card.id))

    def on_click(self, event: Click) -> None:
        event.stop()
        self.focus()
        self.post_message(CardView.Chosen(self.card.id))


class HandRow(HorizontalScroll):
    """The hand line of one player area."""

    DEFAULT_CSS = """
    HandRow {
        height: 1;
        scrollbar-size-horizontal: 0;
        & > .hand-label { width: auto; color: $text-muted; margin: 0 1 0 0; }
        & > .hand-backs { width: auto; color: #8070c0; }
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._shown: tuple[object, ...] | None = None

    def compose(self) -> ComposeResult:
        yield Static("Hand", classes="hand-label")

    def show(self, cards: list[HandCard] | None, count: int, word: str = "Hand") -> None:
        """Cards face up (a list) or `count` card backs (None); redraws only on change."""
        key: tuple[object, ...] = (tuple(cards),) if cards is not None else ("backs", count)
        if key == self._shown:
            return
        self._shown = key
        for child in list(self.children)[1:]:
            child.remove()
        label = self.query_one(".hand-label", Static)
        label.update(f"{word} {count}")
        if cards is None and count:
            backs = "▮" * min(count, 20)
            self.mount(Static(f"{backs}  hidden", classes="hand-backs"))
        elif not cards:
            self.mount(Static("(empty)", classes="hand-backs"))
        else:
            self.mount_all([HandChip(c) for c in cards])
