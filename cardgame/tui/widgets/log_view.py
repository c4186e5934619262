"""The game log, newest at the bottom; each line names the rule it applied.

Only entries added since the last update are written, so the log costs nothing on an
answer that adds a line or two however long the game has been.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.color import Color
from rich.style import Style
from rich.text import Text
from textual.geometry import Region
from textual.scrollbar import ScrollBar, ScrollBarRender
from textual.strip import Strip
from textual.widgets import RichLog

from cardgame.engine.log import LogEntry
from cardgame.engine.uiterms import UiTerms
from cardgame.tui.present import log_body


class SteadyScrollBar(ScrollBar):
    """A scrollbar drawn again only when the bar it shows changes.

    The log's scrollbar is asked for its lines after every answer (a line written
    changes the log's size and scroll position), but with a long log its thumb moves by
    less than a cell: the same 40-odd lines went through Textual's whole drawing again
    (~1.5 ms an answer). The bar's segments are cheap to work out; they are the key.
    """

    def __init__(self, *, vertical: bool = True, name: str | None = None,
                 thickness: int = 1) -> None:
        super().__init__(vertical=vertical, name=name, thickness=thickness)
        self._drawn: tuple[object, list[Strip]] | None = None

    def render_lines(self, crop: Region) -> list[Strip]:
        bar = self.render()
        if not isinstance(bar, ScrollBarRender) or not bar.vertical:
            return super().render_lines(crop)
        width, height = self.size
        style = bar.style if isinstance(bar.style, Style) else None
        if style is None:
            return super().render_lines(crop)
        segments = bar.render_bar(
            size=height, window_size=bar.window_size, virtual_size=bar.virtual_size,
            position=bar.position, vertical=True, thickness=width,
            back_color=style.bgcolor or Color.parse("#555555"),
            bar_color=style.color or Color.parse("bright_magenta"))
        key = (self.size, tuple(segments.segments))
        if self._drawn is None or self._drawn[0] != key:  # all of it: crops vary
            self._drawn = (key, super().render_lines(self.size.region))
        lines = self._drawn[1][crop.y:crop.bottom]
        if crop.x == 0 and crop.width >= width:
            return lines
        return [line.crop(crop.x, crop.right) for line in lines]


class LogView(RichLog):
    """Appends new log entries as they arrive."""

    DEFAULT_CSS = """
    LogView {
        height: 1fr;
        border: round $foreground 30%;
        border-title-color: $text;
        scrollbar-size-vertical: 1;
        background: $background;
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, wrap=True, markup=False, auto_scroll=True, min_width=20)
        self.shown = 0
        self.border_title = "Log"
        self._pass: tuple[Style, int] | None = None  # (style, width) of one render_lines

    @property
    def vertical_scrollbar(self) -> ScrollBar:
        """Textual's own, but a `SteadyScrollBar`."""
        if self._vertical_scrollbar is None:
            bar = SteadyScrollBar(vertical=True, name="vertical",
                                  thickness=self.scrollbar_size_vertical)
            bar.display = False
            self._vertical_scrollbar = bar
            self.app._start_widget(self, bar)
        return self._vertical_scrollbar

    def render_lines(self, crop: Region) -> list[Strip]:
        """RichLog works out the widget's style (its ancestors' backgrounds) and width for
        every line it draws; here once per call (the log's visible lines, on every answer)."""
        self._pass = (self.rich_style, self.scrollable_content_region.width)
        try:
            return super().render_lines(crop)
        finally:
            self._pass = None

    def render_line(self, y: int) -> Strip:
        if self._pass is None:
            return super().render_line(y)
        style, width = self._pass
        scroll_x, scroll_y = self.scroll_offset
        y += scroll_y
        if y >= len(self.lines):
            return Strip.blank(width, style).apply_style(style)
        key = (y + self._start_line, scroll_x, width, self._widest_line_width)
        line = self._line_cache.get(key)
        if line is None:
            line = self.lines[y].crop_extend(scroll_x, scroll_x + width, style)
            self._line_cache[key] = line
        return line.apply_style(style)

    def reset(self) -> None:
        self.clear()
        self.shown = 0

    def show(self, entries: Sequence[LogEntry], terms: UiTerms | None = None,
             ids: dict[str, tuple[str, frozenset[str]]] | None = None) -> None:
        """Write the entries not written yet, in the ruleset's words (`terms`), with its
        internal ids (`ids`, from `present.internal_ids`) replaced by names."""
        ui = terms or UiTerms()
        new = entries[self.shown:]
        for n, e in enumerate(new, 1):
            line = Text()
            step = ui.step(e.step).capitalize() if e.step and e.step not in ui.steps \
                else ui.step(e.step) if e.step else ""
            line.append(f"T{e.turn} {step:<7} ", "dim")
            line.append(log_body(e, ids))
            if e.rule:
                line.append(f" ({e.rule})", "dim cyan")
            self.write(line, scroll_end=n == len(new) and self.auto_scroll)  # scroll once
        self.shown = len(entries)
