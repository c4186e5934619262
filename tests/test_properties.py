"""Property tests on random games: the engine's invariants hold whatever the players do.

Each example is a whole game between two bundled decks (`decks/`, `decks/bench/`) played
by random agents (`cardgame.sim.play_one`), with a seed chosen by hypothesis. Checked:

- no crash: every answer the random agents give is either accepted or refused cleanly;
- no card lost or duplicated: at the end (and, for some games, after every answer) the
  cards in all zones are exactly the cards of the two decks, each in one zone only;
- every game ends: by a loss, a draw, or the turn limit (which counts as a draw);
- a replay of the recorded answers from the same seed reaches the same digest and log;
- the same seed gives the same game twice.

The whole file runs in well under a minute (`max_examples` below).
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardgame.agents.random_agent import RandomAgent
from cardgame.cards.pool import CardPool
from cardgame.decks import load_deck
from cardgame.engine.cardmodel import CardDef
from cardgame.engine.game import Game
from cardgame.rulesets import new_game
from cardgame.sim import TURN_LIMIT, play_one

DECKS = Path(__file__).resolve().parent.parent / "decks"
DECK_FILES = {
    "stompers": DECKS / "red-green-stompers.txt",
    "skies": DECKS / "white-blue-skies.txt",
    "bench-green": DECKS / "bench" / "bench-green.txt",
    "bench-red": DECKS / "bench" / "bench-red.txt",
}
SETTINGS = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow]}

seeds = st.integers(min_value=0, max_value=2**32 - 1)
deck_names = st.sampled_from(sorted(DECK_FILES))


@cache
def deck(name: str) -> tuple[CardDef, ...]:
    loaded = load_deck(DECK_FILES[name])
    assert loaded.ruleset == "magic", f"{name} is a {loaded.ruleset} deck"
    pool = CardPool.builtin("magic")
    return tuple(pool.get(card) for card in loaded.main)


def decks(a: str, b: str) -> tuple[tuple[CardDef, ...], tuple[CardDef, ...]]:
    return deck(a), deck(b)


def zone_lists(game: Game) -> list[tuple[str, list[int]]]:
    out = [(f"p{p.index + 1}.{z}", ids) for p in game.players for z, ids in p.zones.items()]
    out.extend((z, ids) for z, ids in game.shared.items())
    return out


def cards_in_zones(game: Game) -> Counter[str]:
    """The names of the physical cards (not tokens) in all zones; asserts each object is
    listed once, in the zone it believes it is in."""
    seen: dict[int, str] = {}
    for where, ids in zone_lists(game):
        for oid in ids:
            assert oid not in seen, f"object #{oid} is in {seen[oid]} and in {where}"
            seen[oid] = where
            obj = game.objects[oid]
            assert where.endswith(obj.zone), f"#{oid} listed in {where} but says {obj.zone}"
    return Counter(game.objects[i].card.name for i in seen if not game.objects[i].token)


def expected_cards(a: str, b: str) -> Counter[str]:
    return Counter(c.name for c in deck(a) + deck(b))


def check_ended(game: Game, turn_limit: int) -> None:
    assert game.over, f"the game is still going at turn {game.turn}"
    assert game.pending is None
    assert game.winner in (0, 1, None)
    assert game.turn <= turn_limit + 1
    if game.winner is None:
        # a draw: both players lost at once, or the turn limit was reached
        assert game.end_rule in ("104.4a", "sim-turn-limit"), game.end_reason
    else:
        assert game.players[game.winner].lost is False
        assert game.players[1 - game.winner].lost or game.players[1 - game.winner].conceded


@settings(max_examples=150, **SETTINGS)
@given(seed=seeds, a=deck_names, b=deck_names)
def test_random_game_keeps_its_invariants(seed: int, a: str, b: str) -> None:
    """No crash, no card lost or duplicated, the game ends, and it replays (play_one's own
    checks), plus an independent count of the cards at the end."""
    result = play_one("magic", decks(a, b), seed)
    assert result.problem is None, f"{a} vs {b}, seed {seed}: {result.problem}"
    game = result.game
    assert game is not None
    check_ended(game, TURN_LIMIT)
    assert cards_in_zones(game) == expected_cards(a, b)
    assert game.check_cards() is None
    assert result.answers == len(game.answers)


@settings(max_examples=60, **SETTINGS)
@given(seed=seeds, a=deck_names, b=deck_names, limit=st.integers(min_value=1, max_value=8))
def test_turn_limit_ends_the_game_as_a_draw(seed: int, a: str, b: str, limit: int) -> None:
    result = play_one("magic", decks(a, b), seed, turn_limit=limit)
    assert result.problem is None, f"{a} vs {b}, seed {seed}: {result.problem}"
    game = result.game
    assert game is not None
    check_ended(game, limit)
    if game.turn > limit:
        assert game.winner is None and game.end_rule == "sim-turn-limit"
    assert cards_in_zones(game) == expected_cards(a, b)


@settings(max_examples=40, **SETTINGS)
@given(seed=seeds, a=deck_names, b=deck_names)
def test_cards_are_conserved_after_every_answer(seed: int, a: str, b: str) -> None:
    """Drive the game by hand so that the card count can be checked after each answer."""
    want = expected_cards(a, b)
    game = new_game("magic", decks(a, b), seed=seed, options={"turn_limit": TURN_LIMIT})
    agents = (RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2))
    assert cards_in_zones(game) == want
    answers = 0
    while not game.over:
        d = game.pending
        assert d is not None, "no decision pending in a game that is not over"
        game.answer(agents[d.player].decide(game.view_for(d.player), d))
        answers += 1
        assert cards_in_zones(game) == want, f"after answer {answers} ({d.kind})"
    check_ended(game, TURN_LIMIT)


@settings(max_examples=50, **SETTINGS)
@given(seed=seeds, a=deck_names, b=deck_names)
def test_replay_reproduces_the_game(seed: int, a: str, b: str) -> None:
    """A fresh game from the same seed fed the recorded answers ends in the same state."""
    result = play_one("magic", decks(a, b), seed, check_replay=False)
    game = result.game
    assert game is not None and result.problem is None
    again = new_game("magic", decks(a, b), seed=seed,
                     options={"turn_limit": TURN_LIMIT, "card_pool": CardPool.builtin("magic")})
    again.replay(game.answers)
    assert again.over
    assert again.digest() == game.digest()
    assert (again.winner, again.turn, again.end_rule) == (game.winner, game.turn, game.end_rule)
    assert again.log.lines() == game.log.lines()


@settings(max_examples=30, **SETTINGS)
@given(seed=seeds, a=deck_names, b=deck_names)
def test_same_seed_same_game(seed: int, a: str, b: str) -> None:
    first = play_one("magic", decks(a, b), seed, check_replay=False)
    second = play_one("magic", decks(a, b), seed, check_replay=False)
    assert first.game is not None and second.game is not None
    assert (first.winner, first.turns, first.decisions, first.reason) == (
        second.winner, second.turns, second.decisions, second.reason)
    assert first.game.answers == second.game.answers
    assert first.game.digest() == second.game.digest()
