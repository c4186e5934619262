""""Cards in graveyards lose all abilities." (Yixlid Jailer)

Why a module of its own: the layers compute permanents only; this effect reaches cards in
graveyards, so the ruleset's `card_chars` hook (asked by the engine for objects outside
the permanent zones) strips their abilities while a permanent with the effect is on the
battlefield. It changes nothing about how such a card enters the battlefield: the
replacement effects that apply to an entering permanent are read from it as it would
exist on the battlefield (614.12), where it has its abilities again, so Scarwood
Treefolk returned from a graveyard still enters tapped.

Static effect `graveyard_cards_lose_abilities`: no parameters.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from cardgame.engine.cardmodel import Effect
from cardgame.engine.layers import Chars
from cardgame.engine.objects import GameObject
from cardgame.rulesets.magic import printed
from cardgame.rulesets.magic.interpreter import EFFECTS

if TYPE_CHECKING:
    from cardgame.engine.game import Game
    from cardgame.rulesets.magic.effects import Context

WORD: str = "graveyard_cards_lose_abilities"


@EFFECTS.effect(WORD)
def _static_only(ctx: Context, e: Effect) -> None:
    """Only meaningful as a static ability; `card_chars` asks for it."""


def _in_force(game: Game) -> bool:
    if WORD not in printed.words(game):
        return False
    return any(e.kind == WORD for o in game.battlefield() for a in game.chars(o).abilities
               if a.kind == "static" for e in a.effects)


def card_chars(game: Game, obj: GameObject, chars: Chars) -> Chars:
    """A card in a graveyard has no abilities while the effect is in force."""
    if obj.zone != "graveyard" or not (chars.abilities or chars.keywords) \
            or not _in_force(game):
        return chars
    return dataclasses.replace(chars, abilities=(), keywords=())
