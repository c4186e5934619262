"""The two bundled magic decks (issue 5): legal, playable, and full of the seed's keywords.

Issue 5 asks that "the bundled decks use the seed's keywords (each of K15-K24 on at least
two cards across the two decks), Telepathy and Wrath of God". Checked here:

- each deck loads, is a magic deck of exactly 40 cards that `play` accepts in casual mode
  (`deck_problems` is empty), with 16-17 basic lands whose colours cover every coloured
  card of the deck;
- across the two decks each keyword K15-K24 (as printed on the cards, in the spellings of
  formats/cards.md) is on at least two different cards;
- Telepathy and Wrath of God are in them;
- 30 random games between them run clean: no crash, no invariant violation, each game
  ends and replays to the same digest (`cardgame.sim.run`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest

from cardgame import sim
from cardgame.cards.pool import CardPool
from cardgame.decks import Deck, deck_problems, load_deck
from cardgame.engine.cardmodel import CardDef

DECKS = Path(__file__).resolve().parent.parent / "decks"
DECK_FILES = {
    "Red-Green Stompers": DECKS / "red-green-stompers.txt",
    "White-Blue Skies": DECKS / "white-blue-skies.txt",
}
SIM_GAMES = 30
SIM_SEED = 5

BASIC_COLOR = {"Plains": "white", "Island": "blue", "Swamp": "black",
               "Mountain": "red", "Forest": "green"}

# K15-K24 of shared/rules/magic.md, recognised in the spellings of formats/cards.md.
_RAMPAGE = re.compile(r"^rampage [0-9]+$")
KEYWORDS: dict[str, tuple[str, Callable[[str], bool]]] = {
    "K15": ("protection", lambda kw: kw.startswith("protection from ")),
    "K16": ("reach", lambda kw: kw == "reach"),
    "K17": ("shroud", lambda kw: kw == "shroud"),
    "K18": ("trample", lambda kw: kw == "trample"),
    "K19": ("vigilance", lambda kw: kw == "vigilance"),
    "K20": ("banding / bands with other",
            lambda kw: kw == "banding" or kw.startswith("bands with other ")),
    "K21": ("rampage", lambda kw: bool(_RAMPAGE.match(kw))),
    "K22": ("cumulative upkeep", lambda kw: kw.startswith("cumulative upkeep ")),
    "K23": ("flanking", lambda kw: kw == "flanking"),
    "K24": ("phasing", lambda kw: kw == "phasing"),
}


def pool() -> CardPool:
    return CardPool.builtin("magic")


@cache
def deck(name: str) -> Deck:
    return load_deck(DECK_FILES[name])


@cache
def cards(name: str) -> tuple[CardDef, ...]:
    return tuple(pool().get(card) for card in deck(name).main)


def all_cards() -> dict[str, CardDef]:
    """Each distinct card of the two main decks, by name."""
    return {c.name: c for name in DECK_FILES for c in cards(name)}


@pytest.mark.parametrize("name", sorted(DECK_FILES))
def test_deck_is_a_legal_casual_magic_deck(name: str) -> None:
    d = deck(name)
    assert d.ruleset == "magic"
    assert d.name == name
    assert len(d.main) == 40
    assert deck_problems(d, pool(), "casual") == []
    first = DECK_FILES[name].read_text(encoding="utf-8").splitlines()[0]
    assert first == "# ruleset: magic"


@pytest.mark.parametrize("name", sorted(DECK_FILES))
def test_deck_mana_matches_its_colours(name: str) -> None:
    basics = [c for c in cards(name) if "Basic" in c.supertypes and "Land" in c.types]
    assert 16 <= len(basics) <= 17, f"{name} has {len(basics)} basic lands"
    land_colors = {BASIC_COLOR[s] for c in basics for s in c.subtypes if s in BASIC_COLOR}
    for c in cards(name):
        off = set(c.colors) - land_colors
        assert not off, f"{name}: {c.name} is {sorted(off)} but the lands make only " \
                        f"{sorted(land_colors)}"


def test_each_seed_keyword_is_on_two_cards_across_the_decks() -> None:
    found: dict[str, set[str]] = {k: set() for k in KEYWORDS}
    for card in all_cards().values():
        for kw in card.keywords:
            for kid, (_, matches) in KEYWORDS.items():
                if matches(kw):
                    found[kid].add(card.name)
    missing = {f"{kid} {KEYWORDS[kid][0]}": sorted(names)
               for kid, names in found.items() if len(names) < 2}
    assert not missing, f"keywords on fewer than two cards across the decks: {missing}"


def test_telepathy_and_wrath_of_god_are_in_the_decks() -> None:
    names = set(all_cards())
    assert "Telepathy" in names
    assert "Wrath of God" in names


def test_random_games_between_the_decks_run_clean() -> None:
    decks = [cards(name) for name in DECK_FILES]
    report = sim.run("magic", decks, SIM_GAMES, SIM_SEED)
    assert len(report.results) == SIM_GAMES
    problems = [f"game seed {r.seed}: {r.problem}" for r in report.problems]
    assert not problems, "\n".join(problems)
