"""The hkk exchange phase as one plan: the engine's answers it stands for, in order."""

from __future__ import annotations

import pytest

from cardgame.engine.game import Game
from cardgame.errors import IllegalAction
from cardgame.rulesets.hkk.exchange_plan import plan_answers, plan_of
from cardgame.scenario.loader import loads_scenario
from cardgame.scenario.setup import build_game, scenario_pool
from cardgame.stops import Plan, answer_plan

WOLVES = """
format = 1
name = "exchange plan"
ruleset = "hkk"

[[card]]
name = "Szürke farkas"
types = ["creature"]
subtypes = ["farkas"]
cost = 2
attack = 2
life = 2
keywords = ["union with farkas"]

[state]
step = "main"

[state.p1]
guard_post = [{ card = "Dornodoni harcos", id = "a" }, { card = "Dornodoni harcos", id = "e" }]
reserve = [{ card = "Szürke farkas", id = "c" }, { card = "Szürke farkas", id = "d" },
           { card = "Dornodoni harcos", id = "b" }]
"""


def _game() -> tuple[Game, dict[str, int]]:
    sc = loads_scenario(WOLVES)
    game, objs = build_game(sc, scenario_pool(sc))
    ids = {k: o.id for k, o in objs.items()}
    game.start()
    while game.pending is not None and game.pending.kind == "priority":
        game.answer({"action": "pass"})  # the main phase: on to the exchange phase
    assert game.pending is not None and game.pending.kind == "exchange"
    return game, ids


def test_a_plan_becomes_separations_unions_moves_then_done() -> None:
    game, ids = _game()
    a, b, c, d = ids["a"], ids["b"], ids["c"], ids["d"]
    plan = {"zones": {a: "reserve", b: "guard_post", c: "guard_post"}, "unite": [[c, d]]}
    assert plan_answers(game, plan) == [
        {"unite": [c, d]},  # before the moves: the pair then moves as c
        {"move": [[a, "reserve"], [b, "guard_post"], [c, "guard_post"]]},
        {"done": True}]
    # a creature already where the plan puts it is no move; an empty plan is "done"
    assert plan_answers(game, {"zones": {a: "guard_post"}}) == [{"done": True}]
    assert plan_answers(game, {}) == [{"done": True}]


def test_a_plan_is_carried_out_as_the_same_answers_given_one_by_one() -> None:
    game, ids = _game()
    a, b, c, d = ids["a"], ids["b"], ids["c"], ids["d"]
    plan = Plan({"zones": {a: "reserve", b: "guard_post", c: "guard_post"},
                 "unite": [[c, d]]})
    follow: set[int] = set()
    first = len(game.answers)
    assert answer_plan(game, plan, follow) == 3
    assert game.step != "exchange"
    assert {game.objects[i].zone for i in (b, c, d)} == {"guard_post"}
    assert game.objects[a].zone == "reserve" and game.objects[c].extra.get("hk_union") == d
    assert follow == {first + 1, first + 2}  # the follow-ups: undo takes the plan back whole
    # the same changes answered one by one leave the same game
    other, _ = _game()
    for step in ({"unite": [c, d]},
                 {"move": [[a, "reserve"], [b, "guard_post"], [c, "guard_post"]]},
                 {"done": True}):
        other.answer(step)
    assert other.digest() == game.digest()


def test_a_plan_the_rules_forbid_is_refused_with_the_rule() -> None:
    game, ids = _game()
    full = {"zones": {ids["b"]: "guard_post", ids["c"]: "guard_post"}}  # 4 in the post
    with pytest.raises(IllegalAction, match="H-guard-post-capacity"):
        answer_plan(game, Plan(full))
    assert game.pending is not None and game.pending.kind == "exchange"
    with pytest.raises(IllegalAction, match="zones, separate and unite"):
        plan_answers(game, {"move": []})


def test_plan_of_is_the_inverse_of_answers_given_one_by_one() -> None:
    game, ids = _game()
    b, c, d = ids["b"], ids["c"], ids["d"]
    plan = plan_of([{"move": [[b, "guard_post"]]}, {"unite": [c, d]}, {"done": True}])
    assert plan == {"zones": {b: "guard_post"}, "unite": [[c, d]]}
    assert plan_of([{"done": True}]) == {}


def test_undo_takes_a_plan_back_as_the_one_question_it_was() -> None:
    from cardgame.journal import seat_answers
    from cardgame.tui.app import undo_point

    game, ids = _game()
    first = len(game.answers)
    plan = Plan({"zones": {ids["b"]: "guard_post", ids["a"]: "reserve"}})
    assert answer_plan(game, plan, seat_answers(game)) == 2
    assert undo_point(game, 0) == first  # back to the exchange question, not its "done"
