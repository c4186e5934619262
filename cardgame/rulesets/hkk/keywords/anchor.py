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
    """True when `obj` is anchored to play; a union member is anchored when its pair is
    (the pair has anchor only if both members have it, K131.9)."""
    return ch.has(game, z.host_of(game, obj), "anchor")
