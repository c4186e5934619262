"""Basic land types and their mana abilities as characteristics (305.6, 305.7).

Why a module: a land's basic land type *is* an ability ("{T}: Add {B}" for a Swamp,
305.6), so an effect that adds a basic land type in layer 4 (Urborg, Tomb of Yawgmoth:
"each land is a Swamp in addition to its other land types") gives the mana ability with
it, and one that sets a land's subtype to a basic land type (Blood Moon: "nonbasic lands
are Mountains") takes away the land's other land types and every ability of its rules
text, leaving the new type's mana ability (305.7). Both are applied in the layer of the
type-changing effect, which is what makes Blood Moon and Urborg depend on each other
(613.8a: Blood Moon changes the existence of Urborg's effect).
"""

from __future__ import annotations

from collections.abc import Callable

from cardgame.engine.cardmodel import AbilityDef, Effect
from cardgame.engine.layers import Chars
from cardgame.engine.objects import GameObject

BASIC_LAND_MANA = {"Plains": "{W}", "Island": "{U}", "Swamp": "{B}", "Mountain": "{R}",
                   "Forest": "{G}"}


def basic_mana_ability(land_type: str) -> AbilityDef:
    """305.6: the mana ability a basic land type gives."""
    mana = BASIC_LAND_MANA[land_type]
    return AbilityDef(kind="mana", cost="{T}", effects=(Effect("add_mana", {"mana": mana}),),
                      text=f"{{T}}: Add {mana}.")


_MANA = {t: basic_mana_ability(t) for t in BASIC_LAND_MANA}


def is_basic_land_type(name: str) -> bool:
    return name in BASIC_LAND_MANA


def add_land_types(subtypes: tuple[str, ...]) -> Callable[[GameObject, Chars], None]:
    """"Is a Swamp in addition to its other land types": the type and its mana ability."""
    def adjust(obj: GameObject, c: Chars) -> None:
        for t in subtypes:
            if t in c.subtypes:
                continue
            c.subtypes = c.subtypes + (t,)
            ability = _MANA.get(t)
            if ability is not None and ability not in c.abilities:
                c.abilities = c.abilities + (ability,)
    return adjust


def set_land_types(subtypes: tuple[str, ...]) -> Callable[[GameObject, Chars], None]:
    """305.7: the land has just these land types, loses the abilities of its rules text
    (printed keywords too) and has the mana ability of each new basic land type. Its
    other subtypes (a land creature's creature types) stay."""
    def adjust(obj: GameObject, c: Chars) -> None:
        if "Land" not in c.types:
            c.subtypes = tuple(subtypes)
            return
        others = tuple(s for s in c.subtypes if "Creature" in c.types
                       and s not in BASIC_LAND_MANA and s not in obj.card.subtypes)
        c.subtypes = tuple(subtypes) + others
        c.abilities = tuple(_MANA[t] for t in subtypes if t in _MANA)
        c.keywords = ()
    return adjust
