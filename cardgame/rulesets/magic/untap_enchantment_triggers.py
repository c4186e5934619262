"""Triggers "whenever this becomes untapped" (inspired) and "whenever this or another
enchantment you control enters" (constellation).

Why a module of its own: both are rows of the trigger table (`triggers.TABLE`) made of an
event kind and a test. "Becomes untapped" is the permanent's own untap event (502.3,
a tapped permanent untapping). The constellation row reads the newcomer as it is on the
battlefield, with the effects that apply as it enters (611.2e: a card put onto the
battlefield "as an enchantment in addition to its other types" is one as it enters).

`ROWS` maps each trigger text to (event kind, watching, fires, relevant).
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
ONCE: tuple[dict[str, Any], ...] = ({},)
NEVER: tuple[dict[str, Any], ...] = ()


def _untapped(game: Game, e: ev.Untapped, src: GameObject, c: Chars) -> Instances:
    return ONCE  # the own-trigger lookup already matched the event's object


def _enters(e: Any) -> bool:
    return isinstance(e, ev.ZoneChange) and e.new == "battlefield" \
        and e.obj.zone == "battlefield"


def _enchantment_of_yours(game: Game, e: ev.ZoneChange, src: GameObject,
                          c: Chars) -> Instances:
    if not _enters(e):
        return NEVER
    now = game.chars(e.obj)
    return ONCE if "Enchantment" in now.types and now.controller == c.controller else NEVER


Row = tuple[str, bool, Callable[["Game", Any, GameObject, Chars], Instances],
            Callable[[Any], bool] | None]
ROWS: dict[str, Row] = {
    "becomes untapped": (ev.UNTAPPED, False, _untapped, None),
    "this or another enchantment you control enters":
        (ev.ZONE_CHANGE, True, _enchantment_of_yours, _enters),
}
TEXTS = tuple(ROWS)
