"""Protection (702.16): the qualities a permanent is protected from, and the DEBT test.

"protection from red and from blue" is two abilities (702.16g); "from everything"
protects from every object (702.16j).
"""

from __future__ import annotations

from cardgame.engine.layers import Chars

_TYPE_WORDS = {
    "artifacts": "Artifact", "creatures": "Creature", "enchantments": "Enchantment",
    "instants": "Instant", "lands": "Land", "planeswalkers": "Planeswalker",
    "sorceries": "Sorcery",
}


def protection_qualities(chars: Chars) -> list[str]:
    """'protection from red and from blue' -> ['red', 'blue']; 'everything' stays."""
    out: list[str] = []
    for kw in chars.keywords:
        if kw.startswith("protection from "):
            rest = kw[len("protection from "):]
            out.extend(part.removeprefix("from ").strip() for part in rest.split(" and "))
    return out


def protects_from(protected: Chars, source: Chars | None) -> str | None:
    """The quality that protects `protected` from `source`, or None (702.16a, j)."""
    quals = protection_qualities(protected)
    if not quals:
        return None
    for q in quals:
        if q == "everything":
            return q
        if source is None:
            continue
        if q in source.colors:
            return q
        t = _TYPE_WORDS.get(q)
        if t is not None and t in source.types:
            return q
    return None
