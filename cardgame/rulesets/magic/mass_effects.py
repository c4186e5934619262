"""Effects that change a whole set of permanents at once: "all noncreature artifacts
become 2/2 artifact creatures until end of turn".

Such an effect of a resolving spell locks its set when it begins (611.2c), and when it
has parts in several layers (a type in layer 4, power and toughness in layer 7b) each
part goes on applying to that same set (613.6), even once the permanents no longer match
the filter ("noncreature" artifacts that have become creatures).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.cardmodel import Effect
from cardgame.engine.layers import LAYER_PT_SET, LAYER_TYPE, ContinuousEffect
from cardgame.rulesets.magic.cardinfo import PERMANENT_TYPES
from cardgame.rulesets.magic.interpreter import EFFECTS

if TYPE_CHECKING:
    from cardgame.rulesets.magic.effects import Context


@EFFECTS.effect("become_all")
def _become_all(ctx: Context, e: Effect) -> None:
    """Each permanent matching `filter` now becomes `types` (and `subtypes`) in addition
    to its other types, with base power and toughness `power`/`toughness`, until end of
    turn: one effect in layers 4 and 7b on one locked set."""
    from cardgame.rulesets.magic.effects import filtered

    g = ctx.game
    objs = filtered(g, str(e.get("filter")), ctx.item.controller)
    if not objs:
        return
    affected = frozenset((o.id, o.zcc) for o in objs)
    types = tuple(e.get("types", ())) + tuple(e.get("subtypes", ()))
    stamp = g.next_timestamp()
    g.add_effect(ContinuousEffect(LAYER_TYPE, stamp, "add_types", types, ctx.item.source,
                                  "end_of_turn", affected=affected, rule="613.6",
                                  extra={"card_types": PERMANENT_TYPES}))
    pt = (int(e.get("power")), int(e.get("toughness")))
    g.add_effect(ContinuousEffect(LAYER_PT_SET, stamp, "set_pt", pt, ctx.item.source,
                                  "end_of_turn", affected=affected, rule="613.6"))
    for o in objs:
        g.log.add("613.6", "become_all", "{} becomes a {}/{} {} until end of turn",
                  o.card.name, pt[0], pt[1], " ".join(types))
