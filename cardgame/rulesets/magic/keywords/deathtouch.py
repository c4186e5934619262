"""K1 deathtouch (702.2): any nonzero damage it deals to a creature is lethal for
assignment (702.2c), and a creature dealt damage by it is destroyed (704.5h)."""

from __future__ import annotations

from cardgame.engine.layers import Chars


def lethal_for(source: Chars, need: int) -> int:
    """Lethal damage from `source` when `need` is what a plain source would need."""
    if need > 0 and source.has("deathtouch"):
        return 1
    return need
