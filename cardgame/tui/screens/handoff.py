"""Hot seat: cover the board until the next player has the keyboard.

Shown when the next question is for the player not at the keys and hands are hidden, so
that neither player sees the other's hand. Enter (or a click) uncovers the board.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.events import Click
from textual.screen import ModalScreen
from textual.widgets import Static

from cardgame.tui.messages import announce_painted
from cardgame.tui.widgets.key_bar import KeyBar


class HandOffScreen(ModalScreen[None]):
    """An opaque screen: "Pass the keyboard to Bob — Enter"."""

    DEFAULT_CSS = """
    HandOffScreen {
        align: center middle;
        background: $background;
        & #handoff {
            width: 60;
            max-width: 100%;
            height: auto;
            border: double $accent;
            padding: 1 2;
            content-align: center middle;
            text-align: center;
        }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space", "ready", "I am ready"),
    ]

    def __init__(self, name: str, why: str) -> None:
        super().__init__()
        self.player_name = name
        self.why = why

    def compose(self) -> ComposeResult:
        t = Text()
        t.append(f"Pass the keyboard to {self.player_name}", "bold")
        t.append("\n\n")
        t.append(self.why, "italic")
        t.append("\n\n")
        t.append(f"{self.player_name}: press Enter when the other player can't see the "
                 "screen.", "dim")
        yield Static(t, id="handoff")
        yield KeyBar()

    def on_mount(self) -> None:
        announce_painted(self)

    def action_ready(self) -> None:
        self.dismiss(None)

    def on_click(self, event: Click) -> None:
        self.dismiss(None)
