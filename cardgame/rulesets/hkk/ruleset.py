"""The hkk ruleset plugged into the engine: zones, the game's start, the engine hooks.

`HkkRules.play` is the generator the engine runs: it starts a game (K3: shuffle, 20 Ép,
0 VP, five cards each; the player in seat p1 goes first) or resumes from a scenario's
position, then runs the turns (phases.py). The hooks answer the engine's generic
questions: what a player could do (auto-pass), what happens when a card changes zones,
legal targets, whether a hand is revealed, and hkk's continuous effects for the engine's
layers (chars.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardgame.engine.events import DAMAGE_DEALT
from cardgame.engine.layers import Chars, ContinuousEffect
from cardgame.engine.objects import GameObject, StackItem
from cardgame.engine.ruleset import Ruleset
from cardgame.rulesets.hkk import actions, exchange_plan, options, phases, stops
from cardgame.rulesets.hkk import chars as ch
from cardgame.rulesets.hkk import damage as dmg
from cardgame.rulesets.hkk import effects as fx
from cardgame.rulesets.hkk import targets as tg
from cardgame.rulesets.hkk import zones as z
from cardgame.rulesets.hkk.description import DESCRIPTION
from cardgame.rulesets.hkk.keywords import guardian, union
from cardgame.rulesets.hkk.playerstate import HkkPlayer

if TYPE_CHECKING:
    from cardgame.engine.cardmodel import CardDef
    from cardgame.engine.game import Flow, Game

START_HAND = 5


class HkkRules(Ruleset):
    """Hatalom Kártyái on the shared engine."""

    name = "hkk"
    description = DESCRIPTION
    # hkk's continuous effects look only at what is in play (chars.layer_effects, counts
    # of `amount_of`), and a card elsewhere is its printed self
    chars_read_other_zones = False

    def new_player_state(self) -> HkkPlayer:
        return HkkPlayer()

    def static_effects(self, game: Game) -> list[ContinuousEffect]:
        """hkk's own continuous effects in the engine's layers (unions, statics, defence
        bonus)."""
        return ch.layer_effects(game)

    def object_state(self, obj: GameObject, ref: Callable[[Any], Any]) -> tuple[Any, ...]:
        """hkk state the engine's digest must see: unions (by place), a union lost since
        (K131.9) and flying arrival."""
        return (ref(obj.extra.get(z.UNION)), ref(obj.extra.get(z.UNDER)),
                bool(obj.extra.get(union.LOST)), bool(obj.extra.get(z.FLYING)))
    steps = phases.PHASES
    default_step = "main"

    # ---- engine hooks -------------------------------------------------------------------
    def has_actions(self, game: Game, player: int) -> bool:
        return actions.has_actions(game, player)

    def worth_responding(self, game: Game, player: int) -> bool:
        return stops.worth_responding(game, player)

    def plan_answer(self, game: Game, plan: Any) -> list[Any] | None:
        return exchange_plan.plan_answers(game, plan)

    def plan_of(self, game: Game, changes: list[Any]) -> Any:
        d = game.pending
        return exchange_plan.plan_of(changes) if d is not None and d.kind == "exchange" \
            else None

    def on_zone_change(self, game: Game, obj: GameObject, old: str, new: str,
                       lki: Chars | None) -> None:
        """A card that changes zones is a new object: its hkk bookkeeping ends; one that
        left the guard post leaves the combat."""
        z.clear_object_state(obj)
        game.state.pop("tokens_out", None)  # hkk tokens cease to exist as they leave play
        if old in z.IN_PLAY:
            combat = game.state.get("combat")
            if combat is not None:
                combat.remove(obj.id)

    def target_candidates(self, game: Game, spec: str, player: int,
                          action: dict[str, Any]) -> list[Any]:
        src = game.objects.get(action.get("card", -1))
        specs: tuple[str, ...] = (spec,)
        damaging = False
        if src is not None and action.get("action", "play") == "play":
            body = actions.play_body(src.card, action.get("way") or "normal")
            mode = action.get("mode") or 0
            entry = body.modes[mode] if 0 <= mode < len(body.modes) else body.modes[0]
            specs = entry[2] or specs
            damaging = guardian.stops(src.card) and actions.damaging(entry[3])
        picker = tg.Picker(player, src.id if src else None, damaging, specs)
        return tg.candidates(game, spec, picker)

    def reveals_hand(self, game: Game, viewer: int, owner: int) -> bool:
        return False

    def is_permanent_card(self, card: CardDef) -> bool:
        return z.is_permanent_card(card.types)

    def place_at_start(self, game: Game, obj: GameObject, zone: str) -> str:
        """A scenario's permanents: creatures in the reserve or the guard post (K21.1.3),
        the other permanents on the table; cards that never stay in play nowhere."""
        types = obj.card.types
        if not z.is_permanent_card(types):
            return "a permanent (creature, building, item, enchantment): this card never " \
                   "stays in play"
        if zone in z.CREATURE_ZONES and "creature" not in types:
            return "a creature: the reserve and the guard post hold creatures; other " \
                   "permanents go on the table"
        if zone == "table" and "creature" in types:
            return "a permanent that is not a creature: creatures go to the reserve or the " \
                   "guard post"
        return ""

    def unite_at_start(self, game: Game, obj: GameObject, host: GameObject) -> str:
        """A scenario's `united_with`: the named creature is the pair's host, `obj` lies
        under it (both in the same player's reserve or guard post). The pair is one
        creature, passive if either member is listed passive (K131.9)."""
        if obj.id == host.id:
            return "another creature (a creature can't unite with itself)"
        if obj.extra.get(z.UNDER) == host.id or host.extra.get(z.UNDER) == obj.id:
            return ""  # the pair was already made from the other entry
        if any(k in o.extra for o in (obj, host) for k in (z.UNION, z.UNDER)):
            return "a creature in no other union (a pair is two creatures)"
        if host.holder != obj.holder or host.zone not in ("reserve", "guard_post") or \
                obj.zone not in ("reserve", "guard_post"):
            return "a creature in the same player's reserve or guard post"
        host.extra[z.UNION] = obj.id
        obj.extra[z.UNDER] = host.id
        if obj.zone != host.zone:
            game.zone_list(obj).remove(obj.id)
            obj.zone = host.zone
            game.players[obj.holder].zones[host.zone].append(obj.id)
        if host.tapped or obj.tapped:
            host.tapped = obj.tapped = True
        return ""

    def spell_item(self, game: Game, obj: GameObject, controller: int, targets: list[Any],
                   x: int) -> StackItem:
        """A card waiting in the reaction queue at a scenario's start. A target named by
        the member under a pair is the pair (K131.9: one creature, one card)."""
        targets = [game.objects[t].extra.get(z.UNDER, t)
                   if isinstance(t, int) and t in game.objects else t for t in targets]
        body = actions.play_body(obj.card, "normal")
        _, _, specs, effects = body.modes[0]
        return StackItem(obj.id, "spell", obj.id, controller, obj.name, targets,
                         [tg.zcc_of(game, t) for t in targets], specs, effects, body.ability,
                         x, body.modes[0][0], obj.zcc,
                         {"way": "normal", "from": "hand", "seq": 0, "up_to": body.up_to})

    # ---- the game ------------------------------------------------------------------------
    def play(self, game: Game) -> Flow:
        game.options.update(options.resolve(game.options))
        game.observe(DAMAGE_DEALT, dmg.on_damage)
        start = game.state.pop("start", None)
        if start is None:
            self.start_game(game)
            first = "preparation"
        else:
            first = start
            for obj in z.in_play(game):  # a scenario's permanents were there before any play
                obj.extra.setdefault("hk_arrived", -1)
        yield from phases.run_turns(game, first, skip_first=start is not None)

    def start_game(self, game: Game) -> None:
        """K3: 20 Ép and 0 VP each, decks shuffled, five cards each; p1 goes first."""
        as_listed = game.state.pop("libraries_as_listed", False)  # a scenario's "start"
        for p in game.players:
            p.life = 20
            p.state.vp = 0
            if not as_listed:
                game.rng.shuffle(p.zones["deck"])
        game.log.add("K3", "shuffle", "Both decks (pakli) are {}; 20 Ép and 0 VP each",
                     "as the scenario lists them" if as_listed else "shuffled")
        # The decks as dealt: what a recording starts from (`step = "start"`); the RNG
        # restarts from the seed here, as a scenario's does when it starts there.
        game.state["dealt"] = {p.key: {"deck": list(p.zones["deck"])} for p in game.players}
        game.rng.seed(game.seed)
        game.active = 0
        game.turn = 1
        game.log.add("K3", "start", "{} takes the first turn", game.players[0].name)
        for idx in (0, 1):
            fx.draw(game, idx, START_HAND, "K3")
