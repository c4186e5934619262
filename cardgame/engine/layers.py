"""Continuous effects applied in layer and timestamp order (CR 611, 613).

Objects keep their printed characteristics; `compute` builds the current ones by
applying, in order, the effects that touch the object. Effects from resolving spells lock
their affected set when they begin (611.2c): they carry `affected` as a frozenset of
(id, zcc). Effects from static abilities are regenerated from their sources each time and
match whatever currently qualifies (611.3a).
"""

from __future__ import annotations

from collections.abc import Callable
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


@dataclass(slots=True)
class Chars:
    """Current characteristics of an object."""

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

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords

    def is_type(self, t: str) -> bool:
        return t in self.types


@dataclass(slots=True)
class ContinuousEffect:
    """One continuous effect: what it does (`op`, `value`) in which layer, to what.

    `affected` is a locked set of (id, zcc) for effects of resolving spells; `applies`
    a predicate for effects of static abilities. `until` names when it ends
    ("end_of_turn", "end_of_combat", "" for never / while the source stays).
    """

    layer: str
    timestamp: int
    op: str
    value: Any
    source: int
    until: str = ""
    affected: frozenset[tuple[int, int]] | None = None
    applies: Callable[[GameObject], bool] | None = None
    rule: str = "611.2"
    extra: dict[str, Any] = field(default_factory=dict)

    def touches(self, obj: GameObject) -> bool:
        if self.affected is not None:
            return (obj.id, obj.zcc) in self.affected
        return self.applies is not None and self.applies(obj)


def base_chars(card: CardDef, controller: int) -> Chars:
    """Printed characteristics (hkk attack/life map onto power/toughness)."""
    power = card.power if card.power is not None else card.attack
    toughness = card.toughness if card.toughness is not None else card.life
    return Chars(card.name, card.types, card.subtypes, card.supertypes, card.colors,
                 power, toughness, card.keywords, card.abilities, controller)


def compute(obj: GameObject, effects: list[ContinuousEffect]) -> Chars:
    """Apply `effects` (already sorted by layer, timestamp) and counters to `obj`."""
    c = base_chars(obj.card, obj.controller)
    counters = obj.counters
    touching = [e for e in effects if e.touches(obj)]
    if not touching and not counters:
        return c
    counters_done = False
    for e in touching:
        if e.layer > LAYER_PT_MODIFY and not counters_done:
            _apply_counters(c, counters)
            counters_done = True
        _apply(c, e)
    if not counters_done:
        _apply_counters(c, counters)
    return c


def _apply_counters(c: Chars, counters: dict[str, int]) -> None:
    """+1/+1 and -1/-1 counters apply in layer 7c (613.4c)."""
    plus = counters.get("+1/+1", 0)
    minus = counters.get("-1/-1", 0)
    if (plus or minus) and c.power is not None and c.toughness is not None:
        c.power += plus - minus
        c.toughness += plus - minus
        c.modified_pt = True


def _apply(c: Chars, e: ContinuousEffect) -> None:
    op, v = e.op, e.value
    if op == "set_controller":
        c.controller = v
    elif op == "add_types":
        c.types = c.types + tuple(t for t in v if t not in c.types)
    elif op == "set_colors":
        c.colors = tuple(v)
    elif op == "add_keywords":
        c.keywords = c.keywords + tuple(v)
    elif op == "remove_keywords":
        c.keywords = tuple(k for k in c.keywords if k not in v)
    elif op == "lose_all_abilities":
        c.keywords = ()
        c.abilities = ()
    elif op == "set_pt" and c.power is not None:
        c.power, c.toughness = v
        c.modified_pt = True
    elif op == "modify_pt" and c.power is not None and c.toughness is not None:
        c.power += v[0]
        c.toughness += v[1]
        c.modified_pt = True
    elif op == "switch_pt" and c.power is not None:
        c.power, c.toughness = c.toughness, c.power
        c.modified_pt = True
