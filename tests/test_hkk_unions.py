"""K131.9 unions where a scenario can't look: flying is no ability a scenario can test the
absence of (it only decides how a card comes into play), so the pair's characteristics
are checked directly."""

from __future__ import annotations

import pytest

from cardgame.errors import FormatError
from cardgame.rulesets.hkk import zones as z
from cardgame.scenario.loader import loads_scenario
from cardgame.scenario.setup import build_game, scenario_pool

PAIR = """
format = 1
name = "a pair"
ruleset = "hkk"

[[card]]
name = "Szürke farkas"
types = ["creature"]
subtypes = ["farkas"]
cost = 2
attack = 2
life = 2
keywords = ["union with farkas"]

[[card]]
name = "Szárnyas farkas"
types = ["creature"]
subtypes = ["farkas"]
cost = 2
attack = 1
life = 3
keywords = ["union with farkas", "flying"]

[state]
step = "main"

[state.p1]
reserve = [{{ card = "{top}", id = "top" }},
           {{ card = "{under}", id = "under", united_with = "top" }}]
"""


def _pair(top: str, under: str):  # type: ignore[no-untyped-def]
    sc = loads_scenario(PAIR.format(top=top, under=under), "pair.toml")
    game, labels = build_game(sc, scenario_pool(sc))
    game.start()
    return game, labels["top"], labels["under"]


@pytest.mark.parametrize("top, under", [("Szárnyas farkas", "Szürke farkas"),
                                        ("Szürke farkas", "Szárnyas farkas")])
def test_k131_9_flying_of_one_member_is_not_the_pairs(top: str, under: str) -> None:
    game, host, member = _pair(top, under)
    for o in (host, member):  # only the flying card came into play flying (K131.5)
        if o.card.name == "Szárnyas farkas":
            o.extra[z.FLYING] = True
    game.invalidate()
    assert "flying" not in game.chars(host).keywords


def test_k131_9_a_pair_of_two_fliers_flies() -> None:
    game, host, member = _pair("Szárnyas farkas", "Szárnyas farkas")
    host.extra[z.FLYING] = member.extra[z.FLYING] = True
    game.invalidate()
    assert "flying" in game.chars(host).keywords


UNITED = """
format = 1
name = "unions as listed"
ruleset = "hkk"

[state]
step = "main"

[state.p1]
reserve = [{entries}]
"""


@pytest.mark.parametrize("entries, where, expected", [
    ('{ card = "Raiai őrszem", id = "a", united_with = "a" }',
     "state.p1.reserve[0].united_with", "can't unite with itself"),
    ('{ card = "Raiai őrszem", id = "a" }, { card = "Raiai őrszem", id = "b", united_with = "a" },'
     ' { card = "Raiai őrszem", id = "c", united_with = "a" }',
     "state.p1.reserve[2].united_with", "a pair is two creatures"),
    ('{ card = "Raiai őrszem", id = "a", united_with = "b" },'
     ' { card = "Raiai őrszem", id = "b", united_with = "c" }, { card = "Raiai őrszem", id = "c" }',
     "state.p1.reserve[1].united_with", "a pair is two creatures"),
])
def test_k131_9_a_scenario_pair_is_two_creatures(entries: str, where: str,
                                                  expected: str) -> None:
    """A creature united with itself, a third creature under a pair, a chain of unions:
    each is one clear error at the entry, not a silently broken position."""
    sc = loads_scenario(UNITED.format(entries=entries), "u.toml")
    with pytest.raises(FormatError) as err:
        build_game(sc, scenario_pool(sc))
    assert err.value.where == where and expected in str(err.value)


def test_k131_9_a_pair_may_be_listed_from_both_sides() -> None:
    sc = loads_scenario(UNITED.format(
        entries='{ card = "Raiai őrszem", id = "a", united_with = "b" },'
                ' { card = "Raiai őrszem", id = "b", united_with = "a" }'), "u.toml")
    game, labels = build_game(sc, scenario_pool(sc))
    assert labels["b"].extra[z.UNION] == labels["a"].id
