"""The replacement-effect decks (issue 16, M13): legal, playing the replacement cards,
and clean in random games — where the replacement step and its 616.1 questions run.

They live in `decks/magic/`, a subfolder, so that the bundled pair that `play`, `sim` and
`bench` take by default stays the same.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cardgame import sim
from cardgame.cards.pool import CardPool
from cardgame.decks import deck_problems, load_deck

DECKS = Path(__file__).resolve().parent.parent / "decks" / "magic"
DECK_FILES = {"Sultai Counters": DECKS / "sultai-counters.txt",
              "Boros Furnace": DECKS / "boros-furnace.txt"}
REPLACEMENT_CARDS = {"Rest in Peace", "Furnace of Rath", "Hardened Scales",
                     "Corpsejack Menace", "Notion Thief", "Fatigue", "Dismal Backwater",
                     "Endless One", "Galvanic Blast"}


@pytest.mark.parametrize("name", sorted(DECK_FILES))
def test_deck_is_legal(name: str) -> None:
    d = load_deck(DECK_FILES[name])
    assert (d.ruleset, d.name, len(d.main)) == ("magic", name, 40)
    assert deck_problems(d, CardPool.builtin("magic"), "casual") == []


def test_the_decks_play_every_replacement_card() -> None:
    names = {n for f in DECK_FILES.values() for n in load_deck(f).main}
    assert REPLACEMENT_CARDS <= names


def test_random_games_run_clean_and_replacements_happen() -> None:
    pool = CardPool.builtin("magic")
    decks = [[pool.get(n) for n in load_deck(f).main] for f in DECK_FILES.values()]
    results = [sim.play_one("magic", decks, seed) for seed in range(12)]
    problems = [f"game seed {r.seed}: {r.problem}" for r in results if r.problem]
    assert not problems, "\n".join(problems)
    rules = {e.rule for r in results for e in r.game.log}
    assert {"614.1a", "614.1c", "614.10"} <= rules
