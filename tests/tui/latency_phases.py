"""Where an answer's time goes, phase by phase, in this process's CPU time.

`latency.py` says how long an answer takes; this says which part of it to work on. For
each answer it notes the CPU time (from the key press) at which `show_game` starts and
ends, the board's update (its layout, and handing its changes on) starts and ends, and
the top screen's first frame starts and ends, and prints the medians. CPU time, not wall
time: on a shared machine the wall time is mostly other processes. Like `latency.py` it
reaches into Textual's private frame hooks (`_on_timer_update`, `_compositor_refresh`,
`_refresh_layout`), wrapped on Textual's `Screen` class (restored afterwards) or on the
board. Run it: `.venv/bin/python tests/tui/latency_phases.py`.
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from textual.screen import Screen

sys.path.insert(0, str(Path(__file__).parent))

from latency import _key_for  # noqa: E402
from tui_helpers import scenario_factory, twenty_a_side  # noqa: E402

from cardgame.tui.app import CardGameApp  # noqa: E402

PHASES: tuple[str, ...] = ("show_game", "board update", "board layout", "first frame")


def _timed(events: list[tuple[str, float]], name: str,
           call: Callable[..., Any]) -> Callable[..., Any]:
    """`call`, noting the CPU time at its start and end as `name>` and `name<`."""

    def timed(*args: Any, **kwargs: Any) -> Any:
        events.append((name + ">", time.process_time()))
        try:
            return call(*args, **kwargs)
        finally:
            events.append((name + "<", time.process_time()))

    return timed


async def _measure(open_hands: bool, answers: int, size: tuple[int, int]) -> dict[str, float]:
    app = CardGameApp(scenario_factory(twenty_a_side()), open_hands=open_hands)
    events: list[tuple[str, float]] = []
    seen: dict[str, list[float]] = {}
    real_refresh = Screen._compositor_refresh
    real_update = Screen._on_timer_update  # the timer keeps it bound: wrapped on the class

    def frame(screen: Screen[Any]) -> None:
        if screen is screen.app.screen:
            _timed(events, "first frame", real_refresh)(screen)
        else:
            real_refresh(screen)

    def update(screen: Screen[Any]) -> None:
        if screen is app.board:
            _timed(events, "board update", real_update)(screen)
        else:
            real_update(screen)

    setattr(Screen, "_compositor_refresh", frame)  # noqa: B010
    setattr(Screen, "_on_timer_update", update)  # noqa: B010
    try:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            board = app.board
            board.show_game = _timed(events, "show_game", board.show_game)  # type: ignore[method-assign]
            board._refresh_layout = _timed(  # type: ignore[method-assign]
                events, "board layout", board._refresh_layout)
            done = 0
            while done < answers and not app.game.over:
                before = app.answered_at
                events.clear()
                start = time.process_time()
                await pilot.press(_key_for(app))
                await pilot.pause()
                if app.answered_at == before:
                    continue  # no answer given (a hand-off, a choice inside a dialog)
                firsts: dict[str, float] = {}
                for name, at in events:
                    firsts.setdefault(name, (at - start) * 1000)
                if "show_game<" not in firsts or "first frame<" not in firsts:
                    continue
                done += 1
                for name, at_ms in firsts.items():
                    seen.setdefault(name, []).append(at_ms)
    finally:
        setattr(Screen, "_compositor_refresh", real_refresh)  # noqa: B010
        setattr(Screen, "_on_timer_update", real_update)  # noqa: B010
    return {name: statistics.median(v) for name, v in seen.items()}


def measure(open_hands: bool = True, answers: int = 20,
            size: tuple[int, int] = (160, 50)) -> dict[str, float]:
    """Median CPU milliseconds from the key press to each phase's start (`name>`) and
    end (`name<`), over the answers that drew the board and then a frame."""
    return asyncio.run(_measure(open_hands, answers, size))


if __name__ == "__main__":
    for hands in (True, False):
        r = measure(open_hands=hands, answers=40)
        print(f"{'open' if hands else 'hidden'} hands 160x50, CPU ms from the key press:")
        for phase in PHASES:
            if phase + ">" in r:
                print(f"  {phase:13} {r[phase + '>']:6.1f} -> {r[phase + '<']:6.1f}")
