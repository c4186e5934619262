"""`cardgame replay`: stepping through a scenario reaches the state the runner reached."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from tui_helpers import run_on_like_the_runner

from cardgame.scenario.loader import load_scenario
from cardgame.tui.replay import ReplayApp

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
            assert "(scripted): Player 1: declare attackers" in text
            assert "(auto-pass)" in text or "(default)" in text
            assert "refused as expected" in text and "flying" in text
            assert "end of the script: PASS" in text
            keys = [b.binding.description for b in app.screen.active_bindings.values()]
            assert "Answer" not in keys and "Settings" not in keys

    asyncio.run(main())
