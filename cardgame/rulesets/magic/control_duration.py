""""For as long as you control [this]" durations (611.2b): Master Thief's "gain control of
target artifact for as long as you control Master Thief".

Why: the effect lasts while its controller controls the source, and if that duration is
over before the effect would begin (the source left, or changed controller, before the
ability resolved), the effect does nothing at all: it doesn't start and stop, nor last
forever. The effect's `until` names the source (id and zone-change count) and the
player; it ends when the source leaves the battlefield (an observer of zone changes),
another player controls it, or it phases out: a phased-out source can't be seen, so the
duration that tracks it is over for good (702.26f); the last two are looked at whenever
state-based actions are checked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardgame.engine.events import ZoneChange

if TYPE_CHECKING:
    from cardgame.engine.game import Game
    from cardgame.engine.objects import StackItem

PREFIX = "while_controlling:"
DURATION = "as long as you control this"


def start(game: Game, item: StackItem) -> str | None:
    """The `until` of an effect lasting as long as the item's controller controls its
    source, or None when that duration is already over (611.2b)."""
    src = game.objects.get(item.source)
    if src is None or src.zone != "battlefield" or src.zcc != item.source_zcc \
            or src.phased_out or game.controller(src) != item.controller:
        game.log.add("611.2b", "duration_over", "{}: its duration is already over, so it "
                     "does nothing", item.name)
        return None
    return f"{PREFIX}{src.id}:{src.zcc}:{item.controller}"


def _over(game: Game, until: str) -> bool:
    sid, zcc, player = (int(x) for x in until[len(PREFIX):].split(":"))
    src = game.objects.get(sid)
    return src is None or src.zone != "battlefield" or src.zcc != zcc \
        or src.phased_out or game.controller(src) != player


def check(game: Game) -> None:
    """End the effects whose "for as long as you control" is over."""
    ending = {e.until for e in game.effects if e.until.startswith(PREFIX)}
    for until in ending:
        if _over(game, until):
            game.end_effects(until)
            game.log.add("611.2b", "duration_over", "an effect lasting as long as its "
                         "controller controlled its source ends")


def observe(game: Game, event: Any) -> None:
    """A source leaving the battlefield ends its effects at once."""
    if isinstance(event, ZoneChange) and event.old == "battlefield" and game.effects:
        check(game)
