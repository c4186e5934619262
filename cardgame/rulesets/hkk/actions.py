"""What a player may do when it is their turn to act: play a card, use an ability, pass.

`legal_actions` lists the options of the priority question (one option per card, way of
playing, mode and payment, so that every option names a complete play); `check_action`
validates an answer completely without changing anything; `perform` carries it out:
the cost is paid and the card or ability waits in the reaction queue (reakció sor).

Timing (H-phases): in the active player's main phase with an empty queue, any card; at
any other moment a player may act, instants (azonnali), reactions and abilities. A card
plays from hand, from the discard pile with resurrection (K131.8, own main phase, counts
as from hand) or with vision (Vízió: one copy of the card per turn in total).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cardgame.engine.cardmodel import AbilityDef, Effect
from cardgame.engine.decisions import Option
from cardgame.engine.objects import GameObject, StackItem
from cardgame.errors import IllegalAction
from cardgame.rulesets.hkk import chars as ch
from cardgame.rulesets.hkk import conditions, costs, orientation, plays
from cardgame.rulesets.hkk import targets as tg
from cardgame.rulesets.hkk import zones as z
from cardgame.rulesets.hkk.keywords import guardian, net, resurrection
from cardgame.rulesets.hkk.vocabulary import DAMAGING

if TYPE_CHECKING:
    from cardgame.engine.game import Game

PASS: dict[str, Any] = {"action": "pass"}
CONCEDE: dict[str, Any] = {"action": "concede"}
INSTANT_TYPES = ("instant",)
SPELL_TYPES = ("instant", "general", "spell", "skill")


@dataclass(frozen=True)
class Body:
    """The part of a card or ability that picks targets and a mode when it is played."""

    ability: AbilityDef | None
    modes: tuple[tuple[int | None, str, tuple[str, ...], tuple[Effect, ...]], ...]
    up_to: bool
    optional: bool


def body_of(ab: AbilityDef | None) -> Body:
    if ab is None:
        return Body(None, ((None, "", (), ()),), False, False)
    up_to = bool(getattr(ab, "up_to", False))
    if ab.modes:
        return Body(ab, tuple((i, m.label, m.targets, m.effects) for i, m in
                              enumerate(ab.modes)), up_to, ab.optional)
    return Body(ab, ((None, "", ab.targets, ab.effects),), up_to, ab.optional)


def play_body(card: Any, way: str) -> Body:
    """The ability whose targets and mode are chosen when the card is played."""
    kinds = ("neutralize",) if way == "neutralize" else ("spell", "attach", "on play")
    for ab in card.abilities:
        if ab.kind in kinds and (ab.kind != "on play" or ab.targets or ab.modes):
            return body_of(ab)
    return body_of(None)


def is_spell(card: Any) -> bool:
    return any(t in SPELL_TYPES for t in card.types) and not z.is_permanent_card(card.types)


def damaging(effects: tuple[Effect, ...]) -> bool:
    return any(e.kind in DAMAGING for e in effects)


# ---- listing -------------------------------------------------------------------------------
def _sources(game: Game, player: int, open_main: bool) -> list[tuple[GameObject, str]]:
    """Cards the player might play now. Out of an open main phase (own main phase, empty
    queue) only a card with an instant way of playing passes the timing check (H-phases),
    so the others are left out here rather than refused one by one."""
    p = game.players[player]
    objects = game.objects
    out = []
    for i in p.zones["hand"]:
        obj = objects[i]
        if open_main or _kinds(obj)[2]:
            out.append((obj, "hand"))
    for i in p.zones["discard"]:
        obj = objects[i]
        kinds = _kinds(obj)
        if not kinds[3] or not (open_main or kinds[2]):
            continue  # most of the pile: cards that are never played from it
        if resurrection.playable(game, obj, player) or "vision" in kinds[1]:
            out.append((obj, "discard"))
    return out


# id of a card definition -> (the definition, its ability kinds, whether it has an instant
# way of playing: an instant type or a neutralization, whether it may ever be played from
# the discard pile: a resurrection creature or a vision card)
_KINDS: dict[int, tuple[Any, frozenset[str], bool, bool]] = {}


def _kinds(obj: GameObject) -> tuple[Any, frozenset[str], bool, bool]:
    """The card's facts, looked up once per card definition (the entry keeps the
    definition alive, so its id is never reused)."""
    entry = _KINDS.get(id(obj.card))
    if entry is None:
        card = obj.card
        kinds = frozenset(a.kind for a in card.abilities)
        instant = "neutralize" in kinds or any(t in INSTANT_TYPES for t in card.types)
        from_discard = "vision" in kinds or ("resurrection" in card.keywords
                                             and "creature" in card.types)
        entry = (card, kinds, instant, from_discard)
        _KINDS[id(card)] = entry
    return entry


def _has(obj: GameObject, kind: str) -> bool:
    """Whether the card has an ability of this kind."""
    return kind in _kinds(obj)[1]


def ways(obj: GameObject, zone: str) -> list[str]:
    out = ["normal"]
    if zone == "hand" and _has(obj, "neutralize"):
        out.append("neutralize")
    return out


def legal_actions(game: Game, player: int, first_only: bool = False) -> list[Option]:
    """Options for the priority question: pass, each complete play, each ability, concede."""
    out: list[Option] = [Option("Pass", PASS)]
    open_main = game.active == player and game.step == "main" and not game.stack
    for obj, zone in _sources(game, player, open_main):
        if obj.card.is_filler:
            continue
        for way in ways(obj, zone):
            if _play_gate(game, player, obj, zone, way) is not None:
                continue
            body = play_body(obj.card, way)
            pays = costs.payments(game, obj, player)
            for mode, label, specs, effects in body.modes:
                picker = _picker(player, obj.id, obj.card, effects, specs, body)
                if not _targets_possible(game, specs, picker, body):
                    continue
                for pay in pays:
                    value = {"action": "play", "card": obj.id, "way": way, "mode": mode,
                             "pay": pay.key, "void": pay.void}
                    text = f"Play {obj.name}" + (f" from the {z.zone_name(zone)}"
                                                 if zone != "hand" else "")
                    if way == "neutralize":
                        text += " as a neutralization (semlegesítés)"
                    if label:
                        text += f": {label}"
                    text += f" ({pay.label})"
                    out.append(Option(text, value, {
                        "targets": specs, "up_to": body.up_to, "optional": body.optional,
                        "modes": [], "x": False, "mode_label": label, "pay_label": pay.label,
                        "from": zone, "way": way}))
                    if first_only:
                        return out
    for obj in z.in_play(game):
        if obj.controller != player or z.UNDER in obj.extra:
            continue
        for i, ab in enumerate(activated(game, obj)):
            if _activate_gate(game, player, obj, i, ab) is not None:
                continue
            body = body_of(ab)
            for mode, label, specs, _ in body.modes:
                picker = tg.Picker(player, obj.id, False, specs, body.up_to, body.optional)
                if not _targets_possible(game, specs, picker, body):
                    continue
                text = f"Use {obj.name}: {ab.text or ab.cost}" + (f" — {label}" if label
                                                                  else "")
                out.append(Option(text, {"action": "activate", "card": obj.id, "ability": i,
                                         "mode": mode},
                                  {"targets": specs, "up_to": body.up_to, "modes": [],
                                   "x": False, "mode_label": label}))
                if first_only:
                    return out
    out.append(Option("Concede", CONCEDE))
    return out


def options_for(game: Game, player: int) -> list[Option]:
    """`legal_actions`, computed once per state: auto-pass and the question share it."""
    key = ("hkk_options", player)
    memo = game.memo.get(key)
    stamp = (game.version, game.step, len(game.stack), game.active, game.turn)
    if memo is not None and memo[0] == stamp:
        return memo[1]  # type: ignore[no-any-return]
    options = legal_actions(game, player)
    game.memo[key] = (stamp, options)
    return options


def has_actions(game: Game, player: int) -> bool:
    """Whether the player could do anything but pass (for auto-pass)."""
    return any(o.value["action"] in ("play", "activate") for o in options_for(game, player))


def _picker(player: int, source: int, card: Any, effects: tuple[Effect, ...],
            specs: tuple[str, ...], body: Body) -> tg.Picker:
    return tg.Picker(player, source, guardian.stops(card) and damaging(effects), specs,
                     body.up_to, body.optional)


def _targets_possible(game: Game, specs: tuple[str, ...], picker: tg.Picker,
                      body: Body) -> bool:
    if body.optional:
        return True
    if body.up_to:
        return not specs or bool(tg.candidates(game, specs[0], picker))
    return all(tg.candidates(game, s, picker) for s in specs)


# ---- checks ----------------------------------------------------------------------------------
def _timing(game: Game, player: int, obj: GameObject, way: str) -> str | None:
    instant = way == "neutralize" or any(t in INSTANT_TYPES for t in obj.card.types)
    if instant:
        return None
    if game.active != player or game.step != "main" or game.stack:
        return (f"{obj.name} can be played only in your own main phase (fő fázis) with "
                f"nothing waiting in the reaction queue (H-phases)")
    return None


def _play_gate(game: Game, player: int, obj: GameObject, zone: str, way: str) -> str | None:
    """Everything but targets and payment that decides whether the card may be played."""
    if obj.card.is_filler:
        return "Filler can never be played"
    why = _timing(game, player, obj, way)
    if why:
        return why
    if zone == "discard":
        if resurrection.playable(game, obj, player):
            if game.active != player or game.step != "main":
                return (f"{obj.name} can be resurrected only in your own main phase "
                        f"(K131.8)")
        elif not _has(obj, "vision"):
            return f"{obj.name} can't be played from the discard pile (K131.8)"
    if _has(obj, "vision") and plays.played_this_turn(game, player, obj.name) >= 1:
        return (f"Vízió: only one {obj.name} per turn in total, and you played one this "
                f"turn (H-card)")
    if zone == "hand" or (zone == "discard" and resurrection.playable(game, obj, player)):
        why = net.refuses(game, player)
        if why:
            return why
    for ab in obj.card.abilities:
        if ab.kind == "spell" and ab.condition and \
                not conditions.holds(game, ab.condition, player):
            return f"{obj.name} may be played only if {ab.condition} (H-card)"
    return None


def check_action(game: Game, player: int, answer: Any) -> dict[str, Any]:
    """The normalised answer, or IllegalAction naming the rule; changes nothing."""
    if not isinstance(answer, dict) or "action" not in answer:
        raise IllegalAction(f"not an action: {answer!r}", "K4.11")
    act = answer["action"]
    if act in ("pass", "concede"):
        return {"action": act}
    if act == "play":
        return _check_play(game, player, answer)
    if act == "activate":
        return _check_activate(game, player, answer)
    raise IllegalAction(f"unknown action {act!r} (play, activate, pass or concede)", "K4.11")


def _check_play(game: Game, player: int, answer: dict[str, Any]) -> dict[str, Any]:
    obj = game.objects.get(answer.get("card"))  # type: ignore[arg-type]
    if obj is None or obj.holder != player or obj.zone not in ("hand", "discard"):
        raise IllegalAction("you can play only a card from your hand (or from your discard "
                            "pile with resurrection or vision)", "K131.8")
    zone = obj.zone
    way = answer.get("way") or "normal"
    if way not in ways(obj, zone):
        raise IllegalAction(f"{obj.name} can't be played as {way!r}", "H-card")
    why = _play_gate(game, player, obj, zone, way)
    if why:
        _refuse(why)
    body = play_body(obj.card, way)
    mode = _mode(body, answer.get("mode"), obj.name)
    specs, effects = _specs(body, mode)
    pays = costs.payments(game, obj, player)
    pay = _payment(pays, answer, obj, game.players[player].state.vp, game, player)
    targets = _targets(answer)
    picker = _picker(player, obj.id, obj.card, effects, specs, body)
    why = tg.check(game, specs, targets, picker, "H-targets")
    if why:
        _refuse(why)
    return {"action": "play", "card": obj.id, "way": way, "mode": mode, "pay": pay.key,
            "void": pay.void, "targets": targets}


def _mode(body: Body, mode: Any, name: str) -> int | None:
    if body.modes[0][0] is None:
        if mode is not None:
            raise IllegalAction(f"{name} has no modes, yet the answer names mode {mode!r}",
                                "H-card")
        return None
    if mode is None:
        return 0
    if not isinstance(mode, int) or isinstance(mode, bool) or not 0 <= mode < len(body.modes):
        raise IllegalAction(f"{name} has no mode {mode!r}", "H-card")
    return mode


def _specs(body: Body, mode: int | None) -> tuple[tuple[str, ...], tuple[Effect, ...]]:
    entry = body.modes[mode or 0]
    return entry[2], entry[3]


def _payment(pays: list[costs.Payment], answer: dict[str, Any], obj: GameObject, vp: int,
             game: Game, player: int) -> costs.Payment:
    key = answer.get("pay")
    void = answer.get("void")
    for p in pays:
        if (key is None or p.key == key) and (void is None or p.void == void):
            return p
    cost = costs.vp_cost(game, obj, player)
    if key in (None, "vp"):
        raise IllegalAction(f"{obj.name} costs {cost} VP and you have {vp} (H-costs)",
                            "H-costs")
    raise IllegalAction(f"{obj.name} can't be paid that way ({key}) now", "H-costs")


def activated(game: Game, obj: GameObject) -> list[AbilityDef]:
    return [a for a in game.chars(obj).abilities if a.kind == "activated"]


def _activate_gate(game: Game, player: int, obj: GameObject, i: int,
                   ab: AbilityDef) -> str | None:
    if not ch.works(obj):
        return f"{obj.name} is passive: its abilities don't work (K5.5.8)"
    limit = getattr(ab, "limit", "")
    used = obj.extra.get("hk_used", {})
    if limit == "once in your turn" and game.active != player:
        return f"{obj.name}'s ability can be used only in your own turn (H-card)"
    if limit and used.get(("a", i)) == game.turn:
        return f"{obj.name}'s ability was already used this turn ({limit}) (H-card)"
    if ab.condition and not conditions.holds(game, ab.condition, player):
        return f"{obj.name}'s ability needs: {ab.condition} (H-card)"
    for part in [p.strip() for p in ab.cost.split(",") if p.strip()]:
        if part == "passivize":
            if obj.attached_to is not None:
                return f"{obj.name} is attached and can't be passivized (K5.5.4)"
            if obj.tapped:
                return f"{obj.name} is already passive (K5.5.7.1)"
        elif part == "sacrifice":
            if any(src is obj for src, _ in ch.static_effects(game, "cant_sacrifice")):
                return f"{obj.name} can't be sacrificed (H-card)"
        elif part.endswith("VP"):
            need = int(part.split()[0])
            if game.players[player].state.vp < need:
                return f"the ability costs {need} VP and you have " \
                       f"{game.players[player].state.vp} (H-costs)"
    return None


def _check_activate(game: Game, player: int, answer: dict[str, Any]) -> dict[str, Any]:
    obj = game.objects.get(answer.get("card"))  # type: ignore[arg-type]
    if obj is None or obj.zone not in z.IN_PLAY or obj.controller != player or \
            z.UNDER in obj.extra:
        raise IllegalAction("you can use only abilities of your own permanents", "K5.5.8")
    abilities = activated(game, obj)
    i = answer.get("ability", 0)
    if not isinstance(i, int) or not 0 <= i < len(abilities):
        raise IllegalAction(f"{obj.name} has no ability number {i!r}", "H-card")
    ab = abilities[i]
    why = _activate_gate(game, player, obj, i, ab)
    if why:
        _refuse(why)
    body = body_of(ab)
    mode = _mode(body, answer.get("mode"), obj.name)
    specs, _ = _specs(body, mode)
    targets = _targets(answer)
    why = tg.check(game, specs, targets, tg.Picker(player, obj.id, False, specs, body.up_to),
                   "H-targets")
    if why:
        _refuse(why)
    return {"action": "activate", "card": obj.id, "ability": i, "mode": mode,
            "targets": targets}


def _targets(answer: dict[str, Any]) -> list[Any]:
    """The answer's targets: a list (None or absent: none)."""
    targets = answer.get("targets")
    if targets is None:
        return []
    if not isinstance(targets, list):
        raise IllegalAction(f"targets are a list, not {targets!r}", "H-targets")
    return list(targets)


def _refuse(why: str) -> None:
    reason, _, rule = why.rpartition(" (")
    raise IllegalAction(reason or why, rule.rstrip(")") if reason else "")


# ---- carrying out -------------------------------------------------------------------------------
def perform(game: Game, player: int, action: dict[str, Any]) -> None:
    if action["action"] == "play":
        _play(game, player, action)
    else:
        _activate(game, player, action)


def _play(game: Game, player: int, a: dict[str, Any]) -> None:
    obj = game.objects[a["card"]]
    p = game.players[player]
    zone = obj.zone
    resurrected = zone == "discard" and resurrection.playable(game, obj, player)
    pay = next(x for x in costs.payments(game, obj, player)
               if x.key == a["pay"] and x.void == a.get("void"))
    costs.vp_cost(game, obj, player, log=True)
    p.state.vp -= pay.vp
    extra_paid = ""
    if pay.void is not None:
        v = game.objects[pay.void]
        z.move_card(game, v, "void")
        extra_paid = f" and puts {v.name} into the Void (Semmi)"
    if pay.life:
        game.lose_life(player, pay.life)
        extra_paid = f" and {pay.life} Ép"
    body = play_body(obj.card, a["way"])
    specs, effects = _specs(body, a["mode"])
    targets = list(a.get("targets") or [])
    z.move_card(game, obj, z.QUEUE)
    seq = plays.begin(game, player, obj.name, zone == "hand" or resurrected)
    item = StackItem(obj.id, "spell", obj.id, player, obj.name, targets,
                     [tg.zcc_of(game, t) for t in targets], specs, effects, body.ability, 0,
                     a["mode"], obj.zcc,
                     {"way": a["way"], "from": zone, "resurrected": resurrected, "seq": seq,
                      "up_to": body.up_to, "optional": body.optional, "pay": pay.key})
    game.stack.append(item)
    game.touch()  # the moves, taps and payments above dropped what they change
    how = " by resurrection (feltámadás)" if resurrected else (
        " from the discard pile (Vízió)" if zone == "discard" else "")
    rule = "K131.8" if resurrected else "H-reaction"
    game.log.add(rule, "play", "{} plays {}{}{} for {} VP{}; it waits in the reaction queue "
                 "(reakció sor){}", p.name, obj.name, how,
                 " as a neutralization" if a["way"] == "neutralize" else "", pay.vp, extra_paid,
                 f", targeting {', '.join(tg.describe(game, t) for t in targets)}"
                 if targets else "")


def _activate(game: Game, player: int, a: dict[str, Any]) -> None:
    obj = game.objects[a["card"]]
    ab = activated(game, obj)[a["ability"]]
    chars = game.chars(obj)
    p = game.players[player]
    paid: list[str] = []
    obj.extra.setdefault("hk_used", {})[("a", a["ability"])] = game.turn
    src_zcc = obj.zcc
    for part in [x.strip() for x in ab.cost.split(",") if x.strip()]:
        if part == "passivize":
            orientation.passivize(game, obj, "K5.5.7.1")
            paid.append("passivizes it")
        elif part.endswith("VP"):
            n = int(part.split()[0])
            p.state.vp -= n
            paid.append(f"pays {n} VP")
    if "sacrifice" in ab.cost:
        z.leave_play(game, obj, "discard", "H-card",
                     text=f"{p.name} sacrifices {obj.name} (feláldoz)")
        paid.append("sacrifices it")
    body = body_of(ab)
    specs, effects = _specs(body, a["mode"])
    targets = list(a.get("targets") or [])
    item = StackItem(game.new_id(), "ability", obj.id, player, f"{obj.name}: {ab.text}",
                     targets, [tg.zcc_of(game, t) for t in targets], specs, effects, ab, 0,
                     a["mode"], src_zcc, {"lki": chars, "up_to": body.up_to})
    game.stack.append(item)
    game.touch()  # the turns and moves above dropped what they change
    game.log.add("H-reaction", "activate", "{} uses {} ({}){}; it waits in the reaction "
                 "queue", p.name, item.name, ", ".join(paid) or "no cost",
                 f", targeting {', '.join(tg.describe(game, t) for t in targets)}"
                 if targets else "")
