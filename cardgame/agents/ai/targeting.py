"""Which targets an effect should take, and what the play is worth with them.

Shared by both rulesets: a harmful effect (damage, destroy, bounce, counter...) goes to
the opponent's most valuable thing it really removes (damage that doesn't kill is worth
little), or to the opponent when that wins the game; a helpful one (heal, pump...) goes
to its own side. Candidates come from `view.target_candidates`, the public legal list.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from cardgame.agents.ai import evaluation as ev
from cardgame.engine.cardmodel import Effect
from cardgame.engine.game import GameView

LETHAL = 1000.0  # the worth of winning the game on the spot
NEVER = -1e9


@dataclass(slots=True)
class Plan:
    """Targets for one play, its worth, and why those targets."""

    targets: list[Any] = field(default_factory=list)
    worth: float = 0.0
    why: list[str] = field(default_factory=list)


def aims_at_target(e: Effect) -> bool:
    return any(str(e.params.get(k, "")).startswith("target") for k in ("to", "who", "what"))


def intent(effects: Sequence[Effect]) -> str:
    """"harm", "help" or "" for effects that don't care who their target is."""
    for e in effects:
        if not aims_at_target(e):
            continue
        if e.kind in ev.HARMFUL:
            return "harm"
        if e.kind in ev.HELPFUL:
            return "help"
    return ""


def damage_of(effects: Sequence[Effect]) -> int:
    return sum(ev.effect_amount(e, 3) for e in effects
               if e.kind == "damage" and aims_at_target(e))


def player_key(player: int) -> str:
    return f"p{player + 1}"


def name_of(view: GameView, target: Any) -> str:
    if isinstance(target, str):
        return "the opponent" if target.startswith("p") else target
    obj = view.object(target) if isinstance(target, int) else None
    if obj is not None:
        return obj.card.name
    item = next((s for s in view.stack() if s.id == target), None)
    return item.name if item is not None else f"#{target}"


def score_target(view: GameView, me: int, target: Any, effects: Sequence[Effect],
                 how: str) -> tuple[float, str]:
    """The worth of aiming `effects` at `target`, and a few words saying why."""
    dmg = damage_of(effects)
    foe = player_key(1 - me)
    if isinstance(target, str):
        if how == "help":
            if target != player_key(me):
                return NEVER, ""
            missing = 20 - view.life(me)
            return min(missing, max((ev.effect_amount(e, 2) for e in effects
                                     if e.kind == "heal"), default=1)) * 0.5, \
                "heals itself"
        if target != foe:
            return NEVER, ""
        if dmg and dmg >= view.life(1 - me):
            return LETHAL, f"{dmg} damage is lethal"
        return dmg * 0.8 if dmg else 0.5, f"{dmg} damage to the opponent" if dmg else ""
    item = next((s for s in view.stack() if s.id == target), None)
    if item is not None and (view.object(target) is None or
                             view.object(target).zone == "stack"):  # type: ignore[union-attr]
        if item.controller == me:
            return (NEVER, "") if how == "harm" else (0.1, "")
        obj = view.object(item.source)
        card = obj.card if obj is not None else None
        stats = ((card.power or 0) + (card.toughness or 0)  # hkk attack/life live here too
                 if card is not None else 0)
        worth = stats + (2.0 * ev.mana_value(card.cost) if card is not None else 1.0)
        return (worth, f"counters {item.name}") if how == "harm" else (NEVER, "")
    obj = view.object(target) if isinstance(target, int) else None
    if obj is None:
        return 0.0, ""
    if obj.zone not in ("battlefield", "reserve", "guard_post", "table"):
        return (0.3, "") if how != "help" else (0.1, "")  # a card elsewhere (a pile)
    ours = ev.mine(view, obj, me)
    worth = ev.permanent_worth(view, obj)
    if how == "help":
        if not ours:
            return NEVER, ""
        healing = any(e.kind == "heal" for e in effects)
        if healing and not obj.damage:
            return 0.1, ""
        return worth * 0.3, f"helps {obj.card.name}"
    if ours:
        return NEVER, ""
    if dmg:
        if ev.is_creature(view, obj) and dmg >= ev.toughness_left(view, obj) \
                and ev.is_land(view, obj) and ev.power(view, obj) <= 1:
            return 1.5, f"{dmg} damage kills {obj.card.name}"  # a 1/1 land: face first
        if ev.is_creature(view, obj) and dmg >= ev.toughness_left(view, obj):
            return worth * 1.5 + 2, f"{dmg} damage kills {obj.card.name}"
        return -1.0, ""
    return worth, f"removes {obj.card.name}"


def plan_targets(view: GameView, me: int, specs: Sequence[str], effects: Sequence[Effect],
                 action: Any) -> Plan | None:
    """The best distinct target for each spec, or None when some spec has no good one."""
    how = intent(effects) or "harm"
    plan = Plan()
    for spec in specs:
        cands = [c for c in view.target_candidates(spec, me, action)
                 if c not in plan.targets]
        if not cands:
            return None
        scored = [(score_target(view, me, c, effects, how), c) for c in cands]
        (worth, why), best = max(scored, key=lambda s: s[0][0])
        if worth <= NEVER / 2:
            return None
        plan.targets.append(best)
        plan.worth += worth
        if why:
            plan.why.append(why)
    return plan
