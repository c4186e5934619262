"""Dealing damage (120), with prevention and replacement first (615, 616).

Damage is an engine event that replacement effects settle before it happens
(`engine.replacement`). The prevention effects are one source of them: protection
(702.16e), prevention shields ("prevent the next N damage", 615.7) and "prevent all combat
damage" (615.1a). When more than one effect applies (a prevention, a doubling), the player
affected — the damaged player, or the controller of the damaged permanent — chooses which
applies first (616.1), and each applies in turn while damage remains. Then the damage is
dealt: life loss for a player (120.3a), marked damage on a creature (120.3e), loyalty lost
by a planeswalker (120.3c); deathtouch marks it (702.2b) and lifelink gains life for it (702.15b).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from cardgame.engine.events import DAMAGE_DEALT, DamageDealt, Event
from cardgame.engine.layers import Chars
from cardgame.engine.objects import GameObject, Target
from cardgame.engine.replacement import ReplacementEffect
from cardgame.rulesets.magic import prevent_from
from cardgame.rulesets.magic.keywords import protects_from
from cardgame.rulesets.magic.keywords.lifelink import after_damage

if TYPE_CHECKING:
    from cardgame.engine.game import Flow, Game


def shield_key(game: Game, target: Target) -> Any:
    if isinstance(target, str):
        return target
    obj = game.objects[target]
    return (obj.id, obj.zcc)


def _victim(game: Game, e: DamageDealt) -> tuple[Target, str]:
    """The damaged player's key ("p2") or permanent's id, and its name for the log."""
    t = e.target
    if isinstance(t, GameObject):
        return t.id, game.chars(t).name
    return game.players[t].key, game.players[t].name


def prevention_effects(game: Game, event: Event) -> list[ReplacementEffect]:
    """The prevention effects that watch damage (615), as the replacement step's source:
    "prevent all combat damage" (615.1a), protection (702.16e), prevention shields
    ("prevent the next N damage", 615.7). They are ordered with the replacement effects
    that apply to the same damage (616.1)."""
    if not isinstance(event, DamageDealt):
        return []
    out: list[ReplacementEffect] = []
    if event.combat and game.state.get("prevent_combat"):
        out.append(ReplacementEffect(("fog",), "prevent all combat damage this turn (615.1a)",
                                     DAMAGE_DEALT, _has_damage, _prevent_all, rule="615.1a"))
    if isinstance(event.source, Chars) and prevent_from.applies(game, event.source):
        out.append(ReplacementEffect(  # a rules change for the turn (611.2c)
            ("prevent_from",), f"prevent all damage {event.source.name} would deal (611.2c)",
            DAMAGE_DEALT, _has_damage, _prevent_all, rule="615.1a"))
    t = event.target
    if isinstance(t, GameObject) and isinstance(event.source, Chars):
        q = protects_from(game.chars(t), event.source)
        if q is not None:
            out.append(ReplacementEffect(
                ("protection", t.id), f"protection from {q} (702.16e)", DAMAGE_DEALT,
                _has_damage, partial(_prevent_all, protection=q), source=t.id,
                rule="702.16e"))
    shields = game.state.get("shields")
    if shields:
        key = shield_key(game, t.id if isinstance(t, GameObject) else game.players[t].key)
        n = shields.get(key, 0)
        if n > 0:
            out.append(ReplacementEffect(
                ("shield", key), f"prevent the next {n} damage (615.7)", DAMAGE_DEALT,
                _has_damage, partial(_use_shield, key=key), rule="615.7"))
    return out


def _has_damage(game: Game, e: DamageDealt) -> bool:
    return e.amount > 0


def _prevent_all(game: Game, e: DamageDealt, protection: str | None = None) -> None:
    kind = "combat damage" if e.combat else "damage"
    name = _victim(game, e)[1]
    if protection is None:
        game.log.add("615.1a", "prevent", "{} {} to {} is prevented", e.amount, kind, name)
    else:
        game.log.add("702.16e", "prevent", "{} {} to {} is prevented: protection from {}",
                     e.amount, kind, name, protection)
    return None


def _use_shield(game: Game, e: DamageDealt, key: Any) -> DamageDealt | None:
    shields = game.state["shields"]
    n = min(shields.get(key, 0), e.amount)
    shields[key] -= n
    game.log.add("615.7", "prevent", "{} of the {} {} to {} is prevented (shield)", n,
                 e.amount, "combat damage" if e.combat else "damage", _victim(game, e)[1])
    e.amount -= n
    return e if e.amount > 0 else None


def deal_damage(game: Game, source: Chars, target: Target, amount: int,
                combat: bool = False, own: tuple[ReplacementEffect, ...] = (),
                source_id: int | None = None, lifelink: bool = True) -> Flow:
    """Deal `amount` damage from a source with characteristics `source` (the object
    `source_id`, when known: "whenever this deals damage"); returns dealt. `lifelink`
    False: the caller gains the life itself, once for all the damage a source deals at
    the same time (combat damage, 119.9).

    The damage is an event: prevention and replacement effects settle it first, in the
    order the affected player chooses (616.1), then it is dealt."""
    if amount <= 0:
        return 0
    obj = None
    chars = None
    if isinstance(target, int):
        obj = game.objects.get(target)
        if obj is None or obj.zone != "battlefield" or obj.phased_out:
            return 0
        chars = game.chars(obj)
    game.touch()
    event: DamageDealt
    if isinstance(target, str):  # the log observes the damage events (log_damage)
        event = DamageDealt(source, game.player_by_key(target), amount, combat,
                            source_id=source_id)
    else:
        assert obj is not None and chars is not None
        if "Creature" in chars.types:
            event = DamageDealt(source, obj, amount, combat, source_id=source_id)
        elif "Planeswalker" in chars.types:
            event = DamageDealt(source, obj, amount, combat, counter="loyalty",
                                source_id=source_id)
        else:
            return 0
    dealt = yield from game.apply_flow(event, own)
    if not isinstance(dealt, DamageDealt) or dealt.amount <= 0:
        return 0
    hit = dealt.target
    if isinstance(hit, GameObject) and dealt.counter is None and source.has("deathtouch"):
        hit.deathtouched = True
    if lifelink:
        after_damage(game, source, dealt.amount)
    return dealt.amount


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
