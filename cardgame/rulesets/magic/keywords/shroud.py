"""K17 shroud (702.18a): can't be the target of any spell or ability, its controller's
included. Effects that don't target (sacrifice, "destroy all") still apply."""

from __future__ import annotations

from cardgame.engine.layers import Chars


def target_problem(target: Chars, source_controller: int) -> str | None:
    if target.has("shroud"):
        return f"{target.name} can't be the target of spells or abilities: shroud (702.18a)"
    return None
