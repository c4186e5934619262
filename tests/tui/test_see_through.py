"""A dialog's see-through background equals a fresh render of the board below.

The dialog keeps the board's lines from its last render and redraws only the columns the
board says changed (`cardgame/tui/see_through.py`). A wrong splice or a missed change
would leave stale cards or life totals on screen around the dialog; this test compares,
after every answer of a game on a full board, every cached line cell by cell with a
render of the whole board made from scratch.
"""

from __future__ import annotations

from typing import Any

import latency
from textual.geometry import Region
from textual.strip import Strip

from cardgame.tui import see_through
from cardgame.tui.see_through import SeeThroughScreen, screen_below


def _cells(strip: Strip) -> list[tuple[str, Any]]:
    return [(ch, seg.style) for seg in strip for ch in seg.text]


def test_see_through_lines_match_a_fresh_render(monkeypatch: Any) -> None:
    checked: list[int] = []
    wrong: list[str] = []
    splices: list[int] = []
    real_see_through = SeeThroughScreen._see_through
    real_splice = see_through._splice

    def counting_splice(*args: Any) -> Strip:
        splices.append(1)
        return real_splice(*args)

    def checked_see_through(self: SeeThroughScreen[Any], crop: Region) -> Any:
        lines = real_see_through(self, crop)
        below = screen_below(self)
        if lines is None or below is None or below._compositor._dirty_regions:
            return lines  # the board has changes not yet handed on: checked next time
        size = below.size
        fresh = below._compositor._render_chops(size.region, lambda y: True)
        for y, line in self._below_lines.items():
            if y in self._stale_spans:
                continue
            want = Strip.join(fresh[y].values()).discard_meta().apply_style(self.rich_style)
            checked.append(y)
            if _cells(line) != _cells(want):
                wrong.append(f"line {y}: {line.text!r} != {want.text!r}")
        return lines

    monkeypatch.setattr(SeeThroughScreen, "_see_through", checked_see_through)
    monkeypatch.setattr(see_through, "_splice", counting_splice)
    r = latency.measure(open_hands=False, answers=8, size=(160, 50))
    assert r["answers"] >= 6
    assert len(checked) > 500 and splices, "the cache and its partial redraws were exercised"
    assert not wrong, "\n".join(wrong[:5])
