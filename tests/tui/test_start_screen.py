"""The start screen's new-game form refuses a deck that `play` would refuse, on the form
itself, so the player picks another deck instead of leaving the screen for an error."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.widgets import Input, Static

from cardgame.cli import _deck_problem
from cardgame.decks import bundled_decks
from cardgame.tui.start import NewGameScreen, StartApp, StartOptions


def test_a_deck_over_the_limits_is_refused_on_the_form(tmp_path: Path) -> None:
    small = tmp_path / "small.txt"
    small.write_text("# ruleset: hkk\n10 Raiai őrszem\n", encoding="utf-8")
    options = StartOptions([("hkk", "Hatalom Kártyái")], {"hkk": bundled_decks("hkk")},
                           deck_problem=_deck_problem)

    async def main() -> tuple[str, bool, str, object]:
        app = StartApp(options)
        async with app.run_test(size=(120, 40)) as pilot:
            screen = NewGameScreen(options)
            await app.push_screen(screen)
            await pilot.pause()
            screen.query_one("#path1", Input).value = str(small)
            screen.start()
            await pilot.pause()
            refused = str(screen.query_one("#error", Static).render())
            still_open = app.screen is screen
            screen.query_one("#path1", Input).value = ""  # back to a bundled deck
            screen.start()
            await pilot.pause()
            return refused, still_open, str(screen.query_one("#error", Static).render()), \
                app.return_value

    refused, still_open, _, chosen = asyncio.run(main())
    assert refused.startswith("Player 1: ") and "casual hkk needs at least 40" in refused
    assert still_open
    assert chosen is not None and getattr(chosen, "kind", "") == "new"


def test_a_file_that_is_not_a_scenario_is_refused_on_the_replay_form(tmp_path: Path) -> None:
    """The start screen's replay took any file and closed; a file that was no scenario
    ended the program with the error on the command line instead of the form."""
    from textual.widgets import Input

    from cardgame.cli import _replay_problem
    from cardgame.tui.start import ReplayPathScreen

    notes = tmp_path / "notes.txt"
    notes.write_text("just some notes\n", encoding="utf-8")
    options = StartOptions([("magic", "Magic: The Gathering")],
                           {"magic": bundled_decks("magic")}, replay_problem=_replay_problem)

    async def main() -> tuple[str, bool]:
        app = StartApp(options)
        async with app.run_test(size=(80, 24)) as pilot:
            screen = ReplayPathScreen(options.replay_problem)
            await app.push_screen(screen)
            await pilot.pause()
            screen.query_one("#path", Input).value = str(notes)
            await pilot.press("enter")
            await pilot.pause()
            return str(screen.query_one("#error", Static).render()), app.screen is screen

    refused, still_open = asyncio.run(main())
    assert refused.startswith(str(notes)) and "expected" in refused, refused
    assert still_open


def test_a_person_can_not_take_a_computer_seats_name() -> None:
    """A human seat named "ai" (or "Computer (ai)") was seated as the computer: the
    person watched the computer play their cards."""
    options = StartOptions([("magic", "Magic: The Gathering")],
                           {"magic": bundled_decks("magic")},
                           computer_seats=["ai", "ai:easy"])

    async def main() -> list[tuple[str, object]]:
        app = StartApp(options)
        seen = []
        async with app.run_test(size=(100, 30)) as pilot:
            screen = NewGameScreen(options)
            await app.push_screen(screen)
            await pilot.pause()
            for name in ("ai", "Computer (ai)", "Ann"):
                screen.query_one("#name1", Input).value = name
                screen.start()
                await pilot.pause()
                seen.append((str(screen.query_one("#error", Static).render()),
                             app.return_value))
        return seen

    (ai, _), (computer, _), (_, chosen) = asyncio.run(main())
    assert ai.startswith("Player 1: 'ai' is a computer seat's name"), ai
    assert computer.startswith("Player 1: 'Computer (ai)' is a computer seat's name")
    assert chosen is not None and getattr(chosen, "names", ())[0] == "Ann"


def test_continue_says_when_the_game_was_started(tmp_path: Path) -> None:
    """The date shown is the game's start (its setup), not its last save: it said
    "saved", and a game played for an hour looked an hour old."""
    from textual.widgets import OptionList

    from cardgame.journal import SavedGame

    game = SavedGame(tmp_path / "g.journal", "2026-12-02 15:20:48", "magic", ("Ann", "Bob"),
                     answers=10, damaged=False, turn=3)
    options = StartOptions([("magic", "Magic: The Gathering")],
                           {"magic": bundled_decks("magic")}, unfinished=game)

    async def main() -> str:
        app = StartApp(options)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            menu = app.screen.query_one(OptionList)
            return str(menu.get_option_at_index(0).prompt)

    shown = asyncio.run(main())
    assert "turn 3, started 2026-12-02 15:20:48" in shown and "saved" not in shown


def test_two_players_can_not_share_a_name() -> None:
    """"Ann is asked" on the hand-off must say which Ann: the form refuses a second Ann
    (case and spaces aside), as `play --p1 Ann --p2 ann` does."""
    options = StartOptions([("magic", "Magic: The Gathering")],
                           {"magic": bundled_decks("magic")},
                           computer_seats=["ai", "ai:easy"])

    async def main() -> list[tuple[str, object]]:
        app = StartApp(options)
        seen = []
        async with app.run_test(size=(100, 30)) as pilot:
            screen = NewGameScreen(options)
            await app.push_screen(screen)
            await pilot.pause()
            screen.query_one("#name1", Input).value = "Ann"
            for name in (" ann", "Bob"):
                screen.query_one("#name2", Input).value = name
                screen.start()
                await pilot.pause()
                seen.append((str(screen.query_one("#error", Static).render()),
                             app.return_value))
        return seen

    (same, none), (_, chosen) = asyncio.run(main())
    assert same.startswith("Both players are called 'Ann'"), same
    assert none is None
    assert chosen is not None and getattr(chosen, "names", ()) == ("Ann", "Bob")


def test_play_refuses_two_players_of_one_name(capsys: pytest.CaptureFixture[str]) -> None:
    from cardgame.cli import main

    assert main(["play", "--p1", "Ann", "--p2", " ann"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "both players are called 'Ann'" in err[0], err
