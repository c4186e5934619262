"""K131.2 ancient magic (Ősmágia, icon 78): if its controller does not reduce its cost, no
opponent's effect can increase it. Applied after summing all cost changes; computing the
base cost (a cost that depends on the turn) is no reduction."""

from __future__ import annotations

from cardgame.engine.cardmodel import CardDef


def net_change(card: CardDef, changes: list[tuple[int, bool]]) -> tuple[int, bool]:
    """The total cost change, given (amount, made by the player) pairs; and whether
    ancient magic cancelled an increase. What it cancels is the opponent's effects' net
    increase; the player's own increases still apply."""
    total = sum(a for a, _ in changes)
    if "ancient magic" not in card.keywords or total <= 0:
        return total, False
    if any(a < 0 and mine for a, mine in changes):
        return total, False
    theirs = sum(a for a, mine in changes if not mine)
    if theirs <= 0:
        return total, False
    return total - theirs, True
