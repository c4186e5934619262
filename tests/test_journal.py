"""The game journal: every answer durable, resume and undo by replay, damage noticed."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardgame.agents.random_agent import RandomAgent
from cardgame.cards.pool import CardPool
from cardgame.decks import bundled_decks, load_deck
from cardgame.engine.game import Game
from cardgame.errors import FormatError
from cardgame.journal import (
    Journal,
    game_from_setup,
    list_games,
    new_setup,
    read_journal,
    rebuild,
)


def _decks(ruleset: str) -> list[list[str]]:
    found = bundled_decks(ruleset)[:2]
    return [load_deck(p).main for p in found]


def _play(ruleset: str, tmp: Path, answers: int, seed: int = 3) -> tuple[Game, Journal]:
    setup = new_setup(ruleset, _decks(ruleset), seed, ("Ann", "Bob"), {"turn_limit": 60})
    journal = Journal.create(setup, tmp)
    game = game_from_setup(setup)
    journal.record_new_answers(game)
    agents = (RandomAgent(1), RandomAgent(2))
    while not game.over and len(game.answers) < answers:
        d = game.pending
        assert d is not None
        game.answer(agents[d.player].decide(game.view_for(d.player), d))
        journal.record_new_answers(game)
    return game, journal


@pytest.mark.parametrize("ruleset", ["magic", "hkk"])
def test_resume_replays_to_the_same_digest(ruleset: str, tmp_path: Path) -> None:
    game, journal = _play(ruleset, tmp_path, 120)
    contents = read_journal(journal.path)
    assert contents.damage is None
    again = rebuild(contents, game_from_setup)
    assert again.digest() == game.digest()
    assert len(again.answers) == len(game.answers)


def test_undo_is_the_replay_without_the_last_answers(tmp_path: Path) -> None:
    game, journal = _play("magic", tmp_path, 80)
    contents = read_journal(journal.path)
    real = [i for i, r in enumerate(contents.answers) if not r["auto"]]
    keep = real[-1]  # take back the last answer a player gave
    shorter = rebuild(contents, game_from_setup, keep)
    assert shorter.pending is not None
    assert shorter.pending.kind == contents.answers[keep]["kind"]
    journal.rewrite(contents, keep)
    assert len(read_journal(journal.path).answers) == keep


def test_a_torn_last_line_keeps_the_good_prefix(tmp_path: Path) -> None:
    game, journal = _play("magic", tmp_path, 40)
    data = journal.path.read_bytes()
    journal.path.write_bytes(data[:-7])  # the program stopped while writing
    contents = read_journal(journal.path)
    assert contents.damage is not None and "incomplete" in contents.damage
    assert len(contents.answers) == len(game.answers) - 1
    rebuild(contents, game_from_setup)  # the good prefix replays


def test_a_changed_line_is_refused_from_there_on(tmp_path: Path) -> None:
    game, journal = _play("magic", tmp_path, 40)
    lines = journal.path.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[5] = lines[5].replace('"player":0', '"player":1').replace('"player":1', '"player":0')
    lines[5] = lines[5][:-2] + ("x" if lines[5][-2] != "x" else "y") + "\n"
    journal.path.write_text("".join(lines), encoding="utf-8")
    contents = read_journal(journal.path)
    assert contents.damage is not None and contents.damage.startswith("line 6:")
    assert len(contents.answers) == 4


def test_a_journal_without_setup_is_a_clear_error(tmp_path: Path) -> None:
    p = tmp_path / "x.journal"
    p.write_text("not a journal\n", encoding="utf-8")
    with pytest.raises(FormatError) as e:
        read_journal(p)
    assert str(p) in str(e.value) and "line 1" in str(e.value)


def test_autopass_switches_replay_at_the_same_point(tmp_path: Path) -> None:
    setup = new_setup("magic", _decks("magic"), 5, ("Ann", "Bob"))
    journal = Journal.create(setup, tmp_path)
    game = game_from_setup(setup)
    journal.record_new_answers(game)
    agents = (RandomAgent(1), RandomAgent(2))
    for i in range(60):
        if i == 20:
            game.players[0].autopass = False
            journal.record_setting(game, 0, False)
        d = game.pending
        assert d is not None
        game.answer(agents[d.player].decide(game.view_for(d.player), d))
        journal.record_new_answers(game)
    again = rebuild(read_journal(journal.path), game_from_setup)
    assert again.digest() == game.digest()
    assert again.players[0].autopass is False


def test_list_games(tmp_path: Path) -> None:
    _play("hkk", tmp_path, 10)
    (tmp_path / "junk.journal").write_text("junk\n", encoding="utf-8")
    games = list_games(tmp_path)
    assert [g.ruleset for g in games] == ["hkk"]
    assert games[0].names == ("Ann", "Bob")


def test_a_card_gone_from_the_pool_is_named(tmp_path: Path) -> None:
    setup = new_setup("magic", [["Grizzly Bears", "No Such Card"], ["Forest"]], 1,
                      ("a", "b"))
    with pytest.raises(FormatError) as e:
        game_from_setup(setup)
    assert "No Such Card" in str(e.value)
    assert CardPool.builtin("magic")  # the pool itself is fine
