"""Combat (506-511): declaring attackers and blockers, dividing and dealing damage.

Combat state lives in a `Combat` record for the current combat phase. Declarations are
questions to the attacking and defending player, checked completely before they take
effect (508.1, 509.1: an illegal declaration is refused, nothing changes). Damage is
assigned with forced assignments first, then one question per creature whose damage can
be divided, each checked against everything assigned so far in the step (510.1).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from cardgame.engine.decisions import (
    ASSIGN_DAMAGE,
    DECLARE_ATTACKERS,
    DECLARE_BLOCKERS,
    Decision,
    Option,
)
from cardgame.engine.events import Attacks, BecomesBlocked, Blocks
from cardgame.engine.layers import Chars
from cardgame.engine.objects import GameObject, Target
from cardgame.errors import IllegalAction
from cardgame.rulesets.magic import combat_requirements as req
from cardgame.rulesets.magic import printed, sba, shield_choice
from cardgame.rulesets.magic.costs import summoning_sick
from cardgame.rulesets.magic.damage import deal_damage
from cardgame.rulesets.magic.keywords import (
    banding,
    block_restriction,
    declaration_restriction,
    simple,
    strike,
)
from cardgame.rulesets.magic.keywords.base import DECLARATION_WORDS
from cardgame.rulesets.magic.keywords.blocking import max_blocks
from cardgame.rulesets.magic.keywords.deathtouch import lethal_for
from cardgame.rulesets.magic.keywords.lifelink import after_damage
from cardgame.rulesets.magic.keywords.trample import tramples, tramples_over_planeswalkers

if TYPE_CHECKING:
    from cardgame.engine.game import Flow, Game


@dataclass
class Combat:
    """Who attacks what, who blocks whom, and what has already dealt damage."""

    attackers: dict[int, Target] = field(default_factory=dict)
    bands: list[list[int]] = field(default_factory=list)
    blocks: dict[int, list[int]] = field(default_factory=dict)  # blocker -> attackers
    blocked_by: dict[int, list[int]] = field(default_factory=dict)  # attacker -> blockers
    blocked: set[int] = field(default_factory=set)  # 509.1h: stays blocked
    dealt_first: set[int] = field(default_factory=set)

    def remove(self, oid: int) -> None:
        """506.4: a creature leaving combat stops attacking/blocking."""
        self.attackers.pop(oid, None)
        for band in self.bands:
            if oid in band:
                band.remove(oid)
        for a in self.blocks.pop(oid, []):
            if oid in self.blocked_by.get(a, []):
                self.blocked_by[a].remove(oid)
        for b in self.blocked_by.pop(oid, []):
            if oid in self.blocks.get(b, []):
                self.blocks[b].remove(oid)

    def in_combat(self, oid: int) -> bool:
        return oid in self.attackers or oid in self.blocks


def combat_of(game: Game) -> Combat:
    c = game.state.get("combat")
    if c is None:
        c = Combat()
        game.state["combat"] = c
    return c


# ---- declare attackers (508) ------------------------------------------------------------
def can_attack(game: Game, obj: GameObject) -> str | None:
    """Why this creature can't attack now (508.1a, 302.6, 702.3b), or None."""
    c = game.chars(obj)
    if "Creature" not in c.types:
        return f"{c.name} is not a creature (506.3)"
    if c.controller != game.active:
        return f"you don't control {c.name} (508.1a)"
    if obj.tapped:
        return f"{c.name} is tapped (508.1a)"
    if summoning_sick(game, obj) and not simple.ignores_summoning_sickness(c):
        return f"{c.name} has summoning sickness (302.6)"
    return simple.cant_attack(c)


def creatures_of(game: Game, player: int) -> list[GameObject]:
    """The creatures on the battlefield that `player` controls, in battlefield order.
    With no continuous effect, each permanent's characteristics are its printed ones
    plus counters (`layers.compute`), which change neither types nor controller: the
    card and the object say, without computing characteristics for every land."""
    if not game.active_effects():
        return [o for o in game.battlefield()
                if o.controller == player and "Creature" in o.card.types]
    out = []
    for o in game.battlefield():
        c = game.chars(o)
        if c.controller == player and "Creature" in c.types:
            out.append(o)
    return out


def attack_targets(game: Game) -> list[Target]:
    """The defending player and the planeswalkers they control (506.3, 508.1b)."""
    dp = 1 - game.active
    out: list[Target] = [f"p{dp + 1}"]
    plain = not game.active_effects()
    for o in game.battlefield():
        if plain and "Planeswalker" not in o.card.types:
            continue
        c = game.chars(o)
        if "Planeswalker" in c.types and c.controller == dp:
            out.append(o.id)
    return out


def declare_attackers(game: Game) -> Flow:
    """508.1: ask the active player, then tap attackers and fire attack triggers."""
    ap = game.active
    eligible = creatures_of(game, ap)
    options = [Option(o.card.name, o.id, {"can_attack": can_attack(game, o) is None})
               for o in eligible]
    targets = attack_targets(game)
    data: dict[str, Any] = {"targets": targets}
    able: set[int] | None = None
    if not req.possible(game):  # no word that restricts or requires attacks (508.1c-d)
        able = {o.value for o in options if o.data["can_attack"]}
        data["any_subset"] = True
    d = Decision(DECLARE_ATTACKERS, ap, "Declare attackers", options, "508.1",
                 min_choices=0, max_choices=len(options), data=data,
                 validate=lambda a: check_attackers(game, a, able, targets),
                 default=lambda: _default_attack(game, targets[0]))
    answer = yield d
    combat = combat_of(game)
    for oid, target in answer["attackers"]:
        combat.attackers[oid] = target
    combat.bands = [list(b) for b in answer.get("bands", [])]
    game.touch()  # attacking is state version-keyed caches must see (vigilance taps nothing)
    sba.carry_forward(game)  # but not state SBAs or the legend rule read
    for oid, target in answer["attackers"]:
        obj = game.objects[oid]
        c = game.chars(obj)
        if simple.taps_to_attack(c):
            game.tap(obj)
        what = target if isinstance(target, str) else game.objects[target].card.name
        who = game.players[game.player_by_key(what)].name if isinstance(target, str) else what
        game.log.add("508.1", "attack", "{} attacks {}{}", c.name, who,
                     " (vigilance: doesn't tap, 702.20b)" if c.has("vigilance") else "")
    for band in combat.bands:
        names = ", ".join(game.objects[i].card.name for i in band)
        game.log.add("702.22c", "band", "{} attack as a band", names)
    if not answer["attackers"]:
        game.log.add("508.8", "no_attack", "{} declares no attackers", game.players[ap].name)
    for oid, target in answer["attackers"]:  # 508.3a: attack triggers
        game.notify(Attacks(game.objects[oid], target))


def check_attackers(game: Game, answer: Any, able: set[int] | None = None,
                    targets: list[Target] | None = None) -> dict[str, Any]:
    """Validate a whole attack declaration (508.1a-e); normalise it.

    `able` and `targets` come with a question asked where no word restricts or requires
    attacks: the creatures that can attack and what they can attack, in the state the
    question was asked in (which can't change while it is pending). Then any set of them
    each at one of those, without bands, is legal as it is (`_any_subset`).
    """
    if able is not None and targets is not None:
        plain = _any_subset(answer, able, targets)
        if plain is not None:
            return plain
    default_target = f"p{2 - game.active}"
    pairs: list[list[Any]] = []
    bands: list[list[int]] = []
    if isinstance(answer, dict) and "attackers" in answer:
        raw = answer["attackers"]
        raw_bands = answer.get("bands") or []
        if not isinstance(raw_bands, list) or not all(isinstance(b, list) for b in raw_bands):
            raise IllegalAction(f"bands are lists of attacking creatures, not {raw_bands!r}",
                                "702.22c")
        bands = [list(b) for b in raw_bands]
    else:
        raw = answer
    if not isinstance(raw, (list, dict)):
        raise IllegalAction(f"declare attackers with a list of [attacker, target] pairs, "
                            f"not {raw!r}", "508.1a")
    if isinstance(raw, dict):
        raw = list(raw.items())
    for entry in raw:
        if isinstance(entry, (list, tuple)) and len(entry) == 2:
            pairs.append([entry[0], entry[1]])
        else:
            pairs.append([entry, default_target])
    legal_targets = attack_targets(game)
    seen: set[int] = set()
    for oid, target in pairs:
        obj = game.objects.get(oid) if isinstance(oid, int) else None
        if obj is None or obj.zone != "battlefield" or obj.phased_out:
            raise IllegalAction(f"{oid!r} is not a creature on the battlefield", "508.1a")
        if oid in seen:
            raise IllegalAction(f"{obj.card.name} is declared twice", "508.1a")
        seen.add(oid)
        why = can_attack(game, obj)
        if why:
            _refuse(why)
        if target not in legal_targets:
            raise IllegalAction(f"{obj.card.name} can't attack {target!r}: only the defending "
                                f"player or their planeswalkers", "508.1b")
    if req.possible(game):
        ids = [p[0] for p in pairs]
        why = req.attack_restriction(game, ids) \
            or req.attack_requirement(game, ids, _able(game))
        if why:
            _refuse(why)
    for band in bands:
        _check_band(game, band, dict((p[0], p[1]) for p in pairs))
    in_bands = [i for b in bands for i in b]
    if len(in_bands) != len(set(in_bands)):
        raise IllegalAction("a creature can be in only one band", "702.22c")
    return {"attackers": pairs, "bands": bands}


def _any_subset(answer: Any, able: set[int], targets: list[Target]) -> dict[str, Any] | None:
    """The normalised declaration of distinct creatures of `able`, each at one of
    `targets`, without bands; None for anything else (the full check then decides)."""
    if type(answer) is not dict or answer.get("bands"):
        return None
    raw = answer.get("attackers")
    if type(raw) is not list:
        return None
    pairs: list[list[Any]] = []
    seen: set[int] = set()
    for entry in raw:
        if type(entry) is not list or len(entry) != 2:
            return None
        oid, target = entry
        if type(oid) is not int or oid not in able or oid in seen or target not in targets:
            return None
        seen.add(oid)
        pairs.append([oid, target])
    return {"attackers": pairs, "bands": []}


def _able(game: Game) -> list[int]:
    """The creatures of the active player that could attack now (508.1a)."""
    return [o.id for o in game.battlefield() if game.chars(o).controller == game.active
            and "Creature" in game.chars(o).types and can_attack(game, o) is None]


def _default_attack(game: Game, target: Target) -> dict[str, Any]:
    """No attack, unless a creature must attack if able (508.1d): then the fewest
    attackers that obey the most requirements."""
    best = (req.best_attack(game, _able(game)) or []) if req.possible(game) else []
    return {"attackers": [[a, target] for a in best], "bands": []}


def _check_band(game: Game, band: list[int], attacking: dict[int, Target]) -> None:
    """702.22c-d: a legal band, all attacking the same player or planeswalker."""
    for oid in band:
        if oid not in attacking:
            name = game.objects[oid].card.name if oid in game.objects else repr(oid)
            raise IllegalAction(f"{name} is in a band but not attacking", "702.22c")
    if len({str(attacking[i]) for i in band}) != 1:
        raise IllegalAction("all creatures in a band must attack the same player or "
                            "planeswalker", "702.22d")
    why = banding.band_problem([game.chars(game.objects[i]) for i in band])
    if why:
        _refuse(why)


_DECLARATION_WORDS: tuple[str, ...] = tuple(DECLARATION_WORDS)  # (all registered by now)


# ---- declare blockers (509) ----------------------------------------------------------------
def declare_blockers(game: Game) -> Flow:
    """509.1: ask the defending player; mark blocked attackers (509.1h)."""
    dp = 1 - game.active
    combat = combat_of(game)
    eligible = [o for o in creatures_of(game, dp) if not o.tapped]
    options = [Option(o.card.name, o.id, {"max_blocks": max_blocks(game.chars(o))})
               for o in eligible]
    data: dict[str, Any] = {"attackers": list(combat.attackers)}
    pairs: dict[tuple[int, int], str | None] = {}  # this question's answers per pair

    def why_not(b: int, a: int) -> str | None:
        """Why blocker `b` can't block attacker `a` (509.1b), asked once per question:
        the state can't change while it is pending."""
        key = (b, a)
        if key in pairs:
            return pairs[key]
        why = pairs[key] = block_restriction(game, game.chars(game.objects[a]),
                                             game.chars(game.objects[b]), dp)
        return why

    if not req.possible(game) and not printed.any_of(game, _DECLARATION_WORDS):
        # each block is legal or not by itself: `why_not(b, a)` None says it is
        data["why_not"] = why_not
    d = Decision(DECLARE_BLOCKERS, dp, "Declare blockers", options, "509.1",
                 min_choices=0, max_choices=len(options), data=data,
                 validate=lambda a: check_blockers(game, a, why_not),
                 default=lambda: {"blocks": _best_blocks(game) or []})
    answer = yield d
    for b, attackers in answer["blocks"]:
        combat.blocks[b] = list(attackers)
        for a in attackers:
            combat.blocked_by.setdefault(a, []).append(b)
            combat.blocked.add(a)
            game.log.add("509.1", "block", "{} blocks {}", game.objects[b].card.name,
                         game.objects[a].card.name)
    _band_blocks(game, combat)
    game.touch()  # blocking and blocked are state too (no event marks them)
    sba.carry_forward(game)  # (SBAs and the legend rule read neither)
    if not answer["blocks"]:
        game.log.add("509.1", "no_block", "{} declares no blockers", game.players[dp].name)
    for b, _ in answer["blocks"]:  # 509.5a-b: block triggers, band members included (702.22h)
        game.notify(Blocks(game.objects[b], tuple(combat.blocks[b])))
    for aid in combat.blocked:  # 509.5c-d: once per combat; "by a creature" per blocker
        obj = game.objects[aid]
        if obj.zone == "battlefield":
            game.notify(BecomesBlocked(obj, tuple(combat.blocked_by.get(aid, ()))))


def _band_blocks(game: Game, combat: Combat) -> None:
    """702.22h: a creature blocking one member of a band blocks every member."""
    for band in combat.bands:
        blockers = {b for a in band for b in combat.blocked_by.get(a, [])}
        for a in band:
            for b in blockers:
                if b not in combat.blocked_by.setdefault(a, []):
                    combat.blocked_by[a].append(b)
                    combat.blocks[b].append(a)
                    combat.blocked.add(a)
                    game.log.add("702.22h", "band_block", "{} also blocks {} (band)",
                                 game.objects[b].card.name, game.objects[a].card.name)


def check_blockers(game: Game, answer: Any,
                   why_not: Callable[[int, int], str | None] | None = None) -> dict[str, Any]:
    """Validate a whole block declaration (509.1a-c); normalise it. `why_not(blocker,
    attacker)`, when given, is the question's kept `block_restriction` per pair."""
    dp = 1 - game.active
    combat = combat_of(game)
    raw = answer.get("blocks", answer) if isinstance(answer, dict) and "blocks" in answer \
        else answer
    if not isinstance(raw, (list, dict)):
        raise IllegalAction(f"declare blockers with a list of [blocker, [attackers]] pairs, "
                            f"not {raw!r}", "509.1a")
    if isinstance(raw, dict):
        raw = list(raw.items())
    out: list[list[Any]] = []
    seen: set[int] = set()
    for entry in raw:
        if not isinstance(entry, (list, tuple)) or len(entry) != 2:
            raise IllegalAction(f"not a block: {entry!r}", "509.1a")
        b, attackers = entry
        if not isinstance(attackers, (list, tuple)):
            attackers = [attackers]
        blocker = game.objects.get(b) if isinstance(b, int) else None
        if blocker is None or blocker.zone != "battlefield" or blocker.phased_out:
            raise IllegalAction(f"{b!r} is not a creature on the battlefield", "509.1a")
        bc = game.chars(blocker)
        if bc.controller != dp or "Creature" not in bc.types:
            raise IllegalAction(f"{bc.name} is not a creature you control", "509.1a")
        if blocker.tapped:
            raise IllegalAction(f"{bc.name} is tapped and can't block", "509.1a")
        if b in seen:
            raise IllegalAction(f"{bc.name} is declared as a blocker twice", "509.1a")
        seen.add(b)
        if not attackers:
            raise IllegalAction(f"{bc.name} must block an attacking creature", "509.1a")
        if len(attackers) > max_blocks(bc) or len(set(attackers)) != len(attackers):
            raise IllegalAction(f"{bc.name} can block only {max_blocks(bc)} creature(s)",
                                "509.1a")
        for a in attackers:
            att = game.objects.get(a) if isinstance(a, int) else None
            if att is None or a not in combat.attackers:
                raise IllegalAction(f"{game.objects[a].card.name if att else a!r} is not "
                                    f"attacking", "509.1a")
            why = block_restriction(game, game.chars(att), bc, dp) if why_not is None \
                else why_not(b, a)
            if why:
                _refuse(why)
        out.append([b, list(attackers)])
    blockers_of: dict[int, list[int]] = {}
    for b, attackers in out:
        for a in attackers:
            blockers_of.setdefault(a, []).append(b)
    why = declaration_restriction(game, blockers_of)
    if why:
        _refuse(why)
    if req.possible(game):
        ids = [b for b, _ in out]
        why = req.block_count_restriction(game, ids) \
            or req.block_requirement(game, ids, _best_blocks(game))
        if why:
            _refuse(why)
    return {"blocks": out}


def _best_blocks(game: Game) -> list[list[Any]] | None:
    """Blocks obeying the most "blocks if able" requirements (509.1c), as [blocker,
    [attacker]] pairs; [] when no creature has one."""
    if not req.possible(game):
        return []
    dp = 1 - game.active
    attackers = list(combat_of(game).attackers)
    able = [o.id for o in game.battlefield() if game.chars(o).controller == dp
            and "Creature" in game.chars(o).types and not o.tapped]

    def allowed(b: int, a: int) -> bool:
        return block_restriction(game, game.chars(game.objects[a]),
                                 game.chars(game.objects[b]), dp) is None

    best = req.best_block(game, able, attackers, allowed,
                          lambda bo: declaration_restriction(game, bo))
    return None if best is None else [[b, [a]] for b, a in best]


# ---- combat damage (510) ---------------------------------------------------------------------
def has_first_strike_step(game: Game) -> bool:
    """506.1 / 510.4: a first-strike damage step happens if any combatant has FS or DS."""
    combat = combat_of(game)
    for oid in list(combat.attackers) + list(combat.blocks):
        o = game.objects.get(oid)
        if o is not None and o.zone == "battlefield" and strike.strikes_first(game.chars(o)):
            return True
    return False


@dataclass
class _Assigner:
    """Damage assigned so far in this step: who deals how much to whom (510.1)."""

    game: Game
    assigned: dict[Target, int] = field(default_factory=dict)
    plan: list[tuple[Chars, Target, int, int]] = field(default_factory=list)
    deathtouched: set[Target] = field(default_factory=set)  # 702.2c: already lethal
    # 510.1e: the assignment is checked as a whole, so a trampler may leave a blocker short
    # of lethal damage when divisions still to come can make up the rest (`later`: power
    # still to be divided among recipients including it); such a blocker is `owed` lethal
    # damage by the last division that can reach it
    later: dict[int, int] = field(default_factory=dict)
    owed: set[int] = field(default_factory=set)

    def add(self, source: Chars, target: Target, amount: int, source_id: int) -> None:
        if amount > 0:
            self.assigned[target] = self.assigned.get(target, 0) + amount
            self.plan.append((source, target, amount, source_id))
            if source.has("deathtouch"):
                self.deathtouched.add(target)

    def lethal(self, target: int, source: Chars) -> int:
        """Lethal damage still needed (702.19b, 702.2c): counts marked and assigned damage,
        and none is needed once a deathtouch source has assigned it some (702.2c).
        For a planeswalker (trample over planeswalkers), damage equal to its loyalty less
        what is already assigned to it (702.19c); deathtouch doesn't change that."""
        obj = self.game.objects[target]
        oc = self.game.chars(obj)
        if "Creature" not in oc.types and "Planeswalker" in oc.types:
            return max(0, obj.counters.get("loyalty", 0) - self.assigned.get(target, 0))
        if target in self.deathtouched:  # another deathtouch source's damage is lethal
            return 0
        tough = oc.toughness or 0
        return lethal_for(source, max(0, tough - obj.damage - self.assigned.get(target, 0)))


def combat_damage(game: Game, first: bool) -> Flow:
    """510.1-510.2: assign all combat damage (forced first, then asked), deal it at once."""
    combat = combat_of(game)
    asg = _Assigner(game)
    asks: list[tuple[GameObject, Chars, list[int], Target | None, int, int]] = []

    def deals(obj: GameObject, c: Chars) -> bool:
        return strike.deals_damage_in(c, first, obj.id in combat.dealt_first)

    dealers: list[int] = []
    ap, dp = game.active, 1 - game.active
    for aid in list(combat.attackers):
        obj = game.objects[aid]
        c = game.chars(obj)
        if not deals(obj, c):
            continue
        dealers.append(aid)
        power = c.power or 0
        if power <= 0:
            continue
        target: Target | None = combat.attackers[aid]
        over = tramples_over_planeswalkers(c)
        if isinstance(target, int) and (target not in game.objects
                                        or game.objects[target].zone != "battlefield"):
            target = None  # 510.1b: its planeswalker is gone
            if over:  # 702.19e: its damage goes to the defending player instead
                target = f"p{dp + 1}"
        walker_owner = _walker_controller(game, target) if over else None
        blockers = [b for b in combat.blocked_by.get(aid, []) if b in combat.blocks]
        if walker_owner is not None and isinstance(target, int) and (
                aid not in combat.blocked or not blockers):
            # 702.19c/d: the planeswalker, then its controller
            asks.append((obj, c, [target], walker_owner, power, ap))
            continue
        if aid not in combat.blocked:
            if target is not None:
                asg.add(c, target, power, obj.id)
            continue
        trample = tramples(c)
        if walker_owner is not None and isinstance(target, int):  # 702.19c
            asks.append((obj, c, blockers + [target], walker_owner, power, ap))
            continue
        if not blockers:
            if trample and target is not None:
                asg.add(c, target, power, obj.id)  # 702.19d
                game.log.add("702.19d", "trample", "{} has no blockers left: all its damage "
                             "goes to {}", c.name, _target_name(game, target))
            continue
        to_player = target if trample else None
        divider = ap
        if banding.defender_divides([game.chars(game.objects[b]) for b in blockers]):
            divider, to_player = dp, None  # 702.22j: the defender divides among blockers
            game.log.add("702.22j", "banding", "{} is blocked by a creature with banding: "
                         "{} divides its damage", c.name, game.players[dp].name)
        if len(blockers) == 1 and to_player is None:
            asg.add(c, blockers[0], power, obj.id)
            game.forced(ASSIGN_DAMAGE, divider, [[blockers[0], power]], source=aid)
            continue
        asks.append((obj, c, blockers, to_player, power, divider))
    # 510.1, 702.19b: the attackers' assignment is one action, and a trampler's "lethal"
    # counts what the other attackers assign to its blockers; those divisions don't
    # depend on lethal damage, so they are asked first, whatever the declaration order.
    asks.sort(key=lambda ask: ask[3] is not None)
    for bid in list(combat.blocks):
        obj = game.objects[bid]
        c = game.chars(obj)
        if not deals(obj, c):
            continue
        dealers.append(bid)
        power = c.power or 0
        attackers = [a for a in combat.blocks[bid] if a in combat.attackers]
        if power <= 0 or not attackers:
            continue
        if len(attackers) == 1:
            asg.add(c, attackers[0], power, obj.id)
            game.forced(ASSIGN_DAMAGE, dp, [[attackers[0], power]], source=bid)
            continue
        divider = dp
        if banding.attacker_divides([game.chars(game.objects[a]) for a in attackers]):
            divider = ap  # 702.22k: blocking a creature with banding
            game.log.add("702.22k", "banding", "{} blocks a creature with banding: {} "
                         "divides its damage", c.name, game.players[ap].name)
        asks.append((obj, c, attackers, None, power, divider))
    for k, (obj, c, recipients, to_player, power, who) in enumerate(asks):
        asg.later = {}
        for ask in asks[k + 1:] if to_player is not None or asg.owed else ():
            for r in ask[2]:
                asg.later[r] = asg.later.get(r, 0) + ask[4]
        forced = _forced_split(asg, c, recipients, to_player, power)
        if forced is not None:
            split = forced
            game.forced(ASSIGN_DAMAGE, who, forced, source=obj.id)
            game.log.add("510.1c", "forced_assign", "{} assigns its {} damage the only legal "
                         "way", c.name, power)
        else:
            answer = yield _damage_decision(game, asg, obj, c, recipients, to_player, power,
                                            who)
            split = answer["split"]
            if to_player is not None and any(t == to_player for t, _ in split):
                given = dict((t, n) for t, n in split)
                asg.owed.update(r for r in recipients if given.get(r, 0) < asg.lethal(r, c))
        for t, n in split:
            asg.add(c, t, n, obj.id)
    # 510.2: dealt simultaneously; a lifelink source's damage to several recipients is one
    # life gain event (120.4, 119.9: "whenever you gain life" triggers once per source)
    gained: dict[int, tuple[Chars, int]] = {}
    plan = yield from shield_choice.choose_order(game, asg.plan)  # 615.7
    for source, target, amount, source_id in plan:
        dealt = yield from deal_damage(game, source, target, amount, combat=True,
                                       source_id=source_id, lifelink=False)
        if dealt:
            first_chars, total = gained.get(source_id, (source, 0))
            gained[source_id] = (first_chars, total + dealt)
    for source, total in gained.values():
        after_damage(game, source, total)
    if first:
        combat.dealt_first.update(dealers)


def _walker_controller(game: Game, target: Target | None) -> str | None:
    """The player key of the controller of the planeswalker `target`, if it is one."""
    if not isinstance(target, int):
        return None
    c = game.chars(game.objects[target])
    if "Planeswalker" not in c.types:
        return None
    return f"p{c.controller + 1}"


def _target_name(game: Game, t: Target) -> str:
    if isinstance(t, str):
        return game.players[game.player_by_key(t)].name
    return game.objects[t].card.name


def _forced_split(asg: _Assigner, c: Chars, recipients: list[int], to_player: Target | None,
                  power: int) -> list[list[Any]] | None:
    """The only legal division, when there is exactly one (then it isn't asked)."""
    if len(recipients) == 1 and to_player is not None:
        need = asg.lethal(recipients[0], c)
        if power <= need:
            return [[recipients[0], power]]
    return None


def _damage_decision(game: Game, asg: _Assigner, obj: GameObject, c: Chars,
                     recipients: list[int], to_player: Target | None, power: int,
                     who: int) -> Decision:
    lethal = {r: asg.lethal(r, c) for r in recipients}
    later = {r: 0 if c.has("deathtouch") else asg.later.get(r, 0) for r in recipients}
    owed = [r for r in recipients if r in asg.owed]
    opts = [Option(game.objects[r].card.name, r, {"lethal": lethal[r]}) for r in recipients]
    if to_player is not None:
        opts.append(Option(_target_name(game, to_player), to_player, {"trample": True}))

    def default() -> dict[str, Any]:
        split: dict[Target, int] = {}
        left = power
        for r in sorted(recipients, key=lambda r: r not in asg.owed):  # 510.1e
            n = min(left, max(lethal[r], 0))
            split[r] = n
            left -= n
        if left:
            last: Target = to_player if to_player is not None else recipients[-1]
            split[last] = split.get(last, 0) + left
        return {"split": [[k, v] for k, v in split.items() if v]}

    return Decision(ASSIGN_DAMAGE, who, f"Divide {c.name}'s {power} combat damage", opts,
                    "510.1c", min_choices=1, max_choices=len(opts),
                    data={"source": obj.id, "amount": power, "lethal": lethal,
                          "trample_to": to_player},
                    validate=lambda a: {"source": obj.id, "split": _check_split(
                        game, a, c, recipients, to_player, power, lethal, later, owed)},
                    default=default)


def _check_split(game: Game, answer: Any, c: Chars, recipients: list[int],
                 to_player: Target | None, power: int, lethal: dict[int, int],
                 later: dict[int, int] | None = None,
                 owed: list[int] | None = None) -> list[list[Any]]:
    raw = answer.get("split", answer) if isinstance(answer, dict) and "split" in answer \
        else answer
    if isinstance(raw, dict):
        raw = list(raw.items())
    split: dict[Target, int] = {}
    for entry in raw or []:
        if not isinstance(entry, (list, tuple)) or len(entry) != 2:
            raise IllegalAction(f"not a damage assignment: {entry!r}", "510.1")
        t, n = entry
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise IllegalAction(f"damage amounts are whole numbers >= 0, got {n!r}", "510.1a")
        if t not in recipients and t != to_player:
            raise IllegalAction(f"{c.name} can't assign damage to {_safe_name(game, t)}",
                                "510.1c")
        split[t] = split.get(t, 0) + n
    total = sum(split.values())
    if total != power:
        raise IllegalAction(f"{c.name} must assign exactly {power} damage, not {total}",
                            "510.1a")
    walkers = [r for r in recipients if _walker_controller(game, r) is not None]
    if any(split.get(w, 0) > 0 for w in walkers):  # 702.19c: blockers first
        for r in recipients:
            if r not in walkers and split.get(r, 0) < lethal[r]:
                raise IllegalAction(
                    f"must assign lethal damage ({lethal[r]}) to "
                    f"{game.objects[r].card.name} before the planeswalker", "702.19c")
    if to_player is not None and split.get(to_player, 0) > 0:
        for r in recipients:
            if split.get(r, 0) + (later or {}).get(r, 0) < lethal[r]:
                raise IllegalAction(
                    f"must assign lethal damage ({lethal[r]}) to "
                    f"{game.objects[r].card.name} first", "702.19b")
    for r in owed or ():  # 510.1e: an earlier trampler counted on this division
        if split.get(r, 0) + (later or {}).get(r, 0) < lethal[r]:
            raise IllegalAction(
                f"must assign lethal damage ({lethal[r]}) to {game.objects[r].card.name}: "
                "another creature's damage trampled over it", "510.1e")
    return [[t, n] for t, n in split.items() if n]


def _safe_name(game: Game, t: Any) -> str:
    if isinstance(t, str) and t in ("p1", "p2"):
        return game.players[game.player_by_key(t)].name
    if isinstance(t, int) and t in game.objects:
        return game.objects[t].card.name
    return repr(t)


def _refuse(why: str) -> None:
    reason, _, rule = why.rpartition(" (")
    raise IllegalAction(reason, rule.rstrip(")"))
