"""The bottom line of every screen: the keys that work now, from the screen's bindings.

Textual's own Footer builds a widget per key and rebuilds them on each focus change;
with a dialog per question that cost most of an answer's redraw time. This bar is one
line of text, rebuilt only when the screen's bindings change. Clicking a key presses it.
"""

from __future__ import annotations

from rich.text import Text
from textual.events import Click
from textual.screen import Screen
from textual.widget import Widget


class KeyBar(Widget):
    """`key label` pairs of the active, shown bindings."""

    DEFAULT_CSS = """
    KeyBar {
        dock: bottom;
        height: 1;
        width: 1fr;
        background: $panel;
        color: $text;
    }
    """

    def __init__(self) -> None:
        super().__init__()
        self._keys: list[tuple[str, str, str, bool]] = []
        self._spans: list[tuple[int, int, str]] = []

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)
        self._collect()

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _bindings_changed(self, screen: Screen[object]) -> None:
        if self.is_attached and screen is self.screen:
            self._collect()

    def _collect(self) -> None:
        keys: list[tuple[str, str, str, bool]] = []
        seen: set[str] = set()
        for key, active in self.screen.active_bindings.items():
            b = active.binding
            if not b.show or not b.description or b.description in seen:
                continue
            seen.add(b.description)
            keys.append((key, self.app.get_key_display(b), b.description, active.enabled))
        if keys != self._keys:
            self._keys = keys
            self.refresh()

    def render(self) -> Text:
        out = Text()
        self._spans = []
        for key, shown, description, enabled in self._keys:
            start = out.cell_len
            out.append(f" {shown} ", "bold reverse" if enabled else "dim reverse")
            out.append(f" {description} ", "" if enabled else "dim")
            self._spans.append((start, out.cell_len, key))
        out.no_wrap = True
        out.overflow = "ellipsis"
        return out

    def on_click(self, event: Click) -> None:
        for start, end, key in self._spans:
            if start <= event.x < end:
                self.app.simulate_key(key)
                return
