"""K4 enchant (702.5) and Auras (303.4).

"Enchant [quality]" restricts what an Aura can target as a spell and what it can be
attached to. An Aura spell targets the object it will enchant (303.4a) and enters
attached to it (303.4f). An Aura attached to an illegal object, or to nothing, is put
into its owner's graveyard as a state-based action (704.5m) — this is also how
protection knocks Auras off (702.16c).
"""

from __future__ import annotations

from cardgame.engine.layers import Chars

PREFIX = "enchant "
_TYPES = {"creature": "Creature", "land": "Land", "artifact": "Artifact",
          "enchantment": "Enchantment", "planeswalker": "Planeswalker"}
_SUBTYPES = {"equipment": "Equipment"}  # "enchant Equipment" (Rune of Flight, 613.7a)


def quality(c: Chars) -> str | None:
    """The quality of its first enchant ability ('creature', 'permanent', ...)."""
    for kw in c.keywords:
        if kw.startswith(PREFIX):
            return kw[len(PREFIX):]
    return None


def target_spec(c: Chars) -> str | None:
    """The target spec an Aura spell with this enchant ability uses (303.4a)."""
    q = quality(c)
    if q is None:
        return None
    if q in _TYPES or q == "permanent":
        return q
    return "permanent"


def can_enchant(aura: Chars, host: Chars) -> str | None:
    """Why `aura` can't be attached to `host` (702.5a), or None."""
    q = quality(aura)
    if q is None or q == "permanent":
        return None
    t = _TYPES.get(q)
    if t is not None and t not in host.types:
        return f"{aura.name} can enchant only a {q} (702.5a)"
    sub = _SUBTYPES.get(q)
    if sub is not None and sub not in host.subtypes:
        return f"{aura.name} can enchant only an {sub} (702.5a)"
    return None
