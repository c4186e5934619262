"""Shortcuts of the speedC round (docs/performance.md, "speedC") that must answer what
the longer way did: the sources' order for a payment, the printed mana value kept with
a card's facts, and the battlefield list without phased-out permanents."""

from __future__ import annotations

import random

import pytest

from cardgame.cards.pool import CardPool
from cardgame.rulesets.magic import mana
from cardgame.rulesets.magic.cardinfo import card_info


def _sources(rng: random.Random, kinds: list[str]) -> list[tuple[int, str]]:
    return [(i, rng.choice(kinds)) for i in range(rng.randint(0, 8))]


@pytest.mark.parametrize("kinds", [
    ["G", "R", "W"],  # basic lands: one symbol each
    ["G", "RG", "WUBRG", "R"],  # mixed
    ["RG", "UB"],  # all two
    ["", "G", "RG"],  # (no source makes nothing, but the order must hold anyway)
])
def test_sources_are_ordered_as_a_stable_sort_by_symbol_count(kinds: list[str]) -> None:
    rng = random.Random(7)
    for _ in range(300):
        sources = _sources(rng, kinds)
        want = sorted(sources, key=lambda s: len(s[1]))
        assert mana._fewest_symbols_first(sources) == want, sources


def test_the_kept_mana_value_is_the_printed_costs() -> None:
    cards = CardPool.builtin("magic").cards()
    assert cards
    for card in cards:
        info = card_info(card)
        assert info.mana_value == info.cost.mana_value, card.name


def test_a_phased_out_permanent_is_not_on_the_battlefield_list() -> None:
    from scenario_games import asking_game

    game = asking_game("""
format = 1
name = "phased out"
ruleset = "magic"
[state]
turn = 2
step = "main1"
[state.p1]
battlefield = ["Forest", "Grizzly Bears", "Mountain"]
library = ["Forest", "Forest"]
[state.p2]
library = ["Forest", "Forest"]
""")
    bears = next(o for o in game.battlefield() if o.card.name == "Grizzly Bears")
    bears.phased_out = True
    game.invalidate()
    assert [o.card.name for o in game.battlefield()] == ["Forest", "Mountain"]
