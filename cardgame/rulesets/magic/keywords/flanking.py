"""K23 flanking (702.25): "Whenever this creature becomes blocked by a creature without
flanking, the blocking creature gets -1/-1 until end of turn."

It triggers once per such blocker (509.5d "becomes blocked by a creature"), and each
instance triggers separately (702.25b). The blocker is named in the trigger's event.
"""

from __future__ import annotations

from typing import Any

from cardgame.engine.cardmodel import AbilityDef, Effect
from cardgame.engine.layers import LAYER_PT_MODIFY, Chars, ContinuousEffect
from cardgame.rulesets.magic.keywords.base import ability_maker, effect_handler

TRIGGER = "becomes blocked by a creature"


@ability_maker
def _make(keyword: str) -> tuple[AbilityDef, ...] | None:
    if keyword != "flanking":
        return None
    return (AbilityDef("triggered", trigger=TRIGGER, condition="blocker without flanking",
                       effects=(Effect("flanking", {}),), text="flanking"),)


def triggers_for(blocker: Chars) -> bool:
    return not blocker.has("flanking")


@effect_handler("flanking")
def _resolve(ctx: Any, e: Effect) -> None:
    g = ctx.game
    bid, bzcc = ctx.item.extra.get("blocker", (None, None))
    obj = g.objects.get(bid) if bid is not None else None
    if obj is None or obj.zone != "battlefield" or obj.zcc != bzcc:
        return
    g.add_effect(ContinuousEffect(LAYER_PT_MODIFY, g.next_timestamp(), "modify_pt", (-1, -1),
                                  ctx.item.source, "end_of_turn",
                                  affected=frozenset({(obj.id, obj.zcc)}), rule="702.25a"))
    g.log.add("702.25a", "flanking", "{} gets -1/-1 until end of turn (flanking)",
              obj.card.name)
