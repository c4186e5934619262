"""A dialog's see-through background equals a fresh render of the board below.

The dialog keeps the board's lines from its last render and redraws only the columns the
board says changed (`cardgame/tui/see_through.py`). A wrong splice or a missed change
would leave stale cards or life totals on screen around the dialog; this test compares,
after every answer of a game on a full board, every cached line cell by cell with a
render of the whole board made from scratch by Textual's compositor (but for the cells
under the dialog's own widgets, which nobody sees), also in a dialog that took its
cache over from the dialog it replaced.
"""

from __future__ import annotations

from typing import Any

import latency
import pytest
from textual.geometry import Region
from textual.strip import Strip

from cardgame.tui import see_through
from cardgame.tui.see_through import SeeThroughScreen, screen_below


def _cells(strip: Strip) -> list[tuple[str, Any]]:
    return [(ch, seg.style) for seg in strip for ch in seg.text]


@pytest.mark.parametrize(("open_hands", "size"), [(False, (160, 50)), (True, (100, 30))])
def test_see_through_lines_match_a_fresh_render(monkeypatch: Any, open_hands: bool,
                                                size: tuple[int, int]) -> None:
    checked: list[int] = []
    wrong: list[str] = []
    splices: list[int] = []
    real_see_through = SeeThroughScreen._see_through
    real_render_region = see_through.render_region

    def counting_render_region(compositor: Any, region: Region) -> list[Strip]:
        if region.width < compositor.size.width:
            splices.append(1)  # a part of some lines, spliced into the cached ones
        return real_render_region(compositor, region)

    def checked_see_through(self: SeeThroughScreen[Any], crop: Region) -> Any:
        lines = real_see_through(self, crop)
        below = screen_below(self)
        if lines is None or below is None or below._compositor._dirty_regions:
            return lines  # the board has changes not yet handed on: checked next time
        size = below.size
        fresh = below._compositor._render_chops(size.region, lambda y: True)
        covers = [placed.intersection(clip)  # the dialog's own widgets: nothing shows there
                  for widget, (placed, clip) in self._compositor.visible_widgets.items()
                  if widget is not self]
        for y, line in self._below_lines.items():
            hiding = [r for r in covers if y in r.line_range]
            want = Strip.join(fresh[y].values()).discard_meta().apply_style(self.rich_style)
            checked.append(y)
            hidden = {x for r in hiding for x in range(r.x, r.right)}
            got_cells = [c for x, c in enumerate(_cells(line)) if x not in hidden]
            want_cells = [c for x, c in enumerate(_cells(want)) if x not in hidden]
            if got_cells != want_cells:
                wrong.append(f"line {y}: {line.text!r} != {want.text!r}")
        return lines

    taken: list[int] = []
    real_take_below = SeeThroughScreen.take_below

    def counting_take_below(self: SeeThroughScreen[Any], other: SeeThroughScreen[Any]) -> None:
        real_take_below(self, other)
        if self._taken_over:
            taken.append(1)

    monkeypatch.setattr(SeeThroughScreen, "_see_through", checked_see_through)
    monkeypatch.setattr(SeeThroughScreen, "take_below", counting_take_below)
    monkeypatch.setattr(see_through, "render_region", counting_render_region)
    r = latency.measure(open_hands=open_hands, answers=8, size=size)
    assert r["answers"] >= 6
    assert len(checked) > 500 and splices, "the cache and its partial redraws were exercised"
    assert taken, "a dialog took over the cache of the dialog it replaced"
    assert not wrong, "\n".join(wrong[:5])


@pytest.mark.parametrize("picker", [False, True])
def test_a_dialog_shows_the_boards_changes_while_open(picker: bool) -> None:
    """While a dialog is open, the board lights cards up and then others: the dialog's
    copy of the board shows them as they are, also for a target picker opened over the
    priority dialog (it lights the legal targets). The board hands such changes on
    without the widgets that changed; the top screen, one or two screens up, must take
    the pending changes of every screen below it."""
    import asyncio

    from tui_helpers import option_index, scenario_factory, twenty_a_side

    from cardgame.tui.app import CardGameApp
    from cardgame.tui.dialogs.base import BoardHighlight
    from cardgame.tui.dialogs.pickers import ListPicker
    from cardgame.tui.dialogs.priority import PriorityDialog

    async def flow() -> tuple[int, list[str]]:
        app = CardGameApp(scenario_factory(twenty_a_side()), open_hands=True)
        async with app.run_test(size=(160, 50)) as pilot:
            await pilot.pause()
            for _ in range(20):  # to the first priority question with a targeted spell
                n = option_index(app.screen, "Cast Unsummon")
                if n is not None:
                    break
                await pilot.press(latency._key_for(app))
                await pilot.pause()
            assert n is not None, "Unsummon can be cast"
            cards = list(app.board.query("CardView"))
            if picker:
                await pilot.press(str(n))
                await pilot.pause()
                await pilot.pause()
                assert isinstance(app.screen, ListPicker) and app.screen.highlight
            else:
                assert isinstance(app.screen, PriorityDialog)
                app.post_message(BoardHighlight(frozenset(c.obj_id for c in cards[:4])))
                await pilot.pause()
                await pilot.pause()
            top = app.screen
            lit = [c for c in cards if c.has_class("-candidate")]
            assert len(lit) > 1, "cards are lit on the board"
            # the board changes again while the dialog is open: one card stays lit
            app.post_message(BoardHighlight(frozenset({lit[0].obj_id})))
            await pilot.pause()
            await pilot.pause()
            assert not lit[1].has_class("-candidate")
            top._see_through(top.size.region)  # draws what was handed on as stale
            board = app.board
            fresh = board._compositor._render_chops(board.size.region, lambda y: True)
            covers = [placed.intersection(clip)  # what the dialogs' own widgets hide
                      for screen in app.screen_stack[1:]
                      for widget, (placed, clip) in screen._compositor.visible_widgets.items()
                      if widget is not screen]
            checked, wrong = 0, []
            for y, line in top._below_lines.items():
                hidden = {x for r in covers if y in r.line_range for x in range(r.x, r.right)}
                want = Strip.join(fresh[y].values()).discard_meta().apply_style(
                    top.rich_style)
                got_cells = [c for x, c in enumerate(_cells(line)) if x not in hidden]
                want_cells = [c for x, c in enumerate(_cells(want)) if x not in hidden]
                checked += 1
                if got_cells != want_cells:
                    wrong.append(f"line {y}: {line.text!r} != {want.text!r}")
            return checked, wrong

    checked, wrong = asyncio.run(flow())
    assert checked >= 40
    assert not wrong, "\n".join(wrong[:5])
