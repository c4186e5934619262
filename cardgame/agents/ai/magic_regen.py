"""Regeneration for the magic AI: which creatures could still regenerate, which of its
own are about to be destroyed, and the activation that saves one.

Why: a regeneration shield (701.15a) replaces the next destruction this turn, so a
creature with "{B}: Regenerate" and an untapped land is not lost to lethal damage or a
destroy spell. Counting it in the fight arithmetic without ever activating it would make
the AI block with creatures it then lets die; so the AI counts only what it will use:
it activates the shield when an opponent's spell or ability on the stack, or the combat
in progress, would destroy the creature.
"""

from __future__ import annotations

from typing import Any

from cardgame.agents.ai import evaluation as ev
from cardgame.agents.ai import plays
from cardgame.engine.game import GameView
from cardgame.engine.objects import GameObject, StackItem


def has_shield(view: GameView, obj: GameObject) -> bool:
    """It has a regeneration shield this turn (public: the table shows it)."""
    return any(m.startswith("regen") for m in view.marks(obj))


def _regenerates_itself(ability: Any) -> bool:
    return ability.kind == "activated" and any(
        e.kind == "regenerate" and e.params.get("what", "self") == "self"
        for e in ability.effects)


def regeneration_cost(view: GameView, obj: GameObject) -> int | None:
    """The mana value of its cheapest "Regenerate this" ability, None without one."""
    costs = [ev.mana_value(a.cost) for a in view.chars(obj).abilities
             if _regenerates_itself(a)]
    return min(costs) if costs else None


def _untapped_lands(view: GameView, player: int) -> int:
    return sum(1 for o in view.battlefield() if not o.tapped and ev.is_land(view, o)
               and view.chars(o).controller == player)


def could_regenerate(view: GameView, obj: GameObject) -> bool:
    """A shield already, or an ability its controller's untapped lands can pay for now
    (colours not checked: an estimate both sides' creatures are judged by)."""
    if has_shield(view, obj):
        return True
    cost = regeneration_cost(view, obj)
    return cost is not None and cost <= _untapped_lands(view, view.chars(obj).controller)


def _refs(item: StackItem, ref: Any) -> list[Any]:
    """The targets an effect's `to`/`what` names ("target", "target2"...)."""
    if not isinstance(ref, str) or not ref.startswith("target"):
        return []
    i = 0 if ref == "target" else int(ref[6:]) - 1 if ref[6:].isdigit() else -1
    return [item.targets[i]] if 0 <= i < len(item.targets) else []


def destroyed_by(view: GameView, item: StackItem) -> list[int]:
    """Creatures the stack item would destroy (destroy effects that allow regeneration,
    damage at least the toughness it has left)."""
    out: list[int] = []
    for e in item.effects:
        if e.kind == "destroy" and not e.params.get("no_regenerate"):
            out += [t for t in _refs(item, e.params.get("what", "target")) if isinstance(t, int)]
        elif e.kind == "damage":
            amount = e.params.get("amount")
            amount = item.x if amount == "X" else amount
            if not isinstance(amount, int):
                continue
            for t in _refs(item, e.params.get("to", "target")):
                obj = view.object(t) if isinstance(t, int) else None
                if obj is not None and ev.is_creature(view, obj) \
                        and amount >= ev.toughness_left(view, obj):
                    out.append(t)
    return out


def dying_in_combat(view: GameView, me: int) -> list[int]:
    """My creatures in the combat in progress that its damage would destroy."""
    from cardgame.agents.ai import magic_combat as mc

    record = view.combat()
    blocks: dict[int, list[int]] = dict(getattr(record, "blocks", None) or {})
    if not blocks:
        return []
    blockers_of: dict[int, list[int]] = {}
    for b, attacked in blocks.items():
        for a in attacked:
            blockers_of.setdefault(a, []).append(b)
    out: list[int] = []
    for a, bs in blockers_of.items():
        attacker = view.object(a)
        fighters = [view.object(b) for b in bs]
        if attacker is None or any(f is None for f in fighters):
            continue
        if view.chars(attacker).controller == me:  # all its blockers' damage lands on it
            taken = sum(mc.hits(view, f, attacker) for f in fighters if f is not None)
            if taken >= ev.toughness_left(view, attacker) or any(
                    f is not None and mc.hits(view, f, attacker) > 0
                    and ev.has(view, f, "deathtouch") for f in fighters):
                out.append(a)
        for f in fighters:
            if f is not None and view.chars(f).controller == me \
                    and mc.fight(view, attacker, f, regeneration=False)[1]:
                out.append(f.id)
    return out


def save(view: GameView, me: int, candidates: list[plays.Play]) -> tuple[Any, str] | None:
    """The activation that gives a doomed creature of mine its shield, if one is offered."""
    doomed: list[int] = []
    stack = view.stack()
    if stack and stack[-1].controller != me:
        doomed = destroyed_by(view, stack[-1])
    elif not stack and view.step in ("declare_blockers", "first_strike_damage"):
        doomed = dying_in_combat(view, me)
    for oid in doomed:
        obj = view.object(oid)
        if obj is None or has_shield(view, obj) or view.chars(obj).controller != me:
            continue
        for p in candidates:
            if p.action == "activate" and p.obj is not None and p.obj.id == oid \
                    and any(e.kind == "regenerate" for e in p.effects):
                return p.option.value, f"regenerates {obj.card.name}: it would be destroyed"
    return None
