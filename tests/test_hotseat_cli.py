"""The hot-seat commands: start screen, bare play options, resume, games, export."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from cardgame import cli
from cardgame.decks import bundled_decks
from cardgame.journal import (
    Journal,
    default_folder,
    game_from_setup,
    list_games,
    new_setup,
    read_journal,
    rebuild,
)
from cardgame.scenario.loader import load_scenario
from cardgame.scenario.runner import run_scenario
from cardgame.tui.app import CardGameApp
from cardgame.tui.start import StartApp, StartChoice


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[CardGameApp]:
    apps: list[CardGameApp] = []

    def fake_run(self: CardGameApp, *args: Any, **kwargs: Any) -> None:
        apps.append(self)

    monkeypatch.setattr(CardGameApp, "run", fake_run)
    return apps


def _answer_some(game: Any, n: int) -> None:
    from cardgame.agents.random_agent import RandomAgent

    agents = (RandomAgent(1), RandomAgent(2))
    while not game.over and len(game.answers) < n:
        d = game.pending
        game.answer(agents[d.player].decide(game.view_for(d.player), d))


def test_bare_command_opens_the_start_screen(started: list[CardGameApp],
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    decks = [str(p) for p in bundled_decks("hkk")[:2]]
    seen: list[Any] = []

    def choose(self: StartApp) -> StartChoice:
        seen.append(self.options)
        return StartChoice("new", ruleset="hkk", decks=(decks[0], decks[1]),
                           names=("Ann", "Bob"))

    monkeypatch.setattr(StartApp, "run", choose)
    assert cli.main([]) == cli.EXIT_OK
    [options] = seen
    assert {r for r, _ in options.rulesets} >= {"magic", "hkk"}
    [app] = started
    assert app.game.ruleset == "hkk"
    assert sorted(p.name for p in app.game.players) == ["Ann", "Bob"]
    assert [g.ruleset for g in list_games()] == ["hkk"]  # autosaved from the first question


def test_a_new_game_from_the_start_screen_keeps_the_casual_deck_limits(
        started: list[CardGameApp], monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
        capsys: Any) -> None:
    """The start screen starts a `play` game, so a user deck over the limits is refused
    there too (one line, exit 2), not played."""
    small = tmp_path / "small.txt"
    small.write_text("# ruleset: hkk\n10 Raiai őrszem\n", encoding="utf-8")
    other = str(bundled_decks("hkk")[0])
    monkeypatch.setattr(StartApp, "run", lambda self: StartChoice(
        "new", ruleset="hkk", decks=(str(small), other), names=("Ann", "Bob")))
    assert cli.main([]) == cli.EXIT_USAGE
    assert not started
    err = capsys.readouterr().err
    assert "deck has 10 cards; casual hkk needs at least 40" in err and err.count("\n") == 1


def test_quitting_the_start_screen_starts_nothing(started: list[CardGameApp],
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(StartApp, "run", lambda self: None)
    assert cli.main([]) == cli.EXIT_OK
    assert not started


def test_play_options_work_on_the_bare_command(started: list[CardGameApp]) -> None:
    assert cli.main(["--seed", "11", "--p1", "Ann"]) == cli.EXIT_OK
    [app] = started
    assert app.seed == 11 and "Ann" in [p.name for p in app.game.players]


def test_resume_continues_the_latest_unfinished_game(started: list[CardGameApp]) -> None:
    assert cli.main(["play", "--seed", "4"]) == cli.EXIT_OK
    first = started.pop()
    _answer_some(first.game, 30)
    assert cli.main(["resume"]) == cli.EXIT_OK
    [again] = started
    assert again.game.digest() == first.game.digest()
    assert len(again.game.answers) == len(first.game.answers)


def test_a_damaged_journal_is_refused_and_its_good_part_offered(
        started: list[CardGameApp], capsys: Any) -> None:
    assert cli.main(["play", "--seed", "4"]) == cli.EXIT_OK
    first = started.pop()
    _answer_some(first.game, 30)
    [saved] = list_games()
    data = saved.path.read_bytes()
    saved.path.write_bytes(data[:-10])  # cut inside the last record
    assert cli.main(["resume", str(saved.path)]) == cli.EXIT_USAGE
    err = capsys.readouterr().err
    assert str(saved.path) in err and "last good state" in err and "--good-part" in err
    assert not started
    assert cli.main(["resume", "--good-part", str(saved.path)]) == cli.EXIT_OK
    [again] = started
    good = read_journal(saved.path)
    assert good.damage is None  # rewritten with the good part only...
    copies = list(saved.path.parent.glob(saved.path.name + ".damaged-*"))
    assert copies and copies[0].read_bytes() == data[:-10]  # ...and the damaged one kept
    assert again.game.digest() == rebuild(good, game_from_setup).digest()


def test_games_lists_the_saved_games(started: list[CardGameApp], capsys: Any) -> None:
    assert cli.main(["games"]) == cli.EXIT_OK
    assert "no saved games" in capsys.readouterr().out
    cli.main(["play", "--seed", "2", "--p1", "Ann", "--p2", "Bob"])
    assert cli.main(["games"]) == cli.EXIT_OK
    out = capsys.readouterr().out
    assert "magic" in out and "Ann vs Bob" in out and "in progress" in out


def test_export_then_scenario_run_reaches_the_same_digest(tmp_path: Path) -> None:
    decks = [p for p in bundled_decks("magic")[:2]]
    from cardgame.decks import load_deck

    setup = new_setup("magic", [load_deck(p).main for p in decks], 8, ("Ann", "Bob"))
    journal = Journal.create(setup, default_folder())
    game = game_from_setup(setup)
    _answer_some(game, 10_000)  # to the end: a finished game replays to its digest
    assert game.over
    journal.record_new_answers(game)
    assert cli.main(["export", str(journal.path), "--to", str(tmp_path)]) == cli.EXIT_OK
    [out] = list(tmp_path.glob("*.toml"))
    result = run_scenario(load_scenario(out))
    assert result.status == "pass", result.messages
    rebuilt = rebuild(read_journal(journal.path), game_from_setup)
    assert result.game is not None and result.game.digest() == rebuilt.digest()
    # a second export never overwrites the first
    assert cli.main(["export", str(journal.path), "--to", str(tmp_path)]) == cli.EXIT_OK
    assert len(list(tmp_path.glob("*.toml"))) == 2


def test_hkk_game_saves_resumes_and_exports_to_the_same_digest(tmp_path: Path) -> None:
    """An hkk game is journaled like a magic one: resumed from its journal it is the same
    game, and `cardgame export` writes a scenario file that runs to the same digest."""
    from cardgame.decks import load_deck

    decks = [load_deck(p).main for p in bundled_decks("hkk")[:2]]
    setup = new_setup("hkk", decks, 4, ("Ann", "Bob"))
    journal = Journal.create(setup, default_folder())
    game = game_from_setup(setup)
    game.on_answer = journal.record_new_answers
    _answer_some(game, 10_000)
    assert game.over
    resumed = rebuild(read_journal(journal.path), game_from_setup)
    assert resumed.digest() == game.digest()
    assert cli.main(["export", str(journal.path), "--to", str(tmp_path)]) == cli.EXIT_OK
    [out] = list(tmp_path.glob("hkk-*.toml"))
    result = run_scenario(load_scenario(out))
    assert result.status == "pass", result.messages
    assert result.game is not None and result.game.digest() == game.digest()


def test_export_never_replaces_a_file_made_after_the_name_was_chosen(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The free name is taken between the look and the write (another export): the file
    there is kept, and the export goes to the next free name."""
    from cardgame import export
    from cardgame.rulesets import new_game

    decks = [[c for c in load_deck_cards(p)] for p in bundled_decks("magic")[:2]]
    game = new_game("magic", decks, seed=2)
    taken = tmp_path / "taken.toml"
    taken.write_text("someone else's")
    real = export.free_path
    calls = iter([taken])
    monkeypatch.setattr(export, "free_path", lambda folder, stem: next(calls, None)
                        or real(folder, stem))
    path = export.export_game(game, tmp_path)
    assert taken.read_text() == "someone else's"
    assert path != taken and path.read_text().startswith("format = 1")
    assert not list(tmp_path.glob(".*.tmp"))


def load_deck_cards(path: Path) -> list[Any]:
    from cardgame.cards.pool import CardPool
    from cardgame.decks import load_deck

    pool = CardPool.builtin("magic")
    return [pool.get(n) for n in load_deck(path).main]
