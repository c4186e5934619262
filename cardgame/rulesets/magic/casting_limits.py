"""Prohibitions on casting spells by a quality that choices can change (601.3a): "your
opponents can't cast spells with even mana values" (Void Winnower).

Why: the quality of a spell with {X} depends on the X its caster will choose, so the
player may begin to cast it when some choice would make the prohibition not apply
(601.3a); the choice made is then checked, and an even mana value is refused. A spell
with no such choice and an even mana value can't be begun at all.

Static effect `opponents_cant_cast_even`: no parameters; it applies while its permanent
is on the battlefield.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.cardmodel import Effect
from cardgame.rulesets.magic import printed
from cardgame.rulesets.magic.cardinfo import card_info
from cardgame.rulesets.magic.interpreter import EFFECTS

if TYPE_CHECKING:
    from cardgame.engine.game import Game
    from cardgame.engine.objects import GameObject
    from cardgame.rulesets.magic.effects import Context

EVEN = "opponents_cant_cast_even"


@EFFECTS.effect(EVEN)
def _static_only(ctx: Context, e: Effect) -> None:
    """Only meaningful as a static ability; casting asks for it (`problem`)."""


def _prohibited(game: Game, player: int) -> bool:
    """Whether an opponent's permanent forbids `player` even mana values, looked up once
    per battlefield state (casting asks for it for every card in hand)."""
    if EVEN not in printed.words(game):
        return False
    bf = game.battlefield()
    cached = game.memo.get(EVEN)
    if cached is None or cached[0] is not bf:
        printers = [o for o in bf if any(e.kind == EVEN for a in o.card.abilities
                                        for e in a.effects)]
        holders = frozenset(game.chars(o).controller for o in printers  # still has it now
                            if any(e.kind == EVEN for a in game.chars(o).abilities
                                   if a.kind == "static" for e in a.effects))
        cached = (bf, holders)
        game.memo[EVEN] = cached
    return any(h != player for h in cached[1])


def problem(game: Game, player: int, obj: GameObject, x: int | None) -> str | None:
    """Why `player` can't cast this spell (with X = `x`; None while only beginning to
    cast it), or None."""
    cost = card_info(obj.card).cost
    if not _prohibited(game, player):
        return None
    if x is None and cost.x:
        return None  # some X makes the mana value odd: it may be begun (601.3a)
    value = cost.with_x(x or 0).mana_value
    if value % 2 == 0:
        return (f"{obj.card.name} has an even mana value ({value}) and an opponent's "
                "permanent forbids casting such spells (601.3a)")
    return None
