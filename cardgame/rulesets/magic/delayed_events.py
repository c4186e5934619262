"""Delayed triggered abilities that wait for an event of their source (603.7): "when this
creature leaves the battlefield", "when this creature becomes untapped".

Why: the delayed triggers of steps ("at the beginning of the next end step") are looked
at when the step begins; these watch the engine's events instead. A delayed trigger
exists only from the moment its effect resolves (603.7a): if the creature left before,
it is a new object and the ability never triggers; if it became untapped before, the
ability waits for the next time. Each triggers once and is gone (603.7b). The source is
the permanent whose ability made the effect, as it was then (its zone-change count).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardgame.engine.cardmodel import AbilityDef
from cardgame.engine.events import ZoneChange
from cardgame.engine.objects import PendingTrigger

if TYPE_CHECKING:
    from cardgame.engine.game import Game

LEAVES = "this leaves the battlefield"
UNTAPS = "this becomes untapped"
WHENS = (LEAVES, UNTAPS)


def fire(game: Game, d: dict[str, Any], when: str) -> None:
    """The delayed trigger `d` (as the `delayed` effect recorded it) triggers now."""
    ab = AbilityDef("triggered", trigger=when, effects=d["effects"],
                    targets=d["specs"], text=f"delayed: {when}")
    game.triggers.append(PendingTrigger(d["source"], d["controller"], ab,
                                        f"{d['name']} (delayed)", d["source_zcc"],
                                        {"fixed_targets": (d["targets"], d["target_zcc"]),
                                         "that": d.get("that")}))


def _due(d: dict[str, Any], event: Any) -> bool:
    if d["when"] == LEAVES:
        return isinstance(event, ZoneChange) and event.old == "battlefield" \
            and event.obj.id == d["source"] and event.zcc == d["source_zcc"]
    if d["when"] == UNTAPS:
        return not isinstance(event, ZoneChange) and event.obj.id == d["source"] \
            and event.obj.zcc == d["source_zcc"]
    return False


def observe(game: Game, event: Any) -> None:
    """Observer of zone changes and untaps: waiting delayed triggers that are due fire."""
    waiting = game.state.get("delayed")
    if not waiting:
        return
    keep = []
    for d in waiting:
        if _due(d, event):
            fire(game, d, d["when"])
        else:
            keep.append(d)
    if len(keep) != len(waiting):
        game.state["delayed"] = keep
