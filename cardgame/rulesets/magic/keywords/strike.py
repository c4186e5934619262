"""K6 first strike (702.7) and K3 double strike (702.4): which creatures deal combat
damage in which damage step (510.4).

A combat with any first- or double-striker has two damage steps. In the first, only
creatures with first strike or double strike deal damage; in the second, creatures that
had neither as the first step began, plus creatures that have double strike now
(702.4c-d, 702.7c: gaining or losing them in between counts).
"""

from __future__ import annotations

from cardgame.engine.layers import Chars


def strikes_first(c: Chars) -> bool:
    return c.has("first strike") or c.has("double strike")


def deals_damage_in(c: Chars, first_step: bool, dealt_in_first: bool) -> bool:
    if first_step:
        return strikes_first(c)
    return not dealt_in_first or c.has("double strike")
