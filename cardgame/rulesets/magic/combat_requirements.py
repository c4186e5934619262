"""Restrictions and requirements on whole attack and block declarations (508.1c-d,
509.1b-c): "can't attack alone", "attacks each combat if able", "blocks each combat if
able", "no more than one creature can attack (block) each combat".

Why a module: a requirement can't be checked one creature at a time. A declaration is
illegal when it obeys fewer requirements than the most that any declaration obeying
every restriction could (508.1d, 509.1c), so the check looks at the alternatives. The
creatures and blockers involved are few, so the alternatives are enumerated (capped: past
the cap the search gives up and accepts what was declared).

The words are abilities written like keywords, as `can't block` is:
- `can't attack alone` (506.5, 508.1c): it may attack only with another attacker;
- `attacks each combat if able` (508.1d) / `blocks each combat if able` (509.1c);
- `no more than one creature can attack each combat` / `... can block each combat`, on
  any permanent: a restriction on every declaration while it is on the battlefield.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations, product
from typing import TYPE_CHECKING

from cardgame.engine.layers import Chars
from cardgame.rulesets.magic import printed

if TYPE_CHECKING:
    from cardgame.engine.game import Game

CANT_ATTACK_ALONE = "can't attack alone"
ATTACKS_IF_ABLE = "attacks each combat if able"
BLOCKS_IF_ABLE = "blocks each combat if able"
ONE_ATTACKER = "no more than one creature can attack each combat"
ONE_BLOCKER = "no more than one creature can block each combat"
KEYWORDS = (CANT_ATTACK_ALONE, ATTACKS_IF_ABLE, BLOCKS_IF_ABLE, ONE_ATTACKER, ONE_BLOCKER)
SEARCH_CAP = 5000  # alternatives looked at before giving up (then the declaration stands)


def possible(game: Game) -> bool:
    """Whether any of these words can be in play: printed by a card of the game, or
    granted by one of its effects. Declarations skip the checks otherwise."""
    return printed.any_of(game, KEYWORDS)


def _anywhere(game: Game, keyword: str) -> bool:
    """Whether a permanent has the word, looked up once per battlefield state."""
    bf = game.battlefield()
    key = ("combat_requirement", keyword)
    cached = game.memo.get(key)
    if cached is not None and cached[0] is bf:
        return bool(cached[1])
    found = any(game.chars(o).has(keyword) for o in bf)
    game.memo[key] = (bf, found)
    return found


# ---- attacks (508.1c-d) ------------------------------------------------------------------
def attack_restriction(game: Game, attackers: Sequence[int]) -> str | None:
    """Why this set of attackers breaks a restriction (508.1c), or None."""
    if len(attackers) > 1 and _anywhere(game, ONE_ATTACKER):
        return "no more than one creature can attack each combat (508.1c)"
    if len(attackers) == 1:
        c = game.chars(game.objects[attackers[0]])
        if c.has(CANT_ATTACK_ALONE):
            return f"{c.name} can't attack alone (506.5, 508.1c)"
    return None


def _attack_obeyed(game: Game, attackers: Sequence[int]) -> int:
    return sum(1 for a in attackers if game.chars(game.objects[a]).has(ATTACKS_IF_ABLE))


def best_attack(game: Game, able: Sequence[int]) -> list[int] | None:
    """The smallest set of attackers obeying the most requirements without breaking a
    restriction (508.1d), among the creatures `able` to attack; None past the cap."""
    if not any(game.chars(game.objects[a]).has(ATTACKS_IF_ABLE) for a in able):
        return []
    best: tuple[int, int] | None = None
    chosen: list[int] = []
    looked = 0
    for n in range(len(able) + 1):
        for combo in combinations(able, n):
            looked += 1
            if looked > SEARCH_CAP:
                return None
            if attack_restriction(game, combo) is not None:
                continue
            score = (_attack_obeyed(game, combo), -n)
            if best is None or score > best:
                best, chosen = score, list(combo)
    return chosen


def attack_requirement(game: Game, attackers: Sequence[int],
                       able: Sequence[int]) -> str | None:
    """Why the declaration obeys too few requirements (508.1d), or None."""
    best = best_attack(game, able)
    if not best:
        return None
    most = _attack_obeyed(game, best)
    if _attack_obeyed(game, attackers) < most:
        names = ", ".join(game.chars(game.objects[a]).name for a in best
                          if game.chars(game.objects[a]).has(ATTACKS_IF_ABLE))
        return (f"{names} must attack if able: {most} requirement(s) can be obeyed "
                "without breaking a restriction (508.1d)")
    return None


# ---- blocks (509.1b-c) -------------------------------------------------------------------
BlockCheck = Callable[[dict[int, list[int]]], str | None]


def block_count_restriction(game: Game, blockers: Sequence[int]) -> str | None:
    """Why this many blockers breaks a restriction (509.1b), or None."""
    if len(blockers) > 1 and _anywhere(game, ONE_BLOCKER):
        return "no more than one creature can block each combat (509.1b)"
    return None


def _block_obeyed(game: Game, blockers: Sequence[int]) -> int:
    return sum(1 for b in blockers if game.chars(game.objects[b]).has(BLOCKS_IF_ABLE))


def best_block(game: Game, able: Sequence[int], attackers: Sequence[int],
               allowed: Callable[[int, int], bool], legal: BlockCheck
               ) -> list[list[int]] | None:
    """Blocks (each blocker one attacker) obeying the most "blocks if able" requirements
    without breaking a restriction (509.1c), fewest blockers first; [] when no creature
    has such a requirement, None past the cap. `allowed(blocker, attacker)` is the check
    of one block, `legal(blockers_of)` of the whole declaration."""
    if not any(game.chars(game.objects[b]).has(BLOCKS_IF_ABLE) for b in able):
        return []
    choices = [[None] + [a for a in attackers if allowed(b, a)] for b in able]
    best: tuple[int, int] | None = None
    chosen: list[list[int]] = []
    for looked, picks in enumerate(product(*choices)):
        if looked > SEARCH_CAP:
            return None
        pairs = [[b, a] for b, a in zip(able, picks, strict=True) if a is not None]
        blockers_of: dict[int, list[int]] = {}
        for b, a in pairs:
            blockers_of.setdefault(a, []).append(b)
        if block_count_restriction(game, [p[0] for p in pairs]) or legal(blockers_of):
            continue
        score = (_block_obeyed(game, [p[0] for p in pairs]), -len(pairs))
        if best is None or score > best:
            best, chosen = score, pairs
    return chosen


def block_requirement(game: Game, blockers: Sequence[int], best: list[list[int]] | None
                      ) -> str | None:
    """Why the declaration obeys too few requirements (509.1c), or None."""
    if not best:
        return None
    most = _block_obeyed(game, [p[0] for p in best])
    if _block_obeyed(game, blockers) < most:
        names = ", ".join(game.chars(game.objects[b]).name for b, _ in best
                          if game.chars(game.objects[b]).has(BLOCKS_IF_ABLE))
        return (f"{names} must block if able: {most} requirement(s) can be obeyed "
                "without breaking a restriction (509.1c)")
    return None


def has_any(c: Chars) -> bool:
    """Whether a permanent has one of these words (a quick test for the hot path)."""
    return any(c.has(k) for k in KEYWORDS)
