"""Continuous effects applied in layer and timestamp order (CR 611, 613).

Objects keep their printed characteristics; `compute_all` builds the current ones of all
permanents together, one layer at a time, so that an effect's affected set is decided
with the characteristics of the layers before it (613.1: "creatures you control" looks at
control after layer 2 and at types after layer 4).

Effects of resolving spells lock their affected set when they begin (611.2c): they carry
`affected`, a frozenset of (id, zcc). Effects of static abilities are regenerated from
their sources and match whatever currently qualifies (611.3a): they carry `applies`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from cardgame.engine.cardmodel import AbilityDef, CardDef
from cardgame.engine.objects import GameObject

# Layer ids in application order (613.1, 613.4); sublayers of 7 as strings sort right.
LAYER_CONTROL = "2"
LAYER_TYPE = "4"
LAYER_COLOR = "5"
LAYER_ABILITY = "6"
LAYER_PT_SET = "7b"
LAYER_PT_MODIFY = "7c"
LAYER_PT_SWITCH = "7d"

KeywordAbilities = Callable[[tuple[str, ...]], tuple[AbilityDef, ...]]


@dataclass(slots=True)
class Chars:
    """Current characteristics of an object (abilities include keyword-made ones)."""

    name: str
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    colors: tuple[str, ...]
    power: int | None
    toughness: int | None
    keywords: tuple[str, ...]
    abilities: tuple[AbilityDef, ...]
    controller: int
    modified_pt: bool = False
    printed_abilities: tuple[AbilityDef, ...] = ()
    # one card's printed characteristics shared by its objects (`printed`): never
    # changed; `compute_all` changes a copy (`_own`)
    shared: bool = field(default=False, compare=False, repr=False)

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords

    def is_type(self, t: str) -> bool:
        return t in self.types

    def copied(self) -> Chars:
        """A shallow copy, field by field (`copy.copy` of a compiled class goes through
        the pickling protocol: a tenth of the layer system's time in magic)."""
        return Chars(self.name, self.types, self.subtypes, self.supertypes, self.colors,
                     self.power, self.toughness, self.keywords, self.abilities,
                     self.controller, self.modified_pt, self.printed_abilities)


@dataclass(slots=True)
class ContinuousEffect:
    """One continuous effect: what it does (`op`, `value`) in which layer, to what.

    `affected` is a locked set of (id, zcc) for effects of resolving spells; `applies`
    a predicate on (object, its characteristics so far) for effects of static
    abilities. `reads` names the characteristics `applies` looks at (613.8a: only an
    effect that changes one of them can change what this one applies to); None means
    unknown, and the dependency is then tried out. `writes` names what an "adjust"
    changes (None: anything); the fixed ops say it themselves (`effect_writes`). A name
    may be narrowed to one value, "field:value": a read of "types:Land" looks only at
    whether "Land" is among the types, a write of "types:Creature" only adds or removes
    "Creature" (see `_overlap`). "abilities:mana" is a write that only adds mana
    abilities (a basic land type's, 305.6): it can't make a static ability exist or
    stop existing. The pseudo-field "has_pt" stands for
    whether the object has stats at all (`power is not None`): only "set_pt", "switch_pt" (and
    "adjust") can change that, never a pump. The op "adjust" carries a function
    of (object, characteristics) as its value: a ruleset's own change (hkk's unions, its
    "attack is X") in the layer and order it names; only regenerated static effects use
    it (`Game.effects` stay plain data, for the digest). `until` names when it ends
    ("end_of_turn", "end_of_combat", "" for never or for as long as its static source
    applies). `ability` is the static ability that makes it, so that it stops when its
    source loses that ability (613.6).
    """

    layer: str
    timestamp: int
    op: str
    value: Any
    source: int
    until: str = ""
    affected: frozenset[tuple[int, int]] | None = None
    applies: Callable[[GameObject, Chars], bool] | None = None
    rule: str = "611.2"
    ability: AbilityDef | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    reads: frozenset[str] | None = None  # the Chars fields `applies` looks at; None: unknown
    writes: frozenset[str] | None = None  # what an "adjust" changes; None: derived from op

    def touches(self, obj: GameObject, chars: Chars) -> bool:
        if self.affected is not None:
            return (obj.id, obj.zcc) in self.affected
        return self.applies is not None and self.applies(obj, chars)


def has_ability(abilities: tuple[AbilityDef, ...], ability: AbilityDef) -> bool:
    """`ability in abilities`, by equality as `in` compares, but a different ability is
    told apart by its text first (a dataclass's `__eq__` is interpreted Python that
    builds a tuple of every field: the layers asked it for every land under Urborg)."""
    text = ability.text
    for a in abilities:
        if a is ability or (a.text == text and a == ability):
            return True
    return False


def base_chars(card: CardDef, controller: int,
               keyword_abilities: KeywordAbilities | None = None) -> Chars:
    """Printed characteristics."""
    power = card.power
    toughness = card.toughness
    abilities = card.abilities
    if keyword_abilities is not None and card.keywords:
        extra = keyword_abilities(card.keywords)
        if extra:
            abilities = abilities + extra
    return Chars(card.name, card.types, card.subtypes, card.supertypes, card.colors,
                 power, toughness, card.keywords, abilities, controller,
                 printed_abilities=card.abilities)


def compute(obj: GameObject, keyword_abilities: KeywordAbilities | None = None) -> Chars:
    """Characteristics of an object no effect touches: printed values and counters.

    Without counters they are the card's printed ones: one shared `Chars` per card and
    controller (kept in `card.facts`), not one per object per state change. Nothing
    changes a `Chars` once computed; `compute_all` builds its own fresh ones.
    """
    if not obj.counters:
        # `printed`'s look at its cache, inline: every card in a hand is computed again
        # after each change of characteristics
        kept: dict[int, Chars] | None = obj.card.facts.get("printed_chars")
        if kept is not None:
            c = kept.get(obj.controller * 2 + (keyword_abilities is not None))
            if c is not None:
                return c
        return printed(obj.card, obj.controller, keyword_abilities)
    c = base_chars(obj.card, obj.controller, keyword_abilities)
    _apply_counters(c, obj.counters)
    return c


def printed(card: CardDef, controller: int,
            keyword_abilities: KeywordAbilities | None = None) -> Chars:
    """The card's printed characteristics under this controller, one shared `Chars`
    (kept in `card.facts`, marked `shared`: nothing may change it)."""
    shared: dict[int, Chars] | None = card.facts.get("printed_chars")
    if shared is None:
        shared = card.facts["printed_chars"] = {}
    key = controller * 2 + (keyword_abilities is not None)
    c = shared.get(key)
    if c is None:
        c = shared[key] = base_chars(card, controller, keyword_abilities)
        c.shared = True
    return c


def _own(chars: dict[int, Chars], oid: int) -> Chars:
    """An object's characteristics in `chars`, to be changed: a copy of shared ones."""
    c = chars[oid]
    if c.shared:
        c = chars[oid] = c.copied()
    return c


def compute_all(objs: Iterable[GameObject], effects: list[ContinuousEffect],
                keyword_abilities: KeywordAbilities | None = None) -> dict[int, Chars]:
    """Characteristics of all `objs` with `effects` (sorted by layer, timestamp).

    Within a layer, effects apply in timestamp order unless one depends on another
    (613.8): see `_apply_layer`. Every object starts with its card's shared printed
    characteristics and gets its own copy when an effect (or a counter) changes them:
    an object nothing touches keeps the shared ones.
    """
    objs = list(objs)
    chars = {o.id: printed(o.card, o.controller) for o in objs}
    by_id = {o.id: o for o in objs}
    stage = 0  # 1: keyword abilities added (end of layer 6), 2: counters applied (7c)
    i, n = 0, len(effects)
    while i < n:
        layer = effects[i].layer
        j = i + 1
        while j < n and effects[j].layer == layer:
            j += 1
        if stage < 1 and layer > LAYER_ABILITY:
            _finish_abilities(objs, chars, keyword_abilities)
            stage = 1
        if stage < 2 and layer > LAYER_PT_MODIFY:
            _finish_counters(objs, chars)
            stage = 2
        if j - i == 1:
            _apply_effect(effects[i], objs, chars, by_id)
        else:
            _apply_layer(effects[i:j], objs, chars, by_id)
        i = j
    if stage < 1:
        _finish_abilities(objs, chars, keyword_abilities)
    if stage < 2:
        _finish_counters(objs, chars)
    return chars


class LayerMemo:
    """The last results of `compute_kept`, to be reused object by object.

    `effects` is the list they were computed with, `independent` whether that list
    applies to each object on its own (no layer needs the 613.8 dependency order, which
    looks at every object, and no "adjust" may read more than its object: see
    `_independent`), `keys` the object state each result was computed from (zone change
    count, card, controller; an object with counters is always computed again).
    """

    def __init__(self) -> None:
        self.effects: list[ContinuousEffect] = []
        self.sources: set[int] = set()  # the sources of `effects` that have an ability
        self.independent = False
        self.chars: dict[int, Chars] = {}
        self.keys: dict[int, tuple[int, CardDef, int]] = {}


def compute_kept(objs: Iterable[GameObject], effects: list[ContinuousEffect],
                 keyword_abilities: KeywordAbilities | None, memo: LayerMemo,
                 ) -> dict[int, Chars]:
    """`compute_all`, reusing the last results (`memo`) of every object that is as it
    was when the same effects (the very same objects, in the same order) apply to each
    object on its own: then an object's characteristics are a function of the object
    and the effects alone, so a permanent entering or leaving changes no other's. The
    objects to compute are computed with the sources of the effects (whose abilities
    decide whether an effect exists, 613.8a) and nothing else.

    When the effects differ from the last ones only by effects of resolved spells and
    abilities, which apply to a locked set of objects (611.2c), the objects of those
    sets are computed again and the others kept.

    A ruleset uses this only if its effects look at an object through its id, zone
    change count, card, controller, counters and characteristics, nothing else
    (`Ruleset.per_object_layers`); every static effect made again from an unchanged
    source must then be the same object (magic: `statics.static_effects`), or nothing
    is reused.
    """
    objs = list(objs)
    old = memo.effects
    dirty: set[int] | None = None  # the objects whose results can't be reused
    changed = False
    if _same_list(old, effects):
        if memo.independent:
            dirty = set()
        sources = memo.sources
    else:
        sources = {e.source for e in effects if e.ability is not None}
        if memo.independent:
            changed = True
            dirty = _locked_changes(old, effects)
            if dirty is not None and not _independent(effects):
                dirty = None
    if dirty is not None and dirty.isdisjoint(sources):
        kept, keys = memo.chars, memo.keys
        out: dict[int, Chars] = {}
        todo: list[GameObject] = []
        for o in objs:
            k = keys.get(o.id)
            c = kept.get(o.id)
            if c is not None and k is not None and not o.counters and k[0] == o.zcc \
                    and k[1] is o.card and k[2] == o.controller and o.id not in dirty:
                out[o.id] = c
            else:
                todo.append(o)
        if changed:
            memo.effects = list(effects)
            memo.sources = sources
        if todo:
            need = {o.id for o in todo}
            with_sources = todo + [o for o in objs if o.id in sources and o.id not in need]
            fresh = compute_all(with_sources, effects, keyword_abilities)
            for o in todo:
                out[o.id] = fresh[o.id]
                keys[o.id] = (o.zcc, o.card, o.controller)
        memo.chars = out
        return out
    chars = compute_all(objs, effects, keyword_abilities)
    memo.effects = list(effects)  # a copy: `Game.effects` itself is sorted in place
    memo.sources = sources
    memo.independent = _independent(effects)
    memo.chars = chars
    memo.keys = {o.id: (o.zcc, o.card, o.controller) for o in objs}
    return chars


def _same_list(a: list[ContinuousEffect], b: list[ContinuousEffect]) -> bool:
    """The same effect objects in the same order."""
    n = len(a)
    if n != len(b):
        return False
    for i in range(n):
        if a[i] is not b[i]:
            return False
    return True


def _locked_changes(old: list[ContinuousEffect], new: list[ContinuousEffect],
                    ) -> set[int] | None:
    """When the two lists differ only by effects with a locked set of objects (resolved
    spells' and abilities', 611.2c), each applying to its set alone, and keep the others
    in the same order: the ids those sets name, whose results must be computed again.
    None when anything else changed."""
    old_ids = {id(e) for e in old}
    new_ids = {id(e) for e in new}
    dirty: set[int] = set()
    for lst, other in ((old, new_ids), (new, old_ids)):
        for e in lst:
            if id(e) in other:
                continue
            if e.affected is None or e.ability is not None:
                return None
            dirty.update(oid for oid, _ in e.affected)
    a = [e for e in old if id(e) in new_ids]
    b = [e for e in new if id(e) in old_ids]
    if len(a) != len(b) or any(x is not y for x, y in zip(a, b, strict=True)):
        return None
    return dirty


def _independent(effects: list[ContinuousEffect]) -> bool:
    """Whether `effects` (sorted by layer) apply to every object on its own: no layer
    holds two effects one of which may depend on the other (their order would be
    worked out by trying them on every object), and every "adjust" says what it writes
    (a ruleset's own function that doesn't may look at anything)."""
    i, n = 0, len(effects)
    for e in effects:
        if e.op == "adjust" and e.writes is None:
            return False
    while i < n:
        layer = effects[i].layer
        j = i + 1
        while j < n and effects[j].layer == layer:
            j += 1
        if j - i > 1:
            group = effects[i:j]
            if any(_may_depend(e, f) for e in group for f in group if e is not f):
                return False
        i = j
    return True


def _apply_effect(e: ContinuousEffect, objs: list[GameObject], chars: dict[int, Chars],
                  by_id: dict[int, GameObject]) -> None:
    """Apply one effect to everything it touches now. The effect of a static ability
    whose source no longer has that ability doesn't exist (613.8a: "the existence of the
    first effect"; 613.6 for an ability lost in an earlier layer)."""
    if e.ability is not None:
        src = chars.get(e.source)
        if src is not None and not has_ability(src.abilities, e.ability):
            return
    if e.affected is not None:  # a locked set: only its objects, if still the same
        for oid, zcc in e.affected:
            o = by_id.get(oid)
            if o is not None and o.zcc == zcc:
                _apply(o, _own(chars, oid), e)
        return
    applies = e.applies
    if applies is None:
        return
    for o in objs:
        if applies(o, chars[o.id]):
            _apply(o, _own(chars, o.id), e)


def _apply_layer(group: list[ContinuousEffect], objs: list[GameObject],
                 chars: dict[int, Chars], by_id: dict[int, GameObject]) -> None:
    """The effects of one layer (or sublayer), in timestamp order as changed by
    dependencies (613.8): an effect that depends on others waits until they have all
    applied (613.8b); effects in a dependency loop apply in timestamp order (613.8b);
    the order of the rest is worked out again after each effect applies (613.8c)."""
    pending = list(group)  # already in timestamp order
    if not any(_may_depend(e, f) for e in pending for f in pending if e is not f):
        for e in pending:  # nothing here can change another: timestamp order (613.7)
            _apply_effect(e, objs, chars, by_id)
        return
    while pending:
        tried: dict[int, Chars] | None = None
        if len(pending) > 1:
            e, tried = _next_effect(pending, objs, chars, by_id)
        else:
            e = pending[0]
        pending.remove(e)
        if tried is not None:  # tried out on these very characteristics: the result
            chars.update(tried)
        else:
            _apply_effect(e, objs, chars, by_id)


# The Chars fields each op writes; "adjust" (a ruleset's own function) may write any,
# unless the effect says what in `writes`. "add_types" and the keyword ops change only
# the values they name (`effect_writes`).
_WRITES: dict[str, frozenset[str]] = {
    "set_controller": frozenset({"controller"}),
    "add_types": frozenset({"types", "subtypes"}),
    "set_subtypes": frozenset({"subtypes"}),
    "set_colors": frozenset({"colors"}),
    "add_keywords": frozenset({"keywords"}),
    "remove_keywords": frozenset({"keywords"}),
    "lose_all_abilities": frozenset({"keywords", "abilities"}),
    "set_pt": frozenset({"power", "toughness", "has_pt"}),
    "modify_pt": frozenset({"power", "toughness"}),
    "switch_pt": frozenset({"power", "toughness", "has_pt"}),
}

# What the existence of a static ability's effect reads of its source (613.8a): whether
# the source still has that (static) ability.
_EXISTENCE: frozenset[str] = frozenset({"abilities:static"})


def effect_writes(e: ContinuousEffect) -> frozenset[str] | None:
    """What applying `e` may change, as names of `Chars` fields, a field narrowed to
    one value ("types:Creature": only whether "Creature" is among the types), or pseudo-
    fields ("has_pt", "abilities:mana"); None: anything."""
    if e.writes is not None:
        return e.writes
    op = e.op
    if op == "add_types":  # the ruleset's card types (`extra`) are types, the rest subtypes
        card_types = e.extra.get("card_types", ())
        e.writes = frozenset(("types:" if t in card_types else "subtypes:") + t
                             for t in e.value)  # kept: the same every time
        return e.writes
    if op == "add_keywords" or op == "remove_keywords":
        e.writes = frozenset("keywords:" + k for k in e.value)
        return e.writes
    return _WRITES.get(op)


_READ_FORMS: dict[frozenset[str], frozenset[str]] = {}
_WRITE_FORMS: dict[frozenset[str], frozenset[str]] = {}


def _overlap(reads: frozenset[str], writes: frozenset[str]) -> bool:
    """Whether a write can change a read: the same field, and the same value or either
    one the whole field. Each set is widened once (kept per set): a narrowed read also
    reads "field:*", a narrowed write also writes "field", a whole-field write also
    writes "field:*"; then the two meet exactly when they overlap."""
    r = _READ_FORMS.get(reads)
    if r is None:
        r = _READ_FORMS[reads] = reads | frozenset(
            t.partition(":")[0] + ":*" for t in reads if ":" in t)
    w = _WRITE_FORMS.get(writes)
    if w is None:
        w = _WRITE_FORMS[writes] = writes | frozenset(
            t.partition(":")[0] if ":" in t else t + ":*" for t in writes)
    return not r.isdisjoint(w)


def _next_effect(pending: list[ContinuousEffect], objs: list[GameObject],
                 chars: dict[int, Chars], by_id: dict[int, GameObject],
                 ) -> tuple[ContinuousEffect, dict[int, Chars] | None]:
    """The effect to apply next: the earliest one that depends on none of the others;
    when every one waits on another (a loop), the earliest one in a loop. With it, the
    characteristics it gives the objects it changes when it was tried out (None: not
    tried), which are what applying it now gives."""
    deps: dict[int, list[int]] = {k: [] for k in range(len(pending))}
    trials: dict[int, dict[int, Chars]] = {}
    for k, f in enumerate(pending):
        maybe = [m for m, e in enumerate(pending) if m != k and _may_depend(e, f)]
        if not maybe:
            continue
        touched = _touched(f, objs, chars, by_id)
        after = {o.id: _tried(f, o, chars[o.id]) for o in touched}
        trials[k] = after
        if not touched:
            continue  # applying it now changes nothing
        for m in maybe:
            if _depends(pending[m], f, touched, chars, after):
                deps[m].append(k)
    for m, e in enumerate(pending):
        if not deps[m]:
            return e, trials.get(m)
    for m, e in enumerate(pending):
        if _in_loop(m, deps):
            return e, trials.get(m)
    return pending[0], trials.get(0)  # unreachable: every node has an edge, so a loop exists


def _may_depend(e: ContinuousEffect, f: ContinuousEffect) -> bool:
    """Whether applying `f` could change `e` at all, from what `f` writes: its source's
    abilities (the existence of `e`) or a characteristic `e` looks at. A resolved spell's
    effect has its set and value locked (611.2c) and is never a dependent; 613.8a (c):
    an effect of a characteristic-defining ability and one of another never depend on
    each other."""
    if e.extra.get("cda", False) != f.extra.get("cda", False):
        return False
    writes = effect_writes(f)
    if e.ability is not None and (writes is None or _overlap(_EXISTENCE, writes)):
        return True
    if e.applies is None:
        return False
    return e.reads is None or writes is None or _overlap(e.reads, writes)


def _touched(f: ContinuousEffect, objs: list[GameObject], chars: dict[int, Chars],
             by_id: dict[int, GameObject]) -> list[GameObject]:
    """The objects `f` would change if it applied now."""
    if f.ability is not None:
        src = chars.get(f.source)
        if src is not None and not has_ability(src.abilities, f.ability):
            return []  # it doesn't exist
    if f.affected is not None:
        return [o for oid, zcc in f.affected
                if (o := by_id.get(oid)) is not None and o.zcc == zcc]
    applies = f.applies
    if applies is None:
        return []
    return [o for o in objs if applies(o, chars[o.id])]


def _tried(f: ContinuousEffect, obj: GameObject, c: Chars) -> Chars:
    """An object's characteristics as they would be if `f` applied now (a copy)."""
    trial = c.copied()
    _apply(obj, trial, f)
    return trial


def _depends(e: ContinuousEffect, f: ContinuousEffect, touched: list[GameObject],
             before: dict[int, Chars], after: dict[int, Chars]) -> bool:
    """613.8a: `e` depends on `f` (same layer, the caller's grouping) if applying `f`
    would change `e`'s existence or what `e` applies to. Only the objects `f` touches
    can change. What `e` does to an object is fixed data in this engine (a value chosen
    when the effect was made), so applying `f` can't change it."""
    if e.ability is not None and e.source in after:
        if has_ability(before[e.source].abilities, e.ability) \
                != has_ability(after[e.source].abilities, e.ability):
            return True
    applies = e.applies
    if applies is None:
        return False
    return any(applies(o, before[o.id]) != applies(o, after[o.id]) for o in touched)


def _in_loop(start: int, deps: dict[int, list[int]]) -> bool:
    """Whether effect `start` depends, through a chain, on itself (613.8b's loop)."""
    seen: set[int] = set()
    todo = list(deps[start])
    while todo:
        k = todo.pop()
        if k == start:
            return True
        if k not in seen:
            seen.add(k)
            todo.extend(deps[k])
    return False


def _finish_abilities(objs: list[GameObject], chars: dict[int, Chars],
                      keyword_abilities: KeywordAbilities | None) -> None:
    """The abilities keywords make (end of layer 6); an object no effect has touched
    gets its card's shared printed characteristics with them."""
    if keyword_abilities is None:
        return
    for o in objs:
        c = chars[o.id]
        if not c.keywords:
            continue
        if c.shared:
            chars[o.id] = printed(o.card, o.controller, keyword_abilities)
            continue
        extra = keyword_abilities(c.keywords)
        if extra:
            c.abilities = c.abilities + extra


def _finish_counters(objs: list[GameObject], chars: dict[int, Chars]) -> None:
    for o in objs:
        if o.counters:
            _apply_counters(_own(chars, o.id), o.counters)


def _apply_counters(c: Chars, counters: dict[str, int]) -> None:
    """+1/+1 and -1/-1 counters apply in layer 7c (613.4c)."""
    plus = counters.get("+1/+1", 0)
    minus = counters.get("-1/-1", 0)
    if (plus or minus) and c.power is not None and c.toughness is not None:
        c.power += plus - minus
        c.toughness += plus - minus
        c.modified_pt = True


def _apply(obj: GameObject, c: Chars, e: ContinuousEffect) -> None:
    op, v = e.op, e.value
    if op == "adjust":  # a ruleset's own change no fixed op expresses (hkk: K131.9 unions)
        v(obj, c)
    elif op == "set_controller":
        c.controller = v
    elif op == "add_types":  # the ruleset's card types (`extra`) are types, the rest subtypes
        card_types = e.extra.get("card_types", ())
        c.types = c.types + tuple(t for t in v if t in card_types and t not in c.types)
        c.subtypes = c.subtypes + tuple(t for t in v
                                        if t not in card_types and t not in c.subtypes)
    elif op == "set_colors":
        c.colors = tuple(v)
    elif op == "set_subtypes":  # "becomes a Frog": new subtypes replace the old (205.1a)
        c.subtypes = tuple(v)
    elif op == "add_keywords":
        c.keywords = c.keywords + tuple(v)
    elif op == "remove_keywords":
        c.keywords = tuple(k for k in c.keywords if k not in v)
    elif op == "lose_all_abilities":
        c.keywords = ()
        c.abilities = ()
    elif op == "set_pt":
        c.power, c.toughness = v
        c.modified_pt = True
    elif op == "modify_pt" and c.power is not None and c.toughness is not None:
        c.power += v[0]
        c.toughness += v[1]
        c.modified_pt = True
    elif op == "switch_pt" and c.power is not None:
        c.power, c.toughness = c.toughness, c.power
        c.modified_pt = True
