"""Declare attackers: toggle each creature, aim it, group bands; the engine checks live.

Creatures that can't attack are listed too (dimmed); trying one shows the engine's reason.
With several things to attack (a planeswalker), ←/→ aims the highlighted attacker. `b`
puts it in band 1, 2, ... (702.22c) and back to none.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType

from cardgame.tui.dialogs.base import DecisionDialog
from cardgame.tui.widgets.row_list import RowList


class AttackersDialog(DecisionDialog):
    """Space toggles, ←/→ aims, b bands, a all, Enter declares."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("a", "all", "All / none"),
        Binding("b", "band", "Band"),
        Binding("i", "info", "Card info"),
    ]

    def setup(self) -> None:
        d = self.decision
        self.targets: list[Any] = list(d.data.get("targets") or [f"p{2 - d.player}"])
        self.ids: list[int] = [o.value for o in d.options]
        self.can: dict[int, bool] = {o.value: bool(o.data.get("can_attack", True))
                                     for o in d.options}
        self.attacking: dict[int, bool] = {i: False for i in self.ids}
        self.aim: dict[int, int] = {i: 0 for i in self.ids}
        self.band: dict[int, int] = {i: 0 for i in self.ids}

    def body(self) -> ComposeResult:
        yield RowList(id="rows")

    def hint(self) -> str:
        return "Space toggles, ←/→ chooses what it attacks, b bands, Enter declares."

    def fill(self) -> None:
        self.redraw()

    def answer(self) -> dict[str, Any]:
        chosen = [i for i in self.ids if self.attacking[i]]
        pairs = [[i, self.targets[self.aim[i]]] for i in chosen]
        bands: dict[int, list[int]] = {}
        for i in chosen:
            if self.band[i]:
                bands.setdefault(self.band[i], []).append(i)
        return {"attackers": pairs, "bands": [bands[k] for k in sorted(bands)]}

    def redraw(self) -> None:
        rows = []
        tails = []  # what it attacks, right-aligned: a long name is cut, never the target
        g = self.ctx.game
        for i in self.ids:
            obj = g.objects[i]
            c = g.chars(obj)
            on = self.attacking[i]
            t = Text("[x] " if on else "[ ] ", "bold red" if on else "")
            t.append(c.name, "" if self.can[i] else "dim strike")
            if c.power is not None:
                t.append(f" {c.power}/{c.toughness}", "dim")
            tail = Text()
            if on:
                tail.append(f"→ {self.ctx.name(self.targets[self.aim[i]])}", "red")
                if self.band[i]:
                    tail.append(f"  band {self.band[i]}", "magenta")
            elif not self.can[i]:
                tail.append("can't attack", "dim italic")
            rows.append(t)
            tails.append(tail)
        self.query_one(RowList).set_rows(rows, tails)
        answer = self.answer()
        problem = self.check(answer)
        self.show_error(problem, bell=False)
        n = len(answer["attackers"])
        self.show_status("" if problem else
                         f"{n} attacker{'s' if n != 1 else ''} — Enter declares"
                         if n else "No attackers — Enter skips the attack")

    def on_row_list_toggled(self, event: RowList.Toggled) -> None:
        event.stop()
        i = self.ids[event.index]
        if not self.can[i] and not self.attacking[i]:
            why = self.check({"attackers": [[i, self.targets[0]]]})
            self.show_error(why or "it can't attack now")
            return
        self.attacking[i] = not self.attacking[i]
        if not self.attacking[i]:
            self.band[i] = 0
        self.redraw()

    def on_row_list_adjusted(self, event: RowList.Adjusted) -> None:
        event.stop()
        i = self.ids[event.index]
        if self.attacking[i] and len(self.targets) > 1:
            self.aim[i] = (self.aim[i] + event.delta) % len(self.targets)
            self.redraw()

    def on_row_list_submitted(self, event: RowList.Submitted) -> None:
        event.stop()
        self.submit(self.answer())

    def action_all(self) -> None:
        eligible = [i for i in self.ids if self.can[i]]
        turn_on = not all(self.attacking[i] for i in eligible)
        for i in eligible:
            self.attacking[i] = turn_on
        self.redraw()

    def action_band(self) -> None:
        rows = self.query_one(RowList)
        if not self.ids:
            return
        i = self.ids[rows.cursor]
        if not self.attacking[i]:
            self.show_error("only an attacking creature can join a band (702.22c)")
            return
        most = max(1, sum(1 for v in self.attacking.values() if v) // 2)
        self.band[i] = (self.band[i] + 1) % (most + 1)
        self.redraw()

    def action_info(self) -> None:
        from cardgame.tui.screens.card_detail import CardDetailScreen

        if self.ids:
            i = self.ids[self.query_one(RowList).cursor]
            self.app.push_screen(CardDetailScreen(self.ctx.game, i))
