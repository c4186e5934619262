"""State triggers (603.8): "whenever you have no cards in hand, draw a card".

Why apart from the event table: a state trigger fires when a game state holds, not when
an event happens. It is looked at whenever a card leaves a hand (so a hand emptied for a
moment during a resolution counts, 603.8's example) and whenever state-based actions are
checked (so it fires again after resolving if the state still holds). It doesn't trigger
again while it waits to go on the stack or is on the stack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardgame.engine.events import ZoneChange
from cardgame.engine.objects import PendingTrigger
from cardgame.rulesets.magic import printed

if TYPE_CHECKING:
    from cardgame.engine.game import Game

NO_CARDS_IN_HAND = "you have no cards in hand"
TEXTS: Final[tuple[str, ...]] = (NO_CARDS_IN_HAND,)


def _holds(game: Game, controller: int, text: str) -> bool:
    return text == NO_CARDS_IN_HAND and not game.players[controller].zones["hand"]


def _waiting(game: Game, source: int, text: str) -> bool:
    """The ability already triggered and hasn't left the stack (603.8)."""
    return any(t.source == source and t.ability.trigger == text for t in game.triggers) \
        or any(s.source == source and s.ability is not None and s.ability.trigger == text
               for s in game.stack)


def possible(game: Game) -> bool:
    """Whether a card of the game prints a state trigger (or can grant one)."""
    return printed.any_of(game, TEXTS)


def check(game: Game) -> None:
    """Fire every state trigger whose state holds now (games without one pay a lookup)."""
    if not printed.any_of(game, TEXTS):
        return
    for obj in game.battlefield():
        c = game.chars(obj)
        for ab in c.abilities:
            if ab.kind == "triggered" and ab.trigger in TEXTS \
                    and _holds(game, c.controller, ab.trigger) \
                    and not _waiting(game, obj.id, ab.trigger):
                game.triggers.append(PendingTrigger(obj.id, c.controller, ab,
                                                    f"{obj.card.name}: {ab.text or ab.trigger}",
                                                    obj.zcc, {}))


def observe(game: Game, event: Any) -> None:
    """A card left a hand, or a permanent entered: the state may hold now."""
    if isinstance(event, ZoneChange) and (event.old == "hand" or event.new == "battlefield"):
        check(game)
