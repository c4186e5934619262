"""Small pickers a dialog opens while it builds an answer: one item, a number, yes/no.

The priority dialog uses them to complete an action (a mode, then each target, then X);
they return the choice, or None on Escape, which takes the player back a step.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from cardgame.tui.dialogs.base import BoardHighlight, DialogFrame
from cardgame.tui.see_through import SeeThroughScreen
from cardgame.tui.widgets.choices import Choices
from cardgame.tui.widgets.key_bar import KeyBar


class ListPicker(SeeThroughScreen[int | None]):
    """Pick one of several items (number keys pick directly); the index is returned.

    `highlight` lists the board objects behind the items, lit up while picking.
    """

    DEFAULT_CSS = """
    ListPicker { align: right top; background: transparent; }
    ListPicker OptionList { height: auto; max-height: 55vh; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", "Back"),
        *[Binding(str(n), f"pick({n - 1})", show=False) for n in range(1, 10)],
    ]

    def __init__(self, title: str, prompt: str, items: list[str | Text],
                 highlight: frozenset[int] = frozenset()) -> None:
        super().__init__()
        self.title_text = title
        self.prompt = prompt
        self.items = items
        self.highlight = highlight

    def compose(self) -> ComposeResult:
        frame = DialogFrame()
        frame.border_title = Text(self.title_text)  # user text (names): never markup
        with frame:
            yield Static(Text(self.prompt), classes="prompt")
            options = []
            for n, item in enumerate(self.items):
                label = Text(f"{n + 1}  " if n < 9 else "   ", "bold")
                label.append_text(item if isinstance(item, Text) else Text(item))
                options.append(Option(label, id=str(n)))
            yield Choices(*options)
            yield Static("Enter or a number picks, Escape goes back.", classes="hint")
        yield KeyBar()

    def on_mount(self) -> None:
        if self.highlight:
            self.app.post_message(BoardHighlight(self.highlight))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self._close(event.option_index)

    def action_pick(self, index: int) -> None:
        if 0 <= index < len(self.items):
            self._close(index)

    def action_cancel(self) -> None:
        self._close(None)

    def _close(self, result: int | None) -> None:
        if self.highlight:
            self.app.post_message(BoardHighlight(frozenset()))
        self.dismiss(result)


class NumberPicker(SeeThroughScreen[int | None]):
    """Choose a whole number with ←/→ or digits; the engine's verdict shows live."""

    DEFAULT_CSS = """
    NumberPicker { align: right top; background: transparent; }
    NumberPicker #number { text-style: bold; content-align: center middle; height: 3;
                           border: round $accent; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left,minus,down", "step(-1)", "−1"),
        Binding("right,plus,up,equals_sign", "step(1)", "+1"),
        Binding("backspace", "erase", "Erase", show=False),
        Binding("enter", "confirm", "Confirm"),
        Binding("escape", "cancel", "Back"),
        *[Binding(str(n), f"digit({n})", show=False) for n in range(10)],
    ]

    def __init__(self, title: str, prompt: str, problem: Callable[[int], str],
                 start: int = 0, maximum: int = 99) -> None:
        super().__init__()
        self.title_text = title
        self.prompt = prompt
        self.problem = problem
        self.value = start
        self.maximum = maximum
        self._typed = False

    def compose(self) -> ComposeResult:
        frame = DialogFrame()
        frame.border_title = Text(self.title_text)  # user text (names): never markup
        with frame:
            yield Static(Text(self.prompt), classes="prompt")
            yield Static(id="number")
            yield Static("", classes="error", id="error")
            yield Static("←/→ or digits set it; Enter confirms.", classes="hint")
        yield KeyBar()

    def on_mount(self) -> None:
        self._show()

    def _show(self) -> None:
        self.query_one("#number", Static).update(f"◂  {self.value}  ▸")
        self.query_one("#error", Static).update(Text(self.problem(self.value)))

    def action_step(self, delta: int) -> None:
        self.value = max(0, min(self.maximum, self.value + delta))
        self._typed = False
        self._show()

    def action_digit(self, n: int) -> None:
        self.value = min(self.maximum, self.value * 10 + n if self._typed else n)
        self._typed = True
        self._show()

    def action_erase(self) -> None:
        self.value //= 10
        self._show()

    def action_confirm(self) -> None:
        why = self.problem(self.value)
        if why:
            self.query_one("#error", Static).update(Text(why))
            self.app.bell()
            return
        self.dismiss(self.value)

    def action_cancel(self) -> None:
        self.dismiss(None)


class ConfirmScreen(ModalScreen[bool]):
    """A yes/no question of the UI itself (concede? quit?). "No" is highlighted unless
    `default` says otherwise, so a stray Enter never ends a game."""

    DEFAULT_CSS = """
    ConfirmScreen { align: center middle; background: $background 50%; }
    ConfirmScreen DialogFrame { width: 50; }
    ConfirmScreen.-opaque { background: $background; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", "Yes"),
        Binding("n,escape", "answer(False)", "No"),
    ]

    def __init__(self, question: str, default: bool = False, title: str = "Are you sure?",
                 yes: str = "Yes", no: str = "No", opaque: bool = False) -> None:
        super().__init__()
        # opaque: asked of a player who must not see the board (the other one's hand)
        self.set_class(opaque, "-opaque")
        self.question = question
        self.default = default
        self.title_text = title
        self.labels = (yes, no)

    def compose(self) -> ComposeResult:
        frame = DialogFrame(classes="-centred")
        frame.border_title = self.title_text
        with frame:
            yield Static(Text(self.question), classes="prompt")
            yield Choices(Option(Text(self.labels[0]), id="yes"),
                             Option(Text(self.labels[1]), id="no"))
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one(OptionList).highlighted = 0 if self.default else 1

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(event.option.id == "yes")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)
