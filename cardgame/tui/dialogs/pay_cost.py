"""Pay a cost or not: cumulative upkeep (702.24a) and payments like it.

The first row says whether to pay. When the cost offers a choice per age counter
("{W} or {U}"), each counter gets a row to pick the alternative; when it sacrifices
creatures, each creature gets a row to toggle. The engine checks the whole payment live.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType

from cardgame.tui.dialogs.base import DecisionDialog
from cardgame.tui.widgets.row_list import RowList


class PayCostDialog(DecisionDialog):
    """y pays, n doesn't; rows refine the payment; Enter submits."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "pay(True)", "Pay"),
        Binding("n", "pay(False)", "Don't pay"),
    ]

    def setup(self) -> None:
        data = self.decision.data
        self.pay = True
        self.count = int(data.get("count", 1) or 1)
        self.kind = str(data.get("kind", ""))
        cost = str(data.get("cost", ""))
        self.alternatives: list[str] = [c.strip() for c in cost.split(" or ")] \
            if self.kind == "alternatives" else []
        self.picks: list[int] = [0] * self.count if self.alternatives else []
        self.creatures: list[int] = []
        if self.kind == "sacrifice":
            g = self.ctx.game
            self.creatures = [o.id for o in g.battlefield()
                              if g.chars(o).controller == self.decision.player
                              and "Creature" in g.chars(o).types]
        self.sacrificed: list[int] = []

    def body(self) -> ComposeResult:
        yield RowList(id="rows", steppers=True)

    def hint(self) -> str:
        return "Space or y/n: pay or not; ←/→ picks each payment; Enter submits."

    def fill(self) -> None:
        self.redraw()

    def answer(self) -> Any:
        if not self.pay:
            return {"pay": False}
        if self.alternatives:
            return {"pay": True, "choices": [self.alternatives[i] for i in self.picks]}
        if self.creatures:
            return {"pay": True, "choices": list(self.sacrificed)}
        return {"pay": True}

    def redraw(self) -> None:
        refusal = str(self.decision.data.get("if_not") or "Don't pay: sacrifice it")
        rows: list[Text] = [Text("Pay the cost" if self.pay else refusal,
                                 "bold green" if self.pay else "bold red")]
        tails: list[Text] = [Text("◂ yes ▸" if self.pay else "◂ no ▸")]
        if self.pay:
            for n, i in enumerate(self.picks):
                rows.append(Text(f"age counter {n + 1}"))
                tails.append(Text(f"◂ {self.alternatives[i]} ▸", "bold"))
            for oid in self.creatures:
                on = oid in self.sacrificed
                t = Text("[x] " if on else "[ ] ", "bold red" if on else "")
                t.append(self.ctx.describe(oid))
                rows.append(t)
                tails.append(Text(""))
        self.query_one(RowList).set_rows(rows, tails)
        problem = self.check(self.answer())
        self.show_error(problem, bell=False)
        if not problem:
            self.show_status("Enter submits")

    def _row(self, index: int, delta: int) -> None:
        if index == 0:
            self.pay = not self.pay
        elif self.picks and index <= len(self.picks):
            k = index - 1
            self.picks[k] = (self.picks[k] + delta) % len(self.alternatives)
        elif self.creatures:
            oid = self.creatures[index - 1 - len(self.picks)]
            if oid in self.sacrificed:
                self.sacrificed.remove(oid)
            else:
                self.sacrificed.append(oid)
        self.redraw()

    def on_row_list_toggled(self, event: RowList.Toggled) -> None:
        event.stop()
        self._row(event.index, 1)

    def on_row_list_adjusted(self, event: RowList.Adjusted) -> None:
        event.stop()
        self._row(event.index, event.delta)

    def on_row_list_submitted(self, event: RowList.Submitted) -> None:
        event.stop()
        self.submit(self.answer())

    def action_pay(self, pay: bool) -> None:
        self.pay = pay
        self.redraw()
        if not pay or not (self.picks or self.creatures):
            self.submit(self.answer())
