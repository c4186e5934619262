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


class ManaCostError(ValueError):
    """A cost string that is not a mana cost."""


@dataclass(frozen=True)
class ManaCost:
    """Generic amount, coloured (and colourless {C}) symbols, and the number of {X}."""

    generic: int = 0
    symbols: str = ""  # e.g. "GG" or "RC": one letter per coloured/colourless symbol
    x: int = 0

    @property
    def mana_value(self) -> int:
        return self.generic + len(self.symbols)

    def colors(self) -> tuple[str, ...]:
        seen = [COLOR_NAMES[c] for c in COLORS if c in self.symbols]
        return tuple(seen)

    def with_x(self, x: int) -> ManaCost:
        return ManaCost(self.generic + self.x * x, self.symbols, 0)

    def __add__(self, other: ManaCost) -> ManaCost:
        return ManaCost(self.generic + other.generic, self.symbols + other.symbols,
                        self.x + other.x)

    def __str__(self) -> str:
        out = "{X}" * self.x
        if self.generic or not self.symbols and not self.x:
            out += f"{{{self.generic}}}"
        return out + "".join(f"{{{c}}}" for c in self.symbols)


@lru_cache(maxsize=4096)
def parse_mana_cost(text: str) -> ManaCost:
    """Parse "{2}{G}{G}", "{X}{R}", "{C}"; raise ManaCostError on anything else."""
    text = text.strip()
    if not text:
        return ManaCost()
    pos = 0
    generic = 0
    symbols: list[str] = []
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
        else:
            raise ManaCostError(f"unknown mana symbol {{{m.group(1)}}}")
    if pos != len(text):
        raise ManaCostError(f"unexpected text {text[pos:]!r}")
    order = {c: i for i, c in enumerate(MANA_SYMBOLS)}
    return ManaCost(generic, "".join(sorted(symbols, key=order.__getitem__)), x)


def pool_from_text(text: str) -> dict[str, int]:
    """A mana pool written as a cost string ("{G}{G}{C}") -> counts per symbol."""
    cost = parse_mana_cost(text)
    if cost.x or cost.generic:
        raise ManaCostError("a mana pool holds only {W}{U}{B}{R}{G}{C} symbols")
    pool: dict[str, int] = {}
    for s in cost.symbols:
        pool[s] = pool.get(s, 0) + 1
    return pool


def pool_text(pool: dict[str, int]) -> str:
    return "".join(f"{{{c}}}" * pool.get(c, 0) for c in MANA_SYMBOLS)


def plan_payment(
    cost: ManaCost, pool: dict[str, int], sources: list[tuple[int, str]]
) -> tuple[dict[str, int], list[tuple[int, str]]] | None:
    """Find how to pay `cost` from the pool first, then from sources.

    `sources` lists (source id, symbols it can produce, one of them) in preference
    order. Returns (mana taken from the pool per symbol, [(source id, symbol produced)])
    or None when the cost can't be paid. Coloured symbols are matched first, with the
    sources that can make the fewest colours used first, so the search rarely branches.
    """
    need = list(cost.symbols)
    left = dict(pool)
    from_pool: dict[str, int] = {}
    still: list[str] = []
    for s in need:
        if left.get(s, 0) > 0:
            left[s] -= 1
            from_pool[s] = from_pool.get(s, 0) + 1
        else:
            still.append(s)
    generic = cost.generic
    # generic from what remains in the pool
    for s in MANA_SYMBOLS:
        while generic and left.get(s, 0) > 0:
            left[s] -= 1
            from_pool[s] = from_pool.get(s, 0) + 1
            generic -= 1
    if not still and not generic:
        return from_pool, []
    if len(still) + generic > len(sources):
        return None
    chosen = _match(still, sorted(sources, key=lambda src: len(src[1])))
    if chosen is None:
        return None
    used = {sid for sid, _ in chosen}
    rest = [src for src in sources if src[0] not in used]
    if generic > len(rest):
        return None
    taps = chosen + [(sid, syms[0]) for sid, syms in rest[:generic]]
    return from_pool, taps


def _match(
    need: list[str], sources: list[tuple[int, str]]
) -> list[tuple[int, str]] | None:
    """Assign one distinct source to each needed coloured symbol (small backtracking)."""
    if not need:
        return []
    sym = need[0]
    for i, (sid, syms) in enumerate(sources):
        if sym in syms:
            rest = _match(need[1:], sources[:i] + sources[i + 1 :])
            if rest is not None:
                return [(sid, sym)] + rest
    return None
