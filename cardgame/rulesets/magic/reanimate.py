""""Return target creature card from your graveyard to the battlefield." (Zombify)

Why a module of its own: a card put onto the battlefield from a graveyard by an effect
(not cast): it enters under the control of the effect's controller, and the replacement
effects that apply to it as it enters (enters tapped, 614.12) are those of the permanent
it will be.

Effect `return_to_battlefield`: `what` (ref, a card in a graveyard).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.cardmodel import Effect
from cardgame.rulesets.magic.interpreter import EFFECTS

if TYPE_CHECKING:
    from cardgame.engine.game import Flow
    from cardgame.rulesets.magic.effects import Context


@EFFECTS.effect("return_to_battlefield")
def _return_to_battlefield(ctx: Context, e: Effect) -> Flow:
    g = ctx.game
    for obj in ctx.objects(e.get("what")):
        if obj.zone != "graveyard":
            continue
        yield from g.move_flow(obj, "battlefield", controller=ctx.item.controller)
        if obj.zone == "battlefield":
            g.log.add("608.2", "return", "{} returns to the battlefield{}", obj.card.name,
                      " tapped" if obj.tapped else "")
