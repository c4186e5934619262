"""The hkk attack (támadás, H-combat): each attacker to a guard-post creature or the player.

The rows are the active player's guard-post creatures. Space toggles an attacker (aimed
at the first guard-post creature nobody attacks yet, or at the player when every one is
attacked); ←/→ aims it at the next creature of the opponent's guard post or at the
opponent; `p` aims it straight at the opponent; `a` sends everyone, covering the guard
post first. Under the rows the opponent's guard post shows who is attacked, and whether
breaking through (átütés) is open: the engine's `decision.check` judges the declaration
on every change, and its refusal (with the rule, H-combat or K131.4) is shown live.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Static

from cardgame.tui.dialogs.base import BoardHighlight, DecisionDialog
from cardgame.tui.widgets.row_list import RowList


class HkkAttackDialog(DecisionDialog):
    """Space toggles, ←/→ aims, p at the player, a all, Enter declares."""

    DEFAULT_CSS = """
    HkkAttackDialog #guard { height: auto; margin: 1 0 0 0; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("a", "all", "All / none"),
        Binding("p", "at_player", "At the player"),
        Binding("i", "info", "Card info"),
    ]

    def setup(self) -> None:
        d = self.decision
        self.ids: list[int] = [o.value for o in d.options]
        self.can: dict[int, bool] = {o.value: bool(o.data.get("can_attack", True))
                                     for o in d.options}
        self.defenders: list[int] = list(d.data.get("guard_post") or [])
        self.player: str = d.data.get("player") or f"p{2 - d.player}"
        self.choices: list[Any] = [*self.defenders, self.player]
        self.invisible: set[int] = set(d.data.get("invisible") or ())
        self.aim: dict[int, int | None] = {i: None for i in self.ids}

    def body(self) -> ComposeResult:
        yield RowList(id="rows")
        yield Static("", id="guard")

    def hint(self) -> str:
        return ("Space toggles, ←/→ picks its target, p the player (átütés), "
                "a all, Enter declares.")

    def fill(self) -> None:
        self.redraw()

    def answer(self) -> dict[str, Any]:
        return {"attackers": [[i, self.choices[a]] for i in self.ids
                              if (a := self.aim[i]) is not None]}

    def attacked(self) -> dict[Any, int]:
        """How many attackers each target has."""
        out: dict[Any, int] = {}
        for i in self.ids:
            a = self.aim[i]
            if a is not None:
                out[self.choices[a]] = out.get(self.choices[a], 0) + 1
        return out

    def label(self, target: Any) -> str:
        """A target's name; twins in the guard post get their place (#1, #2...)."""
        name = self.ctx.name(target)
        if target in self.defenders:
            names = [self.ctx.name(d) for d in self.defenders]
            if names.count(name) > 1:
                name += f" #{self.defenders.index(target) + 1}"
        return name

    def _first_free(self) -> int:
        hit = self.attacked()
        for n, t in enumerate(self.defenders):
            if t not in hit:
                return n
        return len(self.choices) - 1  # the player

    def redraw(self) -> None:
        g = self.ctx.game
        rows = []
        tails = []  # what it attacks, right-aligned: a long name is cut, never the target
        for i in self.ids:
            c = g.chars(g.objects[i])
            a = self.aim[i]
            t = Text("[x] " if a is not None else "[ ] ", "bold red" if a is not None else "")
            t.append(c.name, "" if self.can[i] else "dim strike")
            if c.power is not None:
                t.append(f" {c.power}/{c.toughness}", "dim")
            if i in self.invisible:
                t.append(" láth.", "italic magenta")
            tail = Text()
            if a is not None:
                target = self.choices[a]
                tail.append("→ ", "red")
                tail.append(self.label(target) + (" (átütés)" if target == self.player else ""),
                            "bold red")
            elif not self.can[i]:
                tail.append("can't attack", "dim italic")
            rows.append(t)
            tails.append(tail)
        self.query_one(RowList).set_rows(rows, tails)
        self.query_one("#guard", Static).update(self.guard_text())
        answer = self.answer()
        problem = self.check(answer)
        self.show_error(problem, bell=False)
        n = len(answer["attackers"])
        self.show_status("" if problem else
                         f"{n} attacker{'s' if n != 1 else ''} — Enter declares"
                         if n else "No attack — Enter skips the combat")
        self.app.post_message(BoardHighlight(frozenset(
            t for t in self.attacked() if isinstance(t, int))))

    def guard_text(self) -> Text:
        """The opponent's guard post, who attacks each creature, and breaking through."""
        g = self.ctx.game
        hit = self.attacked()
        opp = self.ctx.name(self.player)
        t = Text(f"{opp}'s őrposzt (guard post):\n", "bold")
        if not self.defenders:
            t.append("  empty\n", "dim")
        for d in self.defenders:
            c = g.chars(g.objects[d])
            t.append(f"  {self.label(d)}")
            if c.power is not None:
                t.append(f" {c.power}/{c.toughness}", "dim")
            n = hit.get(d, 0)
            t.append(f"  ⚔ {n}\n" if n else "  not attacked\n", "red" if n else "yellow")
        free = [self.label(d) for d in self.defenders if d not in hit]
        t.append("Átütés (breaking through): ", "bold")
        if not free:
            t.append("open", "bold green")
            t.append(" — every guard-post creature is attacked" if self.defenders
                     else " — the guard post is empty", "green")
        else:
            t.append("closed", "bold yellow")
            t.append(f" until {', '.join(free)} {'is' if len(free) == 1 else 'are'} attacked",
                     "yellow")
            if self.invisible:
                t.append(" (invisible attackers may, K131.3)", "magenta")
        return t

    def on_unmount(self) -> None:
        self.app.post_message(BoardHighlight(frozenset()))

    # ---- keys ---------------------------------------------------------------------------
    def current(self) -> int | None:
        if not self.ids:
            return None
        return self.ids[min(self.query_one(RowList).cursor, len(self.ids) - 1)]

    def _refuse_if_cannot(self, i: int) -> bool:
        if self.can[i]:
            return False
        why = self.check({"attackers": [[i, self.choices[0]]]})
        self.show_error(why or "it can't attack now")
        return True

    def on_row_list_toggled(self, event: RowList.Toggled) -> None:
        event.stop()
        i = self.ids[event.index]
        if self.aim[i] is not None:
            self.aim[i] = None
        elif not self._refuse_if_cannot(i):
            self.aim[i] = self._first_free()
        self.redraw()

    def on_row_list_adjusted(self, event: RowList.Adjusted) -> None:
        event.stop()
        i = self.ids[event.index]
        a = self.aim[i]
        if a is None:
            if self._refuse_if_cannot(i):
                return
            self.aim[i] = 0 if event.delta > 0 else len(self.choices) - 1
        else:
            self.aim[i] = (a + event.delta) % len(self.choices)
        self.redraw()

    def on_row_list_submitted(self, event: RowList.Submitted) -> None:
        event.stop()
        self.submit(self.answer())

    def action_at_player(self) -> None:
        i = self.current()
        if i is None or self._refuse_if_cannot(i):
            return
        self.aim[i] = len(self.choices) - 1
        self.redraw()

    def action_all(self) -> None:
        eligible = [i for i in self.ids if self.can[i]]
        if eligible and all(self.aim[i] is not None for i in eligible):
            for i in eligible:
                self.aim[i] = None
        else:
            for i in eligible:
                self.aim[i] = None
            for i in eligible:
                self.aim[i] = self._first_free()
        self.redraw()

    def action_info(self) -> None:
        from cardgame.tui.screens.card_detail import CardDetailScreen

        i = self.current()
        if i is not None:
            self.app.push_screen(CardDetailScreen(self.ctx.game, i))
