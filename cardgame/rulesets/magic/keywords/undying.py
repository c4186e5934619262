"""Undying (702.93): "When this permanent is put into a graveyard from the battlefield,
if it had no +1/+1 counters on it, return it to the battlefield under its owner's control
with a +1/+1 counter on it."

Whether it had a counter is read from the last known information (603.10a, 704.8): the
counters it had as it left the battlefield, before any state-based action performed at the
same time removed some (a +1/+1 and -1/-1 pair, 704.5q). The card comes back only if it is
still the card that went to the graveyard (400.7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardgame.engine import events as ev
from cardgame.engine.cardmodel import AbilityDef, Effect
from cardgame.engine.layers import Chars
from cardgame.engine.objects import GameObject
from cardgame.rulesets.magic.keywords.base import ability_maker, effect_handler

if TYPE_CHECKING:
    from cardgame.engine.game import Game

KEYWORD = "undying"
TRIGGER = "undying: put into a graveyard from the battlefield with no +1/+1 counters"


@ability_maker
def _make(keyword: str) -> tuple[AbilityDef, ...] | None:
    if keyword != KEYWORD:
        return None
    return (AbilityDef("triggered", trigger=TRIGGER,
                       effects=(Effect("undying_return", {}),), text=KEYWORD),)


def fires(game: Game, e: ev.ZoneChange, src: GameObject,
          c: Chars) -> tuple[dict[str, Any], ...]:
    """It died (a permanent, from the battlefield to a graveyard) with no +1/+1 counter."""
    if e.old != "battlefield" or e.new != "graveyard":
        return ()
    if src.extra.get("lki_counters", {}).get("+1/+1", 0) > 0:
        return ()  # the intervening "if" (603.4): it had a +1/+1 counter
    return ({"lki": e.lki},)


@effect_handler("undying_return")
def _return(ctx: Any, e: Effect) -> None:
    g = ctx.game
    obj = g.objects.get(ctx.item.source)
    if obj is None or obj.zone != "graveyard" or obj.zcc != ctx.item.source_zcc + 1:
        return  # it left the graveyard: a new object the ability can't find (400.7)
    g.move(obj, "battlefield")  # under its owner's control: it comes from a graveyard
    g.add_counters(obj, "+1/+1", 1)
    g.log.add("702.93a", "undying", "{} returns to the battlefield with a +1/+1 counter",
              obj.card.name)
