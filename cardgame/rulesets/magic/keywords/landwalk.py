"""K13 landwalk (702.14): unblockable while the defending player controls a land of that
type (702.14c). Multiple instances of one landwalk are redundant (702.14e).

"Snow forestwalk" (and the other snow landwalks) asks for a land with both the supertype
and the land type (702.14c). Landwalk abilities don't cancel one another (702.14d): a
blocker with the same landwalk is held off all the same."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.layers import Chars
from cardgame.rulesets.magic.keywords.base import block_check

if TYPE_CHECKING:
    from cardgame.engine.game import Game

LANDWALK = {"swampwalk": "Swamp", "islandwalk": "Island", "forestwalk": "Forest",
            "mountainwalk": "Mountain", "plainswalk": "Plains"}


SNOW_LANDWALK = {f"snow {kw}": land for kw, land in LANDWALK.items()}


def _controls_land(game: Game, player: int, subtype: str, supertype: str = "") -> bool:
    for o in game.battlefield():
        c = game.chars(o)
        if c.controller == player and "Land" in c.types and subtype in c.subtypes \
                and (not supertype or supertype in c.supertypes):
            return True
    return False


def _walked_land(kw: str) -> tuple[str, str] | None:
    """The (land type, supertype) a landwalk keyword looks for, or None."""
    land = LANDWALK.get(kw)
    if land is not None:
        return land, ""
    land = SNOW_LANDWALK.get(kw)
    return (land, "Snow") if land is not None else None


@block_check
def _landwalk(game: Game, attacker: Chars, blocker: Chars, defender: int) -> str | None:
    for kw in attacker.keywords:
        walked = _walked_land(kw)
        if walked is not None and _controls_land(game, defender, *walked):
            return f"{blocker.name} can't block {attacker.name}: {kw} (702.14c)"
    return None
