"""See-through dialogs: the board under a dialog is copied from a cache, not re-rendered.

A dialog is a screen of its own with a transparent background, so the board shows around
its frame. Textual draws such a background by rendering the whole screen below into
segments and tinting each one, for every change of the dialog and again for every change
of the board: at 160×50 several full repaints of the board per answer, most of the
answer-to-screen time. Here the dialog keeps the lines of the screen below as they were
last drawn and takes only the lines the screen below says it changed (it hands its dirty
regions to the top screen's `refresh`) again from that screen's compositor. A dialog
that replaces another takes its cache over (`take_below`); one that comes back to the
top, or a new terminal size, starts from an empty cache.

This reaches into Textual's compositor (`Screen._compositor`, its `visible_widgets`);
with a Textual that lacks them the dialog falls back to Textual's own drawing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from rich.segment import Segment
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
        self._stale: list[Region] = []  # regions of the cached lines to render again
        self._below_size = Size(0, 0)
        self._below_style: Style | None = None  # the style the cached lines were given
        self._taken_over = False  # the cache came from the dialog this one replaces

    def take_below(self, other: SeeThroughScreen[Any]) -> None:
        """Start from the copy of the screen below that `other`, the top screen, holds.

        Call it right before `other` closes and this screen opens in its place, in one
        step: the screen below hands every change to the top screen, so `other`'s lines
        and stale regions are up to date, and nothing can be drawn between the two. A
        dialog that replaces another then redraws only what changed, not the whole board.
        """
        if not other.is_current:
            return
        self._below_lines = dict(other._below_lines)
        self._stale = list(other._stale)
        self._below_size, self._below_style = other._below_size, other._below_style
        self._taken_over = True

    def on_screen_resume(self, event: ScreenResume) -> None:
        """Back on top: what is below may have changed meanwhile (not when just opened
        with the copy of the dialog it replaced)."""
        if self._taken_over:
            self._taken_over = False
            return
        self.forget_below()

    def forget_below(self, *regions: Region) -> None:
        """Mark these regions of the cached lines as stale (every line is dropped when no
        region is given)."""
        if not regions:
            self._below_lines.clear()
            self._stale.clear()
            return
        self._mark_stale(regions)

    def _mark_stale(self, regions: Iterable[Region]) -> None:
        stale = self._stale
        for region in regions:
            if not region or any(old.contains_region(region) for old in stale):
                continue  # already to be rendered again
            stale[:] = [old for old in stale if not region.contains_region(old)]
            stale.append(region)

    def refresh(self, *regions: Region, repaint: bool = True, layout: bool = False,
                recompose: bool = False) -> Any:
        """The screen below hands its changed regions on here: forget those lines, here
        and in every see-through screen between this one and the one that changed."""
        changed = self._changes_below(regions) if regions else []
        if changed:
            for screen in self.app.screen_stack:
                if isinstance(screen, SeeThroughScreen):
                    screen.forget_below(*changed)
        return super().refresh(*regions, repaint=repaint, layout=layout,
                               recompose=recompose)

    def _changes_below(self, regions: tuple[Region, ...]) -> list[Region]:
        """What really changed below, of the `regions` a screen below hands on.

        A background screen that hands its changes on also keeps them as its own repaint
        regions and, on its next update, drops the widgets that changed meanwhile (a CSS
        class change on a card) and hands its own repaint regions on in their place: every
        region that ever changed, again and again (drawing them again cost most of an
        answer's time). The widgets dropped keep their repaint regions until they are
        repainted, so they say what changed. So: the regions handed on but for the whole
        screen, plus the pending repaint regions of the widgets of every screen below (a
        picker over a dialog over the board sees the board's changes too), which are then
        cleared, as handed on; each screen below keeps just its whole region as its own
        repaint region, so that its next update with widgets dropped hands that on and
        comes here again. (This reads and sets Textual's private `_repaint_regions` of
        the screens below and their widgets; with a Textual that lacks them every region
        handed on is taken.)
        """
        stack = self.app.screen_stack
        below = stack[:stack.index(self)] if self in stack else []
        parts: list[tuple[Screen[Any], set[Region], Mapping[Any, tuple[Region, Region]]]] = []
        for screen in below:
            own = getattr(screen, "_repaint_regions", None)
            layers = getattr(getattr(screen, "_compositor", None), "visible_widgets", None)
            if not isinstance(own, set) or not isinstance(layers, dict):
                return list(regions)
            parts.append((screen, own, layers))
        whole = self.size.region
        changed = [region for region in regions if region != whole]
        for screen, own, layers in parts:
            for widget, (placed, clip) in layers.items():
                pending = getattr(widget, "_repaint_regions", None)
                if not pending or pending is own:
                    continue
                if not isinstance(pending, set):
                    return list(regions)
                seen = placed.intersection(clip)
                changed.extend(r for r in (seen.intersection(p.translate(placed.offset))
                                           for p in pending) if r)
                pending.clear()
            own.clear()
            own.add(screen.size.region)
        return changed

    def render_lines(self, crop: Region) -> list[Strip]:
        """Around the dialog's frame, the lines of the screen below as they are."""
        lines = self._see_through(crop)
        return super().render_lines(crop) if lines is None else lines

    def _see_through(self, crop: Region) -> list[Strip] | None:
        if self.styles.background.a != 0:
            return None  # a tinted background: Textual blends it
        below = screen_below(self)
        compositor = getattr(below, "_compositor", None)
        if below is None or not isinstance(getattr(compositor, "visible_widgets", None),
                                           dict):
            return None
        size = below.size
        base = self.rich_style  # what Textual puts under a background's segments
        if size != self._below_size or base != self._below_style:
            self._below_size, self._below_style = size, base
            self.forget_below()
        cache = self._below_lines
        width = size.width
        missing = [y for y in range(crop.y, min(crop.bottom, size.height)) if y not in cache]
        if missing:  # drawn below as stale lines, but only where the dialog leaves them seen
            top = missing[0]
            for y in range(top, missing[-1] + 1):
                cache.setdefault(y, Strip.blank(width))
            self._stale.append(Region(0, top, width, missing[-1] + 1 - top))
        covers = self._covers()
        stale, self._stale = self._stale, []
        hidden: list[Region] = []
        news: dict[int, list[tuple[int, Strip]]] = {}  # line -> (x, piece) drawn anew
        for whole in stale:  # every stale region, in the crop or not: the cache is whole
            for region in _uncovered(whole.intersection(size.region), covers, hidden):
                if not any(y in cache for y in region.line_range):
                    continue
                pieces = render_region(compositor, region)
                for y, piece in zip(region.line_range, pieces, strict=True):
                    if y in cache:
                        news.setdefault(y, []).append((region.x, piece))
        restyle = _Restyle(base)
        for y, parts in news.items():
            cache[y] = _splice(cache[y], parts, width, restyle)
        self._mark_stale(hidden)
        blank = Strip.blank(crop.width)
        return [cache[y].crop(crop.x, crop.right) if y in cache else blank
                for y in range(crop.y, crop.y + crop.height)]


    def _covers(self) -> list[Region]:
        """Where this screen's own widgets (the dialog's frame, its key bar) hide what is
        below: the compositor draws a widget over every cell of its region."""
        layers: Mapping[Any, tuple[Region, Region]] = self._compositor.visible_widgets
        return [placed.intersection(clip) for widget, (placed, clip) in layers.items()
                if widget.parent is self]


class _Restyle:
    """A piece's segment styles as a background screen's would be: without meta, on
    `base` (`Strip.discard_meta().apply_style(base)`), worked out once per style."""

    def __init__(self, base: Style) -> None:
        self.base = base
        self._styles: dict[Style | None, Style | None] = {}

    def __call__(self, segment: Segment) -> Segment:
        text, style, control = segment
        if control:
            return Segment(text, None, control)
        styles = self._styles
        if style not in styles:
            styled = Strip([Segment(text, style)]).discard_meta().apply_style(self.base)
            styles[style] = next(iter(styled)).style
        return Segment(text, styles[style], control)


def _splice(line: Strip, parts: list[tuple[int, Strip]], width: int,
            restyle: _Restyle) -> Strip:
    """`line` with each (x, piece) of `parts` in place of its cells, as one new strip.

    Splicing the pieces one by one (two crops and a join each) made several strips per
    piece, each with its caches; here the line's old segments are divided once at the
    pieces' edges. Pieces of overlapping regions were drawn at the same time, so the
    first one of a cell keeps it.
    """
    parts.sort(key=_first)
    spans: list[tuple[int, list[Segment] | None]] = []  # (end, new segments or None: old)
    at = 0
    for x, piece in parts:
        end = x + piece.cell_length
        if end <= at:
            continue
        if x < at:
            piece, x = piece.crop(at - x), at
        if x > at:
            spans.append((x, None))
        spans.append((end, [restyle(segment) for segment in piece]))
        at = end
    if at < width:
        spans.append((width, None))
    olds = iter(Segment.divide(list(line), [end for end, _ in spans]))
    out: list[Segment] = []
    for _, new in spans:
        old = next(olds, [])  # every span has its old part, taken or not
        out.extend(old if new is None else new)
    return Strip(out)


def _uncovered(region: Region, covers: list[Region], hidden: list[Region]) -> list[Region]:
    """The parts of `region` outside every region of `covers` (the covered parts are
    added to `hidden`: stale still, drawn once they are uncovered)."""
    parts = [region] if region else []
    for cover in covers:
        rest: list[Region] = []
        for part in parts:
            inside = part.intersection(cover)
            if not inside:
                rest.append(part)
                continue
            hidden.append(inside)
            x, y, right, bottom = part.x, part.y, part.right, part.bottom
            pieces = (Region(x, y, part.width, inside.y - y),  # above the cover
                      Region(x, inside.bottom, part.width, bottom - inside.bottom),  # below
                      Region(x, inside.y, inside.x - x, inside.height),  # left of it
                      Region(inside.right, inside.y, right - inside.right, inside.height))
            rest.extend(p for p in pieces if p.width > 0 and p.height > 0)
        parts = rest
    return parts


def render_region(compositor: Any, region: Region) -> list[Strip]:
    """The lines of `region` of a screen, drawn afresh from its compositor's widgets.

    Textual's own partial render draws every line of each widget that touches the area
    and cuts the lines at every widget edge; here each widget draws only its part of
    `region`, front widget first (the compositor lists them so), and fills only the
    columns no widget in front of it filled; a widget whose part is all filled already
    (a container behind its cards) is not drawn at all. A widget not laid out yet draws
    lines of no width; the widget behind it shows there, as in Textual's render.
    """
    width, height = region.width, region.height
    pieces: list[list[tuple[int, Strip]]] = [[] for _ in range(height)]
    gaps: list[list[tuple[int, int]]] = [[(0, width)] for _ in range(height)]  # unfilled
    x0, y0, x1, y1 = region.x, region.y, region.right, region.bottom
    for widget, placed, seen in _visible_areas(compositor):
        if seen.x >= x1 or seen.y >= y1 or seen.right <= x0 or seen.bottom <= y0:
            continue  # nowhere in the region (most widgets, for a small region)
        area = seen.intersection(region)
        left, top = area.x - region.x, area.y - region.y
        right = left + area.width
        rows = range(top, top + area.height)
        if not any(a < right and left < b for j in rows for a, b in gaps[j]):
            continue  # hidden behind the widgets in front of it
        strips = widget.render_lines(Region(area.x - placed.x, area.y - placed.y,
                                            area.width, area.height))
        for j, strip in zip(rows, strips, strict=False):
            length = strip.cell_length
            end = left + min(length, area.width)
            if end <= left or not gaps[j]:
                continue
            open_now: list[tuple[int, int]] = []
            for a, b in gaps[j]:
                start, stop = max(a, left), min(b, end)
                if start >= stop:
                    open_now.append((a, b))
                    continue
                whole = start == left and stop - left == length
                pieces[j].append((start, strip if whole else
                                  strip.crop(start - left, stop - left)))
                if a < start:
                    open_now.append((a, start))
                if stop < b:
                    open_now.append((stop, b))
            gaps[j] = open_now
    lines: list[Strip] = []
    for j in range(height):
        line = pieces[j] + [(a, Strip.blank(b - a)) for a, b in gaps[j]]
        line.sort(key=_first)
        lines.append(line[0][1] if len(line) == 1 else Strip.join([p for _, p in line]))
    return lines


_areas: list[Any] = [None, []]  # the compositor's widget map, and its widgets' areas


def _visible_areas(compositor: Any) -> list[tuple[Any, Region, Region]]:
    """The compositor's visible widgets, front first, with where each is placed and the
    part of it that is seen, worked out once per widget map (not once per region)."""
    layers: Mapping[Any, tuple[Region, Region]] = compositor.visible_widgets
    if _areas[0] is not layers:
        _areas[:] = [layers, [(widget, placed, seen) for widget, (placed, clip)
                              in layers.items() if (seen := placed.intersection(clip))]]
    areas: list[tuple[Any, Region, Region]] = _areas[1]
    return areas


def _first(piece: tuple[int, Strip]) -> int:
    return piece[0]
