"""K18 trample (702.19): an attacking creature's excess combat damage may go to the
player or planeswalker it attacks once every blocker has been assigned lethal damage.

"Lethal" (702.19b) counts damage already marked and damage other creatures assign to it
in the same step, and deathtouch (702.2c); never prevention. A blocked trampler with no
blockers left assigns all its damage to the player or planeswalker (702.19d). Attacking
a planeswalker, its excess goes to that planeswalker, never to the player (702.19f
without "trample over planeswalkers").
"""

from __future__ import annotations

from cardgame.engine.layers import Chars


def tramples(attacker: Chars) -> bool:
    return attacker.has("trample")
