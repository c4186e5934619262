""""This spell can't be countered" (101.2: a "can't" wins over an instruction to counter
it). Written as a keyword, as cards print it: a spell that would be countered stays on
the stack, and the spell or ability that tried does nothing to it.
"""

from __future__ import annotations

from cardgame.engine.cardmodel import CardDef

KEYWORD = "this spell can't be countered"


def uncounterable(card: CardDef) -> bool:
    """Whether the spell's card says it can't be countered."""
    return KEYWORD in card.keywords
