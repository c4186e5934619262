"""The 616.1 question: several replacement or prevention effects would change one event,
and the affected player chooses which applies first.

Why its own dialog: the plain choice list shows labels only; here the player also sees
what was about to happen, which permanent each effect comes from (lit on the board), and
that the others are checked again afterwards (616.1f), since the order can change the
result (double then prevent, or prevent then double).
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option as ListOption

from cardgame.tui.dialogs.base import BoardHighlight
from cardgame.tui.dialogs.choose import ChooseDialog
from cardgame.tui.widgets.choices import Choices


class ReplacementOrderDialog(ChooseDialog):
    """Which effect applies first: Enter or a number; each option names its source."""

    def body(self) -> ComposeResult:
        yield Static(id="replaced_event")
        yield Choices(id="choices")

    def prompt_text(self) -> Text:
        return Text("Which effect applies first? The others are checked again after it.  "
                    "(616.1)")

    def label(self, value: Any, label: str) -> str:
        source = self.decision.options[value].data.get("source") if isinstance(value, int) \
            else None
        obj = self.ctx.game.objects.get(source) if isinstance(source, int) else None
        if obj is None or label.startswith(obj.card.name):
            return label
        return f"{label} — {obj.card.name}"

    def fill(self) -> None:
        # plain text: card and player names are user text, never markup
        what = str(self.decision.data.get("event", ""))
        self.query_one("#replaced_event", Static).update(Text(f"What would happen: {what}"))
        items = []
        for n, o in enumerate(self.decision.options):
            t = Text(f"{n + 1}  " if n < 9 else "   ", "bold")
            t.append(self.label(o.value, o.label))
            items.append(ListOption(t, id=str(n)))
        lst = self.query_one("#choices", OptionList)
        lst.clear_options()
        lst.add_options(items)
        lst.highlighted = 0
        ids = frozenset(s for s in self.decision.data.get("sources", ())
                        if isinstance(s, int) and s in self.ctx.game.objects)
        if ids:
            self.app.post_message(BoardHighlight(ids))
