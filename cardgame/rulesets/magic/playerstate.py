"""What a magic player has besides life and zones: mana pool, poison, lands played."""

from __future__ import annotations

from typing import Any

from cardgame.engine.objects import PlayerState


class MagicPlayer(PlayerState):
    """`Player.state` in a magic game (created by `MagicRules.new_player_state`)."""

    __slots__ = ("poison", "pool", "lands_played")

    def __init__(self) -> None:
        self.poison = 0                   # 122.1f, 704.5c
        self.pool: dict[str, int] = {}    # 106.4: mana by symbol
        self.lands_played = 0             # 305.2: this turn

    def digest(self) -> tuple[Any, ...]:
        # laid out as the engine's digest had it before player state moved here (poison,
        # VP, pool, lands played), so that recorded games keep their digests
        return (self.poison, 0, sorted(self.pool.items()), self.lands_played)
