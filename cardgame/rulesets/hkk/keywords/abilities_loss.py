"""K131.12 can't lose its abilities (Nem veszítheti el a képességeit): not even for a while.
The characteristic computation skips every ability-removing effect on such a permanent;
this module says so in the log when an effect tries."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.objects import GameObject
from cardgame.rulesets.hkk import chars as ch

if TYPE_CHECKING:
    from cardgame.engine.game import Game


def refuses(game: Game, obj: GameObject) -> str | None:
    if ch.has(game, obj, "cant lose abilities"):
        return f"{obj.name} can't lose its abilities (K131.12)"
    return None
