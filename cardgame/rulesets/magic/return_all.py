""""Return all Zombie creature cards from your graveyard to the battlefield tapped."
(Zombie Apocalypse)

Why a module of its own: the cards return at the same time (one event): each sees the
others enter (603.6a), and a card's "as this enters" choice can't pick another card
entering with it (614.13a, `sutured.as_enters`). The choices are made before any of them
moves (614.12a).

Effect `return_all_to_battlefield`: `subtype` (str, optional: only creature cards with
it), `tapped` (bool: they enter tapped).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine import events as ev
from cardgame.engine.cardmodel import Effect
from cardgame.rulesets.magic import exile_until, sutured
from cardgame.rulesets.magic.interpreter import EFFECTS

if TYPE_CHECKING:
    from cardgame.engine.game import Flow
    from cardgame.rulesets.magic.effects import Context


@EFFECTS.effect("return_all_to_battlefield")
def _return_all(ctx: Context, e: Effect) -> Flow:
    g = ctx.game
    you = ctx.item.controller
    sub = e.get("subtype")
    cards = [g.objects[i] for i in g.players[you].zones["graveyard"]
             if "Creature" in g.objects[i].card.types
             and (not sub or sub in g.objects[i].card.subtypes)]
    ids = {o.id for o in cards}
    for obj in cards:  # "as this enters" choices first, with the batch known (614.13a)
        yield from sutured.as_enters(g, obj, you, entering=ids)
    entered = []
    for obj in cards:
        if obj.zone != "graveyard":
            continue
        yield from g.move_flow(obj, "battlefield", controller=you)
        if obj.zone != "battlefield":
            continue
        if e.get("tapped", False):
            obj.tapped = True  # enters tapped: it never "becomes tapped"
        g.log.add("608.2", "return", "{} returns to the battlefield", obj.card.name)
        entered.append(ev.ZoneChange(obj, "graveyard", "battlefield", None, obj.zcc - 1))
    exile_until.enter_together(g, entered)
