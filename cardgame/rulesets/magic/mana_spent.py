""""You gain X life if {G} was spent to cast this spell" (Dawnglow Infusion, 601.2h,
707.10): effects that read which mana paid for the spell.

Why a module of its own: the colours spent are a fact of the casting, kept on the spell
as it is cast (`record`). A copy of a spell was not cast and no mana was spent on it
(707.10): it doesn't carry them, so such an effect of a copy does nothing.

Effect `gain_life_if_spent`: `amount`, `mana` (a colour letter: "G").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.cardmodel import Effect
from cardgame.engine.objects import StackItem
from cardgame.rulesets.magic.interpreter import EFFECTS

if TYPE_CHECKING:
    from cardgame.rulesets.magic.effects import Context

KIND = "gain_life_if_spent"
KEY = "mana_spent"  # StackItem.extra key: the mana symbols spent to cast it


def record(item: StackItem, planned: tuple[dict[str, int], list[tuple[int, str]]]) -> None:
    """Keep on the spell the mana symbols its payment spent (pool and tapped sources)."""
    from_pool, taps = planned
    item.extra[KEY] = "".join([s * n for s, n in from_pool.items() if n > 0]) \
        + "".join([sym for _, sym in taps])


@EFFECTS.effect(KIND)
def _gain_if_spent(ctx: Context, e: Effect) -> None:
    g = ctx.game
    spent = str(ctx.item.extra.get(KEY, ""))
    mana = str(e.get("mana", ""))
    if not mana or mana not in spent:
        g.log.add("601.2h", "not_spent", "{}: no {{{}}} was spent to cast it", ctx.item.name,
                  mana)
        return
    n = ctx.amount(e)
    before = g.players[ctx.item.controller].life
    g.gain_life(ctx.item.controller, n)
    gained = g.players[ctx.item.controller].life - before
    if gained > 0:
        g.log.add("119.3", "gain_life", "{} gains {} life", g.players[ctx.item.controller].name,
                  gained)
