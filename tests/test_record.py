"""A recorded game is a scenario file that replays to the same state (scenario.md, 7)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardgame import sim
from cardgame.cards.pool import CardPool
from cardgame.decks import load_deck
from cardgame.scenario.loader import load_scenario
from cardgame.scenario.record import save_game
from cardgame.scenario.runner import run_scenario

DECKS = Path(__file__).parent.parent / "decks"


def _decks(*names: str) -> list[list]:  # type: ignore[type-arg]
    pool = CardPool.builtin("magic")
    return [[pool.get(n) for n in load_deck(DECKS / name).main] for name in names]


@pytest.mark.parametrize("seed", [1, 4, 9])
def test_recorded_game_replays_to_the_same_digest(tmp_path: Path, seed: int) -> None:
    decks = _decks("red-green-stompers.txt", "white-blue-skies.txt")
    result = sim.play_one("magic", decks, seed)
    game = result.game
    assert game is not None and game.over
    assert len(game.answers) >= 200  # a long game: every answer, auto-passes included
    path = tmp_path / "recorded.toml"
    save_game(game, path, f"seed {seed}")
    replay = run_scenario(load_scenario(path))
    assert replay.status == "pass", replay.messages
    assert replay.game is not None
    assert replay.game.digest() == game.digest()
    assert replay.game.winner == game.winner


def test_a_changed_recording_no_longer_matches(tmp_path: Path) -> None:
    """The digest notices a difference: drop the last attack and the ending changes."""
    decks = _decks("bench/bench-green.txt", "bench/bench-red.txt")
    game = sim.play_one("magic", decks, 3).game
    assert game is not None
    path = tmp_path / "recorded.toml"
    save_game(game, path)
    blocks = path.read_text().split("[[do]]")
    last_attack = max(i for i, b in enumerate(blocks) if "\nattack = " in b)
    path.write_text("[[do]]".join(blocks[:last_attack] + blocks[last_attack + 1:]))
    replay = run_scenario(load_scenario(path))
    assert replay.game is not None
    assert replay.game.digest() != game.digest()


def _hkk_decks() -> list[list]:  # type: ignore[type-arg]
    pool = CardPool.builtin("hkk")
    return [[pool.get(n) for n in load_deck(DECKS / name).main]
            for name in ("hkk-angyalok.txt", "hkk-bestiak.txt")]


@pytest.mark.parametrize("seed", [1, 2, 5])
def test_recorded_hkk_game_replays_to_the_same_digest(tmp_path: Path, seed: int) -> None:
    """hkk games start from the decks as dealt (`step = "start"`): plays, attacks, the
    exchange's moves and damage divisions all come back."""
    result = sim.play_one("hkk", _hkk_decks(), seed)
    game = result.game
    assert game is not None and game.over
    path = tmp_path / "recorded.toml"
    save_game(game, path, f"hkk seed {seed}")
    text = path.read_text()
    assert 'step = "start"' in text and "\nplay = " in text and "\nmove = " in text
    replay = run_scenario(load_scenario(path))
    assert replay.status == "pass", replay.messages
    assert replay.game is not None and replay.game.digest() == game.digest()


def test_a_game_recorded_during_the_mulligans_starts_before_them(tmp_path: Path) -> None:
    """Exported while the players still decide keep or mulligan: the file starts from the
    libraries as dealt and gives the mulligans as `[[do]]`s; its run goes on with the default
    answers (keep) to the first step, and reaches the same state as the game run on the same
    way."""
    from cardgame.rulesets import new_game
    from cardgame.scenario.runner import _step_index

    decks = _decks("red-green-stompers.txt", "white-blue-skies.txt")
    game = new_game("magic", decks, seed=3, options={"card_pool": CardPool.builtin("magic")})
    game.answer(False)  # p1 takes a mulligan; p2 and then p1 again are still to decide
    assert game.pending is not None and not game.answers[-1].step  # before the first turn
    path = tmp_path / "mulligans.toml"
    save_game(game, path)
    text = path.read_text()
    assert 'step = "start"' in text and 'choose = "no"' in text
    replay = run_scenario(load_scenario(path))
    assert replay.status == "pass", replay.messages
    stop = load_scenario(path).stop  # unfinished: the run stops at the next step's start
    assert stop is not None and (stop.turn, stop.step) == (1, "untap")
    game.state["stop_at"] = (stop.turn, _step_index("magic", stop.step))
    while game.pending is not None:
        game.answer(game.pending.default_answer())
    assert replay.game is not None and replay.game.digest() == game.digest()
    assert len(replay.game.players[0].zones["hand"]) < 7  # the mulligan did happen


@pytest.mark.parametrize("ruleset,seed,answers", [("hkk", 7, 2), ("hkk", 4, 1), ("hkk", 3, 120),
                                                  ("magic", 2, 0), ("magic", 5, 60)])
def test_an_unfinished_game_records_where_its_run_stops(tmp_path: Path, ruleset: str,
                                                         seed: int, answers: int) -> None:
    """Recorded mid-game (or before anyone answered): the file's `[stop]` is the start of
    the step after the game's current one, even when the game moved on past the turn of its
    last answer; the run there reaches the state the game reaches with default answers,
    and the `[expect]` holds."""
    from cardgame.agents.random_agent import RandomAgent
    from cardgame.cli import _load_decks
    from cardgame.rulesets import new_game
    from cardgame.scenario.runner import _step_index

    game = new_game(ruleset, _load_decks(ruleset, None), seed=seed,
                    options={"card_pool": CardPool.builtin(ruleset)})
    agent = RandomAgent(seed)
    for _ in range(answers):
        d = game.pending
        assert d is not None
        game.answer(agent.decide(game.view_for(d.player), d))
    turn, step = game.turn, game.step
    path = tmp_path / "unfinished.toml"
    save_game(game, path)
    sc = load_scenario(path)
    assert sc.stop is not None
    steps = game.rules.description.step_ids
    assert (sc.stop.turn, steps.index(sc.stop.step)) > (turn, steps.index(step)
                                                         if step in steps else -1)
    replay = run_scenario(sc)
    assert replay.status == "pass", replay.messages
    game.state["stop_at"] = (sc.stop.turn, _step_index(ruleset, sc.stop.step))
    while game.pending is not None:
        game.answer(game.pending.default_answer())
    assert replay.game is not None and replay.game.digest() == game.digest()
