"""Every real magic card's data matches its Oracle text.

The table below was written by hand from the Oracle text of each card (Gatherer/Scryfall
wording), not generated from the card files: a card file that drifts from the real card
(a wrong cost, a lost subtype, shroud for hexproof) fails here. Cards the project invented
(`INVENTED`) and token definitions (`TOKENS`, checked against the text of the card that
makes them) are listed too, so that a new card file entry must be classified.
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

import pytest

from cardgame.cards.loader import load_card_file

DATA_DIR = Path(__file__).resolve().parents[1] / "cardgame" / "cards" / "data"


class Oracle(NamedTuple):
    cost: str | None
    types: tuple[str, ...]
    subtypes: tuple[str, ...] = ()
    pt: tuple[int, int] | None = None
    keywords: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    loyalty: int | None = None


def creature(cost: str, subtypes: str, p: int, t: int, *keywords: str) -> Oracle:
    return Oracle(cost, ("Creature",), tuple(subtypes.split()), (p, t), keywords)


def basic(name: str) -> Oracle:
    return Oracle(None, ("Land",), (name,), supertypes=("Basic",))


INSTANT, SORCERY, ENCHANTMENT = ("Instant",), ("Sorcery",), ("Enchantment",)

ORACLE: dict[str, Oracle] = {
    # basic lands
    "Plains": basic("Plains"), "Island": basic("Island"), "Swamp": basic("Swamp"),
    "Mountain": basic("Mountain"), "Forest": basic("Forest"),
    # vanilla creatures
    "Grizzly Bears": creature("{1}{G}", "Bear", 2, 2),
    "Balduvian Bears": creature("{1}{G}", "Bear", 2, 2),
    "Runeclaw Bear": creature("{1}{G}", "Bear", 2, 2),
    "Elvish Warrior": creature("{G}{G}", "Elf Warrior", 2, 3),
    "Trained Armodon": creature("{1}{G}{G}", "Elephant", 3, 3),
    "Centaur Courser": creature("{2}{G}", "Centaur Warrior", 3, 3),
    "Nessian Courser": creature("{2}{G}", "Centaur Warrior", 3, 3),
    "Durkwood Boars": creature("{4}{G}", "Boar", 4, 4),
    "Spined Wurm": creature("{4}{G}", "Wurm", 5, 4),
    "Panther Warriors": creature("{4}{G}", "Cat Warrior", 6, 3),
    "Grizzled Outrider": creature("{4}{G}", "Elf Warrior", 5, 5),
    "Mons's Goblin Raiders": creature("{R}", "Goblin", 1, 1),
    "Gray Ogre": creature("{2}{R}", "Ogre", 2, 2),
    "Goblin Hero": creature("{2}{R}", "Goblin", 2, 2),
    "Hill Giant": creature("{3}{R}", "Giant", 3, 3),
    "Canyon Minotaur": creature("{3}{R}", "Minotaur Warrior", 3, 3),
    "Borderland Minotaur": creature("{2}{R}{R}", "Minotaur Warrior", 4, 3),
    "Cyclops of One-Eyed Pass": creature("{2}{R}{R}", "Cyclops", 5, 2),
    "Earth Elemental": creature("{3}{R}{R}", "Elemental", 4, 5),
    "Fire Elemental": creature("{3}{R}{R}", "Elemental", 5, 4),
    # instants and sorceries
    "Lightning Bolt": Oracle("{R}", INSTANT),
    "Blaze": Oracle("{X}{R}", SORCERY),
    "Pyroclasm": Oracle("{1}{R}", SORCERY),
    "Giant Growth": Oracle("{G}", INSTANT),
    "Battlegrowth": Oracle("{G}", INSTANT),
    "Collective Unconscious": Oracle("{4}{G}{G}", SORCERY),
    "Wrath of God": Oracle("{2}{W}{W}", SORCERY),
    "Warrior's Honor": Oracle("{2}{W}", INSTANT),
    "Pressure Point": Oracle("{1}{W}", INSTANT),
    "Unsummon": Oracle("{U}", INSTANT),
    "Counterspell": Oracle("{U}{U}", INSTANT),
    "Divination": Oracle("{2}{U}", SORCERY),
    "Tome Scour": Oracle("{U}", SORCERY),
    "Mind Rot": Oracle("{2}{B}", SORCERY),
    "Sign in Blood": Oracle("{B}{B}", SORCERY),
    "Murder": Oracle("{1}{B}{B}", INSTANT),
    "Turn to Frog": Oracle("{1}{U}", INSTANT),
    "Inside Out": Oracle("{1}{U/R}", INSTANT),
    "Threaten": Oracle("{2}{R}", SORCERY),
    "Fog": Oracle("{G}", INSTANT),
    "Healing Salve": Oracle("{W}", INSTANT),
    "Raise the Alarm": Oracle("{1}{W}", INSTANT),
    # creatures with abilities
    "Llanowar Elves": creature("{G}", "Elf Druid", 1, 1),
    "Giant Spider": creature("{3}{G}", "Spider", 2, 4, "reach"),
    "Mogg Fanatic": creature("{R}", "Goblin", 1, 1),
    "Prodigal Pyromancer": creature("{2}{R}", "Human Wizard", 1, 1),
    "Ball Lightning": creature("{R}{R}{R}", "Elemental", 6, 1, "trample", "haste"),
    "Charging Monstrosaur": creature("{4}{R}", "Dinosaur", 5, 5, "trample", "haste"),
    "Shivan Dragon": creature("{4}{R}{R}", "Dragon", 5, 5, "flying"),
    "Suntail Hawk": creature("{W}", "Bird", 1, 1, "flying"),
    "Youthful Knight": creature("{1}{W}", "Human Knight", 2, 1, "first strike"),
    "Venerable Monk": creature("{2}{W}", "Human Monk Cleric", 2, 2),
    "Serra Angel": creature("{3}{W}{W}", "Angel", 4, 4, "flying", "vigilance"),
    "Wind Drake": creature("{2}{U}", "Drake", 2, 2, "flying"),
    "Man-o'-War": creature("{2}{U}", "Jellyfish", 2, 2),
    "Air Elemental": creature("{3}{U}{U}", "Elemental", 4, 4, "flying"),
    "Festering Goblin": creature("{B}", "Zombie Goblin", 1, 1),
    "Silver Knight": creature("{W}{W}", "Human Knight", 2, 2, "first strike",
                              "protection from red"),
    "White Knight": creature("{W}{W}", "Human Knight", 2, 2, "first strike",
                             "protection from black"),
    "Knights of Thorn": creature("{3}{W}", "Human Knight", 2, 2, "protection from red",
                                 "banding"),
    "Mesa Pegasus": creature("{1}{W}", "Pegasus", 1, 1, "banding", "flying"),
    "Benalish Hero": creature("{W}", "Human Soldier", 1, 1, "banding"),
    "Femeref Knights": creature("{2}{W}", "Human Knight", 2, 2, "flanking", "vigilance"),
    "Zhalfirin Knight": creature("{2}{W}", "Human Knight", 2, 2, "flanking"),
    "Ardent Militia": creature("{4}{W}", "Human Soldier", 2, 5, "vigilance"),
    "Teferi's Drake": creature("{2}{U}", "Drake", 3, 2, "flying", "phasing"),
    "Breezekeeper": creature("{3}{U}", "Djinn", 4, 4, "flying", "phasing"),
    "Merfolk Raiders": creature("{1}{U}", "Merfolk Soldier", 2, 3, "islandwalk", "phasing"),
    "Illusionary Forces": creature("{3}{U}", "Illusion", 4, 4, "flying",
                                   "cumulative upkeep {U}"),
    "Deft Duelist": creature("{W}{U}", "Human Rogue", 2, 1, "first strike", "shroud"),
    "Wall of Denial": creature("{1}{W}{U}", "Wall", 0, 8, "defender", "flying", "shroud"),
    "Timber Wolves": creature("{G}", "Wolf", 1, 1, "banding"),
    "Master of the Hunt": creature("{2}{G}{G}", "Human", 2, 2),
    "Sentinel Spider": creature("{3}{G}{G}", "Spider", 4, 4, "vigilance", "reach"),
    "Deadly Recluse": creature("{1}{G}", "Spider", 1, 2, "reach", "deathtouch"),
    "Troll Ascetic": creature("{1}{G}{G}", "Troll Shaman", 3, 2, "hexproof"),
    "War Mammoth": creature("{3}{G}", "Elephant", 3, 3, "trample"),
    "Wolverine Pack": creature("{2}{G}{G}", "Wolverine", 2, 4, "rampage 2"),
    "Craw Giant": creature("{3}{G}{G}{G}{G}", "Giant", 6, 4, "trample", "rampage 2"),
    "Burning Shield Askari": creature("{2}{R}", "Human Knight", 2, 2, "flanking"),
    "Suq'Ata Lancer": creature("{2}{R}", "Human Knight", 2, 2, "haste", "flanking"),
    "Boggart Brute": creature("{2}{R}", "Goblin Warrior", 3, 2, "menace"),
    "Monastery Swiftspear": creature("{R}", "Human Monk", 1, 2, "haste", "prowess"),
    "Owlin Shieldmage": creature("{3}{W}{B}", "Bird Warlock", 3, 3, "flying",
                                 "ward pay 3 life"),
    "Drudge Skeletons": creature("{1}{B}", "Skeleton", 1, 1),
    "Goblin Arsonist": creature("{R}", "Goblin Shaman", 1, 1),
    "Viashino Sandstalker": creature("{1}{R}{R}", "Viashino Warrior", 4, 2, "haste"),
    "Phyrexian Soulgorger": Oracle("{3}", ("Artifact", "Creature"), ("Construct",), (8, 8),
                                   ("cumulative upkeep sacrifice a creature",),
                                   supertypes=("Snow",)),
    # enchantments, artifacts, planeswalkers
    "Illusions of Grandeur": Oracle("{3}{U}", ENCHANTMENT,
                                    keywords=("cumulative upkeep {2}",)),
    "Holy Strength": Oracle("{W}", ENCHANTMENT, ("Aura",), keywords=("enchant creature",)),
    "Unholy Strength": Oracle("{B}", ENCHANTMENT, ("Aura",), keywords=("enchant creature",)),
    "Control Magic": Oracle("{2}{U}{U}", ENCHANTMENT, ("Aura",),
                            keywords=("enchant creature",)),
    "Bonesplitter": Oracle("{1}", ("Artifact",), ("Equipment",), keywords=("equip {1}",)),
    "Telepathy": Oracle("{U}", ENCHANTMENT),
    # copies (issue 16, M12) and dependent land-type effects (M14)
    "Clone": creature("{3}{U}", "Shapeshifter", 0, 0),
    "Copy Artifact": Oracle("{1}{U}", ENCHANTMENT),
    "Phantasmal Image": creature("{1}{U}", "Illusion", 0, 0),
    "Chimeric Staff": Oracle("{4}", ("Artifact",)),
    "Wall of Omens": creature("{1}{W}", "Wall", 0, 4, "defender"),
    "Blood Moon": Oracle("{2}{R}", ENCHANTMENT),
    "Urborg, Tomb of Yawgmoth": Oracle(None, ("Land",), supertypes=("Legendary",)),
    "Kormus Bell": Oracle("{4}", ("Artifact",)),
    # cards whose triggers watch events (issue 10)
    "Ajani's Pridemate": creature("{1}{W}", "Cat Soldier", 2, 2),
    "Coastal Piracy": Oracle("{2}{U}{U}", ENCHANTMENT),
    "Blight": Oracle("{B}{B}", ENCHANTMENT, ("Aura",), keywords=("enchant land",)),
    "Glorious Anthem": Oracle("{1}{W}{W}", ENCHANTMENT),
    "Ajani Goldmane": Oracle("{2}{W}{W}", ("Planeswalker",), ("Ajani",),
                             supertypes=("Legendary",), loyalty=4),
    # cards the CR's examples of 117-612 name (docs/cr-examples.md, cr-timing-stack.toml)
    "Sorin's Thirst": Oracle("{B}{B}", INSTANT),
    "Plague Spores": Oracle("{4}{B}{R}", SORCERY),
    "Dryad Arbor": Oracle(None, ("Land", "Creature"), ("Forest", "Dryad"), (1, 1)),
    "Goblin Piker": creature("{1}{R}", "Goblin Warrior", 2, 1, "can't block"),
    "Crusade": Oracle("{W}{W}", ENCHANTMENT),
    "Armageddon": Oracle("{3}{W}", SORCERY),
    "Felidar Sovereign": creature("{4}{W}{W}", "Cat Beast", 4, 6, "vigilance", "lifelink"),
    "Silent Arbiter": Oracle("{4}", ("Artifact", "Creature"), ("Construct",), (1, 5),
                             ("no more than one creature can attack each combat",
                              "no more than one creature can block each combat")),
    "Planar Cleansing": Oracle("{3}{W}{W}{W}", SORCERY),
    "Master Thief": creature("{2}{U}{U}", "Human Rogue", 2, 2),
    "Wall of Tears": creature("{1}{U}", "Wall", 0, 4, "defender"),
    "Altar's Reap": Oracle("{1}{B}", INSTANT),
    "Thunderscape Familiar": creature("{1}{R}", "Kavu", 1, 1, "first strike"),
    "Sphere of Resistance": Oracle("{2}", ("Artifact",)),
    "Raise Dead": Oracle("{B}", SORCERY),
    "Heartbeat of Spring": Oracle("{2}{G}", ENCHANTMENT),
    "Paradise Plume": Oracle("{4}", ("Artifact",)),
    # replacement effects (issue 16, M13)
    "Rest in Peace": Oracle("{1}{W}", ENCHANTMENT),
    "Furnace of Rath": Oracle("{1}{R}{R}{R}", ENCHANTMENT),
    "Hardened Scales": Oracle("{G}", ENCHANTMENT),
    "Corpsejack Menace": creature("{2}{B}{G}", "Fungus", 4, 4),
    "Notion Thief": creature("{2}{U}{B}", "Human Rogue", 3, 1, "flash"),
    "Fatigue": Oracle("{1}{U}", SORCERY),
    "Dismal Backwater": Oracle(None, ("Land",)),
    "Endless One": Oracle("{X}", ("Artifact", "Creature"), ("Eldrazi",), (0, 0)),
    "Galvanic Blast": Oracle("{R}", INSTANT),
    "Ornithopter": Oracle("{0}", ("Artifact", "Creature"), ("Thopter",), (0, 2), ("flying",)),
    "Orb of Dreams": Oracle("{3}", ("Artifact",)),
    "Daunting Defender": creature("{4}{W}", "Human Cleric", 3, 3),
    "Progenitus": Oracle("{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}", ("Creature",), ("Hydra", "Avatar"),
                         (10, 10), ("protection from everything",), ("Legendary",)),
}

# Cards the Comprehensive Rules' examples name (613, 702, 704: rulebook_examples.toml).
ORACLE.update({
    "Honor of the Pure": Oracle("{1}{W}", ENCHANTMENT),
    "Act of Treason": Oracle("{2}{R}", SORCERY),
    # Maro is */* (printed 0/0 here: its characteristic-defining static ability sets it)
    "Maro": creature("{2}{G}{G}", "Elemental", 0, 0),
    "Svogthos, the Restless Tomb": Oracle(None, ("Land",)),
    "Snow-Covered Forest": Oracle(None, ("Land",), ("Forest",), supertypes=("Basic", "Snow")),
    "Young Wolf": creature("{G}", "Wolf", 1, 1, "undying"),
    "Lich's Mirror": Oracle("{5}", ("Artifact",)),
    "Colossus Hammer": Oracle("{1}", ("Artifact",), ("Equipment",), keywords=("equip {8}",)),
})

# Cards the Comprehensive Rules' examples of 601-614 name (cr-601-614.toml).
ORACLE.update({
    "Soul Warden": creature("{W}", "Human Cleric", 1, 1),
    "Banisher Priest": creature("{1}{W}{W}", "Human Cleric", 2, 2),
    "Rowen": Oracle("{2}{G}{G}", ENCHANTMENT),
    "Worms of the Earth": Oracle("{2}{B}{B}{B}", ENCHANTMENT),
    "Arbiter of the Ideal": creature("{4}{U}{U}", "Sphinx", 4, 5, "flying"),
    "Yixlid Jailer": creature("{1}{B}", "Zombie Wizard", 2, 1),
    "Scarwood Treefolk": creature("{3}{G}", "Treefolk", 3, 5),
    "Zombify": Oracle("{3}{B}", SORCERY),
    # Sutured Ghoul is */* (printed 0/0 here: its characteristic-defining ability sets it)
    "Sutured Ghoul": creature("{4}{B}{B}{B}", "Zombie", 0, 0, "trample"),
    "Zombie Apocalypse": Oracle("{3}{B}{B}{B}", SORCERY),
    "Walking Corpse": creature("{1}{B}", "Zombie", 2, 2),
    "Vedalken Orrery": Oracle("{4}", ("Artifact",)),
    "Shaman's Trance": Oracle("{2}{R}", INSTANT),
    "Soulfire Eruption": Oracle("{6}{R}{R}", SORCERY),
    "Firebolt": Oracle("{R}", SORCERY, keywords=("flashback {4}{R}",)),
    "Eidolon of Blossoms": Oracle("{2}{G}{G}", ("Enchantment", "Creature"), ("Spirit",), (2, 2)),
    "Spirit Link": Oracle("{W}", ENCHANTMENT, ("Aura",), keywords=("enchant creature",)),
})

# Cards the CR's examples of copies and replacement effects name (cr-615-707.toml).
ORACLE.update({
    "Skyshroud Behemoth": creature("{5}{G}{G}", "Beast", 10, 10, "fading 2"),
    "Unstable Shapeshifter": creature("{3}{U}", "Shapeshifter", 0, 1),
    "Quirion Elves": creature("{1}{G}", "Elf Druid", 1, 1),
    "Crazed Armodon": creature("{2}{G}{G}", "Elephant", 3, 3),
    "Voice of All": creature("{2}{W}{W}", "Angel", 2, 2, "flying"),
    "Vesuvan Doppelganger": creature("{3}{U}{U}", "Shapeshifter", 0, 0),
    "Essence of the Wild": creature("{3}{G}{G}{G}", "Avatar", 6, 6),
    "Rusted Sentinel": Oracle("{4}", ("Artifact", "Creature"), ("Golem",), (3, 4)),
    "Wojek Apothecary": creature("{2}{W}{W}", "Human Cleric", 1, 1),
    "Adaptive Automaton": Oracle("{3}", ("Artifact", "Creature"), ("Construct",), (2, 2)),
    "Clone Legion": Oracle("{5}{U}{U}", SORCERY),
    "Doubling Season": Oracle("{4}{G}", ENCHANTMENT),
    "Altered Ego": creature("{X}{2}{G}{U}", "Shapeshifter", 0, 0,
                            "this spell can't be countered"),
    "Quicksilver Gargantuan": creature("{5}{U}{U}", "Shapeshifter", 7, 7),
    # Tarmogoyf is */1+* (printed 0/1 here: its characteristic-defining ability sets it)
    "Tarmogoyf": creature("{1}{G}", "Lhurgoyf", 0, 1),
    "Fork": Oracle("{R}{R}", INSTANT),
    "Emerald Charm": Oracle("{G}", INSTANT),
    "Fling": Oracle("{1}{R}", INSTANT),
    "Dawnglow Infusion": Oracle("{X}{G/W}", SORCERY),
})

# Tokens, as the cards that create them describe them (a token has no mana cost, 111.4).
TOKENS: dict[str, Oracle] = {
    # Raise the Alarm: "Create two 1/1 white Soldier creature tokens."
    "Soldier": Oracle(None, ("Creature",), ("Soldier",), (1, 1)),
    # Master of the Hunt: a 1/1 green Wolf named Wolves of the Hunt that "bands with other
    # creatures named Wolves of the Hunt"
    "Wolves of the Hunt": Oracle(None, ("Creature",), ("Wolf",), (1, 1),
                                 ("bands with other creatures named Wolves of the Hunt",)),
    # Ajani Goldmane's -6: a white Avatar whose P/T equal your life total (printed 0/0 here:
    # the value comes from its characteristic-defining static ability)
    "Avatar": Oracle(None, ("Creature",), ("Avatar",), (0, 0)),
}
TOKEN_COLORS = {"Soldier": ("white",), "Wolves of the Hunt": ("green",), "Avatar": ("white",)}

# Cards the project invented: not checked against Oracle text.
INVENTED = {"Filler", "Bench Sprout", "Bench Raider", "Bench Brute", "Jitte Practice Blade"}


def _magic_cards():  # type: ignore[no-untyped-def]
    cards = {}
    for path in sorted((DATA_DIR / "magic").glob("*.toml")):
        for card in load_card_file(path):
            cards[card.name] = card
    return cards


CARDS = _magic_cards()


def test_every_card_is_classified() -> None:
    names = set(CARDS)
    known = set(ORACLE) | set(TOKENS) | INVENTED
    assert names - known == set(), "cards missing from the Oracle reference table"
    assert known - names == set(), "reference entries without a card"
    assert not (set(ORACLE) & set(TOKENS)) and not (set(ORACLE) & INVENTED)


@pytest.mark.parametrize("name", sorted(set(ORACLE) | set(TOKENS)))
def test_card_matches_its_oracle_text(name: str) -> None:
    ref = ORACLE.get(name) or TOKENS[name]
    card = CARDS[name]
    found = Oracle(card.cost, card.types, card.subtypes,
                   None if card.power is None else (card.power, card.toughness or 0),
                   tuple(sorted(card.keywords)), card.supertypes, card.loyalty)
    assert found == ref._replace(keywords=tuple(sorted(ref.keywords)))
    if name in TOKEN_COLORS:
        assert card.colors == TOKEN_COLORS[name]


@pytest.mark.parametrize("name", sorted(ORACLE))
def test_card_text_names_its_keywords(name: str) -> None:
    """The `text` players read says what the data does: each keyword appears in it."""
    card = CARDS[name]
    text = card.text.lower().replace("—", " ").replace(":", "")
    for kw in card.keywords:
        assert kw.lower().replace("—", " ") in text, (name, kw)


# Words of the Oracle text that the `text` of the cards fixed in issue 11 must carry, so
# that what players read says what the data now does.
ORACLE_PHRASES = {
    "Zhalfirin Knight": ["Flanking", "{W}{W}: Zhalfirin Knight gains first strike"],
    "Troll Ascetic": ["Hexproof", "{1}{G}: Regenerate Troll Ascetic."],
    "Healing Salve": ["Choose one", "Target player gains 3 life",
                      "Prevent the next 3 damage that would be dealt to any target this turn"],
    "Ajani Goldmane": ["+1: You gain 2 life.",
                       "Put a +1/+1 counter on each creature you control. Those creatures "
                       "gain vigilance until end of turn.",
                       "Create a white Avatar creature token",
                       "power and toughness are each equal to your life total"],
    "Master of the Hunt": ["Create a 1/1 green Wolf creature token named Wolves of the Hunt",
                           "bands with other creatures named Wolves of the Hunt"],
}
# Cards whose whole text is their Oracle text.
ORACLE_TEXT = {
    "Drudge Skeletons": "{B}: Regenerate Drudge Skeletons.",
    "Turn to Frog": "Until end of turn, target creature loses all abilities and becomes a "
                    "blue Frog with base power and toughness 1/1.",
    "Inside Out": "Switch target creature's power and toughness until end of turn. "
                  "Draw a card.",
    "Ajani's Pridemate": "Whenever you gain life, you may put a +1/+1 counter on Ajani's "
                         "Pridemate.",
    "Coastal Piracy": "Whenever a creature you control deals combat damage to an opponent, "
                      "you may draw a card.",
    "Blight": "Enchant land. When enchanted land becomes tapped, destroy it.",
    # replacement effects (issue 16, M13)
    "Rest in Peace": "When Rest in Peace enters, exile all graveyards. If a card or token "
                     "would be put into a graveyard from anywhere, exile it instead.",
    "Furnace of Rath": "If a source would deal damage to a permanent or player, it deals "
                       "double that damage to that permanent or player instead.",
    "Hardened Scales": "If one or more +1/+1 counters would be put on a creature you "
                       "control, that many plus one +1/+1 counters are put on it instead.",
    "Corpsejack Menace": "If one or more +1/+1 counters would be put on a creature you "
                         "control, twice that many +1/+1 counters are put on it instead.",
    "Notion Thief": "Flash. If an opponent would draw a card except the first one they draw "
                    "in each of their draw steps, instead you skip that draw and you draw a "
                    "card.",
    "Fatigue": "Target player skips their next draw step.",
    "Dismal Backwater": "Dismal Backwater enters tapped. When Dismal Backwater enters, you "
                        "gain 1 life. {T}: Add {U} or {B}.",
    "Endless One": "Endless One enters with X +1/+1 counters on it.",
    "Orb of Dreams": "Permanents enter tapped.",
    "Daunting Defender": "If a source would deal damage to another Cleric creature you "
                         "control, prevent 1 of that damage.",
    "Progenitus": "Protection from everything. If Progenitus would be put into a graveyard "
                  "from anywhere, reveal Progenitus and shuffle it into its owner's library "
                  "instead.",
    "Galvanic Blast": "Galvanic Blast deals 2 damage to any target. Metalcraft — Galvanic "
                      "Blast deals 4 damage instead if you control three or more artifacts.",
}


@pytest.mark.parametrize("name", sorted(ORACLE_PHRASES))
def test_fixed_cards_text_follows_the_oracle(name: str) -> None:
    for phrase in ORACLE_PHRASES[name]:
        assert phrase in CARDS[name].text, (name, phrase)


@pytest.mark.parametrize("name", sorted(ORACLE_TEXT))
def test_fixed_cards_text_is_the_oracle_text(name: str) -> None:
    assert CARDS[name].text == ORACLE_TEXT[name]
