"""Random hkk games keep the engine's invariants, as the magic ones do (test_properties.py).

Each example is a whole game between two bundled hkk decks played by random agents
(`cardgame.sim.play_one("hkk", decks, seed)`), with a seed and house-rule options chosen
by hypothesis. Checked: no crash, no card lost or duplicated (after every answer in some
games), every game ends, the recorded answers replay to the same digest and log, and the
same seed gives the same game. Because the engine's digest does not look at the state of
cards in player zones (hkk's reserve, guard post and table), the replay check also
compares that state (orientation, damage, controller, unions) itself.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardgame.agents.random_agent import RandomAgent
from cardgame.cards.pool import CardPool
from cardgame.decks import load_deck
from cardgame.engine.cardmodel import CardDef
from cardgame.engine.game import Game
from cardgame.rulesets import new_game
from cardgame.rulesets.hkk import zones as z
from cardgame.sim import TURN_LIMIT, play_one

DECKS = Path(__file__).resolve().parent.parent / "decks"
DECK_NAMES = ("angyalok", "bestiak", "tuzmagia")
SETTINGS = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow]}

seeds = st.integers(min_value=0, max_value=2**32 - 1)
deck_names = st.sampled_from(DECK_NAMES)
house_rules = st.fixed_dictionaries({}, optional={
    "defence_bonus": st.booleans(),
    "vp_cap": st.integers(min_value=1, max_value=30),
    "guard_post_capacity": st.integers(min_value=1, max_value=5),
    "net_limit": st.integers(min_value=0, max_value=3),
    "union_stats": st.sampled_from(["sum", "max", "top"]),
    "passive_guard": st.booleans(),
    "empty_deck_loses": st.booleans(),
})


@cache
def deck(name: str) -> tuple[CardDef, ...]:
    loaded = load_deck(DECKS / f"hkk-{name}.txt")
    assert loaded.ruleset == "hkk"
    pool = CardPool.builtin("hkk")
    return tuple(pool.get(card) for card in loaded.main)


def decks(a: str, b: str) -> tuple[tuple[CardDef, ...], tuple[CardDef, ...]]:
    return deck(a), deck(b)


def cards_in_zones(game: Game) -> Counter[str]:
    seen: dict[int, str] = {}
    lists = [(f"p{p.index + 1}.{n}", ids) for p in game.players for n, ids in p.zones.items()]
    lists += list(game.shared.items())
    for where, ids in lists:
        for oid in ids:
            assert oid not in seen, f"object #{oid} is in {seen[oid]} and in {where}"
            seen[oid] = where
            assert where.endswith(game.objects[oid].zone), f"#{oid} misplaced in {where}"
    return Counter(game.objects[i].card.name for i in seen if not game.objects[i].token)


def expected(a: str, b: str) -> Counter[str]:
    return Counter(c.name for c in deck(a) + deck(b))


def play_state(game: Game) -> list[Any]:
    """What the engine digest leaves out for hkk: the state of every card in play."""
    return [(o.name, o.zone, o.controller, o.tapped, o.damage, o.attached_to is not None,
             z.UNION in o.extra, z.UNDER in o.extra) for o in z.in_play(game)] + \
        [(p.state.vp, p.life, p.extra.get("cards_played", 0)) for p in game.players]


def check_ended(game: Game, turn_limit: int) -> None:
    assert game.over and game.pending is None
    assert game.turn <= turn_limit + 1
    if game.winner is None:
        assert game.end_rule in ("K3", "sim-turn-limit"), game.end_reason
    else:
        loser = game.players[1 - game.winner]
        assert loser.lost or loser.conceded
        assert game.end_rule in ("K3", "H-empty-deck"), game.end_rule


@settings(max_examples=60, **SETTINGS)
@given(seed=seeds, a=deck_names, b=deck_names, options=house_rules)
def test_random_hkk_game_keeps_its_invariants(seed: int, a: str, b: str,
                                              options: dict[str, Any]) -> None:
    result = play_one("hkk", decks(a, b), seed, options=options)
    assert result.problem is None, f"{a} vs {b}, seed {seed}, {options}: {result.problem}"
    game = result.game
    assert game is not None
    check_ended(game, TURN_LIMIT)
    assert cards_in_zones(game) == expected(a, b)
    assert game.check_cards() is None


@settings(max_examples=20, **SETTINGS)
@given(seed=seeds, a=deck_names, b=deck_names)
def test_hkk_cards_are_conserved_after_every_answer(seed: int, a: str, b: str) -> None:
    want = expected(a, b)
    game = new_game("hkk", decks(a, b), seed=seed, options={"turn_limit": TURN_LIMIT})
    agents = (RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2))
    assert cards_in_zones(game) == want
    answers = 0
    while not game.over:
        d = game.pending
        assert d is not None
        game.answer(agents[d.player].decide(game.view_for(d.player), d))
        answers += 1
        assert cards_in_zones(game) == want, f"after answer {answers} ({d.kind})"
    check_ended(game, TURN_LIMIT)


@settings(max_examples=25, **SETTINGS)
@given(seed=seeds, a=deck_names, b=deck_names, limit=st.integers(min_value=1, max_value=8))
def test_hkk_turn_limit_ends_the_game(seed: int, a: str, b: str, limit: int) -> None:
    result = play_one("hkk", decks(a, b), seed, turn_limit=limit)
    assert result.problem is None, result.problem
    assert result.game is not None
    check_ended(result.game, limit)


@settings(max_examples=25, **SETTINGS)
@given(seed=seeds, a=deck_names, b=deck_names)
def test_hkk_replay_reproduces_the_game(seed: int, a: str, b: str) -> None:
    result = play_one("hkk", decks(a, b), seed, check_replay=False)
    game = result.game
    assert game is not None and result.problem is None
    again = new_game("hkk", decks(a, b), seed=seed, options={"turn_limit": TURN_LIMIT})
    again.replay(game.answers)
    assert again.over
    assert again.digest() == game.digest()
    assert play_state(again) == play_state(game)
    assert again.log.lines() == game.log.lines()


@settings(max_examples=15, **SETTINGS)
@given(seed=seeds, a=deck_names, b=deck_names)
def test_hkk_same_seed_same_game(seed: int, a: str, b: str) -> None:
    first = play_one("hkk", decks(a, b), seed, check_replay=False)
    second = play_one("hkk", decks(a, b), seed, check_replay=False)
    assert first.game is not None and second.game is not None
    assert first.game.answers == second.game.answers
    assert first.game.digest() == second.game.digest()
    assert play_state(first.game) == play_state(second.game)


def test_unknown_option_is_refused_before_the_game_starts() -> None:
    import pytest

    from cardgame.rulesets.hkk.options import OptionError

    with pytest.raises(OptionError, match="guard_post_capacity"):
        new_game("hkk", decks("angyalok", "bestiak"), options={"guard_post_capacity": 0})
    with pytest.raises(OptionError, match="unknown option"):
        new_game("hkk", decks("angyalok", "bestiak"), options={"no_such_rule": 1})


FUZZ_CARDS = '''# Cards for random hkk games that exercise what the starter decks don't: unions, control
# changes, copies, losing abilities, nets, anchors, attachments, buildings and items.
ruleset = "hkk"

[[card]]
name = "Szürke farkas"
types = ["creature"]
subtypes = ["farkas"]
colors = ["Sheran"]
cost = 1
attack = 2
life = 2
keywords = ["union with farkas"]

[[card]]
name = "Ezüst farkas"
types = ["creature"]
subtypes = ["farkas"]
colors = ["Elenios"]
cost = 1
attack = 1
life = 3
keywords = ["union with farkas", "invisibility", "resistance"]

[[card]]
name = "Falkavezér"
types = ["creature"]
subtypes = ["farkas"]
cost = 2
attack = 2
life = 2
keywords = ["union with Sheran", "see invisibility", "anchor"]
abilities = [{ kind = "activated", cost = "passivize", targets = ["creature"], text = "heal 1", effects = [{ effect = "heal", amount = 1, who = "target" }] }]

[[card]]
name = "Elcsábítás"
types = ["instant"]
cost = 1
abilities = [{ kind = "spell", targets = ["creature"], effects = [{ effect = "gain_control", what = "target", until = "end of turn" }] }]

[[card]]
name = "Tükörkép"
types = ["general"]
cost = 1
abilities = [{ kind = "spell", targets = ["card"], effects = [{ effect = "copy", of = "target" }] }]

[[card]]
name = "Feledés"
types = ["instant"]
cost = 0
abilities = [{ kind = "spell", targets = ["creature"], effects = [{ effect = "lose_abilities", what = "target" }] }]

[[card]]
name = "Pókháló"
types = ["enchantment"]
cost = 1
keywords = ["net", "cant be copied"]

[[card]]
name = "Védő aura"
types = ["enchantment"]
cost = 1
abilities = [
  { kind = "attach", targets = ["creature"] },
  { kind = "static", effects = [{ effect = "pump_all", filter = { types = ["creature"], whose = "you" }, attack = 1, life = 0 }] },
]

[[card]]
name = "Őrtorony"
types = ["building"]
cost = 2
keywords = ["guardian"]
abilities = [{ kind = "on play", effects = [{ effect = "draw", amount = 1 }] }]

[[card]]
name = "Bénító átok"
types = ["instant"]
cost = 0
abilities = [{ kind = "spell", targets = ["card"], effects = [{ effect = "passivize", what = "target" }] }]

[[card]]
name = "Varázsgyűrű"
types = ["item"]
cost = 1
keywords = ["cant change controller"]
abilities = [{ kind = "activated", cost = "passivize, 1 VP", limit = "once per turn", text = "copy a creature's abilities", targets = ["creature"], effects = [{ effect = "copy_abilities", from = "target" }] }]

[[card]]
name = "Mágus"
types = ["creature"]
cost = 2
attack = 2
life = 2
keywords = ["magic attack", "magic defense", "cant lose abilities", "ancient magic"]
'''  # noqa: E501


@cache
def fuzz_deck() -> tuple[CardDef, ...]:
    """Every test-only card three times, plus Kisebb angyal and pool cards that touch them."""
    from cardgame.cards.loader import load_card_text

    cards = load_card_text(FUZZ_CARDS, "test_hkk_sim.FUZZ_CARDS")
    pool = CardPool.builtin("hkk")
    extra = [pool.get(n) for n in ("Kisebb angyal", "Macskapárduc", "Szikra",
                                   "Tündöklő griff", "Sportszerűség", "Isteni átok")]
    return tuple(c for c in cards + extra for _ in range(3))


@settings(max_examples=40, **SETTINGS)
@given(seed=seeds, options=house_rules)
def test_random_games_with_unions_copies_and_control_changes(seed: int,
                                                             options: dict[str, Any]) -> None:
    """The rules no starter card reaches (K131.9-12, nets, anchors, attachments) under
    random play: no crash, no card lost, the game ends, and it replays."""
    from cardgame.cards.pool import CardPool as Pool

    pool = Pool.builtin("hkk").with_cards(fuzz_deck())
    both = (fuzz_deck(), fuzz_deck())
    result = play_one("hkk", both, seed, options={**options, "card_pool": pool})
    assert result.problem is None, f"seed {seed}, {options}: {result.problem}"
    assert result.game is not None
    check_ended(result.game, TURN_LIMIT)
    want = Counter(c.name for c in both[0] + both[1])
    assert cards_in_zones(result.game) == want
