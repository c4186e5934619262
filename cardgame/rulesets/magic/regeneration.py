"""Destruction as an event, and regeneration shields as replacement effects on it (701.15).

Why: "regenerate" means "the next time this permanent would be destroyed this turn,
instead tap it, remove all damage from it and remove it from combat" (701.15a): a
replacement effect (614.8). Making destruction an event lets the engine's replacement
step order shields with any other effect that watches destruction, and lets Rest in Peace
see the move to the graveyard that a destruction is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.events import Event
from cardgame.engine.objects import GameObject
from cardgame.engine.replacement import ReplacementEffect

if TYPE_CHECKING:
    from cardgame.engine.game import Game

DESTROY = "destroy"


class Destroy(Event):
    """`obj` would be destroyed (701.7). `regenerable` is False for "can't be
    regenerated" (701.15c). Settled like any event (a regeneration shield replaces it by
    nothing); when it survives, the caller puts the permanent into its owner's graveyard
    with `Game.move` or `Game.move_flow` — a move other effects may replace in turn
    (Rest in Peace), asking their order where it can."""

    __slots__ = ("obj", "rule", "regenerable")
    kind = DESTROY

    def __init__(self, obj: GameObject, rule: str, regenerable: bool = True) -> None:
        self.obj = obj
        self.rule = rule
        self.regenerable = regenerable


def shield_effects(game: Game, event: Event) -> list[ReplacementEffect]:
    """The regeneration shield of the permanent about to be destroyed, if it has one."""
    if not isinstance(event, Destroy):
        return []
    shields = game.state.get("regeneration")
    key = (event.obj.id, event.obj.zcc)
    if not shields or not shields.get(key):
        return []
    return [ReplacementEffect(("regeneration", key), f"regenerate {event.obj.card.name} "
                              "(701.15a)", DESTROY, _regenerable, _regenerate,
                              source=event.obj.id, rule="701.15a")]


def _regenerable(game: Game, ev: Destroy) -> bool:
    return ev.regenerable


def _regenerate(game: Game, ev: Destroy) -> None:
    use_regeneration(game, ev.obj)
    return None


def use_regeneration(game: Game, obj: GameObject) -> bool:
    """Use a regeneration shield (701.15): tap, remove damage, remove from combat."""
    shields = game.state.get("regeneration", {})
    key = (obj.id, obj.zcc)
    if not shields.get(key):
        return False
    shields[key] -= 1
    game.tap(obj)
    obj.damage = 0
    obj.deathtouched = False
    combat = game.state.get("combat")
    if combat is not None:
        combat.remove(obj.id)
    game.touch()
    game.log.add("701.15a", "regenerate", "{} regenerates: tapped, damage removed, removed "
                 "from combat", obj.card.name)
    return True
