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

from typing import Any

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
        self._below_size = Size(0, 0)

    def on_screen_resume(self, event: ScreenResume) -> None:
        """Back on top: what is below may have changed meanwhile."""
        self.forget_below()

    def forget_below(self, *regions: Region) -> None:
        """Drop the cached lines these regions touch (all of them when none is given)."""
        if not regions:
            self._below_lines.clear()
            return
        for region in regions:
            for y in range(region.y, region.y + region.height):
                self._below_lines.pop(y, None)

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
            self._below_lines.clear()
        cache = self._below_lines
        wanted = range(crop.y, min(crop.y + crop.height, size.height))
        missing = [y for y in wanted if y not in cache]
        if missing:
            top = min(missing)
            rows = Region(0, top, size.width, max(missing) + 1 - top)
            todo = set(missing)
            chops = render_chops(rows, todo.__contains__)
            base = self.rich_style  # what Textual puts under a background's segments
            for y in missing:
                cache[y] = Strip.join(chops[y].values()).discard_meta().apply_style(base)
        blank = Strip.blank(crop.width)
        return [cache[y].crop(crop.x, crop.right) if y in cache else blank
                for y in range(crop.y, crop.y + crop.height)]
