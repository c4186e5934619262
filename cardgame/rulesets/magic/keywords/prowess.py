"""K27 prowess (702.108): "Whenever you cast a noncreature spell, this creature gets +1/+1
until end of turn." (702.108a)

It triggers on casting (601.2i), so the bonus goes on the stack above the spell and
resolves first; each instance triggers separately (702.108b); the bonus ends at cleanup
(514.2). It watches the engine's SpellCast event through the trigger table (`fires`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardgame.engine.cardmodel import AbilityDef, Effect
from cardgame.engine.layers import LAYER_PT_MODIFY, Chars, ContinuousEffect
from cardgame.engine.objects import GameObject
from cardgame.rulesets.magic.keywords.base import ability_maker, effect_handler

if TYPE_CHECKING:
    from cardgame.engine.events import SpellCast
    from cardgame.engine.game import Game

TRIGGER = "you cast a noncreature spell"


@ability_maker
def _make(keyword: str) -> tuple[AbilityDef, ...] | None:
    if keyword != "prowess":
        return None
    return (AbilityDef("triggered", trigger=TRIGGER, effects=(Effect("prowess", {}),),
                       text="prowess"),)


def fires(game: Game, event: SpellCast, source: GameObject,
          chars: Chars) -> tuple[dict[str, Any], ...]:
    """601.2i: the spell just cast triggers prowess if its caster controls this and it
    is not a creature spell (the trigger table's row for prowess)."""
    if event.controller != chars.controller or "Creature" in game.chars(event.obj).types:
        return ()
    return ({},)


@effect_handler("prowess")
def _resolve(ctx: Any, e: Effect) -> None:
    g = ctx.game
    obj = g.objects.get(ctx.item.source)
    if obj is None or obj.zone != "battlefield" or obj.zcc != ctx.item.source_zcc:
        return
    g.add_effect(ContinuousEffect(LAYER_PT_MODIFY, g.next_timestamp(), "modify_pt", (1, 1),
                                  obj.id, "end_of_turn",
                                  affected=frozenset({(obj.id, obj.zcc)}), rule="702.108a"))
    g.log.add("702.108a", "prowess", "{} gets +1/+1 until end of turn (prowess)",
              obj.card.name)
