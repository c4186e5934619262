"""K131.1 magic attack (Mágikus támadás) and magic defence (Mágikus védelem), K14-15.

A creature with normal attack deals no combat damage to a creature with magic defence;
magic attack damages both kinds. Spells and abilities are not affected.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.objects import GameObject
from cardgame.rulesets.hkk import chars as ch

if TYPE_CHECKING:
    from cardgame.engine.game import Game


def can_damage(game: Game, source: GameObject, target: GameObject) -> bool:
    """Whether `source`'s combat damage reaches the creature `target`."""
    return not ch.has(game, target, "magic defense") or ch.has(game, source, "magic attack")
