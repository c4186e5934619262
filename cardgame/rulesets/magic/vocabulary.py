"""The magic ability vocabulary: which effects, targets, triggers and keywords exist.

This table is the contract between card files and the engine: the loader validates
cards against it, the resolver interprets it, and `docs/abilities.md` documents it.
Adding an effect means adding it here, to `effects.py`, and to the docs.
"""

from __future__ import annotations

import re

from cardgame.rulesets.magic import (
    any_player_may,  # noqa: F401 - registers its effect
    becomes_copy,  # noqa: F401 - registers its effect
    cant_enter,  # noqa: F401 - registers its effects
    casting_limits,  # noqa: F401 - registers its effect
    combat_requirements,
    damage_triggers,
    delayed_events,
    draw_reveals,
    enter_as_copy_of_this,  # noqa: F401 - registers its effect
    event_triggers,
    exile_until,  # noqa: F401 - registers its effect
    graveyard_abilities,  # noqa: F401 - registers its effect
    graveyard_casting,  # noqa: F401 - registers its effects
    life_total,
    mana_triggers,
    may_sacrifice,  # noqa: F401 - registers its effect
    reanimate,  # noqa: F401 - registers its effect
    replacement_words,
    return_all,  # noqa: F401 - registers its effect
    reveal_put,  # noqa: F401 - registers its effect
    shared_color_shields,  # noqa: F401 - registers its effect
    spell_costs,  # noqa: F401 - registers its effect
    state_triggers,
    sutured,  # noqa: F401 - registers its effect
    token_copies,  # noqa: F401 - registers its effects
    untap_enchantment_triggers,
)
from cardgame.rulesets.magic.counts import COUNT_WORDS
from cardgame.rulesets.magic.qualities import split

# Parameter types: "int" (a whole number), "amount" (a whole number or "X"),
# "ref" (who or what: see REFS), "str", "bool", "mana" (a mana cost string),
# "filter" (see FILTERS), "name" (a card name in the pool).
EFFECTS: dict[str, dict[str, str]] = {
    "damage": {"amount": "amount", "to": "ref"},
    "draw": {"amount": "amount", "who": "ref"},
    "discard": {"amount": "amount", "who": "ref"},
    "gain_life": {"amount": "amount", "who": "ref"},
    "lose_life": {"amount": "amount", "who": "ref"},
    "poison": {"amount": "amount", "who": "ref"},
    "destroy": {"what": "ref", "no_regenerate": "bool"},
    "destroy_all": {"filter": "filter", "no_regenerate": "bool"},
    "damage_all": {"amount": "amount", "filter": "filter", "players": "bool"},
    "pump": {"what": "ref", "power": "amount", "toughness": "amount"},
    "pump_all": {"filter": "filter", "power": "int", "toughness": "int", "other": "bool"},
    "bounce": {"what": "ref"},
    "exile": {"what": "ref"},
    "counter": {"what": "ref"},
    "tap": {"what": "ref"},
    "untap": {"what": "ref"},
    "add_mana": {"mana": "mana", "amount": "amount"},
    "put_counters": {"what": "ref", "counter": "str", "amount": "amount"},
    "put_counters_all": {"filter": "filter", "counter": "str", "amount": "amount"},
    "create_token": {"token": "name", "amount": "amount", "tapped": "bool"},
    "sacrifice": {"what": "ref"},
    "sacrifice_creature": {"who": "ref", "amount": "amount"},
    "phase_out": {"what": "ref"},
    "mill": {"amount": "amount", "who": "ref"},
    "gain_keywords": {"what": "ref", "keywords": "keywords", "permanent": "bool"},
    "lose_keywords": {"what": "ref", "keywords": "keywords", "permanent": "bool"},
    "keywords_all": {"filter": "filter", "keywords": "keywords", "other": "bool"},
    "lose_all_abilities": {"what": "ref", "permanent": "bool", "filter": "filter"},
    "set_pt": {"what": "ref", "filter": "filter", "power": "pt", "toughness": "pt",
               "permanent": "bool", "continuous": "bool"},
    "switch_pt": {"what": "ref", "permanent": "bool"},
    "gain_control": {"what": "ref", "until_end_of_turn": "bool", "duration": "duration"},
    "reveal_hands": {},
    "add_types": {"what": "ref", "filter": "filter", "types": "types", "subtypes": "strs",
                  "permanent": "bool"},
    "set_colors": {"what": "ref", "filter": "filter", "colors": "colors", "permanent": "bool"},
    "set_subtypes": {"what": "ref", "filter": "filter", "subtypes": "strs",
                     "permanent": "bool"},
    "regenerate": {"what": "ref"},
    "prevent_damage": {"to": "ref", "amount": "amount"},
    "prevent_combat_damage": {},
    "delayed": {"when": "when", "effects": "effects"},
    "win_game": {"who": "ref"},
    "may_sacrifice": {"who": "ref", "filter": "filter", "other": "bool", "otherwise": "effects",
                      "when_you_do": "reflexive"},
    "prevent_damage_from": {"filter": "filter"},
    "opponents_cant_cast_even": {},
    "cost_reduction": {"colors": "colors", "amount": "int"},
    "cost_increase": {"amount": "int"},
    "add_mana_produced": {},
    "choose_color": {},
    "add_chosen_mana": {},
    # mass_effects.py: "all noncreature artifacts become 2/2 artifact creatures" (613.6)
    "become_all": {"filter": "filter", "types": "types", "subtypes": "strs", "power": "int",
                   "toughness": "int"},
    # color_choice.py: "becomes the color of your choice" (105.1, 613.1e)
    "color_of_choice": {"what": "ref", "permanent": "bool"},
    # loss_replacement.py: Lich's Mirror (704.7)
    "replace_game_loss": {"effects": "effects"},
    "shuffle_into_library": {"who": "ref", "hand": "bool", "graveyard": "bool",
                             "permanents": "bool"},
    "set_life": {"who": "ref", "amount": "amount"},
    # granted_statics.py: "enchanted Equipment has 'equipped creature has flying'" (613.7a)
    "grant_static": {"what": "ref", "effects": "effects"},
    # 707.5 / 614.1c: "you may have this enter as a copy of any <filter> on the
    # battlefield, except ..." (707.9: the exceptions become part of the copy)
    "enters_as_copy": {"filter": "filter", "types": "types", "subtypes": "strs",
                       "trigger": "trigger", "effects": "effects", "text": "str",
                       "targets": "strs", "optional": "bool", "keep_color": "bool",
                       "counters": "str", "power": "int", "toughness": "int"},
    # exile_until.py: "exile target creature until this leaves the battlefield" (610.3)
    "exile_until_leaves": {"what": "ref"},
    # draw_reveals.py: "reveal the first card you draw each turn" (Rowen, 603.11)
    "reveal_first_draw": {},
    # cant_enter.py: Worms of the Earth (608.3d)
    "lands_cant_enter": {},
    "players_cant_play_lands": {},
    # any_player_may.py: Worms of the Earth's upkeep trigger
    "any_player_may": {"sacrifice_lands": "int", "damage": "int", "then": "effects"},
    # reveal_put.py: Arbiter of the Ideal (611.2e)
    "reveal_top_put_onto_battlefield": {"types": "types", "counter": "str",
                                        "add_types": "types"},
    # becomes_copy.py: "this becomes a copy of that creature, except it has this ability"
    "become_copy": {"of": "ref", "keep_ability": "bool", "keep_color": "bool"},
    # chosen_protection.py: "this has protection from the chosen color" (Voice of All)
    "protection_from_chosen_color": {"what": "ref"},
    # enter_as_copy_of_this.py: "creatures you control enter as a copy of this" (616.1f)
    "creatures_enter_as_copy": {},
    # shared_color_shields.py: "... to target creature and each other creature that
    # shares a color with it" (radiance, 615.11)
    "prevent_damage_sharing_color": {"to": "ref", "amount": "amount"},
    # graveyard_abilities.py: Yixlid Jailer; reanimate.py: Zombify (614.12)
    "graveyard_cards_lose_abilities": {},
    "return_to_battlefield": {"what": "ref"},
    # return_all.py: Zombie Apocalypse; sutured.py: Sutured Ghoul (614.13a)
    "return_all_to_battlefield": {"subtype": "str", "tapped": "bool"},
    "as_enters_exile_creature_cards": {},
    # graveyard_casting.py: Vedalken Orrery, Shaman's Trance (609.4a)
    "cast_as_though_flash": {},
    "cast_from_other_graveyards": {},
    # any_number.py: Soulfire Eruption (608.2f)
    "exile_top_damage_each_target": {},
    # chosen_type.py: "as this enters, choose a creature type" and its linked abilities
    "choose_creature_type": {},
    "is_chosen_type": {"what": "ref"},
    "pump_chosen_type": {"power": "int", "toughness": "int"},
    # life_draw_words.py: "if you would gain life, draw that many cards instead" and "if
    # you would draw a card, return a card from your graveyard to your hand instead"
    "gain_life_draws_instead": {},
    "draw_returns_from_graveyard": {},
    # token_copies.py: token copies (Clone Legion) and token doubling (Doubling Season)
    "create_token_copies": {"who": "ref"},
    "double_tokens": {},
    "more_tokens": {"plus": "int", "times": "int"},  # 614.1a: "that many plus one"
    # spell_copies.py: "copy target instant or sorcery spell, except that the copy is red.
    # You may choose new targets for the copy." (Fork, 707.10)
    "copy_spell": {"what": "ref", "color": "str", "new_targets": "bool"},
    # mana_spent.py: "you gain X life if {G} was spent to cast this spell" (Dawnglow)
    "gain_life_if_spent": {"amount": "amount", "mana": "str"},
}
# Effects that take `what` or, in a static ability, a `filter` instead (exactly one)
WHAT_OR_FILTER = ("add_types", "set_subtypes", "set_colors", "set_pt", "lose_all_abilities")
# Effects that only make sense as a static ability's continuous effect, and effects that
# only make sense once (the loader refuses them in the wrong kind of ability).
STATIC_ONLY = ("reveal_hands", "replace_game_loss", "grant_static", "enters_as_copy",
               "opponents_cant_cast_even", "cost_reduction", "cost_increase", "choose_color",
               "reveal_first_draw", "lands_cant_enter", "players_cant_play_lands",
               "protection_from_chosen_color", "creatures_enter_as_copy",
               "graveyard_cards_lose_abilities", "as_enters_exile_creature_cards",
               "cast_as_though_flash",
               "choose_creature_type", "is_chosen_type", "pump_chosen_type",
               "gain_life_draws_instead", "draw_returns_from_graveyard", "double_tokens",
               "more_tokens",
               *replacement_words.STATIC_ONLY)
WHEN = ("beginning of the next end step", "end of combat", "beginning of your next upkeep",
        *delayed_events.WHENS)

# Required parameters per effect (the rest have defaults documented in docs/abilities.md).
REQUIRED: dict[str, tuple[str, ...]] = {
    "damage": ("amount", "to"),
    "draw": ("amount",),
    "discard": ("amount",),
    "gain_life": ("amount",),
    "lose_life": ("amount",),
    "poison": ("amount", "who"),
    "destroy": ("what",),
    "destroy_all": ("filter",),
    "damage_all": ("amount", "filter"),
    "pump": ("what", "power", "toughness"),
    "pump_all": ("filter", "power", "toughness"),
    "bounce": ("what",),
    "exile": ("what",),
    "counter": ("what",),
    "tap": ("what",),
    "untap": ("what",),
    "add_mana": ("mana",),
    "put_counters": ("what", "counter", "amount"),
    "put_counters_all": ("filter", "counter", "amount"),
    "create_token": ("token",),
    "sacrifice": ("what",),
    "sacrifice_creature": ("who",),
    "phase_out": ("what",),
    "mill": ("amount",),
    "gain_keywords": ("what", "keywords"),
    "lose_keywords": ("what", "keywords"),
    "keywords_all": ("filter", "keywords"),
    "lose_all_abilities": (),  # and `what`, or a `filter`
    "set_pt": ("power", "toughness"),
    "switch_pt": ("what",),
    "gain_control": ("what",),
    "regenerate": ("what",),
    "add_types": ("types",),  # and `what`, or a `filter` in a static ability
    "set_colors": ("colors",),
    "set_subtypes": ("subtypes",),  # the same
    "prevent_damage": ("to", "amount"),
    "prevent_damage_sharing_color": ("to", "amount"),
    "delayed": ("when", "effects"),
    "become_all": ("filter", "types", "power", "toughness"),
    "color_of_choice": ("what",),
    "replace_game_loss": ("effects",),
    "shuffle_into_library": ("who",),
    "set_life": ("amount",),
    "grant_static": ("what", "effects"),
    "enters_as_copy": ("filter",),
    "prevent_damage_from": ("filter",),
    "cost_reduction": ("colors", "amount"),
    "cost_increase": ("amount",),
    "exile_until_leaves": ("what",),
    "any_player_may": ("then",),
    "reveal_top_put_onto_battlefield": ("types",),
    "return_to_battlefield": ("what",),
}
EFFECTS.update(replacement_words.WORDS)  # replacement effects (614): their own module
REQUIRED.update(replacement_words.REQUIRED)

# Who or what an effect acts on.
REFS = (
    "target", "target1", "target2", "target3",
    "self", "attached", "you", "opponent", "each player", "each opponent",
    "that creature",  # the creature a trigger's event names (event_triggers.py)
)

# What a target may be (115): the spec names the kind of object or player.
TARGET_SPECS = (
    "any",  # creature, player or planeswalker (115.4)
    "creature", "player", "opponent", "permanent", "land", "artifact", "enchantment",
    "planeswalker", "spell", "creature or player", "creature you control",
    "creature an opponent controls", "nonland permanent", "card in a graveyard",
    "creature card in your graveyard",  # the card's own types: no effect reaches it (609.2)
    "another creature", "another creature you control",  # not the source itself (109.5)
    "any number of targets",  # the caster chooses how many "any" targets (any_number.py)
    "instant or sorcery spell",  # spell_copies.py (Fork)
    "non-Aura enchantment",
)

# Target specs a quality word may narrow ("nonblack creature", qualities.py).
QUALIFIABLE_SPECS = ("creature", "permanent", "land", "artifact", "enchantment",
                     "creature you control", "creature an opponent controls")

# Sets of permanents for "all" effects.
FILTERS = ("creatures", "permanents", "lands", "artifacts", "enchantments",
           "nonland permanents", "creatures you control", "creatures your opponents control",
           "creatures without flying", "creatures with flying", "nonbasic lands", "Swamps",
           "white creatures", "blue creatures", "black creatures", "red creatures",
           "green creatures")

COLOUR_FILTERS = {f"{colour} creatures": colour
                  for colour in ("white", "blue", "black", "red", "green")}
# The characteristics each filter looks at: an effect that changes none of them can't
# change what a filtered static effect applies to (613.8a). A filter missing here is
# looked at by trying the other effect out. "types:Land" reads only whether "Land" is
# among the types (engine/layers.py, `_overlap`): Kormus Bell's "Swamps are creatures"
# can't change which permanents are lands.
_CREATURES = "types:Creature"
FILTER_READS: dict[str, frozenset[str]] = {
    "permanents": frozenset(), "nonland permanents": frozenset({"types:Land"}),
    "lands": frozenset({"types:Land"}), "artifacts": frozenset({"types:Artifact"}),
    "enchantments": frozenset({"types:Enchantment"}), "creatures": frozenset({_CREATURES}),
    "nonbasic lands": frozenset({"types:Land", "supertypes:Basic"}),
    "Swamps": frozenset({"subtypes:Swamp"}),
    "creatures you control": frozenset({_CREATURES, "controller"}),
    "creatures your opponents control": frozenset({_CREATURES, "controller"}),
    "creatures without flying": frozenset({_CREATURES, "keywords:flying"}),
    "creatures with flying": frozenset({_CREATURES, "keywords:flying"}),
    **{f: frozenset({_CREATURES, "colors:" + colour}) for f, colour in COLOUR_FILTERS.items()},
}



def is_target_spec(spec: str) -> bool:
    """A spec of TARGET_SPECS, or one narrowed by a quality ("white creature")."""
    return spec in TARGET_SPECS or split(spec, QUALIFIABLE_SPECS) is not None


def is_filter(flt: str) -> bool:
    """A filter of FILTERS, or one narrowed by a quality ("white creatures you control")."""
    return split(flt, FILTERS) is not None


# A power or toughness that is not a number: "equal to your life total" (a
# characteristic-defining ability, 604.3, as on Ajani Goldmane's Avatar token).
# The count words of counts.py ("cards in your hand") are power/toughness words too
# (Maro, 704.4) and amounts ("discard your hand").
PT_WORDS = ("your life total", *COUNT_WORDS)

# Amounts read from the source: its current power, or its last-known power when it has
# left the battlefield (608.2h), as in "when this dies, it deals damage equal to its power".
AMOUNT_WORDS = ("its power", "its toughness", "the sacrificed creature's power", *COUNT_WORDS,
                damage_triggers.THAT_MUCH)

STEP_WORDS = {
    "upkeep": "upkeep",
    "draw step": "draw",
    "precombat main phase": "main1",
    "combat": "beginning_of_combat",
    "end step": "end",
}

TRIGGERS_FIXED = ("enters", "dies", "leaves", "attacks", "blocks", "becomes blocked",
                  "another creature dies", "another creature you control dies",
                  "you gain life", "a creature you control deals combat damage to an opponent",
                  "enchanted permanent becomes tapped",
                  "becomes the target of a spell or ability")
# Triggers of a permanent that watches other objects die (603.10a: they look back in time).
TRIGGERS_OTHER_DIES = ("another creature dies", "another creature you control dies")
_TRIGGER_STEP = re.compile(r"^beginning of (your|each) (upkeep|draw step|combat|end step)$")


def parse_trigger(text: str) -> tuple[str, str, str] | None:
    """'beginning of your upkeep' -> ("step", "your", "upkeep"); 'dies' -> ("dies","","")."""
    if text in TRIGGERS_FIXED or text in event_triggers.TEXTS or text in state_triggers.TEXTS \
            or text in mana_triggers.TEXTS or text in damage_triggers.TEXTS \
            or text in draw_reveals.TEXTS or text in untap_enchantment_triggers.TEXTS:
        return (text, "", "")
    m = _TRIGGER_STEP.match(text)
    if m:
        return ("step", m.group(1), STEP_WORDS[m.group(2)])
    return None


TRIGGER_FORMS = list(TRIGGERS_FIXED) + list(event_triggers.FORMS) + list(state_triggers.TEXTS) \
    + list(mana_triggers.TEXTS) + list(damage_triggers.TEXTS) \
    + list(draw_reveals.TEXTS) + list(untap_enchantment_triggers.TEXTS) + [
    "beginning of your upkeep", "beginning of each upkeep", "beginning of your draw step",
    "beginning of your end step", "beginning of each end step", "beginning of your combat",
]

CONDITIONS = ("", "this is on the battlefield", "you control no creatures")
CONDITION_FORMS = CONDITIONS[1:] + life_total.FORMS


def is_condition(text: str) -> bool:
    """A condition of CONDITIONS or a life-total one ("you have 40 or more life")."""
    return text in CONDITIONS or life_total.is_condition(text)

# Keywords (formats/cards.md): plain ones, and the parametrised forms as patterns.
PLAIN_KEYWORDS = (
    "deathtouch", "defender", "double strike", "first strike", "flash", "flying", "haste",
    "hexproof", "indestructible", "intimidate", "lifelink", "reach", "shroud", "trample",
    "vigilance", "banding", "flanking", "phasing", "menace", "prowess", "shadow",
    "trample over planeswalkers", "undying",
    "swampwalk", "islandwalk", "forestwalk", "mountainwalk", "plainswalk",
    "snow swampwalk", "snow islandwalk", "snow forestwalk", "snow mountainwalk",
    "snow plainswalk",
    "protection from everything", "protection from creatures",
    "can block an additional creature", "can block any number of creatures",
    "can't block", "can't be blocked",
    "this spell can't be countered",  # keywords/uncounterable.py (101.2)
) + combat_requirements.KEYWORDS
_COLOR = r"(white|blue|black|red|green)"
_CARD_TYPE = r"(artifacts|creatures|enchantments|instants|lands|planeswalkers|sorceries)"
KEYWORD_PATTERNS = (
    re.compile(r"^enchant [a-z ]+$"),
    re.compile(r"^equip (\{[^{}]+\})+$"),
    re.compile(rf"^protection from {_COLOR}( and from {_COLOR})*$"),
    re.compile(rf"^protection from {_CARD_TYPE}$"),
    re.compile(r"^bands with other [A-Za-z ]+$"),
    re.compile(r"^rampage [0-9]+$"),
    re.compile(r"^cumulative upkeep .+$"),
    re.compile(r"^fading [0-9]+$"),
    re.compile(r"^ward ((\{[0-9]+\})+|pay [0-9]+ life)$"),
    re.compile(r"^flashback (\{[^{}]+\})+$"),  # keywords/flashback.py (702.34)
)


def is_keyword(text: str) -> bool:
    """True when `text` is a keyword spelled as formats/cards.md says."""
    if text in PLAIN_KEYWORDS:
        return True
    return any(p.match(text) for p in KEYWORD_PATTERNS)


ALL_KEYWORD_FORMS = list(PLAIN_KEYWORDS) + [
    "enchant creature", "equip {2}", "protection from <color>", "protection from <type>",
    "bands with other <subtype>", "rampage <N>", "cumulative upkeep <cost>",
    "fading <N>", "ward {N}", "ward pay <N> life",
    "ward {N}", "ward pay <N> life", "flashback {cost}",
]

CARD_TYPES = ("Artifact", "Creature", "Enchantment", "Instant", "Land", "Planeswalker",
              "Sorcery", "Tribal")
SUPERTYPES = ("Basic", "Legendary", "Snow", "World")
