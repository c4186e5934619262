"""Rulesets plugged into the engine, by name, and the factory for new games."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from cardgame.engine.cardmodel import CardDef
from cardgame.engine.game import Game, Ruleset


def ruleset_names() -> list[str]:
    return ["magic", "hkk"]


def get_ruleset(name: str) -> Ruleset:
    """The ruleset object for a name; ValueError names the known ones."""
    if name == "magic":
        from cardgame.rulesets.magic.ruleset import MagicRules

        return MagicRules()
    if name == "hkk":
        from cardgame.rulesets.hkk.ruleset import HkkRules

        return HkkRules()
    raise ValueError(f"unknown ruleset {name!r}; known: {', '.join(ruleset_names())}")


def new_game(ruleset: str, decks: Sequence[Sequence[CardDef]], seed: int = 0,
             names: tuple[str, str] = ("p1", "p2"), options: dict[str, Any] | None = None,
             start: bool = True) -> Game:
    """A new game from two decks (lists of card definitions), run to its first decision."""
    rules = get_ruleset(ruleset)
    resolve = getattr(rules, "resolve_options", None)
    if resolve is not None:  # a ruleset with options checks them before the game starts
        options = {**(options or {}), **resolve(dict(options or {}))}
    # 103.1: a random choice decides who goes first; that player sits in seat p1, so
    # turn 1 is always p1's (as in scenario files) and a recorded game can be replayed.
    first = random.Random(seed).randrange(2)
    seats = (0, 1) if first == 0 else (1, 0)
    game = Game(rules, seed=seed, names=(names[seats[0]], names[seats[1]]), options=options)
    game.state["seats"] = seats
    library = rules.player_zones[0]
    for idx, src in enumerate(seats):
        for card in decks[src]:
            game.create_object(card, idx, library)
    if start:
        game.start()
    return game
