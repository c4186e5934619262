""""Enter as a copy ..., except it enters with X additional +1/+1 counters on it"
(Altered Ego, 707.9e): an exception that is an additional effect, not a copiable value.

Why a module of its own: the counters are not part of the copy (a copy of the copy gets
none), and they are put only if this copy effect is the last one applied as the
permanent enters: if Altered Ego copies a Clone that copied nothing and then, through the
Clone's ability, a creature, the later copy effect replaces it and no counter is put
(707.9e). The copy path says which copy effect applied last; this module turns it into a
replacement effect on the event that puts the permanent onto the battlefield (614.1c).

`enters_as_copy` parameter `counters` (a counter kind): X of them, X of the spell.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.cardmodel import Effect
from cardgame.engine.events import ZONE_CHANGE, Event, ZoneChange
from cardgame.engine.objects import GameObject
from cardgame.engine.replacement import ReplacementEffect

if TYPE_CHECKING:
    from cardgame.engine.game import Game

_KEY = "entering_extra_counters"


def remember(game: Game, obj: GameObject, spec: Effect) -> None:
    """The last copy effect applied to `obj` as it enters: its additional counters."""
    kind = spec.get("counters")
    if not kind:
        game.state.pop(_KEY, None)
        return
    x = game.state.get("entering_x")
    amount = int(x[2]) if x is not None and x[0] == obj.id and x[1] == obj.zcc else 0
    game.state[_KEY] = (obj.id, obj.zcc, str(kind), amount)


def effects(game: Game, event: Event) -> list[ReplacementEffect]:
    """The source for the replacement registry: the entering permanent's extra counters."""
    pending = game.state.get(_KEY)
    if pending is None or not isinstance(event, ZoneChange) or event.new != "battlefield":
        return []
    oid, zcc, kind, amount = pending
    if event.obj.id != oid or event.obj.zcc != zcc or amount <= 0:
        return []
    name = event.obj.card.name

    def put(g: Game, ev: ZoneChange) -> ZoneChange:
        g.state.pop(_KEY, None)
        ev.counters[kind] = ev.counters.get(kind, 0) + amount
        g.log.add("707.9e", "enters_with", "{} enters with {} additional {} counter(s)",
                  name, amount, kind)
        return ev

    return [ReplacementEffect((_KEY, oid, zcc), f"{name} enters with {amount} additional "
                              f"{kind} counters (707.9e)", ZONE_CHANGE, lambda g, ev: True,
                              put, order_free=True, source=oid, rule="614.1c")]
