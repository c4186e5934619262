"""Shown over everything while the terminal is smaller than the game needs."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.events import Resize
from textual.screen import ModalScreen
from textual.widgets import Static

MIN_WIDTH, MIN_HEIGHT = 100, 30


class TooSmallScreen(ModalScreen[None]):
    """Closes itself once the terminal is big enough."""

    DEFAULT_CSS = """
    TooSmallScreen {
        align: center middle;
        background: $background;
        & Static { width: auto; max-width: 90%; height: auto; border: heavy $warning;
                   padding: 1 2; text-align: center; }
    }
    """

    def compose(self) -> ComposeResult:
        yield Static(id="message")

    def on_mount(self) -> None:
        self._show()

    def _show(self) -> None:
        w, h = self.app.size
        self.query_one(Static).update(
            f"cardgame needs a terminal of at least {MIN_WIDTH}×{MIN_HEIGHT}.\n"
            f"This one is {w}×{h}: please make it bigger.")

    def on_resize(self, event: Resize) -> None:
        if fits(self.app.size.width, self.app.size.height):
            self.dismiss(None)
        else:
            self._show()


def fits(width: int, height: int) -> bool:
    return width >= MIN_WIDTH and height >= MIN_HEIGHT
