"""Copies (707) replay: the digest sees what a permanent copies, and a recorded game in
which permanents entered as copies replays to the same digest (the copy choice is a
recorded answer like any other)."""

from __future__ import annotations

from pathlib import Path

from cardgame import sim
from cardgame.cards.pool import CardPool
from cardgame.decks import load_deck
from cardgame.engine.copies import become_copy, copy_of, end_copy, printed_card
from cardgame.rulesets import new_game
from cardgame.scenario.loader import load_scenario
from cardgame.scenario.record import save_game
from cardgame.scenario.runner import run_scenario

DECKS = Path(__file__).parent.parent / "decks"
MIRRORS = DECKS / "blue-white-mirrors.txt"


def _deck() -> list:  # type: ignore[type-arg]
    pool = CardPool.builtin("magic")
    return [pool.get(n) for n in load_deck(MIRRORS).main]


def test_the_digest_sees_what_a_permanent_copies() -> None:
    pool = CardPool.builtin("magic")
    game = new_game("magic", ([pool.get("Island")] * 40, [pool.get("Island")] * 40), seed=1)
    clone = game.create_object(pool.get("Clone"), 0, "battlefield")
    before = game.digest()
    become_copy(clone, pool.get("Grizzly Bears"), "Grizzly Bears")
    game.invalidate()
    as_bears = game.digest()
    become_copy(clone, pool.get("Hill Giant"), "Hill Giant")
    game.invalidate()
    assert len({before, as_bears, game.digest()}) == 3
    assert copy_of(clone) == "Hill Giant" and printed_card(clone).name == "Clone"
    end_copy(clone)
    assert clone.card.name == "Clone" and copy_of(clone) is None


def test_a_recorded_game_with_copies_replays_to_the_same_digest(tmp_path: Path) -> None:
    deck = _deck()
    for seed in (2, 5):
        game = sim.play_one("magic", [deck, deck], seed).game
        assert game is not None and game.over
        copies = [e for e in game.log.entries if e.rule == "707.5" and e.event == "copy"]
        assert copies, f"seed {seed}: no permanent entered as a copy"
        path = tmp_path / f"copies-{seed}.toml"
        save_game(game, path, f"copies {seed}")
        replay = run_scenario(load_scenario(path))
        assert replay.status == "pass", replay.messages
        assert replay.game is not None
        assert replay.game.digest() == game.digest()
