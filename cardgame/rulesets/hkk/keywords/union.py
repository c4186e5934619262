"""K131.9 union (Összefogás, "union with <quality>").

Two creatures whose union abilities match (each has the quality the other's ability names:
a subtype, a colour or a name) may unite in their controller's exchange phase: stacked,
they are one creature and one card until separated in a later exchange phase. The pair's
characteristics are merged in `chars` (both subtypes and colours; activated and combat
abilities of both; other abilities only if both have them; stats per H-union-stats). A
card put on the pair goes on the member the pair's controller picks. If the pair or a member
loses union at any time ("bármikor"), they must separate in the next exchange phase, even
if the loss has worn off by then: the loss is an event, remembered on the pair's host.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.layers import Chars
from cardgame.engine.objects import GameObject
from cardgame.rulesets.hkk import chars as ch
from cardgame.rulesets.hkk import zones as z

if TYPE_CHECKING:
    from cardgame.engine.game import Game

UNITED_TURN = "hk_united_turn"
LOST = "hk_union_lost"  # on a host: the pair lost union since it united (K131.9)


def has_quality(c: Chars, quality: str) -> bool:
    return quality in c.subtypes or quality in c.colors or quality == c.name


def match(game: Game, a: GameObject, b: GameObject) -> bool:
    """Whether the two creatures' union abilities match each other."""
    ca, cb = game.chars(a), game.chars(b)
    if not (ch.has(game, a, "union") and ch.has(game, b, "union")):
        return False
    return any(has_quality(cb, q) for q in ch.union_qualities(ca)) and \
        any(has_quality(ca, q) for q in ch.union_qualities(cb))


def why_not(game: Game, player: int, a: GameObject, b: GameObject) -> str | None:
    """Why these two can't unite now (with the rule), or None."""
    for o in (a, b):
        if o.zone not in z.CREATURE_ZONES or o.controller != player:
            return f"{o.name} is not a creature of yours in play (K131.9)"
        if z.UNION in o.extra or z.UNDER in o.extra:
            return f"{o.name} is already united (K131.9)"
    if a.id == b.id:
        return "a creature can't unite with itself (K131.9)"
    if not match(game, a, b):
        return (f"the union abilities of {a.name} and {b.name} don't match: "
                f"{_mismatch(game, a, b)} (K131.9)")
    return None


def _mismatch(game: Game, a: GameObject, b: GameObject) -> str:
    """Which half of the match fails, so a tester sees what to change."""
    for x, y in ((a, b), (b, a)):
        if not ch.has(game, x, "union"):
            return f"{x.name} has no union ability now"
        wanted = ch.union_qualities(game.chars(x))
        if not any(has_quality(game.chars(y), q) for q in wanted):
            return (f"{y.name} is not {' or '.join(repr(q) for q in wanted)}, the subtype, "
                    f"colour or name {x.name}'s union names")
    return "each has what the other's union names"  # not reached: match() said no


def unite(game: Game, host: GameObject, member: GameObject) -> None:
    host.extra[z.UNION] = member.id
    member.extra[z.UNDER] = host.id
    host.extra[UNITED_TURN] = game.turn
    if member.zone != host.zone:
        game.zone_list(member).remove(member.id)
        member.zone = host.zone
        game.players[member.holder].zones[host.zone].append(member.id)
    if host.tapped or member.tapped:  # one creature: passive if either half was
        game.tap(host)
        game.tap(member)
    game.invalidate()
    game.log.add("K131.9", "unite", "{} and {} unite (összefogás): one creature, one card "
                 "until separated", host.name, member.name)


def separate(game: Game, host: GameObject, rule: str = "K131.9", forced: bool = False) -> None:
    member = z.member_of(game, host)
    if member is None:
        return
    del host.extra[z.UNION]
    del member.extra[z.UNDER]
    host.extra.pop(UNITED_TURN, None)
    host.extra.pop(LOST, None)
    game.invalidate()
    game.log.add(rule, "separate", "{} and {} separate{}", host.name, member.name,
                 " (a union ability was lost)" if forced else "")


def lost_union(game: Game, host: GameObject) -> bool:
    """The pair or one of its members lost union, now or at any time since it was
    noted: they must separate (K131.9)."""
    member = z.member_of(game, host)
    if member is None:
        return False
    return bool(host.extra.get(LOST)) or not ch.has(game, host, "union") or \
        not ch.has(game, member, "union")


def note_losses(game: Game) -> None:
    """Remember every pair that has lost union now (called when abilities are taken
    away), so that a loss that wears off before the exchange phase still separates it."""
    for host in z.creatures(game):
        if z.UNION in host.extra and not host.extra.get(LOST) and lost_union(game, host):
            host.extra[LOST] = True
            game.log.add("K131.9", "union_lost", "{} and its partner lose union: they must "
                         "separate in the next exchange phase", host.name)
