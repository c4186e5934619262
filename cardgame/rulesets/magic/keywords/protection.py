"""K15 protection (702.16): DEBT — damage, enchanting/equipping, blocking, targeting.

"protection from red and from blue" is two abilities (702.16g); "from everything"
protects from every object (702.16j); "from creatures" (a card type) covers permanents
of that type and sources of that type elsewhere (702.16a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.layers import Chars
from cardgame.rulesets.magic.keywords.base import block_check

if TYPE_CHECKING:
    from cardgame.engine.game import Game

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
    if not protected.keywords:
        return None
    quals = protection_qualities(protected)
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


@block_check
def _blocking(game: Game, attacker: Chars, blocker: Chars, defender: int) -> str | None:
    """702.16f: can't be blocked by creatures with the quality (a blocker's own
    protection doesn't stop it from blocking)."""
    q = protects_from(attacker, blocker)
    if q is not None:
        return f"{blocker.name} can't block {attacker.name}: protection from {q} (702.16f)"
    return None


def attach_problem(host: Chars, attachment: Chars) -> str | None:
    """702.16c-d: can't be enchanted or equipped by something with the quality."""
    q = protects_from(host, attachment)
    if q is None:
        return None
    if "Aura" in attachment.subtypes:
        return f"{host.name} can't be enchanted by {attachment.name}: protection from {q} " \
               "(702.16c)"
    return f"{host.name} can't be equipped by {attachment.name}: protection from {q} (702.16d)"


def target_problem(target: Chars, source: Chars | None) -> str | None:
    """702.16b: can't be the target of spells or abilities from sources with the quality."""
    q = protects_from(target, source)
    if q is None:
        return None
    src = source.name if source is not None else "that source"
    return f"{target.name} can't be targeted by {src}: protection from {q} (702.16b)"
