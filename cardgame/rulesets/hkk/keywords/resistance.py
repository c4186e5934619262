"""K131.2 resistance (Rezisztencia, icon 80): can't be the target of a source that picks
exactly one specific card, even with a colour or cost condition. Sources that target
"target creature", a type, a token, several cards, or nothing are not stopped."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.objects import GameObject
from cardgame.rulesets.hkk import chars as ch

if TYPE_CHECKING:
    from cardgame.engine.game import Game


def refuses(game: Game, obj: GameObject) -> str | None:
    if ch.has(game, obj, "resistance"):
        return f"{obj.name} has resistance (rezisztencia) (K131.2)"
    return None
