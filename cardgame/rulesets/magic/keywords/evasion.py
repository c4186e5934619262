"""Blocking restrictions from keywords (509.1b): flying and reach, landwalk, intimidate,
protection's B, "can't block" and "can't be blocked".

Each check returns the refusal text with its rule, or None when the block is allowed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.layers import Chars
from cardgame.rulesets.magic.keywords.protection import protects_from

if TYPE_CHECKING:
    from cardgame.engine.game import Game

_LANDWALK = {"swampwalk": "Swamp", "islandwalk": "Island", "forestwalk": "Forest",
             "mountainwalk": "Mountain", "plainswalk": "Plains"}


def block_restriction(game: Game, attacker: Chars, blocker: Chars, defender: int) -> str | None:
    """Why `blocker` can't block `attacker`, or None."""
    a_name, b_name = attacker.name, blocker.name
    if blocker.has("can't block"):
        return f"{b_name} can't block (509.1b)"
    if attacker.has("can't be blocked"):
        return f"{a_name} can't be blocked (509.1b)"
    if attacker.has("flying") and not (blocker.has("flying") or blocker.has("reach")):
        return f"{b_name} can't block {a_name}: flying (702.9b)"
    q = protects_from(attacker, blocker)
    if q is not None:
        return f"{b_name} can't block {a_name}: protection from {q} (702.16f)"
    if attacker.has("intimidate") and not blocker.is_type("Artifact") and not (
        set(blocker.colors) & set(attacker.colors)
    ):
        return f"{b_name} can't block {a_name}: intimidate (702.13b)"
    for kw, land in _LANDWALK.items():
        if attacker.has(kw) and _controls_land(game, defender, land):
            return f"{b_name} can't block {a_name}: {kw} (702.14c)"
    return None


def _controls_land(game: Game, player: int, subtype: str) -> bool:
    for o in game.battlefield():
        c = game.chars(o)
        if c.controller == player and "Land" in c.types and subtype in c.subtypes:
            return True
    return False


def max_blocks(blocker: Chars) -> int:
    """How many attackers a creature may block (509.1a and its exceptions)."""
    if blocker.has("can block any number of creatures"):
        return 1_000
    return 1 + blocker.keywords.count("can block an additional creature")
