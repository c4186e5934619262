""""Reveal the first card you draw each turn. Whenever you reveal a basic land card this
way, draw a card." (Rowen; 603.11: a static ability linked to a triggered ability)

Why a module of its own: the trigger event is the reveal the same object's static ability
makes, not any draw: only the first card its controller draws in a turn is revealed, so
the card the trigger draws (a second draw) is never revealed and can't trigger it again,
and an object without the static ability (or another object's reveal) never triggers it
(607.2, 603.11). Which card was drawn first each turn is recorded for every player, from
the start of the game, so a permanent that arrives after the first draw reveals nothing
that turn.

Static effect `reveal_first_draw` (no parameters); trigger
`you reveal a basic land card this way`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from cardgame.engine import events as ev
from cardgame.engine.cardmodel import Effect
from cardgame.engine.layers import Chars
from cardgame.engine.objects import GameObject
from cardgame.rulesets.magic import printed
from cardgame.rulesets.magic.interpreter import EFFECTS

if TYPE_CHECKING:
    from cardgame.engine.game import Game
    from cardgame.rulesets.magic.effects import Context

REVEAL: str = "reveal_first_draw"
_WORDS: tuple[str, ...] = (REVEAL,)
TRIGGER: str = "you reveal a basic land card this way"
TEXTS: tuple[str, ...] = (TRIGGER,)
_FIRST: str = "first_draws"  # game.state: "turn:player" -> the first card drawn that turn

Instances = Iterable[dict[str, Any]]
NEVER: tuple[dict[str, Any], ...] = ()


@EFFECTS.effect(REVEAL)
def _reveal_first_draw(ctx: Context, e: Effect) -> None:
    """Only meaningful as a static ability; `observe` and the trigger ask for it."""


def reveals(c: Chars) -> bool:
    return any(ab.kind == "static" and any(x.kind == REVEAL for x in ab.effects)
               for ab in c.abilities)


def _first_of_turn(game: Game, e: ev.Draw) -> bool:
    firsts: dict[str, int] = game.state.get(_FIRST, {})
    return e.card is not None and firsts.get(f"{game.turn}:{e.player}", e.card) == e.card


def observe(game: Game, e: ev.Draw) -> None:
    """Record each player's first draw of the turn; the permanents that reveal it do."""
    if e.card is None:
        return
    first = _first_of_turn(game, e)
    game.state.setdefault(_FIRST, {}).setdefault(f"{game.turn}:{e.player}", e.card)
    if not first or not printed.any_of(game, _WORDS):
        return  # no card of the game reveals its draws: no permanent to look at
    for obj in game.battlefield():
        c = game.chars(obj)
        if c.controller == e.player and reveals(c):
            game.log.add("603.11", "reveal", "{} reveals {} ({})", game.players[e.player].name,
                         game.objects[e.card].card.name, c.name)


def fires(game: Game, e: ev.Draw, src: GameObject, c: Chars) -> Instances:
    """This object's reveal of a basic land card: its own static ability made it."""
    if e.player != c.controller or not reveals(c) or not _first_of_turn(game, e):
        return NEVER
    assert e.card is not None
    card = game.objects[e.card].card
    return ({},) if "Land" in card.types and "Basic" in card.supertypes else NEVER


def relevant(e: Any) -> bool:
    return isinstance(e, ev.Draw) and e.card is not None
