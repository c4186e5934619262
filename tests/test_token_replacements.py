"""Token replacement effects (614.1a, 616.1): the tokens' controller is asked the order
only when it changes the number of tokens (a doubler and a "plus one"), not for two
doublers, whose order can't matter."""

from __future__ import annotations

from pathlib import Path

from cardgame.engine.decisions import CHOOSE
from cardgame.scenario.loader import load_scenario
from cardgame.scenario.runner import run_scenario

HERE = Path(__file__).parent / "scenarios" / "magic"


def _order_questions(name: str) -> int:
    res = run_scenario(load_scenario(str(HERE / name)))
    assert res.status == "pass", res.messages
    assert res.game is not None
    return sum(1 for a in res.game.answers if a.kind == CHOOSE)


def test_two_doublers_ask_no_order() -> None:
    assert _order_questions("cr-616.1-two-token-doublers-no-order-asked.toml") == 0


def test_a_doubler_and_a_plus_one_ask_the_order() -> None:
    assert _order_questions("cr-616.1-token-doubler-and-plus-one-order.toml") == 1
