"""What an hkk player has besides life (Ép) and zones: the VP pool (varázspont)."""

from __future__ import annotations

from typing import Any

from cardgame.engine.objects import PlayerState


class HkkPlayer(PlayerState):
    """`Player.state` in an hkk game (created by `HkkRules.new_player_state`)."""

    __slots__ = ("vp",)

    def __init__(self) -> None:
        self.vp = 0  # K29: VP in the pool

    def digest(self) -> tuple[Any, ...]:
        # laid out as the engine's digest had it before player state moved here (poison,
        # VP, pool, lands played), so that recorded games keep their digests
        return (0, self.vp, [], 0)
