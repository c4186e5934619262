"""K8 flying (702.9): can be blocked only by creatures with flying or reach (702.9b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.layers import Chars
from cardgame.rulesets.magic.keywords.base import block_check
from cardgame.rulesets.magic.keywords.reach import can_block_flyers

if TYPE_CHECKING:
    from cardgame.engine.game import Game


@block_check
def _flying(game: Game, attacker: Chars, blocker: Chars, defender: int) -> str | None:
    if attacker.has("flying") and not can_block_flyers(blocker):
        return f"{blocker.name} can't block {attacker.name}: flying (702.9b)"
    return None
