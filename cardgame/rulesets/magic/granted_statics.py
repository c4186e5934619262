"""Static abilities granted to another permanent: "Enchanted Equipment has 'Equipped
creature has flying.'" (the 613.7a example of Rune of Flight and Colossus Hammer).

The granted ability works as if it were printed on the permanent that has it (its
`attached` is what that permanent is attached to), but its effects keep the timestamp
rule of 613.7a: the later of the permanent's timestamp and that of the effect that
granted the ability. When the permanent gets a new timestamp later than the grant's
(an Equipment attached again, 613.7e), the granted effects move with it and stay after
its own static effects: the relative order is kept.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from cardgame.engine.cardmodel import AbilityDef, Effect
from cardgame.engine.layers import ContinuousEffect
from cardgame.engine.objects import GameObject
from cardgame.rulesets.magic.interpreter import EFFECTS

if TYPE_CHECKING:
    from cardgame.engine.game import Game
    from cardgame.rulesets.magic.effects import Context

KIND = "grant_static"

def granted_effects(game: Game, src: GameObject, ab: AbilityDef, e: Effect,
                    build: object) -> list[ContinuousEffect]:
    """The continuous effects of the static ability `e` (on `src`) grants to the
    permanent `src` is attached to, timestamped as 613.7a says."""
    host_id = src.attached_to
    host = game.objects.get(host_id) if host_id is not None else None
    if host is None or host.zone != "battlefield" or host.phased_out:
        return []
    granted = AbilityDef("static", effects=tuple(e.get("effects", ())))
    stamp = max(src.timestamp, host.timestamp)
    out = []
    for inner in granted.effects:
        ce = build(game, host, granted, inner)  # type: ignore[operator]
        if ce is not None:  # the grant is src's effect: it stops if src loses the ability
            out.append(replace(ce, timestamp=stamp, source=src.id, ability=ab))
    return out


@EFFECTS.effect(KIND)
def _static_only(ctx: Context, e: Effect) -> None:
    """A static ability: the layer system asks for it (statics.static_effects)."""
