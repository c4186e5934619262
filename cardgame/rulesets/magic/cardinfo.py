"""Facts about a printed card that the magic rules ask for constantly, computed once.

Cached on the (immutable) card definition itself, so looking them up costs one dict
access. Only printed facts live here; anything effects can change is asked of
`game.chars(obj)` instead.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardgame.engine.cardmodel import AbilityDef, CardDef
from cardgame.rulesets.magic.mana import ManaCost, parse_mana_cost


@dataclass(frozen=True, slots=True)
class CardInfo:
    """Printed facts: land or not, instant speed, the mana cost, ability flags."""

    is_land: bool
    instant_speed: bool
    cost: ManaCost
    has_activated: bool  # non-mana activated abilities
    has_triggered: bool  # printed or keyword-made (rampage, flanking, cumulative upkeep)
    castable: bool  # not a land, not Filler
    has_static: bool
    # cast from a hand with nothing to choose or pay but its mana cost: no mode, no
    # target (nor an Aura's), no X, no additional cost (see `actions.legal_actions`)
    plain_cast: bool
    mana_value: int  # the printed cost's (a property computed at each look otherwise)


def card_info(card: CardDef) -> CardInfo:
    """The card's facts; hot loops read `card.facts["magic_info"]` directly (set on creation)."""
    info = card.facts.get("magic_info")
    if info is None:
        info = _compute(card)
        card.facts["magic_info"] = info
    return info  # type: ignore[no-any-return]


def _compute(card: CardDef) -> CardInfo:
    from cardgame.rulesets.magic import spell_costs
    from cardgame.rulesets.magic.keywords import keyword_abilities

    cost = parse_mana_cost(card.cost) if isinstance(card.cost, str) else ManaCost()
    land = "Land" in card.types
    abilities = card.abilities + keyword_abilities(card.keywords)
    return CardInfo(
        is_land=land,
        instant_speed="Instant" in card.types or "flash" in card.keywords,
        cost=cost,
        has_activated=any(a.kind == "activated" for a in abilities),
        has_triggered=any(a.kind == "triggered" for a in abilities),
        castable=not land and not card.is_filler,
        has_static=any(a.kind == "static" for a in card.abilities),
        plain_cast=not land and not card.is_filler and not card.modes and not card.targets
        and "Aura" not in card.subtypes and not cost.x
        and spell_costs.additional(card) is None,
        mana_value=cost.mana_value,
    )


PERMANENT_TYPES = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker")


def is_permanent_card(card: CardDef) -> bool:
    """110.4: these card types become permanents when they resolve."""
    types = card.types
    for t in PERMANENT_TYPES:  # (a loop, not a generator: asked at every resolution)
        if t in types:
            return True
    return False


def mana_symbols(abilities: tuple[AbilityDef, ...]) -> str:
    """Symbols a plain '{T}: add ...' mana ability makes ('' if there is none)."""
    for ab in abilities:
        # a variable amount ("for each creature you control") is left to the player
        if ab.kind == "mana" and ab.cost == "{T}" \
                and not any(e.get("amount") is not None for e in ab.effects):
            syms = "".join(parse_mana_cost(str(e.get("mana"))).symbols
                           for e in ab.effects if e.kind == "add_mana")
            if syms:
                return syms
    return ""
