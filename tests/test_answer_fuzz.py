"""Garbage answers to every question of seeded games, both rulesets: each is refused with
IllegalAction and leaves the digest unchanged (see answer_fuzz.py)."""

from __future__ import annotations

import os

import pytest
from answer_fuzz import Tally, fuzz, fuzz_game

from cardgame.engine.decisions import Decision
from cardgame.engine.game import Game
from cardgame.errors import IllegalAction

GAMES = int(os.environ.get("CARDGAME_ANSWER_FUZZ_GAMES", "15"))


def test_garbage_answers_are_refused_and_change_nothing() -> None:
    tally = fuzz(GAMES)
    assert not tally.failures, "\n".join(tally.failures[:20])
    kinds = {k.split(":")[1] for k in tally.by_kind}
    assert {"priority", "declare_attackers", "declare_blockers", "yes_no", "choose_cards",
            "exchange"} <= kinds
    assert tally.cases > 1000


@pytest.mark.parametrize("ruleset", ["magic", "hkk"])
def test_the_fuzzer_notices_a_validator_that_lets_garbage_through(
        ruleset: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Honesty check: with validation switched off, garbage gets through and is reported."""
    monkeypatch.setattr(Decision, "check", lambda self, answer: answer)
    tally = Tally()
    fuzz_game(ruleset, 1, tally)
    assert tally.failures


BEARS = """format = 1
name = "bears"
ruleset = "magic"
[state]
step = "main1"
[state.p1]
battlefield = ["Forest", "Forest"]
hand = ["Grizzly Bears"]
"""


@pytest.mark.parametrize("bad", [
    {"targets": None}, {"x": float("nan")}, {"x": 1.5}, {"x": -1}, {"mode": 1.5},
    {"mode": 0}, {"mana_from": "{Q}"}, {"mana_from": [None]},
])
def test_named_malformed_cast_answers_are_refused(bad: dict[str, object]) -> None:
    from cardgame.scenario.loader import loads_scenario
    from cardgame.scenario.runner import prepare

    game = prepare(loads_scenario(BEARS)).game
    game.start()
    d = game.pending
    assert d is not None and d.kind == "priority" and d.player == 0
    bears = next(o.id for o in game.objects.values() if o.card.name == "Grizzly Bears")
    good = {"action": "cast", "card": bears}
    before = game.digest()
    with pytest.raises(IllegalAction):
        game.answer({**good, **bad})
    assert game.digest() == before
    game.answer(good)  # the well-formed answer is still taken


def _game_asking(ruleset: str, kind: str) -> Game:
    """A seeded random game stopped at its first question of `kind`."""
    from cardgame.agents.random_agent import RandomAgent
    from cardgame.cards.pool import CardPool
    from cardgame.cli import _load_decks
    from cardgame.rulesets import new_game

    for seed in range(1, 60):
        game = new_game(ruleset, _load_decks(ruleset, None), seed=seed,
                        options={"card_pool": CardPool.builtin(ruleset), "turn_limit": 12})
        agents = (RandomAgent(seed), RandomAgent(seed + 1))
        while game.pending is not None and game.pending.kind != kind:
            d = game.pending
            game.answer(agents[d.player].decide(game.view_for(d.player), d))
        if game.pending is not None:
            return game
    raise AssertionError(f"no {kind} question in 60 {ruleset} games")


@pytest.mark.parametrize("ruleset", ["magic", "hkk"])
@pytest.mark.parametrize("bad", [0, 1.5, None, "", {"attackers": [], "bands": 7}])
def test_malformed_attack_declarations_are_refused(ruleset: str, bad: object) -> None:
    game = _game_asking(ruleset, "declare_attackers")
    before = game.digest()
    with pytest.raises(IllegalAction):
        game.answer(bad)
    assert game.digest() == before


@pytest.mark.parametrize("bad", ["p3", 1.5, [None], None, {"done": True, "x": 1}])
def test_the_hkk_exchange_refuses_what_is_not_done(bad: object) -> None:
    game = _game_asking("hkk", "exchange")
    before = game.digest()
    with pytest.raises(IllegalAction):
        game.answer(bad)
    assert game.digest() == before
    game.answer({"done": True})
