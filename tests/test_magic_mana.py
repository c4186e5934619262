"""Mana costs and automatic payment of the magic ruleset: hybrid symbols (107.4e) and the
choice of floating mana for generic costs (which colour to keep)."""

from __future__ import annotations

import pytest

from cardgame.rulesets.magic.mana import ManaCostError, parse_mana_cost, plan_payment


def test_generic_from_the_pool_keeps_the_scarce_colour() -> None:
    planned = plan_payment(parse_mana_cost("{1}{G}"), {"G": 2, "W": 1}, [])
    assert planned == ({"G": 2}, [])


def test_generic_from_the_pool_spends_colourless_first() -> None:
    planned = plan_payment(parse_mana_cost("{1}{G}"), {"G": 1, "W": 1, "C": 1}, [])
    assert planned == ({"G": 1, "C": 1}, [])


def test_generic_from_the_pool_keeps_what_the_hand_asks_for() -> None:
    planned = plan_payment(parse_mana_cost("{1}"), {"U": 2, "R": 1}, [], {"U": 2})
    assert planned == ({"R": 1}, [])


def test_hybrid_cost_parses_with_value_colours_and_text() -> None:
    cost = parse_mana_cost("{1}{U/R}")
    assert cost.generic == 1 and cost.symbols == "" and cost.hybrid == ("UR",)
    assert cost.mana_value == 2
    assert cost.colors() == ("blue", "red")
    assert str(cost) == "{1}{U/R}"


@pytest.mark.parametrize("text", ["{U/U}", "{U/X}", "{2/R}", "{U/R/G}"])
def test_malformed_hybrid_is_refused(text: str) -> None:
    with pytest.raises(ManaCostError):
        parse_mana_cost(text)


def test_hybrid_paid_by_either_colour_from_lands() -> None:
    cost = parse_mana_cost("{1}{U/R}")
    assert plan_payment(cost, {}, [(1, "R"), (2, "G")]) == ({}, [(1, "R"), (2, "G")])
    assert plan_payment(cost, {}, [(1, "G"), (2, "U")]) == ({}, [(2, "U"), (1, "G")])
    assert plan_payment(cost, {}, [(1, "G"), (2, "W")]) is None


def test_hybrid_paid_from_the_pool() -> None:
    assert plan_payment(parse_mana_cost("{U/R}"), {"R": 1}, []) == ({"R": 1}, [])


def test_hybrid_cost_is_displayed_as_one_symbol() -> None:
    from cardgame.tui.present import cost_text, mana_symbols

    assert mana_symbols("{1}{U/R}") == ["1", "U/R"]
    assert cost_text("{1}{U/R}") == "1(U/R)"


def test_inside_out_is_blue_and_red_with_mana_value_two() -> None:
    from cardgame.cards.pool import CardPool
    from cardgame.rulesets.magic.cardinfo import card_info

    card = CardPool.builtin("magic").get("Inside Out")
    assert card is not None
    assert card.colors == ("blue", "red")
    assert card_info(card).cost.mana_value == 2
