"""Fading (702.32): "Fading N" means "This permanent enters with N fade counters on it"
and "At the beginning of your upkeep, remove a fade counter from this permanent. If you
can't, sacrifice the permanent." (702.32a)

Why the first part is a static ability written as `enters_with_counters`: it is a
replacement effect on the event that puts the permanent onto the battlefield (614.1c), so
it is read from whatever the permanent enters as; a Clone entering as a copy of a fading
creature enters with its fade counters (707.5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardgame.engine.cardmodel import AbilityDef, Effect
from cardgame.rulesets.magic.keywords.base import ability_maker, effect_handler

if TYPE_CHECKING:
    from cardgame.engine.game import Game

PREFIX = "fading "


@ability_maker
def _make(keyword: str) -> tuple[AbilityDef, ...] | None:
    if not keyword.startswith(PREFIX) or not keyword[len(PREFIX):].isdigit():
        return None
    n = int(keyword[len(PREFIX):])
    return (AbilityDef("static", effects=(Effect("enters_with_counters",
                                                 {"counter": "fade", "amount": n}),),
                       text=f"{keyword} (enters with {n} fade counters)"),
            AbilityDef("triggered", trigger="beginning of your upkeep",
                       effects=(Effect("fading_upkeep", {}),),
                       text=f"{keyword} (remove a fade counter or sacrifice it)"))


@effect_handler("fading_upkeep")
def _upkeep(ctx: Any, e: Effect) -> None:
    g: Game = ctx.game
    obj = g.objects.get(ctx.item.source)
    if obj is None or obj.zone != "battlefield" or obj.zcc != ctx.item.source_zcc:
        return
    if g.remove_counters(obj, "fade", 1):
        g.log.add("702.32a", "fade", "{} loses a fade counter", obj.card.name)
        return
    if g.chars(obj).controller == ctx.item.controller:
        g.move(obj, "graveyard")
        g.log.add("702.32a", "sacrifice", "{} has no fade counter: it is sacrificed",
                  obj.card.name)
