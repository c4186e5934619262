"""Keywords whose rule is a single yes/no question the engine asks in one place.

- K2 defender (702.3b): can't attack — asked by combat.can_attack.
- K7 flash (702.8a): may be cast any time its controller could cast an instant — asked by
  actions (timing).
- K9 haste (702.10b): may attack and use {T} abilities despite summoning sickness (302.6).
- K11 indestructible (702.12b): not destroyed by "destroy" effects or lethal damage.
- K19 vigilance (702.20b): attacking doesn't cause it to tap (508.1f).
Each is a function so that callers say what they mean, and this module is where the
rule lives.
"""

from __future__ import annotations

from cardgame.engine.layers import Chars


def cant_attack(c: Chars) -> str | None:
    if c.has("defender"):
        return f"{c.name} has defender (702.3b)"
    return None


def instant_speed(c: Chars) -> bool:
    return "Instant" in c.types or c.has("flash")


def ignores_summoning_sickness(c: Chars) -> bool:
    return c.has("haste")


def indestructible(c: Chars) -> bool:
    return c.has("indestructible")


def taps_to_attack(c: Chars) -> bool:
    return not c.has("vigilance")
