"""`cardgame demo` on the board: headless at top speed, --loop plays game after game
(with other bundled decks) to the game-over screen, in both rulesets; pause and step."""

from __future__ import annotations

import asyncio
import time

import pytest

from cardgame import cli


def demo(*argv: str) -> object:
    args = cli.build_parser().parse_args(["demo", *argv])
    return cli.demo_app(args, check_size=False)


@pytest.mark.parametrize("ruleset", ["magic", "hkk"])
def test_demo_loop_plays_three_whole_games(ruleset: str) -> None:
    app = demo("--ruleset", ruleset, "--loop", "--delay", "0")
    decks_seen: set[tuple[str, ...]] = set()

    async def main() -> None:
        async with app.run_test(size=(120, 40)) as pilot:  # type: ignore[attr-defined]
            deadline = time.monotonic() + 240
            while app.games_finished < 3:  # type: ignore[attr-defined]
                assert time.monotonic() < deadline, "the demo got stuck"
                game = app.game  # type: ignore[attr-defined]
                alice = next(i for i, p in enumerate(game.players) if p.name == "Alice")
                decks_seen.add(tuple(sorted({o.card.name for o in game.objects.values()
                                             if o.owner == alice})))
                await pilot.pause(0.05)
            await pilot.press("q")

    asyncio.run(main())
    results = app.results  # type: ignore[attr-defined]
    assert len(results) >= 3 and all(r.split(": ", 1)[1] for r in results), results
    assert len(decks_seen) >= 2  # --loop gives Alice another deck in the next game


def test_pause_and_step() -> None:
    app = demo("--delay", "0")

    async def main() -> None:
        async with app.run_test(size=(120, 40)) as pilot:  # type: ignore[attr-defined]
            await pilot.press("space")
            await pilot.pause(0.2)
            answers = len(app.game.answers)  # type: ignore[attr-defined]
            await pilot.pause(0.3)
            assert len(app.game.answers) == answers  # paused: nothing moves
            await pilot.press("full_stop")
            await pilot.pause(0.2)
            assert len(app.game.answers) > answers  # one step
            stepped = len(app.game.answers)  # type: ignore[attr-defined]
            await pilot.pause(0.3)
            assert len(app.game.answers) == stepped  # still paused
            await pilot.press("space")
            await pilot.pause(0.5)
            assert len(app.game.answers) > stepped  # resumed
            await pilot.press("q")

    asyncio.run(main())


def test_after_looking_at_the_final_board_a_brings_the_result_back_counted_once() -> None:
    app = demo("--delay", "0")

    async def main() -> None:
        async with app.run_test(size=(120, 40)) as pilot:  # type: ignore[attr-defined]
            deadline = time.monotonic() + 240
            while type(app.screen).__name__ != "GameOverScreen":  # type: ignore[attr-defined]
                assert time.monotonic() < deadline, "the demo got stuck"
                await pilot.pause(0.05)
            await pilot.press("v")
            await pilot.pause()
            assert type(app.screen).__name__ == "BoardScreen"  # type: ignore[attr-defined]
            await pilot.press("a")
            await pilot.pause()
            assert type(app.screen).__name__ == "GameOverScreen"  # type: ignore[attr-defined]
            assert app.games_finished == 1  # type: ignore[attr-defined]
            await pilot.press("q")

    asyncio.run(main())


def test_the_demo_help_lists_the_demo_keys() -> None:
    """The demo's help listed the game's keys (undo, export, pass...), not its own."""
    app = demo("--delay", "0")

    async def main() -> str:
        async with app.run_test(size=(120, 40)) as pilot:  # type: ignore[attr-defined]
            await pilot.press("space", "question_mark")  # paused, then the help
            await pilot.pause()
            shown = app.export_screenshot().replace("&#160;", " ")  # type: ignore[attr-defined]
            await pilot.press("escape", "q")
            return shown

    shown = asyncio.run(main())
    assert "one move while paused" in shown and "faster" in shown
    assert "undo to your previous answer" not in shown
