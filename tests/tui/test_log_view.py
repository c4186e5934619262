"""The log's drawing shortcuts draw what Textual's own drawing would."""

from __future__ import annotations

import asyncio

from rich.text import Text
from textual.app import App, ComposeResult
from textual.scrollbar import ScrollBar
from textual.widgets import RichLog

from cardgame.tui.widgets.log_view import LogView, SteadyScrollBar


class LogApp(App[None]):
    def compose(self) -> ComposeResult:
        yield LogView(id="log")


def test_log_lines_and_scrollbar_match_textuals_drawing() -> None:
    async def main() -> None:
        app = LogApp()
        async with app.run_test(size=(50, 20)) as pilot:
            log = app.query_one(LogView)
            bar = None
            hits = 0
            for n in range(120):
                log.write(Text(f"line {n} " + "x" * (n % 30), "bold" if n % 3 else "dim"))
                await pilot.pause()
                region = log.size.region
                log._styles_cache.clear()  # drawn afresh: by our shortcut
                ours = [s.text for s in log.render_lines(region)]
                log._styles_cache.clear()  # Textual's own, line by line
                log._pass = None
                theirs = [s.text for s in RichLog.render_lines(log, region)]
                assert ours == theirs
                bar = log.vertical_scrollbar
                if not bar.display:
                    continue
                assert isinstance(bar, SteadyScrollBar)
                before = bar._drawn
                whole = bar.size.region
                ours = [list(s) for s in bar.render_lines(whole)]
                hits += bar._drawn is before
                bar._styles_cache.clear()
                theirs = [list(s) for s in ScrollBar.render_lines(bar, whole)]
                assert ours == theirs, n
                half = whole.intersection(whole.translate((0, 3)))
                assert [s.text for s in bar.render_lines(half)] == [
                    s.text for s in ScrollBar.render_lines(bar, half)]
            assert bar is not None and hits > 10  # the thumb often stays put

    asyncio.run(main())
