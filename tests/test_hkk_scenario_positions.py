"""An hkk scenario's starting position must be one the game can have: creatures in the
reserve or the guard post, other permanents on the table, no card that never stays in play
in play, and a card attached only to another permanent in play. A position that breaks
this is one clear error at its entry, never a silently odd game."""

from __future__ import annotations

import pytest

from cardgame.errors import FormatError
from cardgame.scenario.loader import loads_scenario
from cardgame.scenario.setup import build_game, scenario_pool

POSITION = """
format = 1
name = "a position"
ruleset = "hkk"

[state]
step = "main"

[state.p1]
{zones}
"""


def _build(zones: str):  # type: ignore[no-untyped-def]
    sc = loads_scenario(POSITION.format(zones=zones), "p.toml")
    return build_game(sc, scenario_pool(sc))


@pytest.mark.parametrize("zones, where, expected", [
    ('table = ["Dornodoni harcos"]', "state.p1.table[0].card", "creatures go to the reserve"),
    ('reserve = ["Ezüstsereg"]', "state.p1.reserve[0].card", "go on the table"),
    ('guard_post = ["Szikra"]', "state.p1.guard_post[0].card", "never stays in play"),
    ('table = ["Szikra"]', "state.p1.table[0].card", "never stays in play"),
    ('table = [{ card = "Ezüstsereg", id = "e", attached_to = "e" }]',
     "state.p1.table[0].attached_to", "another permanent, in play"),
    ('hand = [{ card = "Szikra", id = "s" }]\ntable = [{ card = "Ezüstsereg", attached_to = "s" }]',
     "state.p1.table[0].attached_to", "another permanent, in play"),
])
def test_a_position_the_game_can_not_have_is_one_error(zones: str, where: str,
                                                       expected: str) -> None:
    with pytest.raises(FormatError) as err:
        _build(zones)
    assert err.value.where == where and expected in str(err.value)


def test_a_position_the_game_can_have_builds() -> None:
    game, labels = _build('reserve = [{ card = "Sherani erdőjáró", id = "w" }]\n'
                          'guard_post = ["Kisebb angyal"]\n'
                          'table = [{ card = "Ezüstsereg", attached_to = "w" }, "Izzó fókusz"]')
    assert [game.objects[i].name for i in game.players[0].zones["table"]] == \
        ["Ezüstsereg", "Izzó fókusz"]
