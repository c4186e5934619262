""""Whenever another creature [you control] dies" (603.6c) of the other permanents.

Leaves-the-battlefield abilities look back in time (603.10a): a watcher that dies in the
same event as other creatures (Wrath of God, lethal damage checked by one state-based
check) sees them all die, although the engine moves the dying creatures one at a time.
Those moves are wrapped in `simultaneous(game)`: each death is recorded, and at the end a
watcher that was moved before another creature of the batch triggers for it too, from
its last-known information.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from cardgame.engine.layers import Chars
from cardgame.engine.objects import GameObject
from cardgame.rulesets.magic.vocabulary import TRIGGERS_OTHER_DIES

if TYPE_CHECKING:
    from cardgame.engine.game import Game

_BATCH = "dying_batch"


def creature_died(game: Game, dead: GameObject, lki: Chars) -> None:
    """A creature went from the battlefield to a graveyard: watchers still on the
    battlefield trigger now; inside a simultaneous event the death is recorded."""
    for w in game.battlefield():
        if w.id == dead.id or not any(a.trigger in TRIGGERS_OTHER_DIES
                                      for a in w.card.abilities):
            continue
        c = game.chars(w)
        _trigger_for(game, w, c, lki, zcc=None)
    batch = game.state.get(_BATCH)
    if batch is not None:
        batch.append((dead, lki))


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
    event died trigger for them now."""
    if not opened:
        return
    batch: list[tuple[GameObject, Chars]] = game.state.pop(_BATCH, [])
    for i, (watcher, wl) in enumerate(batch):
        for _dead, lki in batch[i + 1:]:  # died after the watcher had left: missed so far
            _trigger_for(game, watcher, wl, lki, zcc=watcher.zcc - 1)


def _trigger_for(game: Game, watcher: GameObject, c: Chars, lki: Chars,
                 zcc: int | None) -> None:
    for ab in c.abilities:
        if ab.kind != "triggered" or ab.trigger not in TRIGGERS_OTHER_DIES:
            continue
        if ab.trigger == "another creature you control dies" and lki.controller != c.controller:
            continue
        event = {"lki": c} if zcc is not None else {}
        game.rules._trigger(game, watcher, ab, c.controller, event,  # type: ignore[attr-defined]
                            zcc=zcc)
