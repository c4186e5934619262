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
