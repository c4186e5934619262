"""103.5: both players draw their opening hands before anyone decides to mulligan, and
mulligans are declared in rounds, starting with the starting player."""

from __future__ import annotations

from cardgame.cards.pool import CardPool
from cardgame.engine.decisions import CHOOSE_CARDS, YES_NO
from cardgame.rulesets import new_game


def _game():  # type: ignore[no-untyped-def]
    pool = CardPool.builtin("magic")
    deck = [pool.get("Grizzly Bears")] * 20 + [pool.get("Forest")] * 20
    return new_game("magic", (deck, deck), seed=3)


def test_both_hands_are_drawn_before_the_first_mulligan_decision() -> None:
    game = _game()
    d = game.pending
    assert d is not None and d.kind == YES_NO and d.player == game.active
    assert [len(p.zones["hand"]) for p in game.players] == [7, 7]


def test_the_second_player_decides_before_the_first_players_new_hand() -> None:
    """p1 mulligans: p2 declares next, on the hand it drew at the start; only then do the
    players who took a mulligan draw again (one round of declarations, 103.5)."""
    game = _game()
    first = game.active
    game.answer(False)  # the starting player takes a mulligan
    d = game.pending
    assert d is not None and d.kind == YES_NO and d.player == 1 - first
    game.answer(True)  # the other player keeps seven
    d = game.pending
    assert d is not None and d.player == first and d.kind == YES_NO
    assert len(game.players[first].zones["hand"]) == 7
    game.answer(True)  # keeps the new seven, then puts one on the bottom
    d = game.pending
    assert d is not None and d.kind == CHOOSE_CARDS and d.player == first
    game.answer([game.players[first].zones["hand"][0]])
    assert [len(p.zones["hand"]) for p in game.players] in ([6, 7], [7, 6])
