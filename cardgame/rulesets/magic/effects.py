"""Resolving spells and abilities (608): target checks, then each effect in order.

Each effect kind of the vocabulary (`vocabulary.EFFECTS`, documented in
docs/abilities.md) is one function here, registered in `HANDLERS`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardgame.engine.cardmodel import Effect
from cardgame.engine.layers import LAYER_PT_MODIFY, Chars, ContinuousEffect, base_chars
from cardgame.engine.objects import GameObject, StackItem, Target
from cardgame.rulesets.magic import targets as tg
from cardgame.rulesets.magic.damage import deal_damage
from cardgame.rulesets.magic.mana import parse_mana_cost

if TYPE_CHECKING:
    from cardgame.engine.game import Game


def source_chars(game: Game, item: StackItem) -> Chars:
    """The source's current characteristics, or its last known ones (608.2h)."""
    obj = game.objects.get(item.source)
    if obj is None:
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
    assert obj is not None
    return base_chars(obj.card, item.controller)


def legal_targets_now(game: Game, item: StackItem) -> list[bool]:
    """608.2b: which targets are still legal (same object, still matching)."""
    src = source_chars(game, item)
    out = []
    for spec, t, zcc in zip(item.target_specs, item.targets, item.target_zcc, strict=False):
        if isinstance(t, int) and t in game.objects and game.objects[t].zcc != zcc:
            out.append(False)
            continue
        out.append(tg.check_target(game, spec, t, src, item.controller) is None)
    return out


def run_effects(game: Game, item: StackItem, legal: list[bool] | None = None) -> None:
    """Carry out the item's effects in order, skipping illegal targets (608.2b)."""
    ctx = Context(game, item, legal if legal is not None else [True] * len(item.targets))
    for e in item.effects:
        HANDLERS[e.kind](ctx, e)


class Context:
    """What an effect needs: the game, the resolving item, and which targets are legal."""

    def __init__(self, game: Game, item: StackItem, legal: list[bool]) -> None:
        self.game = game
        self.item = item
        self.legal = legal
        self.src = source_chars(game, item)

    def amount(self, e: Effect, key: str = "amount", default: int = 1) -> int:
        v = e.get(key, default)
        if v == "X":
            return self.item.x
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
        if _matches(c, flt, controller):
            out.append(obj)
    return out


def _matches(c: Chars, flt: str, controller: int) -> bool:
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
    return False


# ---- effect handlers ------------------------------------------------------------------
def _damage(ctx: Context, e: Effect) -> None:
    n = ctx.amount(e)
    for t in ctx.refs(e.get("to"), "target"):
        deal_damage(ctx.game, ctx.src, t, n)


def _damage_all(ctx: Context, e: Effect) -> None:
    n = ctx.amount(e)
    for obj in filtered(ctx.game, e.get("filter"), ctx.item.controller):
        deal_damage(ctx.game, ctx.src, obj.id, n)
    if e.get("players", False):
        for key in ("p1", "p2"):
            deal_damage(ctx.game, ctx.src, key, n)


def _draw(ctx: Context, e: Effect) -> None:
    for p in ctx.players(e.get("who")):
        draw_cards(ctx.game, p, ctx.amount(e))


def draw_cards(game: Game, player: int, n: int, rule: str = "121.1") -> None:
    """Draw n cards; drawing from an empty library marks the loss for SBAs (704.5b)."""
    pl = game.players[player]
    lib = pl.zones["library"]
    for _ in range(n):
        if not lib:
            pl.drew_from_empty = True
            game.touch()
            game.log.add("121.4", "draw_empty", "{} can't draw: library is empty", pl.name)
            return
        game.move(game.objects[lib[0]], "hand")
    if n:
        game.log.add(rule, "draw", "{} draws {} card{}", pl.name, n, "" if n == 1 else "s")


def _discard(ctx: Context, e: Effect) -> None:
    # A random discard keeps the vocabulary small; chosen discards come with choices.
    for p in ctx.players(e.get("who")):
        hand = ctx.game.players[p].zones["hand"]
        for _ in range(min(ctx.amount(e), len(hand))):
            obj = ctx.game.objects[hand[ctx.game.rng.randrange(len(hand))]]
            ctx.game.move(obj, "graveyard")
            ctx.game.log.add("701.8", "discard", "{} discards {} at random",
                             ctx.game.players[p].name, obj.card.name)


def _gain_life(ctx: Context, e: Effect) -> None:
    for p in ctx.players(e.get("who")):
        n = ctx.amount(e)
        ctx.game.players[p].life += n
        ctx.game.log.add("119.3", "gain_life", "{} gains {} life", ctx.game.players[p].name, n)


def _lose_life(ctx: Context, e: Effect) -> None:
    for p in ctx.players(e.get("who")):
        n = ctx.amount(e)
        ctx.game.players[p].life -= n
        ctx.game.log.add("119.3", "lose_life", "{} loses {} life", ctx.game.players[p].name, n)


def destroy(game: Game, obj: GameObject, rule: str = "701.7a") -> bool:
    """Destroy a permanent: to its owner's graveyard unless indestructible (702.12b)."""
    if game.chars(obj).has("indestructible"):
        game.log.add("702.12b", "indestructible", "{} is indestructible", obj.card.name)
        return False
    game.move(obj, "graveyard")
    game.log.add(rule, "destroy", "{} is destroyed", obj.card.name)
    return True


def _destroy(ctx: Context, e: Effect) -> None:
    for obj in ctx.objects(e.get("what")):
        destroy(ctx.game, obj)


def _destroy_all(ctx: Context, e: Effect) -> None:
    for obj in filtered(ctx.game, e.get("filter"), ctx.item.controller):
        destroy(ctx.game, obj)


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


def _bounce(ctx: Context, e: Effect) -> None:
    for obj in ctx.objects(e.get("what")):
        ctx.game.move(obj, "hand")
        ctx.game.log.add("400.7", "bounce", "{} returns to its owner's hand", obj.card.name)


def _exile(ctx: Context, e: Effect) -> None:
    for obj in ctx.objects(e.get("what")):
        ctx.game.move(obj, "exile")
        ctx.game.log.add("406.2", "exile", "{} is exiled", obj.card.name)


def _counter(ctx: Context, e: Effect) -> None:
    g = ctx.game
    for t in ctx.refs(e.get("what"), "target"):
        for i, s in enumerate(g.stack):
            if s.id == t:
                del g.stack[i]
                if s.kind == "spell":
                    g.move(g.objects[s.id], "graveyard")
                g.log.add("701.5a", "counter", "{} is countered", s.name)
                break


def _tap(ctx: Context, e: Effect) -> None:
    for obj in ctx.objects(e.get("what")):
        obj.tapped = True
        ctx.game.log.add("701.21a", "tap", "{} becomes tapped", obj.card.name)


def _untap(ctx: Context, e: Effect) -> None:
    for obj in ctx.objects(e.get("what")):
        obj.tapped = False
        ctx.game.log.add("701.21b", "untap", "{} becomes untapped", obj.card.name)


def _add_mana(ctx: Context, e: Effect) -> None:
    pool = ctx.game.players[ctx.item.controller].pool
    for s in parse_mana_cost(str(e.get("mana"))).symbols:
        pool[s] = pool.get(s, 0) + 1


def _put_counters(ctx: Context, e: Effect) -> None:
    name = str(e.get("counter"))
    n = ctx.amount(e)
    for obj in ctx.objects(e.get("what")):
        obj.counters[name] = obj.counters.get(name, 0) + n
        ctx.game.invalidate()
        ctx.game.log.add("122.1", "counters", "{} gets {} {} counter(s)", obj.card.name, n, name)


def _create_token(ctx: Context, e: Effect) -> None:
    g = ctx.game
    pool = g.options.get("card_pool")
    name = str(e.get("token"))
    card = pool.get(name) if pool is not None else None
    if card is None:
        g.log.add("111.1", "token", "no token definition named {}", name)
        return
    for _ in range(ctx.amount(e)):
        obj = g.create_object(card, ctx.item.controller, "battlefield", token=True)
        obj.since_turn = g.turn
        g.rules.on_zone_change(g, obj, "", "battlefield", None)
        g.log.add("111.1", "token", "{} creates a {} token", g.players[ctx.item.controller].name,
                  name)


def _sacrifice(ctx: Context, e: Effect) -> None:
    for obj in ctx.objects(e.get("what")):
        ctx.game.move(obj, "graveyard")
        ctx.game.log.add("701.17a", "sacrifice", "{} is sacrificed", obj.card.name)


def _mill(ctx: Context, e: Effect) -> None:
    for p in ctx.players(e.get("who")):
        lib = ctx.game.players[p].zones["library"]
        for _ in range(min(ctx.amount(e), len(lib))):
            ctx.game.move(ctx.game.objects[lib[0]], "graveyard")
        ctx.game.log.add("701.13a", "mill", "{} mills cards", ctx.game.players[p].name)


HANDLERS: dict[str, Callable[[Context, Effect], Any]] = {
    "damage": _damage, "damage_all": _damage_all, "draw": _draw, "discard": _discard,
    "gain_life": _gain_life, "lose_life": _lose_life, "destroy": _destroy,
    "destroy_all": _destroy_all, "pump": _pump, "pump_all": _pump_all, "bounce": _bounce,
    "exile": _exile, "counter": _counter, "tap": _tap, "untap": _untap,
    "add_mana": _add_mana, "put_counters": _put_counters, "create_token": _create_token,
    "sacrifice": _sacrifice, "mill": _mill,
}
