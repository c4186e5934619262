"""A player's hand: the cards when the viewer may see them, else card backs.

The cards are drawn as cards (cost on the top edge, name, type line, P/T on the bottom
edge), as wide as their names. Whether the viewer may see the hand is the engine's answer
(`GameView.hand` is None when hidden), or the `--open-hands` switch; this widget only
draws what it is given. The row scrolls sideways but never takes the focus itself: the
arrow keys walk from card to card (the board's walk), and a new hand starts scrolled home.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, HorizontalScroll
from textual.events import Click
from textual.widget import Widget
from textual.widgets import Static

from cardgame.tui.present import HandCard
from cardgame.tui.widgets.card import COLOR_CLASS, CardView, cost_markup


class HandChip(Widget, can_focus=True):
    """One card in hand; Enter (or a click) shows its details."""

    DEFAULT_CSS = """
    HandChip {
        width: 12;
        height: 4;
        margin: 0 1 0 0;
        border: round $foreground 45%;
        border-title-color: $foreground;
        border-subtitle-color: $foreground;
        border-subtitle-align: right;
        background: $panel;
        text-wrap: nowrap;
        text-overflow: ellipsis;
        &.-land { border: round #a08c64; }
        &.-white { border: round #d8cf98; }
        &.-blue { border: round #4a90d0; }
        &.-black { border: round #9070b0; }
        &.-red { border: round #d05050; }
        &.-green { border: round #50a050; }
        &:focus { border: double $accent; background: $accent 15%; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter", "details", "Card details")]

    def __init__(self, card: HandCard) -> None:
        super().__init__()
        self.card = card
        self.set_class(card.land, "-land")
        if len(card.colors) == 1 and card.colors[0] in COLOR_CLASS:
            self.add_class(COLOR_CLASS[card.colors[0]])
        self.border_title = cost_markup(card.cost) if card.cost else None
        self.border_subtitle = card.pt or None
        self.tooltip = Text(f"{card.name}\n{card.type_line}")  # user text: never markup
        self.fit()

    def fit(self) -> None:
        m = CardView.measures
        self.styles.width = m.card_width(Text(self.card.name).cell_len)
        self.styles.height = m.hand_height

    def render(self) -> Text:
        out = Text(self.card.name, "bold")
        if self.size.height > 3 or CardView.measures.hand_height > 3:
            out.append("\n")
            out.append(self.card.type_line, "dim italic")
        out.no_wrap = True
        out.overflow = "ellipsis"
        return out

    def action_details(self) -> None:
        self.post_message(CardView.Chosen(self.card.id))

    def on_click(self, event: Click) -> None:
        event.stop()
        self.focus()
        self.post_message(CardView.Chosen(self.card.id))


class HandCards(HorizontalScroll, can_focus=False, inherit_bindings=False):
    """The cards themselves, scrolling sideways when they don't fit. Without the scroll
    container's keys: they came before the board's walk, so → scrolled a hand that did
    not fit by one column instead of going to the next card."""

    DEFAULT_CSS = """
    HandCards {
        width: 1fr;
        height: auto;
        scrollbar-size-horizontal: 0;
        overflow-y: hidden;
        & > .hand-backs { width: auto; color: #8070c0; padding: 1 0 0 0; }
    }
    """


class HandRow(Horizontal):
    """The hand line of one player area: a label, then the cards."""

    DEFAULT_CSS = """
    HandRow {
        height: auto;
        & > .hand-label { width: 10; color: $text-muted; text-style: italic;
                          padding: 1 0 0 0; }
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._shown: tuple[object, ...] | None = None
        self._label = ""
        # kept from `compose` (a query walks the chips on each answer)
        self._label_view = Static("Hand", classes="hand-label")
        self._cards = HandCards()

    def compose(self) -> ComposeResult:
        yield self._label_view
        yield self._cards

    def fit(self) -> None:
        """Take the board's measures (after a resize)."""
        self.query_one(".hand-label", Static).styles.width = CardView.measures.label_width
        for chip in self.query(HandChip):
            chip.fit()

    def show(self, cards: list[HandCard] | None, count: int, word: str = "Hand",
             hidden: str = "hidden") -> None:
        """Cards face up (a list) or `count` card backs (None); redraws only on change."""
        key: tuple[object, ...] = (tuple(cards),) if cards is not None else ("backs", count)
        if self._label != f"{word}\n{count}":
            self._label = f"{word}\n{count}"
            self._label_view.update(Text(self._label), layout=False)
        if key == self._shown:
            return
        self._shown = key
        row = self._cards
        if not cards:
            row.remove_children()
            row.scroll_home(animate=False)
            backs = "▮" * min(count, 20) + f"  {hidden}" if cards is None and count else "—"
            row.mount(Static(Text(backs), classes="hand-backs"))
            return
        self._sync(row, cards)

    @staticmethod
    def _sync(row: HandCards, cards: list[HandCard]) -> None:
        """Keep the chips of cards still in hand; mount the new ones; order as given.
        (Remounting a whole hand for one card drawn cost a full layout per answer.)"""
        kept: dict[int, HandChip] = {}
        for child in list(row.children):
            if isinstance(child, HandChip) and child.card in cards:
                kept[child.card.id] = child
            else:
                child.remove()
        fresh = [HandChip(c) for c in cards if c.id not in kept]
        if fresh:
            row.mount_all(fresh)
        chips = {**kept, **{chip.card.id: chip for chip in fresh}}
        order = [chips[c.id] for c in cards]
        current = [c for c in row.children if isinstance(c, HandChip)]
        if current != order:
            for prev, chip in zip(order, order[1:], strict=False):
                row.move_child(chip, after=prev)
            row.move_child(order[0], before=0)
