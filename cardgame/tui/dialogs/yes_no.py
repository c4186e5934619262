"""Yes or no: keep or mulligan (with the hand shown), "you may" abilities, payments.

The option labels are the engine's ("Keep" / "Mulligan", "Yes" / "No"); the first letter
of each label is its key, and y / n always work.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import OptionList
from textual.widgets.option_list import Option as ListOption

from cardgame.tui.dialogs.base import DecisionDialog
from cardgame.tui.present import cost_text
from cardgame.tui.widgets.choices import Choices


class YesNoDialog(DecisionDialog):
    """Two (or a few) labelled choices."""

    DEFAULT_CSS = """
    YesNoDialog OptionList { height: auto; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "pick('yes')", "Yes", show=False),
        Binding("n", "pick('no')", "No", show=False),
        Binding("k", "pick('k')", "Keep", show=False),
        Binding("m", "pick('m')", "Mulligan", show=False),
    ]

    def prompt_text(self) -> Text:
        t = super().prompt_text()
        labels = {o.label.lower() for o in self.decision.options}
        if "keep" in labels:
            hand = self.ctx.view.hand(self.decision.player) or []
            t.append("\nYour hand:", "bold")
            for o in hand:
                t.append(f"\n  {o.card.name}")
                if o.card.cost:
                    t.append(f"  {cost_text(o.card.cost)}", "dim")
            lands = sum(1 for o in hand if "Land" in o.card.types)
            t.append(f"\n  ({lands} land{'s' if lands != 1 else ''})", "dim italic")
        return t

    def body(self) -> ComposeResult:
        yield Choices(id="choices")

    def fill(self) -> None:
        items = []
        for n, o in enumerate(self.decision.options):
            label = Text(f"{o.label[0].lower()}  ", "bold")
            label.append(o.label)
            items.append(ListOption(label, id=str(n)))
        lst = self.query_one("#choices", OptionList)
        lst.clear_options()
        lst.add_options(items)
        lst.highlighted = 0

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.submit(self.decision.options[event.option_index].value)

    def action_pick(self, key: str) -> None:
        opts = self.decision.options
        if key in ("yes", "no"):
            for o in opts:
                if isinstance(o.value, bool) and o.value == (key == "yes"):
                    self.submit(o.value)
                    return
        for o in opts:
            if o.label.lower().startswith(key[0]):
                self.submit(o.value)
                return
