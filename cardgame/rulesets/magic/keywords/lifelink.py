"""K14 lifelink (702.15b): damage dealt by a source with lifelink also makes its
controller gain that much life (prevented damage gives none). Multiple instances are
redundant (702.15f)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.layers import Chars

if TYPE_CHECKING:
    from cardgame.engine.game import Game


def after_damage(game: Game, source: Chars, dealt: int) -> None:
    if dealt > 0 and source.has("lifelink"):
        p = game.players[source.controller]
        game.gain_life(source.controller, dealt)
        game.log.add("702.15b", "lifelink", "{} gains {} life (lifelink)", p.name, dealt)
