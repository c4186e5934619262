"""When a hot-seat seat asks a magic player about what the opponent put on the stack.

Why its own rule: by default a seat asks whenever the player could respond (an instant,
an ability other than mana). One kind of item needs no answer: the opponent's triggered
ability that only draws them cards and names nothing (Wall of Omens entering). Whatever
the player would do in response, they can do as well once it has resolved, and nothing
they could do changes what it does (no target, no choice, no condition). Asking would
only hand the keyboard over and back. The engine and scenario runs still ask; "every
response" in the settings and full control ask too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.rulesets.magic import actions

if TYPE_CHECKING:
    from cardgame.engine.game import Game
    from cardgame.engine.objects import StackItem

DRAW = "draw"  # the effect kind of "draw N cards" (magic cardschema)


def worth_responding(game: Game, player: int) -> bool:
    """Whether the player should be asked about the opponent's last item on the stack."""
    top = next((s for s in reversed(game.stack) if s.controller != player), None)
    if top is not None and only_draws(top):
        return False
    return actions.has_actions(game, player)


def only_draws(item: StackItem) -> bool:
    """A triggered ability whose every effect draws cards for its controller, with no
    target, no intervening "if" and no "you may"."""
    ab = item.ability
    if item.kind != "ability" or ab is None or ab.kind != "triggered" or item.targets:
        return False
    if ab.condition or ab.optional or ab.modes or not item.effects:
        return False
    return all(e.kind == DRAW and e.get("who") is None for e in item.effects)
