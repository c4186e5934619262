"""Any other question with labelled options: a target, a mode, a cost payment, a choice.

One option is answered with its value (questions where several may be chosen go to
the choose-cards dialog, which answers with the list of values). Targets are described
(whose, P/T) and lit on the board.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import OptionList
from textual.widgets.option_list import Option as ListOption

from cardgame.engine.decisions import CHOOSE_TARGETS
from cardgame.tui.dialogs.base import BoardHighlight, DecisionDialog
from cardgame.tui.widgets.choices import Choices


class ChooseDialog(DecisionDialog):
    """A list of the options; Enter or a number chooses."""

    DEFAULT_CSS = """
    ChooseDialog OptionList { height: auto; max-height: 55vh; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        *[Binding(str(n), f"pick({n - 1})", show=False) for n in range(1, 10)],
        Binding("i", "info", "Card info"),
    ]

    def label(self, value: Any, label: str) -> str:
        if self.decision.kind == CHOOSE_TARGETS:
            return self.ctx.describe(value)
        return label

    def body(self) -> ComposeResult:
        yield Choices(id="choices")

    def fill(self) -> None:
        items = []
        for n, o in enumerate(self.decision.options):
            t = Text(f"{n + 1}  " if n < 9 else "   ", "bold")
            t.append(self.label(o.value, o.label))
            items.append(ListOption(t, id=str(n)))
        lst = self.query_one("#choices", OptionList)
        lst.clear_options()
        lst.add_options(items)
        lst.highlighted = 0
        ids = frozenset(o.value for o in self.decision.options
                        if isinstance(o.value, int) and o.value in self.ctx.game.objects)
        if ids and self.decision.kind == CHOOSE_TARGETS:
            self.app.post_message(BoardHighlight(ids))

    def on_unmount(self) -> None:
        self.app.post_message(BoardHighlight(frozenset()))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_pick(event.option_index)

    def action_pick(self, index: int) -> None:
        opts = self.decision.options
        if not 0 <= index < len(opts):
            return
        self.submit(opts[index].value)

    def action_info(self) -> None:
        from cardgame.tui.screens.card_detail import CardDetailScreen

        lst = self.query_one(OptionList)
        if lst.highlighted is None:
            return
        v = self.decision.options[lst.highlighted].value
        if isinstance(v, int) and v in self.ctx.game.objects:
            self.app.push_screen(CardDetailScreen(self.ctx.game, v))
