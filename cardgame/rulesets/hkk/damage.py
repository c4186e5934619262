"""Damage (sebzés), healing (gyógyulás), VP, deaths and the per-turn damage records.

Why one module: damage to creatures and players feeds several rules at once — creatures
die at 0 life (K3 for players, H-combat for creatures), Izzó fókusz counts the damage you
dealt to your opponent this turn, Dornodon küldetése counts the damage your spells dealt
them — so every point of damage goes through `deal` and is recorded the same way.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from cardgame.engine.events import DamageDealt
from cardgame.engine.objects import GameObject, PendingTrigger
from cardgame.rulesets.hkk import chars as ch
from cardgame.rulesets.hkk import zones as z

if TYPE_CHECKING:
    from cardgame.engine.game import Game


@dataclass(frozen=True)
class Source:
    """Who deals damage, and whether it is a spell (for guardian, Tűzbéka, the records)."""

    controller: int
    name: str
    is_spell: bool = False
    combat: bool = False


def key(player: int) -> str:
    return f"p{player + 1}"


def turn_record(game: Game, player: int) -> dict[str, int]:
    """This turn's numbers for a player (reset when a turn begins)."""
    rec = game.players[player].extra.setdefault("turn", {})
    return rec  # type: ignore[no-any-return]


def deal(game: Game, source: Source, target: int | str, amount: int, rule: str) -> int:
    """Deal damage to a creature (an object id) or a player ("p1"/"p2"); returns it."""
    if amount <= 0:
        return 0
    if isinstance(target, str):
        idx = game.player_by_key(target)
        p = game.players[idx]
        game.deal_damage(source, idx, amount, source.combat)  # recorded by `on_damage`
        game.log.add(rule, "damage", "{} deals {} damage to {} (Ép: {})", source.name, amount,
                     p.name, p.life)
        game.touch()
        return amount
    obj = game.objects.get(target)
    if obj is None or obj.zone not in z.IN_PLAY:
        return 0
    game.deal_damage(source, obj, amount, source.combat)
    game.log.add(rule, "damage", "{} deals {} damage to {} (életerő: {} left)", source.name,
                 amount, obj.name, ch.life_left(game, obj))
    return amount


def heal(game: Game, target: int | str, amount: int, rule: str, who: str = "") -> None:
    """Heal a player (Ép goes up) or a creature (its damage goes down, not below 0)."""
    if amount <= 0:
        return
    if isinstance(target, str):
        idx = game.player_by_key(target)
        p = game.players[idx]
        game.gain_life(idx, amount)
        game.log.add(rule, "heal", "{} heals {} (gyógyul; Ép: {})", p.name, amount, p.life)
        game.touch()
        return
    obj = game.objects.get(target)
    if obj is None or obj.zone not in z.IN_PLAY:
        return
    healed = min(obj.damage, amount)
    if healed <= 0:
        return  # nothing to heal: no "heals 0" in the log
    obj.damage -= healed
    game.touch()
    game.log.add(rule, "heal", "{} heals {} (gyógyul){}", obj.name, healed,
                 f" {who}" if who else "")


def on_damage(game: Game, e: DamageDealt) -> None:
    """Observes damage events: damage to an opponent goes into this turn's records and
    triggers "damage to opponent" abilities (K21.18)."""
    idx, source = e.target, e.source
    if isinstance(idx, int) and isinstance(source, Source) and idx != source.controller:
        rec = turn_record(game, source.controller)
        rec["dealt_to_opponent"] = rec.get("dealt_to_opponent", 0) + e.amount
        if source.is_spell:
            taken = turn_record(game, idx)
            taken["spell_damage_taken"] = taken.get("spell_damage_taken", 0) + e.amount
        _damage_triggers(game, source.controller)


def _damage_triggers(game: Game, player: int) -> None:
    """Automatic abilities on "damage to opponent" (Izzó fókusz), once the threshold is met."""
    dealt = turn_record(game, player).get("dealt_to_opponent", 0)
    for o in z.in_play(game):
        if o.controller != player or z.UNDER in o.extra or not ch.works(o):
            continue
        for i, ab in enumerate(game.chars(o).abilities):
            if ab.kind != "triggered" or ab.trigger != "damage to opponent":
                continue
            if dealt < int(getattr(ab, "params", {}).get("at_least", 1)):
                continue
            used = o.extra.setdefault("hk_used", {})
            if getattr(ab, "limit", "") == "once per turn" and used.get(("t", i)) == game.turn:
                continue
            used[("t", i)] = game.turn
            game.triggers.append(PendingTrigger(o.id, player, ab, f"{o.name}: {ab.text}",
                                                o.zcc, {"rule": "K21.18"}))


def gain_vp(game: Game, player: int, amount: int, rule: str) -> None:
    p = game.players[player]
    cap = int(game.options.get("vp_cap", 20))
    before = p.vp
    p.vp = min(p.vp + max(amount, 0), max(cap, p.vp))
    game.log.add(rule, "vp", "{} gets {} VP (varázspont; pool {}){}", p.name, p.vp - before,
                 p.vp, f" — the pool holds at most {cap} (H-vp-carry)"
                 if p.vp - before < amount else "")
    game.touch()


def lose_vp(game: Game, player: int, amount: int, rule: str) -> None:
    p = game.players[player]
    lost = min(p.vp, max(amount, 0))
    p.vp -= lost
    game.log.add(rule, "vp", "{} loses {} VP (pool {})", p.name, lost, p.vp)
    game.touch()


def dying(game: Game) -> list[GameObject]:
    """Creatures whose damage has reached their life (they die at the next check)."""
    memo = game.memo.get("hkk_dying")
    if memo is not None and memo[0] == game.version:
        return list(memo[1])
    out = []
    for o in z.creatures(game):
        c = game.chars(o)
        if c.toughness is not None and o.damage >= c.toughness:
            out.append(o)
        elif c.toughness is not None and c.toughness <= 0:
            out.append(o)
    game.memo["hkk_dying"] = (game.version, out)
    return list(out)


def kill_dying(game: Game, rule: str) -> list[GameObject]:
    """Every creature at 0 life goes to its owner's discard pile, all at once."""
    dead = dying(game)
    for o in dead:
        if o.zone in z.IN_PLAY:
            z.leave_play(game, o, "discard", rule,
                         text=f"{o.name} has no life left: it dies and goes to the discard "
                              f"pile (gyűjtő)")
    return dead


def check_players(game: Game) -> None:
    """K3: a player at 0 Ép or below loses (both at once: a draw)."""
    losers = [p for p in game.players if p.life <= 0]
    if not losers:
        return
    if len(losers) == 2:
        game.end(None, "both players' Ép fell to 0 at once", "K3")
    loser = losers[0]
    loser.lost = True
    game.end(1 - loser.index, f"{loser.name}'s Ép fell to {loser.life}", "K3")
