""""Choose any number of target creatures, planeswalkers, and/or players. For each of
them, exile the top card of your library, then deal damage equal to that card's mana
value to that permanent or player. You may play the exiled cards until the end of your
next turn." (Soulfire Eruption)

Why a module of its own: a spell whose number of targets is chosen as it is cast
(601.2c), written `targets = ["any number of targets"]`: the caster names as many
different "any" targets as they like (none too), and the stack item keeps one spec per
target. Its effect takes the targets in turn (608.2f): for the first target the first
card is exiled and its mana value dealt, then the same for the next, each damage equal
to the card exiled for that target. The exiled cards may be played by the caster until
the end of their next turn (`graveyard_casting` asks `may_play_from_exile`).

Target spec `any number of targets`; effect `exile_top_damage_each_target` (no
parameters).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.cardmodel import Effect
from cardgame.rulesets.magic.cardinfo import card_info
from cardgame.rulesets.magic.damage import deal_damage
from cardgame.rulesets.magic.interpreter import EFFECTS
from cardgame.rulesets.magic.target_words import SAME

if TYPE_CHECKING:
    from cardgame.engine.game import Flow, Game
    from cardgame.engine.objects import GameObject
    from cardgame.rulesets.magic.effects import Context

VARIADIC: str = "any number of targets"
_PLAYABLE: str = "may_play_from_exile"  # game.state: card id -> (zcc, player, last turn)


def specs_for(specs: tuple[str, ...], n: int) -> tuple[str, ...]:
    """The specs of a cast with `n` targets: "any number of targets" becomes n "any"
    targets of one word "target" (different objects or players, 115.3)."""
    if specs != (VARIADIC,):
        return specs
    return ("any",) + ("any" + SAME,) * (n - 1) if n else ()


@EFFECTS.effect("exile_top_damage_each_target")
def _exile_top_damage_each(ctx: Context, e: Effect) -> Flow:
    g = ctx.game
    you = ctx.item.controller
    last = g.turn + (2 if g.active == you else 1)  # the end of your next turn
    for i, t in enumerate(ctx.item.targets):
        if not ctx.legal[i]:
            continue  # 608.2b: an illegal target is not affected
        library = g.players[you].zones[g.library_zone]
        if not library:
            continue
        card = g.objects[library[0]]
        g.move(card, "exile")
        g.state.setdefault(_PLAYABLE, {})[card.id] = (card.zcc, you, last)
        mv = card_info(card.card).cost.mana_value
        g.log.add("608.2f", "exile_top", "{} exiles {} (mana value {})", g.players[you].name,
                  card.card.name, mv)
        yield from deal_damage(g, ctx.src, t, mv, source_id=ctx.source_id)


def may_play_from_exile(game: Game, player: int, obj: GameObject) -> bool:
    """`obj` was exiled by such an effect of `player`'s and the time hasn't run out."""
    entry = game.state.get(_PLAYABLE, {}).get(obj.id)
    return entry is not None and obj.zone == "exile" and entry[0] == obj.zcc \
        and entry[1] == player and game.turn <= entry[2]


def playable_ids(game: Game, player: int) -> list[int]:
    entries = game.state.get(_PLAYABLE)
    if not entries:
        return []
    return [i for i in entries if may_play_from_exile(game, player, game.objects[i])]
