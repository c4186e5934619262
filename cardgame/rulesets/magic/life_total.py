"""Life-total conditions and winning the game: "if you have 40 or more life, you win the
game" (Felidar Sovereign, the example of 603.4).

Why together: the only cards that win the game outright in the pool's era check a life
total, and both words are small. A condition `you have N or more life` (or `or less`,
and `an opponent has N or less life`) is an intervening "if" (603.4): checked when the
ability would trigger and again as it resolves. The effect `win_game` ends the game with
`who` the winner (104.2b).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from cardgame.engine.cardmodel import Effect
from cardgame.rulesets.magic.interpreter import EFFECTS

if TYPE_CHECKING:
    from cardgame.engine.game import Game
    from cardgame.rulesets.magic.effects import Context

_CONDITION = re.compile(r"^(you have|an opponent has) ([0-9]+) or (more|less) life$")
FORMS: Final[tuple[str, ...]] = ("you have <N> or more life", "you have <N> or less life",
         "an opponent has <N> or less life")


def is_condition(text: str) -> bool:
    """True for a life-total condition of the vocabulary."""
    return _CONDITION.match(text) is not None


def holds(game: Game, controller: int, text: str) -> bool:
    """Whether the life-total condition is true now for the ability's controller."""
    m = _CONDITION.match(text)
    if m is None:
        return False
    who = controller if m.group(1) == "you have" else 1 - controller
    life, n = game.players[who].life, int(m.group(2))
    return life >= n if m.group(3) == "more" else life <= n


@EFFECTS.effect("win_game")
def _win_game(ctx: Context, e: Effect) -> None:
    """The player `who` wins the game; the others lose (104.2b)."""
    for p in ctx.players(e.get("who", "you")):
        ctx.game.end(p, f"{ctx.item.name}: {ctx.game.players[p].name} wins the game",
                     "104.2b")
