"""`cardgame replay`: stepping through a scenario reaches the state the runner reached."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from cardgame.scenario.loader import load_scenario
from cardgame.tui.replay import ReplayApp

SHARED = Path(__file__).resolve().parents[3] / "shared" / "acceptance" / "magic"
LOCAL = Path(__file__).resolve().parents[1] / "scenarios" / "magic"


def _scenario() -> Path:
    for p in (SHARED / "stack-last-in-first-out.toml",
              LOCAL / "m9-forced-assignment-in-script-counts.toml"):
        if p.exists():
            return p
    pytest.skip("no scenario file to replay")


def test_replay_steps_to_the_runners_final_state() -> None:
    app = ReplayApp(load_scenario(_scenario()))
    assert app.result.game is not None
    final = app.result.game.digest()
    asyncio.run(_steps(app, final))


async def _steps(app: ReplayApp, final: str) -> None:
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.index == 0
        await pilot.press("space")
        await pilot.pause()
        assert app.index == 1
        await pilot.press("end")
        await pilot.pause()
        assert app.index == len(app.answers)
        assert app.game.digest() == final
        await pilot.press("left")
        await pilot.pause()
        assert app.index == len(app.answers) - 1
        await pilot.press("home")
        await pilot.pause()
        assert app.index == 0
