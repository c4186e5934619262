""""Prevent the next N damage that would be dealt to target creature and each other
creature that shares a color with it this turn" (radiance, Wojek Apothecary, 615.11).

Why a module of its own: the creatures shielded are a set read once, as the ability
resolves (608.2h, 611.2c): the target and every other creature on the battlefield that
shares at least one colour with it then. Each gets its own shield of N (615.7); a
creature that changes colour later neither gains nor loses its shield. An illegal target
(gone, or no longer a creature) shields nothing: there is no colour to share.

Effect `prevent_damage_sharing_color`: `to` (the target, default "target"), `amount`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.cardmodel import Effect
from cardgame.rulesets.magic.interpreter import EFFECTS

if TYPE_CHECKING:
    from cardgame.rulesets.magic.effects import Context

KIND = "prevent_damage_sharing_color"


@EFFECTS.effect(KIND)
def _shield_sharing(ctx: Context, e: Effect) -> None:
    from cardgame.rulesets.magic.damage import shield_key

    g = ctx.game
    picked = [t for t in ctx.refs(e.get("to"), "target") if isinstance(t, int)]
    if not picked:
        return
    colors = set(g.chars(g.objects[picked[0]]).colors)
    shielded = [picked[0]] + [
        o.id for o in g.battlefield()
        if o.id != picked[0] and "Creature" in g.chars(o).types
        and colors & set(g.chars(o).colors)]
    n = ctx.amount(e)
    shields = g.state.setdefault("shields", {})
    for oid in shielded:
        key = shield_key(g, oid)
        shields[key] = shields.get(key, 0) + n
        g.log.add("615.7", "shield", "the next {} damage to {} this turn will be prevented",
                  n, g.chars(g.objects[oid]).name)
