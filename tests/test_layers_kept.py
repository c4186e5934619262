"""Characteristics kept per object (`layers.compute_kept`, docs/performance.md "Layers
kept per object") equal a full computation at every decision of seeded random games,
and the 613.8 dependencies decided from declared reads and writes keep the trials that
matter (Kormus Bell waits for Urborg) and skip the ones that can't."""

from __future__ import annotations

from typing import Any

import pytest

from cardgame.agents.random_agent import RandomAgent
from cardgame.decks import card_decks
from cardgame.engine import layers
from cardgame.engine.layers import LAYER_TYPE, ContinuousEffect, compute_all, effect_writes
from cardgame.rulesets import new_game


def _full(game: Any) -> dict[int, Any]:
    kw = game.rules.keyword_abilities if game.rules.has_keyword_abilities else None
    effects = game.active_effects()
    return compute_all(game.battlefield(), effects, kw) if effects else {}


@pytest.mark.parametrize(("decks", "seed"), [
    (None, 3),
    (["decks/blue-white-mirrors.txt", "decks/white-blue-skies.txt"], 7),
    (["decks/red-green-stompers.txt", "decks/white-blue-skies.txt"], 11),
])
def test_kept_characteristics_equal_a_full_computation(decks: list[str] | None, seed: int,
                                                       monkeypatch: Any) -> None:
    """Every permanent's characteristics, as the game keeps them, are what computing
    every permanent again from scratch gives, after every answer of 4 games; and the
    game computed fewer objects than that (some were kept)."""
    pool = card_decks("magic", decks)
    computed = [0]
    real = layers.compute_all

    def counting(objs: Any, effects: Any, kw: Any = None) -> Any:
        objs = list(objs)
        computed[0] += len(objs)
        return real(objs, effects, kw)

    monkeypatch.setattr(layers, "compute_all", counting)  # seen by the pure build only
    compared = 0
    for g in range(4):
        game = new_game("magic", pool, seed=seed * 100 + g, options={"turn_limit": 60})
        agents = (RandomAgent(seed * 7 + g), RandomAgent(seed * 7 + g + 1))
        assert game._layer_memo is not None  # magic keeps characteristics per object
        steps = 0
        while not game.over and steps < 400:
            d = game.pending
            assert d is not None
            game.answer(agents[d.player].decide(game.view_for(d.player), d))
            steps += 1
            kept = {o.id: game.chars(o) for o in game.battlefield()}
            full = _full(game)
            computed[0] -= len(full)  # the check's own computation doesn't count
            for oid, c in full.items():
                assert kept[oid] == c, (game.objects[oid].card.name, steps)
                compared += 1
    assert compared > 500
    if not layers.__file__.endswith(".py"):
        return  # compiled: the count can't be watched
    assert computed[0] < compared  # permanents were kept, not all computed again


def test_declared_writes_narrow_to_values() -> None:
    """Kormus Bell's "Swamps are creatures" adds only the type Creature: it can't change
    what "lands" applies to, so Urborg never waits for it; Urborg adds the subtype Swamp,
    which the Bell's "Swamps" reads, so the Bell may wait for Urborg (613.8a)."""
    from cardgame.rulesets.magic.vocabulary import FILTER_READS

    def eff(op: str, value: Any, reads: frozenset[str] | None, **kw: Any) -> ContinuousEffect:
        return ContinuousEffect(LAYER_TYPE, 1, op, value, 1, applies=lambda o, c: True,
                                reads=reads, **kw)

    bell = eff("add_types", ("Creature",), FILTER_READS["Swamps"],
               extra={"card_types": ("Creature", "Land")})
    urborg = eff("adjust", None, FILTER_READS["lands"],
                 writes=frozenset({"subtypes:Swamp", "abilities:mana"}))
    assert effect_writes(bell) == frozenset({"types:Creature"})
    assert not layers._may_depend(urborg, bell)
    assert layers._may_depend(bell, urborg)
    # a whole-field write reaches a narrowed read, and a narrowed write a whole read
    assert layers._overlap(frozenset({"types:Land"}), frozenset({"types"}))
    assert layers._overlap(frozenset({"types"}), frozenset({"types:Creature"}))
    assert not layers._overlap(frozenset({"types:Land"}), frozenset({"types:Creature"}))
    # adding mana abilities never makes a static ability exist or stop existing
    assert not layers._overlap(layers._EXISTENCE, frozenset({"abilities:mana"}))
    assert layers._overlap(layers._EXISTENCE, frozenset({"keywords", "abilities"}))
