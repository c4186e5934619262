"""Declare blockers: for each untapped creature, block one attacker or none (or, for a
creature that can block several, a pair of attackers or all of them).

Every change is checked with `decision.check` at once, so a block the rules forbid
("can't block Wind Drake: flying (702.9b)") is named while the player is still choosing.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType

from cardgame.tui.dialogs.base import DecisionDialog
from cardgame.tui.widgets.row_list import RowList


def block_choices(attackers: list[int], max_blocks: int) -> list[tuple[int, ...]]:
    """What one creature may be set to block: nothing, one attacker, and — when it can
    block more than one (509.1a's exceptions) — each pair, and all of them."""
    out: list[tuple[int, ...]] = [()] + [(a,) for a in attackers]
    if max_blocks >= 2:
        out += [(a, b) for n, a in enumerate(attackers) for b in attackers[n + 1:]]
    if max_blocks >= len(attackers) > 2:
        out.append(tuple(attackers))
    return out


class BlockersDialog(DecisionDialog):
    """←/→ or space chooses what each creature blocks; Enter declares."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("c", "clear", "No blocks"),
        Binding("i", "info", "Card info"),
    ]

    def setup(self) -> None:
        self.ids: list[int] = [o.value for o in self.decision.options]
        self.attackers: list[int] = list(self.decision.data.get("attackers") or [])
        self.choices: dict[int, list[tuple[int, ...]]] = {
            o.value: block_choices(self.attackers, int(o.data.get("max_blocks", 1)))
            for o in self.decision.options}
        self.choice: dict[int, int] = {i: 0 for i in self.ids}  # 0 = no block

    def prompt_text(self) -> Text:
        t = super().prompt_text()
        g = self.ctx.game
        combat = g.state.get("combat")
        t.append("\nAttacking:", "bold")
        for a in self.attackers:
            obj = g.objects.get(a)
            if obj is None:
                continue
            c = g.chars(obj)
            t.append(f"\n  {c.name} {c.power}/{c.toughness}", "red")
            if c.keywords:
                t.append(f" {', '.join(c.keywords)}", "italic")
            if combat is not None and a in combat.attackers:
                t.append(f" → {self.ctx.name(combat.attackers[a])}", "dim")
        return t

    def body(self) -> ComposeResult:
        yield RowList(id="rows", steppers=True)

    def hint(self) -> str:
        return "←/→ or space picks the attacker to block, Enter declares."

    def fill(self) -> None:
        self.redraw()

    def answer(self) -> dict[str, Any]:
        return {"blocks": [[i, list(self.choices[i][self.choice[i]])] for i in self.ids
                           if self.choice[i]]}

    def redraw(self) -> None:
        g = self.ctx.game
        rows, tails = [], []
        for i in self.ids:
            c = g.chars(g.objects[i])
            t = Text(c.name, "bold" if self.choice[i] else "")
            if c.power is not None:
                t.append(f" {c.power}/{c.toughness}", "dim")
            rows.append(t)
            pick = self.choices[i][self.choice[i]]
            tail = Text("◂ ")
            tail.append(" + ".join(self.ctx.name(a) for a in pick) if pick else "no block",
                        "bold yellow" if pick else "dim")
            tail.append(" ▸")
            tails.append(tail)
        self.query_one(RowList).set_rows(rows, tails)
        answer = self.answer()
        problem = self.check(answer)
        self.show_error(problem, bell=False)
        n = len(answer["blocks"])
        self.show_status("" if problem else
                         f"{n} blocker{'s' if n != 1 else ''} — Enter declares" if n
                         else "No blocks — Enter declares none")

    def _cycle(self, index: int, delta: int) -> None:
        i = self.ids[index]
        self.choice[i] = (self.choice[i] + delta) % len(self.choices[i])
        self.redraw()

    def on_row_list_toggled(self, event: RowList.Toggled) -> None:
        event.stop()
        self._cycle(event.index, 1)

    def on_row_list_adjusted(self, event: RowList.Adjusted) -> None:
        event.stop()
        self._cycle(event.index, event.delta)

    def on_row_list_submitted(self, event: RowList.Submitted) -> None:
        event.stop()
        self.submit(self.answer())

    def action_clear(self) -> None:
        for i in self.ids:
            self.choice[i] = 0
        self.redraw()

    def action_info(self) -> None:
        from cardgame.tui.screens.card_detail import CardDetailScreen

        if self.ids:
            i = self.ids[self.query_one(RowList).cursor]
            self.app.push_screen(CardDetailScreen(self.ctx.game, i))
