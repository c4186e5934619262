""""The number of card types among cards in all graveyards" (Tarmogoyf's characteristic-
defining ability, 604.3): a count of distinct card types, not of cards.

Why a module of its own: the other count words (counts.py) count cards of one zone of one
player; this one looks at every graveyard and counts types (an artifact creature card
counts two: artifact and creature, 205.2a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cardgame.engine.game import Game

WORD = "card types among cards in all graveyards"
WORD_PLUS_ONE = "card types among cards in all graveyards plus 1"
WORDS = (WORD, WORD_PLUS_ONE)
_CARD_TYPES = ("Artifact", "Creature", "Enchantment", "Instant", "Land", "Planeswalker",
               "Sorcery", "Tribal")


def count(game: Game, word: str) -> int:
    """The number of card types among cards in all graveyards (plus 1 for WORD_PLUS_ONE)."""
    seen: set[str] = set()
    for pl in game.players:
        for i in pl.zones.get("graveyard", ()):
            seen.update(t for t in game.objects[i].card.types if t in _CARD_TYPES)
    return len(seen) + (1 if word == WORD_PLUS_ONE else 0)
