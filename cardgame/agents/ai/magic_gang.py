"""Blocking one attacker with two creatures (509.1a allows any number), from a view.

Two blockers kill an attacker that each alone only bounces off, and menace (702.111b)
can only be blocked so. The attacker then divides its damage among them (510.1c), so the
worst case is assumed: it kills the most valuable blockers its power reaches.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from cardgame.agents.ai import evaluation as ev
from cardgame.agents.ai import magic_combat as mc
from cardgame.engine.game import GameView
from cardgame.engine.objects import GameObject


@dataclass(slots=True)
class GangBlock:
    blockers: tuple[GameObject, GameObject]
    attacker_dies: bool
    lost: list[GameObject]
    gain: float  # the attacker's worth if it dies, less the worth of the blockers lost


def _first(view: GameView, obj: GameObject) -> bool:
    return ev.has(view, obj, "first strike") or ev.has(view, obj, "double strike")


def _lethal_to(view: GameView, attacker: GameObject, blocker: GameObject) -> int:
    """Damage the attacker must assign to kill this blocker (1 with deathtouch)."""
    left = max(ev.toughness_left(view, blocker), 0)
    return min(left, 1) if ev.has(view, attacker, "deathtouch") else left


def outcome(view: GameView, attacker: GameObject,
            pair: tuple[GameObject, GameObject]) -> GangBlock:
    """What a double block most likely costs each side, the attacker killing greedily."""
    power = ev.power(view, attacker)
    ranked = sorted(pair, key=lambda b: -ev.creature_worth(view, b))
    lost: list[GameObject] = []
    budget = power
    for b in ranked:  # the attacker kills the most valuable blockers it can
        need = _lethal_to(view, attacker, b)
        if need <= budget:
            lost.append(b)
            budget -= need
    # A first striker kills before the blockers strike back (unless they strike first too).
    strikers = [b for b in pair if b not in lost or not _first(view, attacker)
                or _first(view, b)]
    dealt = sum(ev.power(view, b) for b in strikers)
    deadly = any(ev.has(view, b, "deathtouch") and ev.power(view, b) > 0 for b in strikers)
    dies = dealt >= max(ev.toughness_left(view, attacker), 1) or deadly
    gain = (ev.creature_worth(view, attacker) if dies else 0.0) \
        - sum(ev.creature_worth(view, b) for b in lost)
    return GangBlock((pair[0], pair[1]), dies, lost, gain)


def best_pair(view: GameView, attacker: GameObject, pool: list[GameObject],
              need_kill: bool = True) -> GangBlock | None:
    """The best two blockers from `pool` for `attacker`: the highest gain that kills it
    (or, with `need_kill` False, the pair losing least — a block only to survive)."""
    able = [b for b in pool if mc.can_block(view, b, attacker)]
    best: GangBlock | None = None
    for pair in itertools.combinations(able, 2):
        g = outcome(view, attacker, (pair[0], pair[1]))
        if need_kill and not g.attacker_dies:
            continue
        if best is None or g.gain > best.gain:
            best = g
    return best
