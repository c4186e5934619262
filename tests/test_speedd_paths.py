"""Shortcuts of the speedD round (docs/performance.md, "speedD") that must answer what
the full checks do: an attack declaration where no word restricts or requires attacks
is legal as it is when it sends distinct offered attackers at offered targets."""

from __future__ import annotations

import random
from typing import Any

import pytest
from seeded_games import seeded_games

from cardgame.engine.decisions import DECLARE_ATTACKERS
from cardgame.errors import IllegalAction
from cardgame.rulesets.magic import combat


def _outcome(check: Any, answer: Any) -> Any:
    try:
        return check(answer)
    except IllegalAction:
        return "refused"


def _declarations(rng: random.Random, ids: list[Any], targets: list[Any]) -> list[Any]:
    """Answers legal and not: subsets of every creature offered (able or not), a stray
    id, a doubled attacker, a wrong target, tuples, a band, an answer of the wrong shape."""
    out: list[Any] = []
    for _ in range(12):
        pairs = [[i, rng.choice(targets)] for i in ids if rng.random() < 0.6]
        out.append({"attackers": pairs, "bands": []})
        out.append({"attackers": [list(p) for p in pairs]})
    if ids:
        out.append({"attackers": [[ids[0], targets[0]], [ids[0], targets[0]]], "bands": []})
        out.append({"attackers": [(ids[0], targets[0])], "bands": []})
        out.append({"attackers": [[ids[0], "p9"]], "bands": []})
        out.append({"attackers": [[ids[0], targets[0]]], "bands": [[ids[0]]]})
        out.append({"attackers": [[float(ids[0]), targets[0]]], "bands": []})
        out.append({"attackers": [ids[0]], "bands": []})
    out.append({"attackers": [[9999, targets[0]]], "bands": []})
    out.append({"attackers": "all"})
    out.append([])
    return out


@pytest.mark.parametrize(("seed", "pair"), [
    (1, None),
    (2, ["red-green-stompers.txt", "white-blue-skies.txt"]),
    (3, ["bench/bench-green.txt", "bench/bench-red.txt"]),
])
def test_an_attack_legal_as_it_is_is_what_the_full_check_says(
        seed: int, pair: list[str] | None) -> None:
    """At every attack question marked `any_subset`, the question's own check (which
    takes the short way) and the full one give the same answer or both refuse, for
    declarations legal and not; the random agent's unchecked answer is accepted."""
    rng = random.Random(seed)
    compared = refused = 0
    for game, agents in seeded_games(seed, pair, 4):
        while not game.over:
            d = game.pending
            assert d is not None
            if d.kind == DECLARE_ATTACKERS and d.data.get("any_subset"):
                assert d.validate is not None
                ids = [o.value for o in d.options]
                for answer in _declarations(rng, ids, d.data["targets"]):
                    quick = _outcome(d.validate, answer)
                    full = _outcome(lambda a, g=game: combat.check_attackers(g, a), answer)
                    assert quick == full, f"turn {game.turn}: {answer!r}"
                    compared += 1
                    refused += full == "refused"
                given = agents[d.player].decide(game.view_for(d.player), d)
                if not given["bands"]:
                    assert combat.check_attackers(game, given) == given
                game.answer(given)
                continue
            game.answer(agents[d.player].decide(game.view_for(d.player), d))
    assert compared > 300 and refused > 50


@pytest.mark.parametrize(("seed", "pair"), [
    (4, None),
    (5, ["red-green-stompers.txt", "white-blue-skies.txt"]),
    (6, ["blue-white-mirrors.txt", "white-blue-skies.txt"]),
])
def test_the_creatures_a_player_controls_are_those_their_characteristics_say(
        seed: int, pair: list[str] | None) -> None:
    """`creatures_of` reads printed types and the object's controller when no continuous
    effect exists: at every question, for both players, it must list what the computed
    characteristics say, with effects in play and without."""
    compared = plain = 0
    for game, agents in seeded_games(seed, pair, 3):
        while not game.over:
            d = game.pending
            assert d is not None
            for p in (0, 1):
                want = [o for o in game.battlefield() if game.chars(o).controller == p
                        and "Creature" in game.chars(o).types]
                assert combat.creatures_of(game, p) == want, f"turn {game.turn}"
                compared += 1
                plain += not game.active_effects()
            game.answer(agents[d.player].decide(game.view_for(d.player), d))
    assert plain > 100 and compared > plain


def test_the_declaration_words_are_all_registered_checks_words() -> None:
    from cardgame.rulesets.magic.keywords.base import DECLARATION_CHECKS, DECLARATION_WORDS
    assert combat._DECLARATION_WORDS == tuple(DECLARATION_WORDS)
    assert len(DECLARATION_CHECKS) == 1 and "menace" in DECLARATION_WORDS


@pytest.mark.parametrize(("seed", "pair", "flyers"), [
    (8, ["bench/bench-green.txt", "white-blue-skies.txt"], True),  # flying: refusals
    (10, ["bench/bench-green.txt", "bench/bench-red.txt"], False),
    (12, ["red-green-stompers.txt", "bench/bench-red.txt"], None),  # menace: never said
])
def test_a_block_question_said_pairwise_judges_each_block_as_the_full_check(
        seed: int, pair: list[str] | None, flyers: bool | None) -> None:
    """Where a block question carries `why_not` (no word restricts a whole declaration or
    requires blocks), a declaration of one-attacker blocks is legal exactly when each
    pair is: the full check, computed without the question's kept pairs, must agree on
    random declarations, and accept the random agent's unchecked answer."""
    rng = random.Random(seed)
    compared = refused = 0
    for game, agents in seeded_games(seed, pair, 4):
        while not game.over:
            d = game.pending
            assert d is not None
            if d.kind == "declare_blockers" and "why_not" in d.data:
                why_not = d.data["why_not"]
                attackers = d.data["attackers"]
                for _ in range(20):
                    blocks = [[o.value, [rng.choice(attackers)]] for o in d.options
                              if attackers and rng.random() < 0.6]
                    pairwise = all(why_not(b, a[0]) is None for b, a in blocks)
                    full = _outcome(lambda x, g=game: combat.check_blockers(g, x),
                                    {"blocks": blocks})
                    assert pairwise == (full != "refused"), f"turn {game.turn}: {blocks}"
                    compared += 1
                    refused += not pairwise
                given = agents[d.player].decide(game.view_for(d.player), d)
                assert combat.check_blockers(game, given) == given
            else:
                given = agents[d.player].decide(game.view_for(d.player), d)
            game.answer(given)
    if flyers is None:
        assert compared == 0
    else:
        assert compared > 300 and (refused > 3 or not flyers)
