"""K13 landwalk (702.14): unblockable while the defending player controls a land of that
type (702.14c). Multiple instances of one landwalk are redundant (702.14e)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.layers import Chars
from cardgame.rulesets.magic.keywords.base import block_check

if TYPE_CHECKING:
    from cardgame.engine.game import Game

LANDWALK = {"swampwalk": "Swamp", "islandwalk": "Island", "forestwalk": "Forest",
            "mountainwalk": "Mountain", "plainswalk": "Plains"}


def _controls_land(game: Game, player: int, subtype: str) -> bool:
    for o in game.battlefield():
        c = game.chars(o)
        if c.controller == player and "Land" in c.types and subtype in c.subtypes:
            return True
    return False


@block_check
def _landwalk(game: Game, attacker: Chars, blocker: Chars, defender: int) -> str | None:
    for kw in attacker.keywords:
        land = LANDWALK.get(kw)
        if land is not None and _controls_land(game, defender, land):
            return f"{blocker.name} can't block {attacker.name}: {kw} (702.14c)"
    return None
