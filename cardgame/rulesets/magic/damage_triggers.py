""""Whenever this deals damage", "whenever enchanted creature deals damage" (603.2g).

Why a module of its own: these triggers watch the damage event of one source object, so
they fire only for damage actually dealt. Damage that is prevented never happens (the
prevention replaces the event, 615): then nothing triggers (603.2g). The damage event
names its source object (`DamageDealt.source_id`, set by spells, abilities and combat);
the amount dealt, after prevention, is "that much" of the ability's effects.

`ROWS` maps each trigger text to (event kind, watching, fires, relevant) for
`triggers.TABLE`; `TEXTS` is what the card schema accepts.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from cardgame.engine import events as ev
from cardgame.engine.layers import Chars
from cardgame.engine.objects import GameObject

if TYPE_CHECKING:
    from cardgame.engine.game import Game

Instances = Iterable[dict[str, Any]]
NEVER: tuple[dict[str, Any], ...] = ()
THAT_MUCH = "that much"  # the amount of damage dealt, read by the triggered effects


def _dealt(e: ev.DamageDealt) -> bool:
    return e.source_id is not None and e.amount > 0


def _self_deals(game: Game, e: ev.DamageDealt, src: GameObject, c: Chars) -> Instances:
    return ({"damage": e.amount},) if e.source_id == src.id and e.amount > 0 else NEVER


def _enchanted_deals(game: Game, e: ev.DamageDealt, src: GameObject, c: Chars) -> Instances:
    host = src.attached_to
    return ({"damage": e.amount},) if host is not None and e.source_id == host \
        and e.amount > 0 else NEVER


Row = tuple[str, bool, Callable[["Game", Any, GameObject, Chars], Instances],
            Callable[[Any], bool] | None]
ROWS: dict[str, Row] = {
    "deals damage": (ev.DAMAGE_DEALT, True, _self_deals, _dealt),
    "enchanted creature deals damage": (ev.DAMAGE_DEALT, True, _enchanted_deals, _dealt),
}
TEXTS = tuple(ROWS)
