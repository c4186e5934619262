"""Unit tests of the engine API that scenarios can't reach: views, refusals, digests."""

from __future__ import annotations

import pytest

from cardgame.cards.pool import CardPool
from cardgame.errors import IllegalAction
from cardgame.scenario.loader import loads_scenario
from cardgame.scenario.setup import build_game, scenario_pool

TELEPATHY = """
format = 1
name = "Telepathy"
ruleset = "magic"
[state.p1]
battlefield = ["Telepathy"]
hand = ["Grizzly Bears"]
[state.p2]
hand = ["Lightning Bolt", "Giant Growth"]
"""


def _game(text: str):  # type: ignore[no-untyped-def]
    sc = loads_scenario(text, "test.toml")
    game, _labels = build_game(sc, scenario_pool(sc))
    for p in game.players:
        p.autopass = False  # always asked, as after an undo
    game.start()
    return game


def test_m11_telepathy_reveals_the_opponents_hand_to_its_controller_only() -> None:
    """M11 / 604.1: a static ability changes what its controller may see."""
    game = _game(TELEPATHY)
    p1_view, p2_view = game.view_for(0), game.view_for(1)
    assert [o.card.name for o in p1_view.hand(1) or []] == ["Lightning Bolt", "Giant Growth"]
    assert p2_view.hand(0) is None  # p2 has no Telepathy
    assert p2_view.hand_size(0) == 1
    with pytest.raises(PermissionError):
        p2_view.public_zone(0, "library")


def test_without_telepathy_hands_are_hidden() -> None:
    game = _game(TELEPATHY.replace('battlefield = ["Telepathy"]', ""))
    assert game.view_for(0).hand(1) is None
    assert [o.card.name for o in game.view_for(0).hand(0) or []] == ["Grizzly Bears"]


def test_a_refused_answer_changes_nothing_and_names_its_rule() -> None:
    """DESIGN: an illegal answer is refused before anything changes (117.1a)."""
    game = _game(TELEPATHY)
    d = game.pending
    assert d is not None and d.kind == "priority" and d.player == 0
    bears = next(o for o in game.objects.values() if o.card.name == "Grizzly Bears")
    before = (game.digest(), len(game.answers), len(game.log))
    with pytest.raises(IllegalAction) as err:
        game.answer({"action": "cast", "card": bears.id, "targets": []})
    assert "601.2h" in str(err.value)  # no mana to pay {1}{G}
    assert (game.digest(), len(game.answers), len(game.log)) == before


def test_digest_ignores_object_ids_but_not_state() -> None:
    a, b = _game(TELEPATHY), _game(TELEPATHY)
    assert a.digest() == b.digest()
    next(o for o in b.objects.values() if o.card.name == "Telepathy").tapped = True
    assert a.digest() != b.digest()


def test_every_pool_card_has_its_facts_computed_once() -> None:
    from cardgame.rulesets.magic.cardinfo import card_info

    pool = CardPool.builtin("magic")
    for name in pool.names():
        card = pool.get(name)
        assert card_info(card) is card_info(card)


ADD_TYPES = """
format = 1
name = "add_types: the ruleset says which words are card types"
ruleset = "magic"
[[card]]
name = "Animate Artifact Test"
types = ["Instant"]
cost = "{U}"
targets = ["creature"]
effects = [{ effect = "add_types", what = "target", types = ["Artifact"], subtypes = ["Golem"] }]
[state.p1]
battlefield = ["Island", { card = "Grizzly Bears", id = "bear" }]
hand = ["Animate Artifact Test"]
[[do]]
player = "p1"
cast = "Animate Artifact Test"
targets = ["bear"]
[stop]
turn = 1
step = "main2"
"""


def test_add_types_splits_types_and_subtypes_as_the_ruleset_says() -> None:
    from cardgame.scenario.runner import run_scenario

    result = run_scenario(loads_scenario(ADD_TYPES, "test.toml"))
    assert result.status == "pass", result.messages
    game = result.game
    assert game is not None
    bear = next(o for o in game.battlefield() if o.card.name == "Grizzly Bears")
    chars = game.chars(bear)
    assert chars.types == ("Creature", "Artifact")
    assert chars.subtypes == ("Bear", "Golem")


def test_a_game_starts_once() -> None:
    """A second start would run the setup again and subscribe every observer twice (each
    trigger would fire twice): it is refused."""
    from cardgame.cli import _load_decks
    from cardgame.rulesets import new_game

    game = new_game("magic", _load_decks("magic", None), seed=1)
    with pytest.raises(RuntimeError, match="already started"):
        game.start()
