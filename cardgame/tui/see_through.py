"""See-through dialogs: the board under a dialog is copied from a cache, not re-rendered.

A dialog is a screen of its own with a transparent background, so the board shows around
its frame. Textual draws such a background by rendering the whole screen below into
segments and tinting each one, for every change of the dialog and again for every change
of the board: at 160×50 several full repaints of the board per answer, most of the
answer-to-screen time. Here the dialog keeps the lines of the screen below as they were
last drawn and takes only the lines the screen below says it changed (it hands its dirty
regions to the top screen's `refresh`) again from that screen's compositor. A dialog
that comes back to the top, or a new terminal size, starts from an empty cache.

This reaches into Textual's compositor (`Screen._compositor`, `_render_chops`); with a
Textual that lacks them the dialog falls back to Textual's own drawing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.style import Style
from textual.events import ScreenResume
from textual.geometry import Region, Size
from textual.screen import ModalScreen, Screen, ScreenResultType
from textual.strip import Strip


def screen_below(screen: Screen[Any]) -> Screen[Any] | None:
    """The screen right under `screen` in the app's stack (None if it is the bottom)."""
    stack = screen.app.screen_stack
    for below, above in zip(stack, stack[1:], strict=False):
        if above is screen:
            return below
    return None


class SeeThroughScreen(ModalScreen[ScreenResultType]):
    """A modal screen whose transparent background shows the screen below, from a cache
    of that screen's lines (full width, by line number)."""

    def __init__(self) -> None:
        super().__init__()
        self._below_lines: dict[int, Strip] = {}
        self._stale_spans: dict[int, tuple[int, int]] = {}  # cached line -> columns to redo
        self._below_size = Size(0, 0)

    def on_screen_resume(self, event: ScreenResume) -> None:
        """Back on top: what is below may have changed meanwhile."""
        self.forget_below()

    def forget_below(self, *regions: Region) -> None:
        """Mark the columns these regions touch as stale in the cached lines (every line is
        dropped when no region is given)."""
        if not regions:
            self._below_lines.clear()
            self._stale_spans.clear()
            return
        cache, stale = self._below_lines, self._stale_spans
        for region in regions:
            start, end = region.x, region.right
            for y in range(region.y, region.bottom):
                if y in cache:
                    old = stale.get(y)
                    stale[y] = (start, end) if old is None else (min(old[0], start),
                                                                  max(old[1], end))

    def refresh(self, *regions: Region, repaint: bool = True, layout: bool = False,
                recompose: bool = False) -> Any:
        """The screen below hands its changed regions on here: forget those lines, here
        and in every see-through screen between this one and the one that changed."""
        if regions:
            for screen in self.app.screen_stack:
                if isinstance(screen, SeeThroughScreen):
                    screen.forget_below(*regions)
        return super().refresh(*regions, repaint=repaint, layout=layout,
                               recompose=recompose)

    def render_lines(self, crop: Region) -> list[Strip]:
        """Around the dialog's frame, the lines of the screen below as they are."""
        lines = self._see_through(crop)
        return super().render_lines(crop) if lines is None else lines

    def _see_through(self, crop: Region) -> list[Strip] | None:
        if self.styles.background.a != 0:
            return None  # a tinted background: Textual blends it
        below = screen_below(self)
        render_chops = getattr(getattr(below, "_compositor", None), "_render_chops", None)
        if below is None or render_chops is None:
            return None
        size = below.size
        if size != self._below_size:
            self._below_size = size
            self.forget_below()
        cache, stale = self._below_lines, self._stale_spans
        wanted = range(crop.y, min(crop.bottom, size.height))
        missing = [y for y in wanted if y not in cache]
        redo = [y for y in wanted if y in stale]
        base = self.rich_style  # what Textual puts under a background's segments
        if missing:
            top = min(missing)
            rows = Region(0, top, size.width, max(missing) + 1 - top)
            chops = render_chops(rows, set(missing).__contains__)
            for y in missing:
                cache[y] = Strip.join(chops[y].values()).discard_meta().apply_style(base)
        if redo:
            spans = [stale.pop(y) for y in redo]
            left = min(s for s, _ in spans)
            right = min(max(e for _, e in spans), size.width)
            rows = Region(left, redo[0], max(right - left, 1), redo[-1] + 1 - redo[0])
            chops = render_chops(rows, set(redo).__contains__)
            for y, span in zip(redo, spans, strict=True):
                cache[y] = _splice(cache[y], chops[y], span, size.width, base)
        blank = Strip.blank(crop.width)
        return [cache[y].crop(crop.x, crop.right) if y in cache else blank
                for y in range(crop.y, crop.y + crop.height)]


def _splice(line: Strip, chops: Mapping[int, Strip | None], span: tuple[int, int],
            width: int, base: Style) -> Strip:
    """`line` with the columns of `span` taken again from a fresh render of that line.

    The render is cut at widget edges ("cuts"); the pieces between the last cut at or
    before the span's start and the first cut at or after its end are all rendered (the
    widgets covering them overlap the span), and replace those columns of `line`.
    """
    cuts = list(chops)
    start, end = span
    first = max((c for c in cuts if c <= start), default=0)
    pieces: list[Strip] = []
    stop = width
    for i, cut in enumerate(cuts):
        if cut < first:
            continue
        if cut >= end:
            stop = cut
            break
        piece = chops[cut]
        if piece is None:  # not rendered: leave the cached line as it was
            return line
        pieces.append(piece)
        stop = cuts[i + 1] if i + 1 < len(cuts) else width
    middle = Strip.join(pieces).discard_meta().apply_style(base)
    return Strip.join([line.crop(0, first), middle, line.crop(stop, width)])
