"""Flashback (702.34): "you may cast this card from your graveyard by paying [cost]
rather than paying its mana cost" (an alternative cost, 118.9); "if the flashback cost
was paid, exile this card instead of putting it anywhere else any time it would leave
the stack" (a replacement effect, 702.34a).

Written `flashback {4}{R}` in `keywords`. Which graveyards a player may cast from, and
when, is `graveyard_casting.py`'s; this module knows the cost and the exile.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from cardgame.engine.cardmodel import CardDef
from cardgame.engine.events import ZONE_CHANGE, Event, ZoneChange
from cardgame.engine.replacement import ReplacementEffect

if TYPE_CHECKING:
    from cardgame.engine.game import Game
    from cardgame.engine.objects import GameObject

PATTERN: re.Pattern[str] = re.compile(r"^flashback ((\{[^{}]+\})+)$")
_MARK: str = "flashback"  # obj.extra: the zone-change count it has on the stack, cast this way


def cost(card: CardDef) -> str | None:
    """The card's flashback cost ("{4}{R}"), or None without flashback."""
    for kw in card.keywords:
        m = PATTERN.match(kw)
        if m:
            return m.group(1)
    return None


def mark(obj: GameObject) -> None:
    """The spell was cast with its flashback cost (call once it is on the stack)."""
    obj.extra[_MARK] = obj.zcc


def was_flashed_back(obj: GameObject) -> bool:
    return obj.extra.get(_MARK) == obj.zcc and obj.zone == "stack"


def _leaves_stack(game: Game, e: Any) -> bool:
    return isinstance(e, ZoneChange) and e.old == "stack" and e.new != "exile" \
        and was_flashed_back(e.obj)


def _exile(game: Game, e: ZoneChange) -> Event | None:
    game.log.add("702.34a", "flashback", "{} is exiled instead (flashback)", e.obj.card.name)
    e.new = "exile"
    return e


def exile_instead(game: Game, event: Event) -> list[ReplacementEffect]:
    """The replacement step's source: a flashed-back spell leaving the stack."""
    if not _leaves_stack(game, event):
        return []
    assert isinstance(event, ZoneChange)
    return [ReplacementEffect(("flashback", event.obj.id), "exile it instead (702.34a)",
                              ZONE_CHANGE, _leaves_stack, _exile, order_free=True,
                              source=event.obj.id, rule="702.34a")]
