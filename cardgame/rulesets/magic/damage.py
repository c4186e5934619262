"""Dealing damage (120), with prevention and replacement first (615, 616).

Before damage is dealt, the prevention effects that apply to it are collected: protection
(702.16e), prevention shields ("prevent the next N damage", 615.7) and "prevent all combat
damage" (615.1a). When more than one applies, the player affected — the damaged player,
or the controller of the damaged permanent — chooses which applies first (616.1), and
each is applied in turn while damage remains. Then the damage is dealt: life loss for a
player (120.3a), marked damage on a creature (120.3e), loyalty lost by a planeswalker
(120.3c); deathtouch marks it (702.2b) and lifelink gains life for it (702.15b).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cardgame.engine.decisions import CHOOSE, Decision, Option
from cardgame.engine.events import DamageDealt
from cardgame.engine.layers import Chars
from cardgame.engine.objects import GameObject, Target
from cardgame.errors import IllegalAction
from cardgame.rulesets.magic import prevent_from
from cardgame.rulesets.magic.keywords import protects_from
from cardgame.rulesets.magic.keywords.lifelink import after_damage

if TYPE_CHECKING:
    from cardgame.engine.game import Flow, Game


@dataclass
class _Prevention:
    label: str
    kind: str  # "protection" | "shield" | "fog"
    key: Any = None


def shield_key(game: Game, target: Target) -> Any:
    if isinstance(target, str):
        return target
    obj = game.objects[target]
    return (obj.id, obj.zcc)


def _preventions(game: Game, source: Chars, target: Target, chars: Chars | None,
                 combat: bool) -> list[_Prevention]:
    out: list[_Prevention] = []
    if combat and game.state.get("prevent_combat"):
        out.append(_Prevention("prevent all combat damage this turn (615.1a)", "fog"))
    if prevent_from.applies(game, source):
        out.append(_Prevention(f"prevent all damage {source.name} would deal (611.2c)", "fog"))
    if chars is not None:
        q = protects_from(chars, source)
        if q is not None:
            out.append(_Prevention(f"protection from {q} (702.16e)", "protection", q))
    shields = game.state.get("shields")
    if shields:
        key = shield_key(game, target)
        n = shields.get(key, 0)
        if n > 0:
            out.append(_Prevention(f"prevent the next {n} damage (615.7)", "shield", key))
    return out


def deal_damage(game: Game, source: Chars, target: Target, amount: int,
                combat: bool = False) -> Flow:
    """Deal `amount` damage from a source with characteristics `source`; returns dealt."""
    if amount <= 0:
        return 0
    kind = "combat damage" if combat else "damage"
    obj = None
    chars = None
    if isinstance(target, int):
        obj = game.objects.get(target)
        if obj is None or obj.zone != "battlefield" or obj.phased_out:
            return 0
        chars = game.chars(obj)
    name = chars.name if chars is not None else \
        game.players[game.player_by_key(str(target))].name
    preventions = _preventions(game, source, target, chars, combat)
    while preventions and amount > 0:
        chosen = preventions[0]
        if len(preventions) > 1:
            affected = chars.controller if chars is not None else \
                game.player_by_key(str(target))
            idx = yield _order_question(game, affected, preventions, name, amount, kind)
            chosen = preventions[idx]
        preventions.remove(chosen)
        amount = _prevent(game, chosen, amount, name, kind)
    if amount <= 0:
        return 0
    game.touch()
    if isinstance(target, str):  # the log observes the damage events (log_damage)
        game.deal_damage(source, game.player_by_key(target), amount, combat)
    else:
        assert obj is not None and chars is not None
        if "Creature" in chars.types:
            game.deal_damage(source, obj, amount, combat)
            if source.has("deathtouch"):
                obj.deathtouched = True
        elif "Planeswalker" in chars.types:
            game.deal_damage(source, obj, amount, combat, counter="loyalty")
    after_damage(game, source, amount)
    return amount


def log_damage(game: Game, e: DamageDealt) -> None:
    """The log's line for damage dealt (120.3a player, 120.3c planeswalker, 120.3e
    creature), written as the damage event happens."""
    kind = "combat damage" if e.combat else "damage"
    t = e.target
    if not isinstance(t, GameObject):
        game.log.add("120.3a", "damage", "{} deals {} {} to {}", e.source.name, e.amount,
                     kind, game.players[t].name)
    elif e.counter is None:
        game.log.add("120.3e", "damage", "{} deals {} {} to {}", e.source.name, e.amount,
                     kind, t.card.name)
    else:
        after = t.counters.get(e.counter, 0)
        game.log.add("120.3c", "damage", "{} deals {} {} to {} (loyalty {} -> {})",
                     e.source.name, e.amount, kind, t.card.name, after + e.removed, after)


def _prevent(game: Game, p: _Prevention, amount: int, name: str, kind: str) -> int:
    if p.kind == "fog":
        game.log.add("615.1a", "prevent", "{} {} to {} is prevented", amount, kind, name)
        return 0
    if p.kind == "protection":
        game.log.add("702.16e", "prevent", "{} {} to {} is prevented: protection from {}",
                     amount, kind, name, p.key)
        return 0
    shields = game.state["shields"]
    n = min(shields.get(p.key, 0), amount)
    shields[p.key] -= n
    game.log.add("615.7", "prevent", "{} of the {} {} to {} is prevented (shield)", n, amount,
                 kind, name)
    return amount - n


def _order_question(game: Game, player: int, preventions: list[_Prevention], name: str,
                    amount: int, kind: str) -> Decision:
    opts = [Option(p.label, i) for i, p in enumerate(preventions)]

    def check(answer: Any) -> int:
        if isinstance(answer, list) and len(answer) == 1:
            answer = answer[0]
        if isinstance(answer, int) and not isinstance(answer, bool) \
                and 0 <= answer < len(preventions):
            return answer
        raise IllegalAction(f"choose one of the {len(preventions)} prevention effects",
                            "616.1")

    return Decision(CHOOSE, player, f"{amount} {kind} would be dealt to {name}: which "
                    "prevention effect applies first?", opts, "616.1", validate=check,
                    default=lambda: 0)
