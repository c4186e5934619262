"""Order triggers: arrange your simultaneous triggered abilities (603.3b).

The first in the list is put on the stack first, so it resolves last.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType

from cardgame.tui.dialogs.base import DecisionDialog
from cardgame.tui.widgets.row_list import RowList


class OrderDialog(DecisionDialog):
    """shift+↑/↓ (or [ and ]) moves the highlighted trigger; Enter puts them on the stack."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left_square_bracket,u", "move(-1)", "Move up"),
        Binding("right_square_bracket,d", "move(1)", "Move down"),
    ]

    def setup(self) -> None:
        self.order: list[int] = list(range(len(self.decision.options)))

    def body(self) -> ComposeResult:
        yield RowList(id="rows")

    def hint(self) -> str:
        return "First = onto the stack first = resolves last. shift+↑/↓ or [ ] moves."

    def fill(self) -> None:
        self.redraw()

    def redraw(self) -> None:
        rows = []
        opts = self.decision.options
        for pos, i in enumerate(self.order):
            t = Text(f"{pos + 1}. ", "bold")
            t.append(opts[i].label)
            if pos == 0:
                t.append("  (resolves last)", "dim")
            elif pos == len(self.order) - 1:
                t.append("  (resolves first)", "dim")
            rows.append(t)
        self.query_one(RowList).set_rows(rows)
        self.show_error(self.check(list(self.order)), bell=False)

    def _move(self, index: int, delta: int) -> None:
        j = index + delta
        if 0 <= j < len(self.order):
            self.order[index], self.order[j] = self.order[j], self.order[index]
            rows = self.query_one(RowList)
            rows.cursor = j
            self.redraw()

    def on_row_list_moved(self, event: RowList.Moved) -> None:
        event.stop()
        self._move(event.index, event.delta)

    def action_move(self, delta: int) -> None:
        self._move(self.query_one(RowList).cursor, delta)

    def on_row_list_submitted(self, event: RowList.Submitted) -> None:
        event.stop()
        self.submit(list(self.order))
