"""Planning a magic attack: which subset of attackers, against the opponent's best blocks.

Each untapped creature of the opponent blocks at most one attacker, so a lone blocker
that would eat any one attacker can't stop a swarm. For each subset of the ready
attackers (up to `MAX_SEARCH` of them) the opponent's reply is simulated greedily — each
blocker, strongest first, takes the block that is best for it (eat, good trade, wall, or
a chump when the damage would otherwise kill) — and the subset is scored by the damage
that gets through, the creatures killed on each side, and the crack-back it leaves open.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from cardgame.agents.ai import evaluation as ev
from cardgame.agents.ai import magic_combat as mc
from cardgame.engine.game import GameView
from cardgame.engine.objects import GameObject

MAX_SEARCH = 8  # attackers searched as subsets (2^8 plans); the rest stay home
WORK = 40_000  # subsets × attackers × blockers one question may cost
LETHAL = 1000.0
EXPOSED = 60.0  # the penalty for leaving a lethal crack-back open


@dataclass(slots=True)
class AttackPlan:
    attackers: list[GameObject]
    score: float
    through: int
    lost: list[str]
    killed: list[str]


class Board:
    """The numbers of one combat, computed once per question."""

    def __init__(self, view: GameView, attackers: list[GameObject],
                 blockers: list[GameObject]) -> None:
        self.view = view
        self.worth = {o.id: ev.creature_worth(view, o) for o in attackers + blockers}
        self.power = {o.id: ev.power(view, o) for o in attackers + blockers}
        self.can = {(a.id, b.id): mc.can_block(view, b, a) for a in attackers
                    for b in blockers}
        self.fight = {(a.id, b.id): mc.fight(view, a, b) for a in attackers
                      for b in blockers if self.can[a.id, b.id]}
        self.trample = {(a.id, b.id): mc.trample_through(view, a, b) for a in attackers
                        for b in blockers}
        self.menace = {a.id for a in attackers if ev.has(view, a, "menace")}

    def reply(self, attackers: list[GameObject], blockers: list[GameObject], life: int
              ) -> tuple[int, list[GameObject], list[GameObject]]:
        """The opponent's greedy blocks, strongest blocker first (`blockers` come sorted):
        (damage through, attackers lost, blockers lost)."""
        open_ = {a.id: a for a in attackers}
        through = sum(self.power[a.id] for a in attackers)
        lost: list[GameObject] = []
        killed: list[GameObject] = []
        spare: list[GameObject] = []
        for b in blockers:
            best: tuple[float, GameObject] | None = None
            for a in open_.values():
                if not self.can[a.id, b.id] or a.id in self.menace:
                    continue
                a_dies, b_dies = self.fight[a.id, b.id]
                wa, wb = self.worth[a.id], self.worth[b.id]
                if a_dies and not b_dies:
                    gain = 10 + wa
                elif a_dies and b_dies:
                    gain = wa - wb + 1 if wa + 0.5 >= wb else -1
                elif not b_dies:
                    gain = 0.5 * (self.power[a.id] - self.trample[a.id, b.id])
                else:
                    gain = 0.5 if through >= life else -1  # a chump only to survive
                if through >= life:
                    gain += self.power[a.id] - self.trample[a.id, b.id]
                if gain > 0 and (best is None or gain > best[0]):
                    best = (gain, a)
            if best is None:
                spare.append(b)
                continue
            a = best[1]
            del open_[a.id]
            through -= self.power[a.id] - self.trample[a.id, b.id]
            a_dies, b_dies = self.fight[a.id, b.id]
            if a_dies:
                lost.append(a)
            if b_dies:
                killed.append(b)
        # Menace (702.111b): two spare blockers gang up when together they kill it.
        for a in [a for a in open_.values() if a.id in self.menace]:
            able = [b for b in spare if self.can[a.id, b.id]][:2]
            if len(able) < 2 or (sum(self.power[b.id] for b in able) <
                                 ev.toughness_left(self.view, a) and through < life):
                continue
            for b in able:
                spare.remove(b)
            through -= self.power[a.id]
            lost.append(a)
            weakest = min(able, key=lambda b: self.worth[b.id])
            if self.power[a.id] >= ev.toughness_left(self.view, weakest):
                killed.append(weakest)
        return through, lost, killed


def race_urgency(view: GameView, me: int) -> float:
    """How much more damage is worth when the opponent's evasive creatures are killing it
    and it has nothing to block them with: stalling then only loses slower."""
    mine = ev.creatures_of(view, me)
    theirs = ev.creatures_of(view, 1 - me) + ev.returning_creatures(view, 1 - me)
    evasive = sum(ev.power(view, o) for o in theirs
                  if not ev.has(view, o, "defender")
                  and not any(mc.can_block(view, b, o) for b in mine))
    if not evasive:
        return 0.0
    return 12.0 * evasive / max(view.life(me), 1)


def best_attack(view: GameView, me: int, ready: list[GameObject],
                blockers: list[GameObject], crack_back: object) -> AttackPlan:
    """The best subset; `crack_back(attacking)` is the damage the opponent's next attack
    would deal if these creatures are tapped (a callable)."""
    life = view.life(1 - me)
    my_life = view.life(me)
    n = MAX_SEARCH  # fewer attackers searched on crowded boards, to answer in time
    while n > 3 and 2 ** n * n * max(len(blockers), 1) > WORK:
        n -= 1
    ranked = sorted(ready, key=lambda a: -ev.creature_worth(view, a))[:n]
    blockers = sorted(blockers, key=lambda b: -ev.creature_worth(view, b))
    board = Board(view, ranked, blockers)
    face = 0.6 + 8.0 / max(life, 1) + race_urgency(view, me)
    base = crack_back([])  # type: ignore[operator]
    exposed_anyway = base >= my_life
    guard = 0.3 + 6.0 / max(my_life, 1)  # a point of crack-back damage, in worth
    best = AttackPlan([], 0.0, 0, [], [])
    for n in range(1, len(ranked) + 1):
        for subset in itertools.combinations(ranked, n):
            attackers = list(subset)
            through, lost, killed = board.reply(attackers, blockers, life)
            score = through * face + sum(board.worth[b.id] for b in killed) \
                - sum(board.worth[a.id] for a in lost)
            if through >= life:
                score += LETHAL
            else:
                opened = crack_back(attackers)  # type: ignore[operator]
                score -= guard * (opened - base)
                if not exposed_anyway and opened >= my_life:
                    score -= EXPOSED
            if score > best.score:
                best = AttackPlan(attackers, score, through, [a.card.name for a in lost],
                                  [b.card.name for b in killed])
    return best
