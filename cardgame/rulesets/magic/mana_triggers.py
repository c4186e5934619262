"""Triggered mana abilities (605.1b, 605.4a): "whenever a player taps a land for mana,
that player adds one mana of any type that land produced" (Heartbeat of Spring).

Why apart from the trigger table: a triggered mana ability doesn't go on the stack; it
resolves right after the mana ability that triggered it, even in the middle of paying a
cost, so the extra mana can pay for the spell being cast (605.4a). The engine taps lands
for mana in two places, a player's own activation and the automatic payment of a cost;
both report here.

Trigger `a player taps a land for mana`, with the effect `add_mana_produced` (no
parameters): the player who tapped the land adds one more mana of a type it produced.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.cardmodel import Effect
from cardgame.rulesets.magic import printed
from cardgame.rulesets.magic.interpreter import EFFECTS

if TYPE_CHECKING:
    from cardgame.engine.game import Game
    from cardgame.engine.objects import GameObject
    from cardgame.rulesets.magic.effects import Context

TAPS_LAND = "a player taps a land for mana"
TEXTS = (TAPS_LAND,)
PRODUCED = "add_mana_produced"


@EFFECTS.effect(PRODUCED)
def _only_as_a_mana_trigger(ctx: Context, e: Effect) -> None:
    """Only meaningful in a triggered mana ability; `land_tapped` carries it out."""


def _watchers(game: Game) -> list[tuple[GameObject, int, int]]:
    """(permanent, its controller, how many `add_mana_produced`) per watching ability,
    looked up once per battlefield state."""
    if TAPS_LAND not in printed.words(game):
        return []
    bf = game.battlefield()
    cached = game.memo.get(TAPS_LAND)
    if cached is not None and cached[0] is bf:
        return cached[1]  # type: ignore[no-any-return]
    found = []
    for o in bf:
        if not any(ab.trigger == TAPS_LAND for ab in o.card.abilities):
            continue
        c = game.chars(o)
        for ab in c.abilities:
            if ab.kind == "triggered" and ab.trigger == TAPS_LAND:
                found.append((o, c.controller,
                              sum(1 for e in ab.effects if e.kind == PRODUCED)))
    game.memo[TAPS_LAND] = (bf, found)
    return found


def land_tapped(game: Game, player: int, land: GameObject, produced: str) -> None:
    """`player` tapped `land` for mana and got the symbols `produced` (e.g. "G")."""
    if not produced or TAPS_LAND not in printed.words(game) \
            or "Land" not in game.chars(land).types:
        return
    pool = game.players[player].state.pool
    for watcher, _, n in _watchers(game):
        for _ in range(n):
            sym = produced[0]
            pool[sym] = pool.get(sym, 0) + 1
            game.log.add("605.4a", "mana_trigger", "{}: {} adds {{{}}} more (a triggered mana "
                         "ability, no stack)", watcher.card.name, game.players[player].name,
                         sym)
