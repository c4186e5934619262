"""Casting spells from graveyards and as though they had flash (601.3, 609.4a).

Why a module of its own: where a spell may be cast from and when are permissions that
combine (609.4a: Vedalken Orrery's "as though they had flash" and Shaman's Trance's "as
though those cards were in your graveyard" both apply, so a flashback sorcery in an
opponent's graveyard can be cast on the opponent's turn). A card with flashback may be
cast from its owner's graveyard by its owner (702.34a); Shaman's Trance, for the rest of
the turn, lets its controller cast spells from other players' graveyards as though they
were in their own and forbids the other players to cast from their graveyards.

Static effect `cast_as_though_flash` (Vedalken Orrery: its controller's spells); one-shot
effect `cast_from_other_graveyards` (Shaman's Trance).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.cardmodel import Effect
from cardgame.rulesets.magic import any_number, printed
from cardgame.rulesets.magic.interpreter import EFFECTS
from cardgame.rulesets.magic.keywords import flashback

if TYPE_CHECKING:
    from cardgame.engine.game import Game
    from cardgame.engine.objects import GameObject
    from cardgame.rulesets.magic.effects import Context

FLASH: str = "cast_as_though_flash"
TRANCE: str = "cast_from_other_graveyards"
_STATE: str = "graveyards_pooled"  # game.state: (turn, player) of the Shaman's Trance in force
# The game.state keys of permissions to cast from elsewhere than the hand, for a caller
# that rules them out in one read (the auto-pass test): Trance, exiled cards' permission.
TRANCE_KEY: str = _STATE
EXILE_KEY: str = any_number._PLAYABLE


@EFFECTS.effect(FLASH)
def _static_only(ctx: Context, e: Effect) -> None:
    """Only meaningful as a static ability; casting asks for it (`as_though_flash`)."""


@EFFECTS.effect(TRANCE)
def _cast_from_other_graveyards(ctx: Context, e: Effect) -> None:
    g = ctx.game
    g.state[_STATE] = (g.turn, ctx.item.controller)
    g.log.add("609.4a", "trance", "this turn {} may play cards from other players' "
              "graveyards; the others can't cast from theirs",
              g.players[ctx.item.controller].name)


def as_though_flash(game: Game, player: int) -> bool:
    """A permanent `player` controls lets them cast spells as though they had flash."""
    if FLASH not in printed.words(game):
        return False
    return any(game.chars(o).controller == player and e.kind == FLASH
               for o in game.battlefield() for a in game.chars(o).abilities
               if a.kind == "static" for e in a.effects)


def _trance(game: Game) -> int | None:
    """The player whose Shaman's Trance is in force this turn, if any."""
    pooled = game.state.get(_STATE)
    return pooled[1] if pooled is not None and pooled[0] == game.turn else None


def may_cast_from_graveyard(game: Game, player: int, obj: GameObject) -> bool:
    """`player` may cast (or, a land, play) the card `obj` from the graveyard it is in:
    their own card with flashback (702.34a), unless another player's Shaman's Trance
    forbids it; a card with flashback of another player's graveyard under their own
    Trance (as though it were in theirs: Trance itself permits no cast, 609.4a)."""
    if obj.zone == "exile":  # "you may play the exiled cards" (any_number.py)
        return any_number.may_play_from_exile(game, player, obj)
    if obj.zone != "graveyard":
        return False
    trance = _trance(game)
    # the only permission to cast from a graveyard in the pool is flashback (702.34a);
    # Trance grants none of its own: other graveyards' cards count as in yours (609.4a)
    if flashback.cost(obj.card) is None or "Land" in obj.card.types:
        return False
    if obj.owner == player:
        return trance in (None, player)
    return trance == player


def _flashback_printed(game: Game) -> bool:
    """Some card of the game has flashback (looked up once per set of printed words)."""
    words = printed.words(game)
    cached = game.memo.get("flashback_printed")
    if cached is None or cached[0] is not words:
        cached = (words, any(w.startswith("flashback ") for w in words))
        game.memo["flashback_printed"] = cached
    return bool(cached[1])


def castable_ids(game: Game, player: int) -> list[int]:
    """Cards in graveyards `player` may cast or play now (the caller checks timing)."""
    exiled = any_number.playable_ids(game, player)
    if _trance(game) is None and not _flashback_printed(game):
        return exiled
    return exiled + [i for p in game.players for i in p.zones["graveyard"]
                     if may_cast_from_graveyard(game, player, game.objects[i])]
