"""Current characteristics of hkk permanents: printed values, unions, effects, statics.

Why the ruleset computes them itself: the engine's `Game.chars` applies continuous
effects only to objects in a zone called "battlefield", and hkk permanents are in the
reserve, guard post or table. So this module builds the current characteristics of every
permanent in one pass, in the engine's layer order (types and colours, abilities,
attack/life set, attack/life modified), caches them until the game's `version` changes,
and the ruleset offers them to the engine's callers as `current_chars`.

Order of application:
1. printed characteristics (`layers.base_chars`); a union host merges its partner's types,
   subtypes and colours, keeps the activated abilities of both, and keeps every other
   ability (every keyword of chapter 131 included) only if both have it (K131.9);
2. layer 6 effects of resolved spells (gain or lose abilities; K131.12 stops a loss) and
   flying gained on a condition (K131.6.3);
3. attack set: the union's stats (H-union-stats), static "X is ..." abilities;
4. attack/life modified: static pumps of working sources (K5.5.8), pumps of spells, the
   defence bonus (H-defence-bonus), +1/+1 and -1/-1 counters.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from cardgame.engine.cardmodel import Effect
from cardgame.engine.layers import Chars, ContinuousEffect, base_chars
from cardgame.engine.objects import GameObject
from cardgame.rulesets.hkk import zones as z

if TYPE_CHECKING:
    from cardgame.engine.game import Game

# Ability kinds a united pair keeps from either member (K131.9: activated abilities and a
# creature's own strike abilities; the vocabulary has no strike-ability kind yet). Every
# keyword of chapter 131 is a static ability: the pair has it only if both members do.
KEEP_KINDS = ("activated",)
# Keywords that work even on a passive non-creature permanent (hkk.md: anchor).
WORK_WHILE_PASSIVE = ("anchor",)
# Keywords that work outside play too (K131.11: hand, deck, discard pile; ancient magic
# concerns the cost of the card being played).
WORK_ANYWHERE = ("cant be copied", "ancient magic", "resurrection")


def current(game: Game, obj: GameObject) -> Chars:
    """The current characteristics of any object (permanents computed all together)."""
    cache = _cache(game)
    c = cache.get(obj.id)
    if c is None:
        c = base_chars(obj.card, obj.controller)
        cache[obj.id] = c
    return c


def base_chars_of(obj: GameObject) -> Chars:
    """Printed characteristics (for a card in hand: what cost changes look at)."""
    return base_chars(obj.card, obj.controller)


def _cache(game: Game) -> dict[int, Chars]:
    memo = game.memo.get("hkk_chars")
    if memo is not None and memo[0] == game.version:
        return memo[1]  # type: ignore[no-any-return]
    cache = compute_all(game)
    game.memo["hkk_chars"] = (game.version, cache)
    return cache


def works(obj: GameObject) -> bool:
    """K5.5.8: a passive permanent's abilities don't work, except a creature's; attached
    cards are always active (K5.5.4)."""
    if "creature" in obj.card.types or obj.attached_to is not None:
        return True
    return not obj.tapped


def has(game: Game, obj: GameObject, keyword: str) -> bool:
    """Whether the keyword works on this object now (in play, or where it works)."""
    c = current(game, obj)
    if keyword not in c.keywords and not (keyword == "union" and _has_union(c)):
        return False
    if obj.zone in z.IN_PLAY:
        return works(obj) or keyword in WORK_WHILE_PASSIVE
    return keyword in WORK_ANYWHERE


def _has_union(c: Chars) -> bool:
    return any(k.startswith("union with ") for k in c.keywords)


def union_qualities(c: Chars) -> list[str]:
    return [k[len("union with "):] for k in c.keywords if k.startswith("union with ")]


def is_creature(game: Game, obj: GameObject) -> bool:
    return "creature" in current(game, obj).types


def life_left(game: Game, obj: GameObject) -> int:
    return (current(game, obj).toughness or 0) - obj.damage


# ---- the computation ---------------------------------------------------------------------
def compute_all(game: Game) -> dict[int, Chars]:
    objs = z.in_play(game)
    chars = {o.id: base_chars(o.card, o.controller) for o in objs}
    opts = game.options
    # 1. unions (K131.9)
    for host in objs:
        member = z.member_of(game, host)
        if member is not None and member.id in chars:
            _merge_union(chars[host.id], chars[member.id], str(opts.get("union_stats", "sum")))
    # 2. layer 6: spell effects, conditional flying
    effects = game.effects
    for e in effects:
        if e.layer <= "6":
            for o in _touched(e, objs):
                _apply_ability_effect(chars[o.id], e)
    for o in objs:
        c = chars[o.id]
        if "flying" not in c.keywords and arrived_flying(game, o):
            c.keywords = c.keywords + ("flying",)
    # 3./4. statics of working sources (K5.5.8), then pumps and the defence bonus
    statics = [(o, eff) for o in objs if z.UNDER not in o.extra and works(o)
               for ab in chars[o.id].abilities if ab.kind == "static" for eff in ab.effects]
    for src, eff in statics:
        if eff.kind == "set_attack":
            c = chars[src.id]
            if c.power is not None:
                c.power = amount_of(game, eff.get("amount"), src, chars)
                c.modified_pt = True
    for src, eff in statics:
        if eff.kind == "pump_all":
            flt = eff.get("filter") or {}
            for o in objs:
                if z.UNDER in o.extra:
                    continue
                c = chars[o.id]
                if c.power is not None and matches(flt, c, o, src.controller):
                    c.power += int(eff.get("attack", 0))
                    c.toughness = (c.toughness or 0) + int(eff.get("life", 0))
                    c.modified_pt = True
    for e in effects:
        if e.op == "pump":
            for o in _touched(e, objs):
                c = chars[o.id]
                if c.power is not None:
                    c.power += e.value[0]
                    c.toughness = (c.toughness or 0) + e.value[1]
                    c.modified_pt = True
    if opts.get("defence_bonus", True):
        for o in objs:
            c = chars[o.id]
            if (o.zone in z.CREATURE_ZONES and z.UNDER not in o.extra and c.power is not None
                    and o.controller != game.active):
                c.power += 1
                c.toughness = (c.toughness or 0) + 1
                c.modified_pt = True
    for o in objs:
        if o.counters:
            c = chars[o.id]
            n = o.counters.get("+1/+1", 0) - o.counters.get("-1/-1", 0)
            if n and c.power is not None:
                c.power += n
                c.toughness = (c.toughness or 0) + n
    return chars


def arrived_flying(game: Game, obj: GameObject) -> bool:
    """K131.5-6: it came into play flying; a united pair only if both members did (K131.9:
    flying is static, so the pair has it only if both have it)."""
    if not obj.extra.get(z.FLYING):
        return False
    member = z.member_of(game, obj)
    return member is None or bool(member.extra.get(z.FLYING))


def _touched(e: ContinuousEffect, objs: Iterable[GameObject]) -> list[GameObject]:
    if e.affected is None:
        return []
    return [o for o in objs if (o.id, o.zcc) in e.affected]


def _merge_union(host: Chars, member: Chars, stats: str) -> None:
    """K131.9: one creature with both subtypes and colours; activated abilities of both;
    every other ability, chapter 131's keywords included, only if both have it
    (H-union-stats)."""
    host.subtypes = _merged(host.subtypes, member.subtypes)
    host.colors = _merged(host.colors, member.colors)
    host.types = _merged(host.types, member.types)
    kws = [k for k in host.keywords if k in member.keywords]
    hu, mu = _has_union(host), _has_union(member)
    if hu and mu:  # both have union (each naming its own quality)
        kws += [k for k in host.keywords + member.keywords
                if k.startswith("union with ") and k not in kws]
    host.keywords = tuple(kws)
    abil = [a for a in host.abilities if a.kind in KEEP_KINDS or a in member.abilities]
    abil += [a for a in member.abilities if a.kind in KEEP_KINDS]
    host.abilities = tuple(abil)
    hp, ht, mp, mt = host.power or 0, host.toughness or 0, member.power or 0, \
        member.toughness or 0
    if stats == "sum":
        host.power, host.toughness = hp + mp, ht + mt
    elif stats == "max":
        host.power, host.toughness = max(hp, mp), max(ht, mt)
    host.modified_pt = True


def _merged(a: tuple[str, ...], b: tuple[str, ...]) -> tuple[str, ...]:
    return a + tuple(x for x in b if x not in a)


def _apply_ability_effect(c: Chars, e: ContinuousEffect) -> None:
    if e.op == "add_keywords":
        c.keywords = c.keywords + tuple(k for k in e.value if k not in c.keywords)
    elif e.op == "lose_all_abilities" and "cant lose abilities" not in c.keywords:
        c.keywords = ()
        c.abilities = ()


def matches(flt: dict[str, Any], c: Chars, obj: GameObject, source_controller: int) -> bool:
    """Whether a permanent matches a filter table of the vocabulary."""
    whose = flt.get("whose", "any")
    if whose == "you" and obj.controller != source_controller:
        return False
    if whose == "opponent" and obj.controller == source_controller:
        return False
    types = flt.get("types")
    if types and not any(t in c.types for t in types):
        return False
    colors = flt.get("colors")
    if colors and not any(col in c.colors for col in colors):
        return False
    subtypes = flt.get("subtypes")
    if subtypes and not any(s in c.subtypes for s in subtypes):
        return False
    name = flt.get("name")
    if name and c.name != name:
        return False
    return not (flt.get("tuzes") and not is_tuzes(c.name))


def is_tuzes(name: str) -> bool:
    """H-tuzes: a "Tüzes" (fiery) card is one whose name contains "tűz"/"tüz" (fire)."""
    low = name.lower()
    return "tűz" in low or "tüz" in low


def amount_of(game: Game, amount: Any, source: GameObject | None,
              chars: dict[int, Chars] | None = None) -> int:
    """A numeric amount of the vocabulary: a number, or a count of matching permanents.

    ("X" and "d6" are decided when an effect happens, by the effect interpreter.)
    """
    if isinstance(amount, int):
        return amount
    if isinstance(amount, dict) and "count" in amount:
        flt = amount["count"]
        ctrl = source.controller if source is not None else game.active
        objs = [o for o in z.in_play(game) if z.UNDER not in o.extra]  # a pair counts once
        table = chars if chars is not None else {o.id: current(game, o) for o in objs}
        return sum(1 for o in objs if o.id in table and matches(flt, table[o.id], o, ctrl))
    return 0


def static_effects(game: Game, kind: str) -> list[tuple[GameObject, Effect]]:
    """Static effects of one kind whose sources work now (cost changes, damage bonuses)."""
    memo = game.memo.get("hkk_statics")
    if memo is None or memo[0] != game.version:
        found: dict[str, list[tuple[GameObject, Effect]]] = {}
        for o in z.in_play(game):
            if z.UNDER in o.extra or not works(o):
                continue
            for ab in current(game, o).abilities:
                if ab.kind == "static":
                    for eff in ab.effects:
                        found.setdefault(eff.kind, []).append((o, eff))
        memo = (game.version, found)
        game.memo["hkk_statics"] = memo
    return list(memo[1].get(kind, []))
