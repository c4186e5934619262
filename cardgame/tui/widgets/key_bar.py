"""The bottom line of every screen: the keys that work now, from the screen's bindings.

Textual's own Footer builds a widget per key and rebuilds them on each focus change;
with a dialog per question that cost most of an answer's redraw time. This bar is one
line of text, rebuilt only when the screen's bindings change. Clicking a key presses it.
`?` (help, which lists every key) is on every screen's bar, dialogs included (Textual
leaves the app's keys out of a modal screen's), and when the keys don't fit (an
80-column terminal) it stays in sight at the right end and the others are cut before
it; an app may put its own keys first (`KEY_BAR_FIRST`: the demo's pause and pace
before the board's).
"""

from __future__ import annotations

from rich.text import Text
from textual.events import Click
from textual.screen import Screen
from textual.widget import Widget

HELP_KEY = "question_mark"


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
        active = self.screen.active_bindings
        for key, bound in active.items():
            b = bound.binding
            if not b.show or not b.description or b.description in seen:
                continue
            seen.add(b.description)
            keys.append((key, self.app.get_key_display(b), b.description, bound.enabled))
        if HELP_KEY not in active:
            # a dialog (a modal screen) lists only its own keys, but the app's help
            # works there too: it is the key that lists the others
            for b in self.app._bindings.key_to_bindings.get(HELP_KEY, []):
                if b.show and b.description and b.priority:
                    keys.append((HELP_KEY, self.app.get_key_display(b), b.description, True))
                    break
        first: tuple[str, ...] = getattr(self.app, "KEY_BAR_FIRST", ())
        keys.sort(key=lambda k: first.index(k[0]) if k[0] in first else len(first))
        if keys != self._keys:
            self._keys = keys
            self.refresh()

    def render(self) -> Text:
        keys = self._keys
        width = self.size.width
        pinned = [k for k in keys if k[0] == HELP_KEY]
        if not width or not pinned or self._entry_width(keys) <= width:
            pinned = []
        out = Text()
        self._spans = []
        for entry in keys:
            if entry not in pinned:
                self._append(out, entry)
        if pinned:
            help_width = self._entry_width(pinned)
            out.truncate(max(width - help_width, 0), overflow="ellipsis", pad=True)
            self._spans = [(a, min(b, out.cell_len), key) for a, b, key in self._spans
                           if a < out.cell_len]
            self._append(out, pinned[0])
        out.no_wrap = True
        out.overflow = "ellipsis"
        return out

    def _append(self, out: Text, entry: tuple[str, str, str, bool]) -> None:
        key, shown, description, enabled = entry
        start = out.cell_len
        out.append(f" {shown} ", "bold reverse" if enabled else "dim reverse")
        out.append(f" {description} ", "" if enabled else "dim")
        self._spans.append((start, out.cell_len, key))

    @staticmethod
    def _entry_width(keys: list[tuple[str, str, str, bool]]) -> int:
        return sum(Text(f" {shown}  {description} ").cell_len
                   for _, shown, description, _ in keys)

    def on_click(self, event: Click) -> None:
        for start, end, key in self._spans:
            if start <= event.x < end:
                self.app.simulate_key(key)
                return
