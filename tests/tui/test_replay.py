"""`cardgame replay`: stepping through a scenario reaches the state the runner reached."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from tui_helpers import run_on_like_the_runner

from cardgame.scenario.loader import load_scenario
from cardgame.tui.replay import ReplayApp
from cardgame.tui.widgets.player_header import PlayerHeader

SHARED = Path(__file__).resolve().parents[3] / "shared" / "acceptance" / "magic"


def _scenario() -> Path:
    p = SHARED / "stack-last-in-first-out.toml"
    assert p.exists(), f"{p} is missing (the shared folder is part of the checkout)"
    return p


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


def test_ctrl_s_saves_a_hot_seat_game_that_replays(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """A game played in the UI is saved as a scenario whose run reaches the same state."""
    from cardgame.cli import _load_decks
    from cardgame.rulesets import new_game
    from cardgame.scenario.runner import run_scenario
    from cardgame.tui.app import CardGameApp

    monkeypatch.chdir(tmp_path)
    decks = _load_decks("magic", None)
    app = CardGameApp(lambda s: new_game("magic", decks, seed=s), seed=5, open_hands=True,
                      check_size=False)

    async def flow() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            for key in ("k", "k"):  # both players keep their hands
                await pilot.press(key)
                await pilot.pause()
            await pilot.press("ctrl+s")
            await pilot.pause()

    asyncio.run(flow())
    from cardgame.journal import data_folder

    saved = list((data_folder() / "exports").glob("magic-seed5-*.toml"))
    assert len(saved) == 1
    result = run_scenario(load_scenario(saved[0]))
    assert result.status == "pass", result.messages
    recorded = [a for a in app.game.answers if a.step]  # after the opening position
    assert saved[0].read_text().count("[[do]]") == sum(
        1 for a in recorded if not (a.kind == "declare_attackers" and not a.value["attackers"])
        and not (a.kind == "declare_blockers" and not a.value["blocks"]))


@pytest.mark.parametrize("ruleset,keys", [("hkk", ("enter", "enter")),
                                          ("magic", ("m",))])
def test_ctrl_s_exports_hkk_games_and_magic_mulligans(ruleset: str, keys: tuple[str, ...],
                                                      tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """ctrl+s in an hkk game, and in a magic game while the players still decide keep or
    mulligan (p1 has taken one): the export runs to the same state as the game itself."""
    from cardgame.cli import _load_decks
    from cardgame.journal import data_folder
    from cardgame.rulesets import new_game
    from cardgame.scenario.runner import run_scenario
    from cardgame.tui.app import CardGameApp

    monkeypatch.chdir(tmp_path)
    decks = _load_decks(ruleset, None)
    app = CardGameApp(lambda s: new_game(ruleset, decks, seed=s), seed=6, open_hands=True,
                      check_size=False)

    async def flow() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            for key in keys:
                await pilot.press(key)
                await pilot.pause()
            await pilot.press("ctrl+s")
            await pilot.pause()

    asyncio.run(flow())
    assert len(app.game.answers) >= len(keys)
    [saved] = list((data_folder() / "exports").glob(f"{ruleset}-seed6-*.toml"))
    assert 'step = "start"' in saved.read_text()
    result = run_scenario(load_scenario(saved))
    assert result.status == "pass", result.messages
    assert result.game is not None
    assert result.game.digest() == run_on_like_the_runner(app.game, result)


def test_replay_teaches_names_origins_and_expected_refusals() -> None:
    """The banner names the scenario and its rules; each step says where its answer came
    from; the refusal `expect_error` asked for is shown with its message; players have
    names, not p1/p2; the footer offers no key that does nothing."""
    path = SHARED / "flying-and-reach.toml"
    if not path.exists():
        pytest.skip("no shared acceptance scenario")
    app = ReplayApp(load_scenario(path))

    async def main() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            banner = str(app.screen.query_one("#banner").render())
            assert "Flying can be blocked only by flying or reach" in banner
            assert "702.9b" in banner
            assert [p.name for p in app.game.players] == ["Player 1", "Player 2"]
            notes = []
            for _ in range(len(app.answers) + 1):
                notes.append(str(app.screen.query_one("#replay-note").render()))
                await pilot.press("right")
                await pilot.pause()
            text = "\n".join(notes)
            assert "(scripted do[0]): Player 1: declare attackers" in text
            assert "(auto-pass)" in text or "(default)" in text
            assert "refused as expected" in text and "flying" in text
            assert "end of the script: PASS" in text
            keys = [b.binding.description for b in app.screen.active_bindings.values()]
            assert "Answer" not in keys and "Settings" not in keys

    asyncio.run(main())


SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios" / "magic"


async def _walk(app: ReplayApp, pilot: Any) -> list[str]:
    """The step note at every answer, from the start to the end of the script."""
    seen = []
    for _ in range(len(app.answers) + 1):
        seen.append(str(app.screen.query_one("#replay-note").render()))
        await pilot.press("right")
        await pilot.pause()
    return seen


def test_each_step_names_its_do_and_checkpoints_show_as_they_pass() -> None:
    """`scripted do[N]` names the [[do]] that gave the answer; an `after = N` checkpoint
    shows right after that [[do]], with its result."""
    app = ReplayApp(load_scenario(SCENARIOS / "k27-prowess-gained-from-an-effect.toml"))

    async def main() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            notes = await _walk(app, pilot)
            assert "(scripted do[0])" in notes[0]
            assert "(scripted do[1])" in notes[1]
            do1 = next(i for i, a in app.notes.scripted.items() if a.index == 1)
            after = [i for i, n in enumerate(notes) if "checkpoint[0] (after do[1]): passed" in n]
            assert after == [do1 + 1]

    asyncio.run(main())


def test_a_turn_and_step_checkpoint_shows_when_the_game_gets_there(tmp_path: Path) -> None:
    """A checkpoint by turn and step shows at the answer where the run reached that
    moment; a failing one says FAILED and why."""
    text = (SCENARIOS / "k22-cumulative-upkeep-declined.toml").read_text()
    app = ReplayApp(load_scenario(SCENARIOS / "k22-cumulative-upkeep-declined.toml"))
    broken = tmp_path / "broken.toml"
    broken.write_text(text.replace("counters = { age = 1 }", "counters = { age = 3 }"))
    bad = ReplayApp(load_scenario(broken))

    async def main(app: ReplayApp, want: str) -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            notes = await _walk(app, pilot)
            at = [i for i, n in enumerate(notes) if want in n]
            assert len(at) == 1, notes
            app.action_jump(at[0])  # the position there: turn 4 has begun
            assert app.game.turn == 4

    asyncio.run(main(app, "checkpoint[0] (turn 4, upkeep step): passed"))
    asyncio.run(main(bad, "checkpoint[0] (turn 4, upkeep step): FAILED"))


def test_the_headers_show_the_runs_auto_pass_state() -> None:
    """The runner turns auto-pass off for a player whose next [[do]] is a priority
    action: the header says so then, and not once that player's actions are done."""
    app = ReplayApp(load_scenario(SCENARIOS / "k27-prowess-gained-from-an-effect.toml"))

    def headers() -> list[str]:
        return [str(h.render()) for h in app.screen.query(PlayerHeader)]

    async def main() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            first = headers()
            assert sum("auto-pass off" in h for h in first) == 1  # p1 acts, p2 passes
            await pilot.press("end")
            await pilot.pause()
            assert not any("auto-pass off" in h for h in headers())

    asyncio.run(main())


def test_help_key_and_no_footer_key_that_does_nothing() -> None:
    """`?` opens the replay's help (its keys and what a step note means) and closes it;
    every key the footer offers runs an action of the replay."""
    from cardgame.tui.screens.help import HelpScreen

    app = ReplayApp(load_scenario(_scenario()))

    async def main() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            shown = [b for b in app.screen.active_bindings.values() if b.binding.show]
            assert "Help" in [b.binding.description for b in shown]
            for b in shown:
                action = b.binding.action.split("(")[0].removeprefix("app.")
                assert app.check_action(action, ()) is not False
                assert hasattr(b.node, f"action_{action}") or hasattr(app, f"action_{action}")
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen)
            keys = dict(app.screen.keys)  # the rows of the help's key table
            assert "Home start" in keys["Replay"] and "scripted do[N]" in keys["Each step"]
            await pilot.press("question_mark")
            await pilot.pause()
            assert not isinstance(app.screen, HelpScreen)

    asyncio.run(main())


def test_a_regeneration_shield_shows_on_the_card() -> None:
    """Drudge Skeletons' shield is on the card from the answer that resolved it until
    it is used."""
    from cardgame.tui.widgets.card import CardView

    path = SCENARIOS / "m8-drudge-skeletons-regenerate-costs-one-black.toml"
    app = ReplayApp(load_scenario(path))

    def skeleton() -> str:
        cards = [c for c in app.screen.query(CardView) if c.face.name == "Drudge Skeletons"]
        return str(cards[0].render()) if cards else ""

    async def main() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            steps_shielded = 0
            for _ in range(len(app.answers) + 1):
                shielded = any(app.game.state.get("regeneration", {}).values())
                assert ("regen" in skeleton()) == shielded, (app.index, skeleton())
                steps_shielded += shielded
                await pilot.press("right")
                await pilot.pause()
            assert steps_shielded > 0

    asyncio.run(main())


def test_a_game_saved_mid_game_replays_to_its_end(tmp_path: Path) -> None:
    """A long game exported at turn 11 replays to the end of its script (→ and End go
    all the way, and the last position is the run's): the run sets its stop only before
    the script's last answer, and so must the replay (a stop set from the start halted
    seed 3's game two answers early)."""
    from cardgame.agents.registry import make_agent
    from cardgame.cli import _load_decks
    from cardgame.export import export_game
    from cardgame.rulesets import new_game

    game = new_game("magic", _load_decks("magic", None), seed=3)
    agents = [make_agent("heuristic", "magic", 6 + i) for i in range(2)]
    while game.pending is not None and game.turn < 11:
        d = game.pending
        game.answer(agents[d.player].decide(game.view_for(d.player), d))
    path = export_game(game, tmp_path, name="seed 3, turn 11")
    app = ReplayApp(load_scenario(path))
    assert app.result.status == "pass", app.result.messages
    assert app.result.game is not None
    final = app.result.game.digest()
    n = len(app.answers)
    assert n > 200

    async def main() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await pilot.press("end")
            await pilot.pause()
            assert app.index == n
            assert app.game.digest() == final
            for _ in range(3):
                await pilot.press("left")
            await pilot.pause()
            assert app.index == n - 3
            for _ in range(4):  # the last one does nothing: the end
                await pilot.press("right")
                await pilot.pause()
            assert app.index == n
            assert app.game.digest() == final
            assert "end of the script: PASS" in str(app.screen.query_one("#replay-note").render())

    asyncio.run(main())
