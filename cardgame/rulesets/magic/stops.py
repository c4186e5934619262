"""When a hot-seat seat asks a magic player about what the opponent put on the stack, and
the divisions of combat damage and orders of triggers it answers by itself.

Why its own rule: by default a seat asks whenever the player could respond (an instant,
an ability other than mana). One kind of item needs no answer: the opponent's triggered
ability that only draws them cards and names nothing (Wall of Omens entering). Whatever
the player would do in response, they can do as well once it has resolved, and nothing
they could do changes what it does (no target, no choice, no condition). Asking would
only hand the keyboard over and back. The engine and scenario runs still ask; "every
response" in the settings and full control ask too.

Dividing an attacker's combat damage among several blockers (510.1c) is a decision when
the divisions differ: which blocker dies, or how much damage stays marked on which (a
Lightning Bolt after combat finishes a damaged blocker). It is no decision when every
legal division is the same up to swapping blockers nobody can tell apart (one damage
between two untouched Walls of Omens): the seat answers those (`moot_answer`), the
rest are asked, as is everything under full control. Likewise the order of simultaneous
triggers (603.3b) that are the same ability of the same source about such objects (a
Suq'Ata Lancer's two flanking triggers for those two Walls).
"""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING, Any

from cardgame.engine.decisions import ASSIGN_DAMAGE, ORDER_TRIGGERS
from cardgame.errors import IllegalAction
from cardgame.rulesets.magic import actions
from cardgame.rulesets.magic.combat import combat_of
from cardgame.rulesets.magic.costs import summoning_sick

if TYPE_CHECKING:
    from cardgame.engine.decisions import Decision
    from cardgame.engine.game import Game
    from cardgame.engine.objects import PendingTrigger, StackItem

DRAW = "draw"  # the effect kind of "draw N cards" (magic cardschema)


def worth_responding(game: Game, player: int) -> bool:
    """Whether the player should be asked about the opponent's last item on the stack."""
    top = next((s for s in reversed(game.stack) if s.controller != player), None)
    if top is not None and only_draws(top):
        return False
    return actions.has_actions(game, player)


def only_draws(item: StackItem) -> bool:
    """A triggered ability whose every effect draws cards for its controller, with no
    target, no intervening "if" and no "you may"."""
    ab = item.ability
    if item.kind != "ability" or ab is None or ab.kind != "triggered" or item.targets:
        return False
    if ab.condition or ab.optional or ab.modes or not item.effects:
        return False
    return all(e.kind == DRAW and e.get("who") is None for e in item.effects)


DIVISION_CAP = 4096  # divisions looked at, at most (past it the seat asks)


def moot_answer(game: Game, d: Decision) -> Any | None:
    """The answer to a division of combat damage whose every legal division is the same
    up to swapping recipients nobody can tell apart, or to the order of triggers that
    are the same up to such a swap; None otherwise (asked)."""
    if d.kind == ORDER_TRIGGERS:
        return _same_triggers(game, d)
    if d.kind != ASSIGN_DAMAGE:
        return None
    power = d.data.get("amount", 0)
    recipients = [o.value for o in d.options]
    if power < 1 or len(recipients) < 2 or (power + 1) ** len(recipients) > DIVISION_CAP:
        return None
    lethal = d.data.get("lethal", {})
    kinds = [_kind(game, r, lethal.get(r)) for r in recipients]
    seen: list[tuple[str, int]] | None = None
    first: list[list[Any]] | None = None
    for amounts in product(range(power + 1), repeat=len(recipients)):
        if sum(amounts) != power:
            continue
        split = [[r, n] for r, n in zip(recipients, amounts, strict=True) if n]
        try:
            d.check({"split": split})
        except IllegalAction:
            continue
        form = sorted(zip(kinds, amounts, strict=True))
        if seen is None:
            seen, first = form, split
        elif form != seen:
            return None  # two divisions that differ: a decision
    if first is None:
        return None
    return {"split": first}


def _kind(game: Game, r: Any, lethal: Any) -> str:
    """What tells a recipient of combat damage from another: two with the same kind can
    be swapped without changing anything; what the rules remember of it (`extra`: a
    Clone's copy, a chosen colour...) is part of it. Anything with a link to something
    else (an aura or equipment on it, a spell, ability or trigger naming it), a static
    ability (its effects' timestamps are its own) or not on the battlefield has a kind
    of its own."""
    if not isinstance(r, int):
        return f"player {r}"
    obj = game.objects[r]
    alone = f"object {r}"
    if obj.attached_to is not None:
        return alone
    if any(o.attached_to == r for o in game.battlefield()):
        return alone
    if any(r in s.targets or s.source == r for s in game.stack):
        return alone
    if any(t.source == r or any(_names(v, r) for v in t.event.values())
           for t in game.triggers):
        return alone
    if obj.zone != "battlefield":
        return alone  # order in a library or hand can matter: only permanents are swapped
    c = game.chars(obj)
    if any(a.kind == "static" for a in c.abilities):
        return alone  # its effects' timestamp is its own (613.7a)
    blocking = tuple(combat_of(game).blocks.get(r, ()))
    # summoning sickness tells them apart only for a cost with {T} or {Q} (302.6)
    sick = summoning_sick(game, obj) and any("{T}" in a.cost or "{Q}" in a.cost
                                             for a in c.abilities)
    return repr((obj.card.name, c, lethal, obj.damage, sorted(obj.counters.items()),
                 obj.tapped, obj.controller, obj.owner, obj.token, sick, obj.deathtouched,
                 obj.phased_out, blocking, sorted(obj.extra.items())))


def _names(value: Any, r: int) -> bool:
    """Whether an event value names object `r` (its id, or its id and zone change count)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value == r
    return isinstance(value, tuple) and len(value) == 2 and value[0] == r


def _same_triggers(game: Game, d: Decision) -> Any | None:
    """Every order of the triggers when they are the same ability of the same source
    and their events differ only in objects of the same kind (flanking's two triggers
    when two untouched Walls of Omens block): any order is the same up to that swap."""
    trigs: list[PendingTrigger] = d.data.get("triggers", [])
    if len(trigs) < 2:
        return None
    first = trigs[0]
    form = _trigger_form(game, first)
    for t in trigs[1:]:
        if (t.source, t.source_zcc, t.name, t.controller) != \
                (first.source, first.source_zcc, first.name, first.controller) \
                or t.ability is not first.ability or _trigger_form(game, t) != form:
            return None
    return d.default_answer()


def _trigger_form(game: Game, t: PendingTrigger) -> str:
    """A trigger's event with each object it names, written (id, zone change count),
    replaced by the object's kind."""
    parts: list[str] = []
    for key in sorted(t.event):
        v = t.event[key]
        if isinstance(v, tuple) and len(v) == 2 and isinstance(v[0], int) \
                and isinstance(v[1], int) and v[0] in game.objects \
                and game.objects[v[0]].zcc == v[1] \
                and game.objects[v[0]].zone == "battlefield":
            parts.append(f"{key}={_kind(game, v[0], None)}")
        else:
            parts.append(f"{key}={v!r}")
    return "; ".join(parts)

