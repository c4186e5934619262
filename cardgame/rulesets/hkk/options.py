"""The house rules that can be switched: ruleset options with their defaults.

Why options: where the Kódex text could not be found, hkk.md gives our best reading as a
house rule (H-…); players who read the rulings differently can switch it per game
(`[options]` in scenarios, `--option name=value` on the command line). The defaults and
the reasons are listed in docs/hkk-house-rules.md.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

UNION_STATS = ("sum", "max", "top")


@dataclass(frozen=True)
class OptionSpec:
    """One option: its default, how a value is checked, and what it is for."""

    default: Any
    expected: str
    check: Callable[[Any], bool]
    rule: str
    doc: str


def _is_bool(v: Any) -> bool:
    return isinstance(v, bool)


def _int_at_least(n: int) -> Callable[[Any], bool]:
    return lambda v: isinstance(v, int) and not isinstance(v, bool) and v >= n


OPTIONS: dict[str, OptionSpec] = {
    "defence_bonus": OptionSpec(True, "true or false", _is_bool, "H-defence-bonus",
                                "the creatures of the player whose turn it is not get +1/+1"),
    "vp_cap": OptionSpec(20, "a whole number >= 1", _int_at_least(1), "H-vp-carry",
                         "unspent VP stay in the pool, which never holds more than this"),
    "guard_post_capacity": OptionSpec(3, "a whole number >= 1", _int_at_least(1),
                                      "H-guard-post-capacity",
                                      "the most creatures a guard post holds"),
    "net_limit": OptionSpec(2, "a whole number >= 0", _int_at_least(0), "H-net-limit",
                            "cards a player may successfully play from hand per turn while "
                            "a net (háló) card is in play"),
    "union_stats": OptionSpec("sum", "one of " + ", ".join(f'"{u}"' for u in UNION_STATS),
                              lambda v: v in UNION_STATS, "H-union-stats",
                              "attack and life of a united pair: the sum, the larger of each, "
                              "or the top card's"),
    "passive_guard": OptionSpec(True, "true or false", _is_bool, "H-passive-guard",
                                "a guard-post creature that becomes passive moves to the "
                                "reserve at once"),
    "empty_deck_loses": OptionSpec(True, "true or false", _is_bool, "H-empty-deck",
                                   "a player who must draw from an empty deck loses"),
}
# Options every ruleset's games accept (the simulator's turn limit).
GENERIC = ("turn_limit",)


class OptionError(ValueError):
    """An unknown option name or a value of the wrong kind; the message says which."""

    def __init__(self, name: str, found: str, expected: str) -> None:
        super().__init__(f"option {name!r}: found {found}, expected {expected}")
        self.name = name
        self.found = found
        self.expected = expected


def resolve(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Every hkk option with its value: the defaults, overridden by `raw` (checked)."""
    out = {name: spec.default for name, spec in OPTIONS.items()}
    for name, value in raw.items():
        if name in GENERIC or name == "card_pool":
            continue
        spec = OPTIONS.get(name)
        if spec is None:
            raise OptionError(name, "an unknown option",
                              "one of " + ", ".join(sorted(OPTIONS)))
        if not spec.check(value):
            raise OptionError(name, repr(value), spec.expected)
        out[name] = value
    return out


def parse_value(name: str, text: str) -> Any:
    """A command-line `name=value` value as the option's type ("true", "3", "sum")."""
    spec = OPTIONS.get(name)
    if spec is None:
        raise OptionError(name, "an unknown option", "one of " + ", ".join(sorted(OPTIONS)))
    low = text.strip().lower()
    value: Any = text.strip()
    if isinstance(spec.default, bool):
        if low not in ("true", "false", "yes", "no", "1", "0", "on", "off"):
            raise OptionError(name, repr(text), spec.expected)
        value = low in ("true", "yes", "1", "on")
    elif isinstance(spec.default, int):
        try:
            value = int(low)
        except ValueError:
            raise OptionError(name, repr(text), spec.expected) from None
    if not spec.check(value):
        raise OptionError(name, repr(text), spec.expected)
    return value
