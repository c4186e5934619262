"""Choose cards: discard down to hand size, put cards on the bottom after a mulligan.

Space toggles a card; the count and the engine's verdict show as you go; Enter submits.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType

from cardgame.tui.dialogs.base import DecisionDialog
from cardgame.tui.present import cost_text, terms
from cardgame.tui.widgets.row_list import RowList


class ChooseCardsDialog(DecisionDialog):
    """Pick between `min_choices` and `max_choices` of the options."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("i", "info", "Card info")]

    def setup(self) -> None:
        self.chosen: list[int] = []  # option indexes, in the order chosen

    def body(self) -> ComposeResult:
        yield RowList(id="rows")

    def hint(self) -> str:
        return "Space toggles a card, Enter submits."

    def fill(self) -> None:
        self.redraw()

    def prompt_text(self) -> Text:
        """The question, and whose zone the cards come from ("Bob's Pakli (deck)")."""
        t = super().prompt_text()
        g = self.ctx.game
        places = {(obj.owner, obj.zone) for o in self.decision.options
                  if isinstance(o.value, int) and (obj := g.objects.get(o.value)) is not None}
        if len(places) == 1:
            owner, zone = next(iter(places))
            who = "your" if owner == self.decision.player else f"{g.players[owner].name}'s"
            t.append(f"\nThe cards are from {who} {terms(g).zone_gloss(zone)}.", "cyan")
        return t

    def answer(self) -> list[Any]:
        return [self.decision.options[i].value for i in self.chosen]

    def redraw(self) -> None:
        rows = []
        g = self.ctx.game
        for n, o in enumerate(self.decision.options):
            on = n in self.chosen
            t = Text("[x] " if on else "[ ] ", "bold yellow" if on else "")
            t.append(o.label)
            obj = g.objects.get(o.value) if isinstance(o.value, int) else None
            if obj is not None and obj.card.cost:
                t.append(f"  {cost_text(obj.card.cost)}", "dim")
            rows.append(t)
        self.query_one(RowList).set_rows(rows)
        d = self.decision
        want = (str(d.min_choices) if d.min_choices == d.max_choices
                else f"{d.min_choices}-{d.max_choices}")
        self.show_status(f"{len(self.chosen)} of {want} chosen")
        if d.min_choices <= len(self.chosen) <= d.max_choices:
            self.show_error(self.check(self.answer()), bell=False)
        else:
            self.show_error("", bell=False)

    def on_row_list_toggled(self, event: RowList.Toggled) -> None:
        event.stop()
        n = event.index
        if n in self.chosen:
            self.chosen.remove(n)
        elif len(self.chosen) < self.decision.max_choices:
            self.chosen.append(n)
        else:
            self.show_error(f"choose at most {self.decision.max_choices}")
            return
        self.redraw()

    def on_row_list_submitted(self, event: RowList.Submitted) -> None:
        event.stop()
        self.submit(self.answer())

    def action_info(self) -> None:
        from cardgame.tui.screens.card_detail import CardDetailScreen

        opts = self.decision.options
        if opts:
            v = opts[self.query_one(RowList).cursor].value
            if isinstance(v, int) and v in self.ctx.game.objects:
                self.app.push_screen(CardDetailScreen(self.ctx.game, v))
