"""K131.2 anchor (Horgony, icon 73): can't be returned from play to the hand in any way,
even while passive."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.objects import GameObject
from cardgame.rulesets.hkk import chars as ch
from cardgame.rulesets.hkk import zones as z

if TYPE_CHECKING:
    from cardgame.engine.game import Game


def holds(game: Game, obj: GameObject) -> bool:
    """True when `obj` (or the union it is part of) is anchored to play."""
    host = z.host_of(game, obj)
    return ch.has(game, host, "anchor") or ch.has(game, obj, "anchor")
