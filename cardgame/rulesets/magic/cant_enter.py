""""Players can't play lands. Lands can't enter the battlefield." (Worms of the Earth)

Why a module of its own: "can't" beats any instruction to put a land onto the
battlefield (101.2): the land stays where it was. What counts is the object as it would
enter: a Clone that chooses to copy Dryad Arbor (a land creature) would enter as a land,
so it can't enter; a permanent spell that can't enter is put into its owner's graveyard
(608.3d, done where a spell resolves). The check runs after the replacement effects
(the copy choice among them, 614.1c) have said how the object enters.

Static effects `lands_cant_enter` and `players_cant_play_lands`: no parameters; they
apply while their permanent is on the battlefield and has the ability.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.cardmodel import Effect
from cardgame.engine.events import Event, Replacement, ZoneChange
from cardgame.rulesets.magic import printed
from cardgame.rulesets.magic.interpreter import EFFECTS

if TYPE_CHECKING:
    from cardgame.engine.game import Game
    from cardgame.rulesets.magic.effects import Context

LANDS = "lands_cant_enter"
PLAYS = "players_cant_play_lands"


@EFFECTS.effect(LANDS)
@EFFECTS.effect(PLAYS)
def _static_only(ctx: Context, e: Effect) -> None:
    """Only meaningful as a static ability; entering and land plays ask for it."""


def _in_force(game: Game, word: str) -> bool:
    """Whether a permanent on the battlefield now has the static ability `word`."""
    if word not in printed.words(game):
        return False
    return any(e.kind == word for o in game.battlefield() for a in game.chars(o).abilities
               if a.kind == "static" for e in a.effects)


def no_land_plays(game: Game) -> bool:
    """"Players can't play lands" (305.2) is in force."""
    return _in_force(game, PLAYS)


def hook(previous: Replacement | None) -> Replacement:
    """The game's last replacement hook: a land that can't enter doesn't move."""
    def check(game: Game, event: Event) -> Event | None:
        if previous is not None:
            replaced = previous(game, event)
            if replaced is None:
                return None
            event = replaced
        if isinstance(event, ZoneChange) and event.new == "battlefield" \
                and event.old != "battlefield" and "Land" in event.obj.card.types \
                and _in_force(game, LANDS):
            game.log.add("608.3d", "cant_enter", "{} can't enter the battlefield: lands "
                         "can't enter", event.obj.card.name)
            return None
        return event
    return check
