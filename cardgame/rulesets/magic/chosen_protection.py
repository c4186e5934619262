""""This has protection from the chosen color" (Voice of All, 607.2d): a static ability
linked to "as this enters, choose a color".

Why it reads the choice through `chosen_color.chosen`: the choice belongs to the object
and to the card that made it. A permanent that became a copy of Voice of All without
entering (Unstable Shapeshifter, 607.5a) has no chosen colour, so it has protection from
nothing. The keyword is added in layer 6 as "protection from <colour>", which the
protection rules (702.16) already read.

Static effect `protection_from_chosen_color` (`what = "self"`).
"""

from __future__ import annotations

from cardgame.engine.cardmodel import Effect
from cardgame.engine.objects import GameObject
from cardgame.rulesets.magic.chosen_color import chosen
from cardgame.rulesets.magic.interpreter import EFFECTS

KIND = "protection_from_chosen_color"


def keywords(src: GameObject) -> tuple[str, ...]:
    """The keyword it grants now: none while no colour was chosen for it (607.5a)."""
    color = chosen(src)
    return (f"protection from {color}",) if color is not None else ()


@EFFECTS.effect(KIND)
def _static_only(ctx: object, e: Effect) -> None:
    """Only meaningful as a static ability (statics.py reads it)."""
