"""The turn (H-phases): preparation, draw, main, exchange, combat, healing, end.

Each phase runs its turn-based actions, then (except the end phase) a reaction window
(K4.11). The order and names are those of formats/scenario.md; Hungarian names go into
the log. A scenario's `[stop]` halts the game at the start of a phase, before its
turn-based actions.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from cardgame.engine.decisions import Decision
from cardgame.engine.game import Halt
from cardgame.engine.objects import PendingTrigger
from cardgame.rulesets.hkk import chars as ch
from cardgame.rulesets.hkk import combat, exchange, orientation, plays, reactions
from cardgame.rulesets.hkk import damage as dmg
from cardgame.rulesets.hkk import effects as fx
from cardgame.rulesets.hkk import zones as z

if TYPE_CHECKING:
    from cardgame.engine.game import Game

Flow = Generator[Decision, Any, Any]

PHASES: tuple[str, ...] = (
    "preparation", "draw", "main", "exchange", "combat_start", "declare_attacks",
    "before_strike", "strike", "after_strike", "healing", "end")
PHASE_INDEX = {p: i for i, p in enumerate(PHASES)}
HU: dict[str, str] = {"preparation": "előkészítő fázis", "draw": "húzás fázis", "main": "fő fázis",
      "exchange": "csere fázis", "combat_start": "harc", "declare_attacks": "támadás",
      "before_strike": "ütközet előtt", "strike": "ütközet", "after_strike": "ütközet után",
      "healing": "gyógyulás fázis", "end": "kör vége"}
STRIKE_PHASES = ("before_strike", "strike", "after_strike")


def own_turn_number(game: Game, player: int) -> int:
    """Which turn of their own this is for `player` (p1 has the odd game turns)."""
    return (game.turn + 1) // 2 if player == 0 else game.turn // 2


def run_turns(game: Game, first: str, skip_first: bool) -> Flow:
    idx = PHASE_INDEX[first]
    skip = skip_first
    if not skip:
        begin_turn(game)
    while True:
        for phase in PHASES[idx:]:
            yield from run_phase(game, phase, skip)
            skip = False
        idx = 0
        game.next_turn()
        begin_turn(game)


def begin_turn(game: Game) -> None:
    p = game.players[game.active]
    p.turn_started = game.turn
    game.state["combat"] = None
    game.state["turn_ends"] = False
    plays.new_turn(game)
    game.step = "preparation"
    game.invalidate()
    game.log.add("H-phases", "turn", "Turn {}: {}'s turn ({}. own turn)", game.turn, p.name,
                 own_turn_number(game, game.active))


def run_phase(game: Game, phase: str, skip_actions: bool) -> Flow:
    cmb = game.state.get("combat")
    if phase in STRIKE_PHASES and (cmb is None or not cmb.declared):
        return  # nobody attacked: no strike phases
    if game.state.get("turn_ends") and PHASE_INDEX[phase] < PHASE_INDEX["healing"]:
        return  # Dornodon küldetése: the turn ends
    game.step = phase
    stop = game.state.get("stop_at")
    if stop is not None and (game.turn, PHASE_INDEX[phase]) >= stop:
        raise Halt
    game.log.add("H-phases", "phase", "{} ({})", HU[phase], phase)
    if not skip_actions:
        yield from turn_based_actions(game, phase)
    if phase == "end":
        return
    if phase == "strike":
        game.state["strike_grace"] = True
        yield from reactions.window(game)
        game.state["strike_grace"] = False
        dead = dmg.kill_dying(game, "H-combat")
        if dead:
            game.log.add("H-combat", "deaths", "After the strike: {} die(s)",
                         ", ".join(o.name for o in dead))
        return
    yield from reactions.window(game)
    if phase == "healing":
        n = game.end_effects("end_of_turn")
        if n:
            game.log.add("H-phases", "effects_end", "'Until end of turn' effects end")
        _control_back(game)


def turn_based_actions(game: Game, phase: str) -> Flow:
    if phase == "preparation":
        yield from preparation(game)
    elif phase == "draw":
        draw_phase(game)
    elif phase == "exchange":
        yield from exchange.run(game)
    elif phase == "combat_start":
        game.state["combat"] = combat.Combat()
    elif phase == "declare_attacks":
        if game.state.get("combat") is None:
            game.state["combat"] = combat.Combat()
        yield from combat.declare(game)
    elif phase == "before_strike":
        combat.before_strike(game)
    elif phase == "strike":
        yield from combat.strike(game)
    elif phase == "healing":
        healing(game)
    elif phase == "end":
        yield from end_of_turn(game)


# ---- preparation -------------------------------------------------------------------------------
def regeneration(game: Game, player: int) -> int:
    """K29.3: 1, 2, 3, 4, then 5 VP in the player's own turns, plus 1 for every second
    creature in their reserve (a united pair is one creature)."""
    base = min(own_turn_number(game, player), 5)
    return max(base, 0) + len(z.creatures(game, player, ("reserve",))) // 2


def preparation(game: Game) -> Flow:
    ap = game.active
    gain = regeneration(game, ap)
    thief = game.players[1 - ap]
    to = ap
    if thief.extra.pop("take_next_vp", False):
        to = 1 - ap
        game.log.add("H-card", "take_vp", "Hendiala cselszövése: {} gets {}'s VP of this "
                     "preparation phase", thief.name, game.players[ap].name)
    game.log.add("K29.3", "regeneration", "Stage 1: {} VP regenerate (varázspont) for {}",
                 gain, game.players[ap].name)
    dmg.gain_vp(game, to, gain, "H-vp-carry")
    trigs = [t for t in _phase_triggers(game, "preparation")]
    if trigs:
        yield from reactions.happen_now(game, trigs, "K29.4")
    n = 0
    for o in z.in_play(game):
        if o.controller == ap and o.tapped and z.UNDER not in o.extra:
            if orientation.activate(game, o, "H-activate"):
                n += 1
    game.log.add("H-activate", "activate_all", "Stage 3: {}'s {} passive permanent(s) become "
                 "active", game.players[ap].name, n)


def _phase_triggers(game: Game, trigger: str) -> list[PendingTrigger]:
    out = []
    for o in z.in_play(game):
        if z.UNDER in o.extra or not ch.works(o):
            continue
        for ab in game.chars(o).abilities:
            if ab.kind == "triggered" and ab.trigger == trigger and \
                    (trigger != "preparation" or o.controller == game.active):
                out.append(PendingTrigger(o.id, o.controller, ab, f"{o.name}: {ab.text}",
                                          o.zcc))
    return out


def draw_phase(game: Game) -> None:
    ap = game.active
    thief = game.players[1 - ap]
    who = ap
    if thief.extra.pop("take_next_draw", False):
        who = 1 - ap
        game.log.add("H-card", "take_draw", "Hendiala cselszövése: {} draws instead of {}",
                     thief.name, game.players[ap].name)
    fx.draw(game, who, 1, "H-phases")


# ---- healing and the end ----------------------------------------------------------------------
def healing(game: Game) -> None:
    healed = 0
    for o in z.in_play(game):
        if o.damage:
            o.damage = 0
            healed += 1
    game.touch()
    game.log.add("H-phases", "healing", "Gyógyulás: every creature's damage is removed "
                 "({} creature(s))", healed)


def _control_back(game: Game) -> None:
    for oid, zcc, owner in game.state.pop("control_back", []):
        obj = game.objects.get(oid)
        if obj is not None and obj.zcc == zcc and obj.zone in z.IN_PLAY and \
                obj.controller != owner:
            fx.change_controller(game, obj, owner)


def end_of_turn(game: Game) -> Flow:
    """"At the end of the turn" abilities and delayed effects, then remembered cards."""
    trigs = _phase_triggers(game, "end of turn")
    if trigs:
        yield from reactions.happen_now(game, trigs, "H-phases")
    delayed, game.state["delayed"] = game.state.get("delayed", []), []
    for controller, name, is_spell, colors, effects in delayed:
        game.log.add("H-phases", "delayed", "{}: at the end of the turn", name)
        yield from fx.run(fx.Ctx(game, controller, None, name, is_spell, colors), effects)
    for cid, zcc, holder in game.state.pop("remembered", []):
        obj = game.objects.get(cid)
        if obj is not None and obj.zcc == zcc and obj.zone == "hand" and obj.holder == holder:
            z.move_card(game, obj, "deck")
            game.rng.shuffle(game.players[obj.owner].zones["deck"])
            game.log.add("H-card", "shuffle_back", "{} is still in {}'s hand at the end of "
                         "the turn: it is shuffled back into {}'s deck", obj.name,
                         game.players[holder].name, game.players[obj.owner].name)
    dmg.check_players(game)
