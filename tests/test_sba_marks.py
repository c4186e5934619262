"""The SBA check's clean marks (docs/performance.md, "speedB"): a check that answers
"nothing to do" from a mark (the quiet mark, one carried over a tap, a declaration or a
move outside the battlefield, the per-battlefield look at what the permanents are) must
answer what a check from nothing cached finds. Seeded random games compare the two at
every check; two positions show what the marks must not carry over."""

from __future__ import annotations

from typing import Any

import pytest
from scenario_games import asking_game
from seeded_games import fresh as _fresh
from seeded_games import play_seeded

from cardgame.engine.game import Game
from cardgame.rulesets.magic import priority, sba

# Replacing a module function seen by compiled callers works only on the pure build.
pure_python = pytest.mark.skipif(not (sba.__file__ or "").endswith(".py"),
                                 reason="wraps sba.check_once")




def _findings(game: Game) -> Any:
    """What a check from scratch would act on: losers, tokens out, problem permanents."""
    gone = [i for i in game.state.get("tokens_out", [])
            if i in game.objects and game.objects[i].zone not in ("battlefield", "")]
    to_graveyard, to_destroy, annihilate, unattach = sba.board_problems(game)
    return (sba.losers_now(game), gone, [o.id for o, _, _ in to_graveyard],
            [o.id for o, _, _ in to_destroy], [o.id for o in annihilate],
            [o.id for o, _, _ in unattach])


def _legends(groups: dict[Any, list[Any]]) -> dict[Any, list[int]]:
    return {k: [o.id for o in v] for k, v in groups.items()}


@pure_python
@pytest.mark.parametrize(("seed", "pair"), [
    (1, None),  # the bundled magic decks
    (2, ["red-green-stompers.txt", "white-blue-skies.txt"]),
    (3, ["blue-white-mirrors.txt", "white-blue-skies.txt"]),
    (4, ["bench/bench-green.txt", "bench/bench-red.txt"]),
    (5, ["magic/boros-furnace.txt", "magic/sultai-counters.txt"]),
])
def test_a_check_that_finds_nothing_agrees_with_one_from_scratch(
        monkeypatch: pytest.MonkeyPatch, seed: int, pair: list[str] | None) -> None:
    real_check = sba.check_once
    seen = {"clean": 0, "acted": 0}

    def check(game: Game) -> bool:
        acted = real_check(game)
        if acted:
            seen["acted"] += 1
            return acted
        seen["clean"] += 1
        nothing = ([], [], [], [], [], [])
        want = _fresh(game, lambda: _findings(game))
        assert want == nothing, f"turn {game.turn} {game.step}: a check missed {want}"
        got_legends = _legends(priority.legend_groups(game))
        assert got_legends == _fresh(game, lambda: _legends(priority.legend_groups(game)))
        return acted

    monkeypatch.setattr(sba, "check_once", check)
    play_seeded(seed, pair, 3)
    assert seen["clean"] > 300 and seen["acted"] > 3  # both were seen, and compared
    assert priority.sba is sba  # the priority loop checks through the module


def _position(battlefield: str, hand: str) -> Game:
    return asking_game(f"""
format = 1
name = "sba marks"
ruleset = "magic"
[state]
turn = 2
step = "main1"
[state.p1]
battlefield = [{battlefield}]
hand = [{hand}]
library = ["Forest", "Forest", "Forest"]
[state.p2]
battlefield = ["Mountain"]
""")


def test_a_card_leaving_a_counted_hand_is_seen_by_the_next_check() -> None:
    """Maro counts the cards in its controller's hand: the discard of the last one makes
    it 0/0, though only cards outside the battlefield moved (the mark isn't carried)."""
    game = _position('"Maro"', '"Forest"')
    assert not sba.check_once(game)
    maro = next(o for o in game.battlefield() if o.card.name == "Maro")
    game.move(game.objects[game.players[0].zones["hand"][0]], "graveyard")
    assert sba.check_once(game)
    assert maro.zone == "graveyard"


def test_a_draw_carries_the_clean_mark_when_nothing_counts_the_hand() -> None:
    """The common case: a draw moves a card outside the battlefield and nothing reads
    it, so the next check is answered by the carried mark (no look at the permanents)."""
    game = _position('"Grizzly Bears", "Forest"', '')
    assert not sba.check_once(game)
    game.draw(0)
    mark = game.memo["sba"]
    assert mark.version == game.version and mark.quiet
    assert not sba.check_once(game)
