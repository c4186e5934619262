"""Costs of activated abilities (602.1, 118) and paying mana (601.2g-h, 605).

A cost string such as "{1}{G}, {T}" or "pay 2 life" is parsed once and cached. Mana is
paid automatically: first from the pool, then by activating mana abilities of untapped
permanents ("sources") whose cost is just {T}.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from cardgame.engine.objects import GameObject
from cardgame.rulesets.magic import mana_triggers
from cardgame.rulesets.magic.cardinfo import mana_symbols
from cardgame.rulesets.magic.mana import ManaCost, parse_mana_cost, plan_payment

if TYPE_CHECKING:
    from cardgame.engine.game import Game


@dataclass(frozen=True)
class Cost:
    """The parts of a cost; all of them are paid together (601.2h)."""

    mana: ManaCost
    tap: bool = False
    sacrifice_self: bool = False
    life: int = 0
    discard: int = 0
    sacrifice_creature: int = 0
    loyalty: int | None = None  # a loyalty ability's +N / -N (606.4)


@cache
def parse_cost(text: str) -> Cost:
    """'{1}{G}, {T}' -> Cost(mana={1}{G}, tap=True). Card files are checked on load."""
    mana = ManaCost()
    tap = sac = False
    life = discard = sac_creature = 0
    loyalty: int | None = None
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        if part.endswith(" loyalty"):
            loyalty = int(part[: -len(" loyalty")])
        elif part == "{T}":
            tap = True
        elif part == "sacrifice this":
            sac = True
        elif part.startswith("pay ") and part.endswith(" life"):
            life += int(part[4:-5])
        elif part == "discard a card":
            discard += 1
        elif part == "sacrifice a creature":
            sac_creature += 1
        else:
            mana = mana + parse_mana_cost(part)
    return Cost(mana, tap, sac, life, discard, sac_creature, loyalty)


def mana_symbols_of(obj: GameObject, game: Game) -> str:
    """Symbols an untapped permanent can make with a plain {T} mana ability ('' if none)."""
    abilities = game.chars(obj).abilities
    card = obj.card
    if abilities is card.abilities:
        syms = card.facts.get("mana_symbols")
        if syms is None:
            syms = mana_symbols(abilities)
            card.facts["mana_symbols"] = syms
        return syms  # type: ignore[no-any-return]
    return mana_symbols(abilities)


def mana_sources(game: Game, player: int, exclude: int | None = None) -> list[tuple[int, str]]:
    """Untapped permanents `player` can tap for mana now, lands first (605.1a)."""
    lands: list[tuple[int, str]] = []
    others: list[tuple[int, str]] = []
    plain = not game.active_effects()
    for obj in game.battlefield():
        if obj.tapped or obj.id == exclude or not obj.card.abilities:
            continue
        if plain:
            if obj.controller != player:
                continue
            types = obj.card.types
        else:
            c = game.chars(obj)
            if c.controller != player:
                continue
            types = c.types
        syms = mana_symbols_of(obj, game)
        if not syms:
            continue
        if "Creature" in types:
            if summoning_sick(game, obj) and not game.chars(obj).has("haste"):
                continue
            others.append((obj.id, syms))
        else:
            lands.append((obj.id, syms))
    return lands + others


class _Sources:
    """The mana sources of one state, per player, and the payments probed in it. Its
    stamp is what mana sources depend on: the state version (moves, taps,
    characteristics) and the turn with both players' turn starts (summoning sickness
    ends with a new turn, which changes no version). A native class: no tuple built
    and compared at every look."""

    def __init__(self, game: Game) -> None:
        p1, p2 = game.players
        self.version = game.version
        self.turn = game.turn
        self.started1 = p1.turn_started
        self.started2 = p2.turn_started
        self.lists: dict[int, list[tuple[int, str]]] = {}
        self.probes: dict[Any, Any] = {}
        self.kinds: dict[int, tuple[str, ...]] = {}  # `payable`'s view of `lists`

    def current(self, game: Game) -> bool:
        p1, p2 = game.players
        return self.version == game.version and self.turn == game.turn \
            and self.started1 == p1.turn_started and self.started2 == p2.turn_started


def _sources_memo(game: Game) -> _Sources | None:
    """The memo of the current state, or None."""
    memo: _Sources | None = game.memo.get("mana_sources")
    if memo is not None and memo.version == game.version and memo.turn == game.turn:
        p1, p2 = game.players  # `_Sources.current`, inline (asked several times a listing)
        if memo.started1 == p1.turn_started and memo.started2 == p2.turn_started:
            return memo
    return None


def current_sources(game: Game, player: int) -> list[tuple[int, str]]:
    """`mana_sources`, listed once per state and shared (read-only) by the auto-pass test,
    the option listing and the cost checks, which ask the same question many times."""
    memo = _sources_memo(game)
    if memo is None:
        memo = _Sources(game)
        game.memo["mana_sources"] = memo
    found = memo.lists.get(player)
    if found is None:
        found = mana_sources(game, player)
        if memo.current(game):  # computing characteristics changed nothing
            memo.lists[player] = found
    return found


def summoning_sick(game: Game, obj: GameObject) -> bool:
    """302.6: not continuously controlled since its controller's most recent turn began."""
    ctrl = game.controller(obj)
    return obj.since_turn >= game.players[ctrl].turn_started


def plan(game: Game, player: int, cost: ManaCost, exclude: int | None = None,
         only: list[int] | None = None, sources: list[tuple[int, str]] | None = None,
         probe: bool = False) -> tuple[dict[str, int], list[tuple[int, str]]] | None:
    """How `player` would pay `cost` now, or None if they can't."""
    shared = sources is None  # the state's own sources: a probe can be remembered
    if sources is None:
        sources = current_sources(game, player)
    if exclude is not None:
        sources = [s for s in sources if s[0] != exclude]
    if probe and shared and only is None:
        return _probe(game, player, cost, exclude, sources)
    if only is not None:
        allowed = set(only)
        sources = [s for s in sources if s[0] in allowed]
    pool = game.players[player].state.pool
    demand: dict[str, int] | None = None
    if not probe and cost.generic and len(sources) > cost.mana_value:
        demand = wanted = colour_demand(game, player)
        if wanted:
            sources = sorted(sources, key=lambda s: sum(wanted.get(c, 0) for c in s[1]))
    if not probe and demand is None and len(pool) > 1 and (cost.generic or cost.hybrid):
        demand = colour_demand(game, player)  # which floating colours to keep
    return plan_payment(cost, pool, sources, demand)


def _probe(game: Game, player: int, cost: ManaCost, exclude: int | None,
           sources: list[tuple[int, str]]
           ) -> tuple[dict[str, int], list[tuple[int, str]]] | None:
    """A payment planned only to learn whether one exists, remembered for the state:
    the auto-pass test and the option listing probe the same costs."""
    pool = game.players[player].state.pool
    memo = _sources_memo(game)
    if memo is None:
        return plan_payment(cost, pool, sources, None)
    # the cost by its fields: a frozen dataclass's own hash is interpreted code
    key = (player, cost.generic, cost.symbols, cost.x, cost.hybrid, exclude, len(sources),
           tuple(sorted(pool.items())) if pool else ())
    probes = memo.probes
    if key in probes:
        return probes[key]  # type: ignore[no-any-return]
    found = plan_payment(cost, pool, sources, None)
    probes[key] = found
    return found


def payable(game: Game, player: int, cost: ManaCost) -> bool:
    """Whether `player` can pay `cost` now from the pool and the state's own sources
    (`plan(..., probe=True) is not None`). Whether a payment exists depends only on the
    cost, the pool and the symbols the sources make, not on which permanents make them
    (`plan_payment` matches symbols to sources exhaustively): the answers are kept for
    the whole game by those, and a new state with the same untapped kinds of source
    finds them (the listing asks for every card in hand at every priority)."""
    sources = current_sources(game, player)
    memo = _sources_memo(game)
    if memo is None:
        return plan(game, player, cost, probe=True) is not None
    kinds = memo.kinds.get(player)
    if kinds is None:
        kinds = tuple(sorted([syms for _, syms in sources]))
        memo.kinds[player] = kinds
    pool = game.players[player].state.pool
    key = (kinds, cost.generic, cost.symbols, cost.x, cost.hybrid,
           tuple(sorted(pool.items())) if pool else ())
    known: dict[Any, bool] | None = game.memo.get("payable")
    if known is None:
        known = game.memo["payable"] = {}
    found = known.get(key)
    if found is None:
        found = known[key] = plan_payment(cost, pool, sources, None) is not None
    return found


def colour_demand(game: Game, player: int) -> dict[str, int]:
    """Coloured symbols the cards in hand ask for: generic mana is paid with the sources
    whose colours are needed least, so that a later spell can still be cast."""
    from cardgame.rulesets.magic.cardinfo import card_info

    demand: dict[str, int] = {}
    objs = game.objects
    for oid in game.players[player].zones["hand"]:
        cost = card_info(objs[oid].card).cost
        for sym in cost.symbols + "".join(cost.hybrid):
            demand[sym] = demand.get(sym, 0) + 1
    return demand


def pay_mana(game: Game, player: int,
             planned: tuple[dict[str, int], list[tuple[int, str]]]) -> None:
    """Carry out a planned payment: tap sources (605.3a), spend mana from the pool."""
    from_pool, taps = planned
    pool = game.players[player].state.pool
    for sym, n in from_pool.items():
        pool[sym] -= n
        if not pool[sym]:
            del pool[sym]
    for sid, sym in taps:
        src = game.objects[sid]
        game.tap(src)
        game.log.add("605.3a", "mana", "{} taps {} for {{{}}}", game.players[player].name,
                     src.card.name, sym)
        mana_triggers.land_tapped(game, player, src, sym)  # extra mana stays in the pool
