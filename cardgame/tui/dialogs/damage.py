"""Divide damage: a stepper per recipient, the total, and the engine's verdict live.

It starts from the engine's default division (lethal damage in order, the rest to the
last recipient or, with trample, to the player); every step is checked with
`decision.check`, so "must assign lethal damage (2) to Hill Giant first (702.19b)" shows
while the player is still dividing.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType

from cardgame.tui.dialogs.base import BoardPreview, DecisionDialog
from cardgame.tui.widgets.row_list import RowList


class DamageDialog(DecisionDialog):
    """←/→ (or −/+) moves one damage, r resets, Enter assigns."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "reset", "Reset"),
        Binding("i", "info", "Card info"),
    ]

    def setup(self) -> None:
        d = self.decision
        self.amount: int = int(d.data.get("amount", 0))
        self.recipients: list[Any] = [o.value for o in d.options]
        self.lethal: dict[Any, int] = {o.value: int(o.data.get("lethal", 0))
                                       for o in d.options if "lethal" in o.data}
        self.split: dict[Any, int] = {}
        self.action_reset(draw=False)

    def body(self) -> ComposeResult:
        yield RowList(id="rows", steppers=True)

    def hint(self) -> str:
        return "←/→ changes the highlighted amount, r resets, Enter assigns."

    def fill(self) -> None:
        self.redraw()

    def answer(self) -> dict[str, Any]:
        return {"split": [[r, self.split[r]] for r in self.recipients if self.split[r]]}

    def redraw(self) -> None:
        rows, tails = [], []
        for r in self.recipients:
            t = Text(self.ctx.describe(r))
            if r in self.lethal:
                t.append(f"  lethal {self.lethal[r]}", "dim")
            else:
                t.append("  (trample)", "dim")
            rows.append(t)
            tails.append(Text(f"◂ {self.split[r]:>2} ▸", "bold"))
        self.query_one(RowList).set_rows(rows, tails)
        self.app.post_message(BoardPreview({r: f"{n} dmg" for r, n in self.split.items()
                                            if isinstance(r, int) and n}))
        total = sum(self.split.values())
        problem = self.check(self.answer())
        self.show_error(problem, bell=False)
        status = Text(f"Assigned {total} of {self.amount}")
        if not problem:
            status.append(" — Enter assigns")
        self.show_status(status)

    def on_row_list_adjusted(self, event: RowList.Adjusted) -> None:
        """→ moves one damage here (unassigned damage first, else from the last other
        recipient that has some); ← moves one from here to the next recipient."""
        event.stop()
        r = self.recipients[event.index]
        others = self.recipients[event.index + 1:] + self.recipients[:event.index]
        if event.delta > 0:
            if sum(self.split.values()) < self.amount:
                self.split[r] += 1
            else:
                donor = next((o for o in reversed(others) if self.split[o] > 0), None)
                if donor is None:
                    return
                self.split[donor] -= 1
                self.split[r] += 1
        elif self.split[r] > 0:
            self.split[r] -= 1
            if others:
                self.split[others[0]] += 1
        self.redraw()

    def on_row_list_toggled(self, event: RowList.Toggled) -> None:
        """Space puts all damage not yet assigned on the highlighted recipient."""
        event.stop()
        r = self.recipients[event.index]
        rest = self.amount - sum(self.split.values())
        if rest > 0:
            self.split[r] += rest
            self.redraw()

    def on_unmount(self) -> None:
        self.app.post_message(BoardPreview({}))

    def on_row_list_submitted(self, event: RowList.Submitted) -> None:
        event.stop()
        self.submit(self.answer())

    def action_reset(self, draw: bool = True) -> None:
        self.split = {r: 0 for r in self.recipients}
        try:
            default = self.decision.default_answer()
            for r, n in (default.get("split", []) if isinstance(default, dict) else []):
                if r in self.split:
                    self.split[r] = n
        except Exception:  # a default is a convenience; an odd one just starts at zero
            pass
        if draw:
            self.redraw()

    def action_info(self) -> None:
        from cardgame.tui.screens.card_detail import CardDetailScreen

        r = self.recipients[self.query_one(RowList).cursor] if self.recipients else None
        if isinstance(r, int) and r in self.ctx.game.objects:
            self.app.push_screen(CardDetailScreen(self.ctx.game, r))
