"""K131.3 invisibility (Láthatatlanság) and K131.4 see invisibility (Láthatatlanság látása).

An invisible attacker may break through the guard post even when not every guard-post
creature is attacked, unless the defender has a creature with see invisibility in the
guard post: then the attacker's invisibility doesn't work.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.objects import GameObject
from cardgame.rulesets.hkk import chars as ch
from cardgame.rulesets.hkk import zones as z

if TYPE_CHECKING:
    from cardgame.engine.game import Game


def seer(game: Game, player: int) -> GameObject | None:
    """A creature with see invisibility in `player`'s guard post (K131.4), if any."""
    for o in z.creatures(game, player, ("guard_post",)):
        if ch.has(game, o, "see invisibility"):
            return o
    return None


def works(game: Game, attacker: GameObject) -> bool:
    """K131.3 unless K131.4: the attacker's invisibility works against its opponent."""
    return ch.has(game, attacker, "invisibility") and seer(game, 1 - attacker.controller) is None
