"""The auto-pass test and the option listing keep answers for a state (docs/performance.md,
"Hot paths"): the answers per question, the summary of hands and abilities, the cast
probes shared by the auto-pass listing and the agent's. Every answer they hand out must
equal one computed afresh: random magic games are played with `has_actions` and
`legal_actions` comparing each answer with one computed from nothing cached.
"""

from __future__ import annotations

from typing import Any

import pytest
from scenario_games import answer_until, asking_game
from seeded_games import fresh as _fresh
from seeded_games import play_seeded, seeded_games

from cardgame.agents.random_agent import RandomAgent
from cardgame.decks import card_decks
from cardgame.engine.game import Game
from cardgame.rulesets import new_game
from cardgame.rulesets.magic import actions, priority
from cardgame.rulesets.magic.cardinfo import card_info
from cardgame.rulesets.magic.costs import payable, plan
from cardgame.sim import TURN_LIMIT

# Replacing a module function seen by compiled callers works only on the pure build.
pure_python = pytest.mark.skipif(not (actions.__file__ or "").endswith(".py"),
                                 reason="wraps actions.has_actions")




def _listed(options: list[Any]) -> list[tuple[str, Any]]:
    return [(o.label, o.value) for o in options]


@pure_python
@pytest.mark.parametrize(("seed", "pair"), [
    (1, None),  # the bundled magic decks
    (2, ["red-green-stompers.txt", "white-blue-skies.txt"]),
    (3, ["blue-white-mirrors.txt", "white-blue-skies.txt"]),
    (4, ["bench/bench-green.txt", "bench/bench-red.txt"]),
])
def test_remembered_auto_pass_answers_equal_fresh_ones(
        monkeypatch: pytest.MonkeyPatch, seed: int, pair: list[str] | None) -> None:
    real_has, real_list = actions.has_actions, actions.legal_actions
    real_anyone = actions.anyone_acts
    seen = {"has": 0, "list": 0, "anyone": 0}

    def has(game: Game, player: int) -> bool:
        got = real_has(game, player)
        want = _fresh(game, lambda: real_has(game, player))
        seen["has"] += 1
        assert got == want, f"turn {game.turn} {game.step}: p{player + 1} {got} != {want}"
        # the common case's shortcut (no memo of the state) answers as the full test does
        slow = _fresh(game, lambda: actions._remembered(game, player))
        assert got == slow, f"turn {game.turn} {game.step}: p{player + 1} {got} != {slow}"
        return got

    def listing(game: Game, player: int, first_only: bool = False,
                include_mana: bool = True, ends: bool = True) -> list[Any]:
        got = real_list(game, player, first_only, include_mana, ends)
        if not first_only:
            # without `ends`: the full listing without its pass and concession
            want = _fresh(game, lambda: real_list(game, player, first_only, include_mana))
            if not ends:
                want = want[1:-1]
            seen["list"] += 1
            assert _listed(got) == _listed(want), f"turn {game.turn} {game.step}"
        return got

    def anyone(game: Game) -> bool:
        got = real_anyone(game)
        ap = game.active
        want = _fresh(game, lambda: real_has(game, ap) or real_has(game, 1 - ap))
        seen["anyone"] += 1
        assert got == want, f"turn {game.turn} {game.step}: {got} != {want}"
        return got

    monkeypatch.setattr(actions, "has_actions", has)
    monkeypatch.setattr(actions, "anyone_acts", anyone)
    monkeypatch.setattr(actions, "legal_actions", listing)
    play_seeded(seed, pair, 3)
    assert seen["has"] > 100 and seen["list"] > 30 and seen["anyone"] > 300  # all checked
    assert priority.actions is actions  # the priority loop asks through the module


@pytest.mark.parametrize("seed", [1, 2])
def test_a_priority_questions_actions_are_its_options_that_do_something(seed: int) -> None:
    """The random agent reads `data["actions"]`, listed without mana abilities: it must be
    exactly the options it used to filter out of the full listing, in the same order."""
    game = new_game("magic", card_decks("magic", None), seed=seed,
                    options={"turn_limit": TURN_LIMIT})
    agents = (RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2))
    compared = 0
    while not game.over:
        d = game.pending
        assert d is not None
        if d.kind == "priority":
            full = [o for o in d.options if o.value["action"] not in ("pass", "concede")
                    and not o.data.get("mana")]
            assert _listed(d.data["actions"]) == _listed(full)
            compared += bool(full)
        game.answer(agents[d.player].decide(game.view_for(d.player), d))
    assert compared > 10


@pytest.mark.parametrize(("seed", "pair"), [
    (5, None),
    (6, ["bench/bench-green.txt", "bench/bench-red.txt"]),
    (7, ["red-green-stompers.txt", "white-blue-skies.txt"]),
])
def test_the_kept_listing_of_what_a_player_could_do_equals_a_fresh_one(
        seed: int, pair: list[str] | None) -> None:
    """The auto-pass test lists what a player could do and keeps it for the priority
    question that follows (`actions.doing_actions`): the agent's `data["actions"]` must
    equal a listing computed from nothing cached, at every priority question."""
    compared = 0
    for game, agents in seeded_games(seed, pair, 3):
        while not game.over:
            d = game.pending
            assert d is not None
            if d.kind == "priority":
                p = d.player
                want = _fresh(game, lambda g=game, p=p: actions.legal_actions(
                    g, p, include_mana=False)[1:-1])
                assert _listed(d.data["actions"]) == _listed(want), \
                    f"turn {game.turn} {game.step}: p{p + 1}"
                compared += bool(want)
            game.answer(agents[d.player].decide(game.view_for(d.player), d))
    assert compared > 30


@pytest.mark.parametrize(("seed", "pair"), [
    (8, None),
    (9, ["red-green-stompers.txt", "white-blue-skies.txt"]),
    (10, ["blue-white-mirrors.txt", "white-blue-skies.txt"]),
])
def test_a_plain_cast_is_listed_as_the_full_cast_check_says(
        seed: int, pair: list[str] | None) -> None:
    """The listing checks a card with nothing to choose or pay but its mana cost
    (`CardInfo.plain_cast`) by asking whether its mana cost is payable only (`payable`,
    kept across states, must say what a fresh plan says): at every priority question,
    for every such card in hand at a timing that allows it, that must agree with the full
    probe (`_cast_problem`). And `anyone_acts` must answer as `has_actions` of both."""
    compared = refused = 0
    for game, agents in seeded_games(seed, pair, 3):
        while not game.over:
            d = game.pending
            assert d is not None
            if d.kind == "priority":
                p = d.player
                ap = game.active  # both players' test at once, asked here too
                both = _fresh(game, lambda g=game, ap=ap: actions.has_actions(g, ap)
                              or actions.has_actions(g, 1 - ap))
                assert actions.anyone_acts(game) == both, f"turn {game.turn} {game.step}"
                facts = actions._casting_facts(game)
                sorcery_ok = actions._sorcery_timing(game, p) is None
                for oid in game.players[p].zones["hand"]:
                    obj = game.objects[oid]
                    info = card_info(obj.card)
                    if facts.cost_changes or facts.casting_limits or not info.plain_cast \
                            or not (sorcery_ok or info.instant_speed):
                        continue
                    quick = payable(game, p, info.cost)  # kept across states
                    planned = _fresh(game, lambda g=game, p=p, c=info.cost: plan(
                        g, p, c, probe=True))
                    assert quick == (planned is not None), f"turn {game.turn}: {obj.card.name}"
                    full = actions._cast_problem(game, p, obj, probe=True)
                    assert quick == (full is None), f"turn {game.turn}: {obj.card.name} {full}"
                    compared += 1
                    refused += full is not None
            game.answer(agents[d.player].decide(game.view_for(d.player), d))
    assert compared > 100 and refused > 10


@pytest.mark.parametrize(("seed", "pair"), [
    (11, None),
    (12, ["red-green-stompers.txt", "white-blue-skies.txt"]),
    (13, ["bench/bench-green.txt", "bench/bench-red.txt"]),
])
def test_an_option_legal_as_is_is_accepted_as_it_is(seed: int, pair: list[str] | None) -> None:
    """The random agent gives an option whose data says `legal_as_is` without checking it
    first: at every priority question, each such option's value must be accepted by a
    full check computed from nothing cached, and `check_action`, which recognises it from
    the question's kept listing, must normalise it the same way."""
    compared = 0
    for game, agents in seeded_games(seed, pair, 3):
        while not game.over:
            d = game.pending
            assert d is not None
            if d.kind == "priority":
                p = d.player
                for opt in d.options:
                    if opt.data.get("legal_as_is"):
                        want = _fresh(game, lambda g=game, o=opt, p=p: actions.check_action(
                            g, p, dict(o.value)))
                        assert want["card"] == opt.value["card"]
                        # and the check that recognises it from the question's listing
                        got = actions.check_action(game, p, dict(opt.value))
                        assert got == want, f"turn {game.turn}: {got} != {want}"
                        compared += 1
            game.answer(agents[d.player].decide(game.view_for(d.player), d))
    assert compared > 50


_FLASHBACK_OWN_TURN = """
format = 1
name = "a flashback card in the graveyard, nothing in hand"
ruleset = "magic"
[state]
turn = 1
step = "main1"
[state.p1]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]
graveyard = ["Firebolt"]
"""

_ORRERY_OTHER_TURN = """
format = 1
name = "Vedalken Orrery: a creature in hand on the opponent's turn"
ruleset = "magic"
[state]
turn = 2
step = "main1"
[state.p1]
battlefield = ["Vedalken Orrery", "Forest", "Forest"]
hand = ["Grizzly Bears"]
"""


@pytest.mark.parametrize(("text", "card"), [
    (_FLASHBACK_OWN_TURN, "Firebolt"),
    (_ORRERY_OTHER_TURN, "Grizzly Bears"),
], ids=["flashback", "orrery"])
def test_casting_beyond_the_hand_at_its_speed_is_seen_by_the_auto_pass_test(
        text: str, card: str) -> None:
    """The auto-pass test's shortcut and the listing skip graveyards and "as though it
    had flash" only in a game whose cards print neither: here p1 has nothing to do but
    cast `card` (from the graveyard with flashback, or on p2's turn with the Orrery)."""
    game = asking_game(text)
    answer_until(game, "priority", 0)
    assert actions.has_actions(game, 0)
    listed = [o.label for o in actions.legal_actions(game, 0, include_mana=False)]
    assert f"Cast {card}" in listed


_HANDS_IN_MAIN = """
format = 1
name = "p1's main phase: a land in one player's hand"
ruleset = "magic"
[state]
turn = 1
step = "main1"
[state.p1]
battlefield = ["Forest", "Forest"]
hand = HAND1
[state.p2]
battlefield = ["Forest", "Forest"]
hand = HAND2
"""


@pytest.mark.parametrize(("holder", "acts"), [(0, True), (1, False)], ids=["active", "other"])
def test_both_players_test_sees_the_timing_of_each(holder: int, acts: bool) -> None:
    """`anyone_acts` in the active player's main phase: the active player's land can be
    played; the other player's land in hand (no land played yet) can't."""
    hands = ['["Forest"]', "[]"]
    if holder:
        hands.reverse()
    game = asking_game(_HANDS_IN_MAIN.replace("HAND1", hands[0]).replace("HAND2", hands[1]))
    answer_until(game, "priority", 0)
    assert game.active == 0 and game.step == "main1"
    assert actions.has_actions(game, holder) is acts
    assert actions.anyone_acts(game) is acts
