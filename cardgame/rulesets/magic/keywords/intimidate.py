"""K12 intimidate (702.13b): can be blocked only by artifact creatures and creatures that
share a colour with it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.layers import Chars
from cardgame.rulesets.magic.keywords.base import block_check

if TYPE_CHECKING:
    from cardgame.engine.game import Game


@block_check
def _intimidate(game: Game, attacker: Chars, blocker: Chars, defender: int) -> str | None:
    if attacker.has("intimidate") and "Artifact" not in blocker.types \
            and not set(blocker.colors) & set(attacker.colors):
        return f"{blocker.name} can't block {attacker.name}: intimidate (702.13b)"
    return None
