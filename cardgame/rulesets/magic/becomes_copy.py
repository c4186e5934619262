""""This becomes a copy of that creature, except it has this ability" (707.4, 707.9a):
a permanent already on the battlefield becomes a copy of another (Unstable Shapeshifter).

Why a module of its own: "enters as a copy" (copies.py) is a replacement effect applied
as the permanent enters; this is a one-shot effect of a resolving ability that changes a
permanent in place. The permanent stays the same object (no zone change, 400.7): its
counters, damage, tapped status and the effects already applying to it (Giant Growth's
+3/+3, 707.4; "destroy it at the beginning of the next end step", 707.11) go on applying.
Only its copiable values change (layer 1, 613.2a): the other creature's copiable values
(707.2), with the exception written into them (707.9b: "except it has this ability" is
part of the copy, so a Clone copying it later has the ability too, 707.9a).

Becoming a copy is not entering: "as this enters" choices of the copied card are not made
(607.5a: Voice of All's protection from the chosen colour protects from nothing).

Effect `become_copy`: `of` (a ref, "that creature" of the trigger event, or a target),
`keep_ability` (bool: "except it has this ability"), `keep_color` (bool: "except it
doesn't copy that creature's color": it keeps its own, Vesuvan Doppelganger).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from cardgame.engine.cardmodel import Effect
from cardgame.engine.copies import become_copy
from cardgame.rulesets.magic.interpreter import EFFECTS

if TYPE_CHECKING:
    from cardgame.rulesets.magic.effects import Context

BECOME_COPY = "become_copy"


@EFFECTS.effect(BECOME_COPY)
def _become_copy(ctx: Context, e: Effect) -> None:
    g = ctx.game
    this = ctx.refs("self")
    that = ctx.refs(str(e.get("of", "that creature")))
    if not this or not that or not isinstance(this[0], int) or not isinstance(that[0], int):
        g.log.add("707.4", "copy_none", "{}: nothing becomes a copy", ctx.item.name)
        return  # either one left the battlefield: a new object it can't find (400.7)
    obj, original = g.objects[this[0]], g.objects[that[0]]
    values = original.card  # its copiable values, copy effects included (707.2, 707.3)
    ab = ctx.item.ability
    if e.get("keep_ability") and ab is not None and ab not in values.abilities:
        values = dataclasses.replace(values, abilities=values.abilities + (ab,))
    if e.get("keep_color") and values.colors != obj.card.colors:
        values = dataclasses.replace(values, colors=obj.card.colors)
    g.rules.prepare_card(values)
    was = obj.card.name
    become_copy(obj, values, values.name)
    g.invalidate()
    g.log.add("707.4", "copy", "{} becomes a copy of {}", was, values.name)
