"""The words a ruleset's players read: zone, step, type and keyword names, reminders.

Plain data supplied by each ruleset (`rulesets/<name>/ui_terms.py`) through its
description, so the terminal UI speaks every ruleset's own language without testing its
name. Defaults are the English words of a magic-like game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

# A player's header numbers as (label, value, style) triples: the ruleset knows where they
# live (life, poison, VP, a mana pool), the UI only draws them.
PlayerStats = Callable[[Any, int], Sequence[tuple[str, str, str]]]


# Short marks for a permanent that only the ruleset can read from its state (a prevention
# or regeneration shield): drawn on the card beside its counters.
CardMarks = Callable[[Any, Any], Sequence[str]]


def no_marks(game: Any, obj: Any) -> tuple[str, ...]:
    """The default: a ruleset with no state of its own to show on cards."""
    return ()


def life_only(game: Any, index: int) -> list[tuple[str, str, str]]:
    """The default header: the player's life."""
    return [("♥", str(game.players[index].life), "red")]


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

    # ---- added by the UI work (issue 13) ------------------------------------------------
    turn: str = "Turn"                    # the step bar's "Turn 3"
    hand: str = "Hand"                    # the hand row's label
    hidden: str = "hidden"                # said beside an opponent's card backs
    # Keywords with a parameter: (prefix, long form, short form); "{}" is the parameter.
    # "union with farkas" -> ("union with ", "Összefogás ({})", "össz").
    keyword_forms: Sequence[tuple[str, str, str]] = ()
    # The board's two rows of permanents, the one nearest the middle first. A group is a
    # permanent zone's id (its cards, in zone order) or "creatures" / "lands" / "other"
    # (the cards of a shared zone, grouped by card type).
    board_rows: tuple[tuple[str, ...], tuple[str, ...]] = (("creatures",), ("lands", "other"))
    groups: Mapping[str, str] = field(default_factory=dict)        # group -> label
    stats_word: str = "P/T"               # what the two numbers on a creature are
    star_note: str = "modified by an effect"  # what "*" after those numbers means
    cost_unit: str = ""                   # said after a numeric cost ("3 VP")
    summoning_sickness: bool = True       # creatures show "zZ sick" the turn they arrive
    player_stats: PlayerStats = life_only
    card_marks: CardMarks = no_marks
    help_keys: Sequence[tuple[str, str]] = ()   # the ruleset's own dialogs' keys
    glossary: Sequence[tuple[str, str]] = ()    # word -> meaning, for the help screen

    def zone(self, zone_id: str) -> str:
        return self.zones.get(zone_id, zone_id.replace("_", " "))

    def step(self, step_id: str) -> str:
        return self.steps.get(step_id, step_id.replace("_", " "))

    def zone_gloss(self, zone_id: str) -> str:
        """"Tartalék (reserve)" in a game not in English; else just the zone's name."""
        name = self.zone(zone_id)
        en = self.zones_en.get(zone_id)
        return f"{name} ({en})" if en and en != name else name

    def kind(self, kind: str, english: str) -> str:
        """A question's title: the ruleset's word, with the English beside it."""
        own = self.kinds.get(kind)
        return f"{own} ({english})" if own and own != english else english

    def keyword(self, keyword: str) -> str:
        """A keyword as a word on the card ("union with Raia" -> "Összefogás (Raia)")."""
        k = keyword.lower()
        if k in self.keywords:
            return self.keywords[k]
        for prefix, long, _short in self.keyword_forms:
            if k.startswith(prefix):
                return long.format(keyword[len(prefix):])
        return keyword

    def keyword_short(self, keyword: str) -> str:
        """The documented abbreviation used when the full word doesn't fit."""
        k = keyword.lower()
        if k in self.keywords_short:
            return self.keywords_short[k]
        for prefix, _long, short in self.keyword_forms:
            if k.startswith(prefix):
                return short.format(k[len(prefix):])
        return self.keyword(keyword)

    def reminder(self, keyword: str) -> str:
        """What a keyword does; a parametrised one takes its base keyword's reminder."""
        k = keyword.lower()
        if k in self.reminders:
            return self.reminders[k]
        for base in sorted(self.reminders, key=len, reverse=True):
            if k.startswith(base) or k.endswith(base):
                return self.reminders[base]
        return ""
