""""Whenever another creature [you control] dies" (603.6c) of the other permanents.

Leaves-the-battlefield abilities look back in time (603.10a): a watcher that dies in the
same event as other creatures (Wrath of God, lethal damage checked by one state-based
check) sees them all die, although the engine moves the dying creatures one at a time.
Watchers still on the battlefield trigger through the trigger table (triggers.py) as each
zone-change event happens; the moves of one event are wrapped in `simultaneous(game)`:
each death is recorded, and at the end a watcher that was moved before another creature
of the batch triggers for it too, from its last-known information.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from cardgame.engine.events import ZoneChange
from cardgame.rulesets.magic import exile_until, triggers
from cardgame.rulesets.magic.vocabulary import TRIGGERS_OTHER_DIES

if TYPE_CHECKING:
    from cardgame.engine.game import Game

_BATCH = "dying_batch"


def record_death(game: Game, e: ZoneChange) -> None:
    """Observes zone changes (after the trigger table has seen them: watchers still on
    the battlefield have triggered): inside a simultaneous event, a creature's death, or
    a watcher leaving, is recorded."""
    batch = game.state.get(_BATCH)
    if batch is not None and (triggers.creature_dies(e) or _watcher_leaves(e)):
        batch.append(e)


def _watcher_leaves(e: ZoneChange) -> bool:
    """A noncreature watcher (an artifact that says "whenever a creature dies") leaving
    in the event: it too looks back at the creatures dying with it (603.10a)."""
    return e.old == "battlefield" and e.lki is not None and any(
        ab.kind == "triggered" and ab.trigger in TRIGGERS_OTHER_DIES for ab in e.lki.abilities)


@contextmanager
def simultaneous(game: Game) -> Iterator[None]:
    """Moves inside are one event for the watchers (603.10a); nested uses join the
    outer event."""
    opened = begin(game)
    try:
        yield
    finally:
        end(game, opened)


def begin(game: Game) -> bool:
    """Open a simultaneous event; False when one is open already (it is joined)."""
    if game.state.get(_BATCH) is not None:
        return False
    game.state[_BATCH] = []
    return True


def end(game: Game, opened: bool) -> None:
    """Close the event `begin` opened: watchers that left before other creatures of the
    event died trigger for them now, from their last-known information."""
    if not opened:
        return
    batch: list[ZoneChange] = game.state.pop(_BATCH, [])
    exile_until.event_over(game)  # "until this leaves" returns, together (610.3d)
    for i, gone in enumerate(batch):
        watcher, wl = gone.obj, gone.lki
        for later in batch[i + 1:]:  # died after the watcher had left: missed so far
            for ab in wl.abilities:
                if ab.kind != "triggered" or ab.trigger not in TRIGGERS_OTHER_DIES:
                    continue
                for _ in triggers.TABLE[ab.trigger].fires(game, later, watcher, wl):
                    triggers.fire(game, watcher, ab, wl.controller, {"lki": wl},
                                  zcc=watcher.zcc - 1)
