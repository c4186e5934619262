"""Shadow (702.28b): a creature with shadow can block or be blocked by only creatures with
shadow.

Why here although the project's keyword list stops at 702.26: the CR's example of
cumulative evasion (509.1b) is flying and shadow together. Each restriction is checked on
its own, so an attacker with both can't be blocked by a flier without shadow.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.layers import Chars
from cardgame.rulesets.magic.keywords.base import block_check

if TYPE_CHECKING:
    from cardgame.engine.game import Game


@block_check
def _shadow(game: Game, attacker: Chars, blocker: Chars, defender: int) -> str | None:
    if attacker.has("shadow") != blocker.has("shadow"):
        who = attacker if attacker.has("shadow") else blocker
        return f"{blocker.name} can't block {attacker.name}: {who.name} has shadow (702.28b)"
    return None
