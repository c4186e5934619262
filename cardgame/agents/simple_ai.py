"""A simple heuristic player for demos: sensible, quick, and never illegal.

It plays a land when it can, casts the most expensive spell it can afford (creatures
first in its main phases, instants when they kill something or save its creature), attacks
with creatures that survive the likely blocks or when the opponent has no blockers, blocks
when the trade is good, and assigns damage to kill blockers in order. Every answer is
checked with `decision.check` and falls back to the default answer when refused, so the
agent can't stall a game. It only reads what its view shows.
"""

from __future__ import annotations

import random
from typing import Any

from cardgame.engine.decisions import (
    ASSIGN_DAMAGE,
    DECLARE_ATTACKERS,
    DECLARE_BLOCKERS,
    PAY_COST,
    PRIORITY,
    YES_NO,
    Decision,
    Option,
)
from cardgame.engine.game import GameView
from cardgame.engine.layers import Chars
from cardgame.engine.objects import GameObject
from cardgame.errors import IllegalAction


class SimpleAI:
    """Heuristic answers; a seeded RNG breaks ties so that demos replay exactly."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: GameView, d: Decision) -> Any:
        handler = {
            PRIORITY: self._priority, DECLARE_ATTACKERS: self._attack,
            DECLARE_BLOCKERS: self._block, ASSIGN_DAMAGE: self._assign,
            YES_NO: self._yes_no, PAY_COST: self._pay,
        }.get(d.kind)
        answer = handler(view, d) if handler else d.default_answer()
        try:
            d.check(answer)
        except IllegalAction:
            return d.default_answer()
        return answer

    # ---- priority ------------------------------------------------------------------------
    def _priority(self, view: GameView, d: Decision) -> Any:
        me = d.player
        options = [o for o in d.options if o.value["action"] not in ("pass", "concede")
                   and not o.data.get("mana")]
        lands = [o for o in options if o.value["action"] == "play"]
        if lands:
            return lands[0].value
        my_turn = view.active == me
        best: tuple[int, Any] | None = None
        for opt in options:
            answer = self._complete(view, d, opt)
            if answer is None:
                continue
            score = self._score(view, opt, my_turn)
            if score > 0 and (best is None or score > best[0]):
                best = (score, answer)
        return best[1] if best else {"action": "pass"}

    def _score(self, view: GameView, opt: Option, my_turn: bool) -> int:
        obj = self._obj(view, opt.value.get("card"))
        if obj is None:
            return 0
        card = obj.card
        value = len(str(card.cost or "")) + (card.power or 0) + (card.toughness or 0)
        if opt.value["action"] == "activate":
            return 1 if my_turn and view.step in ("main2", "end") else 0
        if "Creature" in card.types or "Enchantment" in card.types \
                or "Artifact" in card.types or "Planeswalker" in card.types:
            return value + 10 if my_turn else 0
        if "Sorcery" in card.types:
            return value + 5 if my_turn else 0
        # instants: in the opponent's end step, or when something is on the stack
        return value + 3 if (not my_turn and view.step == "end") or view.stack() else 0

    def _complete(self, view: GameView, d: Decision, opt: Option) -> Any:
        """Fill in targets (opponent's biggest creature, or the opponent) and X."""
        answer = dict(opt.value)
        specs = opt.data.get("targets") or ()
        targets = []
        for spec in specs:
            cands = view.target_candidates(spec, d.player, opt.value)
            if not cands:
                return None
            targets.append(self._pick_target(view, d.player, cands, opt))
        if specs:
            answer["targets"] = targets
        if opt.data.get("x"):
            answer["x"] = 2
        if opt.data.get("modes"):
            answer["mode"] = 0
        try:
            d.check(answer)
        except IllegalAction:
            return None
        return answer

    def _pick_target(self, view: GameView, me: int, cands: list[Any], opt: Option) -> Any:
        obj = self._obj(view, opt.value.get("card"))
        helpful = obj is not None and any(
            e.kind in ("pump", "gain_keywords", "regenerate", "prevent_damage", "untap")
            for e in obj.card.effects)
        mine = f"p{me + 1}"
        theirs = f"p{2 - me}"

        def owner_of(t: Any) -> int | None:
            o = self._obj(view, t)
            return view.chars(o).controller if o is not None and o.zone == "battlefield" \
                else None

        if helpful:
            own = [t for t in cands if owner_of(t) == me]
            return own[0] if own else (mine if mine in cands else cands[0])
        foes = [t for t in cands if owner_of(t) == 1 - me]
        if foes:
            return max(foes, key=lambda t: self._chars(view, t).power or 0)
        return theirs if theirs in cands else cands[0]

    # ---- combat --------------------------------------------------------------------------
    def _attack(self, view: GameView, d: Decision) -> Any:
        me = d.player
        blockers = [o for o in view.battlefield() if view.chars(o).controller != me
                    and "Creature" in view.chars(o).types and not o.tapped]
        biggest_blocker = max((view.chars(b).power or 0 for b in blockers), default=0)
        target = d.data["targets"][0]
        attackers = []
        for opt in d.options:
            if not opt.data.get("can_attack"):
                continue
            c = self._chars(view, opt.value)
            if not blockers or (c.toughness or 0) > biggest_blocker or c.has("flying"):
                attackers.append([opt.value, target])
        return {"attackers": attackers, "bands": []}

    def _block(self, view: GameView, d: Decision) -> Any:
        blocks: list[list[Any]] = []
        used: set[int] = set()
        attackers = sorted(d.data["attackers"],
                           key=lambda a: -(self._chars(view, a).power or 0))
        for a in attackers:
            ac = self._chars(view, a)
            for opt in d.options:
                if opt.value in used:
                    continue
                bc = self._chars(view, opt.value)
                kills = (bc.power or 0) >= (ac.toughness or 0)
                survives = (bc.toughness or 0) > (ac.power or 0)
                if not (kills or survives):
                    continue
                trial = blocks + [[opt.value, [a]]]
                try:
                    d.check({"blocks": trial})
                except IllegalAction:
                    continue
                blocks = trial
                used.add(opt.value)
                break
        return {"blocks": blocks}

    def _assign(self, view: GameView, d: Decision) -> Any:
        return d.default_answer()  # lethal to each in order, the rest where trample allows

    def _yes_no(self, view: GameView, d: Decision) -> Any:
        return True if d.rule == "103.5" else self.rng.random() < 0.5

    def _pay(self, view: GameView, d: Decision) -> Any:
        return {"pay": True}

    @staticmethod
    def _chars(view: GameView, oid: Any) -> Chars:
        obj = view.object(oid) if isinstance(oid, int) else None
        assert obj is not None, f"object {oid!r} is not visible"
        return view.chars(obj)

    @staticmethod
    def _obj(view: GameView, oid: Any) -> GameObject | None:
        return view.object(oid) if isinstance(oid, int) else None
