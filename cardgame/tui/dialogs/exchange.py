"""The hkk exchange phase (csere, H-exchange): the player plans it and confirms once.

Every creature of the active player is a row, guard post (őrposzt) first, then the
reserve (tartalék). The keys change the plan, not the game: Space or `m` moves the
highlighted creature to the other row, `u` on one creature and then `u` on another
plans a union (K131.9), `x` plans a separation (or takes back a planned union). Enter or
`d` hands the whole plan over as one answer (`cardgame.stops.Plan`): the app gives the
engine its answers in order, so the journal holds the same changes as if answered one by
one, and the player is asked once, not after every change. What the rules forbid is
refused in the dialog with its rule (a passive creature, a full guard post...); the
engine checks the rest when the plan is carried out.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType

from cardgame.stops import Plan
from cardgame.tui.dialogs.base import BoardHighlight, DecisionDialog, Reply
from cardgame.tui.present import terms
from cardgame.tui.widgets.row_list import RowList

CREATURE_ZONES = ("guard_post", "reserve")
UNION = "hk_union"  # the engine's marks on a union host / member (hkk zones.py)
UNDER = "hk_under"


class ExchangeDialog(DecisionDialog):
    """m/space moves, u unites, x separates (all planned), Enter or d: hand the plan over."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("m", "move", "Move"),
        Binding("u", "unite", "Unite"),
        Binding("x", "separate", "Separate"),
        Binding("d", "done", "Done"),
        Binding("i", "info", "Card info"),
        Binding("escape", "cancel", "Cancel unite", show=False),
    ]

    def setup(self) -> None:
        d = self.decision
        g = self.ctx.game
        me = g.players[d.player]
        self.ids: list[int] = [i for zone in CREATURE_ZONES for i in me.zones.get(zone, ())
                               if UNDER not in g.objects[i].extra]
        self.capacity = d.data.get("capacity")
        self.first: int | None = None  # the first creature chosen to unite
        self.zones: dict[int, str] = {i: g.objects[i].zone for i in self.ids}  # planned
        self.unites: list[list[int]] = []  # planned unions
        self.separates: list[int] = []  # planned separations
        self.movable: set[int] = {i for i in self.ids if not g.objects[i].tapped}
        self.partners: dict[int, set[int]] = {}
        self.separable: set[int] = set()
        for o in d.options:
            v = o.value
            if not isinstance(v, dict):
                continue
            if v.get("unite"):
                a, b = v["unite"]
                self.partners.setdefault(a, set()).add(b)
                self.partners.setdefault(b, set()).add(a)
            if v.get("separate") is not None:
                self.separable.add(v["separate"])

    def body(self) -> ComposeResult:
        yield RowList(id="rows")

    def hint(self) -> str:
        return ("Space/m moves to the other row, u then u unites two, x separates; "
                "Enter hands the plan over and ends the exchange phase.")

    def fill(self) -> None:
        self.redraw()

    def current(self) -> int | None:
        if not self.ids:
            return None
        return self.ids[min(self.query_one(RowList).cursor, len(self.ids) - 1)]

    def plan(self) -> Plan:
        """The arrangement as one answer (only what changes)."""
        g = self.ctx.game
        value: dict[str, Any] = {}
        members = {p[1] for p in self.unites}  # a planned pair moves as its first
        moved = {i: z for i, z in self.zones.items()
                 if g.objects[i].zone != z and i not in members}
        if moved:
            value["zones"] = moved
        if self.separates:
            value["separate"] = list(self.separates)
        if self.unites:
            value["unite"] = [list(p) for p in self.unites]
        return Plan(value)

    def _united(self, i: int) -> int | None:
        """The partner of a planned union."""
        for a, b in self.unites:
            if i in (a, b):
                return b if i == a else a
        return None

    def in_post(self) -> int:
        """Creatures the plan puts in the guard post (a planned pair counts once)."""
        paired = {p[1] for p in self.unites}
        return sum(1 for i, z in self.zones.items() if z == "guard_post" and i not in paired)

    def redraw(self) -> None:
        g = self.ctx.game
        rows: list[Text] = []
        tails: list[Text] = []  # the plan's marks, right-aligned: a long name is cut first
        for i in self.ids:
            obj = g.objects[i]
            c = g.chars(obj)
            zone = self.zones[i]
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
            tail = Text()
            if obj.tapped:
                tail.append(" ↷ passzív", "dim italic")
            if zone != obj.zone:
                tail.append(" ← áthelyezve", "yellow")
            partner = self._united(i)
            if partner is not None:
                tail.append(f" ⊕ {g.objects[partner].card.name}", "bold magenta")
            elif i in self.separates:
                tail.append(" ✂ szétválik", "bold magenta")
            elif i in self.separable:
                tail.append(" x:szétválik", "magenta")
            elif i in self.partners:
                tail.append(" u:összefog", "magenta")
            rows.append(t)
            tails.append(tail)
        self.query_one(RowList).set_rows(rows, tails)
        cap = f"/{self.capacity}" if self.capacity is not None else ""
        status = Text(f"Őrposzt (guard post) {self.in_post()}{cap}", "bold")
        if self.first is not None:
            status.append(f" — unite {g.objects[self.first].name} with: u on the other",
                          "magenta")
        else:
            status.append(" — Enter: hand the plan over")
        self.show_status(status)
        self.app.post_message(BoardHighlight(frozenset(self.ids)))

    def on_unmount(self) -> None:
        self.app.post_message(BoardHighlight(frozenset()))

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
        if i not in self.movable:
            self.show_error(f"{obj.name} is passive: only active creatures move between "
                            f"reserve and guard post (H-exchange)")
            return
        to = "reserve" if self.zones[i] == "guard_post" else "guard_post"
        partner = self._united(i)
        if to == "guard_post" and self.capacity is not None and \
                self.in_post() >= self.capacity:
            self.show_error(f"the guard post (őrposzt) holds at most {self.capacity} "
                            f"creatures (H-guard-post-capacity)")
            return
        self.zones[i] = to
        if partner is not None:
            self.zones[partner] = to  # a planned pair moves as one creature
        self.show_error("", bell=False)
        self.redraw()

    def action_unite(self) -> None:
        i = self.current()
        if i is None:
            return
        if self.first is None or self.first == i:
            self.first = None if self.first == i else i
            self.show_error("", bell=False)
            self.redraw()
            return
        a, b = self.first, i
        self.first = None
        if b not in self.partners.get(a, set()) or self._united(a) is not None \
                or self._united(b) is not None:
            self.show_error(f"{self.ctx.game.objects[a].name} and "
                            f"{self.ctx.game.objects[b].name} cannot unite (K131.9)")
            self.redraw()
            return
        self.unites.append([a, b])
        self.zones[b] = self.zones[a]  # the second joins the first where it stands
        self.show_error("", bell=False)
        self.redraw()

    def action_cancel(self) -> None:
        if self.first is not None:
            self.first = None
            self.redraw()

    def action_separate(self) -> None:
        i = self.current()
        if i is None:
            return
        partner = self._united(i)
        if partner is not None:  # takes back a planned union
            member = next(p[1] for p in self.unites if i in p)
            self.zones[member] = self.ctx.game.objects[member].zone  # back where it was
            self.unites = [p for p in self.unites if i not in p]
        elif i in self.separates:
            self.separates.remove(i)
        elif i in self.separable:
            self.separates.append(i)
        else:
            obj = self.ctx.game.objects[i]
            why = ("united in this exchange phase: they can separate in a later one"
                   if UNION in obj.extra else "is not a union")
            self.show_error(f"{obj.name} {why} (K131.9)")
            return
        self.show_error("", bell=False)
        self.redraw()

    def action_done(self) -> None:
        self.post_message(self.Answered(self, Reply(self.plan())))

    def action_info(self) -> None:
        from cardgame.tui.screens.card_detail import CardDetailScreen

        i = self.current()
        if i is not None:
            self.app.push_screen(CardDetailScreen(self.ctx.game, i))
