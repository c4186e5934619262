"""The end: who won, why, and under which rule; a new game or quit."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from cardgame.tui.messages import announce_painted
from cardgame.tui.widgets.key_bar import KeyBar


class GameOverScreen(ModalScreen[str]):
    """Returns "new", "quit" or "board" (look at the final board)."""

    DEFAULT_CSS = """
    GameOverScreen {
        align: center middle;
        background: $background 70%;
        & #box { width: 60; max-width: 100%; height: auto; border: double $success; padding: 1 2;
                 background: $surface; }
        & OptionList { height: auto; margin: 1 0 0 0; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "close('new')", "New game"),
        Binding("q", "close('quit')", "Quit"),
        Binding("v", "close('board')", "Look at board"),
    ]

    def __init__(self, winner: str | None, reason: str, rule: str, turns: int,
                 seed: int | None = None) -> None:
        super().__init__()
        self.seed = seed
        self.winner = winner
        self.reason = reason
        self.rule = rule
        self.turns = turns

    def compose(self) -> ComposeResult:
        from textual.containers import Vertical

        t = Text()
        t.append("Game over\n\n", "bold")
        t.append(f"{self.winner} wins" if self.winner else "A draw", "bold green")
        t.append(f"\n{self.reason}")
        if self.rule:
            t.append(f"  (rule {self.rule})", "dim")
        t.append(f"\nafter {self.turns} turn{'s' if self.turns != 1 else ''}", "dim")
        if self.seed is not None:
            t.append(f"; replay this deal with --seed {self.seed}", "dim")
        with Vertical(id="box"):
            yield Static(t)
            yield OptionList(Option("n  New game", id="new"), Option("q  Quit", id="quit"),
                             Option("v  Look at the final board", id="board"))
        yield KeyBar()

    def on_mount(self) -> None:
        announce_painted(self)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(event.option.id or "quit")

    def action_close(self, what: str) -> None:
        self.dismiss(what)
