"""Triggered abilities subscribe to engine events by kind (603.2).

Why one table: a trigger of the card vocabulary ("dies", "you gain life", ...) is an
event kind plus a test on the event, so adding one is a row here and a line in the docs,
not a new hook in the turn structure. Two sorts of rows:

- *own* triggers watch events about the object that has the ability ("when this
  enters", "whenever this attacks"): only that object's abilities are looked at;
- *watching* triggers are on any permanent on the battlefield and watch events about
  others ("whenever you gain life", "whenever enchanted land becomes tapped"): the
  permanents with such abilities are listed once per battlefield state, so an event
  nobody watches costs a lookup.

`subscribe` registers one observer per event kind with the game. The "beginning of"
triggers watch the engine's `StepBegins` event, which the turn structure reports once a
step's turn-based actions are done; delayed triggers (603.7) are not card data and stay
with the turn structure.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, NamedTuple

from cardgame.engine import events as ev
from cardgame.engine.cardmodel import AbilityDef, CardDef
from cardgame.engine.layers import Chars
from cardgame.engine.objects import GameObject, PendingTrigger
from cardgame.rulesets.magic import (
    damage_triggers,
    draw_reveals,
    event_triggers,
    untap_enchantment_triggers,
)
from cardgame.rulesets.magic.keywords import flanking, keyword_abilities, prowess, undying, ward
from cardgame.rulesets.magic.vocabulary import STEP_WORDS, parse_trigger

if TYPE_CHECKING:
    from cardgame.engine.game import Game

Instances = Iterable[dict[str, Any]]  # one event record per time the ability triggers
ONCE: tuple[dict[str, Any], ...] = ({},)
NEVER: tuple[dict[str, Any], ...] = ()


class TriggerKind(NamedTuple):
    """A trigger of the vocabulary: the event kind it listens to and when it fires.

    `fires(game, event, source, chars)` says how many times the ability of `source`
    (with characteristics `chars`) triggers for `event`, as the records its pending
    triggers carry. `relevant(event)`, when given, is a quick test of the event alone that
    lets a watching trigger skip looking for watchers (a draw is no creature dying).
    """

    event: str
    watching: bool
    fires: Callable[[Game, Any, GameObject, Chars], Instances]
    relevant: Callable[[Any], bool] | None = None


def _enters(game: Game, e: ev.ZoneChange, src: GameObject, c: Chars) -> Instances:
    return ONCE if e.new == "battlefield" else NEVER


def _leaves(game: Game, e: ev.ZoneChange, src: GameObject, c: Chars) -> Instances:
    return ({"lki": e.lki},) if e.old == "battlefield" else NEVER


def _dies(game: Game, e: ev.ZoneChange, src: GameObject, c: Chars) -> Instances:
    if e.old == "battlefield" and e.new == "graveyard" and "Creature" in c.types:
        return ({"lki": e.lki},)
    return NEVER


def creature_dies(e: ev.ZoneChange) -> bool:
    """A creature went from the battlefield to a graveyard (700.4)."""
    return e.old == "battlefield" and e.new == "graveyard" and e.lki is not None \
        and "Creature" in e.lki.types


def _combat_damage_to_a_player(e: ev.DamageDealt) -> bool:
    return e.combat and not isinstance(e.target, GameObject)


def _another_dies(game: Game, e: ev.ZoneChange, src: GameObject, c: Chars) -> Instances:
    return ONCE if e.obj.id != src.id and creature_dies(e) else NEVER


def _another_of_yours_dies(game: Game, e: ev.ZoneChange, src: GameObject,
                           c: Chars) -> Instances:
    if e.obj.id != src.id and creature_dies(e) and e.lki.controller == c.controller:
        return ONCE
    return NEVER


def _always(game: Game, e: Any, src: GameObject, c: Chars) -> Instances:
    return ONCE


def _per_blocker(game: Game, e: ev.BecomesBlocked, src: GameObject, c: Chars) -> Instances:
    """509.5d: "becomes blocked by a creature" triggers once per blocker."""
    out = []
    for b in e.blockers:
        bobj = game.objects[b]
        out.append({"blocker": (b, bobj.zcc), "blocker_chars": game.chars(bobj)})
    return out


def _you_gain_life(game: Game, e: ev.LifeGained, src: GameObject, c: Chars) -> Instances:
    return ONCE if e.player == c.controller else NEVER


def _yours_hits_opponent(game: Game, e: ev.DamageDealt, src: GameObject,
                         c: Chars) -> Instances:
    """A creature you control deals combat damage to an opponent (a player's seat)."""
    s = e.source
    if e.combat and isinstance(e.target, int) and e.target != c.controller \
            and isinstance(s, Chars) and "Creature" in s.types and s.controller == c.controller:
        return ({"damage_source": s.name},)
    return NEVER


def _enchanted_taps(game: Game, e: ev.Tapped, src: GameObject, c: Chars) -> Instances:
    return ONCE if src.attached_to is not None and e.obj.id == src.attached_to else NEVER


def _at_beginning(step: str, whose: str) -> Callable[[Game, Any, GameObject, Chars], Instances]:
    """'at the beginning of your/each <step>' (503.1a, 513.1a...)."""
    def fires(game: Game, e: ev.StepBegins, src: GameObject, c: Chars) -> Instances:
        if e.step != step or (whose == "your" and c.controller != e.active):
            return NEVER
        return ONCE
    return fires


def _step_rows() -> dict[str, TriggerKind]:
    rows = {}
    for words, step in STEP_WORDS.items():
        for whose in ("your", "each"):
            text = f"beginning of {whose} {words}"
            if parse_trigger(text) is not None:  # the forms card data may use
                rows[text] = TriggerKind(ev.STEP_BEGINS, True, _at_beginning(step, whose))
    return rows


TABLE: dict[str, TriggerKind] = {
    "enters": TriggerKind(ev.ZONE_CHANGE, False, _enters),
    "leaves": TriggerKind(ev.ZONE_CHANGE, False, _leaves),
    "dies": TriggerKind(ev.ZONE_CHANGE, False, _dies),
    # 603.10a: a watcher that leaves in the same event sees the others die too
    # (dies_watchers.py closes such an event)
    "another creature dies": TriggerKind(ev.ZONE_CHANGE, True, _another_dies, creature_dies),
    "another creature you control dies": TriggerKind(ev.ZONE_CHANGE, True,
                                                     _another_of_yours_dies, creature_dies),
    "attacks": TriggerKind(ev.ATTACKS, False, _always),
    "blocks": TriggerKind(ev.BLOCKS, False, _always),
    "becomes blocked": TriggerKind(ev.BECOMES_BLOCKED, False, _always),  # once (509.5c)
    flanking.TRIGGER: TriggerKind(ev.BECOMES_BLOCKED, False, _per_blocker),
    "you gain life": TriggerKind(ev.LIFE_GAINED, True, _you_gain_life),
    "a creature you control deals combat damage to an opponent":
        TriggerKind(ev.DAMAGE_DEALT, True, _yours_hits_opponent, _combat_damage_to_a_player),
    "enchanted permanent becomes tapped": TriggerKind(ev.TAPPED, True, _enchanted_taps),
    prowess.TRIGGER: TriggerKind(ev.SPELL_CAST, True, prowess.fires),  # 702.108a
    ward.TRIGGER: TriggerKind(ev.BECOMES_TARGET, False, ward.fires),  # 702.21a
    undying.TRIGGER: TriggerKind(ev.ZONE_CHANGE, False, undying.fires),  # 702.93a
    # Phantasmal Image's copy: any spell or ability, its controller's own too (603.2)
    "becomes the target of a spell or ability": TriggerKind(ev.BECOMES_TARGET, False,
                                                            _always),
    **_step_rows(),
    **{text: TriggerKind(*row) for text, row in event_triggers.ROWS.items()},
    **{text: TriggerKind(*row) for text, row in damage_triggers.ROWS.items()},  # 603.2g
    **{text: TriggerKind(*row)  # inspired, constellation
       for text, row in untap_enchantment_triggers.ROWS.items()},
    draw_reveals.TRIGGER: TriggerKind(ev.DRAW, True, draw_reveals.fires,  # 603.11
                                      draw_reveals.relevant),
}
# trigger texts per event kind, own and watching
_OWN: dict[str, frozenset[str]] = {}
_WATCHING: dict[str, frozenset[str]] = {}
for _text, _kind in TABLE.items():
    _into = _WATCHING if _kind.watching else _OWN
    _into[_kind.event] = _into.get(_kind.event, frozenset()) | {_text}


def fire(game: Game, obj: GameObject, ab: AbilityDef, controller: int,
         event: dict[str, Any], zcc: int | None = None) -> None:
    """The ability triggers: it waits to be put on the stack (603.3), if its
    intervening "if" holds now (603.4)."""
    from cardgame.rulesets.magic.priority import condition_holds

    z = obj.zcc if zcc is None else zcc
    if ab.condition == "blocker without flanking":
        if not flanking.triggers_for(event["blocker_chars"]):
            return  # 702.25a: only blockers without flanking
    elif ab.condition and not condition_holds(game, obj.id, z, ab.condition, controller):
        return
    game.triggers.append(PendingTrigger(obj.id, controller, ab,
                                        f"{obj.card.name}: {ab.text or ab.trigger}", z, event))


def subscribe(game: Game) -> None:
    """Register the trigger observers with the game (once, when play begins)."""
    present: set[str] = set()  # trigger texts printed on some card of this game
    seen: set[int] = set()  # card definitions looked at (a library of copies: one look)
    for obj in game.objects.values():
        if id(obj.card) not in seen:
            seen.add(id(obj.card))
            _note_printed(present, obj)
    for kind in sorted(set(_OWN) | set(_WATCHING)):
        own = _OWN.get(kind, frozenset())
        watching = _WATCHING.get(kind, frozenset())
        game.observe(kind, _observer(own, watching, present))


def _note_printed(present: set[str], obj: GameObject) -> None:
    present.update(_printed_triggers(obj.card))


def _printed_triggers(card: CardDef) -> frozenset[str]:
    """The trigger texts a card prints or its keywords make (kept per card: every game
    notes every object's when play begins)."""
    found: frozenset[str] | None = card.facts.get("printed_triggers")
    if found is None:
        texts: set[str] = set()
        for ab in card.abilities + keyword_abilities(card.keywords):
            if ab.kind == "triggered":
                texts.add(ab.trigger)
            elif ab.kind == "static":  # a trigger a copy gets (707.9b: Vesuvan Doppelganger)
                texts.update(str(e.get("trigger")) for e in ab.effects
                             if e.kind == "enters_as_copy" and e.get("trigger"))
        found = frozenset(texts)
        card.facts["printed_triggers"] = found
    return found


# Triggers a keyword makes (702.24a cumulative upkeep...): an effect that grants the
# keyword can put them on a permanent that doesn't print them.
KEYWORD_MADE = frozenset(ab.trigger for kw in ("flanking", "rampage 1", "cumulative upkeep {1}",
                                               "prowess", "ward {1}")
                         for ab in keyword_abilities((kw,)) if ab.kind == "triggered")


# watching trigger texts of one event kind -> (those a keyword can make, the quick
# event tests, None when one of them has none): the same for every game, so derived once
_WATCH_TESTS: dict[frozenset[str],
                   tuple[frozenset[str], tuple[Callable[[Any], bool], ...] | None]] = {}


def _watch_tests(watching: frozenset[str]
                 ) -> tuple[frozenset[str], tuple[Callable[[Any], bool], ...] | None]:
    found = _WATCH_TESTS.get(watching)
    if found is None:
        tests = [TABLE[t].relevant for t in sorted(watching)]
        relevant = None if None in tests else tuple(t for t in dict.fromkeys(tests) if t)
        found = (watching & KEYWORD_MADE, relevant)
        _WATCH_TESTS[watching] = found
    return found


def _observer(own: frozenset[str], watching: frozenset[str],
              present: set[str]) -> Callable[[Game, Any], None]:
    """One event kind's observer. Triggers of the event's own object, and watching
    triggers, are looked for only when a card of the game prints one of them, or
    continuous effects exist and a keyword could make one; so an event nobody can
    trigger on costs next to nothing."""
    grantable, relevant = _watch_tests(watching)
    own_grantable = own & KEYWORD_MADE

    def observe(game: Game, event: Any) -> None:
        if own:
            if event.kind == ev.ZONE_CHANGE and not event.old:
                _note_printed(present, event.obj)  # a token was created
            if not own.isdisjoint(present) or own_grantable and effects_exist(game):
                _own_triggers(game, event, own)
        if watching and (not watching.isdisjoint(present)
                         or grantable and effects_exist(game)) \
                and (relevant is None or any(test(event) for test in relevant)):
            for obj, c, ab in _watchers(game, watching):
                for record in TABLE[ab.trigger].fires(game, event, obj, c):
                    fire(game, obj, ab, c.controller, dict(record))
    return observe


def effects_exist(game: Game) -> bool:
    """Whether continuous effects exist now (`Game.active_effects()` is not empty), so
    that a granted keyword may make a trigger. Kept per battlefield list: the list is
    made anew whenever effects start or end, permanents come or go, attach, phase or
    become copies (`Game.invalidate`), and nothing else makes static abilities' effects
    appear or vanish (a life total changes their values only)."""
    bf = game.battlefield()
    cached: tuple[list[GameObject], bool] | None = game.memo.get("effects_exist")
    if cached is not None and cached[0] is bf:
        return cached[1]
    found = bool(game.active_effects())
    game.memo["effects_exist"] = (bf, found)
    return found


def _own_triggers(game: Game, event: Any, texts: frozenset[str]) -> None:
    """Abilities of the event's own object: its last known ones when it left the
    battlefield (603.10a), its printed ones when it entered, its current ones else."""
    obj: GameObject = event.obj
    zcc = None
    if isinstance(event, ev.ZoneChange):
        if event.lki is not None:
            c = event.lki
            zcc = event.zcc
        elif event.new == "battlefield":
            # as it is on the battlefield: an effect that removes its abilities applies
            # the moment it enters, so its enters ability doesn't trigger (603.6b)
            c = game.chars(obj)
            for ab in c.abilities:
                if ab.kind == "triggered" and ab.trigger in texts:
                    for record in TABLE[ab.trigger].fires(game, event, obj, c):
                        fire(game, obj, ab, obj.controller, dict(record))
            return
        else:
            return
    else:
        if obj.zone != "battlefield":
            return
        c = game.chars(obj)
    controller = c.controller if zcc is not None else game.controller(obj)
    for ab in c.abilities:
        if ab.kind == "triggered" and ab.trigger in texts:
            for record in TABLE[ab.trigger].fires(game, event, obj, c):
                fire(game, obj, ab, controller, dict(record), zcc=zcc)


def _watchers(game: Game, texts: frozenset[str]
              ) -> list[tuple[GameObject, Chars, AbilityDef]]:
    """Permanents with a watching trigger among `texts`, listed once per battlefield
    state (the battlefield list is rebuilt whenever characteristics may change).

    Without continuous effects only printed triggers exist; with them, a granted keyword
    may make one (cumulative upkeep), so every permanent is looked at.
    """
    bf = game.battlefield()
    key = ("watchers", texts)
    cached = game.memo.get(key)
    if cached is not None and cached[0] is bf:
        return cached[1]  # type: ignore[no-any-return]
    found = []
    plain = not game.active_effects()
    for obj in bf:
        if plain and not obj.card.facts["magic_info"].has_triggered:
            continue
        c = game.chars(obj)
        for ab in c.abilities:
            if ab.kind == "triggered" and ab.trigger in texts:
                found.append((obj, c, ab))
    game.memo[key] = (bf, found)
    return found
