"""Combat (harc), H-combat built on K131.1, K131.3-4 and the rulings.

1. The active player declares attacks: each active creature of their guard post attacks
   one creature of the opponent's guard post, or the opponent (átütés, breaking through).
   Breaking through needs every creature of the opponent's guard post to be attacked,
   unless the attacker is invisible (K131.3) and the opponent has no creature with see
   invisibility in the guard post (K131.4); with an empty guard post anyone may.
2. Before the strike, a creature that left play or the guard post leaves the combat; an
   attacker whose target is gone deals no damage.
3. The strike, all at once: each attacker deals its attack to its target; each attacked
   creature deals its attack back, divided among its attackers as its controller
   chooses. Normal attack does not damage magic defence; magic attack does (K131.1).
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from cardgame.engine.decisions import ASSIGN_DAMAGE, DECLARE_ATTACKERS, Decision, Option
from cardgame.engine.objects import GameObject
from cardgame.errors import IllegalAction
from cardgame.rulesets.hkk import chars as ch
from cardgame.rulesets.hkk import damage as dmg
from cardgame.rulesets.hkk import zones as z
from cardgame.rulesets.hkk.ask import note_forced
from cardgame.rulesets.hkk.keywords import invisibility, magic_combat

if TYPE_CHECKING:
    from cardgame.engine.game import Game

Flow = Generator[Decision, Any, Any]
Target = int | str


@dataclass
class Combat:
    """Who attacks what: attacker id -> (target, the target's zcc when declared).
    `declared`: attacks were declared this turn, so the strike phases happen even after
    every attacker has left the combat (the after-strike window follows a strike that
    killed them all)."""

    attacks: dict[int, tuple[Target, int]] = field(default_factory=dict)
    zcc: dict[int, int] = field(default_factory=dict)
    declared: bool = False

    def remove(self, oid: int) -> None:
        self.attacks.pop(oid, None)


def combat_of(game: Game) -> Combat:
    c = game.state.get("combat")
    if c is None:
        c = Combat()
        game.state["combat"] = c
    return c


# ---- declaring --------------------------------------------------------------------------------
def can_attack(game: Game, obj: GameObject) -> str | None:
    if obj.zone != "guard_post":
        return f"{obj.name} is not in the guard post (őrposzt): reserve creatures don't fight " \
               f"(H-combat)"
    if obj.controller != game.active:
        return f"{obj.name} is not yours (H-combat)"
    if obj.tapped:
        return f"{obj.name} is passive: only active creatures attack (H-combat)"
    return None


def declare(game: Game) -> Flow:
    ap, dp = game.active, 1 - game.active
    mine = z.creatures(game, ap, ("guard_post",))
    defenders = z.creatures(game, dp, ("guard_post",))
    player = f"p{dp + 1}"
    ready = [o for o in mine if can_attack(game, o) is None]
    invisible = [o.id for o in ready if invisibility.works(game, o)]
    safe: list[Target] = [d.id for d in defenders] or [player]
    if defenders and ready and len(invisible) == len(ready):
        safe.append(player)
    options = [Option(o.name, o.id, {"can_attack": can_attack(game, o) is None,
                                     "invisible": o.id in invisible}) for o in mine]
    d = Decision(DECLARE_ATTACKERS, ap, "Declare attacks: each attacker to a creature of "
                 "the opponent's guard post or to the opponent (átütés)", options, "H-combat",
                 min_choices=0, max_choices=len(options),
                 data={"targets": safe, "guard_post": [o.id for o in defenders],
                       "player": player, "invisible": invisible},
                 validate=lambda a: check(game, a),
                 default=lambda: {"attackers": []})
    answer = yield d
    combat = combat_of(game)
    combat.attacks.clear()
    combat.declared = bool(answer["attackers"])
    all_attacked = {t for _, t in answer["attackers"]} >= {o.id for o in defenders}
    for oid, target in answer["attackers"]:
        obj = game.objects[oid]
        tz = game.objects[target].zcc if isinstance(target, int) else 0
        combat.attacks[oid] = (target, tz)
        combat.zcc[oid] = obj.zcc
        if isinstance(target, str):
            rule = "H-combat" if all_attacked or not defenders else "K131.3"
            game.log.add(rule, "attack", "{} attacks {} (átütés: breaks through the guard "
                         "post{})", obj.name, game.players[dp].name,
                         "" if rule == "H-combat" else ", invisible")
        else:
            game.log.add("H-combat", "attack", "{} attacks {}", obj.name,
                         game.objects[target].name)
    if not answer["attackers"]:
        game.log.add("H-combat", "no_attack", "{} declares no attack", game.players[ap].name)


def check(game: Game, answer: Any) -> dict[str, Any]:
    """Validate a whole attack declaration; normalise it to {"attackers": [[id, t], ...]}."""
    dp = 1 - game.active
    player = f"p{dp + 1}"
    raw = answer.get("attackers", []) if isinstance(answer, dict) and "attackers" in answer \
        else answer
    if isinstance(answer, dict) and answer.get("bands"):  # random players send bands: []
        raise IllegalAction(f"hkk has no banding, yet the answer names bands "
                            f"{answer['bands']!r}", "H-combat")
    if not isinstance(raw, (list, dict)):
        raise IllegalAction(f"declare attacks with a list of [attacker, target] pairs, "
                            f"not {raw!r}", "H-combat")
    if isinstance(raw, dict):
        raw = list(raw.items())
    pairs: list[list[Any]] = []
    for entry in raw:
        if isinstance(entry, (list, tuple)) and len(entry) == 2:
            pairs.append([entry[0], entry[1]])
        else:
            raise IllegalAction(f"an attack names its attacker and its target, not "
                                f"{entry!r}", "H-combat")
    defenders = [o.id for o in z.creatures(game, dp, ("guard_post",))]
    seen: set[int] = set()
    for oid, target in pairs:
        obj = game.objects.get(oid) if isinstance(oid, int) else None
        if obj is None or obj.zone not in z.IN_PLAY or z.UNDER in obj.extra:
            raise IllegalAction(f"{oid!r} is not a creature in play", "H-combat")
        if oid in seen:
            raise IllegalAction(f"{obj.name} attacks twice", "H-combat")
        seen.add(oid)
        why = can_attack(game, obj)
        if why:
            reason, _, rule = why.rpartition(" (")
            raise IllegalAction(reason, rule.rstrip(")"))
        if target != player and target not in defenders:
            what = game.objects[target].name if isinstance(target, int) and \
                target in game.objects else repr(target)
            raise IllegalAction(f"{obj.name} can attack only a creature in "
                                f"{game.players[dp].name}'s guard post or "
                                f"{game.players[dp].name}, not {what}", "H-combat")
    attacked = {t for _, t in pairs}
    unattacked = [d for d in defenders if d not in attacked]
    for oid, target in pairs:
        if target != player or not unattacked:
            continue
        obj = game.objects[oid]
        if invisibility.works(game, obj):
            continue
        names = ", ".join(game.objects[d].name for d in unattacked)
        if ch.has(game, obj, "invisibility"):
            seer = invisibility.seer(game, dp)
            raise IllegalAction(f"{obj.name} can't break through: {seer.name if seer else '?'} "
                                f"sees invisibility in the guard post, and {names} is not "
                                f"attacked", "K131.4")
        raise IllegalAction(f"{obj.name} can't break through the guard post: {names} is not "
                            f"attacked", "H-combat")
    return {"attackers": pairs}


# ---- the strike -------------------------------------------------------------------------------
def _in_combat(game: Game, oid: Any, zcc: int, controller: int) -> GameObject | None:
    obj = game.objects.get(oid) if isinstance(oid, int) else None
    if obj is None or obj.zcc != zcc or obj.zone != "guard_post" or \
            obj.controller != controller or z.UNDER in obj.extra:
        return None
    return obj


def before_strike(game: Game) -> None:
    """A creature that left play or the guard post leaves the combat (H-combat)."""
    combat = combat_of(game)
    for oid in list(combat.attacks):
        if _in_combat(game, oid, combat.zcc.get(oid, -1), game.active) is None:
            del combat.attacks[oid]
            name = game.objects[oid].name if oid in game.objects else f"#{oid}"
            game.log.add("H-combat", "leaves_combat", "{} left the guard post: it leaves the "
                         "combat", name)


def extra_damage(game: Game, obj: GameObject) -> int:
    """Static "deals extra damage" abilities (Az angyalgárda parancsnoka)."""
    total = 0
    c = game.chars(obj)
    for src, eff in ch.static_effects(game, "extra_damage"):
        if ch.matches(eff.get("filter") or {}, c, obj, src.controller):
            total += ch.amount_of(game, eff.get("amount"), src)
    return total


def strike(game: Game) -> Flow:
    """All combat damage is worked out first, then dealt at once."""
    before_strike(game)
    combat = combat_of(game)
    dp = 1 - game.active
    plan: list[tuple[GameObject, Target, int]] = []
    attackers_of: dict[int, list[GameObject]] = {}
    for oid, (target, tzcc) in combat.attacks.items():
        att = game.objects[oid]
        power = (game.chars(att).power or 0) + extra_damage(game, att)
        if isinstance(target, str):
            plan.append((att, target, power))
            continue
        defender = _in_combat(game, target, tzcc, dp)
        if defender is None:
            game.log.add("H-combat", "no_target", "{}'s target is gone: it deals no damage",
                         att.name)
            continue
        attackers_of.setdefault(defender.id, []).append(att)
        if magic_combat.can_damage(game, att, defender):
            plan.append((att, defender.id, power))
        else:
            game.log.add("K131.1", "magic_defence", "{} has normal attack: it deals no damage "
                         "to {} (magic defence, mágikus védelem)", att.name, defender.name)
    for did, atts in attackers_of.items():
        defender = game.objects[did]
        power = (game.chars(defender).power or 0) + extra_damage(game, defender)
        hits = [a for a in atts if magic_combat.can_damage(game, defender, a)]
        for a in atts:
            if a not in hits:
                game.log.add("K131.1", "magic_defence", "{} has normal attack: it deals no "
                             "damage to {} (magic defence)", defender.name, a.name)
        if power <= 0 or not hits:
            continue
        if len(hits) == 1:
            plan.append((defender, hits[0].id, power))
            note_forced(game, ASSIGN_DAMAGE, dp, [(hits[0].id, power)], source=defender.id)
            continue
        split = yield _division(game, dp, defender, hits, power)
        for t, n in split:
            plan.append((defender, t, n))
    for source, target, amount in plan:
        dmg.deal(game, dmg.Source(source.controller, source.name, combat=True), target,
                 amount, "H-combat")
    if not plan:
        game.log.add("H-combat", "strike", "No combat damage is dealt")


def _division(game: Game, player: int, defender: GameObject, hits: list[GameObject],
              power: int) -> Decision:
    """The defender's controller divides its damage among its attackers (H-combat)."""
    ids = [a.id for a in hits]
    lethal = {a.id: max(ch.life_left(game, a), 0) for a in hits}

    def validate(a: Any) -> list[tuple[int, int]]:
        raw = a.get("split", a) if isinstance(a, dict) and "split" in a else a
        if isinstance(raw, dict):
            raw = list(raw.items())
        out: dict[int, int] = {}
        for entry in raw or []:
            if not isinstance(entry, (list, tuple)) or len(entry) != 2:
                raise IllegalAction(f"not a damage assignment: {entry!r}", "H-combat")
            t, n = entry
            if t not in ids:
                name = game.objects[t].name if isinstance(t, int) and t in game.objects \
                    else repr(t)
                raise IllegalAction(f"{defender.name} can divide its damage only among the "
                                    f"creatures attacking it, not {name}", "H-combat")
            if not isinstance(n, int) or isinstance(n, bool) or n < 0:
                raise IllegalAction(f"damage amounts are whole numbers >= 0, got {n!r}",
                                    "H-combat")
            out[t] = out.get(t, 0) + n
        if sum(out.values()) != power:
            raise IllegalAction(f"{defender.name} must divide exactly {power} damage, not "
                                f"{sum(out.values())}", "H-combat")
        return [(t, n) for t, n in out.items() if n]

    def default() -> dict[str, Any]:
        left, split = power, {}
        for i in ids:
            n = min(left, lethal[i])
            split[i] = n
            left -= n
        if left:
            split[ids[-1]] += left
        return {"split": [[k, v] for k, v in split.items() if v]}

    opts = [Option(a.name, a.id, {"lethal": lethal[a.id]}) for a in hits]
    return Decision(ASSIGN_DAMAGE, player, f"Divide {defender.name}'s {power} damage among "
                    "its attackers", opts, "H-combat", 1, len(opts),
                    data={"source": defender.id, "amount": power, "lethal": lethal,
                          "trample_to": None},
                    validate=validate, default=default)
