"""Dealing damage (120): to players, creatures and planeswalkers, with the keywords that
change what damage does — protection prevents it (702.16e), deathtouch marks it
(702.2b), lifelink gains life for it (702.15b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.layers import Chars
from cardgame.engine.objects import Target
from cardgame.rulesets.magic.keywords import protects_from

if TYPE_CHECKING:
    from cardgame.engine.game import Game


def deal_damage(game: Game, source: Chars, target: Target, amount: int,
                combat: bool = False) -> int:
    """Deal `amount` damage from a source with characteristics `source`; returns dealt."""
    if amount <= 0:
        return 0
    kind = "combat damage" if combat else "damage"
    game.touch()
    if isinstance(target, str):
        p = game.players[game.player_by_key(target)]
        p.life -= amount
        game.log.add("120.3a", "damage", "{} deals {} {} to {}", source.name, amount, kind,
                     p.name)
    else:
        obj = game.objects.get(target)
        if obj is None or obj.zone != "battlefield" or obj.phased_out:
            return 0
        c = game.chars(obj)
        q = protects_from(c, source)
        if q is not None:
            game.log.add("702.16e", "prevent", "{} {} to {} is prevented: protection from {}",
                         amount, kind, obj.card.name, q)
            return 0
        if "Creature" in c.types:
            obj.damage += amount
            if source.has("deathtouch"):
                obj.deathtouched = True
            game.log.add("120.3e", "damage", "{} deals {} {} to {}", source.name, amount, kind,
                         obj.card.name)
        elif "Planeswalker" in c.types:
            loyalty = obj.counters.get("loyalty", 0)
            obj.counters["loyalty"] = max(0, loyalty - amount)
            game.invalidate()
            game.log.add("120.3c", "damage", "{} deals {} {} to {} (loyalty {} -> {})",
                         source.name, amount, kind, obj.card.name, loyalty,
                         obj.counters["loyalty"])
    if source.has("lifelink"):
        ctrl = game.players[source.controller]
        ctrl.life += amount
        game.log.add("702.15b", "lifelink", "{} gains {} life (lifelink)", ctrl.name, amount)
    return amount
