"""The card-vocabulary words of replacement effects (614), as data for the loader.

Kept apart from `vocabulary.py` so that the words of one idea stay in one place;
`vocabulary.py` merges them into its tables. What each word does is in
`replacements.py`; docs/abilities.md documents them with their rules and examples.
"""

from __future__ import annotations

# Parameter types as in vocabulary.EFFECTS ("zone": a zone of the magic ruleset).
WORDS: dict[str, dict[str, str]] = {
    # static abilities: replacement effects of a permanent on the battlefield (614.1a)
    # Rest in Peace; with `self`, only the card itself, from anywhere (Progenitus), and
    # `shuffle`: shuffled into its owner's library
    "zone_instead": {"zone": "zone", "instead": "zone", "self": "bool", "shuffle": "bool"},
    "double_damage": {},  # Furnace of Rath
    # Hardened Scales; `permanents`: any permanent you control (Doubling Season)
    "more_counters": {"counter": "str", "plus": "int", "times": "int", "permanents": "bool"},
    "steal_draws": {},  # Notion Thief (614.11)
    "permanents_enter_tapped": {},  # Orb of Dreams (614.1d)
    # a static prevention effect (615.10): damage to a creature you control of `subtype`
    # (another one, with `other`) is reduced by `amount` (Daunting Defender)
    "prevent_some": {"amount": "int", "subtype": "str", "other": "bool"},
    # static abilities of the entering permanent itself (614.1c, 614.12)
    "enters_tapped": {},
    "enters_with_counters": {"counter": "str", "amount": "entering_amount"},
    # a one-shot effect creating a replacement effect: skip a step (614.1b, 614.10)
    "skip_draw_step": {"who": "ref"},
    # a spell's own "instead" (614.15, Galvanic Blast's metalcraft): `amount` damage to
    # `to`, or `instead` when its controller controls at least `at_least` of `count`
    "damage_instead": {"amount": "amount", "to": "ref", "instead": "int", "count": "filter",
                       "at_least": "int"},
    # not a replacement, but Rest in Peace's other half: exile every graveyard
    "exile_graveyards": {},
}

REQUIRED: dict[str, tuple[str, ...]] = {
    "zone_instead": ("zone", "instead"),
    "more_counters": ("counter",),
    "enters_with_counters": ("counter", "amount"),
    "skip_draw_step": ("who",),
    "damage_instead": ("amount", "to", "instead", "count", "at_least"),
    "prevent_some": ("amount", "subtype"),
}

# Words that only make sense in a static ability, and the one-shot ones.
STATIC_ONLY = ("zone_instead", "double_damage", "more_counters", "steal_draws",
               "permanents_enter_tapped", "prevent_some", "enters_tapped", "enters_with_counters")
ONE_SHOT = ("skip_draw_step", "exile_graveyards", "damage_instead")

# The zones a `zone` parameter may name.
ZONES = ("graveyard", "exile", "hand", "library", "battlefield")
