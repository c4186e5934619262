"""Magic's replacement effects (614): what the words of `replacement_words.py` do.

The engine settles every event through its replacement registry (`engine.replacement`:
614.5 once per event, 614.15 self-replacement first, 616.1 the affected player's order).
This module is magic's source of effects for it:

- static abilities of permanents on the battlefield, read from their current
  characteristics (an ability removed by a layer-6 effect replaces nothing):
  `zone_instead` (Rest in Peace), `double_damage` (Furnace of Rath), `more_counters`
  (Hardened Scales, Corpsejack Menace), `steal_draws` (Notion Thief, 614.11),
  `permanents_enter_tapped` (Orb of Dreams, 614.1d);
- the entering permanent's own "enters tapped" and "enters with counters" (614.1c,
  614.12: they apply to the event that puts it onto the battlefield);
- and the one-shot `skip_draw_step` (Fatigue, 614.1b, 614.10), which the turn structure
  asks through `skips_step`.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from cardgame.engine.cardmodel import AbilityDef, CardDef, Effect
from cardgame.engine.events import (
    COUNTERS_PUT,
    DAMAGE_DEALT,
    DRAW,
    LIFE_GAINED,
    ZONE_CHANGE,
    CountersPut,
    DamageDealt,
    Draw,
    Event,
    ZoneChange,
)
from cardgame.engine.objects import GameObject
from cardgame.engine.replacement import ReplacementEffect
from cardgame.rulesets.magic import extra_counters, life_draw_words, token_copies
from cardgame.rulesets.magic.interpreter import EFFECTS
from cardgame.rulesets.magic.replacement_words import STATIC_ONLY

if TYPE_CHECKING:
    from cardgame.engine.game import Flow, Game
    from cardgame.rulesets.magic.effects import Context

_BATTLEFIELD_WORDS = ("zone_instead", "double_damage", "more_counters", "steal_draws",
                      "permanents_enter_tapped", "prevent_some")
_ENTERING_WORDS = ("enters_tapped", "enters_with_counters")
_WATCHES = {"zone_instead": ZONE_CHANGE, "double_damage": DAMAGE_DEALT,
            "more_counters": COUNTERS_PUT, "steal_draws": DRAW,
            "permanents_enter_tapped": ZONE_CHANGE, "prevent_some": DAMAGE_DEALT}


def install(game: Game) -> None:
    """Register magic's sources of replacement effects (prevention first: its labels
    come first in a 616.1 question, as they always have)."""
    from cardgame.rulesets.magic.damage import prevention_effects
    from cardgame.rulesets.magic.regeneration import DESTROY, shield_effects

    # each source with the event kinds of the effects it can return (see `add_source`)
    game.replacements.add_source(prevention_effects, (DAMAGE_DEALT,))
    game.replacements.add_source(shield_effects, (DESTROY,))
    game.replacements.add_source(replacement_effects, {ZONE_CHANGE, *_WATCHES.values()})
    game.replacements.add_source(life_draw_words.effects, (LIFE_GAINED, DRAW))  # 616.2
    game.replacements.add_source(extra_counters.effects, (ZONE_CHANGE,))  # 707.9e
    game.replacements.add_source(token_copies.token_effects,  # 614.1a, 616.1
                                 (token_copies.CREATE_TOKENS,))
    game.replacements.describe = describe


def _words(card: CardDef) -> tuple[bool, bool, bool]:
    """Whether a card has battlefield replacement words, entering ones, and words about
    itself wherever it is ("if this would be put into a graveyard from anywhere")."""
    found = card.facts.get("replacement_words")
    if found is None:
        effects = [e for a in _abilities(card) if a.kind == "static" for e in a.effects]
        kinds = {e.kind for e in effects if not e.get("self")}
        found = (bool(kinds & set(_BATTLEFIELD_WORDS)), bool(kinds & set(_ENTERING_WORDS)),
                 any(e.kind == "zone_instead" and e.get("self") for e in effects))
        card.facts["replacement_words"] = found
    return found  # type: ignore[no-any-return]


def _abilities(card: CardDef) -> tuple[AbilityDef, ...]:
    """Its abilities with those its keywords stand for (fading's "enters with N fade
    counters", 702.32a)."""
    from cardgame.rulesets.magic.keywords import keyword_abilities

    return card.abilities + keyword_abilities(card.keywords)


def _holders(game: Game) -> list[GameObject]:
    """Permanents whose printed card has a replacement word (cached per battlefield)."""
    bf = game.battlefield()
    cached = game.memo.get("replacement_holders")
    if cached is not None and cached[0] is bf:
        return cached[1]  # type: ignore[no-any-return]
    holders = [o for o in bf  # (the card's words read inline: once per permanent)
               if (o.card.facts.get("replacement_words") or _words(o.card))[0]]
    game.memo["replacement_holders"] = (bf, holders)
    return holders


def replacement_effects(game: Game, event: Event) -> list[ReplacementEffect]:
    """The replacement effects that watch `event` now (the registry's source)."""
    out: list[ReplacementEffect] = []
    bf = game.battlefield()  # `_holders`' look at its cache, inline (asked at every event)
    cached = game.memo.get("replacement_holders")
    for src in cached[1] if cached is not None and cached[0] is bf else _holders(game):
        chars = game.chars(src)
        for n, ab in enumerate(chars.abilities):
            if ab.kind != "static":
                continue
            for i, e in enumerate(ab.effects):
                if _WATCHES.get(e.kind) == event.kind and not e.get("self"):
                    out.append(_battlefield_effect(game, src, chars.controller, e, (n, i)))
    if isinstance(event, ZoneChange):
        words = event.obj.card.facts.get("replacement_words") or _words(event.obj.card)
        if words[1] and event.new == "battlefield":
            out.extend(_entering_effects(game, event.obj))
        if words[2]:
            out.extend(_own_effects(event.obj))
    return out


def _own_effects(obj: GameObject) -> list[ReplacementEffect]:
    """A card's "if this would be put into [zone] from anywhere" (Progenitus): it applies
    wherever the card is, so it is read from the card itself."""
    out = []
    name = obj.card.name
    for n, ab in enumerate(obj.card.abilities):
        if ab.kind != "static":
            continue
        for i, e in enumerate(ab.effects):
            if e.kind != "zone_instead" or not e.get("self"):
                continue
            zone, instead = str(e.get("zone")), str(e.get("instead"))
            shuffle = bool(e.get("shuffle"))
            what = f"shuffle it into its owner's {instead}" if shuffle else f"put it into {instead}"
            out.append(ReplacementEffect(
                (e.kind, obj.id, obj.zcc, (n, i)), f"{name}: {what} instead (614.1a)",
                ZONE_CHANGE, partial(_goes_to, zone=zone),
                partial(_own_redirect, instead=instead, shuffle=shuffle, name=name),
                source=obj.id))
    return out


def _goes_to(game: Game, ev: ZoneChange, zone: str) -> bool:
    return ev.new == zone


def _own_redirect(game: Game, ev: ZoneChange, instead: str, shuffle: bool,
                  name: str) -> Event:
    if not shuffle:
        return _redirect(game, ev, instead, name)
    game.log.add("614.1a", "replaced", "{} is shuffled into its owner's {} instead of "
                 "being put into {}", name, instead, ev.new)
    return ShuffleInto(ev.obj, instead)


class ShuffleInto(Event):
    """`obj` is shuffled into its owner's `zone` (a library): the event a zone change
    becomes under "shuffle it into its owner's library instead"."""

    __slots__ = ("obj", "zone")
    kind = "shuffle_into"

    def __init__(self, obj: GameObject, zone: str) -> None:
        self.obj = obj
        self.zone = zone

    def happen(self, game: Game) -> None:
        game.move(self.obj, self.zone)
        lib = game.players[self.obj.owner].zones[self.zone]
        game.rng.shuffle(lib)
        game.touch()
        game.log.add("614.1a", "shuffle", "{}'s {} is shuffled",
                     game.players[self.obj.owner].name, self.zone)


def _battlefield_effect(game: Game, src: GameObject, you: int, e: Effect,
                        where: tuple[int, int]) -> ReplacementEffect:
    key = (e.kind, src.id, src.zcc, where)
    name = src.card.name
    if e.kind == "zone_instead":
        zone, instead = str(e.get("zone")), str(e.get("instead"))
        return ReplacementEffect(
            key, f"{name}: put into {instead} instead of {zone} (614.1a)", ZONE_CHANGE,
            lambda g, ev: ev.new == zone,
            lambda g, ev: _redirect(g, ev, instead, name), source=src.id)
    if e.kind == "permanents_enter_tapped":  # not itself: it isn't on the battlefield yet
        return ReplacementEffect(
            key, f"{name}: enters tapped (614.1d)", ZONE_CHANGE,
            lambda g, ev: ev.new == "battlefield",
            lambda g, ev: _tapped(g, ev, ev.obj.card.name), order_free=True, source=src.id,
            rule="614.1d")
    if e.kind == "prevent_some":
        n, subtype, other = int(e.get("amount", 0)), str(e.get("subtype")), bool(e.get("other"))
        return ReplacementEffect(
            key, f"{name}: prevent {n} of that damage (615.10)", DAMAGE_DEALT,
            lambda g, ev: _shields(g, ev, subtype, you, src.id if other else None),
            lambda g, ev: _prevent_some(g, ev, n, name), source=src.id, rule="615.10")
    if e.kind == "double_damage":
        return ReplacementEffect(
            key, f"{name}: double the damage (614.1a)", DAMAGE_DEALT,
            lambda g, ev: ev.amount > 0, lambda g, ev: _double(g, ev, name), source=src.id)
    if e.kind == "more_counters":
        counter = str(e.get("counter"))
        plus, times = int(e.get("plus", 0)), int(e.get("times", 1))
        how = f"{times} times that many" if times != 1 else f"that many plus {plus}"
        anything = bool(e.get("permanents"))  # "a permanent you control" (Doubling Season)
        return ReplacementEffect(
            key, f"{name}: {how} {counter} counters (614.1a)", COUNTERS_PUT,
            lambda g, ev: _your_creature_gets(g, ev, counter, you, anything),
            lambda g, ev: _more(g, ev, plus, times, name), source=src.id)
    return ReplacementEffect(  # steal_draws
        key, f"{name}: you skip that draw and its controller draws instead (614.11)",
        DRAW, lambda g, ev: _steals(ev, you),
        lambda g, ev: _steal(g, ev, you, name), source=src.id, rule="614.11")


def _entering_x(game: Game, obj: GameObject) -> int:
    """X of the spell this permanent was as it resolves (107.3m); 0 otherwise."""
    x = game.state.get("entering_x")
    if x is not None and x[0] == obj.id and x[1] == obj.zcc:
        return int(x[2])
    return 0


def _entering_effects(game: Game, obj: GameObject) -> list[ReplacementEffect]:
    out = []
    name = obj.card.name
    for n, ab in enumerate(_abilities(obj.card)):
        if ab.kind != "static":
            continue
        for i, e in enumerate(ab.effects):
            key = (e.kind, obj.id, obj.zcc, (n, i))
            if e.kind == "enters_tapped":
                out.append(ReplacementEffect(
                    key, f"{name} enters tapped (614.1c)", ZONE_CHANGE,
                    lambda g, ev: True, lambda g, ev: _tapped(g, ev, name),
                    order_free=True, source=obj.id, rule="614.1c"))
            elif e.kind == "enters_with_counters":
                counter, raw = str(e.get("counter")), e.get("amount", 0)
                amount = _entering_x(game, obj) if raw == "X" else int(raw)
                out.append(ReplacementEffect(
                    key, f"{name} enters with {amount} {counter} counters (614.1c)",
                    ZONE_CHANGE, lambda g, ev: True,
                    partial(_with_counters, counter=counter, amount=amount, name=name),
                    order_free=True, source=obj.id, rule="614.1c"))
    return out


# ---- what each effect does to its event ----------------------------------------------
def _redirect(game: Game, ev: ZoneChange, instead: str, name: str) -> ZoneChange:
    game.log.add("614.1a", "replaced", "{} is put into {} instead of {} ({})",
                 ev.obj.card.name, instead, ev.new, name)
    ev.new = instead
    return ev


def _double(game: Game, ev: DamageDealt, name: str) -> DamageDealt:
    game.log.add("614.1a", "replaced", "{}: {} damage becomes {}", name, ev.amount,
                 ev.amount * 2)
    ev.amount *= 2
    return ev


def _shields(game: Game, ev: DamageDealt, subtype: str, you: int,
             not_id: int | None) -> bool:
    """Damage to a creature of `subtype` that `you` control (not `not_id` itself)."""
    t = ev.target
    if ev.amount <= 0 or not isinstance(t, GameObject) or t.id == not_id:
        return False
    c = game.chars(t)
    return "Creature" in c.types and subtype in c.subtypes and c.controller == you


def _prevent_some(game: Game, ev: DamageDealt, n: int, name: str) -> DamageDealt | None:
    prevented = min(n, ev.amount)
    game.log.add("615.10", "prevent", "{}: {} of the {} damage to {} is prevented", name,
                 prevented, ev.amount, ev.target.card.name if isinstance(ev.target, GameObject)
                 else ev.target)
    ev.amount -= prevented
    return ev if ev.amount > 0 else None


def _your_creature_gets(game: Game, ev: CountersPut, counter: str, you: int,
                        anything: bool = False) -> bool:
    obj = ev.obj
    if counter not in (ev.counter, "any") or ev.amount <= 0 or obj.zone != "battlefield":
        return False
    chars = game.chars(obj)
    return (anything or "Creature" in chars.types) and chars.controller == you


def _more(game: Game, ev: CountersPut, plus: int, times: int, name: str) -> CountersPut:
    n = ev.amount * times + plus
    game.log.add("614.1a", "replaced", "{}: {} {} counter(s) on {} become {}", name,
                 ev.amount, ev.counter, ev.obj.card.name, n)
    ev.amount = n
    return ev


def _steals(ev: Draw, you: int) -> bool:
    """An opponent's draw, except the first of their draw step (504.1's own draw)."""
    return ev.player != you and ev.rule != "504.1"


def _steal(game: Game, ev: Draw, you: int, name: str) -> Draw:
    game.log.add("614.11", "replaced", "{} skips a draw; {} draws instead ({})",
                 game.players[ev.player].name, game.players[you].name, name)
    return Draw(you, "614.11")


def _tapped(game: Game, ev: ZoneChange, name: str) -> ZoneChange:
    ev.tapped = True
    game.log.add("614.1c", "enters_tapped", "{} enters tapped", name)
    return ev


def _with_counters(game: Game, ev: ZoneChange, counter: str, amount: int,
                   name: str) -> ZoneChange:
    ev.counters[counter] = ev.counters.get(counter, 0) + amount
    game.log.add("614.1c", "enters_with", "{} enters with {} {} counter(s)", name, amount,
                 counter)
    return ev


def describe(game: Game, event: Event) -> str:
    """The event a 616.1 question is about, in words."""
    if isinstance(event, DamageDealt):
        t = event.target
        name = game.chars(t).name if isinstance(t, GameObject) else game.players[t].name
        kind = "combat damage" if event.combat else "damage"
        return f"{event.amount} {kind} would be dealt to {name}"
    if isinstance(event, CountersPut):
        return f"{event.amount} {event.counter} counter(s) would be put on {event.obj.card.name}"
    if isinstance(event, ZoneChange):
        if not event.old:  # a token an effect creates (614.12)
            return f"{event.obj.card.name} would be created on the {event.new}"
        return f"{event.obj.card.name} would move from {event.old} to {event.new}"
    if isinstance(event, Draw):
        return f"{game.players[event.player].name} would draw a card"
    if isinstance(event, token_copies.TokensCreated):
        return (f"{event.amount} {event.name} token(s) would be created under "
                f"{game.players[event.player].name}'s control")
    return repr(event)


# ---- skipping a step (614.1b, 614.10) -------------------------------------------------
def skips_step(game: Game, player: int, step: str) -> bool:
    """Whether `player` skips this step of their turn now (using up one "next" skip)."""
    skips: dict[tuple[int, str], int] = game.state.get("skip_steps", {})
    n = skips.get((player, step), 0)
    if n <= 0:
        return False
    skips[(player, step)] = n - 1
    game.log.add("614.10", "skip_step", "{} skips their {} step", game.players[player].name,
                 step)
    return True


@EFFECTS.effect("skip_draw_step")
def _skip_draw_step(ctx: Context, e: Effect) -> None:
    """"Target player skips their next draw step" (Fatigue): a replacement effect that
    waits for that player's next draw step (614.1b, 614.10)."""
    skips = ctx.game.state.setdefault("skip_steps", {})
    for p in ctx.players(e.get("who")):
        skips[(p, "draw")] = skips.get((p, "draw"), 0) + 1
        ctx.game.log.add("614.10", "will_skip", "{} will skip their next draw step",
                         ctx.game.players[p].name)


@EFFECTS.effect("exile_graveyards")
def _exile_graveyards(ctx: Context, e: Effect) -> None:
    """Rest in Peace's enters trigger: every card in every graveyard is exiled."""
    g = ctx.game
    n = 0
    for p in g.players:
        for oid in list(p.zones["graveyard"]):
            g.move(g.objects[oid], "exile")
            n += 1
    g.log.add("406.2", "exile_graveyards", "all graveyards are exiled ({} cards)", n)


@EFFECTS.effect("damage_instead")
def _damage_instead(ctx: Context, e: Effect) -> Flow:
    """Damage whose own instruction says "deals N instead if ..." (Galvanic Blast): a
    self-replacement effect (614.15), applied before any other replacement effect."""
    from cardgame.rulesets.magic.damage import deal_damage
    from cardgame.rulesets.magic.effects import filtered

    g, you = ctx.game, ctx.item.controller
    mine = [o for o in filtered(g, str(e.get("count")), you) if g.controller(o) == you]
    holds = len(mine) >= int(e.get("at_least", 0))
    instead = int(e.get("instead", 0))
    name = ctx.item.name

    def change(game: Game, ev: DamageDealt) -> DamageDealt:
        game.log.add("614.15", "self_replacement", "{} deals {} damage instead of {}", name,
                     instead, ev.amount)
        ev.amount = instead
        return ev

    for t in ctx.refs(e.get("to")):
        own = ReplacementEffect(("self", ctx.item.id, repr(t)), f"{name}: {instead} damage "
                                "instead (614.15)", DAMAGE_DEALT, lambda game, ev: holds,
                                change, self_replacement=True, rule="614.15")
        yield from deal_damage(g, ctx.src, t, ctx.amount(e), own=(own,))


def _static_only(ctx: Context, e: Effect) -> None:
    """A static ability's word: the replacement step reads it; resolving does nothing."""


for _word in STATIC_ONLY:
    EFFECTS.add(_word, _static_only)
