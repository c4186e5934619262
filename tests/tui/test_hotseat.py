"""Hot seat that two friends finish: stops, undo, autosave and resume (Pilot flows)."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

from tui_helpers import press, scenario_factory, top_screen

from cardgame.decks import bundled_decks, load_deck
from cardgame.engine.decisions import ASSIGN_DAMAGE, DECLARE_BLOCKERS, PRIORITY
from cardgame.journal import (
    JournaledGames,
    game_from_setup,
    list_games,
    new_setup,
    read_journal,
    rebuild,
    seat_answers,
)
from cardgame.tui.app import CardGameApp


def _journaled(ruleset: str = "magic", names: tuple[str, str] = ("Ann", "Bob")) -> Any:
    decks = [load_deck(p).main for p in bundled_decks(ruleset)[:2]]
    return JournaledGames(lambda s: new_setup(ruleset, decks, s, names))


def _run(app: CardGameApp, flow: Any, size: tuple[int, int] = (120, 40)) -> None:
    async def main() -> None:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await flow(pilot, app)

    asyncio.run(main())


async def _answer(pilot: Any, app: CardGameApp) -> None:
    """One person's answer by keys: keep, pass, or the dialog's default."""
    name = top_screen(app)
    if name == "HandOffScreen":
        await press(pilot, "enter")
    elif name == "YesNoDialog":
        await press(pilot, "y")
    elif name == "PriorityDialog":
        await press(pilot, "p")
    else:
        await press(pilot, "enter")


def test_every_answer_is_in_the_journal_and_undo_takes_one_back() -> None:
    journaled = _journaled()
    app = CardGameApp(journaled, seed=5, open_hands=True, journaled=journaled)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        for _ in range(6):
            await _answer(pilot, app)
        game = app.game
        saved = read_journal(journaled.journal.path)
        assert len(saved.answers) == len(game.answers)  # durable before the next question
        assert rebuild(saved, game_from_setup).digest() == game.digest()
        me = game.pending.player

        def person(g: Any) -> list[int]:  # the answers a person gave (not the seat)
            by_seat = seat_answers(g)
            return [i for i, a in enumerate(g.answers)
                    if not a.auto and a.player == me and i not in by_seat]

        before = person(game)
        await press(pilot, "ctrl+z")
        after = app.game
        assert after is not game
        assert person(after) == before[:-1]
        assert len(after.answers) == before[-1]
        assert after.pending is not None and after.pending.player == me
        assert len(read_journal(journaled.journal.path).answers) == len(after.answers)

    _run(app, flow)


def test_undo_over_the_other_players_answers_needs_their_agreement() -> None:
    journaled = _journaled()
    app = CardGameApp(journaled, seed=5, open_hands=False, journaled=journaled)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        asked = set()
        for _ in range(40):  # until both players have answered something
            asked |= {a.player for a in app.game.answers if not a.auto}
            if len(asked) == 2 and top_screen(app) != "HandOffScreen":
                break
            await _answer(pilot, app)
        me = app.game.pending.player
        game = app.game
        last_mine = max(i for i, a in enumerate(game.answers)
                        if not a.auto and a.player == me)
        assert any(not a.auto and a.player != me for a in game.answers[last_mine:])
        await press(pilot, "ctrl+z")
        assert top_screen(app) == "HandOffScreen"  # the other player is asked
        await press(pilot, "enter")
        assert top_screen(app) == "ConfirmScreen"
        await press(pilot, "enter")  # the default is to refuse
        assert top_screen(app) == "HandOffScreen"  # the keyboard goes back
        await press(pilot, "enter")
        assert app.game is game
        await press(pilot, "ctrl+z", "enter", "y", "enter")
        assert app.game is not game
        assert len(app.game.answers) == last_mine

    _run(app, flow)


def test_the_player_asked_to_agree_to_an_undo_never_sees_the_other_hand() -> None:
    """The agreement was asked over the board of the player who pressed ctrl+z, hand and
    all, and the game went on at that board while the other player had the keyboard."""
    journaled = _journaled()
    app = CardGameApp(journaled, seed=5, open_hands=False, journaled=journaled)

    def on_screen(app: CardGameApp) -> str:
        return app.export_screenshot().replace("&#160;", " ")

    async def flow(pilot: Any, app: CardGameApp) -> None:
        while top_screen(app) != "PriorityDialog":  # both keep: the first main phase
            await _answer(pilot, app)
        me = app.game.pending.player
        hand = [app.game.objects[i].card.name[:8]  # names may be cut on small cards
                for i in app.game.players[me].zones["hand"]]
        assert any(name in on_screen(app) for name in hand)  # the test can see a hand
        await press(pilot, "ctrl+z", "enter")
        assert top_screen(app) == "ConfirmScreen"
        assert not any(name in on_screen(app) for name in hand)
        await press(pilot, "y")
        assert top_screen(app) == "HandOffScreen"  # back to the player who asked
        assert app.game.players[me].name in on_screen(app)
        assert not any(name in on_screen(app) for name in hand)

    _run(app, flow)


BLOCKLESS = """format = 1
name = "a flyer attacks a player who has only ground creatures"
ruleset = "magic"
[state]
step = "main1"
[state.p1]
battlefield = ["Wind Drake"]
[state.p2]
battlefield = ["Grizzly Bears"]
"""


def _to_blockers(game: Any) -> Any:
    while game.pending.kind != DECLARE_BLOCKERS:
        d = game.pending
        if d.kind == PRIORITY:
            game.answer({"action": "pass"})
        else:
            drake = next(o.value for o in d.options)
            game.answer({"attackers": [[drake, "p2"]], "bands": []})
    return game


def test_no_empty_block_dialog_and_full_control_asks_it() -> None:
    make = scenario_factory(BLOCKLESS)
    app = CardGameApp(lambda s: _to_blockers(make(s)), open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        # Grizzly Bears can't block Wind Drake: the seat declares no blocks by itself
        assert app.game.pending is None or app.game.pending.kind != DECLARE_BLOCKERS
        assert top_screen(app) != "BlockersDialog"
        assert any(a.kind == DECLARE_BLOCKERS for a in app.game.answers)

    _run(app, flow)

    app2 = CardGameApp(lambda s: _to_blockers(make(s)), open_hands=True)

    async def full(pilot: Any, app: CardGameApp) -> None:
        await press(pilot, "escape", "s", "f", "escape")  # settings: full control for both
        assert all(app.seat.stops_of(app.game, p).full for p in (0, 1))
        app.start_game(fresh=True)
        await pilot.pause()
        assert app.game.pending.kind == DECLARE_BLOCKERS
        assert top_screen(app) == "BlockersDialog"

    _run(app2, full)


KILL_SCRIPT = textwrap.dedent("""
    import asyncio, os, signal, sys
    sys.path.insert(0, {tests!r})
    from tui_helpers import press, top_screen
    from cardgame.decks import bundled_decks, load_deck
    from cardgame.journal import JournaledGames, new_setup
    from cardgame.tui.app import CardGameApp

    decks = [load_deck(p).main for p in bundled_decks("magic")[:2]]
    journaled = JournaledGames(lambda s: new_setup("magic", decks, s, ("Ann", "Bob")))
    app = CardGameApp(journaled, seed=9, open_hands=True, journaled=journaled)

    async def main():
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            for _ in range(25):
                name = top_screen(app)
                await press(pilot, "y" if name == "YesNoDialog" else
                            "p" if name == "PriorityDialog" else "enter")
            print(app.game.digest(), len(app.game.answers), flush=True)
            os.kill(os.getpid(), signal.SIGKILL)

    asyncio.run(main())
""")


def test_resume_after_kill_9_reaches_the_same_game(tmp_path: Path,
                                                   monkeypatch: Any) -> None:
    script = tmp_path / "kill.py"
    script.write_text(KILL_SCRIPT.format(tests=str(Path(__file__).parent)), encoding="utf-8")
    env = {**os.environ, "CARDGAME_DATA_DIR": str(tmp_path / "data")}
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          env=env, timeout=300, check=False)
    assert done.returncode == -9, done.stderr[-2000:]
    digest, answers = done.stdout.split()
    monkeypatch.setenv("CARDGAME_DATA_DIR", env["CARDGAME_DATA_DIR"])
    [saved] = list_games()
    contents = read_journal(saved.path)
    assert contents.damage is None and len(contents.answers) == int(answers)
    assert rebuild(contents, game_from_setup).digest() == digest


HKK_SMALL_CARD = """
format = 1
name = "a free counter and a small card"
ruleset = "hkk"
[state]
step = "main"
[state.p1]
vp = 10
hand = ["Fenyőőr manó", "Fenyőőr manó"]
[state.p2]
vp = 5
hand = ["Timera makacskodása"]
"""


def _small_card_played(game: Any) -> Any:
    for p in game.players:
        p.autopass = False  # the seat, not the engine, decides what reaches p2
    opt = next(o.value for o in game.pending.options if o.value.get("action") == "play")
    game.answer({**opt, "targets": []})
    return game


def test_hkk_small_card_passes_until_settings_ask_about_every_spell() -> None:
    """p2 holds a free counter: a 1-VP card is passed by p2's seat (default stops); after
    "asked about the opponent's spells: every one you could answer" in the settings, the
    same card reaches p2."""
    make = scenario_factory(HKK_SMALL_CARD)
    app = CardGameApp(lambda s: _small_card_played(make(s)), open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        g = app.game
        seat_pass = [a for a in g.answers if a.player == 1 and a.kind == PRIORITY]
        assert seat_pass and seat_pass[0].value == {"action": "pass"}
        assert g.pending is not None and g.pending.player == 0  # back to p1, p2 not asked
        await press(pilot, "escape", "s")
        options = app.screen.query_one("OptionList")
        ids = [options.get_option_at_index(i).id for i in range(options.option_count)]
        options.highlighted = ids.index("respond:1")
        await press(pilot, "enter", "escape")
        assert app.seat.stops_of(app.game, 1).every_response
        app.start_game(fresh=True)
        await pilot.pause()
        assert app.game.pending is not None and app.game.pending.player == 1
        assert app.game.stack and top_screen(app) == "PriorityDialog"

    _run(app, flow)


def test_hkk_game_saves_resumes_and_exports(tmp_path: Path) -> None:
    """An hkk hot-seat game: every answer is in its journal; a new app resumed from the
    journal is the same game; ctrl+s there writes a scenario that runs to the same state."""
    from tui_helpers import run_on_like_the_runner

    from cardgame.journal import data_folder
    from cardgame.scenario.loader import load_scenario
    from cardgame.scenario.runner import run_scenario

    journaled = _journaled("hkk")
    app = CardGameApp(journaled, seed=7, open_hands=True, journaled=journaled)

    async def play(pilot: Any, app: CardGameApp) -> None:
        for _ in range(12):
            await _answer(pilot, app)

    _run(app, play)
    assert app.game.turn > 1 and journaled.journal is not None
    saved = read_journal(journaled.journal.path)
    assert saved.setup.ruleset == "hkk" and len(saved.answers) == len(app.game.answers)
    again = JournaledGames(journaled.setup_for, resume=saved)
    resumed = CardGameApp(again, seed=7, open_hands=True, journaled=again)

    async def export(pilot: Any, app: CardGameApp) -> None:
        assert app.game.digest() == rebuild(saved, game_from_setup).digest()
        await press(pilot, "ctrl+s")

    _run(resumed, export)
    [out] = list((data_folder() / "exports").glob("hkk-seed7-*.toml"))
    result = run_scenario(load_scenario(out))
    assert result.status == "pass", result.messages
    assert result.game is not None
    assert result.game.digest() == run_on_like_the_runner(resumed.game, result)


DIVIDED = """format = 1
name = "divide"
ruleset = "magic"
[state]
step = "main1"
[state.p1]
battlefield = ["ATTACKER"]
[state.p2]
battlefield = ["Wall of Omens", "Wall of Omens"]
"""


def _to_division(game: Any) -> Any:
    """Attack with p1's creature, block it with both Walls: p1 divides the damage."""
    while game.pending.kind != ASSIGN_DAMAGE:
        d = game.pending
        if d.kind == PRIORITY:
            game.answer({"action": "pass"})
        elif d.kind == DECLARE_BLOCKERS:
            game.answer({"blocks": [[o.value, [d.data["attackers"][0]]] for o in d.options]})
        else:
            game.answer({"attackers": [[d.options[0].value, "p2"]], "bands": []})
    return game


def test_moot_damage_division_is_the_seats_and_a_real_one_is_asked() -> None:
    """One damage between two untouched Walls of Omens: no damage dialog, the division is
    in the game's answers as the seat's. Two damage: the dialog asks."""
    make = scenario_factory(DIVIDED.replace("ATTACKER", "Llanowar Elves"))
    app = CardGameApp(lambda s: _to_division(make(s)), open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        assert top_screen(app) != "DamageDialog"
        i = next(i for i, a in enumerate(app.game.answers) if a.kind == ASSIGN_DAMAGE)
        assert i in seat_answers(app.game)

    _run(app, flow)
    make2 = scenario_factory(DIVIDED.replace("ATTACKER", "Grizzly Bears"))
    app2 = CardGameApp(lambda s: _to_division(make2(s)), open_hands=True)

    async def asked(pilot: Any, app: CardGameApp) -> None:
        assert app.game.pending.kind == ASSIGN_DAMAGE
        assert top_screen(app) == "DamageDialog"

    _run(app2, asked)


def test_the_mulligan_hand_off_says_keep_or_mulligan() -> None:
    """Hidden hands: the hand-off before each opening-hand question names its answers
    ("keep / mulligan"), not the bare question kind ("yes / no")."""
    from cardgame.tui.screens.handoff import HandOffScreen

    journaled = _journaled()
    app = CardGameApp(journaled, seed=5, open_hands=False, journaled=journaled)
    seen: list[str] = []

    async def flow(pilot: Any, app: CardGameApp) -> None:
        for _ in range(4):  # the first hand-off, then the next player's
            if isinstance(app.screen, HandOffScreen):
                seen.append(app.screen.why)
            await _answer(pilot, app)

    _run(app, flow)
    assert seen, "no hand-off"
    assert seen[0].endswith("is asked: keep / mulligan."), seen
