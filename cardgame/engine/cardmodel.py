"""Card definitions as plain, immutable data.

A `CardDef` is what a card file says, already validated by `cardgame.cards.loader`.
The engine never changes it: current characteristics are computed from it by applying
continuous effects (see `engine.characteristics`). Abilities are data too: an effect is a
kind plus parameters from a ruleset's documented vocabulary, interpreted by the ruleset.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Effect:
    """One instruction of an ability, e.g. `damage` with `{amount: 3, to: "target"}`."""

    kind: str
    params: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)

    def get(self, key: str, default: Any = None) -> Any:
        return self.params.get(key, default)


@dataclass(frozen=True)
class Mode:
    """One mode of a modal spell or ability (700.2): its own targets and effects."""

    label: str
    targets: tuple[str, ...] = ()
    effects: tuple[Effect, ...] = ()


@dataclass(frozen=True)
class AbilityDef:
    """An activated, triggered, static or mana ability of a card.

    `cost` is the ruleset's cost text ("{1}{G}, {T}", "pay 2 life"); `trigger` names the
    event of a triggered ability ("enters", "dies", "beginning of your upkeep").
    """

    kind: str  # "activated" | "triggered" | "static" | "mana"
    cost: str = ""
    timing: str = "instant"  # "instant" | "sorcery"
    trigger: str = ""
    condition: str = ""  # intervening "if" (603.4)
    optional: bool = False  # "you may" (603.5)
    targets: tuple[str, ...] = ()
    effects: tuple[Effect, ...] = ()
    modes: tuple[Mode, ...] = ()
    text: str = ""


@dataclass(frozen=True)
class CardDef:
    """A card as printed. `keywords` is a list: a keyword written twice is two instances.

    `power` and `toughness` are the card's two printed combat numbers in any ruleset
    (hkk's attack and life are stored here; a ruleset's `description.card_stats` names
    them for its files). `supertypes`, `loyalty` and `colors` are generic too; anything
    else a ruleset needs of a card goes in `extra` (name, value pairs it owns).
    """

    name: str
    ruleset: str
    types: tuple[str, ...]
    supertypes: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    cost: str | int | None = None
    colors: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    keywords: tuple[str, ...] = ()
    text: str = ""
    name_en: str = ""
    # spell abilities of instants and sorceries (and the targets of Auras)
    targets: tuple[str, ...] = ()
    effects: tuple[Effect, ...] = ()
    modes: tuple[Mode, ...] = ()
    abilities: tuple[AbilityDef, ...] = ()
    extra: tuple[tuple[str, Any], ...] = ()  # ruleset-owned facts (hkk: raw ability tables)
    # facts a ruleset derives from the printed card and caches (magic: its CardInfo). A
    # field, not attributes set on the frozen object: a mypyc-compiled class has no __dict__.
    facts: dict[str, Any] = field(
        default_factory=dict, init=False, repr=False, hash=False, compare=False)

    def is_type(self, t: str) -> bool:
        return t in self.types

    @property
    def is_filler(self) -> bool:
        return self.name == "Filler"
