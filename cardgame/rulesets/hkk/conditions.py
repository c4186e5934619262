"""The conditions of the vocabulary ("ha ..."): play conditions, free plays, flying on a
condition, activation conditions. One function decides them all, so a card file can
only name a condition that the engine knows how to check."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from cardgame.rulesets.hkk import zones as z

if TYPE_CHECKING:
    from cardgame.engine.game import Game

_N = re.compile(r"([0-9]+)")


def holds(game: Game, condition: str, player: int) -> bool:
    """Whether `condition` holds now for `player` (the controller of the card)."""
    if not condition:
        return True
    opp = 1 - player
    m = _N.search(condition)
    n = int(m.group(1)) if m else 0
    if condition == "opponent has a creature in play":
        return bool(z.creatures(game, opp))
    if condition == "a card is in a discard pile":
        return any(p.zones["discard"] for p in game.players)
    if condition.startswith("opponent played"):
        done = game.players[opp].extra.get("succeeded", {})
        return int(done.get(game.turn - 1, 0)) >= n
    if condition.startswith("opponent took"):
        rec = game.players[opp].extra.get("turn", {})
        return int(rec.get("spell_damage_taken", 0)) >= n
    if condition.startswith("you dealt"):
        rec = game.players[player].extra.get("turn", {})
        return int(rec.get("dealt_to_opponent", 0)) >= n
    return False
