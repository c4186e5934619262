"""Active and passive (aktív / passzív), K5.5: turning permanents and what follows.

Why here: K5.5.4 (attached cards are always active; passivizing them does nothing) and
H-passive-guard (a passive creature can't stay in the guard post) must hold whichever
effect turns a permanent, so every turn goes through `passivize` and `activate`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.objects import GameObject
from cardgame.rulesets.hkk import chars as ch
from cardgame.rulesets.hkk import zones as z

if TYPE_CHECKING:
    from cardgame.engine.game import Game


def passivize(game: Game, obj: GameObject, rule: str) -> bool:
    """K5.5.7.1: turn an active permanent passive; False if nothing happened."""
    if obj.attached_to is not None:
        game.log.add("K5.5.4", "attached_active", "{} is attached to a permanent: it stays "
                     "active (rátett lap)", obj.name)
        return False
    if obj.tapped:
        return False
    host = z.host_of(game, obj)
    turned = [host] + ([m] if (m := z.member_of(game, host)) else [])
    for o in turned:
        game.tap(o)
    _turned(game, turned)
    game.log.add(rule, "passivize", "{} becomes passive (passzivizál)", host.name)
    guard_check(game, host)
    return True


def activate(game: Game, obj: GameObject, rule: str) -> bool:
    """Turn a passive permanent active (aktivizál); False if it already was."""
    host = z.host_of(game, obj)
    if not host.tapped:
        return False
    turned = [host] + ([m] if (m := z.member_of(game, host)) else [])
    for o in turned:
        game.untap(o)
    _turned(game, turned)
    game.log.add(rule, "activate", "{} becomes active (aktivizál)", host.name)
    return True


def _turned(game: Game, turned: list[GameObject]) -> None:
    """After a turn: characteristics change only if a turned permanent's statics switch
    on or off (K5.5.8: a creature's and an attached card's work either way)."""
    if all(ch.works_either_way(o) for o in turned):
        game.touch()
    else:
        game.invalidate()


def guard_check(game: Game, obj: GameObject) -> None:
    """H-passive-guard: a passive creature in the guard post moves to the reserve at once."""
    if obj.zone == "guard_post" and obj.tapped and game.options.get("passive_guard", True):
        z.relocate(game, obj, "reserve")
        game.log.add("H-passive-guard", "to_reserve", "{} is passive: it can't stay in the "
                     "guard post (őrposzt) and moves to the reserve (tartalék)", obj.name)
