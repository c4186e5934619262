"""The ability words the cards of a game print, gathered once per count of objects.

Why: the rarer words of the vocabulary (cost reductions, casting prohibitions, state
triggers, triggered mana abilities, combat requirements) are asked about on hot paths
(every castable card at every priority, every state-based check, every declaration). A
game whose cards print none of them pays one set lookup; the words are gathered again
only when objects are added (tokens).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cardgame.engine.game import Game

_KEY = "printed_words"


class _Words:
    """The words gathered for a count of objects (a native class: read without lookups)."""

    def __init__(self, count: int, found: frozenset[str]) -> None:
        self.count = count
        self.found = found


def words(game: Game) -> frozenset[str]:
    """Effect kinds, trigger texts and keywords printed by the game's cards, with the
    keywords their effects can grant (`gain_keywords`, `keywords_all`)."""
    count = len(game.objects)
    entry: _Words | None = game.memo.get(_KEY)
    if entry is not None and entry.count == count:
        return entry.found
    found: set[str] = set()
    seen: set[int] = set()
    for o in game.objects.values():
        card = o.card
        if id(card) in seen:
            continue
        seen.add(id(card))
        found.update(card.keywords)
        for ab in card.abilities:
            if ab.trigger:
                found.add(ab.trigger)
            for e in ab.effects:
                found.add(e.kind)
                found.update(e.get("keywords", ()))
        for e in card.effects:
            found.add(e.kind)
            found.update(e.get("keywords", ()))
    result = frozenset(found)
    game.memo[_KEY] = _Words(count, result)
    return result


def any_of(game: Game, names: tuple[str, ...]) -> bool:
    """Whether a card of the game prints (or can grant) one of these words."""
    # asked at every SBA check: no generator, and the kept words read here directly
    entry: _Words | None = game.memo.get(_KEY)
    found = entry.found if entry is not None and entry.count == len(game.objects) \
        else words(game)
    return not found.isdisjoint(names)
