"""An agent that answers every decision with a random legal answer (the fuzzer).

It leans towards doing things (playing lands, casting, attacking) so that random games
reach combat and end in a reasonable number of turns; every answer it gives is still
checked by the engine like any other. It uses only the decision and its options.
"""

from __future__ import annotations

import random
from typing import Any

from cardgame.engine.decisions import (
    ASSIGN_DAMAGE,
    CHOOSE_CARDS,
    DECLARE_ATTACKERS,
    DECLARE_BLOCKERS,
    ORDER_TRIGGERS,
    PRIORITY,
    YES_NO,
    Decision,
)
from cardgame.engine.game import GameView
from cardgame.errors import IllegalAction


class RandomAgent:
    """Random legal answers from its own seeded RNG (so games replay exactly)."""

    def __init__(self, seed: int = 0, pass_weight: float = 0.15) -> None:
        self.rng = random.Random(seed)
        self.pass_weight = pass_weight

    def decide(self, view: GameView, d: Decision) -> Any:
        rng = self.rng
        if d.kind == PRIORITY:
            return self._priority(view, d)
        if d.kind == DECLARE_ATTACKERS:
            attack = self._attack(d)
            if d.data.get("any_subset") and not attack["bands"]:
                return attack  # offered attackers at offered targets: legal as it is
            return _legal_or_default(d, attack)
        if d.kind == DECLARE_BLOCKERS:
            blocks = self._blocks(d)
            if "why_not" in d.data:
                return blocks  # every block in it was one its blocker can make
            return _legal_or_default(d, blocks)
        if d.kind == ASSIGN_DAMAGE:
            return self._split(d)
        if d.kind == ORDER_TRIGGERS:
            order = list(range(len(d.options)))
            rng.shuffle(order)
            return order
        if d.kind == YES_NO:
            if d.rule == "103.5":  # mulligans: mostly keep
                return rng.random() < 0.9
            return rng.random() < 0.5
        if d.kind == CHOOSE_CARDS:
            values = [o.value for o in d.options]
            n = d.min_choices  # a free count (a copy to choose, or none) is drawn too
            if d.max_choices > n:
                n = rng.randint(n, min(d.max_choices, len(values)))
            return rng.sample(values, n)
        return rng.choice(d.options).value if d.options else d.default_answer()

    def _priority(self, view: GameView, d: Decision) -> Any:
        rng = self.rng
        acts = d.data.get("actions")  # the same options, listed without mana abilities
        if acts is None:
            acts = [o for o in d.options
                    if o.value["action"] not in ("pass", "concede") and not o.data.get("mana")]
        if not acts or rng.random() < self.pass_weight:
            return {"action": "pass"}
        for _ in range(4):
            opt = rng.choice(acts)
            answer = dict(opt.value)
            if opt.data.get("legal_as_is"):
                return answer  # nothing to choose, legal as listed: the game checks it
            specs = opt.data.get("targets") or ()
            if opt.data.get("modes"):
                answer["mode"] = rng.randrange(len(opt.data["modes"]))
            if opt.data.get("x"):
                answer["x"] = rng.randrange(0, 4)
            if specs:
                answer["targets"] = [rng.choice(c) for c in
                                     (view.target_candidates(s, d.player, opt.value)
                                      for s in specs) if c]
            try:
                d.check(answer)
                return answer
            except IllegalAction:
                continue
        return {"action": "pass"}

    def _attack(self, d: Decision) -> Any:
        """Random attackers and targets; now and then a random band (kept if legal)."""
        rng = self.rng
        pool = [o.value for o in d.options if o.data.get("can_attack")]
        targets = d.data["targets"]
        pairs = [[a, rng.choice(targets)] for a in pool if rng.random() < 0.7]
        answer = {"attackers": pairs, "bands": []}
        if len(pairs) >= 2 and rng.random() < 0.3:
            members = rng.sample(pairs, rng.randint(2, len(pairs)))
            for m in members:
                m[1] = members[0][1]
            trial = {"attackers": pairs, "bands": [[m[0] for m in members]]}
            try:
                d.check(trial)
                return trial
            except IllegalAction:
                pass
        return answer

    def _blocks(self, d: Decision) -> Any:
        rng = self.rng
        attackers = d.data["attackers"]
        blocks: list[list[Any]] = []
        why_not = d.data.get("why_not")
        for o in d.options:
            if not attackers or rng.random() > 0.5:
                continue
            attacker = rng.choice(attackers)
            trial = blocks + [[o.value, [attacker]]]
            if why_not is not None:  # each block legal or not by itself
                if why_not(o.value, attacker) is None:
                    blocks = trial
                continue
            try:
                d.check({"blocks": trial})
                blocks = trial
            except IllegalAction:
                pass
        return {"blocks": blocks}

    def _split(self, d: Decision) -> Any:
        rng = self.rng
        amount: int = d.data["amount"]
        lethal: dict[Any, int] = d.data["lethal"]
        trample = d.data.get("trample_to")
        recipients = list(lethal)
        if trample is not None and rng.random() < 0.6:
            split = dict(lethal)
            left = amount - sum(split.values())
            if left >= 0:
                split[trample] = left
                return {"split": [[k, v] for k, v in split.items() if v]}
        split = {r: 0 for r in recipients}
        for _ in range(amount):
            r = rng.choice(recipients)
            split[r] += 1
        return {"split": [[k, v] for k, v in split.items() if v]}


def _legal_or_default(d: Decision, answer: Any) -> Any:
    """A random declaration may break a rule that looks at the whole of it (a creature
    that must attack or block if able, 508.1d, 509.1c): then the engine's default, which
    is legal."""
    try:
        d.check(answer)
    except IllegalAction:
        return d.default_answer()
    return answer
