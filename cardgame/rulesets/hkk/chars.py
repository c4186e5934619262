"""What hkk adds to the engine's characteristics: unions, its statics, the defence bonus.

The engine computes the current characteristics of every permanent (`Game.chars`, layers
in `engine/layers.py`) in all of the ruleset's permanent zones. This module supplies, as
continuous effects regenerated from the state (`layer_effects`, the ruleset's
`static_effects` hook), only what is hkk's own:

1. layer 1: a union host becomes one creature with its partner (K131.9): both types,
   subtypes and colours, the activated abilities of both, every other ability (each keyword
   of chapter 131 included) only if both have it, and the pair's stats (H-union-stats);
2. end of layer 6: a card that came into play flying stays flying (K131.6.3; a pair only
   if both did), and a keyword gained twice counts once;
3. layer 7b: static "its attack is X" abilities of working sources (K5.5.8);
4. layer 7c: static pumps of working sources, and the defence bonus (H-defence-bonus).

Effects of resolved spells (gain or lose abilities, pumps) are plain engine effects in
`Game.effects`. Besides, the module answers the questions the ruleset asks about a card:
whether a keyword works now (K5.5.8), filters and amounts of the vocabulary.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardgame.engine.cardmodel import AbilityDef, CardDef, Effect
from cardgame.engine.layers import (
    LAYER_ABILITY,
    LAYER_PT_MODIFY,
    LAYER_PT_SET,
    Chars,
    ContinuousEffect,
    base_chars,
)
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
LAYER_UNION = "1"  # before every other layer: the pair's characteristics are its "printed" ones
Statics = tuple[tuple[AbilityDef, Effect], ...]  # static abilities' layered effects
# What a static pump's choice of creatures looks at (`_pumped`, `matches`): whether the
# object has stats, and the filter's characteristics; declared so that pumps in layer 7c,
# which change none of these, are applied in timestamp order without trying each out.
PUMP_READS: frozenset[str] = frozenset({"has_pt", "types", "colors", "subtypes", "name"})
LAST = 1 << 62  # a timestamp after every real one: applied at the end of its layer


def base_chars_of(obj: GameObject) -> Chars:
    """Printed characteristics (for a card in hand: what cost changes look at)."""
    return base_chars(obj.card, obj.controller)


def works(obj: GameObject) -> bool:
    """K5.5.8: a passive permanent's abilities don't work, except a creature's; attached
    cards are always active (K5.5.4)."""
    return works_either_way(obj) or not obj.tapped


def works_either_way(obj: GameObject) -> bool:
    """Whether the object's abilities work active or passive (a creature, an attached
    card): turning it changes none of its characteristics."""
    return "creature" in obj.card.types or obj.attached_to is not None


def has(game: Game, obj: GameObject, keyword: str) -> bool:
    """Whether the keyword works on this object now (in play, or where it works)."""
    c = game.chars(obj)
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
    return "creature" in game.chars(obj).types


def life_left(game: Game, obj: GameObject) -> int:
    return (game.chars(obj).toughness or 0) - obj.damage


def arrived_flying(game: Game, obj: GameObject) -> bool:
    """K131.5-6: it came into play flying; a united pair only if both members did (K131.9:
    flying is static, so the pair has it only if both have it)."""
    if not obj.extra.get(z.FLYING):
        return False
    member = z.member_of(game, obj)
    return member is None or bool(member.extra.get(z.FLYING))


# ---- hkk's continuous effects --------------------------------------------------------------
def layer_effects(game: Game) -> list[ContinuousEffect]:
    """The continuous effects hkk adds to the engine's layers now (cached per version).

    One pass over the permanents (this runs after every change of the position)."""
    memo = game.memo.get("hkk_layer_effects")
    if memo is not None and memo[0] == game.version:
        return memo[1]  # type: ignore[no-any-return]
    objs = z.in_play(game)
    per_card: dict[int, tuple[CardDef, Statics, Chars]] = game.memo.setdefault(
        "hkk_per_card", {})
    keyworded = {i for e in game.effects if e.op == "add_keywords" and e.affected
                 for i, _ in e.affected}
    ap = game.active
    out: list[ContinuousEffect] = []
    merged: dict[int, Chars] = {}  # a union host's characteristics before any effect
    kept: list[tuple[int, int]] = []
    defenders: list[tuple[int, int]] = []
    sources: list[tuple[GameObject, Statics]] = []
    for o in objs:
        extra = o.extra
        known = per_card.get(id(o.card))
        if known is None:  # the card is kept too, so that its id is not reused
            known = per_card[id(o.card)] = (o.card, _layered_statics(o.card.abilities),
                                            base_chars(o.card, o.owner))
        if z.FLYING in extra or o.id in keyworded:
            kept.append((o.id, o.zcc))
        if z.UNDER in extra:
            continue  # a member counts only through its pair
        statics = known[1]
        if z.UNION in extra:
            member = z.member_of(game, o)
            if member is not None and member.zone in z.IN_PLAY:
                c = _union_effect(game, o, member, out)
                merged[o.id] = c
                statics = _layered_statics(c.abilities)
        if o.controller != ap and o.zone in z.CREATURE_ZONES:
            defenders.append((o.id, o.zcc))
        if statics and works(o):
            sources.append((o, statics))
    if kept:
        out.append(ContinuousEffect(LAYER_ABILITY, LAST, "adjust", _after_abilities(game),
                                    0, affected=frozenset(kept), rule="K131.6.3"))
    table: dict[int, Chars] | None = None  # every permanent's, for counts (built if needed)
    for src, statics in sources:
        for ab, eff in statics:
            if eff.kind == "set_attack":
                if table is None:  # in hkk only a union changes types, colours or names
                    table = {o.id: merged.get(o.id) or per_card[id(o.card)][2]
                             for o in objs}  # before layer 6 (what counts look at)
                amount = amount_of(game, eff.get("amount"), src, table)
                out.append(ContinuousEffect(
                    LAYER_PT_SET, src.timestamp, "adjust", _attack_is(amount), src.id,
                    affected=frozenset({(src.id, src.zcc)}), rule="K5.5.8", ability=ab))
            else:
                out.append(ContinuousEffect(
                    LAYER_PT_MODIFY, src.timestamp, "modify_pt",
                    (int(eff.get("attack", 0)), int(eff.get("life", 0))), src.id,
                    applies=_pumped(eff.get("filter") or {}, src.controller),
                    rule="K5.5.8", ability=ab, reads=PUMP_READS))
    if game.options.get("defence_bonus", True):
        # H-defence-bonus: every creature of the player whose turn it is not gets +1/+1
        out.append(ContinuousEffect(LAYER_PT_MODIFY, 0, "modify_pt", (1, 1), 0,
                                    affected=frozenset(defenders), rule="H-defence-bonus"))
    game.memo["hkk_layer_effects"] = (game.version, out)
    return out


def _union_effect(game: Game, host: GameObject, member: GameObject,
                  out: list[ContinuousEffect]) -> Chars:
    """K131.9 in layer 1: the host becomes the pair; returns the pair's characteristics
    before any effect (what its statics look at)."""
    stats = str(game.options.get("union_stats", "sum"))
    c = base_chars(host.card, host.controller)
    _merge_union(c, base_chars(member.card, member.controller), stats)
    out.append(ContinuousEffect(LAYER_UNION, host.timestamp, "adjust",
                                _union_with(member, stats), host.id,
                                affected=frozenset({(host.id, host.zcc)}), rule="K131.9"))
    return c


def _layered_statics(abilities: tuple[AbilityDef, ...]) -> Statics:
    """The static effects that change characteristics: "attack is X" and pumps."""
    return tuple((ab, eff) for ab in abilities if ab.kind == "static" for eff in ab.effects
                 if eff.kind in ("set_attack", "pump_all"))


def _union_with(member: GameObject, stats: str) -> Callable[[GameObject, Chars], None]:
    def merge(host: GameObject, c: Chars) -> None:
        _merge_union(c, base_chars(member.card, member.controller), stats)
    return merge


def _after_abilities(game: Game) -> Callable[[GameObject, Chars], None]:
    """K131.6.3: flying is no ability, so losing abilities doesn't take it; a keyword an
    effect gives a card that has it already is still one keyword."""
    def adjust(obj: GameObject, c: Chars) -> None:
        if len(set(c.keywords)) != len(c.keywords):
            c.keywords = tuple(dict.fromkeys(c.keywords))
        if "flying" not in c.keywords and arrived_flying(game, obj):
            c.keywords = c.keywords + ("flying",)
    return adjust


def _attack_is(amount: int) -> Callable[[GameObject, Chars], None]:
    def set_attack(obj: GameObject, c: Chars) -> None:
        if c.power is not None:
            c.power = amount
            c.modified_pt = True
    return set_attack


def _pumped(flt: dict[str, Any], controller: int) -> Callable[[GameObject, Chars], bool]:
    def applies(obj: GameObject, c: Chars) -> bool:
        return z.UNDER not in obj.extra and c.power is not None and \
            matches(flt, c, obj, controller)
    return applies


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


# ---- the vocabulary's filters and amounts --------------------------------------------------
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
        table = chars if chars is not None else {o.id: game.chars(o) for o in objs}
        return sum(1 for o in objs if o.id in table and matches(flt, table[o.id], o, ctrl))
    return 0


def static_effects(game: Game, kind: str) -> list[tuple[GameObject, Effect]]:
    """Static effects of one kind whose sources work now (cost changes, damage bonuses):
    rules the characteristics don't hold, asked for where they apply."""
    memo = game.memo.get("hkk_statics")
    if memo is None or memo[0] != game.version:
        found: dict[str, list[tuple[GameObject, Effect]]] = {}
        for o in z.in_play(game):
            if z.UNDER in o.extra or not works(o):
                continue
            for ab in game.chars(o).abilities:
                if ab.kind == "static":
                    for eff in ab.effects:
                        found.setdefault(eff.kind, []).append((o, eff))
        memo = (game.version, found)
        game.memo["hkk_statics"] = memo
    return list(memo[1].get(kind, []))
