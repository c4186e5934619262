"""Combat arithmetic of the magic ruleset from a player's view: who can block whom, and
who dies when two creatures fight (first strike, deathtouch, flanking and regeneration
shields counted).

The attack and block tactics ask these questions many times per decision, so they are
plain functions over the view's current characteristics.
"""

from __future__ import annotations

from cardgame.agents.ai import evaluation as ev
from cardgame.agents.ai import magic_regen
from cardgame.engine.game import GameView
from cardgame.engine.objects import GameObject

LANDWALK = {"islandwalk": "Island", "forestwalk": "Forest", "swampwalk": "Swamp",
            "mountainwalk": "Mountain", "plainswalk": "Plains"}


def can_block(view: GameView, blocker: GameObject, attacker: GameObject) -> bool:
    """Evasion as far as the view tells: flying, landwalk, protection, shroud no matter."""
    a, b = view.chars(attacker), view.chars(blocker)
    if "flying" in a.keywords and not ("flying" in b.keywords or "reach" in b.keywords):
        return False
    for kw, land in LANDWALK.items():
        if kw in a.keywords and any(land in o.card.subtypes or o.card.name == land
                                    for o in view.battlefield()
                                    if view.chars(o).controller == b.controller):
            return False
    for kw in a.keywords:
        if kw.startswith("protection from "):
            what = kw.removeprefix("protection from ")
            if what in ("everything", "creatures") or what.capitalize() in b.colors or \
                    what in b.colors:
                return False
    return True


def protected_from(view: GameView, obj: GameObject, source: GameObject) -> bool:
    """Damage from `source` to `obj` is prevented (702.16e): protection from one of the
    source's colours, from creatures, or from everything."""
    kws = view.chars(obj).keywords
    if "protection from everything" in kws or "protection from creatures" in kws:
        return True
    return any(f"protection from {c.lower()}" in kws for c in view.chars(source).colors)


def _stats(view: GameView, obj: GameObject, against: GameObject, blocking: bool
           ) -> tuple[int, int]:
    """Power and remaining toughness in this fight (flanking shrinks a plain blocker;
    protection from the other creature leaves its power no use)."""
    p, t = ev.power(view, obj), ev.toughness_left(view, obj)
    if blocking and ev.has(view, against, "flanking") and not ev.has(view, obj, "flanking"):
        p, t = p - 1, t - 1
    if protected_from(view, against, obj):
        p = 0
    return max(p, 0), t


def hits(view: GameView, source: GameObject, target: GameObject) -> int:
    """The combat damage `source` deals to `target` in a fight between them (a blocking
    source shrunk by its attacker's flanking; none through protection)."""
    blocking = view.chars(target).controller != view.chars(source).controller and \
        _is_attacking(view, target)
    return _stats(view, source, target, blocking)[0]


def _is_attacking(view: GameView, obj: GameObject) -> bool:
    record = view.combat()
    return obj.id in (getattr(record, "attackers", None) or {})


def fight(view: GameView, attacker: GameObject, blocker: GameObject,
          regeneration: bool = True) -> tuple[bool, bool]:
    """(attacker dies, blocker dies) when `blocker` alone blocks `attacker`; with
    `regeneration`, a creature that could regenerate survives (`magic_regen`)."""
    ap, at = _stats(view, attacker, blocker, False)
    bp, bt = _stats(view, blocker, attacker, True)
    if bt <= 0:
        return False, True
    a_kills = ap >= bt or (ap > 0 and ev.has(view, attacker, "deathtouch"))
    b_kills = bp >= at or (bp > 0 and ev.has(view, blocker, "deathtouch"))
    a_first = ev.has(view, attacker, "first strike") or ev.has(view, attacker, "double strike")
    b_first = ev.has(view, blocker, "first strike") or ev.has(view, blocker, "double strike")
    # a regeneration shield replaces the destruction (701.15a): the creature survives,
    # tapped and removed from combat (so it deals no regular damage after first strike)
    a_regen = regeneration and magic_regen.could_regenerate(view, attacker)
    b_regen = regeneration and magic_regen.could_regenerate(view, blocker)
    if a_first and not b_first and a_kills:
        return False, not b_regen
    if b_first and not a_first and b_kills:
        return not a_regen, False
    return b_kills and not a_regen, a_kills and not b_regen


def trample_through(view: GameView, attacker: GameObject, blocker: GameObject) -> int:
    if not ev.has(view, attacker, "trample"):
        return 0
    return max(ev.power(view, attacker) - max(ev.toughness_left(view, blocker), 0), 0)
