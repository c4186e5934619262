"""The game: state, zones, moves, and the question-and-answer loop.

The rules of a particular game live in a ruleset (`cardgame.rulesets.<name>`), which
supplies a generator that plays the game and yields a `Decision` whenever a player must
decide. `Game.answer` checks the answer with the decision's validator first (a refusal
leaves the state untouched), records it, and resumes the generator to the next decision.
A game is fully described by its setup and its list of answers: `replay` rebuilds it.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Generator, Iterable
from typing import Any, Final, NamedTuple

from cardgame.engine import decisions as dk
from cardgame.engine.cardmodel import CardDef
from cardgame.engine.copies import copy_of, end_copy, printed_card
from cardgame.engine.decisions import PRIORITY, Decision
from cardgame.engine.events import (
    ZONE_CHANGE,
    CountersPut,
    CountersRemoved,
    DamageDealt,
    Draw,
    Event,
    LifeGained,
    LifeLost,
    Observer,
    Replacement,
    Tapped,
    Untapped,
    ZoneChange,
)
from cardgame.engine.layers import (
    Chars,
    ContinuousEffect,
    LayerMemo,
    compute,
    compute_all,
    compute_kept,
)
from cardgame.engine.log import GameLog
from cardgame.engine.objects import SHARED, GameObject, PendingTrigger, Player, StackItem
from cardgame.engine.replacement import ReplacementEffect, Replacements, Settle
from cardgame.engine.ruleset import Flow, Ruleset
from cardgame.errors import IllegalAction

__all__ = ["Answer", "Flow", "Game", "GameOver", "GameView", "Halt", "Ruleset"]


class Answer(NamedTuple):
    """One recorded answer: the decision kind, who answered, the answer, and whether
    the engine gave it for the player (auto-pass) rather than the player."""

    kind: str
    player: int
    value: Any
    auto: bool = False
    turn: int = 0
    step: str = ""
    about: Any = None  # what a file needs to name the answer: the divided damage's source,
    # the triggers' labels in the question's order (a recording writes them; not replayed)


_new_tuple: Final = tuple.__new__  # Final: a compiled module keeps it, no global lookup


def _answer(kind: str, player: int, value: Any, auto: bool, turn: int, step: str,
            about: Any = None) -> Answer:
    """`Answer(...)` without the named tuple's interpreted `__new__` (a Python frame per
    answer: the engine records hundreds of auto-passes per game)."""
    return _new_tuple(Answer, (kind, player, value, auto, turn, step, about))  # type: ignore[no-any-return]


def _about(d: Decision) -> Any:
    """What names an answer in a scenario file beyond its value (see `Answer.about`)."""
    if d.kind == dk.ASSIGN_DAMAGE:
        return d.data.get("source")
    if d.kind == dk.ORDER_TRIGGERS:
        return [o.label for o in d.options]
    return None


class GameOver(Exception):
    """Raised inside the rules generator when the game has ended, to unwind it."""


class Halt(Exception):
    """Raised by a ruleset when a scenario's stop point is reached: the game pauses there."""


class Game:
    """One game in progress. Agents read `pending` and call `answer`."""

    def __init__(self, rules: Ruleset, seed: int = 0, names: tuple[str, str] = ("p1", "p2"),
                 options: dict[str, Any] | None = None) -> None:
        self.rules = rules
        self.ruleset = rules.name
        self.seed = seed
        self.rng = random.Random(seed)
        self.options: dict[str, Any] = dict(options or {})
        desc = rules.description
        self.players = [Player(i, names[i], desc.player_zones, rules.new_player_state())
                        for i in range(2)]
        self.shared: dict[str, list[int]] = {z: [] for z in desc.shared_zones}
        self.objects: dict[int, GameObject] = {}
        self.stack: list[StackItem] = []
        self.turn = 1
        self.step = ""
        self.active = 0
        self.priority_player: int | None = None
        self.log = GameLog(self)
        self.effects: list[ContinuousEffect] = []
        self.triggers: list[PendingTrigger] = []
        self.answers: list[Answer] = []
        self.pending: Decision | None = None
        self.over = False
        self.winner: int | None = None  # None with over=True means a draw
        self.end_reason = ""
        self.end_rule = ""
        self.card_count = 0  # physical cards (not tokens) created: the invariant's total
        self.token_count = 0  # tokens that exist now
        self._next_id = 1
        self._timestamp = 0
        self._chars_cache: dict[int, Chars] = {}
        self._layer_memo: LayerMemo | None = LayerMemo() if rules.per_object_layers else None
        self._keyword_abilities = (rules.keyword_abilities if rules.has_keyword_abilities
                                   else None)
        self._chars_read_others = rules.chars_read_other_zones  # see `_move`
        # where permanents are: the shared zones first (magic's battlefield), then each
        # player's (hkk's reserve, guard post, table)
        self.permanent_zones: tuple[str, ...] = desc.permanent_zones
        self._shared_permanent_zones = tuple(z for z in desc.permanent_zones
                                             if z in self.shared)
        self._player_permanent_zones = tuple(z for z in desc.permanent_zones
                                             if z not in self.shared)
        self.hidden_zones: tuple[str, ...] = desc.hidden_zones
        self.hand_zone = desc.zone_with_role("hand") or ""
        self.library_zone = desc.library_zone
        self._bf_cache: list[GameObject] | None = None
        self.version = 0  # bumped by every change that derived-value caches depend on
        self._ae: list[ContinuousEffect] = []
        self._ae_version = -1
        # what `_ae` was sorted from: the same lists again need no new sort
        self._ae_statics: list[ContinuousEffect] | None = None
        self._ae_effects: list[ContinuousEffect] | None = None
        self._ae_count = -1
        self.memo: dict[Any, Any] = {}  # ruleset caches keyed by version
        self._flow: Flow | None = None
        self.turn_limit: int = int(self.options.get("turn_limit", 0) or 0)
        self.on_answer: Callable[[Game], None] | None = None
        self.state: dict[str, Any] = {}  # ruleset-specific turn state (combat, ...)
        self.halted = False  # stopped at a scenario's [stop] point
        self.observers: dict[str, list[Observer]] = {}  # event kind -> who is told
        # per zone-change observer, its test of (old, new) zones (`observe`); and the
        # observers a move between two zones tells, listed once per pair
        self._move_tests: list[Callable[[str, str], bool] | None] = []
        self._move_observers: dict[tuple[str, str], list[Observer]] = {}
        self.replacement: Replacement | None = None  # one plain hook (see events.py)
        # the hook `limit_replacement` was told about, and the event kinds it looks at
        self._hook_limited: Replacement | None = None
        self._hook_kinds: frozenset[str] = frozenset()
        self.replacements = Replacements()  # 614-616: the rulesets' effect sources

    # ---- ids, objects, zones ---------------------------------------------------------
    def new_id(self) -> int:
        oid = self._next_id
        self._next_id += 1
        return oid

    def next_timestamp(self) -> int:
        self._timestamp += 1
        return self._timestamp

    def create_object(self, card: CardDef, owner: int, zone: str, *, token: bool = False,
                      top: bool = False) -> GameObject:
        """Create a card (or token) in a zone; cards count towards the invariant."""
        obj = GameObject(self.new_id(), card, owner)
        self.rules.prepare_card(card)
        obj.token = token
        obj.timestamp = self.next_timestamp()
        self.objects[obj.id] = obj
        if not token:
            self.card_count += 1
        else:  # tokens in creation order: recorded games name them t1, t2, ...
            self.state.setdefault("tokens_created", []).append(obj.id)
            self.token_count += 1
        self._put(obj, zone, top=top)
        self.invalidate()
        return obj

    def new_object(self, card: CardDef, owner: int, *, token: bool = False) -> GameObject:
        """An object an effect creates (a token), its id taken but in no zone yet: its
        "as it enters" choices are made on it, then `enter_new_flow` puts it in place."""
        obj = GameObject(self.new_id(), card, owner)
        self.rules.prepare_card(card)
        obj.token = token
        return obj

    def enter_new_flow(self, obj: GameObject, zone: str, *, tapped: bool = False
                       ) -> Generator[Decision, Any, bool]:
        """`create_object` for an object from `new_object` created in a zone of
        permanents: the event that puts it there goes through the replacement effects
        first, as any entering permanent's does (614.1c, 614.12: enters tapped, with
        counters; 616.1: the order asked). `tapped`: the effect creates it tapped.
        Returns whether it was created (a replacement may leave nothing to create); the
        caller tells the ruleset and the observers, as after `create_object`."""
        entering = ZoneChange(obj, "", zone)
        entering.tapped = tapped
        event: Event | None = entering
        if self.replacements.sources:
            first = self.replacements.applicable(self, entering, set())
            if first:  # (most of the time none applies: no settling generator)
                event = yield from self.replacements.settle(self, entering, (), first)
        if isinstance(event, ZoneChange) and self.replacement is not None:
            event = self.replacement(self, event)
        if not isinstance(event, ZoneChange):
            return False
        obj.timestamp = self.next_timestamp()
        self.objects[obj.id] = obj
        if not obj.token:
            self.card_count += 1
        else:  # tokens in creation order: recorded games name them t1, t2, ...
            self.state.setdefault("tokens_created", []).append(obj.id)
            self.token_count += 1
        self._put(obj, event.new)
        if event.tapped and event.new in self.permanent_zones:
            obj.tapped = True  # enters tapped (614.1c): it never "becomes tapped"
        self.invalidate()
        if event.counters and obj.zone in self.permanent_zones:
            for kind, n in event.counters.items():  # given as it enters (122.6)
                yield from self.apply_flow(CountersPut(obj, kind, n))
        return True

    def create_cards(self, card: CardDef, owner: int, zone: str, count: int) -> None:
        """`count` copies of a card at the bottom of the owner's zone: the same objects,
        ids, timestamps and version as `count` calls of `create_object`, in one pass (a
        scenario's libraries of filler cards are most of the objects it creates)."""
        if count <= 0:
            return
        self.rules.prepare_card(card)
        lst = self.shared[zone] if zone in self.shared else self.players[owner].zones[zone]
        holder = SHARED if zone in self.shared else owner
        objects = self.objects
        first, stamp = self._next_id, self._timestamp
        for k in range(count):
            obj = GameObject(first + k, card, owner)
            obj.timestamp = stamp + k + 1
            obj.zone = zone
            obj.holder = holder
            objects[first + k] = obj
        lst.extend(range(first, first + count))
        self._next_id = first + count
        self._timestamp = stamp + count
        self.card_count += count
        self.version += count - 1
        self.invalidate()

    def zone_list(self, obj: GameObject) -> list[int]:
        if obj.holder == SHARED:
            return self.shared[obj.zone]
        return self.players[obj.holder].zones[obj.zone]

    def _put(self, obj: GameObject, zone: str, top: bool = False,
             holder: int | None = None) -> None:
        obj.zone = zone
        if zone in self.shared:
            obj.holder = SHARED
            lst = self.shared[zone]
        else:
            obj.holder = obj.owner if holder is None else holder
            lst = self.players[obj.holder].zones[zone]
        if top:
            lst.insert(0, obj.id)
        else:
            lst.append(obj.id)

    def move(self, obj: GameObject, zone: str, *, top: bool = False,
             holder: int | None = None, controller: int | None = None) -> str:
        """Move an object to a zone: a new object there (400.7), the ruleset is told.

        Cards go to their owner's zones (400.3) unless `holder` says otherwise; a
        permanent entering gets `controller` before anything looks at it. Replacement
        effects may send it elsewhere or keep it where it is (614): returns the zone it
        is in afterwards. Where order questions can be asked, use `move_flow`.
        """
        if self.replacement is None and not self.replacements.sources:
            old = obj.zone
            self._moved(obj, old, self._move(obj, zone, top, holder, controller, None))
            return obj.zone
        moving = ZoneChange(obj, obj.zone, zone)
        proposal: Event | None = moving
        if self.replacements.sources:
            proposal = self.replacements.settle_now(self, moving)
        if proposal is not None and self.replacement is not None:
            proposal = self.replacement(self, proposal)
        if isinstance(proposal, ZoneChange):
            lki = self._move(obj, proposal.new, top, holder, controller, proposal)
            if proposal.counters and obj.zone in self.permanent_zones:
                for kind, n in proposal.counters.items():  # given as it enters (122.6)
                    self.add_counters(obj, kind, n)
            self._moved(obj, proposal.old, lki)
        elif proposal is not None:  # replaced by another kind of event (614.6)
            self._happen(proposal)
        return obj.zone

    def move_flow(self, obj: GameObject, zone: str, *, top: bool = False,
                  holder: int | None = None, controller: int | None = None
                  ) -> Generator[Decision, Any, str]:
        """`move`, asking the order of several replacement effects (616.1)."""
        moving = ZoneChange(obj, obj.zone, zone)
        event: Event | None = moving
        if self.replacements.sources:
            first = self.replacements.applicable(self, moving, set())
            if first:  # (most of the time none applies: no settling generator)
                event = yield from self.replacements.settle(self, moving, (), first)
        if isinstance(event, ZoneChange) and self.replacement is not None:
            event = self.replacement(self, event)
        if isinstance(event, ZoneChange):
            lki = self._move(obj, event.new, top, holder, controller, event)
            if event.counters and obj.zone in self.permanent_zones:
                for kind, n in event.counters.items():  # given as it enters (122.6)
                    yield from self.apply_flow(CountersPut(obj, kind, n))
            self._moved(obj, event.old, lki)
        elif event is not None:  # replaced by another kind of event (614.6)
            self._happen(event)
        return obj.zone

    def _move(self, obj: GameObject, zone: str, top: bool, holder: int | None,
              controller: int | None, proposal: ZoneChange | None) -> Chars | None:
        """The move itself; returns the last known characteristics (a permanent's)."""
        old = obj.zone
        lki = self.chars(obj) if old in self.permanent_zones else None
        if lki is not None:
            obj.extra["lki"] = lki
            # the counters it had there: "if it had no +1/+1 counters on it" looks back
            obj.extra["lki_counters"] = dict(obj.counters)
            end_copy(obj)  # a copy effect lasts while it is a permanent (400.7)
        holder_was = obj.holder  # `zone_list`, `next_timestamp` and `_put` inline: a move
        (self.shared[old] if holder_was == SHARED  # is the engine's most frequent change
         else self.players[holder_was].zones[old]).remove(obj.id)
        obj.zcc += 1
        self._timestamp += 1
        obj.timestamp = self._timestamp
        obj.tapped = False
        obj.damage = 0
        obj.counters = {}
        obj.deathtouched = False
        obj.attached_to = None
        obj.phased_out = False
        if zone not in self.permanent_zones:
            obj.controller = obj.owner
        self._put(obj, zone, top, holder)
        if controller is not None and zone in self.permanent_zones:
            obj.controller = controller
        if proposal is not None and proposal.tapped and zone in self.permanent_zones:
            obj.tapped = True  # enters tapped (614.1c): it never "becomes tapped"
        if obj.token and zone not in self.permanent_zones:
            self.state.setdefault("tokens_out", []).append(obj.id)
        if lki is None and zone not in self.permanent_zones and (
                not self._chars_read_others
                or self.rules.keeps_characteristics(self, obj, old, zone)):
            self._chars_cache.pop(obj.id, None)  # the battlefield is as it was
            self.version += 1  # `touch`
        else:
            self.invalidate()
        return lki

    def _moved(self, obj: GameObject, old: str, lki: Chars | None) -> None:
        """After a move: the ruleset and the observers are told (triggers, 603.6)."""
        self.rules.on_zone_change(self, obj, old, obj.zone, lki)
        observers = self._move_observers.get((old, obj.zone))  # `notify`, inline, told
        if observers is None:  # only those that look at moves between these zones
            observers = self._observers_of_move(old, obj.zone)
        if observers:
            moved = ZoneChange(obj, old, obj.zone, lki, obj.zcc - 1)
            for observer in observers:
                observer(self, moved)

    # ---- events: the only way rulesets change life, damage, taps and counters ------------
    def limit_replacement(self, kinds: Iterable[str]) -> None:
        """The hook now in `replacement` looks only at events of these kinds: `apply`
        skips the call for the others (taps, draws, damage), which it would return
        unchanged. A hook set afterwards is asked about every event again."""
        self._hook_limited = self.replacement
        self._hook_kinds = frozenset(kinds)

    def observe(self, kind: str, observer: Observer,
                moves: Callable[[str, str], bool] | None = None) -> None:
        """Tell `observer(game, event)` about every event of `kind`, after it happened.

        `moves` (zone changes only): a test of (old zone, new zone) that is False for every
        move the observer does nothing about; a move tells only the observers whose test
        holds for its pair of zones (listed once per pair), the others not at all."""
        self.observers.setdefault(kind, []).append(observer)
        if kind == ZONE_CHANGE:
            self._move_tests.append(moves)
            self._move_observers.clear()

    def _observers_of_move(self, old: str, new: str) -> list[Observer]:
        """The zone-change observers told about a move from `old` to `new`, in order."""
        found = [o for o, test in zip(self.observers.get(ZONE_CHANGE, ()), self._move_tests,
                                      strict=True)
                 if test is None or test(old, new)]
        self._move_observers[(old, new)] = found
        return found

    def apply(self, event: Event) -> Event | None:
        """Make a change: the replacement step (614), the change, then the observers.

        Returns the event that happened (None when a replacement left nothing to do).
        Several replacement effects are taken in their listed order here; `apply_flow`
        asks the affected player instead (616.1).
        """
        if self.replacements.sources:
            replaced = self.replacements.settle_now(self, event)
            if replaced is None:
                return None
            event = replaced
        hook = self.replacement
        if hook is not None and (hook is not self._hook_limited
                                 or event.kind in self._hook_kinds):
            replaced = hook(self, event)
            if replaced is None:
                return None
            event = replaced
        event.happen(self)  # `_happen`, without a call more per event
        observers = self.observers.get(event.kind)
        if observers:
            for observer in observers:
                observer(self, event)
        return event

    def apply_flow(self, event: Event, own: tuple[ReplacementEffect, ...] = ()) -> Settle:
        """`apply`, yielding the 616.1 order questions to the ruleset's question loop.

        `own` are self-replacement effects of the instruction making this change (614.15).
        """
        replaced: Event | None = event
        if self.replacements.sources or own:
            first = self.replacements.applicable(self, event, set(), own)
            if first:  # (most of the time none applies: no settling generator)
                replaced = yield from self.replacements.settle(self, event, own, first)
        hook = self.replacement
        if replaced is not None and hook is not None and (
                hook is not self._hook_limited or replaced.kind in self._hook_kinds):
            replaced = hook(self, replaced)
        if replaced is None:
            return None
        if replaced.asks:  # its own questions (which card...), then the observers
            yield from replaced.happen_flow(self)
            self.notify(replaced)
            return replaced
        return self._happen(replaced)

    def _happen(self, event: Event) -> Event:
        event.happen(self)
        observers = self.observers.get(event.kind)
        if observers:
            for observer in observers:
                observer(self, event)
        return event

    def notify(self, event: Event) -> None:
        """Report something that has already happened (a move, a declaration)."""
        observers = self.observers.get(event.kind)
        if observers:
            for observer in observers:
                observer(self, event)

    def tap(self, obj: GameObject, source: Any = None) -> bool:
        """Tap an untapped permanent; False (and no event) if it was tapped already."""
        if obj.tapped:
            return False
        self.apply(Tapped(obj, source))
        return True

    def untap(self, obj: GameObject, source: Any = None) -> bool:
        if not obj.tapped:
            return False
        self.apply(Untapped(obj, source))
        return True

    def deal_damage(self, source: Any, target: GameObject | int, amount: int,
                    combat: bool = False, counter: str | None = None) -> None:
        """Damage to an object or a player's seat (replacement effects settle it first)."""
        if amount > 0:
            self.apply(DamageDealt(source, target, amount, combat, counter))

    def gain_life(self, player: int, amount: int) -> None:
        if amount > 0:
            self.apply(LifeGained(player, amount))

    def lose_life(self, player: int, amount: int) -> None:
        if amount > 0:
            self.apply(LifeLost(player, amount))

    def add_counters(self, obj: GameObject, counter: str, amount: int) -> None:
        if amount > 0:
            self.apply(CountersPut(obj, counter, amount))

    def draw(self, player: int, rule: str = "") -> Draw | None:
        """One card draw (121.2: draws happen one at a time); None when replaced by
        nothing. The returned event says who drew what (`card` None: an empty library)."""
        happened = self.apply(Draw(player, rule))
        return happened if isinstance(happened, Draw) else None

    def remove_counters(self, obj: GameObject, counter: str, amount: int) -> int:
        """Remove up to `amount` counters of a kind; returns how many were removed."""
        n = min(amount, obj.counters.get(counter, 0))
        if n > 0:
            self.apply(CountersRemoved(obj, counter, n))
        return n

    def remove_object(self, obj: GameObject) -> None:
        """A token or copy ceases to exist (704.5d-e)."""
        self.zone_list(obj).remove(obj.id)
        if obj.token:
            self.token_count -= 1
        obj.zone = ""
        obj.exists = False
        obj.zcc += 1
        del self.objects[obj.id]
        self.invalidate()

    def battlefield(self) -> list[GameObject]:
        """Permanents that exist for the rules now (phased-out ones don't, 702.26b), from
        every zone the ruleset says holds permanents: shared zones first, then each
        player's in the ruleset's zone order.

        Cached until the next invalidation; callers must not change the list.
        """
        bf = self._bf_cache
        if bf is None:
            objs = self.objects
            ids = [i for z in self._shared_permanent_zones for i in self.shared[z]]
            if self._player_permanent_zones:
                ids += [i for p in self.players for z in self._player_permanent_zones
                        for i in p.zones[z]]
            bf = [o for o in map(objs.__getitem__, ids) if not o.phased_out]  # (no generator)
            self._bf_cache = bf
        return bf

    def zone_objects(self, player: int, zone: str) -> list[GameObject]:
        objs = self.objects
        return [objs[i] for i in self.players[player].zones[zone]]

    def opponent(self, player: int) -> int:
        return 1 - player

    def player_by_key(self, key: str) -> int:
        return 0 if key == "p1" else 1

    # ---- characteristics -------------------------------------------------------------
    def invalidate(self) -> None:
        """Something that may change characteristics happened: drop cached values."""
        if self._chars_cache:
            self._chars_cache.clear()
        self._bf_cache = None
        self.version += 1

    def rearranged(self) -> None:
        """Permanents changed places among the permanent zones in a way no characteristic
        reads (hkk: reserve <-> guard post): the list of permanents is rebuilt, their
        characteristics are kept."""
        self._bf_cache = None
        self.version += 1

    def touch(self) -> None:
        """Something changed that caches keyed on `version` must notice (damage...)."""
        self.version += 1

    def chars(self, obj: GameObject) -> Chars:
        """Current characteristics (613), cached until the next invalidation.

        Permanents (objects in any of the ruleset's permanent zones) are computed all
        together when any continuous effect exists (layer by layer); otherwise each object
        is just its printed card plus its counters.
        """
        c = self._chars_cache.get(obj.id)
        if c is not None:
            return c
        kw = self._keyword_abilities
        if obj.zone in self.permanent_zones and not obj.phased_out:
            effects = self.active_effects()
            if effects:
                if self._layer_memo is not None:
                    computed = compute_kept(self.battlefield(), effects, kw,
                                            self._layer_memo)
                else:
                    computed = compute_all(self.battlefield(), effects, kw)
                self._chars_cache.update(computed)
                self._notice_control_changes(computed)
                c = self._chars_cache.get(obj.id)
                if c is not None:
                    return c
        c = compute(obj, kw)
        if obj.zone not in self.permanent_zones:
            c = self.rules.card_chars(self, obj, c)
        self._chars_cache[obj.id] = c
        return c

    def _notice_control_changes(self, computed: dict[int, Chars]) -> None:
        """A continuous effect changed who controls a permanent: the ruleset is told
        (magic: it is newly controlled, 302.6, and leaves combat, 506.4)."""
        hook = self.rules.on_control_change
        objs = self.objects
        for oid, c in computed.items():
            obj = objs[oid]
            if c.controller == obj.controller and "seen_controller" not in obj.extra:
                continue  # no effect has changed its controller, now or before
            seen = obj.extra.get("seen_controller", obj.controller)
            if seen != c.controller:
                obj.extra["seen_controller"] = c.controller
                hook(self, obj, seen, c.controller)
                self.touch()

    def active_effects(self) -> list[ContinuousEffect]:
        """Effects of resolved spells plus those of static abilities now in play
        (cached per state version)."""
        if self._ae_version == self.version:
            return self._ae
        statics = self.rules.static_effects(self)
        if not statics:
            result = self.effects
        elif statics is self._ae_statics and self.effects is self._ae_effects \
                and len(self.effects) + len(statics) == self._ae_count:
            result = self._ae  # the same effects as before (a ruleset may keep its list)
        else:
            result = sorted(self.effects + statics, key=lambda e: (e.layer, e.timestamp))
        self._ae, self._ae_version = result, self.version
        self._ae_statics, self._ae_effects = statics, self.effects
        self._ae_count = len(self.effects) + len(statics)
        return result

    def add_effect(self, effect: ContinuousEffect) -> None:
        self.effects.append(effect)
        self.effects.sort(key=lambda e: (e.layer, e.timestamp))
        self.invalidate()

    def end_effects(self, until: str) -> int:
        before = len(self.effects)
        if not before:
            return 0  # (asked at every end of combat and cleanup: most have none)
        self.effects = [e for e in self.effects if e.until != until]
        if len(self.effects) != before:
            self.invalidate()
        return before - len(self.effects)

    def controller(self, obj: GameObject) -> int:
        return (self.chars(obj).controller if obj.zone in self.permanent_zones
                else obj.controller)

    def next_turn(self) -> None:
        """The next player's turn begins (two players alternate); past the documented
        turn limit (a simulation's), the game ends in a draw."""
        self.turn += 1
        self.active = 1 - self.active
        if self.turn_limit and self.turn > self.turn_limit:
            self.end(None, f"the turn limit of {self.turn_limit} turns was reached",
                     "sim-turn-limit")

    # ---- the end ---------------------------------------------------------------------
    def end(self, winner: int | None, reason: str, rule: str) -> None:
        """End the game now (104); raises GameOver to unwind the rules generator."""
        if not self.over:
            self.over = True
            self.winner = winner
            self.end_reason = reason
            self.end_rule = rule
            who = "draw" if winner is None else f"{self.players[winner].name} wins"
            self.log.add(rule, "game_over", "Game over: {} — {}", who, reason)
        self.pending = None
        raise GameOver

    # ---- the question loop -----------------------------------------------------------
    def start(self) -> None:
        """Run the rules until the first decision. Once only: a second start would run
        the ruleset's setup again (observers subscribed twice fire every trigger twice)."""
        if self._flow is not None:
            raise RuntimeError("this game has already started")
        self._flow = self.rules.play(self)
        self._resume(None, first=True)

    def _resume(self, answer: Any, first: bool = False) -> None:
        assert self._flow is not None
        try:
            self.pending = self._flow.send(None) if first else self._flow.send(answer)
        except (StopIteration, GameOver):
            self.pending = None
            self.over = True
        except Halt:
            self.pending = None
            self.halted = True

    def answer(self, answer: Any) -> None:
        """Answer the pending decision; IllegalAction (state unchanged) if refused."""
        d = self.pending
        if d is None:
            raise IllegalAction("the game is over; there is nothing to answer", "104")
        normalized = d.check(answer, remember=False)  # the last check of this question
        self.answers.append(_answer(d.kind, d.player, normalized, False, self.turn,
                                    self.step, _about(d)))
        self._resume(normalized)
        if self.on_answer is not None:
            self.on_answer(self)

    def forced(self, kind: str, player: int, answer: Any, **data: Any) -> None:
        """A question with exactly one legal answer, not asked (scenario.md, section 4):
        noted, with when it happened, so that a script that gives that same answer at a
        fitting turn and step counts as carried out."""
        data = {"turn": self.turn, "step": self.step, **data}
        self.state.setdefault("forced", []).append((kind, player, answer, data))

    def record_auto(self, kind: str, player: int, answer: Any) -> None:
        """An answer the engine gave for a player (auto-pass): recorded like any other
        (`_answer` inline: two per quiet step)."""
        self.answers.append(_new_tuple(Answer, (kind, player, answer, True, self.turn,
                                                self.step, None)))

    def record_auto_passes(self, kind: str, first: int, second: int, answer: Any) -> None:
        """`record_auto` for two players in turn (both pass at a quiet step), one call."""
        turn, step = self.turn, self.step
        self.answers += (_new_tuple(Answer, (kind, first, answer, True, turn, step, None)),
                         _new_tuple(Answer, (kind, second, answer, True, turn, step, None)))

    def replay(self, answers: list[Answer], include_auto: bool = False) -> None:
        """Feed recorded answers to this (fresh, started) game.

        With the same auto-pass settings as the recording, auto answers happen again by
        themselves (`include_auto=False`); with auto-pass off, feed them too.
        """
        for a in answers:
            if a.auto and not include_auto:
                continue
            if self.pending is None:
                raise IllegalAction(f"the replay has more answers than the game asks for: "
                                    f"{a.kind} by p{a.player + 1}", "replay")
            if self.pending.kind != a.kind or self.pending.player != a.player:
                raise IllegalAction(
                    f"the replay diverged: the game asks {self.pending.kind} of "
                    f"p{self.pending.player + 1}, the record answers {a.kind} of "
                    f"p{a.player + 1}", "replay")
            self.answer(a.value)

    def ask(self, decision: Decision) -> Generator[Decision, Any, Any]:
        """Yield a decision to the caller and return its (validated) answer."""
        answer = yield decision
        return answer

    # ---- views, digest, invariants ---------------------------------------------------
    def target_candidates(self, spec: str, player: int, action: Any) -> list[Any]:
        return list(self.rules.target_candidates(self, spec, player, action))

    def view_for(self, player: int) -> GameView:
        return GameView(self, player)

    def revealed_hand(self, viewer: int, owner: int) -> bool:
        """Whether `viewer` may see `owner`'s hand (own hand, or revealed by an effect)."""
        return viewer == owner or self.rules_reveals(viewer, owner)

    def rules_reveals(self, viewer: int, owner: int) -> bool:
        return bool(self.rules.reveals_hand(self, viewer, owner))

    def digest(self) -> str:
        """A hash of everything that matters to the rules, for replays and scenarios.

        Objects are named by their card and their place, never by their ids, so a game
        rebuilt from a scenario file (whose objects get other ids) hashes the same.
        """
        h = hashlib.blake2b(digest_size=16)
        objs = self.objects
        place: dict[int, str] = {}
        for p in self.players:
            for zname, lst in p.zones.items():
                for i, oid in enumerate(lst):
                    place[oid] = f"{p.key}.{zname}[{i}]"
        for zname, lst in self.shared.items():
            for i, oid in enumerate(lst):
                place[oid] = f"{zname}[{i}]"

        def ref(x: Any) -> Any:
            if isinstance(x, int) and not isinstance(x, bool):
                return place.get(x, "?")
            return x

        parts: list[Any] = [self.turn, self.step, self.active, self.priority_player,
                            self.over, self.winner]
        state = self.rules.object_state

        def name(o: GameObject) -> str:
            # a copy shows what it copies and what it is (707.2): both must replay
            of = copy_of(o)
            return o.card.name if of is None else f"{printed_card(o).name} as {of}"

        def obj_state(o: GameObject) -> tuple[Any, ...]:
            return (name(o), o.controller, o.owner, o.tapped, o.damage,
                    sorted(o.counters.items()), ref(o.attached_to), o.phased_out, o.token,
                    o.since_turn >= self.players[o.controller].turn_started,
                    state(o, ref))

        for p in self.players:
            parts.append((p.life, *p.state.digest(), p.lost))
            for zname in sorted(p.zones):
                if zname in self.permanent_zones:
                    parts.append((zname, [obj_state(objs[i]) for i in p.zones[zname]]))
                else:
                    parts.append((zname, [objs[i].card.name for i in p.zones[zname]]))
        for zname in sorted(self.shared):
            for i in self.shared[zname]:
                parts.append(obj_state(objs[i]))
        for s in self.stack:
            parts.append((s.name, s.controller, [ref(t) for t in s.targets], s.x, s.mode))
        for e in self.effects:
            parts.append((e.layer, e.op, repr(e.value), e.until,
                          sorted(place.get(i, "?") for i, _ in e.affected)
                          if e.affected else None))
        h.update(repr(parts).encode())
        return h.hexdigest()

    def check_cards(self) -> str | None:
        """The card-conservation invariant: every card in exactly one zone. None if ok."""
        seen: set[int] = set()
        total = 0
        for p in self.players:
            for lst in p.zones.values():
                total += len(lst)
                seen.update(lst)
        for lst in self.shared.values():
            total += len(lst)
            seen.update(lst)
        stack_cards = {s.id for s in self.stack if s.kind == "spell"}
        if total != len(seen):
            return f"a card is in two zones at once ({total} entries, {len(seen)} objects)"
        cards = len(seen) - self.token_count
        if cards != self.card_count:
            return f"{self.card_count} cards were created but {cards} are in zones"
        missing = stack_cards - seen
        if missing:
            return f"stack items {sorted(missing)} have no card on the stack zone"
        return None

    def cards_counted(self) -> bool:
        """The cheap half of `check_cards`, for every answer of a simulation: the zones
        hold as many entries as there are cards and tokens, and every spell on the stack
        has its card in the stack zone. A card lost or put in a second zone changes the
        count; only both at once keeps it, which `check_cards` (a simulation runs it at
        the end of every game, and whenever this fails) still finds."""
        total = sum(map(len, self.shared.values()))  # (counted in C: once per answer)
        for p in self.players:
            total += sum(map(len, p.zones.values()))
        if total != self.card_count + self.token_count:
            return False
        if self.stack:
            objs = self.objects
            for s in self.stack:
                if s.kind == "spell":
                    o = objs.get(s.id)
                    if o is None or o.zone != "stack" or s.id not in self.zone_list(o):
                        return False
        return True

    def find(self, ids: Iterable[int]) -> list[GameObject]:
        return [self.objects[i] for i in ids]

    def describe_pending(self) -> str:
        d = self.pending
        if d is None:
            return "game over"
        who = self.players[d.player].name
        return f"{who}: {d.prompt}" if d.kind != PRIORITY else f"{who} has priority"


class GameView:
    """What one player may see of the game (DESIGN.md): hidden zones stay hidden."""

    def __init__(self, game: Game, player: int) -> None:
        self._game = game
        self.player = player

    @property
    def turn(self) -> int:
        return self._game.turn

    @property
    def step(self) -> str:
        return self._game.step

    @property
    def active(self) -> int:
        return self._game.active

    def life(self, player: int) -> int:
        return self._game.players[player].life

    def hand(self, player: int) -> list[GameObject] | None:
        """The cards of `player`'s hand, or None when this viewer may not see them."""
        g = self._game
        if not g.revealed_hand(self.player, player):
            return None
        return [g.objects[i] for i in g.players[player].zones.get(g.hand_zone, ())]

    def hand_size(self, player: int) -> int:
        """The size of `player`'s hand (0 in a game without hands)."""
        g = self._game
        return len(g.players[player].zones.get(g.hand_zone, ()))

    def zone_size(self, player: int, zone: str) -> int:
        return len(self._game.players[player].zones[zone])

    def public_zone(self, player: int, zone: str) -> list[GameObject]:
        if zone in self._game.hidden_zones:
            raise PermissionError(f"the {zone} is a hidden zone")
        return self._game.zone_objects(player, zone)

    def battlefield(self) -> list[GameObject]:
        """Permanents in play, whatever the ruleset calls their zones."""
        return list(self._game.battlefield())

    def phased_out(self) -> list[GameObject]:
        """Phased-out permanents: public (702.26), and back at their controller's untap,
        so a player planning ahead counts them."""
        g = self._game
        ids = [i for z in g._shared_permanent_zones for i in g.shared[z]]
        ids += [i for p in g.players for z in g._player_permanent_zones for i in p.zones[z]]
        return [o for o in (g.objects[i] for i in ids) if o.phased_out]

    def object(self, oid: int) -> GameObject | None:
        """An object this viewer may see (not in a library; a hand only if revealed)."""
        g = self._game
        obj = g.objects.get(oid)
        if obj is None:
            return None
        if obj.zone in g.hidden_zones and (obj.zone != g.hand_zone
                                           or not g.revealed_hand(self.player, obj.holder)):
            return None
        return obj

    def chars(self, obj: GameObject) -> Chars:
        return self._game.chars(obj)

    def marks(self, obj: GameObject) -> list[str]:
        """A permanent's public marks as its ruleset shows them on the table (magic:
        this turn's damage-prevention and regeneration shields, "shield 2", "regen")."""
        return list(self._game.rules.description.ui.card_marks(self._game, obj))

    def stack(self) -> list[StackItem]:
        return list(self._game.stack)

    def combat(self) -> Any:
        """The combat in progress as its ruleset records it (who attacks, who blocks whom:
        public, the table shows it), or None outside combat."""
        return self._game.state.get("combat")

    def target_candidates(self, spec: str, player: int, action: Any) -> list[Any]:
        """Legal targets for a spec of the action being considered (public information)."""
        return self._game.target_candidates(spec, player, action)
