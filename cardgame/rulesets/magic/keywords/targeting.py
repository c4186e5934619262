"""Targeting restrictions from keywords: shroud (702.18a), hexproof (702.11b) and
protection's T (702.16b)."""

from __future__ import annotations

from cardgame.engine.layers import Chars
from cardgame.rulesets.magic.keywords.protection import protects_from


def target_restriction(target: Chars, source: Chars | None, source_controller: int) -> str | None:
    """Why an object with `target` characteristics can't be targeted, or None."""
    if target.has("shroud"):
        return f"{target.name} can't be the target of spells or abilities: shroud (702.18a)"
    if target.has("hexproof") and source_controller != target.controller:
        return f"{target.name} can't be the target of an opponent's spells or abilities: " \
               f"hexproof (702.11b)"
    q = protects_from(target, source)
    if q is not None:
        src = source.name if source is not None else "that source"
        return f"{target.name} can't be targeted by {src}: protection from {q} (702.16b)"
    return None
