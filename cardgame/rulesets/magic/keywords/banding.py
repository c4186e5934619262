"""K20 banding and "bands with other" (702.22).

Attacking (702.22c-e): bands are announced with the attack — creatures with banding plus
at most one without, or creatures with "bands with other Q" plus other Q creatures —
and all attack the same player or planeswalker. Blocking one member blocks the whole
band (702.22h, done in combat). Damage (702.22j-k): if an attacker is blocked by a
creature with banding, the defending player divides that attacker's damage among its
blockers as they like; if a blocker blocks a creature with banding, the active player
divides that blocker's damage.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardgame.engine.layers import Chars

PREFIX = "bands with other "


def qualities(c: Chars) -> list[str]:
    """The Q of each "bands with other Q" (702.22b: a form of banding)."""
    return [kw[len(PREFIX):] for kw in c.keywords if kw.startswith(PREFIX)]


def _singulars(quality: str) -> set[str]:
    """'Wolves' -> {'Wolves', 'Wolve', 'Wolf'}; 'Knights' -> {'Knights', 'Knight'}."""
    out = {quality}
    if quality.endswith("s"):
        out.add(quality[:-1])
    if quality.endswith("ves"):
        out.add(quality[:-3] + "f")
    return out


NAMED = "creatures named "


def _has_quality(c: Chars, quality: str) -> bool:
    """"Wolves" is a creature type; "creatures named Wolves of the Hunt" is a name."""
    if quality.startswith(NAMED):
        return c.name == quality[len(NAMED):]
    return any(q in c.subtypes for q in _singulars(quality))


def band_problem(members: Sequence[Chars]) -> str | None:
    """Why these attacking creatures can't form a band (702.22c), or None."""
    if len(members) < 2:
        return "a band needs at least two attacking creatures (702.22c)"
    without = [c for c in members if not c.has("banding")]
    if len(without) < len(members) and len(without) <= 1:
        return None
    for i, c in enumerate(members):  # by position: objects may share one printed Chars
        for q in qualities(c):
            if all(j == i or _has_quality(o, q) for j, o in enumerate(members)):
                return None
    return ("a band is creatures with banding plus at most one creature without banding, "
            "or creatures with \"bands with other\" plus creatures of that quality (702.22c)")


def _banding_among(group: Sequence[Chars]) -> bool:
    if any(c.has("banding") for c in group):
        return True
    for i, c in enumerate(group):  # by position: objects may share one printed Chars
        for q in qualities(c):
            if any(j != i and _has_quality(o, q) for j, o in enumerate(group)):
                return True
    return False


def defender_divides(blockers: Sequence[Chars]) -> bool:
    """702.22j: blocked by a creature with banding (or a bands-with-other pair)."""
    return _banding_among(blockers)


def attacker_divides(blocked_attackers: Sequence[Chars]) -> bool:
    """702.22k: blocking a creature with banding (or a bands-with-other pair)."""
    return _banding_among(blocked_attackers)
