"""The demo's heuristic player: whole games end, with every answer legal."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardgame.agents.simple_ai import SimpleAI
from cardgame.cards.pool import CardPool
from cardgame.cli import main
from cardgame.decks import load_deck
from cardgame.rulesets import new_game

DECKS = Path(__file__).parent.parent / "decks"


@pytest.mark.parametrize("seed", range(6))
def test_simple_ai_games_end_and_conserve_cards(seed: int) -> None:
    pool = CardPool.builtin("magic")
    decks = [[pool.get(n) for n in load_deck(DECKS / f).main]
             for f in ("red-green-stompers.txt", "white-blue-skies.txt")]
    game = new_game("magic", decks, seed=seed, options={"card_pool": pool, "turn_limit": 60})
    agents = (SimpleAI(seed), SimpleAI(seed + 100))
    asked = 0
    while not game.over:
        d = game.pending
        assert d is not None
        game.answer(agents[d.player].decide(game.view_for(d.player), d))
        assert game.check_cards() is None
        asked += 1
    assert game.turn <= 60 and asked > 20
    # it plays: some spell was cast and some creature attacked
    events = {e.event for e in game.log}
    assert {"cast", "attack"} <= events


def test_demo_prints_a_whole_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--seed", "3", "--delay", "0"]) == 0
    out = capsys.readouterr().out
    assert "Result:" in out
    assert "(704.5" in out or "(104" in out
    assert all(line.endswith(")") for line in out.splitlines()
               if line.startswith("T") and ":" in line)  # every log line cites its rule
