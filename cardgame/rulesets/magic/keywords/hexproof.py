"""K10 hexproof (702.11b): can't be the target of spells or abilities its controller's
opponents control."""

from __future__ import annotations

from cardgame.engine.layers import Chars


def target_problem(target: Chars, source_controller: int) -> str | None:
    if target.has("hexproof") and source_controller != target.controller:
        return (f"{target.name} can't be the target of an opponent's spells or abilities: "
                "hexproof (702.11b)")
    return None
