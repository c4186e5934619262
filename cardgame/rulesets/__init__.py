"""The registry of rulesets (the only list of them) and the factory for new games.

Why a registry: everything above the rulesets (scenario files, card files, decks, the
CLI) finds a ruleset by name here and then reads its `description`; nothing else lists
rulesets. A ruleset living outside `cardgame/` (a plug-in, the test-only one under
`tests/`) joins with `register_ruleset(name, factory, card_data=folder)`, called by
its own code, by an installed package's entry point in the group `cardgame.rulesets`
(a function that registers), or named in the environment variable `CARDGAME_RULESETS`
("module:function,...") for the command line.
"""

from __future__ import annotations

import importlib
import os
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

from cardgame.engine.cardmodel import CardDef
from cardgame.engine.description import RulesetDescription
from cardgame.engine.game import Game, Ruleset


@dataclass(frozen=True)
class Registration:
    """A registered ruleset: how to make one, and where its bundled card files are."""

    factory: Callable[[], Ruleset]
    card_data: Traversable | Path | None = None


_REGISTRY: dict[str, Registration] = {}
_DESCRIPTIONS: dict[str, RulesetDescription] = {}
_PLUGINS_LOADED: list[bool] = []
PLUGIN_GROUP = "cardgame.rulesets"
PLUGIN_ENV = "CARDGAME_RULESETS"


def _load_plugins() -> None:
    """Once per process: call the registering functions of installed plug-ins (entry
    points) and of `CARDGAME_RULESETS`; a bad name there is a clear ValueError."""
    if _PLUGINS_LOADED:
        return
    _PLUGINS_LOADED.append(True)
    from importlib.metadata import entry_points

    for ep in entry_points(group=PLUGIN_GROUP):
        ep.load()()
    for spec in filter(None, (s.strip() for s in os.environ.get(PLUGIN_ENV, "").split(","))):
        module, _, func = spec.partition(":")
        try:
            getattr(importlib.import_module(module), func or "register")()
        except (ImportError, AttributeError) as e:
            raise ValueError(f"{PLUGIN_ENV}: {spec!r} ({e}); expected module:function "
                             "that registers a ruleset") from None


def register_ruleset(name: str, factory: Callable[[], Ruleset], *,
                     card_data: Traversable | Path | None = None) -> None:
    """Make a ruleset known by `name`; `card_data` is the folder of its card files
    (`*.toml`, one of them with a card named `Filler`)."""
    _REGISTRY[name] = Registration(factory, card_data)
    _DESCRIPTIONS.pop(name, None)


def unregister_ruleset(name: str) -> None:
    """Forget a ruleset registered from outside (tests clean up after themselves)."""
    _REGISTRY.pop(name, None)
    _DESCRIPTIONS.pop(name, None)


def ruleset_names() -> list[str]:
    """Known rulesets, in registration order (the built-in ones first)."""
    _load_plugins()
    return list(_REGISTRY)


def get_ruleset(name: str) -> Ruleset:
    """The ruleset object for a name; ValueError names the known ones."""
    reg = _REGISTRY.get(name)
    if reg is None:
        _load_plugins()
        reg = _REGISTRY.get(name)
    if reg is None:
        raise ValueError(f"unknown ruleset {name!r}; known: {', '.join(ruleset_names())}")
    return reg.factory()


def describe(name: str) -> RulesetDescription:
    """The description of a ruleset (cached); ValueError if the name is unknown."""
    desc = _DESCRIPTIONS.get(name)
    if desc is None:
        desc = get_ruleset(name).description
        _DESCRIPTIONS[name] = desc
    return desc


def card_data_dir(name: str) -> Traversable | Path | None:
    """The folder of a ruleset's bundled card files, or None if it has none."""
    _load_plugins()
    reg = _REGISTRY.get(name)
    return reg.card_data if reg is not None else None


def new_game(ruleset: str, decks: Sequence[Sequence[CardDef]], seed: int = 0,
             names: tuple[str, str] = ("p1", "p2"), options: dict[str, Any] | None = None,
             start: bool = True) -> Game:
    """A new game from two decks (lists of card definitions), run to its first decision."""
    rules = get_ruleset(ruleset)
    # the ruleset checks the options (OptionError) and fills in their defaults
    options = {**(options or {}), **rules.resolve_options(dict(options or {}))}
    # 103.1: a random choice decides who goes first; that player sits in seat p1, so
    # turn 1 is always p1's (as in scenario files) and a recorded game can be replayed.
    first = random.Random(seed).randrange(2)
    seats = (0, 1) if first == 0 else (1, 0)
    game = Game(rules, seed=seed, names=(names[seats[0]], names[seats[1]]), options=options)
    game.state["seats"] = seats
    library = rules.description.zone_with_role("library") or rules.player_zones[0]
    for idx, src in enumerate(seats):
        deck = decks[src]
        i = 0
        while i < len(deck):  # runs of the same card in one pass (the same objects, ids,
            j = i + 1  # timestamps and version as a `create_object` per card)
            while j < len(deck) and deck[j] is deck[i]:
                j += 1
            game.create_cards(deck[i], idx, library, j - i)
            i = j
    if start:
        game.start()
    return game


def _magic() -> Ruleset:
    from cardgame.rulesets.magic.ruleset import MagicRules

    return MagicRules()


def _hkk() -> Ruleset:
    from cardgame.rulesets.hkk.ruleset import HkkRules

    return HkkRules()


# the built-in card files sit in cardgame/cards/data/<name>/ (found without importing
# the `cards` package, which is a layer above this one)
_BUNDLED = resources.files("cardgame") / "cards" / "data"
register_ruleset("magic", _magic, card_data=_BUNDLED / "magic")
register_ruleset("hkk", _hkk, card_data=_BUNDLED / "hkk")
