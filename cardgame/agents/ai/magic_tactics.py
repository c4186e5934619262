"""How the AI plays the magic ruleset: one method per kind of question.

Main phases: a land of the colour its hand needs, then the most valuable spells it can
afford (creatures before combat so they can block next turn), removal on the opponent's
best creature, a board wipe only when the opponent's board is worth clearly more. Combat:
all-out when the damage is lethal even if the opponent blocks its biggest attackers;
otherwise each attacker goes in only when no blocker eats it for free, and blockers stay
home when the opponent's crack-back would otherwise kill. Blocks eat, wall and trade up,
and chump only to stay alive. It reads nothing but its view.
"""

from __future__ import annotations

import re
from typing import Any

from cardgame.agents.ai import divide, magic_attack, magic_gang, magic_regen, plays
from cardgame.agents.ai import evaluation as ev
from cardgame.agents.ai import magic_combat as mc
from cardgame.agents.ai.choice import Choice
from cardgame.agents.ai.targeting import LETHAL, plan_targets, player_key
from cardgame.engine.decisions import (
    ASSIGN_DAMAGE,
    CHOOSE_CARDS,
    DECLARE_ATTACKERS,
    DECLARE_BLOCKERS,
    ORDER_TRIGGERS,
    PAY_COST,
    PRIORITY,
    YES_NO,
    Decision,
)
from cardgame.engine.game import GameView
from cardgame.engine.objects import GameObject

NEAR_LETHAL: int = 2  # life left after combat that the next attack would surely take
CHEAP_CHUMP: float = 4.0  # the worth of a creature it gives up to keep that margin
BASIC_COLOURS = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


class MagicTactics:
    """Answers for the magic ruleset's questions (None: the agent uses the default)."""

    def decide(self, view: GameView, d: Decision) -> Choice | None:
        handler = {
            PRIORITY: self.priority, DECLARE_ATTACKERS: self.attack,
            DECLARE_BLOCKERS: self.block, ASSIGN_DAMAGE: self.assign,
            ORDER_TRIGGERS: self.order, PAY_COST: self.upkeep, YES_NO: self.yes_no,
            CHOOSE_CARDS: self.choose_cards,
        }.get(d.kind)
        return handler(view, d) if handler else None

    # ---- priority -----------------------------------------------------------------------
    def priority(self, view: GameView, d: Decision) -> Choice:
        me = d.player
        my_turn = view.active == me
        stack = view.stack()
        candidates = [plays.read(view, o) for o in d.options
                      if o.value.get("action") not in ("pass", "concede")
                      and not o.data.get("mana")]
        saved = magic_regen.save(view, me, candidates)
        if saved:
            return Choice(*saved)
        if stack:
            if stack[-1].controller != me:
                answer = self._best(view, d, [p for p in candidates
                                              if any(e.kind == "counter" for e in p.effects)],
                                    minimum=6.0)
                if answer:
                    return answer
            return Choice({"action": "pass"}, "lets the stack resolve")
        lethal = self._best(view, d, [p for p in candidates if p.specs], minimum=LETHAL)
        if lethal:
            return lethal
        burn = self._burn_out(view, d, candidates)
        if burn:
            return burn
        if my_turn and view.step in ("main1", "main2"):
            lands = [p for p in candidates if p.action == "play"]
            if lands:
                return self._land(view, me, lands)
            choice = self._develop(view, d, candidates)
            if choice:
                return choice
        if not my_turn and view.step == "end":
            instants = [p for p in candidates if p.specs and
                        (p.is_type("instant") or p.action == "activate")]
            racing = magic_attack.race_urgency(view, me) > 0
            choice = self._best(view, d, instants, minimum=4.0) or (
                self._best(view, d, instants, minimum=2.0) if racing else None)
            if choice:
                if racing:
                    choice.why += " (racing its flyers)"
                return choice
        return Choice({"action": "pass"}, "")

    def _burn_out(self, view: GameView, d: Decision, candidates: list[plays.Play]
                  ) -> Choice | None:
        """The burn in its hand kills the opponent together: start throwing it."""
        me = d.player
        foe = player_key(1 - me)
        hand = view.hand(me) or []
        total = sum(ev.effect_amount(e, 0) for o in hand for e in o.card.effects
                    if e.kind == "damage" and e.params.get("to") == "target")
        if total < view.life(1 - me):
            return None
        lands = sum(1 for o in view.battlefield() if view.chars(o).controller == me
                    and "Land" in o.card.types)
        cost = sum(ev.mana_value(o.card.cost) for o in hand
                   if any(e.kind == "damage" for e in o.card.effects))
        if cost > lands:
            return None  # not all of it this turn: keep it for when it is
        for p in candidates:
            if p.is_type("instant") and any(e.kind == "damage" for e in p.effects) \
                    and p.specs and foe in view.target_candidates(p.specs[0], me,
                                                                   p.option.value):
                answer = {**p.option.value, "targets": [foe]}
                try:
                    d.check(answer)
                except Exception:  # noqa: BLE001
                    continue
                return Choice(answer, f"{p.name} at the opponent: its burn in hand is "
                              f"lethal together ({total} damage)")
        return None

    def _land(self, view: GameView, me: int, lands: list[plays.Play]) -> Choice:
        """The land whose colour the hand needs most and the board has least."""
        need: dict[str, int] = {}
        for o in view.hand(me) or []:
            for sym in str(o.card.cost or ""):
                if sym in "WUBRG":
                    need[sym] = need.get(sym, 0) + 1
        have: dict[str, int] = {}
        for o in view.battlefield():
            colour = BASIC_COLOURS.get(o.card.name)
            if colour and view.chars(o).controller == me:
                have[colour] = have.get(colour, 0) + 1
        best = max(lands, key=lambda p: need.get(BASIC_COLOURS.get(p.name, ""), 0)
                   - have.get(BASIC_COLOURS.get(p.name, ""), 0))
        return Choice(best.option.value, f"plays {best.name}: its hand needs that colour")

    def _develop(self, view: GameView, d: Decision, candidates: list[plays.Play]
                 ) -> Choice | None:
        me = d.player
        best: tuple[float, Choice] | None = None
        for p in candidates:
            card = p.card
            if card is None:
                continue
            cost = ev.mana_value(card.cost)
            if p.action == "cast" and p.is_permanent and not p.specs:
                if "Creature" in card.types and self._overextended(view, me):
                    continue
                worth = 10 + cost + (card.power or 0) * 0.5
                why = f"casts {p.name}: the most it can do with its mana"
                if _copies_a_creature(card):
                    model = _best_creature(view)
                    if model is None or ev.creature_worth(view, model) < cost + 1:
                        continue  # a copy of nothing, or of too little for its cost
                    worth = 10 + ev.creature_worth(view, model) * 0.8
                    why = f"casts {p.name}: {model.card.name} is worth copying"
                elif _animates_lands(card):
                    worth = 1.0  # its lands become 1/1s that die in combat: last of all
                    why = f"casts {p.name}: nothing better to do with its mana"
                if any(k.startswith("cumulative upkeep sacrifice") for k in card.keywords):
                    fodder = len(ev.creatures_of(view, me))
                    if fodder == 0:
                        continue  # its first upkeep would eat it (702.24a)
                    worth = 10 + cost + min(card.power or 0, 2 * fodder) * 0.5
                answer: Any = dict(p.option.value)
                if any(e.kind == "destroy_all" for e in p.effects):
                    continue
            elif any(e.kind == "destroy_all" for e in p.effects):
                gain = sum(ev.creature_worth(view, o) for o in ev.creatures_of(view, 1 - me)) \
                    - sum(ev.creature_worth(view, o) for o in ev.creatures_of(view, me))
                if gain < 6:
                    continue
                worth, why, answer = 20 + gain, f"casts {p.name}: the opponent's board is " \
                    f"worth {gain:.0f} more than its own", dict(p.option.value)
            elif p.action == "activate" and _animates_itself(p):
                x = self._animate_size(view, me, p)
                if x is None:
                    continue
                answer = {**p.option.value, "x": x}
                worth, why = 2.0, f"animates {p.name} as a {x}/{x} to attack"
            elif p.action == "activate" and _is_equip(p):
                holder = self._equip_target(view, d, p)
                if holder is None:
                    continue
                answer = {**p.option.value, "targets": [holder.id]}
                worth, why = 6.0, f"equips {p.name} to {holder.card.name}: its best attacker"
            elif p.specs:
                plan = plan_targets(view, me, p.specs, p.effects, p.option.value)
                if plan is None or plan.worth < 4:
                    continue
                answer = {**p.option.value, "targets": plan.targets}
                worth, why = 8 + plan.worth, f"{p.name}: " + "; ".join(plan.why)
            elif p.action == "activate":
                if view.step != "main2" or not any(
                        e.kind in ("create_token", "draw") for e in p.effects):
                    continue
                worth, why, answer = 3.0, f"uses {p.name} with mana to spare", \
                    dict(p.option.value)
            else:
                if p.is_type("instant") or not p.effects:
                    continue
                worth, why, answer = 5 + cost, f"casts {p.name}", dict(p.option.value)
            if p.option.data.get("x") and "x" not in answer:
                answer["x"] = 2
            if p.option.data.get("modes"):
                answer["mode"] = 0
            if best is None or worth > best[0]:
                try:
                    d.check(answer)
                except Exception:  # noqa: BLE001 - an illegal idea is just not taken
                    continue
                best = (worth, Choice(answer, why))
        return best[1] if best else None

    @staticmethod
    def _animate_size(view: GameView, me: int, p: plays.Play) -> int | None:
        """Chimeric Staff: animate it only before its own combat, with all its untapped
        mana, when the X/X then survives any one blocker of the opponent (else it is a
        waste of a turn's mana); None when not."""
        if view.step != "main1" or p.obj is None or ev.is_creature(view, p.obj) \
                or p.obj.since_turn == view.turn:
            return None
        x = sum(1 for o in view.battlefield() if ev.mine(view, o, me) and not o.tapped
                and ev.is_land(view, o) and o.id != p.obj.id)
        biggest = max((ev.power(view, b) for b in ev.creatures_of(view, 1 - me)
                       if not b.tapped), default=0)
        return x if x >= 3 and x > biggest else None

    @staticmethod
    def _equip_target(view: GameView, d: Decision, p: plays.Play) -> GameObject | None:
        """The creature that gains most from the equipment: one that can attack this turn,
        best if no creature of the opponent can block it; None when it already holds it."""
        me = d.player
        foes = ev.creatures_of(view, 1 - me)
        cands = [view.object(c) for c in view.target_candidates(p.specs[0], me,
                                                                  p.option.value)]

        def score(o: GameObject) -> float:
            sick = o.since_turn == view.turn and not ev.has(view, o, "haste")
            unblocked = not any(mc.can_block(view, b, o) for b in foes)
            return ev.creature_worth(view, o) + (4.0 if unblocked else 0.0) \
                - (3.0 if sick else 0.0)
        able = [o for o in cands if o is not None and not ev.has(view, o, "defender")
                and ev.power(view, o) > 0]
        if not able or view.step != "main1" or p.obj is None:
            return None
        best = max(able, key=score)
        holder = view.object(p.obj.attached_to) if p.obj.attached_to is not None else None
        if holder is not None and ev.is_creature(view, holder) and \
                ev.mine(view, holder, me) and score(holder) >= score(best) - 0.5:
            return None
        return best

    @staticmethod
    def _overextended(view: GameView, me: int) -> bool:
        """Enough on the board already: more creatures would only feed a board wipe."""
        mine = ev.creatures_of(view, me)
        theirs = ev.creatures_of(view, 1 - me)
        lead = sum(ev.creature_worth(view, o) for o in mine) - \
            sum(ev.creature_worth(view, o) for o in theirs)
        return len(mine) >= 4 and lead >= 8 and view.hand_size(1 - me) > 0

    def _best(self, view: GameView, d: Decision, candidates: list[plays.Play],
              minimum: float) -> Choice | None:
        """The targeted play worth at least `minimum`, with its targets."""
        best: tuple[float, Choice] | None = None
        for p in candidates:
            plan = plan_targets(view, d.player, p.specs, p.effects, p.option.value)
            if plan is None or plan.worth < minimum:
                continue
            answer = {**p.option.value, "targets": plan.targets}
            if p.option.data.get("x"):
                answer["x"] = 2
            if best is None or plan.worth > best[0]:
                try:
                    d.check(answer)
                except Exception:  # noqa: BLE001
                    continue
                best = (plan.worth, Choice(answer, f"{p.name}: " + "; ".join(plan.why)))
        return best[1] if best else None

    # ---- combat -------------------------------------------------------------------------
    def attack(self, view: GameView, d: Decision) -> Choice:
        me, foe = d.player, 1 - d.player
        ready = [view.object(o.value) for o in d.options if o.data.get("can_attack")]
        attackers = [a for a in ready if a is not None]
        target = player_key(foe) if player_key(foe) in d.data["targets"] \
            else d.data["targets"][0]
        blockers = [o for o in ev.creatures_of(view, foe) if not o.tapped]
        life = view.life(foe)
        if attackers and self._lethal(view, attackers, blockers) >= life:
            return Choice({"attackers": [[a.id, target] for a in attackers], "bands": []},
                          f"attacks with everything: {self._lethal(view, attackers, blockers)}"
                          f" damage gets through even if the opponent blocks its biggest")
        threats = sorted((o for o in ev.creatures_of(view, foe) + ev.returning_creatures(view, foe)
                          if not ev.has(view, o, "defender")), key=lambda o: -ev.power(view, o))
        mine = ev.creatures_of(view, me)
        stoppers = [[b.id for b in mine if mc.can_block(view, b, t)] for t in threats]
        powers = [ev.power(view, t) for t in threats]
        stays = {o.id for o in mine if ev.has(view, o, "vigilance")}

        def crack_back(attacking: list[GameObject]) -> int:
            """The opponent's next attack if each creature at home blocks the biggest
            threat it can (the table of who can block whom is made once)."""
            free = {o.id for o in mine} - {a.id for a in attacking} | stays
            through = 0
            for power, able in zip(powers, stoppers, strict=True):
                b = next((x for x in able if x in free), None)
                if b is None:
                    through += power
                else:
                    free.discard(b)
            return through

        plan = magic_attack.best_attack(view, me, attackers, blockers, crack_back)
        answer = {"attackers": [[a.id, target] for a in plan.attackers], "bands": []}
        if not plan.attackers:
            return Choice(answer, "no attack: every attack would lose more than it wins"
                          if attackers else "")
        names = ", ".join(a.card.name for a in plan.attackers)
        bits = [f"{plan.through} damage should get through"]
        if plan.killed:
            bits.append("blocks would cost the opponent " + ", ".join(plan.killed))
        if plan.lost:
            bits.append("it accepts losing " + ", ".join(plan.lost))
        if not blockers:
            bits = ["no untapped creature can block"]
        return Choice(answer, f"attacks with {names}: " + "; ".join(bits))

    def _lethal(self, view: GameView, attackers: list[GameObject],
                blockers: list[GameObject]) -> int:
        """Damage that gets through if each blocker stops the biggest attacker it can."""
        left = sorted(attackers, key=lambda a: -ev.power(view, a))
        through = 0
        free = list(blockers)
        for a in left:
            b = next((b for b in free if mc.can_block(view, b, a)), None)
            if b is None:
                through += ev.power(view, a)
            else:
                free.remove(b)
                through += mc.trample_through(view, a, b)
        return through

    def block(self, view: GameView, d: Decision) -> Choice:
        """Good blocks first (eat, wall, trade up, double-block), then chumps while the rest
        would kill. When that plan still dies (its blockers went into trades with small
        attackers while the big ones come through), the blockers go to the biggest attackers
        first instead, and the good blocks take what is left."""
        me = d.player
        attackers = [view.object(a) for a in d.data["attackers"]]
        attackers_ = sorted((a for a in attackers if a is not None),
                            key=lambda a: -ev.creature_worth(view, a))
        free = [view.object(o.value) for o in d.options]
        first = _BlockPlan(view, d, attackers_, [b for b in free if b is not None])
        first.good_blocks()
        first.gangs()
        first.chumps()
        plan = first
        if first.incoming() >= view.life(me):
            second = _BlockPlan(view, d, attackers_, [b for b in free if b is not None])
            second.survive()
            second.good_blocks()
            second.gangs()
            if second.incoming() < first.incoming():
                plan = second
        plan.near_lethal()
        why = "; ".join(plan.reasons) if plan.reasons else ("no block: no good trade"
                                                            if attackers_ else "")
        return Choice({"blocks": plan.blocks}, why)

    def assign(self, view: GameView, d: Decision) -> Choice:
        return divide.split(view, d)

    def order(self, view: GameView, d: Decision) -> Choice:
        """Harmful triggers go on the stack last so they resolve first."""
        def harm(i: int) -> int:
            label = d.options[i].label.lower()
            return 1 if any(w in label for w in ("damage", "destroy", "counter")) else 0
        order = sorted(range(len(d.options)), key=harm)
        return Choice(order, "orders its triggers: the harmful one resolves first")

    def upkeep(self, view: GameView, d: Decision) -> Choice:
        """Cumulative upkeep: pay while the creature is worth more than the growing cost."""
        me = d.player
        n = int(d.data.get("count", 1))
        kind = d.data.get("kind", "")
        source = d.data.get("source")
        src = view.object(source) if isinstance(source, int) else None
        worth = ev.permanent_worth(view, src) if src is not None else 0.0
        name = src.card.name if src is not None else "it"
        if kind == "sacrifice":
            fodder = sorted((view.object(c) for c in d.data.get("candidates", [])
                             if c != d.data.get("source")),
                            key=lambda o: ev.creature_worth(view, o) if o else 99)
            fodder_ = [o for o in fodder if o is not None][:n]
            cost = sum(ev.creature_worth(view, o) for o in fodder_)
            if len(fodder_) == n and cost < worth * 0.6:
                return Choice({"pay": True, "choices": [o.id for o in fodder_]},
                              f"keeps {name}: sacrificing " +
                              ", ".join(o.card.name for o in fodder_) + " costs less")
            return Choice({"pay": False}, f"lets {name} go: the upkeep costs more than it")
        if kind == "life":
            pay = view.life(me) > 10 and n <= 3
        else:
            pay = n <= 2 or (n <= 3 and worth >= 8)
        if pay:
            return Choice({"pay": True}, f"pays upkeep ×{n} for {name}: still cheap")
        return Choice({"pay": False}, f"lets {name} go: upkeep ×{n} costs a whole turn")

    def yes_no(self, view: GameView, d: Decision) -> Choice:
        if d.rule == "103.5":
            hand = view.hand(d.player) or []
            lands = sum(1 for o in hand if "Land" in o.card.types)
            taken = re.search(r"put (\d+) on the bottom", d.prompt)  # London mulligan
            late = (taken is not None and int(taken.group(1)) >= 2) or len(hand) <= 5
            screwed = _colour_screwed(hand)
            keep = late or (2 <= lands <= 5 and not screwed)
            why = " of the wrong colours for its spells" if screwed and not keep else ""
            return Choice(keep, f"{'keeps' if keep else 'mulligans'} a hand with "
                          f"{lands} land(s){why}")
        return Choice(True, "uses it")

    def choose_cards(self, view: GameView, d: Decision) -> Choice:
        """Cards to give up (discard, bottom): extra lands first, then the cheapest."""
        me = d.player
        lands_out = sum(1 for o in view.battlefield()
                        if "Land" in o.card.types and view.chars(o).controller == me)
        hand_lands = sum(1 for o in (view.hand(me) or []) if "Land" in o.card.types)

        def keep_worth(v: Any) -> float:
            obj = view.object(v) if isinstance(v, int) else None
            if obj is None:
                return 0.0
            if obj.zone == "battlefield" and ev.is_creature(view, obj):
                return ev.creature_worth(view, obj)  # e.g. what a Clone copies
            if "Land" in obj.card.types:
                return 4.0 if lands_out + hand_lands <= 4 else 0.5
            return ev.mana_value(obj.card.cost) + (obj.card.power or 0) * 0.3
        values = [o.value for o in d.options]
        giving_up = any(w in d.prompt.lower() for w in ("discard", "bottom"))
        ranked = sorted(values, key=keep_worth, reverse=not giving_up)
        n = d.min_choices if giving_up else max(d.min_choices, min(d.max_choices, 1))
        picked = ranked[:n]
        names = ", ".join(view.object(v).card.name for v in picked  # type: ignore[union-attr]
                          if isinstance(v, int) and view.object(v) is not None)
        return Choice(picked, f"chooses {names}" if names else "")


def _copies_a_creature(card: Any) -> bool:
    """Clone, Phantasmal Image: it enters as a copy of a creature (707)."""
    return any(e.kind == "enters_as_copy" and e.params.get("filter") == "creatures"
               for a in card.abilities for e in a.effects)


def _animates_lands(card: Any) -> bool:
    """Kormus Bell: a static ability that makes lands (its own too) creatures."""
    return any(e.kind == "add_types" and "Creature" in (e.params.get("types") or ())
               and e.params.get("filter") and e.params.get("what") != "self"
               for a in card.abilities if a.kind == "static" for e in a.effects)


def _animates_itself(p: plays.Play) -> bool:
    """Chimeric Staff: an {X} ability that makes the permanent itself an X/X creature."""
    return p.option.data.get("x") is True and any(
        e.kind == "add_types" and e.params.get("what") == "self"
        and "Creature" in (e.params.get("types") or ()) for e in p.effects)


def _is_equip(p: plays.Play) -> bool:
    """An equip ability (702.6): it moves the equipment onto a creature of its own."""
    return p.obj is not None and "Equipment" in p.obj.card.subtypes and bool(p.specs) \
        and "equip" in p.option.label.lower()


def _best_creature(view: GameView) -> GameObject | None:
    """The most valuable creature on the battlefield (what a copy would copy)."""
    all_ = [o for o in view.battlefield() if ev.is_creature(view, o)]
    return max(all_, key=lambda o: ev.creature_worth(view, o)) if all_ else None


def _colour_screwed(hand: list[GameObject]) -> bool:
    """Basic lands of only colours that none of its coloured spells needs: such a hand
    casts nothing until it draws the other colour (a non-basic land may make any)."""
    lands = [o for o in hand if "Land" in o.card.types]
    if not lands or any(o.card.name not in BASIC_COLOURS for o in lands):
        return False
    have = {BASIC_COLOURS[o.card.name] for o in lands}
    needs = [{c for c in str(o.card.cost or "") if c in "WUBRG"} for o in hand
             if "Land" not in o.card.types]
    coloured = [n for n in needs if n]
    return bool(coloured) and all(not (n & have) for n in coloured) \
        and len(coloured) == len(needs)


class _BlockPlan:
    """One way of declaring blockers, built step by step; every step is checked legal."""

    def __init__(self, view: GameView, d: Decision, attackers: list[GameObject],
                 pool: list[GameObject]) -> None:
        self.view, self.d, self.attackers, self.pool = view, d, attackers, pool
        self.blocks: list[list[Any]] = []
        self.reasons: list[str] = []
        self.blocked: set[int] = set()

    def incoming(self) -> int:
        return sum(ev.power(self.view, a) for a in self.attackers if a.id not in self.blocked)

    def add(self, b: GameObject | tuple[GameObject, ...], a: GameObject) -> bool:
        group = b if isinstance(b, tuple) else (b,)
        trial = self.blocks + [[x.id, [a.id]] for x in group]
        try:
            self.d.check({"blocks": trial})
        except Exception:  # noqa: BLE001
            return False
        self.blocks[:] = trial
        for x in group:
            self.pool.remove(x)
        self.blocked.add(a.id)
        return True

    def options(self, a: GameObject) -> list[tuple[float, GameObject, str]]:
        """The good single blocks of `a`: eat, wall, trade up or even (best first)."""
        view = self.view
        out = []
        for b in self.pool:
            if not mc.can_block(view, b, a):
                continue
            a_dies, b_dies = mc.fight(view, a, b)
            wa, wb = ev.creature_worth(view, a), ev.creature_worth(view, b)
            if a_dies and not b_dies:
                out.append((3.0 + wa - wb * 0.1, b, f"{b.card.name} eats {a.card.name}"))
            elif not b_dies and not mc.trample_through(view, a, b):
                out.append((2.0 - wb * 0.05, b, f"{b.card.name} walls {a.card.name}"))
            elif a_dies and b_dies and wb <= wa + 0.5:
                out.append((1.0 + wa - wb, b, f"{b.card.name} trades with {a.card.name}"))
        return sorted(out, key=lambda o: -o[0])

    def good_blocks(self) -> None:
        for a in self.attackers:
            if a.id in self.blocked:
                continue
            for _, b, why in self.options(a):
                if self.add(b, a):
                    self.reasons.append(why)
                    break

    def gangs(self) -> None:
        """Two blockers kill what one can't (and menace needs two), when that pays."""
        for a in self.attackers:
            if a.id in self.blocked:
                continue
            gang = magic_gang.best_pair(self.view, a, self.pool)
            if gang is not None and gang.gain > 0.5 and self.add(gang.blockers, a):
                names = " and ".join(b.card.name for b in gang.blockers)
                self.reasons.append(f"{names} double-block {a.card.name} to kill it")

    def chumps(self) -> None:
        """Stay alive: chump the biggest unblocked attackers while the rest would kill."""
        view = self.view
        for a in sorted(self.attackers, key=lambda a: -ev.power(view, a)):
            if self.incoming() < view.life(self.d.player):
                break
            if a.id in self.blocked:
                continue
            self._chump(a)

    def near_lethal(self) -> None:
        """Left at 1 or 2 life, any attack next turn kills: a cheap creature chumps the
        biggest unblocked attacker to keep a margin."""
        view = self.view
        life = view.life(self.d.player)
        for a in sorted(self.attackers, key=lambda a: -ev.power(view, a)):
            left = life - self.incoming()
            if left <= 0 or left > NEAR_LETHAL:
                return
            if a.id in self.blocked:
                continue
            cheap = [b for b in sorted(self.pool, key=lambda b: ev.creature_worth(view, b))
                     if ev.creature_worth(view, b) < CHEAP_CHUMP and mc.can_block(view, b, a)]
            if cheap and self.add(cheap[0], a):
                self.reasons.append(f"{cheap[0].card.name} chumps {a.card.name}: "
                                    f"{left} life would be too little")

    def survive(self) -> None:
        """The biggest attackers get a blocker first (a good one if there is, else the
        cheapest), until the rest no longer kills."""
        view = self.view
        for a in sorted(self.attackers, key=lambda a: -ev.power(view, a)):
            if self.incoming() < view.life(self.d.player):
                break
            good = self.options(a)
            if good and self.add(good[0][1], a):
                self.reasons.append(good[0][2] + " to stay alive")
                continue
            self._chump(a)

    def _chump(self, a: GameObject) -> None:
        view = self.view
        for b in sorted(self.pool, key=lambda b: ev.creature_worth(view, b)):
            if mc.can_block(view, b, a) and self.add(b, a):
                self.reasons.append(f"{b.card.name} chumps {a.card.name} to stay alive")
                return
        gang = magic_gang.best_pair(view, a, self.pool, need_kill=False)  # menace: two
        if gang is not None and self.add(gang.blockers, a):
            names = " and ".join(b.card.name for b in gang.blockers)
            self.reasons.append(f"{names} block {a.card.name} together to stay alive")
