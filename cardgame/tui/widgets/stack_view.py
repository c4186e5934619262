"""The stack, top first: each spell or ability with its controller and targets."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from cardgame.tui.present import StackLine


class StackView(Static):
    """A short list; empty says so. Redrawn only when the stack changed."""

    DEFAULT_CSS = """
    StackView {
        height: auto;
        max-height: 12;
        border: round $primary 60%;
        border-title-color: $text;
        padding: 0 1;
        &.-busy { border: heavy $warning; }
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.lines: list[StackLine] | None = None
        self.word = "Stack"  # the ruleset's word (UiTerms.stack)
        self.border_title = self.word

    def show(self, lines: list[StackLine]) -> None:
        if lines == self.lines:
            return
        self.lines = lines
        self.set_class(bool(lines), "-busy")
        self.border_title = f"{self.word} ({len(lines)})" if lines else self.word
        if not lines:
            self.update(Text("empty", "dim italic"))
            return
        out = Text()
        for n, s in enumerate(lines):
            if n:
                out.append("\n")
            out.append("top " if n == 0 else "    ", "dim")
            out.append(s.name, "bold")
            if s.x:
                out.append(f" X={s.x}")
            out.append(f"  {s.controller}", "italic")
            if s.targets:
                out.append(f" → {s.targets}", "cyan")
        self.update(out)
