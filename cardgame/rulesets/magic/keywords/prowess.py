"""K27 prowess (702.108): "Whenever you cast a noncreature spell, this creature gets +1/+1
until end of turn." (702.108a)

It triggers on casting (601.2i), so the bonus goes on the stack above the spell and
resolves first; each instance triggers separately (702.108b); the bonus ends at cleanup
(514.2). `spell_cast` is the one hook: the cast action calls it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardgame.engine.cardmodel import AbilityDef, Effect
from cardgame.engine.layers import LAYER_PT_MODIFY, ContinuousEffect
from cardgame.engine.objects import PendingTrigger, StackItem
from cardgame.rulesets.magic.keywords.base import ability_maker, effect_handler

if TYPE_CHECKING:
    from cardgame.engine.game import Game

TRIGGER = "you cast a noncreature spell"


@ability_maker
def _make(keyword: str) -> tuple[AbilityDef, ...] | None:
    if keyword != "prowess":
        return None
    return (AbilityDef("triggered", trigger=TRIGGER, effects=(Effect("prowess", {}),),
                       text="prowess"),)


def spell_cast(game: Game, spell: StackItem) -> None:
    """601.2i: a noncreature spell was cast; its caster's prowess abilities trigger."""
    if "Creature" in game.chars(game.objects[spell.id]).types:
        return
    for obj in game.battlefield():
        chars = game.chars(obj)
        if chars.controller != spell.controller:
            continue
        for ab in chars.abilities:
            if ab.kind == "triggered" and ab.trigger == TRIGGER:
                game.triggers.append(PendingTrigger(obj.id, spell.controller, ab,
                                                    f"{obj.card.name}: prowess", obj.zcc))


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
