"""The hkk card schema: what an hkk `[[card]]` table may hold, checked strictly.

The abilities are checked by the hkk vocabulary (`cardgame.rulesets.hkk.vocabulary`,
documented in docs/hkk-abilities.md). The card loader (`cardgame.cards.loader`) calls
`build_card` through `DESCRIPTION.card_schema`.
"""

from __future__ import annotations

import re
from typing import Any

from cardgame.engine.cardmodel import CardDef
from cardgame.engine.description import CardSchema
from cardgame.tablecheck import TableChecker, describe, did_you_mean

FILLER = "Filler"  # the card of default libraries: only it may have the type "Filler"
_Card = TableChecker

HKK_KEYS = (
    "name", "name_en", "ruleset", "types", "subtypes", "colors", "cost", "attack", "life",
    "keywords", "text", "abilities",
)
# Keys of other games' cards, so a card written with the wrong schema gets a useful hint.
CROSS_HINTS = {"power": "hkk cards use attack", "toughness": "hkk cards use life",
               "supertypes": "hkk cards have no supertypes",
               "effects": "hkk abilities go in abilities",
               "targets": "hkk abilities go in abilities",
               "modes": "hkk abilities go in abilities",
               "loyalty": "hkk cards have no loyalty"}

HKK_TYPES = ("creature", "building", "item", "spell", "instant", "general", "enchantment",
             "skill", "land")
HKK_PLAIN_KEYWORDS = (
    "flying", "invisibility", "see invisibility", "resurrection", "magic attack",
    "magic defense", "resistance", "net", "guardian", "anchor", "ancient magic",
    "cant change controller", "cant be copied", "cant lose abilities",
)
_HKK_UNION = re.compile(r"^union with \S.*$")


def is_hkk_keyword(text: str) -> bool:
    """True when `text` is an hkk keyword as formats/cards.md spells it."""
    return text in HKK_PLAIN_KEYWORDS or bool(_HKK_UNION.match(text))


def build_card(c: _Card) -> CardDef:
    t = c.table
    c.check_keys(t, (), HKK_KEYS, CROSS_HINTS)
    name = c.str_value(t, (), "name", required=True)
    assert name is not None
    name = name.strip()
    name_en = c.str_value(t, (), "name_en") or ""
    if "types" not in t:
        raise c.err(("types",), "no 'types'", 'types = ["creature"] (required)')
    allowed = (FILLER,) + HKK_TYPES if name == FILLER else HKK_TYPES
    types = c.str_list(t, (), "types", allowed, "hkk type")
    if not types:
        raise c.err(("types",), "an empty list", "at least one type, e.g. [\"creature\"]")
    if FILLER in types and types != (FILLER,):
        raise c.err(("types",), f"types = {list(types)}", f'types = ["{FILLER}"] alone')
    subtypes = c.str_list(t, (), "subtypes")
    colors = c.str_list(t, (), "colors")
    cost = c.int_value(t, (), "cost")
    attack = c.int_value(t, (), "attack")
    life = c.int_value(t, (), "life")
    if "creature" in types:
        for key, val in (("attack", attack), ("life", life)):
            if val is None:
                raise c.err((key,), f"no {key!r} on a creature", f"{key} = <whole number>")
    keywords: list[str] = []
    for i, kw in enumerate(c.list_value(t, (), "keywords")):
        if not isinstance(kw, str):
            raise c.err(("keywords", i), describe(kw), "a keyword string such as \"flying\"")
        if not is_hkk_keyword(kw):
            raise c.err(("keywords", i), f"unknown keyword {kw!r}",
                        "an hkk keyword spelled as in docs/cards.md (e.g. \"invisibility\", "
                        "\"union with <quality>\")",
                        did_you_mean(kw, HKK_PLAIN_KEYWORDS + ("union with",)))
        keywords.append(kw)
    text = c.str_value(t, (), "text", nonempty=False) or ""
    raw: list[dict[str, Any]] = []
    tables = c.table_list(t, (), "abilities")
    for sub, a in tables:
        if "kind" not in a:
            raise c.err(sub + ("kind",), "an ability without kind", 'kind = "..." (a string)')
        if not isinstance(a["kind"], str) or not a["kind"].strip():
            raise c.err(sub + ("kind",), describe(a["kind"]), "a non-empty string")
        raw.append(dict(a))
    # the hkk ability vocabulary (docs/hkk-abilities.md) checks and builds the abilities;
    # the raw tables stay in `extra` for displays that show them as written
    from cardgame.rulesets.hkk.vocabulary import parse_abilities

    abilities = parse_abilities(tables, types, c.err)
    extra: tuple[tuple[str, Any], ...] = (("abilities", tuple(raw)),) if raw else ()
    return CardDef(
        name=name, ruleset="hkk", types=types, subtypes=subtypes, cost=cost, colors=colors,
        keywords=tuple(keywords), text=text, name_en=name_en, power=attack, toughness=life,
        abilities=abilities, extra=extra)


SCHEMA = CardSchema(HKK_KEYS, CROSS_HINTS, build_card)
