"""Static abilities of permanents as continuous effects (604, 611.3, 613).

A static ability's effect is not locked: it applies to whatever matches now (611.3a),
for as long as its source is on the battlefield (611.3b). The effects are rebuilt once
per state version and merged with the effects of resolved spells by the layer system.
An Aura's or Equipment's effect takes the timestamp it got when it was attached (613.7e).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardgame.engine.cardmodel import AbilityDef, CardDef, Effect
from cardgame.engine.layers import (
    LAYER_ABILITY,
    LAYER_COLOR,
    LAYER_CONTROL,
    LAYER_PT_MODIFY,
    LAYER_PT_SET,
    LAYER_PT_SWITCH,
    LAYER_TYPE,
    Chars,
    ContinuousEffect,
)
from cardgame.engine.objects import GameObject
from cardgame.rulesets.magic import chosen_protection, chosen_type
from cardgame.rulesets.magic.cardinfo import PERMANENT_TYPES
from cardgame.rulesets.magic.counts import following_pt_effects
from cardgame.rulesets.magic.granted_statics import KIND as GRANT_STATIC
from cardgame.rulesets.magic.granted_statics import granted_effects
from cardgame.rulesets.magic.landtypes import add_land_types, is_basic_land_type, set_land_types
from cardgame.rulesets.magic.vocabulary import FILTER_READS

if TYPE_CHECKING:
    from cardgame.engine.game import Game

Predicate = Callable[[GameObject, Chars], bool]
Adjust = Callable[[GameObject, Chars], None]

# effect kind -> (layer, op, value builder)
_LAYERED = {
    "pump": LAYER_PT_MODIFY, "pump_all": LAYER_PT_MODIFY,
    "gain_keywords": LAYER_ABILITY, "keywords_all": LAYER_ABILITY,
    "lose_keywords": LAYER_ABILITY, "lose_all_abilities": LAYER_ABILITY,
    "set_pt": LAYER_PT_SET, "switch_pt": LAYER_PT_SWITCH, "gain_control": LAYER_CONTROL,
    "add_types": LAYER_TYPE, "set_colors": LAYER_COLOR, "set_subtypes": LAYER_TYPE,
    chosen_protection.KIND: LAYER_ABILITY,
}


def static_effects(game: Game) -> list[ContinuousEffect]:
    """The continuous effects of all static abilities in play.

    Kept while the battlefield list and the life totals are the same: what the effects
    are made of (sources, their attachments, timestamps, controllers and choices, the
    resolved effects whose P/T follow a count, the cards counted) changes only through
    moves and changes of characteristics, which drop the battlefield list
    (`Game.invalidate`); a life total ("equal to your life total") is part of the key.
    A tap, damage or a new turn (which only bump the version) keep the same list, so
    `Game.active_effects` needn't sort again.
    """
    memo = game.memo
    bf = game.battlefield()
    p1, p2 = game.players
    cached = memo.get("statics")
    if cached is not None and cached[0] is bf and cached[1] == p1.life \
            and cached[2] == p2.life:
        return cached[3]  # type: ignore[no-any-return]
    out: list[ContinuousEffect] = []
    granted: list[ContinuousEffect] = []
    per_source: dict[int, tuple[Any, ...]] | None = memo.get("statics_of")
    if per_source is None:
        per_source = memo["statics_of"] = {}
    for src in bf:
        card = src.card
        if not card.facts["magic_info"].has_static:
            continue
        kept = per_source.get(src.id)
        if kept is not None and kept[0] is card and kept[1] == src.zcc \
                and kept[2] == src.controller and kept[3] == src.timestamp \
                and kept[4] == src.attached_to:
            out.extend(kept[5])  # the same objects: `compute_all` may reuse its results
            continue
        if _plain(card):
            made = [ce for ab in card.abilities if ab.kind == "static"
                    for e in ab.effects if (ce := _effect(game, src, ab, e)) is not None]
            per_source[src.id] = (card, src.zcc, src.controller, src.timestamp,
                                  src.attached_to, made)
            out.extend(made)
            continue
        for ab in card.abilities:
            if ab.kind != "static":
                continue
            for e in ab.effects:
                if e.kind == GRANT_STATIC:
                    granted.extend(granted_effects(game, src, ab, e, _effect))
                    continue
                ce = _effect(game, src, ab, e)
                if ce is not None:
                    out.append(ce)
    out.extend(granted)  # after the host's own effects of the same timestamp (613.7a)
    out.extend(following_pt_effects(game))  # resolved effects whose P/T follow a count
    memo["statics"] = (bf, p1.life, p2.life, out)
    return out


def _plain(card: CardDef) -> bool:
    """Whether the card's static effects are made from the source's card, id, zone
    change count, controller, timestamp and attachment alone (kept per card): not a
    granted ability (it reads the host), a choice made as it entered, or a P/T that
    is a word ("equal to your life total", a count)."""
    plain: bool | None = card.facts.get("statics_plain")
    if plain is None:
        plain = card.facts["statics_plain"] = all(
            e.kind != GRANT_STATIC and e.kind not in chosen_type.KINDS
            and e.kind != chosen_protection.KIND
            and (e.kind != "set_pt" or (isinstance(e.get("power"), int)
                                       and isinstance(e.get("toughness"), int)))
            for ab in card.abilities if ab.kind == "static" for e in ab.effects)
    return plain


def _effect(game: Game, src: GameObject, ab: AbilityDef, e: Effect) -> ContinuousEffect | None:
    if e.kind in chosen_type.KINDS:  # linked to "choose a creature type" (607.2d)
        return chosen_type.continuous(src, ab, e)
    layer = _LAYERED.get(e.kind)
    if layer is None:
        return None  # a rule-changing static (reveal_hands) is asked for where it applies
    applies = _applies(game, src, e)
    if applies is None:
        return None
    kind = e.kind
    value: Any
    writes: frozenset[str] | None = None  # of an "adjust": what it changes
    if kind in ("pump", "pump_all"):
        op, value = "modify_pt", (int(e.get("power", 0)), int(e.get("toughness", 0)))
    elif kind in ("gain_keywords", "keywords_all"):
        op, value = "add_keywords", tuple(e.get("keywords", ()))
    elif kind == "lose_keywords":
        op, value = "remove_keywords", tuple(e.get("keywords", ()))
    elif kind == chosen_protection.KIND:
        op, value = "add_keywords", chosen_protection.keywords(src)
    elif kind == "lose_all_abilities":
        op, value = "lose_all_abilities", None
    elif kind == "set_pt":  # "equal to your life total" is read now: see life_defines_pt
        from cardgame.rulesets.magic.effects import pt_value

        ctrl = src.controller
        op, value = "set_pt", (pt_value(game, e.get("power"), ctrl),
                               pt_value(game, e.get("toughness"), ctrl))
    elif kind == "switch_pt":
        op, value = "switch_pt", None
    elif kind == "add_types" and any(is_basic_land_type(t) for t in e.get("subtypes", ())):
        # 305.6: a basic land type comes with its mana ability (Urborg)
        types, subtypes = tuple(e.get("types", ())), tuple(e.get("subtypes", ()))
        op, value = "adjust", _types_then(types, add_land_types(subtypes))
        writes = frozenset([*("types:" + t for t in types), *("subtypes:" + t for t in subtypes),
                            "abilities:mana"])
    elif kind == "add_types":
        op, value = "add_types", tuple(e.get("types", ())) + tuple(e.get("subtypes", ()))
    elif kind == "set_colors":
        op, value = "set_colors", tuple(e.get("colors", ()))
    elif kind == "set_subtypes" and all(is_basic_land_type(t) for t in e.get("subtypes", ())):
        op, value = "adjust", set_land_types(tuple(e.get("subtypes", ())))  # 305.7
        writes = frozenset({"subtypes", "abilities", "keywords"})
    elif kind == "set_subtypes":
        op, value = "set_subtypes", tuple(e.get("subtypes", ()))
    else:  # gain_control
        op, value = "set_controller", src.controller
    extra: dict[str, Any] = {"card_types": PERMANENT_TYPES} if op == "add_types" else {}
    if kind == "set_pt" and "your life total" in (e.get("power"), e.get("toughness")):
        extra["cda"] = True  # 604.3: it defines P/T; 613.8a (c) keeps it apart
    return ContinuousEffect(layer, src.timestamp, op, value, src.id, "", applies=applies,
                            rule="611.3a", ability=ab, extra=extra, reads=_reads(e),
                            writes=writes)


def _reads(e: Effect) -> frozenset[str] | None:
    """What the effect's choice of objects looks at: nothing for "self" or "attached"
    (always the same object), the filter's characteristics otherwise."""
    if e.get("what") in ("self", "attached"):
        return frozenset()
    return FILTER_READS.get(str(e.get("filter")))


def _types_then(types: tuple[str, ...], then: Adjust) -> Adjust:
    """Add card types, then land types with their mana abilities (one layer-4 effect)."""
    def adjust(obj: GameObject, c: Chars) -> None:
        c.types = c.types + tuple(t for t in types if t not in c.types)
        then(obj, c)
    return adjust


def _applies(game: Game, src: GameObject, e: Effect) -> Predicate | None:
    what = e.get("what")
    sid = src.id
    if what == "self":
        return lambda o, c: o.id == sid
    if what == "attached":
        host = src.attached_to
        if host is None:
            return None
        return lambda o, c: o.id == host
    flt = e.get("filter")
    if flt is None:
        return None
    from cardgame.rulesets.magic.effects import matches_filter

    ctrl = src.controller
    other = bool(e.get("other", False))
    flt = str(flt)

    def pred(o: GameObject, c: Chars) -> bool:
        if other and o.id == sid:
            return False
        return matches_filter(c, flt, ctrl)

    return pred
