"""Counting plays: cards played from hand this turn (net, K131.2), successful plays (Morin
tigris), and copies of a vision card played this turn.

Why: several rules count plays differently — net counts plays from hand begun after it
arrived that were not countered, Morin tigris counts the opponent's successful plays in
the previous turn, vision allows one copy of the card per turn — so every play is
recorded once when it begins and updated when it is created or countered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.objects import StackItem

if TYPE_CHECKING:
    from cardgame.engine.game import Game


def begin(game: Game, player: int, name: str, from_hand: bool) -> int:
    """A play begins (its cost is paid); returns its sequence number."""
    seq = game.state.get("seq", 0) + 1
    game.state["seq"] = seq
    p = game.players[player]
    if from_hand:
        p.extra.setdefault("hand_plays", []).append([seq, "pending"])
        p.extra["cards_played"] = int(p.extra.get("cards_played", 0)) + 1
    named = p.extra.setdefault("names_played", {})
    named[name] = int(named.get(name, 0)) + 1
    return seq


def _status(game: Game, player: int, seq: int, status: str) -> bool:
    for entry in game.players[player].extra.get("hand_plays", []):
        if entry[0] == seq:
            entry[1] = status
            return True
    return False


def created(game: Game, item: StackItem) -> None:
    """The card was created: a successful play."""
    seq = int(item.extra.get("seq", 0))
    _status(game, item.controller, seq, "done")
    done = game.players[item.controller].extra.setdefault("succeeded", {})
    done[game.turn] = int(done.get(game.turn, 0)) + 1


def countered(game: Game, item: StackItem) -> None:
    """The card was countered: it was not played successfully."""
    seq = int(item.extra.get("seq", 0))
    p = game.players[item.controller]
    if _status(game, item.controller, seq, "countered"):
        p.extra["cards_played"] = max(0, int(p.extra.get("cards_played", 0)) - 1)


def played_this_turn(game: Game, player: int, name: str) -> int:
    return int(game.players[player].extra.get("names_played", {}).get(name, 0))


def new_turn(game: Game) -> None:
    """Per-turn counts start again (the records of earlier turns are kept for Morin)."""
    for p in game.players:
        p.extra["hand_plays"] = []
        p.extra["cards_played"] = 0
        p.extra["names_played"] = {}
        p.extra["turn"] = {}
