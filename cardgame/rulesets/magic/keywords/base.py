"""Registries the keyword modules fill: blocking restrictions and keyword-made abilities.

Each keyword module registers what it adds to the rules at import time; combat and
targeting ask these registries rather than knowing every keyword.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from cardgame.engine.cardmodel import AbilityDef
from cardgame.engine.layers import Chars
from cardgame.rulesets.magic.interpreter import EFFECTS

if TYPE_CHECKING:
    from cardgame.engine.game import Game

# (game, attacker, blocker, defending player) -> why the block is illegal, or None
BlockCheck = Callable[["Game", Chars, Chars, int], "str | None"]
BLOCK_CHECKS: list[BlockCheck] = []

# keyword text -> the abilities it stands for (702.xa "X is a triggered ability...")
AbilityMaker = Callable[[str], "tuple[AbilityDef, ...] | None"]
ABILITY_MAKERS: list[AbilityMaker] = []


def block_check(fn: BlockCheck) -> BlockCheck:
    BLOCK_CHECKS.append(fn)
    return fn


def ability_maker(fn: AbilityMaker) -> AbilityMaker:
    ABILITY_MAKERS.append(fn)
    return fn

# effect kind -> handler(ctx, effect): the effects of keyword-made abilities go into the
# ruleset's interpreter and are resolved like any other (a handler may ask questions)
EffectHandler = Callable[..., object]


def effect_handler(kind: str) -> Callable[[EffectHandler], EffectHandler]:
    return EFFECTS.effect(kind)
