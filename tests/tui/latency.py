"""Time from an answer to the updated screen, on a board of 20 permanents a side.

`answer -> first frame`: until the first frame after the answer that shows the next
question (the app's own `latencies`). `answer -> board shown`: until the first frame
drawn after the board's own changes (life, cards, log...) reached the compositor, i.e.
everything the answer changed is on screen. `answer -> idle`: until the last frame before
the app went idle; under a translucent dialog Textual repaints the whole board once more
after its changes are shown, which changes nothing visible. This script reaches into
Textual's private frame hooks (`_display`, `_compositor_refresh`) to time frames; the app
itself does not. Run it for the numbers: `.venv/bin/python tests/tui/latency.py`.
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from tui_helpers import option_index, scenario_factory, twenty_a_side  # noqa: E402

from cardgame.tui.app import CardGameApp  # noqa: E402


def _key_for(app: CardGameApp) -> str:
    """Answers that change the board: play a land, cast, attack with all, else pass."""
    screen = app.screen
    name = type(screen).__name__
    if name == "HandOffScreen":
        return "enter"
    if name == "PriorityDialog":
        for prefix in ("Play", "Cast Grizzly Bears"):
            n = option_index(screen, prefix)
            if n is not None:
                return str(n)
        return "p"
    if name == "AttackersDialog":
        return "enter" if any(screen.attacking.values()) else "a"
    if name == "ListPicker":
        return "1"
    return "enter"


async def _measure(open_hands: bool, answers: int, size: tuple[int, int]) -> dict[str, Any]:
    app = CardGameApp(scenario_factory(twenty_a_side()), open_hands=open_hands)
    frames: list[float] = []
    cpu_frames: list[float] = []  # this process's CPU time at each frame (load-proof)
    shown: list[float] = []  # frames drawn after the board's changes were handed on
    board_changed = [False]
    settled: list[float] = []
    settled_cpu: list[float] = []
    idle: list[float] = []
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        display = app._display
        board = app.board
        board_refresh = board._compositor_refresh

        def timed_display(*args: Any, **kwargs: Any) -> Any:
            result = display(*args, **kwargs)
            now = time.perf_counter()
            frames.append(now)
            if board_changed[0] or app.screen is board:
                board_changed[0] = False
                shown.append(now)
                cpu_frames.append(time.process_time())
            return result

        def timed_board_refresh() -> None:
            real = any(w is not board for w in board._dirty_widgets)
            board_refresh()
            if real:
                board_changed[0] = True

        app._display = timed_display  # type: ignore[method-assign]
        board._compositor_refresh = timed_board_refresh  # type: ignore[method-assign]
        for _ in range(answers * 3):
            if app.game.over or len(settled) >= answers:
                break
            before = app.answered_at
            frames.clear()
            shown.clear()
            cpu_frames.clear()
            c0 = time.process_time()
            await pilot.press(_key_for(app))
            await pilot.pause()
            t0 = app.answered_at
            if t0 is not None and t0 != before and frames:
                first = frames[0] - t0
                settled.append(max(first, (shown[0] - t0) if shown else first))
                idle.append(frames[-1] - t0)
                if cpu_frames:
                    settled_cpu.append(cpu_frames[0] - c0)
        permanents = [len([o for o in app.game.battlefield() if app.game.chars(o).controller
                           == p]) for p in (0, 1)]
    return {
        "answers": len(settled),
        "first_frame_ms": statistics.median(app.latencies) * 1000 if app.latencies else 0.0,
        "settled_ms": statistics.median(settled) * 1000 if settled else 0.0,
        "idle_ms": statistics.median(idle) * 1000 if idle else 0.0,
        "settled_cpu_ms": statistics.median(settled_cpu) * 1000 if settled_cpu else 0.0,
        "permanents": permanents,
    }


def measure(open_hands: bool = True, answers: int = 20,
            size: tuple[int, int] = (100, 30)) -> dict[str, Any]:
    return asyncio.run(_measure(open_hands, answers, size))


if __name__ == "__main__":
    for hands in (True, False):
        for size in ((100, 30), (160, 50)):
            r = measure(open_hands=hands, answers=40, size=size)
            print(f"{'open' if hands else 'hidden'} hands {size[0]}x{size[1]}: "
                  f"{r['answers']} answers, permanents {r['permanents']}, median answer->first "
                  f"frame {r['first_frame_ms']:.1f} ms, answer->board shown "
                  f"{r['settled_ms']:.1f} ms (CPU {r['settled_cpu_ms']:.1f} ms), answer->idle "
                  f"{r['idle_ms']:.1f} ms")
