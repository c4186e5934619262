"""The effect interpreter: what each effect of the vocabulary does when it happens.

Why one table of handlers: the vocabulary (vocabulary.py) is the contract with card
files, and every effect kind listed there has exactly one handler here, registered with
`@EFFECTS.effect` into the ruleset's interpreter (interpreter.py, the engine's skeleton).
A handler may ask questions (a division of damage, cards to choose), so handlers are
generators, run by `run` in the order the card lists them. Effects that refer to a target
that became illegal do nothing; the others still happen. Log entries cite "H-card" (the
card's text in our reading, docs/hkk-abilities.md) or the Kódex rule the effect runs into.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from cardgame.engine.cardmodel import Effect
from cardgame.engine.cardsource import pool_for
from cardgame.engine.decisions import ASSIGN_DAMAGE, Decision, Option
from cardgame.engine.layers import ContinuousEffect
from cardgame.engine.objects import GameObject
from cardgame.errors import IllegalAction
from cardgame.rulesets.hkk import ask, orientation
from cardgame.rulesets.hkk import chars as ch
from cardgame.rulesets.hkk import damage as dmg
from cardgame.rulesets.hkk import targets as tg
from cardgame.rulesets.hkk import zones as z
from cardgame.rulesets.hkk.interpreter import EFFECTS
from cardgame.rulesets.hkk.keywords import abilities_loss, anchor, control, copying, flying, union
from cardgame.rulesets.hkk.ui_terms import COPY_OF

if TYPE_CHECKING:
    from cardgame.engine.game import Game

Flow = Generator[Decision, Any, Any]
CARD = "H-card"


@dataclass
class Ctx:
    """Who makes the effects happen, from which card, with which targets."""

    game: Game
    controller: int
    source: GameObject | None
    name: str
    is_spell: bool = False  # a spell's (varázslat: zones.is_spell_card), not a skill card's
    colors: tuple[str, ...] = ()
    targets: list[Any] = field(default_factory=list)
    x: int = 0

    @property
    def me(self) -> str:
        return f"p{self.controller + 1}"

    @property
    def opp(self) -> str:
        return f"p{2 - self.controller}"

    def src(self) -> dmg.Source:
        return dmg.Source(self.controller, self.name, self.is_spell)


def plain(why: str) -> str:
    """A refusal reason without its trailing "(rule)": the log entry cites the rule."""
    return why.rsplit(" (", 1)[0] if why.endswith(")") else why


def run(ctx: Ctx, effects: tuple[Effect, ...]) -> Flow:
    """Carry out effects in order, through the ruleset's interpreter (interpreter.py)."""
    yield from EFFECTS.run(ctx, effects)


# ---- refs and amounts ---------------------------------------------------------------------
def refs(ctx: Ctx, ref: str | None) -> list[Any]:
    """What a ref names now: players as "p1"/"p2", objects as ids (illegal ones dropped)."""
    if ref is None:
        return []
    if ref == "self":
        return [ctx.source.id] if ctx.source is not None else []
    if ref == "you":
        return [ctx.me]
    if ref == "opponent":
        return [ctx.opp]
    if ref == "each player":
        return [ctx.me, ctx.opp]
    if ref == "targets":
        return [t for t in ctx.targets if t is not None]
    n = 1 if ref in ("target", "target1") else int(ref[-1])
    if n <= len(ctx.targets) and ctx.targets[n - 1] is not None:
        return [ctx.targets[n - 1]]
    return []


def amount(ctx: Ctx, value: Any) -> int:
    if value == "X":
        return ctx.x
    if value == "d6":
        roll = ctx.game.rng.randint(1, 6)
        ctx.game.log.add(CARD, "die", "{} rolls a die (kocka) for {}: {}",
                         ctx.game.players[ctx.controller].name, ctx.name, roll)
        return roll
    return ch.amount_of(ctx.game, value, ctx.source)


def spell_bonus(ctx: Ctx) -> int:
    """Tűzbéka: a damaging spell of a colour gets +N damage from its controller's statics."""
    if not ctx.is_spell:
        return 0
    bonus = 0
    for src, eff in ch.static_effects(ctx.game, "spell_damage_bonus"):
        colors = eff.get("colors") or ()
        if src.controller == ctx.controller and (not colors or
                                                 any(c in ctx.colors for c in colors)):
            bonus += int(eff.get("amount", 0))
    return bonus


def _player(ctx: Ctx, key: str) -> int:
    return ctx.game.player_by_key(key)


def _in_play(ctx: Ctx, t: Any) -> GameObject | None:
    obj = ctx.game.objects.get(t) if isinstance(t, int) else None
    return obj if obj is not None and obj.zone in z.IN_PLAY else None


# ---- damage and healing ---------------------------------------------------------------------
@EFFECTS.effect("damage")
def _damage(ctx: Ctx, e: Effect) -> Flow:
    n = amount(ctx, e.get("amount")) + spell_bonus(ctx)
    for t in refs(ctx, e.get("to")):
        dmg.deal(ctx.game, ctx.src(), t, n, CARD)
    return
    yield


@EFFECTS.effect("divide_damage")
def _divide_damage(ctx: Ctx, e: Effect) -> Flow:
    g = ctx.game
    total = amount(ctx, e.get("amount")) + spell_bonus(ctx)
    recipients = refs(ctx, "targets")
    if not recipients or total <= 0:
        return
    if len(recipients) == 1:
        split = [(recipients[0], total)]
        ask.note_forced(g, ASSIGN_DAMAGE, ctx.controller, split,
                        source=ctx.source.id if ctx.source else None)
    else:
        split = yield _division(g, ctx.controller, ctx.source.id if ctx.source else None,
                                ctx.name, recipients, total, CARD)
    for t, n in split:
        dmg.deal(g, ctx.src(), t, n, CARD)


def _division(game: Game, player: int, source: int | None, name: str, recipients: list[Any],
              total: int, rule: str) -> Decision:
    """A question: divide `total` damage among `recipients` (any split adding up)."""
    lethal = {r: (ch.life_left(game, game.objects[r]) if isinstance(r, int) else total)
              for r in recipients}

    def check(a: Any) -> list[tuple[Any, int]]:
        raw = a.get("split", a) if isinstance(a, dict) and "split" in a else a
        if isinstance(raw, dict):
            raw = list(raw.items())
        out: dict[Any, int] = {}
        for entry in raw or []:
            if not isinstance(entry, (list, tuple)) or len(entry) != 2:
                raise IllegalAction(f"not a damage assignment: {entry!r}", rule)
            t, n = entry
            if t not in recipients:
                raise IllegalAction(f"{tg.describe(game, t)} can't receive this damage", rule)
            if not isinstance(n, int) or isinstance(n, bool) or n < 0:
                raise IllegalAction(f"damage amounts are whole numbers >= 0, got {n!r}", rule)
            out[t] = out.get(t, 0) + n
        if sum(out.values()) != total:
            raise IllegalAction(f"divide exactly {total} damage, not {sum(out.values())}", rule)
        return [(t, n) for t, n in out.items() if n]

    def default() -> dict[str, Any]:
        left, split = total, {}
        for r in recipients:
            n = min(left, max(lethal[r], 0))
            split[r] = n
            left -= n
        if left:
            split[recipients[-1]] = split.get(recipients[-1], 0) + left
        return {"split": [[k, v] for k, v in split.items() if v]}

    opts = [Option(tg.describe(game, r), r, {"lethal": lethal[r]}) for r in recipients]
    return Decision(ASSIGN_DAMAGE, player, f"Divide {name}'s {total} damage", opts, rule,
                    1, len(opts), data={"source": source, "amount": total, "lethal": lethal,
                                        "trample_to": None},
                    validate=check, default=default)


@EFFECTS.effect("damage_each")
def _damage_each(ctx: Ctx, e: Effect) -> Flow:
    g = ctx.game
    flt = e.get("filter") or {"types": ("creature",), "whose": "opponent"}
    n = amount(ctx, e.get("amount")) + spell_bonus(ctx)
    hit = [o for o in z.creatures(g) if ch.matches(flt, g.chars(o), o, ctx.controller)]
    for o in hit:
        dmg.deal(g, ctx.src(), o.id, n, CARD)
    # "ahány lény a gyűjtőbe kerül": a token that dies ceases to exist instead (K131.7)
    died = [o for o in dmg.kill_dying(g, "H-combat") if o in hit and not o.token]
    per = e.get("per_death")
    for _ in died:
        if per:
            yield from run(ctx, per)


@EFFECTS.effect("heal")
def _heal(ctx: Ctx, e: Effect) -> Flow:
    n = amount(ctx, e.get("amount"))
    for t in refs(ctx, e.get("who", "you")):
        dmg.heal(ctx.game, t, n, CARD)
    return
    yield


# ---- cards and VP --------------------------------------------------------------------------
def draw(game: Game, player: int, n: int, rule: str) -> None:
    """Draw n cards; H-empty-deck: one who must draw from an empty deck loses."""
    p = game.players[player]
    for _ in range(n):
        if not p.zones["deck"]:
            if game.options.get("empty_deck_loses", True):
                p.drew_from_empty = True
                p.lost = True
                game.log.add("H-empty-deck", "empty_deck", "{} must draw from an empty deck "
                             "(pakli)", p.name)
                game.end(1 - player, f"{p.name} had to draw from an empty deck",
                         "H-empty-deck")
            game.log.add("H-empty-deck", "empty_deck", "{} can't draw: the deck is empty "
                         "(option empty_deck_loses = false)", p.name)
            return
        obj = game.objects[p.zones["deck"][0]]
        z.move_card(game, obj, "hand")
    game.log.add(rule, "draw", "{} draws {} card(s) (húz)", p.name, n)


@EFFECTS.effect("draw")
def _draw(ctx: Ctx, e: Effect) -> Flow:
    n = amount(ctx, e.get("amount"))
    players = [_player(ctx, t) for t in refs(ctx, e.get("who", "you"))]
    _both_short(ctx.game, players, n)
    for p in players:
        draw(ctx.game, p, n, CARD)
    return
    yield


def _both_short(game: Game, players: list[int], n: int) -> None:
    """Players who draw at once (Durrantó: "te és ellenfeled is") and both must draw from
    an empty deck lose together: a draw, as when both Ép fall to 0 at once (K3)."""
    short = [i for i in players if len(game.players[i].zones["deck"]) < n]
    if n <= 0 or len(set(short)) < 2 or not game.options.get("empty_deck_loses", True):
        return
    for i in short:
        game.players[i].drew_from_empty = True
        game.players[i].lost = True
    game.log.add("H-empty-deck", "empty_deck", "{} and {} must both draw from an empty deck "
                 "(pakli) at once", game.players[short[0]].name, game.players[short[1]].name)
    game.end(None, "both players had to draw from an empty deck at once", "H-empty-deck")


@EFFECTS.effect("gain_vp")
def _gain_vp(ctx: Ctx, e: Effect) -> Flow:
    for t in refs(ctx, e.get("who", "you")):
        dmg.gain_vp(ctx.game, _player(ctx, t), amount(ctx, e.get("amount")), CARD)
    return
    yield


@EFFECTS.effect("lose_vp")
def _lose_vp(ctx: Ctx, e: Effect) -> Flow:
    for t in refs(ctx, e.get("who", "opponent")):
        dmg.lose_vp(ctx.game, _player(ctx, t), amount(ctx, e.get("amount")), CARD)
    return
    yield


# ---- the reaction queue ---------------------------------------------------------------------
def counter(game: Game, item_id: int, to: str, by: str, rule: str = CARD) -> Flow:
    """Megakadályoz: the waiting card is not created; its compensation happens."""
    item = next((s for s in game.stack if s.id == item_id), None)
    if item is None:
        return
    game.stack.remove(item)
    obj = game.objects[item.id]
    game.log.add(rule, "counter", "{} counters {} (megakadályoz): it goes to the {}", by,
                 obj.name, z.zone_name(to))
    from cardgame.rulesets.hkk import plays

    plays.countered(game, item)
    z.move_card(game, obj, to)
    for ab in obj.card.abilities:
        if ab.kind == "compensation":
            game.log.add("H-card", "compensation", "{}: compensation (kompenzáció)", obj.name)
            yield from run(Ctx(game, item.controller, obj, obj.name, True, obj.card.colors),
                           ab.effects)


@EFFECTS.effect("counter")
def _counter(ctx: Ctx, e: Effect) -> Flow:
    for t in refs(ctx, e.get("what")):
        yield from counter(ctx.game, t, "void" if e.get("to") == "void" else "discard",
                           ctx.name)


# ---- moving cards ------------------------------------------------------------------------------
@EFFECTS.effect("to_discard")
def _to_discard(ctx: Ctx, e: Effect) -> Flow:
    for t in refs(ctx, e.get("what")):
        obj = _in_play(ctx, t)
        if obj is not None:
            z.leave_play(ctx.game, obj, "discard", CARD,
                         text=f"{ctx.name}: {obj.name} goes to the discard pile (gyűjtő)")
    return
    yield


@EFFECTS.effect("to_hand")
def _to_hand(ctx: Ctx, e: Effect) -> Flow:
    for t in refs(ctx, e.get("what")):
        obj = _in_play(ctx, t)
        if obj is None:
            continue
        if anchor.holds(ctx.game, obj):
            ctx.game.log.add("K131.2", "anchor", "{} has anchor (horgony): it can't return "
                             "to the hand", obj.name)
            continue
        z.leave_play(ctx.game, obj, "hand", CARD,
                     text=f"{ctx.name}: {obj.name} returns to its owner's hand (kéz)")
    return
    yield


@EFFECTS.effect("shuffle_into_deck")
def _shuffle_into_deck(ctx: Ctx, e: Effect) -> Flow:
    g = ctx.game
    for t in refs(ctx, e.get("what")):
        obj = _in_play(ctx, t)
        if obj is None:
            continue
        owner = obj.owner
        z.leave_play(g, obj, "deck", CARD,
                     text=f"{ctx.name}: {obj.name} is shuffled into its owner's deck (pakli)")
        g.rng.shuffle(g.players[owner].zones["deck"])
    return
    yield


@EFFECTS.effect("void_from_discard")
def _void_from_discard(ctx: Ctx, e: Effect) -> Flow:
    g = ctx.game
    for t in refs(ctx, e.get("from")):
        pile = list(g.players[_player(ctx, t)].zones["discard"])
        n = int(e.get("amount", 1))
        chosen = yield from ask.choose_cards(
            g, ctx.controller, f"{ctx.name}: choose up to {n} card(s) to put into the Void",
            pile, CARD, 0, n)
        for cid in chosen:
            z.move_card(g, g.objects[cid], "void")
        if chosen:
            g.log.add(CARD, "void", "{} puts {} into the Void (Semmi)", ctx.name,
                      ", ".join(g.objects[c].name for c in chosen))


@EFFECTS.effect("return_from_discard")
def _return_from_discard(ctx: Ctx, e: Effect) -> Flow:
    g = ctx.game
    skip = e.get("except")
    pile = [i for i in g.players[ctx.controller].zones["discard"]
            if g.objects[i].name != skip]
    n = int(e.get("amount", 1))
    chosen = yield from ask.choose_cards(
        g, ctx.controller, f"{ctx.name}: choose {'up to ' if e.get('up_to') else ''}{n} "
        f"card(s) to take back to your hand", pile, CARD, 0 if e.get("up_to") else n, n)
    for cid in chosen:
        z.move_card(g, g.objects[cid], "hand")
    if chosen:
        g.log.add(CARD, "return", "{} takes {} back from the discard pile to the hand",
                  g.players[ctx.controller].name, ", ".join(g.objects[c].name for c in chosen))


def deck_match(game: Game, obj: GameObject, flt: str, skip: str | None) -> bool:
    """H-szörny: a "szörny" (monster) is a creature card; H-tuzes: see chars.is_tuzes."""
    if skip and obj.name == skip:
        return False
    if obj.card.is_filler:
        return False
    if flt in ("creature", "szörny"):
        return "creature" in obj.card.types
    if flt == "tüzes":
        return ch.is_tuzes(obj.name)
    return True


@EFFECTS.effect("search_deck")
def _search_deck(ctx: Ctx, e: Effect) -> Flow:
    g = ctx.game
    whose = ctx.controller if e.get("whose", "you") == "you" else 1 - ctx.controller
    deck = g.players[whose].zones["deck"]
    found = [i for i in deck if deck_match(g, g.objects[i], str(e.get("filter")),
                                             e.get("except"))]
    chosen = yield from ask.choose_cards(g, ctx.controller,
                                         f"{ctx.name}: choose a card from the deck", found,
                                         CARD, 1, 1)
    for cid in chosen:
        obj = g.objects[cid]
        z.move_card(g, obj, "hand", holder=ctx.controller)
        g.log.add(CARD, "search", "{} searches {}'s deck and shows {} (keress elő)",
                  g.players[ctx.controller].name, g.players[whose].name, obj.name)
        if e.get("shuffle_back_at_end"):
            g.state.setdefault("remembered", []).append((cid, obj.zcc, ctx.controller))
    if not chosen:
        g.log.add(CARD, "search", "{} finds nothing in the deck", g.players[ctx.controller].name)
    g.rng.shuffle(deck)


def card_pool(game: Game) -> Any:
    return pool_for(game.options, game.ruleset)


@EFFECTS.effect("create_token")
def _create_token(ctx: Ctx, e: Effect) -> Flow:
    g = ctx.game
    card = flying.token_card(card_pool(g).get(str(e.get("token"))), bool(e.get("flying")))
    zone = str(e.get("zone", "reserve" if "creature" in card.types else "table"))
    full = zone == "guard_post" and z.guard_post_full(g, ctx.controller)
    if full:
        zone = "reserve"
    obj = g.create_object(card, ctx.controller, "void", token=True)
    flies = "flying" in card.keywords  # K131.5: a flying token comes into play active
    active = bool(e.get("active", flies or "creature" not in card.types))
    z.put_into_play(g, obj, ctx.controller, zone, active=active, rule="K131.7",
                    why=" — a token (jelző): it flies only if the text creating it says so"
                    f" ({'it does' if flies else 'it does not'})")
    if full:
        g.log.add("H-guard-post-capacity", "to_reserve", "{} doesn't fit in the full guard "
                  "post (őrposzt): it comes into play in the reserve", obj.name)
    if flies:
        obj.extra[z.FLYING] = True
        g.invalidate()  # K131.6.3 reads the mark: no characteristic computed before it stays
    orientation.guard_check(g, obj)
    return
    yield


@EFFECTS.effect("discard_on_roll")
def _discard_on_roll(ctx: Ctx, e: Effect) -> Flow:
    g = ctx.game
    roll = g.rng.randint(1, 6)
    faces = e.get("faces") or ()
    g.log.add(CARD, "die", "{} rolls a die (kocka) for {}: {}", g.players[ctx.controller].name,
              ctx.name, roll)
    if roll not in faces:
        return
    hand = list(g.players[ctx.controller].zones["hand"])
    n = int(e.get("amount", 1))
    chosen = yield from ask.choose_cards(g, ctx.controller,
                                         f"{ctx.name}: discard {n} card(s) from your hand",
                                         hand, CARD, n, n)
    for cid in chosen:
        z.move_card(g, g.objects[cid], "discard")
        g.log.add(CARD, "discard", "{} discards {}", g.players[ctx.controller].name,
                  g.objects[cid].name)


@EFFECTS.effect("lose_counters")
def _lose_counters(ctx: Ctx, e: Effect) -> Flow:
    g = ctx.game
    name = str(e.get("counter"))
    for t in refs(ctx, e.get("who")):
        p = g.players[_player(ctx, t)]
        counters = p.extra.setdefault("counters", {})
        lost = min(int(counters.get(name, 0)), int(e.get("amount", 0)))
        counters[name] = int(counters.get(name, 0)) - lost
        g.log.add("H-csont", "counters", "{} loses {} {} counter(s) (jelző)", p.name, lost,
                  name)
    return
    yield


@EFFECTS.effect("end_turn")
def _end_turn(ctx: Ctx, e: Effect) -> Flow:
    if ctx.controller != ctx.game.active:  # "your turn ends": not in the opponent's turn
        ctx.game.log.add(CARD, "end_turn", "{}: it is not {}'s turn, so no turn ends",
                         ctx.name, ctx.game.players[ctx.controller].name)
        return
    ctx.game.state["turn_ends"] = True
    ctx.game.log.add(CARD, "end_turn", "{}: {}'s turn ends (the remaining phases up to "
                     "healing are skipped)", ctx.name, ctx.game.players[ctx.game.active].name)
    return
    yield


def _take_next(what: str) -> Callable[[Ctx, Effect], Flow]:
    def handler(ctx: Ctx, e: Effect) -> Flow:
        ctx.game.players[ctx.controller].extra[f"take_next_{what}"] = True
        ctx.game.log.add(CARD, "take_next", "{}: {} gets {}'s next {} instead of them",
                         ctx.name, ctx.game.players[ctx.controller].name,
                         ctx.game.players[1 - ctx.controller].name,
                         "VP of the preparation phase" if what == "vp" else "draw")
        return
        yield
    return handler


@EFFECTS.effect("delayed")
def _delayed(ctx: Ctx, e: Effect) -> Flow:
    ctx.game.state.setdefault("delayed", []).append(
        (ctx.controller, ctx.name, ctx.is_spell, ctx.colors, e.get("effects")))
    return
    yield


# ---- permanents ------------------------------------------------------------------------------
@EFFECTS.effect("gain_control")
def _gain_control(ctx: Ctx, e: Effect) -> Flow:
    g = ctx.game
    for t in refs(ctx, e.get("what")):
        obj = _in_play(ctx, t)
        if obj is None or obj.controller == ctx.controller:
            continue
        why = control.refuses(g, obj)
        if why:
            g.log.add("K131.10", "no_control", "{}", plain(why))
            continue
        change_controller(g, obj, ctx.controller)
        if e.get("until") == "end of turn":
            g.state.setdefault("control_back", []).append((obj.id, obj.zcc, obj.owner))
    return
    yield


def change_controller(game: Game, obj: GameObject, new: int) -> None:
    """K5.5.9: the permanent goes to its new controller as it was, active or passive."""
    for o in [obj] + ([m] if (m := z.member_of(game, obj)) else []):
        game.zone_list(o).remove(o.id)
        zone = o.zone
        if zone == "guard_post" and z.guard_post_full(game, new):
            zone = "reserve"
        o.zone = zone
        o.holder = new
        o.controller = new
        game.players[new].zones[zone].append(o.id)
    game.invalidate()
    game.log.add("K5.5.9", "control", "{} now controls {} ({})", game.players[new].name,
                 obj.name, "passive" if obj.tapped else "active")


@EFFECTS.effect("copy")
def _copy(ctx: Ctx, e: Effect) -> Flow:
    g = ctx.game
    of = e.get("of")
    original: GameObject | None = None
    if of == "target":
        t = refs(ctx, "target")
        original = g.objects.get(t[0]) if t and isinstance(t[0], int) else None
    elif of == "top of your deck":
        deck = g.players[ctx.controller].zones["deck"]
        original = g.objects[deck[0]] if deck else None
    else:
        hand = list(g.players[ctx.controller].zones["hand"])
        chosen = yield from ask.choose_cards(g, ctx.controller, f"{ctx.name}: choose a card "
                                             "in your hand to copy", hand, CARD, 1, 1)
        original = g.objects[chosen[0]] if chosen else None
    if original is None or original.card.is_filler:
        return
    why = copying.refuses(g, original)
    if why:
        g.log.add("K131.11", "no_copy", "{}", plain(why))
        return
    card = replace(original.card)
    obj = g.create_object(card, ctx.controller, "void", token=True)
    obj.extra[COPY_OF] = original.name  # the board says whose copy it is
    creature = "creature" in card.types
    active, _ = flying.flies_on_entry(g, card, ctx.controller)
    z.put_into_play(g, obj, ctx.controller, "reserve" if creature else "table",
                    active=active or not creature, rule=CARD,
                    why=f" — a token copy of {original.name}")


@EFFECTS.effect("copy_abilities")
def _copy_abilities(ctx: Ctx, e: Effect) -> Flow:
    g = ctx.game
    src = ctx.source
    for t in refs(ctx, e.get("from")):
        obj = g.objects.get(t) if isinstance(t, int) else None
        if obj is None or src is None or src.zone not in z.IN_PLAY:
            continue
        why = copying.refuses(g, obj)
        if why:
            g.log.add("K131.11", "no_copy", "{}", plain(why))
            continue
        kws = tuple(k for k in g.chars(obj).keywords)
        g.add_effect(ContinuousEffect("6", g.next_timestamp(), "add_keywords", kws, src.id,
                                      _until(e), frozenset({(src.id, src.zcc)}), rule=CARD))
        g.log.add(CARD, "copy_abilities", "{} copies the abilities of {}: {}", src.name,
                  obj.name, ", ".join(kws) or "none")
    return
    yield


def _until(e: Effect) -> str:
    return "end_of_turn" if e.get("until", "end of turn") == "end of turn" else ""


@EFFECTS.effect("lose_abilities")
def _lose_abilities(ctx: Ctx, e: Effect) -> Flow:
    g = ctx.game
    for t in refs(ctx, e.get("what")):
        obj = _in_play(ctx, t)
        if obj is None:
            continue
        why = abilities_loss.refuses(g, obj)
        if why:
            g.log.add("K131.12", "keeps_abilities", "{}", plain(why))
            continue
        g.add_effect(ContinuousEffect("6", g.next_timestamp(), "lose_all_abilities", None,
                                      obj.id, _until(e), frozenset({(obj.id, obj.zcc)}),
                                      rule=CARD))
        g.log.add(CARD, "lose_abilities", "{} loses its abilities{}", obj.name,
                  " until the end of the turn" if _until(e) else "")
        union.note_losses(g)
    return
    yield


@EFFECTS.effect("passivize")
def _passivize(ctx: Ctx, e: Effect) -> Flow:
    for t in refs(ctx, e.get("what")):
        obj = _in_play(ctx, t)
        if obj is not None:
            orientation.passivize(ctx.game, obj, CARD)
    return
    yield


@EFFECTS.effect("activate")
def _activate(ctx: Ctx, e: Effect) -> Flow:
    for t in refs(ctx, e.get("what")):
        obj = _in_play(ctx, t)
        if obj is not None:
            orientation.activate(ctx.game, obj, CARD)
    return
    yield


@EFFECTS.effect("pump")
def _pump(ctx: Ctx, e: Effect) -> Flow:
    g = ctx.game
    for t in refs(ctx, e.get("what")):
        obj = _in_play(ctx, t)
        if obj is None:
            continue
        value = (int(e.get("attack", 0)), int(e.get("life", 0)))
        g.add_effect(ContinuousEffect("7c", g.next_timestamp(), "modify_pt", value, obj.id,
                                      _until(e), frozenset({(obj.id, obj.zcc)}), rule=CARD))
        g.log.add(CARD, "pump", "{} gets {:+d}/{:+d}", obj.name, value[0], value[1])
    return
    yield


@EFFECTS.effect("opponent_may_pay")
def _opponent_may_pay(ctx: Ctx, e: Effect) -> Flow:
    """Apró gömbvillám: the opponent may pay VP to make the nested effects happen, choosing
    their targets now (the card is still the source, so guardian still applies)."""
    g = ctx.game
    opp = 1 - ctx.controller
    vp = int(e.get("vp", 0))
    if g.players[opp].state.vp < vp:
        return
    specs = tuple(e.get("targets") or ())
    picker = tg.Picker(opp, ctx.source.id if ctx.source else None,
                       ctx.is_spell and any(x.kind in ("damage", "divide_damage")
                                            for x in e.get("effects")), specs)
    if any(not tg.candidates(g, s, picker) for s in specs):
        return
    yes = yield from ask.yes_no(g, opp, f"{ctx.name}: pay {vp} VP to use it?", CARD)
    if not yes:
        g.log.add(CARD, "declined", "{} does not pay for {}", g.players[opp].name, ctx.name)
        return
    dmg.lose_vp(g, opp, vp, CARD)
    chosen: list[Any] = []
    for s in specs:
        t = yield from ask.choose_target(g, opp, f"{ctx.name}: choose a target ({s})",
                                         tg.candidates(g, s, picker), CARD)
        chosen.append(t)
    inner = Ctx(g, opp, ctx.source, ctx.name, ctx.is_spell, ctx.colors, chosen, ctx.x)
    yield from run(inner, e.get("effects"))


EFFECTS.add("take_next_vp", _take_next("vp"))
EFFECTS.add("take_next_draw", _take_next("draw"))
