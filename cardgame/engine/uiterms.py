"""The words a ruleset's players read: zone, step, type and keyword names, reminders.

Plain data supplied by each ruleset (`rulesets/<name>/ui_terms.py`) through its
description, so the terminal UI speaks every ruleset's own language without testing its
name. Defaults are the English words of a magic-like game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class UiTerms:
    """Display words for one ruleset. Every mapping is keyed by the engine's ids."""

    language: str = "en"
    tapped: str = "tapped"                # the word for a card turned sideways
    untapped: str = "untapped"
    stack: str = "Stack"                  # the stack panel's and dialogs' title
    zones: Mapping[str, str] = field(default_factory=dict)         # zone id -> name
    zones_en: Mapping[str, str] = field(default_factory=dict)      # English gloss
    steps: Mapping[str, str] = field(default_factory=dict)         # step id -> name
    steps_short: Mapping[str, str] = field(default_factory=dict)   # step bar, small
    kinds: Mapping[str, str] = field(default_factory=dict)         # question kind -> title
    types: Mapping[str, str] = field(default_factory=dict)         # card type -> name
    keywords: Mapping[str, str] = field(default_factory=dict)      # keyword -> name
    keywords_short: Mapping[str, str] = field(default_factory=dict)
    reminders: Mapping[str, str] = field(default_factory=dict)     # keyword -> reminder

    def zone(self, zone_id: str) -> str:
        return self.zones.get(zone_id, zone_id.replace("_", " "))

    def step(self, step_id: str) -> str:
        return self.steps.get(step_id, step_id.replace("_", " "))
