"""The magic ruleset: game start, the turn structure (500-514) and triggers.

`MagicRules.play` is the generator the engine runs: it starts the game (103: shuffle,
starting player, opening hands, London mulligans) or resumes from a scenario's position,
then runs turns step by step, yielding every decision a player has to make.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardgame.engine.cardmodel import AbilityDef, CardDef
from cardgame.engine.decisions import CHOOSE_CARDS, YES_NO, Decision, Option
from cardgame.engine.events import (
    DAMAGE_DEALT,
    DRAW,
    STEP_BEGINS,
    TAPPED,
    UNTAPPED,
    ZONE_CHANGE,
    StepBegins,
)
from cardgame.engine.game import Halt
from cardgame.engine.layers import Chars, ContinuousEffect
from cardgame.engine.objects import GameObject
from cardgame.engine.ruleset import Ruleset
from cardgame.errors import IllegalAction
from cardgame.rulesets.magic import (  # noqa: F401 - they register effects
    actions,
    cant_enter,
    color_choice,
    combat,
    control_duration,
    counts,
    delayed_events,
    dies_watchers,
    draw_reveals,
    exile_until,
    graveyard_abilities,
    keywords,
    life_draw_words,
    mass_effects,
    prevent_from,
    replacements,
    sba,
    state_triggers,
    statics,
    stops,
    triggers,
)
from cardgame.rulesets.magic.cardinfo import card_info, is_permanent_card
from cardgame.rulesets.magic.damage import log_damage
from cardgame.rulesets.magic.description import DESCRIPTION
from cardgame.rulesets.magic.effects import draw_cards, draw_cards_flow
from cardgame.rulesets.magic.keywords import flashback, phasing
from cardgame.rulesets.magic.playerstate import MagicPlayer
from cardgame.rulesets.magic.priority import (
    priority_round,
    quick_round,
    settle,
)

if TYPE_CHECKING:
    from cardgame.engine.game import Flow, Game

STEPS = ("untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers",
         "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat",
         "main2", "end", "cleanup")
STEP_INDEX = {s: i for i, s in enumerate(STEPS)}
COMBAT_STEPS = ("declare_blockers", "first_strike_damage", "combat_damage")
QUIET_STEPS = frozenset(("untap", "upkeep", "draw", "main1", "beginning_of_combat",
                         "end_of_combat", "main2", "end"))
HAND_SIZE = 7
STEP_RULES = {"untap": "502", "upkeep": "503", "draw": "504", "main1": "505",
              "beginning_of_combat": "507", "declare_attackers": "508",
              "declare_blockers": "509", "first_strike_damage": "510.4",
              "combat_damage": "510", "end_of_combat": "511", "main2": "505", "end": "513",
              "cleanup": "514"}


class MagicRules(Ruleset):
    """The magic ruleset plugged into the engine."""

    name = "magic"
    description = DESCRIPTION
    steps = STEPS
    default_step = "main1"

    # ---- engine hooks -----------------------------------------------------------------
    has_keyword_abilities = True
    per_object_layers = True  # statics.static_effects keeps each source's effects

    def keyword_abilities(self, kws: tuple[str, ...]) -> tuple[AbilityDef, ...]:
        return keywords.keyword_abilities(kws)

    def prepare_card(self, card: CardDef) -> None:
        card_info(card)  # computes the card's facts once

    def static_effects(self, game: Game) -> list[ContinuousEffect]:
        return statics.static_effects(game)

    def keeps_characteristics(self, game: Game, obj: GameObject, old: str, new: str) -> bool:
        """Permanents' characteristics read other zones only through count words ("the
        number of cards in your hand"); a card's own outside the battlefield are computed
        again anyway (`graveyard_abilities` reads the battlefield only)."""
        return not counts.zones_counted(game)

    def card_chars(self, game: Game, obj: GameObject, chars: Chars) -> Chars:
        if obj.zone != "graveyard":  # (its first test: a card in hand, asked often)
            return chars
        return graveyard_abilities.card_chars(game, obj, chars)

    def new_player_state(self) -> MagicPlayer:
        return MagicPlayer()

    def has_actions(self, game: Game, player: int) -> bool:
        return actions.has_actions(game, player)

    def worth_responding(self, game: Game, player: int) -> bool:
        return stops.worth_responding(game, player)

    def moot_answer(self, game: Game, d: Decision) -> Any | None:
        return stops.moot_answer(game, d)

    def target_candidates(self, game: Game, spec: str, player: int,
                          action: dict[str, Any]) -> list[Any]:
        from cardgame.rulesets.magic import targets as tg

        src = game.objects.get(action.get("card", -1))
        return tg.candidates(game, spec, game.chars(src) if src else None, player,
                             src.id if src else None)

    def is_permanent_card(self, card: CardDef) -> bool:
        return is_permanent_card(card)

    def activated_ability(self, game: Game, obj: GameObject,
                          index: int) -> AbilityDef | None:
        abilities = actions.activated_abilities(game, obj)
        return abilities[index] if 0 <= index < len(abilities) else None

    def reveals_hand(self, game: Game, viewer: int, owner: int) -> bool:
        """M11: a static 'reveal_hands' ability (Telepathy) of the viewer reveals hands."""
        for o in game.battlefield():
            c = game.chars(o)
            if c.controller == viewer and any(
                a.kind == "static" and any(e.kind == "reveal_hands" for e in a.effects)
                for a in c.abilities
            ):
                return True
        return False

    def on_zone_change(self, game: Game, obj: GameObject, old: str, new: str,
                       lki: Chars | None) -> None:
        """Leaving combat (506.4); zone-change triggers observe the event (triggers.py)."""
        if old == "battlefield":
            c = game.state.get("combat")
            if c is not None:
                c.remove(obj.id)

    def on_control_change(self, game: Game, obj: GameObject, old: int, new: int) -> None:
        """302.6: the new controller hasn't controlled it since their turn began;
        506.4: a permanent that changes controllers is removed from combat."""
        obj.since_turn = game.turn
        combat_state = game.state.get("combat")
        if combat_state is not None and combat_state.in_combat(obj.id):
            combat_state.remove(obj.id)
            game.log.add("506.4", "removed_from_combat", "{} changes controller and is "
                         "removed from combat", obj.card.name)

    def _trigger(self, game: Game, obj: GameObject, ab: Any, controller: int,
                 event: dict[str, Any], zcc: int | None = None) -> None:
        triggers.fire(game, obj, ab, controller, event, zcc)

    def delayed_triggers(self, game: Game, when: str) -> None:
        """603.7: delayed triggers waiting for this moment trigger once and are gone."""
        waiting = game.state.get("delayed")
        if not waiting:
            return
        keep = []
        for d in waiting:
            due = d["when"] == when
            if when == "beginning of your next upkeep" and d["controller"] != game.active:
                due = False
            if not due:
                keep.append(d)
                continue
            delayed_events.fire(game, d, when)
        game.state["delayed"] = keep

    def step_triggers(self, game: Game, step: str) -> None:
        """500.6: 'at the beginning of' triggers of this step."""
        if game.state.get("delayed"):  # (every step: no call without delayed triggers)
            if step == "end":
                self.delayed_triggers(game, "beginning of the next end step")
            elif step == "end_of_combat":
                self.delayed_triggers(game, "end of combat")
            elif step == "upkeep":
                self.delayed_triggers(game, "beginning of your next upkeep")
        observers = game.observers.get(STEP_BEGINS)  # `game.notify`, inline
        if observers:
            begins = StepBegins(step, game.active)  # "beginning of" triggers (triggers.py)
            for observer in observers:
                observer(game, begins)

    # ---- the game ----------------------------------------------------------------------
    def play(self, game: Game) -> Flow:
        game.observe(DAMAGE_DEALT, log_damage)
        replacements.install(game)
        game.replacements.add_source(flashback.exile_instead, (ZONE_CHANGE,))  # 702.34a
        alone = game.replacement is None
        game.replacement = cant_enter.hook(game.replacement)  # "can't enter" (608.3d)
        if alone:
            game.limit_replacement((ZONE_CHANGE,))  # it looks at zone changes only
        triggers.subscribe(game)
        game.observe(ZONE_CHANGE, dies_watchers.record_death)  # after the triggers
        game.observe(ZONE_CHANGE, delayed_events.observe)
        game.observe(ZONE_CHANGE, exile_until.observe, _leaves_battlefield)  # 610.3
        game.observe(DRAW, draw_reveals.observe)  # 603.11
        game.observe(ZONE_CHANGE, control_duration.observe, _leaves_battlefield)
        game.observe(ZONE_CHANGE, state_triggers.observe, _leaves_hand_or_enters)
        game.observe(UNTAPPED, delayed_events.observe)
        game.observe(TAPPED, sba.carry_forward)  # last: a tap leaves SBAs unchanged
        game.observe(UNTAPPED, sba.carry_forward)
        game.observe(ZONE_CHANGE, sba.after_move, _off_battlefield)  # last: so does a draw
        start = game.state.pop("start", None)
        if start is None:
            yield from self.start_game(game)
            first_step = "untap"
        else:
            first_step = start
        yield from self.run_turns(game, first_step, skip_first_actions=start is not None)

    def start_game(self, game: Game) -> Flow:
        """103: shuffle, choose the starting player, draw seven, mulligans."""
        if not game.state.pop("libraries_as_listed", False):  # a scenario's step = "start"
            for p in game.players:
                game.rng.shuffle(p.zones["library"])
            game.log.add("103.3", "shuffle", "Both libraries are shuffled")
        # The libraries as dealt: what a recording made before the opening position (during
        # the mulligans) starts from, at `step = "start"`; the RNG restarts from the seed
        # here, as a scenario's does when it starts there.
        game.state["dealt"] = {p.key: {"library": list(p.zones["library"])}
                               for p in game.players}
        game.rng.seed(game.seed)
        game.active = 0  # the seat of the player chosen at random to go first (103.1)
        game.log.add("103.1", "start", "{} was chosen at random to take the first turn",
                     game.players[0].name)
        yield from self.mulligans(game)
        # The opening position: what a recorded game's scenario file starts from. The
        # RNG restarts from the seed here, as a scenario's does when it starts.
        game.state["opening"] = {
            p.key: {z: list(p.zones[z]) for z in ("library", "hand")} for p in game.players}
        game.rng.seed(game.seed)

    def mulligans(self, game: Game) -> Flow:
        """103.5 London mulligan. Both players draw their hands first; then, starting
        with the starting player, each player who has not kept declares keep or mulligan
        (seeing the other's hand size, not its cards); those who took a mulligan shuffle
        their hand back and draw seven again, together, and the round repeats. A player
        who keeps puts one card on the bottom per mulligan taken."""
        order = [game.active, 1 - game.active]
        for idx in order:
            draw_cards(game, idx, HAND_SIZE, "103.5")
        taken = {idx: 0 for idx in order}
        deciding = list(order)
        while deciding:
            again: list[int] = []
            for idx in deciding:
                keep = taken[idx] >= HAND_SIZE
                if not keep:
                    keep = yield self._keep_question(idx, taken[idx])
                if keep:
                    yield from self._keep(game, idx, taken[idx])
                else:
                    again.append(idx)
            for idx in again:
                p = game.players[idx]
                taken[idx] += 1
                game.log.add("103.5", "mulligan", "{} takes a mulligan", p.name)
                for oid in list(p.zones["hand"]):
                    game.move(game.objects[oid], "library")
                game.rng.shuffle(p.zones["library"])
            for idx in again:
                draw_cards(game, idx, HAND_SIZE, "103.5")
            deciding = again

    @staticmethod
    def _keep_question(idx: int, taken: int) -> Decision:
        return Decision(YES_NO, idx, f"Keep this hand of {HAND_SIZE}"
                        f"{f' (then put {taken} on the bottom)' if taken else ''}?",
                        [Option("Keep", True), Option("Mulligan", False)], "103.5",
                        validate=_yes_no, default=lambda: True)

    def _keep(self, game: Game, idx: int, taken: int) -> Flow:
        """The kept hand: one card on the bottom of the library per mulligan (103.5)."""
        p = game.players[idx]
        if taken:
            hand = list(p.zones["hand"])
            n = min(taken, len(hand))
            opts = [Option(game.objects[i].card.name, i) for i in hand]
            chosen = yield Decision(CHOOSE_CARDS, idx, f"Put {n} card(s) on the bottom of your "
                                    "library", opts, "103.5", n, n,
                                    validate=lambda a: _pick(a, hand, n, "103.5"),
                                    default=lambda: hand[-n:])
            for oid in chosen:
                game.move(game.objects[oid], "library")
            game.log.add("103.5", "bottom", "{} puts {} card(s) on the bottom", p.name, n)
        game.log.add("103.5", "keep", "{} keeps {} cards", p.name, len(p.zones["hand"]))

    def run_turns(self, game: Game, first_step: str, skip_first_actions: bool) -> Flow:
        step_idx = STEP_INDEX[first_step]
        skip = skip_first_actions
        if not skip:
            self.begin_turn(game)
        while True:
            for step in STEPS[step_idx:]:
                if step in QUIET_STEPS and not (step == "draw"
                                                and life_draw_words.draws_ask(game)):
                    # most steps ask nothing: handled by plain calls, no generators
                    if self.quiet_step(game, step, skip):
                        yield from priority_round(game)
                        self.end_step(game, step)
                else:
                    yield from self.run_step(game, step, skip)
                skip = False
            step_idx = 0
            game.next_turn()
            self.begin_turn(game)

    def begin_turn(self, game: Game) -> None:
        p = game.players[game.active]
        p.turn_started = game.turn
        p.state.lands_played = 0
        game.state["combat"] = None
        game.step = "untap"
        game.log.add("500.1", "turn", "Turn {}: {}'s turn", game.turn, p.name)

    def quiet_step(self, game: Game, step: str, skip_actions: bool) -> bool:
        """A step whose turn-based actions ask nothing (untap, upkeep, draw, main phases,
        beginning and end of combat, end step). Does the step up to priority; returns
        whether a priority round is still needed (False: both players auto-passed)."""
        game.step = step
        stop = game.state.get("stop_at")
        if stop is not None and (game.turn, STEP_INDEX[step]) >= stop:
            raise Halt
        if step == "untap":
            if not skip_actions:
                self.untap(game)
            return False  # 502.4: no priority
        if step == "draw" and replacements.skips_step(game, game.active, step):
            return False  # 614.10: a skipped step doesn't happen at all
        if not skip_actions:
            if step == "draw":
                self.draw_step_draw(game)
            elif step == "beginning_of_combat":
                game.state["combat"] = combat.Combat()
            self.step_triggers(game, step)
        if quick_round(game):
            self.end_step(game, step)
            return False
        return True

    def run_step(self, game: Game, step: str, skip_actions: bool) -> Flow:
        """One step: turn-based actions, triggers, priority, then the pool empties (500.4)."""
        cmb = game.state.get("combat")
        if step in COMBAT_STEPS and (cmb is None or not cmb.attackers and not cmb.blocked):
            return  # 508.8: no attackers, no blockers or damage steps
        if step == "first_strike_damage" and not combat.has_first_strike_step(game):
            return  # 510.4
        game.step = step
        stop = game.state.get("stop_at")
        if stop is not None and (game.turn, STEP_INDEX[step]) >= stop:
            raise Halt
        if step == "untap":
            if not skip_actions:
                self.untap(game)
            return  # 502.4: no priority
        if step == "cleanup":
            yield from self.cleanup(game, skip_actions)
            return
        if step == "draw" and replacements.skips_step(game, game.active, step):
            return  # 614.10: a skipped step doesn't happen at all
        if not skip_actions:
            yield from self.turn_based_actions(game, step)
            self.step_triggers(game, step)
        yield from priority_round(game)
        self.end_step(game, step)

    def end_step(self, game: Game, step: str) -> None:
        for p in game.players:
            if p.state.pool:
                p.state.pool.clear()
                game.log.add("500.4", "mana_empties", "{}'s unused mana empties", p.name)
        if step == "end_of_combat":
            game.state["combat"] = None  # 511.3
            game.end_effects("end_of_combat")

    def untap(self, game: Game) -> None:
        """502.1 phasing, then 502.3: the active player untaps their permanents."""
        phasing.phase(game, game.active)
        n = 0
        for obj in game.battlefield():
            if obj.tapped and game.chars(obj).controller == game.active:
                game.untap(obj)
                n += 1
        game.touch()  # a new turn (summoning sickness): nothing an SBA reads
        sba.carry_forward(game)
        game.log.add("502.3", "untap", "{} untaps {} permanent(s)",
                     game.players[game.active].name, n)

    def draw_step_draw(self, game: Game) -> None:
        """504.1, with 103.7a: the starting player skips the draw of their first turn."""
        if game.turn == 1 and not game.state.get("first_draw_done"):
            game.log.add("103.7a", "skip_draw", "{} skips the first draw",
                         game.players[game.active].name)
        else:
            draw_cards(game, game.active, 1, "504.1")

    def turn_based_actions(self, game: Game, step: str) -> Flow:
        if step == "draw":
            if game.turn == 1 and not game.state.get("first_draw_done"):
                game.log.add("103.7a", "skip_draw", "{} skips the first draw",
                             game.players[game.active].name)
            else:  # a draw that may ask which card returns instead (616.2)
                yield from draw_cards_flow(game, game.active, 1, "504.1")
        elif step == "beginning_of_combat":
            game.state["combat"] = combat.Combat()
        elif step == "declare_attackers":
            if game.state.get("combat") is None:
                game.state["combat"] = combat.Combat()
            yield from combat.declare_attackers(game)
        elif step == "declare_blockers":
            yield from combat.declare_blockers(game)
        elif step == "first_strike_damage":
            yield from settle(game)
            yield from combat.combat_damage(game, first=True)
        elif step == "combat_damage":
            yield from combat.combat_damage(game, first=False)

    def cleanup(self, game: Game, skip_actions: bool) -> Flow:
        """514: discard to hand size, remove damage, end 'until end of turn' effects;
        if SBAs or triggers happen, priority and another cleanup (514.3a)."""
        while True:
            if not skip_actions:
                yield from self.discard_to_hand_size(game)
                objs = game.objects
                for oid in game.shared["battlefield"]:  # phased-out permanents too
                    obj = objs[oid]
                    if obj.damage or obj.deathtouched:
                        obj.damage = 0
                        obj.deathtouched = False
                game.end_effects("end_of_turn")
                for key in ("regeneration", "shields", "prevent_combat", prevent_from.KEY):
                    game.state.pop(key, None)  # 701.15b, 615.7: "this turn" ends
                game.log.add("514.2", "cleanup", "Damage wears off; 'until end of turn' "
                             "effects end")
            skip_actions = False
            acted = False
            while sba.check_once(game):
                acted = True
            if not acted and not game.triggers:
                return
            game.log.add("514.3a", "cleanup_priority", "Something happened in cleanup: "
                         "players get priority, then another cleanup step")
            yield from priority_round(game)
            self.end_step(game, "cleanup")

    def discard_to_hand_size(self, game: Game) -> Flow:
        p = game.players[game.active]
        hand = list(p.zones["hand"])
        excess = len(hand) - HAND_SIZE
        if excess <= 0:
            return
        opts = [Option(game.objects[i].card.name, i) for i in hand]
        chosen = yield Decision(CHOOSE_CARDS, game.active, f"Discard {excess} card(s) down to "
                                f"{HAND_SIZE}", opts, "514.1", excess, excess,
                                validate=lambda a: _pick(a, hand, excess, "514.1"),
                                default=lambda: hand[-excess:])
        for oid in chosen:
            game.move(game.objects[oid], "graveyard")
            game.log.add("514.1", "discard", "{} discards {}", p.name,
                         game.objects[oid].card.name)


# The moves some zone-change observers look at (their own first tests), so that the
# others don't call them at all (`Game.observe`'s `moves`).
def _leaves_battlefield(old: str, new: str) -> bool:
    return old == "battlefield"


def _leaves_hand_or_enters(old: str, new: str) -> bool:
    return old == "hand" or new == "battlefield"


def _off_battlefield(old: str, new: str) -> bool:
    return old != "battlefield" and new != "battlefield"


def _yes_no(answer: Any) -> bool:
    if isinstance(answer, bool):
        return answer
    if isinstance(answer, str) and answer.lower() in ("yes", "no", "keep", "mulligan"):
        return answer.lower() in ("yes", "keep")
    raise IllegalAction(f"answer yes or no, not {answer!r}", "103.5")


def _pick(answer: Any, among: list[int], n: int, rule: str) -> list[int]:
    if not isinstance(answer, list) or len(answer) != n or len(set(answer)) != n \
            or any(a not in among for a in answer):
        raise IllegalAction(f"choose exactly {n} different card(s) from the list", rule)
    return list(answer)
