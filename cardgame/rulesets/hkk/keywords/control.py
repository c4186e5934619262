"""K131.10 can't change controller (Nem cserélhet gazdát): never leaves its controller's
control, not even for a while. K5.5.9: a permanent that changes controller keeps its
orientation."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.objects import GameObject
from cardgame.rulesets.hkk import chars as ch

if TYPE_CHECKING:
    from cardgame.engine.game import Game


def refuses(game: Game, obj: GameObject) -> str | None:
    if ch.has(game, obj, "cant change controller"):
        return f"{obj.name} can't change controller (nem cserélhet gazdát) (K131.10)"
    return None
