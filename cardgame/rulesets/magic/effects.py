"""Resolving spells and abilities (608): target checks, then each effect in order.

Each effect kind of the vocabulary (`vocabulary.EFFECTS`, documented in
docs/abilities.md) is one function here, registered with `@EFFECTS.effect` into the
ruleset's interpreter (`interpreter.py`; keyword modules register theirs there too).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardgame.engine.cardmodel import Effect
from cardgame.engine.decisions import CHOOSE_CARDS, Decision, Option
from cardgame.engine.events import CountersPut, Draw, LifeGained
from cardgame.engine.layers import (
    LAYER_ABILITY,
    LAYER_COLOR,
    LAYER_CONTROL,
    LAYER_PT_MODIFY,
    LAYER_PT_SET,
    LAYER_PT_SWITCH,
    LAYER_TYPE,
    Chars,
    ContinuousEffect,
    base_chars,
)
from cardgame.engine.objects import GameObject, StackItem, Target
from cardgame.errors import IllegalAction
from cardgame.rulesets.magic import control_duration, sba
from cardgame.rulesets.magic import filters as quality_filters
from cardgame.rulesets.magic import targets as tg
from cardgame.rulesets.magic.cardinfo import PERMANENT_TYPES
from cardgame.rulesets.magic.counts import COUNT_WORDS, FOLLOWING_PT, count
from cardgame.rulesets.magic.damage import deal_damage
from cardgame.rulesets.magic.interpreter import EFFECTS
from cardgame.rulesets.magic.keywords.lifelink import after_damage
from cardgame.rulesets.magic.keywords.uncounterable import uncounterable
from cardgame.rulesets.magic.mana import parse_mana_cost
from cardgame.rulesets.magic.qualities import has_quality, split
from cardgame.rulesets.magic.vocabulary import COLOUR_FILTERS
from cardgame.rulesets.magic.vocabulary import FILTERS as FIXED_FILTERS

if TYPE_CHECKING:
    from cardgame.engine.game import Flow, Game


def source_chars(game: Game, item: StackItem) -> Chars:
    """The source's current characteristics, or its last known ones (608.2h); a copy of
    a spell has its own (707.10)."""
    own = item.extra.get("copy_chars")
    if isinstance(own, Chars):
        return own
    obj = game.objects.get(item.source)
    if obj is None:  # a token that ceased to exist: its last known information (608.2h)
        lki = item.extra.get("lki")
        if isinstance(lki, Chars):
            return lki
        return base_chars_of_item(game, item)
    if item.kind == "spell" or obj.zcc == item.source_zcc:
        return game.chars(obj)
    lki = obj.extra.get("lki")
    if isinstance(lki, Chars):
        return lki
    c = base_chars(obj.card, item.controller)
    return c


def base_chars_of_item(game: Game, item: StackItem) -> Chars:
    obj = game.objects.get(item.source)
    if obj is None:  # nothing is known of it but its name
        return Chars(item.name, (), (), (), (), None, None, (), (), item.controller)
    return base_chars(obj.card, item.controller)


def legal_targets_now(game: Game, item: StackItem) -> list[bool]:
    """608.2b: which targets are still legal (same object, still matching)."""
    src = source_chars(game, item)
    out = []
    for spec, t, zcc in zip(item.target_specs, item.targets, item.target_zcc, strict=False):
        if isinstance(t, int) and t in game.objects and game.objects[t].zcc != zcc:
            out.append(False)
            continue
        if item.extra.get("untargeted"):  # a delayed trigger: the same object still there
            obj = game.objects.get(t) if isinstance(t, int) else None
            where = "graveyard" if spec == "card in a graveyard" else "battlefield"
            out.append(isinstance(t, str) or (obj is not None and obj.zone == where))
            continue
        out.append(tg.check_target(game, spec, t, src, item.controller,
                                   source_id=item.source) is None)
    return out


def run_effects(game: Game, item: StackItem, legal: list[bool] | None = None) -> Flow:
    """Carry out the item's effects in order, skipping illegal targets (608.2b).

    A handler may be a generator: then it asks questions (a payment, a choice) and the
    resolution waits for the answers.
    """
    ctx = Context(game, item, legal if legal is not None else [True] * len(item.targets))
    yield from EFFECTS.run(ctx, item.effects)


def run_now(game: Game, item: StackItem) -> None:
    """Run effects that ask nothing (mana abilities, 605.3b) without a question loop."""
    for _ in run_effects(game, item):
        raise RuntimeError(f"{item.name} asked a question while resolving immediately")


class Context:
    """What an effect needs: the game, the resolving item, and which targets are legal."""

    def __init__(self, game: Game, item: StackItem, legal: list[bool]) -> None:
        self.game = game
        self.item = item
        self.legal = legal
        self.src = source_chars(game, item)

    @property
    def source_id(self) -> int | None:
        """The object dealing the damage: the spell, or the permanent whose ability it is
        while it is the same object (400.7); None once it has left ("deals damage")."""
        obj = self.game.objects.get(self.item.source)
        if obj is None or (self.item.kind != "spell" and obj.zcc != self.item.source_zcc):
            return None
        return obj.id

    def amount(self, e: Effect, key: str = "amount", default: int = 1) -> int:
        v = e.get(key, default)
        if v == "X":
            return self.item.x
        if v == "the sacrificed creature's power":  # a reflexive trigger's (603.12)
            lki = self.item.extra.get("sacrificed")
            return max(lki.power or 0, 0) if lki is not None else 0
        if v == "that much":  # the damage a "deals damage" trigger saw dealt (603.2g)
            return int(self.item.extra.get("damage", 0))
        if v in ("its power", "its toughness"):  # last known if it has left (608.2h)
            pt = self.src.power if v == "its power" else self.src.toughness
            return max(pt or 0, 0)
        if v in COUNT_WORDS:  # "cards in your hand"
            return count(self.game, v, self.item.controller)
        if isinstance(v, str):
            return len(filtered(self.game, v, self.item.controller))
        return int(v)

    def refs(self, ref: str | None, default: str = "you") -> list[Target]:
        """Players ("p1"/"p2") and objects an effect acts on (illegal targets dropped)."""
        ref = ref or default
        you = self.item.controller
        if ref.startswith("target"):
            i = 0 if ref == "target" else int(ref[6:]) - 1
            if i < len(self.item.targets) and self.legal[i]:
                return [self.item.targets[i]]
            return []
        if ref == "self":
            obj = self.game.objects.get(self.item.source)
            if obj is not None and obj.zone == "battlefield" and obj.zcc == self.item.source_zcc:
                return [obj.id]
            return []
        if ref == "that creature":  # named by the trigger event, not targeted (608.2j)
            oid, zcc = self.item.extra.get("that", (None, None))
            obj = self.game.objects.get(oid) if oid is not None else None
            if obj is not None and obj.zone == "battlefield" and obj.zcc == zcc:
                return [obj.id]
            return []
        if ref == "attached":
            obj = self.game.objects.get(self.item.source)
            if obj is not None and obj.zone == "battlefield" and obj.attached_to is not None:
                return [obj.attached_to]
            return []
        if ref == "you":
            return [f"p{you + 1}"]
        if ref in ("opponent", "each opponent"):
            return [f"p{2 - you}"]
        if ref == "each player":
            return [f"p{self.game.active + 1}", f"p{2 - self.game.active}"]
        return []

    def objects(self, ref: str | None) -> list[GameObject]:
        return [self.game.objects[t] for t in self.refs(ref) if isinstance(t, int)
                and t in self.game.objects]

    def players(self, ref: str | None) -> list[int]:
        return [self.game.player_by_key(t) for t in self.refs(ref) if isinstance(t, str)]


def filtered(game: Game, flt: str, controller: int) -> list[GameObject]:
    """Permanents matching a vocabulary filter (phased-out ones never match, 702.26b)."""
    out = []
    for obj in game.battlefield():
        c = game.chars(obj)
        if matches_filter(c, flt, controller):
            out.append(obj)
    return out


_COLOUR_FILTERS = COLOUR_FILTERS


def matches_filter(c: Chars, flt: str, controller: int) -> bool:
    """Whether characteristics `c` match a filter: a fixed one, a quality filter
    (filters.py: "white creatures you control"), or one narrowed by a subtype or
    colorless quality (qualities.py: "Goblin creatures you control")."""
    if flt in FIXED_FILTERS:
        return _matches_base(c, flt, controller)
    if quality_filters.parse(flt) is not None:
        return quality_filters.matches(c, flt, controller)
    parts = split(flt, FIXED_FILTERS)
    if parts is None:
        return False
    quality, base = parts
    return has_quality(c, quality) and _matches_base(c, base, controller)


def _matches_base(c: Chars, flt: str, controller: int) -> bool:
    types = c.types
    if flt == "permanents":
        return True
    if flt == "nonland permanents":
        return "Land" not in types
    if flt == "lands":
        return "Land" in types
    if flt == "artifacts":
        return "Artifact" in types
    if flt == "enchantments":
        return "Enchantment" in types
    if flt == "nonbasic lands":
        return "Land" in types and "Basic" not in c.supertypes
    if flt == "Swamps":
        return "Swamp" in c.subtypes
    if "Creature" not in types:
        return False
    if flt == "creatures":
        return True
    if flt == "creatures you control":
        return c.controller == controller
    if flt == "creatures your opponents control":
        return c.controller != controller
    if flt == "creatures without flying":
        return not c.has("flying")
    if flt == "creatures with flying":
        return c.has("flying")
    colour = _COLOUR_FILTERS.get(flt)  # "white creatures": of that colour (105.2)
    if colour is not None:
        return colour in c.colors
    return False


# ---- effect handlers ------------------------------------------------------------------
@EFFECTS.effect("damage")
def _damage(ctx: Context, e: Effect) -> Flow:
    n = ctx.amount(e)
    for t in ctx.refs(e.get("to"), "target"):
        yield from deal_damage(ctx.game, ctx.src, t, n, source_id=ctx.source_id)


@EFFECTS.effect("damage_all")
def _damage_all(ctx: Context, e: Effect) -> Flow:
    """Damage to each one at the same time: a lifelink source gains the life once (119.9)."""
    n = ctx.amount(e)
    recipients: list[Target] = [o.id for o in
                                filtered(ctx.game, e.get("filter"), ctx.item.controller)]
    if e.get("players", False):
        recipients += ["p1", "p2"]
    dealt = 0
    for t in recipients:
        dealt += yield from deal_damage(ctx.game, ctx.src, t, n, source_id=ctx.source_id,
                                        lifelink=False)
    after_damage(ctx.game, ctx.src, dealt)


@EFFECTS.effect("draw")
def _draw(ctx: Context, e: Effect) -> Flow:
    for p in ctx.players(e.get("who")):
        yield from draw_cards_flow(ctx.game, p, ctx.amount(e))


def draw_cards(game: Game, player: int, n: int, rule: str = "121.1") -> None:
    """Draw n cards, one at a time (121.2), each a draw event that replacement effects
    may change (614.11); drawing from an empty library marks the loss for SBAs (704.5b)."""
    drawn = [0, 0]
    for _ in range(n):
        ev = game.draw(player, rule)
        if ev is None:
            continue  # replaced by nothing
        if not _count_draw(game, ev, drawn):
            break
    _log_draws(game, drawn, rule)


def _count_draw(game: Game, ev: Draw, drawn: list[int]) -> bool:
    """Count a draw that happened; False (and the loss marked, 704.5b) if the library
    was empty, which ends the drawing."""
    if ev.card is None:
        pl = game.players[ev.player]
        pl.drew_from_empty = True
        game.touch()
        game.log.add("121.4", "draw_empty", "{} can't draw: library is empty", pl.name)
        return False
    drawn[ev.player] += 1
    return True


def _log_draws(game: Game, drawn: list[int], rule: str) -> None:
    """One log line per player who drew: "draws 3 cards", not three lines."""
    for p, k in enumerate(drawn):
        if k:
            game.log.add(rule, "draw", "{} draws {} card{}", game.players[p].name, k,
                         "" if k == 1 else "s")


def draw_cards_flow(game: Game, player: int, n: int, rule: str = "121.1") -> Flow:
    """`draw_cards` where questions can be asked: several replacement effects of a draw
    are ordered by the player (616.1) and a draw replaced by "return a card from your
    graveyard" asks which card (616.2). Without such words in the game, `draw_cards`."""
    from cardgame.rulesets.magic.life_draw_words import draws_ask

    if not draws_ask(game):
        draw_cards(game, player, n, rule)
        return
    drawn = [0, 0]
    for _ in range(n):
        ev = yield from game.apply_flow(Draw(player, rule))
        if not isinstance(ev, Draw):
            continue  # replaced by something else, or nothing
        if not _count_draw(game, ev, drawn):
            break
    _log_draws(game, drawn, rule)


@EFFECTS.effect("discard")
def _discard(ctx: Context, e: Effect) -> Flow:
    """701.8: the player discards cards of their choice (a question when there is one)."""
    g = ctx.game
    for p in ctx.players(e.get("who")):
        hand = list(g.players[p].zones["hand"])
        n = min(ctx.amount(e), len(hand))
        if n == 0:
            continue
        chosen = hand
        if n < len(hand):
            opts = [Option(g.objects[i].card.name, i) for i in hand]
            chosen = yield _discard_question(p, hand, n, opts)
        for oid in chosen:
            g.move(g.objects[oid], "graveyard")
            g.log.add("701.8", "discard", "{} discards {}", g.players[p].name,
                      g.objects[oid].card.name)


def _discard_question(player: int, hand: list[int], n: int, opts: list[Option]) -> Decision:
    def check(answer: Any) -> list[int]:
        return _pick_cards(answer, hand, n, "701.8")

    def default() -> list[int]:
        return hand[:n]

    return Decision(CHOOSE_CARDS, player, f"Discard {n} card(s)", opts, "701.8", n, n,
                    validate=check, default=default)


def _pick_cards(answer: Any, among: list[int], n: int, rule: str) -> list[int]:
    if not isinstance(answer, list) or len(answer) != n or len(set(answer)) != n \
            or any(a not in among for a in answer):
        raise IllegalAction(f"choose exactly {n} different card(s) from the list", rule)
    return list(answer)


@EFFECTS.effect("gain_life")
def _gain_life(ctx: Context, e: Effect) -> Flow:
    from cardgame.rulesets.magic.life_draw_words import draws_ask

    for p in ctx.players(e.get("who")):
        n = ctx.amount(e)
        before = ctx.game.players[p].life
        if n > 0 and draws_ask(ctx.game):  # "draw instead" may ask which card (616.2)
            yield from ctx.game.apply_flow(LifeGained(p, n))
        else:
            ctx.game.gain_life(p, n)
        gained = ctx.game.players[p].life - before  # none when replaced (616.2)
        if gained > 0:
            ctx.game.log.add("119.3", "gain_life", "{} gains {} life",
                             ctx.game.players[p].name, gained)


@EFFECTS.effect("lose_life")
def _lose_life(ctx: Context, e: Effect) -> None:
    for p in ctx.players(e.get("who")):
        n = ctx.amount(e)
        ctx.game.lose_life(p, n)
        ctx.game.log.add("119.3", "lose_life", "{} loses {} life", ctx.game.players[p].name, n)


@EFFECTS.effect("poison")
def _poison(ctx: Context, e: Effect) -> None:
    """122.1f: a player with ten or more poison counters loses (704.5c)."""
    for p in ctx.players(e.get("who")):
        n = ctx.amount(e)
        ctx.game.players[p].state.poison += n
        ctx.game.touch()
        ctx.game.log.add("122.1f", "poison", "{} gets {} poison counter(s)",
                         ctx.game.players[p].name, n)


def destroy(game: Game, obj: GameObject, rule: str = "701.7a",
            can_regenerate: bool = True) -> Flow:
    """Destroy a permanent: to its owner's graveyard unless indestructible (702.12b) or a
    regeneration shield replaces it (701.15, a replacement effect: `regeneration.py`);
    "can't be regenerated" skips shields. Returns whether it was destroyed; the move may
    ask the order of replacement effects (616.1)."""
    from cardgame.rulesets.magic.regeneration import Destroy

    if game.chars(obj).has("indestructible"):
        game.log.add("702.12b", "indestructible", "{} is indestructible", obj.card.name)
        return False
    if not can_regenerate:
        shields = game.state.get("regeneration", {})
        if shields.get((obj.id, obj.zcc)):
            game.log.add("701.15c", "no_regenerate", "{} can't be regenerated",
                         obj.card.name)
    happened = yield from game.apply_flow(Destroy(obj, rule, can_regenerate))
    if happened is None:
        return False
    name = obj.card.name
    yield from game.move_flow(obj, "graveyard")
    game.log.add(rule, "destroy", "{} is destroyed", name)
    return True


@EFFECTS.effect("destroy")
def _destroy(ctx: Context, e: Effect) -> Flow:
    for obj in ctx.objects(e.get("what")):
        yield from destroy(ctx.game, obj, can_regenerate=not e.get("no_regenerate", False))


@EFFECTS.effect("destroy_all")
def _destroy_all(ctx: Context, e: Effect) -> Flow:
    from cardgame.rulesets.magic.dies_watchers import simultaneous

    with simultaneous(ctx.game):  # one event: they all die at once (603.10a)
        for obj in filtered(ctx.game, e.get("filter"), ctx.item.controller):
            yield from destroy(ctx.game, obj,
                               can_regenerate=not e.get("no_regenerate", False))


@EFFECTS.effect("pump")
def _pump(ctx: Context, e: Effect) -> None:
    g = ctx.game
    objs = ctx.objects(e.get("what"))
    if not objs:
        return
    p, t = ctx.amount(e, "power", 0), ctx.amount(e, "toughness", 0)
    g.add_effect(ContinuousEffect(LAYER_PT_MODIFY, g.next_timestamp(), "modify_pt", (p, t),
                                  ctx.item.source, "end_of_turn",
                                  affected=frozenset((o.id, o.zcc) for o in objs),
                                  rule="611.2a"))
    for o in objs:
        g.log.add("611.2a", "pump", "{} gets {:+d}/{:+d} until end of turn", o.card.name, p, t)


@EFFECTS.effect("pump_all")
def _pump_all(ctx: Context, e: Effect) -> None:
    g = ctx.game
    objs = filtered(g, e.get("filter"), ctx.item.controller)
    p, t = int(e.get("power")), int(e.get("toughness"))
    if objs:
        g.add_effect(ContinuousEffect(LAYER_PT_MODIFY, g.next_timestamp(), "modify_pt", (p, t),
                                      ctx.item.source, "end_of_turn",
                                      affected=frozenset((o.id, o.zcc) for o in objs),
                                      rule="611.2c"))
        g.log.add("611.2c", "pump_all", "{} creature(s) get {:+d}/{:+d} until end of turn",
                  len(objs), p, t)


@EFFECTS.effect("bounce")
def _bounce(ctx: Context, e: Effect) -> None:
    for obj in ctx.objects(e.get("what")):
        ctx.game.move(obj, "hand")
        ctx.game.log.add("400.7", "bounce", "{} returns to its owner's hand", obj.card.name)


@EFFECTS.effect("exile")
def _exile(ctx: Context, e: Effect) -> None:
    for obj in ctx.objects(e.get("what")):
        ctx.game.move(obj, "exile")
        ctx.game.log.add("406.2", "exile", "{} is exiled", obj.card.name)


@EFFECTS.effect("counter")
def _counter(ctx: Context, e: Effect) -> None:
    g = ctx.game
    for t in ctx.refs(e.get("what"), "target"):
        for i, s in enumerate(g.stack):
            if s.id == t:
                if s.kind == "spell" and s.id in g.objects \
                        and uncounterable(g.objects[s.id].card):
                    g.log.add("101.2", "not_countered", "{} can't be countered", s.name)
                    break
                del g.stack[i]
                if s.kind == "spell" and s.id in g.objects:  # a copy has no card (704.5e)
                    g.move(g.objects[s.id], "graveyard")
                g.log.add("701.5a", "counter", "{} is countered", s.name)
                break


@EFFECTS.effect("tap")
def _tap(ctx: Context, e: Effect) -> None:
    for obj in ctx.objects(e.get("what")):
        ctx.game.tap(obj, ctx.item.source)
        ctx.game.log.add("701.21a", "tap", "{} becomes tapped", obj.card.name)


@EFFECTS.effect("untap")
def _untap(ctx: Context, e: Effect) -> None:
    for obj in ctx.objects(e.get("what")):
        ctx.game.untap(obj, ctx.item.source)
        ctx.game.log.add("701.21b", "untap", "{} becomes untapped", obj.card.name)


@EFFECTS.effect("add_mana")
def _add_mana(ctx: Context, e: Effect) -> None:
    pool = ctx.game.players[ctx.item.controller].state.pool
    times = ctx.amount(e) if e.get("amount") is not None else 1  # "for each ..." (605.2)
    for s in parse_mana_cost(str(e.get("mana"))).symbols:
        pool[s] = pool.get(s, 0) + times


@EFFECTS.effect("put_counters")
def _put_counters(ctx: Context, e: Effect) -> Flow:
    """122.1; the counters are an event replacement effects may change (Hardened Scales),
    asking their order of the permanent's controller (616.1)."""
    name = str(e.get("counter"))
    n = ctx.amount(e)
    for obj in ctx.objects(e.get("what")):
        if n <= 0:
            continue
        put = yield from ctx.game.apply_flow(CountersPut(obj, name, n))
        if isinstance(put, CountersPut):
            ctx.game.log.add("122.1", "counters", "{} gets {} {} counter(s)", obj.card.name,
                             put.amount, name)


@EFFECTS.effect("put_counters_all")
def _put_counters_all(ctx: Context, e: Effect) -> None:
    """"Put a counter on each creature you control" (Ajani Goldmane's -1): each permanent
    matching the filter as the effect happens gets the counters (122.1)."""
    name = str(e.get("counter"))
    n = ctx.amount(e)
    objs = filtered(ctx.game, e.get("filter"), ctx.item.controller)
    for obj in objs:
        ctx.game.add_counters(obj, name, n)
    if objs:
        ctx.game.log.add("122.1", "counters", "{} permanent(s) get {} {} counter(s)",
                         len(objs), n, name)


@EFFECTS.effect("create_token")
def _create_token(ctx: Context, e: Effect) -> Flow:
    """111.1: the number settled by token replacement effects (616.1), then each token
    enters like any permanent (614.1c, 614.12); `tapped`: "create ... tapped"."""
    g = ctx.game
    pool = g.options.get("card_pool")
    name = str(e.get("token"))
    card = pool.get(name) if pool is not None else None
    if card is None:
        g.log.add("111.1", "token", "no token definition named {}", name)
        return
    from cardgame.rulesets.magic.token_copies import enter_token, token_count

    n = yield from token_count(g, ctx.item.controller, ctx.amount(e), name)
    for _ in range(n):
        yield from enter_token(g, card, ctx.item.controller, tapped=bool(e.get("tapped")))
        g.log.add("111.1", "token", "{} creates a {} token", g.players[ctx.item.controller].name,
                  name)


@EFFECTS.effect("sacrifice")
def _sacrifice(ctx: Context, e: Effect) -> None:
    for obj in ctx.objects(e.get("what")):
        ctx.game.move(obj, "graveyard")
        ctx.game.log.add("701.17a", "sacrifice", "{} is sacrificed", obj.card.name)


@EFFECTS.effect("sacrifice_creature")
def _sacrifice_creature(ctx: Context, e: Effect) -> Flow:
    """701.17a: "target player sacrifices a creature": that player chooses which of the
    creatures they control (a question when there is a choice)."""
    g = ctx.game
    for p in ctx.players(e.get("who")):
        mine = [o.id for o in g.battlefield()
                if "Creature" in g.chars(o).types and g.chars(o).controller == p]
        n = min(ctx.amount(e), len(mine))
        if n == 0:
            continue
        chosen = mine
        if n < len(mine):
            chosen = yield _sacrifice_question(g, p, mine, n)
        for oid in chosen:
            obj = g.objects[oid]
            g.move(obj, "graveyard")
            g.log.add("701.17a", "sacrifice", "{} sacrifices {}", g.players[p].name,
                      obj.card.name)


def _sacrifice_question(g: Game, player: int, mine: list[int], n: int) -> Decision:
    def check(answer: Any) -> list[int]:
        return _pick_cards(answer, mine, n, "701.17a")

    def default() -> list[int]:
        return mine[:n]

    opts = [Option(g.objects[i].card.name, i) for i in mine]
    return Decision(CHOOSE_CARDS, player, f"Sacrifice {n} creature(s)", opts, "701.17a", n, n,
                    validate=check, default=default)


@EFFECTS.effect("phase_out")
def _phase_out(ctx: Context, e: Effect) -> None:
    """702.26: it phases out (with what is attached to it) and so leaves combat (506.4);
    it phases in during its controller's next untap step."""
    from cardgame.rulesets.magic.keywords.phasing import phase_out

    for obj in ctx.objects(e.get("what")):
        phase_out(ctx.game, obj)


@EFFECTS.effect("mill")
def _mill(ctx: Context, e: Effect) -> None:
    for p in ctx.players(e.get("who")):
        lib = ctx.game.players[p].zones["library"]
        for _ in range(min(ctx.amount(e), len(lib))):
            ctx.game.move(ctx.game.objects[lib[0]], "graveyard")
        ctx.game.log.add("701.13a", "mill", "{} mills cards", ctx.game.players[p].name)


def _until_end_of_turn(ctx: Context, e: Effect, layer: str, op: str, value: Any,
                       rule: str, text: str, extra: dict[str, Any] | None = None) -> None:
    """A continuous effect of a resolving spell: its affected set is locked (611.2c)."""
    g = ctx.game
    flt = e.get("filter")  # every permanent matching now: the set is locked (611.2c)
    objs = filtered(g, flt, ctx.item.controller) if flt else ctx.objects(e.get("what"))
    if not objs:
        return
    until = "" if e.get("permanent", False) else "end_of_turn"
    g.add_effect(ContinuousEffect(layer, g.next_timestamp(), op, value, ctx.item.source,
                                  until, affected=frozenset((o.id, o.zcc) for o in objs),
                                  rule=rule, extra=extra or {}))
    for o in objs:
        g.log.add(rule, e.kind, "{} {}{}", o.card.name, text,
                  " until end of turn" if until else "")


@EFFECTS.effect("add_types")
def _add_types(ctx: Context, e: Effect) -> None:
    types = tuple(e.get("types", ())) + tuple(e.get("subtypes", ()))
    _until_end_of_turn(ctx, e, LAYER_TYPE, "add_types", types, "613.1d",
                       "becomes " + " ".join(types) + " in addition to its other types",
                       {"card_types": PERMANENT_TYPES})


@EFFECTS.effect("set_subtypes")
def _set_subtypes(ctx: Context, e: Effect) -> None:
    """"Becomes a Frog" (205.1a): the new subtypes replace the old ones."""
    subtypes = tuple(e.get("subtypes", ()))
    _until_end_of_turn(ctx, e, LAYER_TYPE, "set_subtypes", subtypes, "205.1a",
                       "becomes a " + " ".join(subtypes))


def pt_value(game: Game, value: Any, controller: int) -> int:
    """A power or toughness of set_pt: a number, "your life total" (604.3) or a count."""
    if value == "your life total":
        return game.players[controller].life
    if value in COUNT_WORDS:
        return count(game, value, controller)
    return int(value)


@EFFECTS.effect("set_colors")
def _set_colors(ctx: Context, e: Effect) -> None:
    colors = tuple(e.get("colors", ()))
    _until_end_of_turn(ctx, e, LAYER_COLOR, "set_colors", colors, "613.1e",
                       "becomes " + "/".join(colors))


@EFFECTS.effect("gain_keywords")
def _gain_keywords(ctx: Context, e: Effect) -> None:
    kws = tuple(e.get("keywords", ()))
    _until_end_of_turn(ctx, e, LAYER_ABILITY, "add_keywords", kws, "613.1f",
                       "gains " + ", ".join(kws))


@EFFECTS.effect("lose_keywords")
def _lose_keywords(ctx: Context, e: Effect) -> None:
    kws = tuple(e.get("keywords", ()))
    _until_end_of_turn(ctx, e, LAYER_ABILITY, "remove_keywords", kws, "613.1f",
                       "loses " + ", ".join(kws))


@EFFECTS.effect("lose_all_abilities")
def _lose_all_abilities(ctx: Context, e: Effect) -> None:
    _until_end_of_turn(ctx, e, LAYER_ABILITY, "lose_all_abilities", None, "613.1f",
                       "loses all abilities")


@EFFECTS.effect("set_pt")
def _set_pt(ctx: Context, e: Effect) -> None:
    you = ctx.item.controller
    if e.get("continuous", False):  # "becomes a creature with 'its P/T are equal to ...'"
        _until_end_of_turn(ctx, e, LAYER_PT_SET, FOLLOWING_PT,
                           (e.get("power"), e.get("toughness")), "613.4b",
                           f"has power {e.get('power')} and toughness {e.get('toughness')}",
                           {"controller": you})
        return
    pt = tuple(ctx.item.x if v == "X" else pt_value(ctx.game, v, you)  # 107.3: X as paid
               for v in (e.get("power"), e.get("toughness")))
    _until_end_of_turn(ctx, e, LAYER_PT_SET, "set_pt", pt, "613.4b",
                       f"has base power and toughness {pt[0]}/{pt[1]}")


@EFFECTS.effect("switch_pt")
def _switch_pt(ctx: Context, e: Effect) -> None:
    _until_end_of_turn(ctx, e, LAYER_PT_SWITCH, "switch_pt", None, "613.4d",
                       "switches its power and toughness")


@EFFECTS.effect("gain_control")
def _gain_control(ctx: Context, e: Effect) -> None:
    g = ctx.game
    ctrl = ctx.item.controller
    objs = ctx.objects(e.get("what"))
    if not objs:
        return
    until = "end_of_turn" if e.get("until_end_of_turn", False) else ""
    if e.get("duration") == control_duration.DURATION:
        until = control_duration.start(g, ctx.item) or ""
        if not until:
            return
    g.add_effect(ContinuousEffect(LAYER_CONTROL, g.next_timestamp(), "set_controller", ctrl,
                                  ctx.item.source, until,
                                  affected=frozenset((o.id, o.zcc) for o in objs),
                                  rule="613.1b"))
    for o in objs:  # the engine notices the change (302.6, 506.4 via on_control_change)
        g.log.add("613.1b", "gain_control", "{} gains control of {}",
                  g.players[ctrl].name, o.card.name)


def attach(g: Game, obj: GameObject, host: GameObject, rule: str) -> None:
    """Attach an Aura or Equipment; it gets a new timestamp (613.7e)."""
    obj.attached_to = host.id
    obj.timestamp = g.next_timestamp()
    g.invalidate()
    g.log.add(rule, "attach", "{} is attached to {}", obj.card.name, host.card.name)


@EFFECTS.effect("attach")
def _attach(ctx: Context, e: Effect) -> None:
    g = ctx.game
    src = g.objects.get(ctx.item.source)
    if src is None or src.zone != "battlefield" or src.zcc != ctx.item.source_zcc:
        return
    for host in ctx.objects(e.get("what")):
        if host.id != src.id:
            attach(g, src, host, "702.6a")


@EFFECTS.effect("keywords_all")
def _keywords_all(ctx: Context, e: Effect) -> None:
    g = ctx.game
    objs = [o for o in filtered(g, e.get("filter"), ctx.item.controller)
            if not (e.get("other", False) and o.id == ctx.item.source)]
    kws = tuple(e.get("keywords", ()))
    if objs:
        g.add_effect(ContinuousEffect(LAYER_ABILITY, g.next_timestamp(), "add_keywords", kws,
                                      ctx.item.source, "end_of_turn",
                                      affected=frozenset((o.id, o.zcc) for o in objs),
                                      rule="611.2c"))
        g.log.add("611.2c", "keywords_all", "{} creature(s) gain {} until end of turn",
                  len(objs), ", ".join(kws))


@EFFECTS.effect("regenerate")
def _regenerate(ctx: Context, e: Effect) -> None:
    """701.15: the next time it would be destroyed this turn, it is regenerated instead."""
    shields = ctx.game.state.setdefault("regeneration", {})
    for obj in ctx.objects(e.get("what")):
        key = (obj.id, obj.zcc)
        shields[key] = shields.get(key, 0) + 1
        ctx.game.touch()
        sba.carry_forward(ctx.game)  # a shield is no SBA input (it acts when destroying)
        ctx.game.log.add("701.15a", "regeneration_shield", "{} gets a regeneration shield",
                         obj.card.name)


@EFFECTS.effect("prevent_damage")
def _prevent_damage(ctx: Context, e: Effect) -> None:
    """615.7: a prevention shield for the next N damage this turn."""
    from cardgame.rulesets.magic.damage import shield_key

    shields = ctx.game.state.setdefault("shields", {})
    n = ctx.amount(e)
    for t in ctx.refs(e.get("to"), "target"):
        key = shield_key(ctx.game, t)
        shields[key] = shields.get(key, 0) + n
        ctx.game.log.add("615.7", "shield", "the next {} damage to {} this turn will be "
                         "prevented", n, tg.describe(ctx.game, t))


@EFFECTS.effect("prevent_combat_damage")
def _prevent_combat_damage(ctx: Context, e: Effect) -> None:
    ctx.game.state["prevent_combat"] = True
    ctx.game.log.add("615.1a", "fog", "all combat damage this turn will be prevented")


@EFFECTS.effect("delayed")
def _delayed(ctx: Context, e: Effect) -> None:
    """603.7: a delayed triggered ability, created now, triggering once later."""
    g = ctx.game
    g.state.setdefault("delayed", []).append({
        "when": e.get("when"), "effects": tuple(e.get("effects")),
        "source": ctx.item.source, "source_zcc": ctx.item.source_zcc,
        "controller": ctx.item.controller, "name": ctx.item.name, "created": g.turn,
        "targets": list(ctx.item.targets), "target_zcc": list(ctx.item.target_zcc),
        "specs": ctx.item.target_specs, "that": ctx.item.extra.get("that"),
    })
    g.log.add("603.7a", "delayed", "{} creates a delayed trigger: at {}", ctx.item.name,
              e.get("when"))


@EFFECTS.effect("enters_as_copy")
def _enters_as_copy(ctx: Context, e: Effect) -> None:
    """Only meaningful as a static ability (Clone); the ETB path asks for it (copies.py)."""


@EFFECTS.effect("reveal_hands")
def _reveal_hands(ctx: Context, e: Effect) -> None:
    """Only meaningful as a static ability (Telepathy); the rules ask for it there."""


