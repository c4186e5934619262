"""Game options checked against the ruleset's `OptionInfo`s, for every ruleset alike.

Why here: the scenario loader, the CLI (`--option name=value`) and `new_game` all need
"is this a known option with a good value, and what are the defaults"; each ruleset
only lists its options as data (`RulesetDescription.options`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardgame.engine.description import OptionInfo, RulesetDescription

# Options every ruleset's games accept: the simulator's turn limit (0 = none).
GENERIC_OPTIONS: tuple[OptionInfo, ...] = (
    OptionInfo("turn_limit", 0, "a whole number >= 0", "sim-turn-limit",
               "a game still going after this many turns is a draw", minimum=0),
)
# Not a user option: the card pool a game makes its tokens from.
INTERNAL = ("card_pool",)


class OptionError(ValueError):
    """An unknown option name or a value of the wrong kind; the message says which."""

    def __init__(self, name: str, found: str, expected: str) -> None:
        super().__init__(f"option {name!r}: found {found}, expected {expected}")
        self.name = name
        self.found = found
        self.expected = expected


def value_ok(info: OptionInfo, value: Any) -> bool:
    """Whether `value` is of the option's type (its default's) and in its range."""
    if isinstance(info.default, bool):
        return isinstance(value, bool)
    if isinstance(info.default, int):
        return (isinstance(value, int) and not isinstance(value, bool)
                and (info.minimum is None or value >= info.minimum))
    if info.choices:
        return value in info.choices
    return isinstance(value, type(info.default))


def _known(description: RulesetDescription) -> dict[str, OptionInfo]:
    return {o.name: o for o in (*description.options, *GENERIC_OPTIONS)}


def find_option(description: RulesetDescription, name: str) -> OptionInfo:
    """The option called `name`; OptionError naming the known ones if there is none."""
    info = _known(description).get(name)
    if info is None:
        names = sorted(o.name for o in description.options) or ["turn_limit"]
        raise OptionError(name, "an unknown option", "one of " + ", ".join(names))
    return info


def resolve_options(description: RulesetDescription,
                    raw: Mapping[str, Any]) -> dict[str, Any]:
    """The ruleset's options with their values: defaults, overridden by `raw` (checked).

    Generic options (`turn_limit`) are checked and passed on only when given.
    """
    out = {o.name: o.default for o in description.options}
    for name, value in raw.items():
        if name in INTERNAL:
            continue
        info = find_option(description, name)
        if not value_ok(info, value):
            raise OptionError(name, repr(value), info.expected)
        out[name] = value
    return out


def parse_option(description: RulesetDescription, name: str, text: str) -> Any:
    """A command-line `name=value` value as the option's type ("true", "3", "sum")."""
    info = find_option(description, name)
    low = text.strip().lower()
    value: Any = text.strip()
    if isinstance(info.default, bool):
        if low not in ("true", "false", "yes", "no", "1", "0", "on", "off"):
            raise OptionError(name, repr(text), info.expected)
        value = low in ("true", "yes", "1", "on")
    elif isinstance(info.default, int):
        try:
            value = int(low)
        except ValueError:
            raise OptionError(name, repr(text), info.expected) from None
    if not value_ok(info, value):
        raise OptionError(name, repr(text), info.expected)
    return value
