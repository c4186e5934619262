"""How the AI plays the hkk ruleset (Hatalom Kártyái): one method per kind of question.

Main phase: creatures first, the most valuable it can afford; spells that kill a creature
of the opponent's guard post (which opens the way through it) or win on the spot.
Exchange phase: it works out once which creatures should stand in the guard post (the
strongest active ones; two creatures unite when the guard post can't hold them all) and
makes exactly those moves, so no move undoes another. Attacks: the best plan of
`hkk_attack` (breaking through when every guard-post creature is covered). Reactions:
counters on the opponent's costly cards, damage in the opponent's end phase.
"""

from __future__ import annotations

from typing import Any

from cardgame.agents.ai import divide, hkk_attack, plays
from cardgame.agents.ai import evaluation as ev
from cardgame.agents.ai.choice import Choice
from cardgame.agents.ai.targeting import LETHAL, NEVER, plan_targets, score_target
from cardgame.engine.decisions import (
    ASSIGN_DAMAGE,
    CHOOSE_CARDS,
    CHOOSE_TARGETS,
    DECLARE_ATTACKERS,
    ORDER_TRIGGERS,
    PRIORITY,
    YES_NO,
    Decision,
)
from cardgame.engine.game import GameView
from cardgame.engine.objects import GameObject

EXCHANGE = "exchange"
CAPACITY = 3
UNDER = "hk_under"  # on a creature united under a host (rulesets/hkk/zones.py): not movable
WASTEFUL = {"end_turn"}  # effects that cost more than they give in the middle of a turn


class HkkTactics:
    """Answers for the hkk ruleset's questions (None: the agent uses the default)."""

    def __init__(self) -> None:
        self._exchanged_turn = -1  # the turn whose exchange plan was carried out

    def decide(self, view: GameView, d: Decision) -> Choice | None:
        handler = {
            PRIORITY: self.priority, DECLARE_ATTACKERS: self.attack,
            ASSIGN_DAMAGE: self.assign, EXCHANGE: self.exchange, YES_NO: self.yes_no,
            CHOOSE_CARDS: self.choose_cards, CHOOSE_TARGETS: self.choose_target,
            ORDER_TRIGGERS: self.order,
        }.get(d.kind)
        return handler(view, d) if handler else None

    # ---- priority -----------------------------------------------------------------------
    def priority(self, view: GameView, d: Decision) -> Choice:
        me = d.player
        my_turn = view.active == me
        stack = view.stack()
        cands = [plays.read(view, o) for o in d.options
                 if o.value.get("action") not in ("pass", "concede")]
        cands = [p for p in cands if not any(e.kind in WASTEFUL for e in p.effects)]
        if stack:
            if stack[-1].controller != me:
                choice = self._targeted(view, d, [p for p in cands if any(
                    e.kind == "counter" for e in p.effects)], 6.0)
                if choice:
                    return choice
            return Choice({"action": "pass"}, "")
        choice = self._targeted(view, d, [p for p in cands if p.specs], LETHAL)
        if choice:
            return choice
        if my_turn and view.step == "main":
            choice = self._develop(view, d, cands) or self._card_flow(view, d, cands)
            if choice:
                return choice
        if not my_turn and view.step == "end":
            choice = self._card_flow(view, d, cands)
            if choice:
                return choice
            choice = self._targeted(view, d, [p for p in cands if p.specs], 2.0)
            if choice:
                return choice
            choice = self._self_help(view, d, cands)
            if choice:
                return choice
        return Choice({"action": "pass"}, "")

    def _develop(self, view: GameView, d: Decision, cands: list[plays.Play]
                 ) -> Choice | None:
        me = d.player
        best: tuple[float, Choice] | None = None
        for p in cands:
            card = p.card
            if card is None:
                continue
            cost = ev.mana_value(card.cost)
            answer: dict[str, Any] = dict(p.option.value)
            if p.action == "activate":
                if not any(e.kind == "activate" for e in p.effects) or \
                        p.obj is None or not p.obj.tapped:
                    continue
                worth, why = 9.0, f"makes {p.name} active so it can guard and attack"
            elif p.is_type("creature") or p.is_permanent:
                stats = (card.attack or 0) + (card.life or 0)
                worth = 10 + cost * 2 + stats * 0.5
                why = f"plays {p.name}: the strongest card it can afford"
            elif p.specs:
                plan = plan_targets(view, me, p.specs, p.effects, p.option.value)
                if plan is None or plan.worth < 4:
                    continue
                worth = 8 + plan.worth
                answer["targets"] = plan.targets
                why = f"{p.name}: " + "; ".join(plan.why)
            else:
                continue
            if best is None or worth > best[0]:
                try:
                    d.check(answer)
                except Exception:  # noqa: BLE001 - an illegal idea is just not taken
                    continue
                best = (worth, Choice(answer, why))
        return best[1] if best else None

    def _targeted(self, view: GameView, d: Decision, cands: list[plays.Play],
                  minimum: float) -> Choice | None:
        best: tuple[float, Choice] | None = None
        for p in cands:
            plan = plan_targets(view, d.player, p.specs, p.effects, p.option.value)
            if plan is None or plan.worth < minimum:
                continue
            answer = {**p.option.value, "targets": plan.targets}
            if best is None or plan.worth > best[0]:
                try:
                    d.check(answer)
                except Exception:  # noqa: BLE001
                    continue
                best = (plan.worth, Choice(answer, f"{p.name}: " + "; ".join(plan.why)))
        return best[1] if best else None

    def _card_flow(self, view: GameView, d: Decision, cands: list[plays.Play]
                   ) -> Choice | None:
        """Spare VP turned into cards: a spell that draws (or takes the opponent's draw)."""
        me = d.player
        best: tuple[int, Choice] | None = None
        for p in cands:
            if p.action != "play" or p.is_permanent:
                continue
            draws = sum(ev.effect_amount(e, 1) for e in p.effects
                        if e.kind in ("draw", "take_next_draw") and e.params.get("who")
                        in (None, "you"))
            if not draws:
                continue
            answer: dict[str, Any] = dict(p.option.value)
            if p.specs:
                plan = plan_targets(view, me, p.specs, p.effects, p.option.value)
                if plan is None:
                    continue
                answer["targets"] = plan.targets
            if best is None or draws > best[0]:
                try:
                    d.check(answer)
                except Exception:  # noqa: BLE001
                    continue
                best = (draws, Choice(answer, f"{p.name}: spare VP for {draws} more card(s)"))
        return best[1] if best else None

    def _self_help(self, view: GameView, d: Decision, cands: list[plays.Play]
                   ) -> Choice | None:
        """A heal when it has lost enough life for the heal to count in full."""
        me = d.player
        for p in cands:
            heal = max((ev.effect_amount(e, 0) for e in p.effects if e.kind == "heal"),
                       default=0)
            if heal and 20 - view.life(me) >= heal and not p.specs:
                try:
                    d.check(p.option.value)
                except Exception:  # noqa: BLE001
                    continue
                return Choice(p.option.value, f"{p.name}: heals {heal}")
        return None

    # ---- exchange phase -----------------------------------------------------------------
    def exchange(self, view: GameView, d: Decision) -> Choice:
        me = d.player
        if self._exchanged_turn == view.turn:
            return Choice({"done": True}, "")
        capacity = int(d.data.get("capacity", CAPACITY))
        unite: list[dict[str, Any]] = [o.value for o in d.options if "unite" in o.value]
        mine = [o for o in ev.creatures_of(view, me) if o.zone in ("reserve", "guard_post")
                and UNDER not in o.extra]
        active = [o for o in mine if not o.tapped]
        if unite and len(active) > capacity:
            def pair_worth(value: dict[str, Any]) -> float:
                objs = [view.object(i) for i in value["unite"]]
                return sum(ev.creature_worth(view, o) for o in objs if o is not None)

            best = max(unite, key=pair_worth)
            pair = dict(best)
            # the first one hosts the pair: one already in the guard post keeps it there
            pair["unite"] = sorted(pair["unite"], key=lambda i: getattr(
                view.object(i), "zone", "") != "guard_post")
            names = " and ".join(o.card.name for o in (view.object(i) for i in pair["unite"])
                                 if o is not None)
            return Choice(pair, f"unites {names}: the guard post can't hold all its creatures")
        self._exchanged_turn = view.turn
        ranked = sorted(active, key=lambda o: -ev.creature_worth(view, o))
        want = {o.id for o in ranked[:capacity]}
        stepping_in = [o for o in active if o.id in want and o.zone != "guard_post"]
        stepping_out = [o for o in active if o.id not in want and o.zone == "guard_post"]
        moves = [[o.id, "reserve"] for o in stepping_out] + \
            [[o.id, "guard_post"] for o in stepping_in]
        if not moves:
            return Choice({"done": True}, "keeps its guard post as it is")
        ins = [o.card.name for o in stepping_in]
        why = "guard post: " + ", ".join(ins) + " step in (its strongest active creatures)" \
            if ins else "moves its weaker creatures to the reserve"
        return Choice({"move": moves}, why)

    # ---- combat -------------------------------------------------------------------------
    def attack(self, view: GameView, d: Decision) -> Choice:
        me = d.player
        attackers = [view.object(o.value) for o in d.options if o.data.get("can_attack")]
        ready = [a for a in attackers if a is not None]
        defenders = [view.object(i) for i in d.data.get("guard_post", [])]
        guards = [g for g in defenders if g is not None]
        player = d.data.get("player", f"p{2 - me}")
        invisible = set(d.data.get("invisible", []))
        plan = hkk_attack.best_attack(view, me, ready, guards, player, invisible)
        if not plan.pairs:
            return Choice({"attackers": []}, "no attack: every attack would cost more than "
                          "it wins" if ready else "")
        bits = []
        if plan.face:
            bits.append(f"breaks through for {plan.face}")
        if plan.killed:
            bits.append("kills " + ", ".join(plan.killed))
        if plan.lost:
            bits.append("loses " + ", ".join(plan.lost))
        return Choice({"attackers": plan.pairs}, "attacks: " + "; ".join(bits or
                                                                        ["safe pressure"]))

    def assign(self, view: GameView, d: Decision) -> Choice:
        return divide.split(view, d)

    # ---- other questions ----------------------------------------------------------------
    def yes_no(self, view: GameView, d: Decision) -> Choice:
        return Choice(True, "uses it")

    def choose_target(self, view: GameView, d: Decision) -> Choice:
        scored = [(score_target(view, d.player, o.value, (), "harm")[0], o.value)
                  for o in d.options]
        worth, best = max(scored, key=lambda s: s[0])
        if worth <= NEVER / 2:
            return Choice(d.default_answer(), "")
        return Choice(best, f"aims at {d.options[[o.value for o in d.options].index(best)].label}")

    def choose_cards(self, view: GameView, d: Decision) -> Choice:
        """Its own cards it gives up cheapest first; otherwise the opponent's best ones."""
        me = d.player

        def worth(v: Any) -> float:
            obj = view.object(v) if isinstance(v, int) else None
            if obj is None:
                return 0.0
            card = obj.card
            return ev.mana_value(card.cost) + ((card.attack or 0) + (card.life or 0)) * 0.5

        values = [o.value for o in d.options]
        objs = [view.object(v) if isinstance(v, int) else None for v in values]
        own = sum(1 for o in objs if o is not None and o.owner == me)
        if own > len(values) / 2 and any(w in d.prompt.lower() for w in ("discard", "void")):
            picked = sorted(values, key=worth)[:d.min_choices]
        else:
            n = max(d.min_choices, min(d.max_choices, 1 if own else d.max_choices))
            picked = sorted(values, key=worth, reverse=True)[:n]
        return Choice(picked, "")

    def order(self, view: GameView, d: Decision) -> Choice:
        return Choice(list(range(len(d.options))), "")


def creatures_in(view: GameView, player: int, zone: str) -> list[GameObject]:
    return [o for o in ev.creatures_of(view, player) if o.zone == zone]
