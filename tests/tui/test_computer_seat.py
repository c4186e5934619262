"""A computer seat in the app: a person plays the AI to the end, with no hand-off screen,
and the AI's reasons appear in the log."""

from __future__ import annotations

import asyncio
from typing import Any

from tui_helpers import press, short_game_factory

from cardgame.tui.app import CardGameApp
from cardgame.tui.widgets.log_view import LogView


async def _human_passes(pilot: Any, app: CardGameApp, max_steps: int = 600) -> list[str]:
    """The person keeps every hand and answers every question with its default (passing,
    no attack, no block); the computer's moves are waited for, never pressed."""
    seen: list[str] = []
    for _ in range(max_steps):
        name = type(app.screen).__name__
        seen.append(name)
        if name == "GameOverScreen":
            return seen
        d = app.game.pending
        if d is None or app.seat.agent_of(d.player) is not None or name == "BoardScreen":
            await pilot.pause(0.02)
            continue
        if name == "YesNoDialog":
            await press(pilot, "y" if app.screen.decision.options[0].value is True
                        else "enter")
        elif name == "PriorityDialog":
            await press(pilot, "p")
        elif name == "ChooseCardsDialog":  # discard down to seven: the first ones
            for _ in range(app.screen.decision.min_choices):
                await press(pilot, "space", "down")
            await press(pilot, "enter")
        else:
            await press(pilot, "enter")
    raise AssertionError(f"the game did not end within {max_steps} steps: {seen[-10:]}")


def test_a_person_plays_the_ai_to_the_end() -> None:
    app = CardGameApp(short_game_factory(life=6), seed=5, computers={"Bob": "ai"},
                      computer_delay=0.0)

    async def main() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            seen = await _human_passes(pilot, app)
            assert app.game.over
            assert "HandOffScreen" not in seen  # one person at the keys: no hand-off
            bob = next(i for i, p in enumerate(app.game.players) if p.name == "Bob")
            assert app.game.winner == bob  # the person only passed
            log = app.board.query_one(LogView)
            lines = [str(s.text) for s in log.lines]
            assert any(line.strip().startswith("Bob: ") for line in lines), lines[-20:]

    asyncio.run(main())


def test_the_computer_seat_follows_the_name_whoever_goes_first() -> None:
    """The ruleset seats the first player as p1: the computer is whoever is named so."""
    for seed in range(4):
        app = CardGameApp(short_game_factory(), seed=seed, computers={"Bob": "ai"})
        bob = next(i for i, p in enumerate(app.game.players) if p.name == "Bob")
        assert set(app.seat.agents) == {bob}
        assert app.seat.at_keys == 1 - bob
