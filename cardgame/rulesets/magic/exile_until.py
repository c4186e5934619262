""""Exile target creature until this leaves the battlefield" (610.3).

Why a module of its own: the return is part of the one-shot effect, not a triggered
ability: the exiled card comes back the moment the source leaves, with nothing on the
stack (610.3). If the source has left before the effect happens, nothing is exiled
(610.3c). When one event takes several sources away (two Banisher Priests dying to one
Pyroclasm), their cards return at the same time (610.3d) and so enter together: each
sees the others enter (603.6a). The engine moves cards one at a time, so the returns of a
simultaneous event (`dies_watchers.simultaneous`) wait for its end, and `enter_together`
lets a card that came back first be seen by those after it.

Effect `exile_until_leaves`: `what` (ref) is exiled until the source leaves the
battlefield; it returns under its owner's control.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardgame.engine import events as ev
from cardgame.engine.cardmodel import Effect
from cardgame.engine.objects import GameObject
from cardgame.rulesets.magic.interpreter import EFFECTS

if TYPE_CHECKING:
    from cardgame.engine.game import Flow, Game
    from cardgame.rulesets.magic.effects import Context

_LINKS = "exiled_until"  # game.state: (source, source zcc, card, card zcc in exile)
_DUE = "returns_due"  # cards whose source left inside a simultaneous event


@EFFECTS.effect("exile_until_leaves")
def _exile_until_leaves(ctx: Context, e: Effect) -> Flow:
    g = ctx.game
    src = g.objects.get(ctx.item.source)
    if src is None or src.zone != "battlefield" or src.zcc != ctx.item.source_zcc:
        g.log.add("610.3c", "exile_until", "{} has left: nothing is exiled", ctx.item.name)
        return
    for obj in ctx.objects(e.get("what")):
        yield from g.move_flow(obj, "exile")
        if obj.zone != "exile":
            continue
        links: list[tuple[int, int, int, int]] = g.state.setdefault(_LINKS, [])
        links.append((src.id, src.zcc, obj.id, obj.zcc))
        g.log.add("610.3", "exile_until", "{} is exiled until {} leaves the battlefield",
                  obj.card.name, src.card.name)


def observe(game: Game, event: Any) -> None:
    """Observer of zone changes: a source leaving the battlefield sends its cards back,
    at the end of the simultaneous event it is part of (610.3d)."""
    links: list[tuple[int, int, int, int]] | None = game.state.get(_LINKS)
    if not links or not isinstance(event, ev.ZoneChange) or event.old != "battlefield":
        return
    due = [lk for lk in links if lk[0] == event.obj.id and lk[1] == event.zcc]
    if not due:
        return
    game.state[_LINKS] = [lk for lk in links if lk not in due]
    cards = [(c, z) for _, _, c, z in due]
    if game.state.get("dying_batch") is not None:
        game.state.setdefault(_DUE, []).extend(cards)
    else:
        _return(game, cards)


def event_over(game: Game) -> None:
    """A simultaneous event ended: the cards whose sources left in it return together."""
    cards = game.state.pop(_DUE, None)
    if cards:
        _return(game, cards)


def _return(game: Game, cards: list[tuple[int, int]]) -> None:
    back = [game.objects[c] for c, z in cards
            if c in game.objects and game.objects[c].zone == "exile"
            and game.objects[c].zcc == z]
    entered = []
    for obj in back:
        game.move(obj, "battlefield", controller=obj.owner)
        game.log.add("610.3", "exile_until", "{} returns to the battlefield", obj.card.name)
        if obj.zone == "battlefield":
            entered.append(ev.ZoneChange(obj, "exile", "battlefield", None, obj.zcc - 1))
    enter_together(game, entered)


def enter_together(game: Game, entered: list[ev.ZoneChange]) -> None:
    """Objects moved one at a time that entered at once: each later one sees the earlier
    ones enter too (603.6a), through its watching zone-change triggers."""
    from cardgame.rulesets.magic import triggers

    for j, later in enumerate(entered):
        obj: GameObject = later.obj
        if obj.zone != "battlefield" or obj.zcc != later.zcc + 1:
            continue
        c = game.chars(obj)
        for ab in c.abilities:
            kind = triggers.TABLE.get(ab.trigger) if ab.kind == "triggered" else None
            if kind is None or not kind.watching or kind.event != ev.ZONE_CHANGE:
                continue
            for earlier in entered[:j]:
                for record in kind.fires(game, earlier, obj, c):
                    triggers.fire(game, obj, ab, c.controller, dict(record))
