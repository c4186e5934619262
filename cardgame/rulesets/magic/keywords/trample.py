"""K18 trample (702.19): an attacking creature's excess combat damage may go to the
player or planeswalker it attacks once every blocker has been assigned lethal damage.

"Lethal" (702.19b) counts damage already marked and damage other creatures assign to it
in the same step, and deathtouch (702.2c); never prevention. A blocked trampler with no
blockers left assigns all its damage to the player or planeswalker (702.19d). Attacking
a planeswalker, its excess goes to that planeswalker, never to the player (702.19f
without "trample over planeswalkers").

Trample over planeswalkers (702.19c) goes one step further when its creature attacks a
planeswalker: once its blockers have lethal damage and the planeswalker has damage at
least equal to its loyalty (counting what other attackers assign to it in the same step),
the rest may go to that planeswalker's controller; unblocked or with no blockers left, it
divides between the planeswalker and its controller the same way (702.19d). If the
planeswalker has left combat, its damage goes to the defending player (702.19e).
"""

from __future__ import annotations

from cardgame.engine.layers import Chars

TRAMPLE_OVER_PLANESWALKERS = "trample over planeswalkers"


def tramples(attacker: Chars) -> bool:
    return attacker.has("trample") or attacker.has(TRAMPLE_OVER_PLANESWALKERS)


def tramples_over_planeswalkers(attacker: Chars) -> bool:
    return attacker.has(TRAMPLE_OVER_PLANESWALKERS)
