"""The printed words of a game are gathered once per count of objects (`printed.words`,
`printed.any_of`): an object added later (a token, a card put into the game) must be
seen by the next question, and the kept words must equal words gathered afresh."""

from __future__ import annotations

from pathlib import Path

from cardgame.cards.pool import CardPool
from cardgame.decks import card_decks
from cardgame.rulesets import new_game
from cardgame.rulesets.magic import printed

FLASH = ("cast_as_though_flash",)
BENCH = Path(__file__).resolve().parent.parent / "decks" / "bench"


def test_an_object_added_later_is_seen() -> None:
    paths = [str(BENCH / f"bench-{c}.txt") for c in ("green", "red")]
    game = new_game("magic", card_decks("magic", paths), seed=1)
    assert not printed.any_of(game, FLASH)  # vanilla creatures and lands only
    kept = printed.words(game)
    assert printed.words(game) is kept  # kept while the count of objects is the same
    orrery = CardPool.builtin("magic").get("Vedalken Orrery")
    game.create_object(orrery, 0, "hand")
    assert printed.any_of(game, FLASH)
    assert "cast_as_though_flash" in printed.words(game)
    game.memo.clear()
    assert printed.any_of(game, FLASH)  # as gathered afresh
