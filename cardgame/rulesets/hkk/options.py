"""The house rules that can be switched: ruleset options with their defaults.

Why options: where the Kódex text could not be found, hkk.md gives our best reading as a
house rule (H-…); players who read the rulings differently can switch it per game
(`[options]` in scenarios, `--option name=value` on the command line). The defaults and
the reasons are listed in docs/hkk-house-rules.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardgame.engine.description import OptionInfo
from cardgame.engine.options import OptionError, parse_option, resolve_options

UNION_STATS = ("sum", "max", "top")

_BOOL = "true or false"

OPTION_INFOS: tuple[OptionInfo, ...] = (
    OptionInfo("defence_bonus", True, _BOOL, "H-defence-bonus",
               "the creatures of the player whose turn it is not get +1/+1"),
    OptionInfo("vp_cap", 20, "a whole number >= 1", "H-vp-carry",
               "unspent VP stay in the pool, which never holds more than this", minimum=1),
    OptionInfo("guard_post_capacity", 3, "a whole number >= 1", "H-guard-post-capacity",
               "the most creatures a guard post holds", minimum=1),
    OptionInfo("net_limit", 2, "a whole number >= 0", "H-net-limit",
               "cards a player may successfully play from hand per turn while "
               "a net (háló) card is in play", minimum=0),
    OptionInfo("union_stats", "sum", "one of " + ", ".join(f'"{u}"' for u in UNION_STATS),
               "H-union-stats", "attack and life of a united pair: the sum, the larger of "
               "each, or the top card's", choices=UNION_STATS),
    OptionInfo("passive_guard", True, _BOOL, "H-passive-guard",
               "a guard-post creature that becomes passive moves to the reserve at once"),
    OptionInfo("empty_deck_loses", True, _BOOL, "H-empty-deck",
               "a player who must draw from an empty deck loses"),
)
OPTIONS: dict[str, OptionInfo] = {o.name: o for o in OPTION_INFOS}

__all__ = ["OPTIONS", "OPTION_INFOS", "OptionError", "UNION_STATS", "parse_value",
           "resolve"]


def _description() -> Any:
    from cardgame.rulesets.hkk.description import DESCRIPTION

    return DESCRIPTION


def resolve(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Every hkk option with its value: the defaults, overridden by `raw` (checked)."""
    return resolve_options(_description(), raw)


def parse_value(name: str, text: str) -> Any:
    """A command-line `name=value` value as the option's type ("true", "3", "sum")."""
    return parse_option(_description(), name, text)
