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


# (game, attacker -> its declared blockers) -> why the whole declaration is illegal, or
# None: restrictions no single blocker breaks, such as menace (509.1b)
DeclarationCheck = Callable[["Game", dict[int, list[int]]], "str | None"]
DECLARATION_CHECKS: list[DeclarationCheck] = []
# the words those checks look for: where no card of the game prints or grants one, each
# block of a declaration is legal or not by itself (`combat.declare_blockers`)
DECLARATION_WORDS: list[str] = []


def declaration_check(*words: str) -> Callable[[DeclarationCheck], DeclarationCheck]:
    """Register a check of whole block declarations that only a permanent with one of
    `words` can fail."""
    def register(fn: DeclarationCheck) -> DeclarationCheck:
        DECLARATION_CHECKS.append(fn)
        DECLARATION_WORDS.extend(words)
        return fn
    return register


def ability_maker(fn: AbilityMaker) -> AbilityMaker:
    ABILITY_MAKERS.append(fn)
    return fn

# effect kind -> handler(ctx, effect): the effects of keyword-made abilities go into the
# ruleset's interpreter and are resolved like any other (a handler may ask questions)
EffectHandler = Callable[..., object]


def effect_handler(kind: str) -> Callable[[EffectHandler], EffectHandler]:
    return EFFECTS.effect(kind)
