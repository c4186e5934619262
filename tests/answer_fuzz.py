"""Garbage answers to every question the engine asks, in both rulesets.

Why: the engine promises that an answer is applied completely or refused with
`IllegalAction` and the game left exactly as it was. This plays seeded random games and,
at every question, first throws malformed answers at it: each must be refused with
`IllegalAction` (any other exception, or an accepted answer, is a failure) and the game's
digest must not change. Then the random player's legal answer moves the game on.

Run it by hand for more games: `python tests/answer_fuzz.py GAMES [FIRST_SEED]`.
"""

from __future__ import annotations

import math
import random
import sys
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from cardgame.agents.random_agent import RandomAgent
from cardgame.cards.pool import CardPool
from cardgame.engine.decisions import Decision
from cardgame.engine.game import Game
from cardgame.errors import IllegalAction
from cardgame.rulesets import new_game

# Answers that are malformed for every kind of question.
ALWAYS_WRONG: tuple[Any, ...] = (
    None, math.nan, math.inf, -math.inf, 1.5, -1, 10**9, "p3", "{Q}", "", b"x", [None],
    [1.5], [math.nan], [[]], [-1], ["p3"], {None: None}, {"x": math.nan},
    {"targets": None}, {1.5: 2}, object(), {1, 2}, (None,), [10**9], "[/]",
)
# Pieces that make a legal answer malformed when put in place of one of its parts. Not
# None in a table: an optional key given as None means "absent" (no mode, no targets...),
# by design; None in place of a list item or of the whole answer is still refused.
BAD_PARTS: tuple[Any, ...] = (math.nan, 1.5, -1, 10**9, "p3", "{Q}", [None], object())


@dataclass
class Tally:
    cases: int = 0
    by_kind: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)


def corrupt(answer: Any, rng: random.Random) -> Any:
    """A legal answer with one part replaced by a bad one (or the whole of it)."""
    bad = rng.choice(BAD_PARTS)
    if isinstance(answer, dict) and answer:
        out = dict(answer)
        key = rng.choice(list(out))
        if isinstance(out[key], (list, dict)) and out[key] and rng.random() < 0.5:
            out[key] = corrupt(out[key], rng)
        else:
            out[key] = bad
        return out
    if isinstance(answer, list) and answer:
        out_list = list(answer)
        out_list[rng.randrange(len(out_list))] = rng.choice((None, bad))
        return out_list
    if isinstance(answer, bool):  # "yes"/"no" and [0]/[1] are documented spellings
        return rng.choice(("maybe", 2, None, 1.5))
    return rng.choice((None, bad))


def _digest(game: Game) -> tuple[str, int]:
    return game.digest(), len(game.answers)


def throw(game: Game, d: Decision, garbage: Any, tally: Tally, where: str) -> None:
    before = _digest(game)
    tally.cases += 1
    tally.by_kind[f"{game.ruleset}:{d.kind}"] += 1
    try:
        game.answer(garbage)
    except IllegalAction:
        if _digest(game) != before:
            tally.failures.append(f"{where}: refusing {garbage!r} changed the game")
        return
    except Exception as e:  # noqa: BLE001 - exactly what this looks for
        tally.failures.append(f"{where}: {garbage!r} raised {type(e).__name__}: {e}")
        raise _Spoiled from None
    tally.failures.append(f"{where}: {garbage!r} was accepted")
    raise _Spoiled


class _Spoiled(Exception):
    """The game took (or half-took) a garbage answer: it can't be trusted any more."""


def fuzz_game(ruleset: str, seed: int, tally: Tally, per_question: int = 3,
              turn_limit: int = 12) -> None:
    pool = CardPool.builtin(ruleset)
    from cardgame.cli import _load_decks

    decks = _load_decks(ruleset, None)
    game = new_game(ruleset, decks, seed=seed,
                    options={"card_pool": pool, "turn_limit": turn_limit})
    agents = (RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2))
    rng = random.Random(seed)
    n = 0
    while not game.over:
        d = game.pending
        assert d is not None
        legal = agents[d.player].decide(game.view_for(d.player), d)
        where = f"{ruleset} seed {seed} question {n} ({d.kind})"
        try:
            for _ in range(per_question):
                throw(game, d, rng.choice(ALWAYS_WRONG), tally, where)
            throw(game, d, corrupt(legal, rng), tally, where)
        except _Spoiled:
            return
        game.answer(legal)
        n += 1


def fuzz(games: int, first: int = 0) -> Tally:
    tally = Tally()
    for seed in range(first, first + games):
        for ruleset in ("magic", "hkk"):
            fuzz_game(ruleset, seed, tally)
    return tally


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    first = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    t = fuzz(n, first)
    for f in t.failures:
        print(f[:300])
    print(f"{t.cases} garbage answers over {sorted(t.by_kind.items())}")
    print(f"{len(t.failures)} failures")
