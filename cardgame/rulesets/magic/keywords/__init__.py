"""Keyword abilities of the magic ruleset (702), one module per keyword.

Keywords are data on cards (`keywords = [...]`) and can be gained and lost through layer 6.
Each module holds the rule of its keyword and registers what it adds: blocking
restrictions, keyword-made abilities (rampage, flanking, cumulative upkeep, equip) and
their effects. Combat, targeting and damage ask the functions re-exported here.
"""

from __future__ import annotations

from functools import lru_cache

from cardgame.engine.cardmodel import AbilityDef
from cardgame.engine.layers import Chars
from cardgame.rulesets.magic.keywords import (  # noqa: F401 - modules register themselves
    banding,
    blocking,
    cumulative_upkeep,
    deathtouch,
    enchant,
    equip,
    fading,
    flanking,
    flying,
    hexproof,
    intimidate,
    landwalk,
    lifelink,
    menace,
    phasing,
    protection,
    prowess,
    rampage,
    reach,
    shadow,
    shroud,
    simple,
    strike,
    trample,
    undying,
    ward,
)
from cardgame.rulesets.magic.keywords.base import (
    ABILITY_MAKERS,
    BLOCK_CHECKS,
    DECLARATION_CHECKS,
)
from cardgame.rulesets.magic.keywords.protection import protection_qualities, protects_from

__all__ = ["block_restriction", "declaration_restriction", "target_restriction",
           "keyword_abilities", "protects_from", "protection_qualities"]


def block_restriction(game: object, attacker: Chars, blocker: Chars,
                      defender: int) -> str | None:
    """Why `blocker` can't block `attacker` (509.1b), or None."""
    for check in BLOCK_CHECKS:
        why = check(game, attacker, blocker, defender)  # type: ignore[arg-type]
        if why:
            return why
    return None


def declaration_restriction(game: object, blockers_of: dict[int, list[int]]) -> str | None:
    """Why a whole block declaration is illegal (509.1b: menace), or None."""
    for check in DECLARATION_CHECKS:
        why = check(game, blockers_of)  # type: ignore[arg-type]
        if why:
            return why
    return None


def target_restriction(target: Chars, source: Chars | None,
                       source_controller: int) -> str | None:
    """Why an object can't be targeted by this source (702.18a, 702.11b, 702.16b)."""
    if not target.keywords:
        return None
    return (shroud.target_problem(target, source_controller)
            or hexproof.target_problem(target, source_controller)
            or protection.target_problem(target, source))


@lru_cache(maxsize=1024)
def keyword_abilities(keywords: tuple[str, ...]) -> tuple[AbilityDef, ...]:
    """The abilities keywords stand for, one per instance (702.23c, 702.24b, 702.25b)."""
    out: list[AbilityDef] = []
    for kw in keywords:
        for make in ABILITY_MAKERS:
            made = make(kw)
            if made:
                out.extend(made)
                break
    return tuple(out)
