"""The `heuristic` player of the hkk ruleset: a plain greedy baseline, not the AI.

In its own main phase it plays the most expensive card it can afford (targets: the
opponent for harm, itself for help); in its exchange phase it fills the guard post with
its active creatures once and is done (so no move undoes another); it attacks with every
creature that kills the guard-post creature it attacks, and breaks through with the rest
when every guard-post creature is covered. Everything else gets the default answer.
Its answers are checked with the decision, so it can't stall a game.
"""

from __future__ import annotations

import random
from typing import Any

from cardgame.engine.decisions import DECLARE_ATTACKERS, PRIORITY, Decision
from cardgame.engine.game import GameView
from cardgame.errors import IllegalAction

HELP = ("heal", "pump", "gain_vp", "activate")


class HkkGreedy:
    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self._exchanged_turn = -1

    def decide(self, view: GameView, d: Decision) -> Any:
        if d.kind == PRIORITY:
            answer = self._priority(view, d)
        elif d.kind == DECLARE_ATTACKERS:
            answer = self._attack(view, d)
        elif d.kind == "exchange":
            answer = self._exchange(view, d)
        else:
            answer = d.default_answer()
        try:
            d.check(answer)
        except IllegalAction:
            return d.default_answer()
        return answer

    def _priority(self, view: GameView, d: Decision) -> Any:
        me = d.player
        if view.active != me or view.step != "main" or view.stack():
            return {"action": "pass"}
        best: tuple[int, Any] | None = None
        for opt in d.options:
            if opt.value.get("action") != "play":
                continue
            obj = view.object(opt.value["card"])
            cost = obj.card.cost if obj is not None and isinstance(obj.card.cost, int) else 0
            answer = dict(opt.value)
            specs = opt.data.get("targets") or ()
            if specs:
                helpful = obj is not None and any(
                    e.kind in HELP for a in obj.card.abilities for e in a.effects)
                want = f"p{me + 1}" if helpful else f"p{2 - me}"
                targets = []
                for spec in specs:
                    cands = view.target_candidates(spec, me, opt.value)
                    if not cands:
                        break
                    targets.append(want if want in cands else cands[0])
                if len(targets) != len(specs):
                    continue
                answer["targets"] = targets
            try:
                d.check(answer)
            except IllegalAction:
                continue
            if best is None or cost > best[0]:
                best = (cost, answer)
        return best[1] if best else {"action": "pass"}

    def _exchange(self, view: GameView, d: Decision) -> Any:
        if self._exchanged_turn == view.turn:
            return {"done": True}
        self._exchanged_turn = view.turn
        moves = [o.value["move"][0] for o in d.options
                 if o.value.get("move") and o.value["move"][0][1] == "guard_post"]
        return {"move": moves[:int(d.data.get("capacity", 3))]} if moves else {"done": True}

    def _attack(self, view: GameView, d: Decision) -> Any:
        me = d.player
        ready = [o.value for o in d.options if o.data.get("can_attack")]
        guards = list(d.data.get("guard_post", []))
        player = d.data.get("player", f"p{2 - me}")
        invisible = set(d.data.get("invisible", []))

        def stat(oid: int, which: str) -> int:
            obj = view.object(oid)
            if obj is None:
                return 0
            c = view.chars(obj)
            return (c.power or 0) if which == "p" else (c.toughness or 0) - obj.damage

        pairs: list[list[Any]] = []
        free = sorted(ready, key=lambda a: stat(a, "p"))
        for g in guards:
            killer = next((a for a in free if stat(a, "p") >= stat(g, "t")), None)
            if killer is not None:
                pairs.append([killer, g])
                free.remove(killer)
        covered = {t for _, t in pairs} >= set(guards)
        for a in free:
            if covered or a in invisible:
                pairs.append([a, player])
        return {"attackers": pairs}
