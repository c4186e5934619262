"""The garbage collector waits while an answer is drawn and is left as it was after.

`quiet_gc.py` pauses automatic collection from an answer until the app is quiet and
freezes the objects alive once a game is shown; a process that runs many apps (these
tests) must get its collector back as it was.
"""

from __future__ import annotations

import asyncio
import gc

from latency import _key_for
from tui_helpers import scenario_factory, twenty_a_side

from cardgame.tui.app import CardGameApp
from cardgame.tui.quiet_gc import QUIET, QuietCollector


def test_pause_and_resume_keep_a_disabled_collector_disabled() -> None:
    assert gc.isenabled()
    c = QuietCollector()
    c.pause()
    assert not gc.isenabled() and c.paused
    c.resume()
    assert gc.isenabled()
    gc.disable()  # someone else turned it off: a pause ends with it still off
    try:
        c.pause()
        c.resume()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_freeze_and_thaw() -> None:
    c = QuietCollector()
    c.freeze()
    assert gc.get_freeze_count() > 0
    c.freeze()  # once per game
    c.close()
    assert gc.get_freeze_count() == 0 and gc.isenabled()


def test_no_collection_while_an_answer_is_drawn_and_all_back_after_the_app() -> None:
    async def flow() -> list[bool]:
        app = CardGameApp(scenario_factory(twenty_a_side()), open_hands=True)
        seen: list[bool] = []
        async with app.run_test(size=(160, 50)) as pilot:
            await pilot.pause()
            await pilot.pause(QUIET)
            seen.append(gc.get_freeze_count() > 0)  # the game's objects, once shown
            before = app.answered_at
            drawing: list[bool] = []
            show_game = app.board.show_game

            def noted(*args: object, **kwargs: object) -> int:
                drawing.append(gc.isenabled())  # while the answer is drawn
                return show_game(*args, **kwargs)  # type: ignore[arg-type]

            app.board.show_game = noted  # type: ignore[method-assign]
            await pilot.press(_key_for(app))
            await pilot.pause()
            assert app.answered_at != before and drawing, "an answer was given and drawn"
            seen.append(any(drawing))
            await pilot.pause(QUIET * 3)
            seen.append(gc.isenabled())  # quiet again: running
        return seen

    frozen, during, after = asyncio.run(flow())
    assert frozen and not during and after  # collecting while drawing: `during`
    assert gc.isenabled() and gc.get_freeze_count() == 0
