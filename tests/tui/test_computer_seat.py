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


def test_undo_against_the_computer_needs_no_agreement() -> None:
    """Taking back past the computer's answers asks nobody (a computer always agrees)."""
    from cardgame.decks import bundled_decks, load_deck
    from cardgame.journal import JournaledGames, new_setup

    decks = [load_deck(p).main for p in bundled_decks("magic")[:2]]
    journaled = JournaledGames(lambda s: new_setup("magic", decks, s,
                                                   ("Ann", "Computer (ai)")))
    app = CardGameApp(journaled, seed=5, journaled=journaled,
                      computers={"Computer (ai)": "ai"}, computer_delay=0.0)

    async def main() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            ann = next(i for i, p in enumerate(app.game.players) if p.name == "Ann")
            for _ in range(300):  # until the computer has answered after Ann did
                game = app.game
                mine = [i for i, a in enumerate(game.answers) if not a.auto and a.player == ann]
                if mine and any(not a.auto and a.player != ann
                                for a in game.answers[mine[-1]:]) and \
                        game.pending is not None and game.pending.player == ann:
                    break
                d = game.pending
                name = type(app.screen).__name__
                if d is None or d.player != ann or name == "BoardScreen":
                    await pilot.pause(0.02)
                elif name == "YesNoDialog":
                    await press(pilot, "y" if app.screen.decision.options[0].value is True
                                else "enter")
                elif name == "PriorityDialog":
                    await press(pilot, "p")
                else:
                    await press(pilot, "enter")
            before = app.game
            await press(pilot, "ctrl+z")
            await pilot.pause(0.1)
            assert type(app.screen).__name__ not in ("HandOffScreen", "ConfirmScreen")
            assert app.game is not before  # taken back at once

    asyncio.run(main())


def test_a_question_waits_under_the_help_opened_while_the_computer_moves() -> None:
    """The person opened the help while the computer played; the next question opened
    over the help, which then stayed under every dialog to the end of the game (and came
    back after each answer)."""
    app = CardGameApp(short_game_factory(life=20), seed=5, computers={"Bob": "ai"},
                      computer_delay=0.3)

    def stack() -> list[str]:
        return [type(s).__name__ for s in app.screen_stack]

    async def main() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            for _ in range(200):  # until the computer is thinking, the board on top
                d = app.game.pending
                if d is not None and app.seat.agent_of(d.player) is not None \
                        and stack() == ["BoardScreen"]:
                    break
                if stack()[-1] == "YesNoDialog":
                    await press(pilot, "y")
                elif stack()[-1] == "PriorityDialog":
                    await press(pilot, "p")
                else:
                    await pilot.pause(0.02)
            await press(pilot, "question_mark")
            assert stack() == ["BoardScreen", "HelpScreen"]
            for _ in range(200):  # the computer moves on to the person's question
                d = app.game.pending
                if d is not None and app.seat.agent_of(d.player) is None:
                    break
                await pilot.pause(0.05)
            await pilot.pause(0.2)
            assert stack() == ["BoardScreen", "HelpScreen"]  # not over what is read
            await press(pilot, "escape")
            await pilot.pause(0.1)
            assert stack()[0] == "BoardScreen" and len(stack()) == 2
            assert stack()[1].endswith("Dialog")  # the question, over the board itself

    asyncio.run(main())


def test_undo_while_the_computer_thinks_asks_once() -> None:
    """ctrl+z during the pause after a computer's move: the pause's advance still came,
    for the game taken back, and opened the same question a second time over the first
    (answering the top one left a stale question on screen)."""
    from test_hotseat import _journaled

    journaled = _journaled(names=("Ann", "Computer (ai)"))
    app = CardGameApp(journaled, seed=5, journaled=journaled,
                      computers={"Computer (ai)": "ai"}, computer_delay=0.6)

    def stack() -> list[str]:
        return [type(s).__name__ for s in app.screen_stack]

    async def main() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            for _ in range(400):  # a few answers in, then the computer's turn to move
                d = app.game.pending
                top = stack()[-1]
                if d is not None and app.seat.agent_of(d.player) is not None \
                        and len(app.game.answers) > 12 and top == "BoardScreen":
                    break
                if top == "YesNoDialog":
                    await press(pilot, "y")
                elif top == "PriorityDialog":
                    await press(pilot, "p")
                elif top.endswith("Dialog"):
                    await press(pilot, "enter")
                else:
                    await pilot.pause(0.05)
            await press(pilot, "ctrl+z")
            await pilot.pause(1.5)  # past the computer's pause
            assert len([s for s in stack() if s.endswith("Dialog")]) == 1, stack()

    asyncio.run(main())


def test_no_answer_key_while_the_computer_moves() -> None:
    """The board's key bar offered "a Answer" while the computer moved, a key that did
    nothing then; it shows while the person looks around from a question."""
    from test_small_terminals import key_bar_text

    app = CardGameApp(short_game_factory(life=20), seed=5, computers={"Bob": "ai"},
                      computer_delay=0.5)

    async def main() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            seen_waiting = seen_looking = False
            for _ in range(300):
                d = app.game.pending
                top = type(app.screen).__name__
                if d is not None and app.seat.agent_of(d.player) is not None \
                        and top == "BoardScreen":
                    assert "Answer" not in key_bar_text(app)
                    seen_waiting = True
                elif top == "PriorityDialog" and not seen_looking:
                    await press(pilot, "v")
                    assert " a  Answer" in key_bar_text(app)
                    await press(pilot, "a")
                    seen_looking = True
                elif top == "YesNoDialog":
                    await press(pilot, "y")
                elif top == "PriorityDialog":
                    await press(pilot, "p")
                elif top.endswith("Dialog"):
                    await press(pilot, "enter")
                if seen_waiting and seen_looking:
                    return
                await pilot.pause(0.05)
            raise AssertionError("never saw the computer move")

    asyncio.run(main())
