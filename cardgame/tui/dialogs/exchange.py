"""The hkk exchange phase (csere, H-exchange): move, unite, separate, done.

Every creature of the active player is a row, guard post (őrposzt) first, then the
reserve (tartalék). Each key is one change, handed to the engine at once; the engine asks
again after each change, and the new question is loaded into this same dialog (the
cursor stays on the same creature). Space or `m` moves the highlighted creature to the
other row, `u` on one creature and then `u` on another unites them (K131.9), `x`
separates a union, Enter or `d` ends the exchange phase. A change the rules forbid is
refused in the dialog with its rule (a passive creature, a full guard post...).
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType

from cardgame.tui.dialogs.base import BoardHighlight, DecisionDialog
from cardgame.tui.present import terms
from cardgame.tui.widgets.row_list import RowList

CREATURE_ZONES = ("guard_post", "reserve")
UNION = "hk_union"  # the engine's marks on a union host / member (hkk zones.py)
UNDER = "hk_under"


class ExchangeDialog(DecisionDialog):
    """m/space moves, u unites, x separates, Enter or d: done."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("m", "move", "Move"),
        Binding("u", "unite", "Unite"),
        Binding("x", "separate", "Separate"),
        Binding("d", "done", "Done"),
        Binding("i", "info", "Card info"),
        Binding("escape", "cancel", "Cancel unite", show=False),
    ]

    _keep: int | None = None  # the creature the cursor was on before the last change

    def setup(self) -> None:
        d = self.decision
        g = self.ctx.game
        me = g.players[d.player]
        self.ids: list[int] = [i for zone in CREATURE_ZONES for i in me.zones.get(zone, ())
                               if UNDER not in g.objects[i].extra]
        self.capacity = d.data.get("capacity")
        self.first: int | None = None  # the first creature chosen to unite
        self.movable: set[int] = set()
        self.partners: dict[int, set[int]] = {}
        self.separable: set[int] = set()
        for o in d.options:
            v = o.value
            if not isinstance(v, dict):
                continue
            for oid, _ in v.get("move") or ():
                self.movable.add(oid)
            if v.get("unite"):
                a, b = v["unite"]
                self.partners.setdefault(a, set()).add(b)
                self.partners.setdefault(b, set()).add(a)
            if v.get("separate") is not None:
                self.separable.add(v["separate"])

    def body(self) -> ComposeResult:
        yield RowList(id="rows")

    def hint(self) -> str:
        return ("Space/m moves to the other row, u then u unites two, x separates, "
                "Enter ends the exchange phase.")

    def fill(self) -> None:
        rows = self.query_one(RowList)
        keep = self._keep
        obj = self.ctx.game.objects.get(keep) if keep is not None else None
        if obj is not None and UNDER in obj.extra:
            self._keep = obj.extra[UNDER]  # united: the cursor follows the pair
        if self._keep in self.ids:
            rows.cursor = self.ids.index(self._keep)
        self.redraw()

    def current(self) -> int | None:
        if not self.ids:
            return None
        return self.ids[min(self.query_one(RowList).cursor, len(self.ids) - 1)]

    def redraw(self) -> None:
        g = self.ctx.game
        rows: list[Text] = []
        for i in self.ids:
            obj = g.objects[i]
            c = g.chars(obj)
            zone = obj.zone
            t = Text(f"{terms(self.ctx.game).zone(zone):<9}",
                     "bold cyan" if zone == "guard_post" else "cyan")
            t.append("⊕ " if i == self.first else "", "bold magenta")
            name = c.name
            member = obj.extra.get(UNION)
            if member is not None and member in g.objects:
                name += f" + {g.objects[member].card.name}"
            t.append(name, "" if i in self.movable or i in self.separable
                     or i in self.partners else "dim")
            if c.power is not None:
                t.append(f" {c.power}/{c.toughness}", "dim")
            if obj.tapped:
                t.append(" ↷ passzív", "dim italic")
            if i in self.separable:
                t.append(" x:szétválik", "magenta")
            elif i in self.partners:
                t.append(" u:összefog", "magenta")
            rows.append(t)
        self.query_one(RowList).set_rows(rows)
        me = g.players[self.decision.player]
        in_post = sum(1 for i in me.zones.get("guard_post", ())
                      if UNDER not in g.objects[i].extra)
        cap = f"/{self.capacity}" if self.capacity is not None else ""
        status = Text(f"Őrposzt (guard post) {in_post}{cap}", "bold")
        if self.first is not None:
            status.append(f" — unite {g.objects[self.first].name} with: u on the other",
                          "magenta")
        else:
            status.append(" — Enter: done")
        self.show_status(status)
        self.app.post_message(BoardHighlight(frozenset(self.ids)))

    def on_unmount(self) -> None:
        self.app.post_message(BoardHighlight(frozenset()))

    def change(self, answer: dict[str, Any]) -> None:
        self._keep = self.current()
        self.submit(answer)

    # ---- keys ---------------------------------------------------------------------------
    def on_row_list_toggled(self, event: RowList.Toggled) -> None:
        event.stop()
        self.action_move()

    def on_row_list_submitted(self, event: RowList.Submitted) -> None:
        event.stop()
        self.action_done()

    def action_move(self) -> None:
        i = self.current()
        if i is None:
            return
        obj = self.ctx.game.objects[i]
        to = "reserve" if obj.zone == "guard_post" else "guard_post"
        self.change({"move": [[i, to]]})

    def action_unite(self) -> None:
        i = self.current()
        if i is None:
            return
        if self.first is None or self.first == i:
            self.first = None if self.first == i else i
            self.show_error("", bell=False)
            self.redraw()
            return
        pair = [self.first, i]
        self.first = None
        self.redraw()
        self.change({"unite": pair})

    def action_cancel(self) -> None:
        if self.first is not None:
            self.first = None
            self.redraw()

    def action_separate(self) -> None:
        i = self.current()
        if i is not None:
            self.change({"separate": i})

    def action_done(self) -> None:
        self.submit({"done": True})

    def action_info(self) -> None:
        from cardgame.tui.screens.card_detail import CardDetailScreen

        i = self.current()
        if i is not None:
            self.app.push_screen(CardDetailScreen(self.ctx.game, i))
