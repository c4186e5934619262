"""Mana costs, mana pools and automatic payment (CR 106, 107.4, 202, 601.2g-h, 605).

A cost is parsed once, when a card is loaded; payment is a small exact search over the
untapped mana sources, so the engine can both answer "can this be cast?" and pay.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

COLORS = "WUBRG"
COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
NAME_TO_SYMBOL = {v: k for k, v in COLOR_NAMES.items()}
MANA_SYMBOLS = "WUBRGC"
_SYMBOL = re.compile(r"\{([^{}]*)\}")
_HYBRID = re.compile(r"^[WUBRG]/[WUBRG]$")  # two-colour hybrid (107.4e)


class ManaCostError(ValueError):
    """A cost string that is not a mana cost."""


@dataclass(frozen=True)
class ManaCost:
    """Generic amount, coloured (and colourless {C}) symbols, hybrid symbols, and the
    number of {X}."""

    generic: int = 0
    symbols: str = ""  # e.g. "GG" or "RC": one letter per coloured/colourless symbol
    x: int = 0
    hybrid: tuple[str, ...] = ()  # e.g. ("UR",) for {U/R}: paid with either colour (107.4e)

    @property
    def mana_value(self) -> int:
        # 202.3f: a hybrid symbol counts once (its largest component; both are 1 here)
        return self.generic + len(self.symbols) + len(self.hybrid)

    def colors(self) -> tuple[str, ...]:
        # 105.2, 202.2d: a hybrid symbol gives the card both of its colours
        letters = self.symbols + "".join(self.hybrid)
        seen = [COLOR_NAMES[c] for c in COLORS if c in letters]
        return tuple(seen)

    def with_x(self, x: int) -> ManaCost:
        if not self.x:
            return self  # no {X}: the same cost (asked for every cost probed)
        return ManaCost(self.generic + self.x * x, self.symbols, 0, self.hybrid)

    def __add__(self, other: ManaCost) -> ManaCost:
        return ManaCost(self.generic + other.generic, self.symbols + other.symbols,
                        self.x + other.x, self.hybrid + other.hybrid)

    def __str__(self) -> str:
        out = "{X}" * self.x
        if self.generic or not self.symbols and not self.x and not self.hybrid:
            out += f"{{{self.generic}}}"
        out += "".join("{" + "/".join(h) + "}" for h in self.hybrid)
        return out + "".join(f"{{{c}}}" for c in self.symbols)


@lru_cache(maxsize=4096)
def parse_mana_cost(text: str) -> ManaCost:
    """Parse "{2}{G}{G}", "{X}{R}", "{C}", "{1}{U/R}"; raise ManaCostError on anything
    else."""
    text = text.strip()
    if not text:
        return ManaCost()
    pos = 0
    generic = 0
    symbols: list[str] = []
    hybrid: list[str] = []
    x = 0
    for m in _SYMBOL.finditer(text):
        if m.start() != pos:
            raise ManaCostError(f"unexpected text {text[pos:m.start()]!r}")
        pos = m.end()
        sym = m.group(1).upper()
        if sym.isdigit():
            generic += int(sym)
        elif sym == "X":
            x += 1
        elif len(sym) == 1 and sym in MANA_SYMBOLS:
            symbols.append(sym)
        elif _HYBRID.match(sym) and sym[0] != sym[2]:
            hybrid.append(sym[0] + sym[2])
        else:
            raise ManaCostError(f"unknown mana symbol {{{m.group(1)}}}")
    if pos != len(text):
        raise ManaCostError(f"unexpected text {text[pos:]!r}")
    order = {c: i for i, c in enumerate(MANA_SYMBOLS)}
    return ManaCost(generic, "".join(sorted(symbols, key=order.__getitem__)), x,
                    tuple(hybrid))


def pool_from_text(text: str) -> dict[str, int]:
    """A mana pool written as a cost string ("{G}{G}{C}") -> counts per symbol."""
    cost = parse_mana_cost(text)
    if cost.x or cost.generic or cost.hybrid:
        raise ManaCostError("a mana pool holds only {W}{U}{B}{R}{G}{C} symbols")
    pool: dict[str, int] = {}
    for s in cost.symbols:
        pool[s] = pool.get(s, 0) + 1
    return pool


def _fewest_symbols_first(sources: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The sources by how many symbols each can make, in their order otherwise (a stable
    sort); when all make as many (basic lands), that order as it is, with no key call."""
    if sources:
        n = len(sources[0][1])
        for src in sources:
            if len(src[1]) != n:
                return sorted(sources, key=lambda s: len(s[1]))
    return sources


def pool_text(pool: dict[str, int]) -> str:
    return "".join(f"{{{c}}}" * pool.get(c, 0) for c in MANA_SYMBOLS)


def plan_payment(
    cost: ManaCost, pool: dict[str, int], sources: list[tuple[int, str]],
    demand: dict[str, int] | None = None,
) -> tuple[dict[str, int], list[tuple[int, str]]] | None:
    """Find how to pay `cost` from the pool first, then from sources.

    `sources` lists (source id, symbols it can produce, one of them) in preference
    order. Returns (mana taken from the pool per symbol, [(source id, symbol produced)])
    or None when the cost can't be paid. Coloured symbols are matched first, with the
    sources that can make the fewest colours used first, so the search rarely branches.
    Generic mana taken from the pool is the mana least worth keeping (`spare_symbol`), so
    a floating colour that only this payment could have wasted stays for a later spell.
    """
    left = dict(pool)
    from_pool: dict[str, int] = {}

    def take(sym: str) -> None:
        left[sym] -= 1
        from_pool[sym] = from_pool.get(sym, 0) + 1

    still: list[str] = []  # per symbol still to pay: the letters that can pay it
    for s in cost.symbols:
        if left.get(s, 0) > 0:
            take(s)
        else:
            still.append(s)
    for h in cost.hybrid:  # 107.4e: either colour; keep the scarcer one
        have = [c for c in h if left.get(c, 0) > 0]
        if have:
            take(spare_symbol(have, left, cost, demand))
        else:
            still.append(h)
    generic = cost.generic
    while generic:
        have = [c for c in MANA_SYMBOLS if left.get(c, 0) > 0]
        if not have:
            break
        take(spare_symbol(have, left, cost, demand))
        generic -= 1
    if not still and not generic:
        return from_pool, []
    if len(still) + generic > len(sources):
        return None
    chosen = _match(still, _fewest_symbols_first(sources))
    if chosen is None:
        return None
    used = {sid for sid, _ in chosen}
    rest = [src for src in sources if src[0] not in used]
    if generic > len(rest):
        return None
    taps = chosen + [(sid, syms[0]) for sid, syms in rest[:generic]]
    return from_pool, taps


def spare_symbol(have: list[str], left: dict[str, int], cost: ManaCost,
                 demand: dict[str, int] | None) -> str:
    """Which floating mana to spend on generic (or a hybrid symbol): colourless first, then
    the colour the rest of the hand asks for least, then a colour this cost itself uses,
    then the most plentiful one (so {G}{G}{W} paying {1}{G} keeps the {W})."""
    wanted = demand or {}
    own = cost.symbols + "".join(cost.hybrid)
    return min(have, key=lambda c: (c != "C", wanted.get(c, 0), c not in own, -left[c],
                                    MANA_SYMBOLS.index(c)))


def _match(
    need: list[str], sources: list[tuple[int, str]]
) -> list[tuple[int, str]] | None:
    """Assign one distinct source to each needed symbol (small backtracking); a needed
    entry lists the letters that pay it (one, or two for a hybrid symbol)."""
    if not need:
        return []
    want = need[0]
    for i, (sid, syms) in enumerate(sources):
        for sym in want:
            if sym in syms:
                rest = _match(need[1:], sources[:i] + sources[i + 1 :])
                if rest is not None:
                    return [(sid, sym)] + rest
                break
    return None
