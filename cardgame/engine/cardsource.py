"""Where a ruleset finds cards that are in no deck (tokens): the game's card pool.

Why a hook: token cards are cards of the ruleset's pool, and the pool is read by the
`cards` layer, which sits above the rulesets (they may not import it). A game normally
gets its pool as the option `card_pool`; when it has none, `pool_for` asks the loader
that `cardgame.cards.pool` registers here when it is imported.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_LOADER: list[Callable[[str], Any]] = []


def set_pool_loader(loader: Callable[[str], Any]) -> None:
    """Called once by the cards layer: `loader(ruleset)` is that ruleset's bundled pool."""
    _LOADER[:] = [loader]


def pool_for(options: dict[str, Any], ruleset: str) -> Any:
    """The game's card pool (option `card_pool`), else the ruleset's bundled one."""
    pool = options.get("card_pool")
    if pool is None and _LOADER:
        pool = _LOADER[0](ruleset)
    if pool is None:
        raise LookupError("no card pool: pass options={'card_pool': ...} or import "
                          "cardgame.cards.pool")
    return pool
