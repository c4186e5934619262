"""Static blocking abilities written like keywords (formats/cards.md): "can't block",
"can't be blocked" (509.1b), "can block an additional creature" and "can block any
number of creatures" (509.1a's exceptions)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.layers import Chars
from cardgame.rulesets.magic.keywords.base import block_check

if TYPE_CHECKING:
    from cardgame.engine.game import Game


@block_check
def _cant(game: Game, attacker: Chars, blocker: Chars, defender: int) -> str | None:
    if blocker.has("can't block"):
        return f"{blocker.name} can't block (509.1b)"
    if attacker.has("can't be blocked"):
        return f"{attacker.name} can't be blocked (509.1b)"
    return None


def max_blocks(blocker: Chars) -> int:
    """How many attackers a creature may block; each extra instance adds one."""
    if blocker.has("can block any number of creatures"):
        return 1_000
    return 1 + blocker.keywords.count("can block an additional creature")
