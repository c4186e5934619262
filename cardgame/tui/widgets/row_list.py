"""A keyboard-first list of rows that can be toggled, adjusted and reordered.

The dialogs that build an answer from many small choices (attackers, blockers, damage
steppers, cards to choose, trigger order) all need the same moves: a cursor (up/down or a
click), toggle (space or a click), adjust (left/right or +/-, or a click on the ◂ ▸
arrows), move a row (shift+up/down) and confirm (Enter). The list only reports these as
messages; the dialog owns the meaning and hands back new row texts. When there are more
rows than lines (a big hand to discard from at 80×24), the lines show a window of rows
that follows the cursor, with ↑/↓ in the margin where rows are hidden above or below.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.binding import Binding, BindingType
from textual.events import Click
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

STEPPER_WIDTH = 8  # the last columns of a row hold "◂ nn ▸"


class RowList(Widget, can_focus=True):
    """Rows of text with a cursor; see the module docstring for the keys."""

    DEFAULT_CSS = """
    RowList {
        height: auto;
        max-height: 55vh;  /* with the prompt and hint, a dialog fits 24 rows */
        background: $boost;
        text-wrap: nowrap;
        text-overflow: ellipsis;
        &:focus { background: $boost; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "cursor(-1)", "Up", show=False),
        Binding("down", "cursor(1)", "Down", show=False),
        Binding("space", "flip", "Toggle"),
        Binding("left,minus", "adjust(-1)", "−", show=False),
        Binding("right,plus,equals_sign", "adjust(1)", "+", show=False),
        Binding("shift+up", "move(-1)", "Move up", show=False),
        Binding("shift+down", "move(1)", "Move down", show=False),
        Binding("enter", "submit", "Confirm"),
    ]

    cursor: reactive[int] = reactive(0)

    class Toggled(Message):
        def __init__(self, index: int) -> None:
            self.index = index
            super().__init__()

    class Adjusted(Message):
        def __init__(self, index: int, delta: int) -> None:
            self.index = index
            self.delta = delta
            super().__init__()

    class Moved(Message):
        def __init__(self, index: int, delta: int) -> None:
            self.index = index
            self.delta = delta
            super().__init__()

    class Highlighted(Message):
        def __init__(self, index: int) -> None:
            self.index = index
            super().__init__()

    class Submitted(Message):
        pass

    def __init__(self, rows: list[Text] | None = None, *, steppers: bool = False,
                 id: str | None = None) -> None:
        super().__init__(id=id)
        self.rows: list[Text] = rows or []
        self.tails: list[Text] = []
        self.steppers = steppers
        self.top = 0  # the first row shown, when not all of them fit

    def set_rows(self, rows: list[Text], tails: list[Text] | None = None) -> None:
        """New row texts; `tails` (steppers) are drawn right-aligned on each row."""
        self.rows = rows
        self.tails = tails or []
        if self.cursor >= len(rows):
            self.cursor = max(0, len(rows) - 1)
        self.refresh(layout=True)

    def get_content_height(self, container, viewport, width: int) -> int:  # type: ignore[no-untyped-def]
        return max(1, len(self.rows))

    def _window(self) -> range:
        """The rows on screen: all that fit, the cursor's always among them."""
        shown = self.size.height or len(self.rows)
        near = 1 if shown >= 3 else 0  # the cursor keeps a row (or its ↑/↓) beyond it
        if self.cursor - near < self.top:
            self.top = self.cursor - near
        elif self.cursor + near >= self.top + shown:
            self.top = self.cursor + near - shown + 1
        self.top = max(0, min(self.top, len(self.rows) - shown))
        return range(self.top, min(len(self.rows), self.top + shown))

    def render(self) -> Text:
        out = Text()
        window = self._window()
        for i in window:
            row = self.rows[i]
            if i > window.start:
                out.append("\n")
            if i == self.cursor:
                margin = "▸ "
            elif i == window.start and i > 0:
                margin = "↑ "
            elif i == window.stop - 1 and i < len(self.rows) - 1:
                margin = "↓ "
            else:
                margin = "  "
            line = Text(margin)
            line.append_text(row)
            if i < len(self.tails):
                tail = self.tails[i]
                if tail.cell_len > self.size.width // 2 > 0:  # the row keeps half
                    tail = tail.copy()
                    tail.truncate(self.size.width // 2, overflow="ellipsis")
                room = self.size.width - line.cell_len - tail.cell_len
                if room < 1:
                    line.truncate(max(1, self.size.width - tail.cell_len - 1),
                                  overflow="ellipsis")
                    room = 1
                line.append(" " * room)
                line.append_text(tail)
            if i == self.cursor and self.has_focus:
                line.stylize("reverse")
            elif i == self.cursor:
                line.stylize("bold")
            out.append_text(line)
        out.no_wrap = True
        out.overflow = "ellipsis"
        return out

    def watch_cursor(self, value: int) -> None:
        self.post_message(self.Highlighted(value))

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()

    def action_cursor(self, delta: int) -> None:
        if self.rows:
            self.cursor = (self.cursor + delta) % len(self.rows)
            self.refresh()

    def action_flip(self) -> None:
        if self.rows:
            self.post_message(self.Toggled(self.cursor))

    def action_adjust(self, delta: int) -> None:
        if self.rows:
            self.post_message(self.Adjusted(self.cursor, delta))

    def action_move(self, delta: int) -> None:
        if self.rows:
            self.post_message(self.Moved(self.cursor, delta))

    def action_submit(self) -> None:
        self.post_message(self.Submitted())

    def on_click(self, event: Click) -> None:
        event.stop()
        index = self.top + event.y
        if not 0 <= index < len(self.rows):
            return
        self.focus()
        self.cursor = index
        self.refresh()
        width = self.size.width
        if self.steppers and event.x >= width - STEPPER_WIDTH:
            delta = -1 if event.x < width - STEPPER_WIDTH // 2 else 1
            self.post_message(self.Adjusted(index, delta))
        else:
            self.post_message(self.Toggled(index))
