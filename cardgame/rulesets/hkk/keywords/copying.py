"""K131.11 can't be copied (Nem másolható): no copy of it, nor of any of its abilities,
can be made in any way; this works in the discard pile, hand and deck too."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.objects import GameObject
from cardgame.rulesets.hkk import chars as ch

if TYPE_CHECKING:
    from cardgame.engine.game import Game


def refuses(game: Game, obj: GameObject) -> str | None:
    if ch.has(game, obj, "cant be copied"):
        return f"{obj.name} can't be copied (nem másolható) (K131.11)"
    return None
