"""Planning an hkk attack: try every assignment of attackers to targets, keep the best.

In hkk there are no blocks: each attacker picks a creature of the opponent's guard post
or, once every guard-post creature is attacked (or it is invisible), the opponent. The
attacked creatures strike back, dividing their attack among their attackers. With at most
three attackers and three defenders there are at most 5^3 plans, so the AI scores each
one with the combat arithmetic below (magic attack and defence counted) and takes the
best: damage to the opponent, the opponent's creatures killed, its own creatures lost.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

from cardgame.agents.ai import evaluation as ev
from cardgame.engine.game import GameView
from cardgame.engine.objects import GameObject

FACE_WEIGHT = 0.7  # a point of damage to the opponent, against a point of creature worth
LETHAL = 1000.0


@dataclass(slots=True)
class AttackPlan:
    pairs: list[list[Any]]
    score: float
    face: int
    killed: list[str]
    lost: list[str]


def damages(view: GameView, source: GameObject, target: GameObject) -> bool:
    """K131.1: normal attack deals no combat damage to magic defence."""
    return not ev.has(view, target, "magic defense") or ev.has(view, source, "magic attack")


def _strike_back(view: GameView, defender: GameObject, attackers: list[GameObject]
                 ) -> list[GameObject]:
    """Which attackers the defender kills, dividing its attack to kill the most worth."""
    left = ev.power(view, defender)
    hits = [a for a in attackers if damages(view, defender, a)]
    dead = []
    for a in sorted(hits, key=lambda a: -ev.creature_worth(view, a)):
        need = max(ev.toughness_left(view, a), 0)
        if need <= left:
            left -= need
            dead.append(a)
    return dead


def score(view: GameView, me: int, pairs: list[tuple[GameObject, Any]],
          face_weight: float = FACE_WEIGHT) -> AttackPlan:
    face = 0
    on: dict[int, list[GameObject]] = {}
    defenders: dict[int, GameObject] = {}
    for a, t in pairs:
        if isinstance(t, str):
            face += ev.power(view, a)
        else:
            on.setdefault(t.id, []).append(a)
            defenders[t.id] = t
    killed: list[GameObject] = []
    lost: list[GameObject] = []
    for did, atts in on.items():
        d = defenders[did]
        dealt = sum(ev.power(view, a) for a in atts if damages(view, a, d))
        if dealt >= ev.toughness_left(view, d):
            killed.append(d)
        lost.extend(_strike_back(view, d, atts))
    value = face * face_weight + sum(ev.creature_worth(view, d) for d in killed) \
        - sum(ev.creature_worth(view, a) for a in lost)
    if face >= view.life(1 - me):
        value += LETHAL
    return AttackPlan([[a.id, t if isinstance(t, str) else t.id] for a, t in pairs], value,
                      face, [d.card.name for d in killed], [a.card.name for a in lost])


def best_attack(view: GameView, me: int, attackers: list[GameObject],
                defenders: list[GameObject], player: str, invisible: set[int],
                face_weight: float = FACE_WEIGHT) -> AttackPlan:
    """The best legal plan (the empty plan scores 0)."""
    best = AttackPlan([], 0.0, 0, [], [])
    targets: list[Any] = [None, player, *defenders]
    for combo in itertools.product(targets, repeat=len(attackers)):
        pairs = [(a, t) for a, t in zip(attackers, combo, strict=True) if t is not None]
        if not pairs:
            continue
        attacked = {t.id for _, t in pairs if not isinstance(t, str)}
        covered = attacked >= {d.id for d in defenders}
        if any(isinstance(t, str) and not covered and a.id not in invisible
               for a, t in pairs):
            continue
        plan = score(view, me, pairs, face_weight)
        if plan.score > best.score:
            best = plan
    return best
