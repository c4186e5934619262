"""K131.8 resurrection (Feltámadás): its owner may play it from the discard pile in their
own main phase; this counts in every respect as playing from hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.objects import GameObject

if TYPE_CHECKING:
    from cardgame.engine.game import Game


def playable(game: Game, obj: GameObject, player: int) -> bool:
    return (obj.zone == "discard" and obj.owner == player and obj.holder == player
            and "resurrection" in obj.card.keywords and "creature" in obj.card.types)
