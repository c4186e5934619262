"""K16 reach (702.17): a creature with reach can block creatures with flying (702.17b).
Reach is not flying: effects about creatures with flying don't see it."""

from __future__ import annotations

from cardgame.engine.layers import Chars


def can_block_flyers(blocker: Chars) -> bool:
    return blocker.has("flying") or blocker.has("reach")
