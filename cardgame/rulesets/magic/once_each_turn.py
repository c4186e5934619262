""""Activate only once each turn" (602.5b): a restriction on an activated ability,
written `timing = "once each turn"` (otherwise it may be activated at instant speed).

Why it is kept on the object with its zone-change count: the restriction counts the
activations of that ability of that object this turn; a new object (400.7) starts afresh.
The ability is known by its cost and text, so the same words on a copy are the same
ability, as for the player reading the card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.cardmodel import AbilityDef
from cardgame.engine.objects import GameObject

if TYPE_CHECKING:
    from cardgame.engine.game import Game

ONCE_EACH_TURN = "once each turn"
_KEY = "activated_this_turn"


def _key(game: Game, obj: GameObject, ab: AbilityDef) -> tuple[int, int, str, str]:
    return (game.turn, obj.zcc, ab.cost, ab.text)


def problem(game: Game, obj: GameObject, ab: AbilityDef) -> str | None:
    """Why the ability can't be activated again this turn, or None."""
    if ab.timing != ONCE_EACH_TURN:
        return None
    if _key(game, obj, ab) in obj.extra.get(_KEY, ()):
        return f"{obj.card.name}'s ability was already activated this turn (602.5b)"
    return None


def record(game: Game, obj: GameObject, ab: AbilityDef) -> None:
    """The ability was activated: once this turn."""
    if ab.timing == ONCE_EACH_TURN:
        done = [k for k in obj.extra.get(_KEY, ()) if k[0] == game.turn]
        obj.extra[_KEY] = done + [_key(game, obj, ab)]
