"""The simulation's hot paths keep their answers (docs/performance.md, "Hot paths"): a
move outside the battlefield keeps the permanents' characteristics unless a count word
reads those zones, static effects survive a tap, replacement sources are asked only about
their event kinds, and a decision validates an answer again only when it changed."""

from __future__ import annotations

from typing import Any

import pytest
from scenario_games import answer_until, asking_game

from cardgame.engine.decisions import Decision
from cardgame.engine.events import TAPPED, ZONE_CHANGE
from cardgame.errors import IllegalAction


def _game(battlefield: list[str], hand: list[str] | None = None) -> Any:
    names = ", ".join(f'"{n}"' for n in battlefield)
    held = ", ".join(f'"{n}"' for n in hand or [])
    text = f"""
format = 1
name = "sim hot paths"
ruleset = "magic"
[state]
turn = 2
step = "main1"
[state.p1]
battlefield = [{names}]
hand = [{held}]
library = ["Forest", "Forest", "Forest"]
[state.p2]
battlefield = ["Mountain"]
"""
    return asking_game(text)


def _named(game: Any, name: str) -> Any:
    return next(o for o in game.battlefield() if o.card.name == name)


def test_a_draw_keeps_the_battlefield_and_its_characteristics() -> None:
    game = _game(["Forest", "Grizzly Bears", "Glorious Anthem"])
    bears = _named(game, "Grizzly Bears")
    before, bf, version = game.chars(bears), game.battlefield(), game.version
    assert before.power == 3  # the anthem applies: characteristics computed by layers
    game.draw(0)
    assert game.version > version  # caches keyed on the version still see the draw
    assert game.battlefield() is bf
    assert game.chars(bears) is before
    drawn = game.objects[game.players[0].zones["hand"][-1]]
    assert game.chars(drawn).name == "Forest"  # the moved card's own are computed again


def test_a_count_word_in_play_makes_a_draw_recompute_characteristics() -> None:
    game = _game(["Forest", "Maro"], hand=["Grizzly Bears"])
    maro = _named(game, "Maro")
    assert game.chars(maro).power == 1
    bf = game.battlefield()
    game.draw(0)
    assert game.battlefield() is not bf
    assert game.chars(maro).power == game.chars(maro).toughness == 2


def test_static_effects_and_their_order_survive_a_tap() -> None:
    game = _game(["Forest", "Grizzly Bears", "Glorious Anthem"])
    effects = game.active_effects()
    assert effects
    game.tap(_named(game, "Forest"))
    assert game.active_effects() is effects
    game.move(_named(game, "Glorious Anthem"), "graveyard")
    assert not game.active_effects()
    assert game.chars(_named(game, "Grizzly Bears")).power == 2


def test_replacement_sources_are_asked_only_about_their_kinds() -> None:
    game = _game(["Forest"])
    asked: list[str] = []

    def watching(g: Any, event: Any) -> list[Any]:
        asked.append(event.kind)
        return []

    game.replacements.add_source(watching, (ZONE_CHANGE,))
    assert watching not in game.replacements.sources_for(TAPPED)
    assert game.replacements.sources_for(ZONE_CHANGE)[-1] is watching
    game.tap(_named(game, "Forest"))
    assert asked == []
    game.draw(0)
    assert asked == [ZONE_CHANGE]


def test_a_decision_validates_again_only_an_answer_that_changed() -> None:
    calls: list[Any] = []

    def validate(answer: Any) -> dict[str, Any]:
        calls.append(answer)
        if answer.get("n", 0) < 0:
            raise IllegalAction("negative")
        return {"n": answer.get("n", 0), "seen": []}

    d = Decision("choose", 0, "?", [], validate=validate)
    first = d.check({"n": 1})
    assert d.check({"n": 1}) is first and len(calls) == 1  # the same plain data
    first["seen"].append("changed by a caller")
    assert d.check({"n": 1}) == {"n": 1, "seen": []} and len(calls) == 2
    with pytest.raises(IllegalAction):
        d.check({"n": -1})
    with pytest.raises(IllegalAction):
        d.check({"n": -1})  # a refused answer is never remembered
    assert len(calls) == 4
    d.check({"n": 2})
    assert len(calls) == 5


def test_games_are_played_with_the_collector_quieter_and_it_is_restored() -> None:
    import gc

    from cardgame import sim

    before = gc.get_threshold()
    with sim.quiet_gc():
        assert gc.get_threshold() == sim.GC_THRESHOLD
        frozen = gc.get_freeze_count()
        assert frozen > 0
        with sim.quiet_gc():  # nested: the outer one stays in charge
            assert gc.get_freeze_count() == frozen
        assert gc.get_threshold() == sim.GC_THRESHOLD
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0


def test_the_games_own_check_remembers_nothing_and_still_validates() -> None:
    calls: list[Any] = []

    def validate(answer: Any) -> dict[str, Any]:
        calls.append(answer)
        return {"n": answer["n"]}

    d = Decision("choose", 0, "?", [], validate=validate)
    assert d.check({"n": 1}, remember=False) == {"n": 1}
    assert d.check({"n": 1}, remember=False) == {"n": 1} and len(calls) == 2
    first = d.check({"n": 3})  # an agent's check is remembered...
    assert d.check({"n": 3}, remember=False) is first and len(calls) == 3  # ...and reused
    assert d.check({"n": 4}, remember=False) == {"n": 4} and len(calls) == 4


def _corrupting(at: int, how: str) -> Any:
    """A random agent that breaks card conservation at its `at`-th answer."""
    from cardgame.agents.random_agent import RandomAgent

    class Corrupting(RandomAgent):
        answered = 0

        def decide(self, view: Any, d: Any) -> Any:
            Corrupting.answered += 1
            if Corrupting.answered == at:
                g = view._game
                p = g.players[0]
                if how in ("double", "both"):
                    p.zones["graveyard"].append(p.zones["library"][0])
                if how in ("lose", "both"):
                    p.zones["library"].pop()
            return super().decide(view, d)

    return Corrupting


@pytest.mark.parametrize(("how", "message"), [
    ("double", "in two zones"), ("lose", "cards were created"), ("both", "in two zones")])
def test_the_sim_finds_a_lost_or_doubled_card(monkeypatch: pytest.MonkeyPatch, how: str,
                                               message: str) -> None:
    from cardgame import sim
    from cardgame.decks import card_decks

    agent = _corrupting(20, how)
    monkeypatch.setattr(sim, "make_agent", lambda name, ruleset, seed: agent(seed))
    r = sim.play_one("magic", card_decks("magic", None), 7, check_replay=False)
    assert r.problem is not None and message in r.problem
    if how == "both":  # the count can't see it: found by the full check at the end
        assert r.game is not None and r.game.over and r.game.cards_counted()
    else:  # found at once, by the count
        assert r.decisions == 20


def test_the_card_count_matches_the_full_check_on_a_sound_game() -> None:
    game = _game(["Forest", "Grizzly Bears"], hand=["Grizzly Bears"])
    assert game.cards_counted() and game.check_cards() is None
    lib = game.players[0].zones["library"]
    lib.append(lib[0])
    assert not game.cards_counted() and game.check_cards() is not None


def test_declaring_a_vigilant_attacker_and_a_blocker_bump_the_state_version() -> None:
    """Attacking and blocking are state (a spell may target "attacking creature"), yet a
    vigilant attacker taps nothing and a block moves nothing: the declarations themselves
    bump the version, or an answer remembered for the version would outlive them."""
    from cardgame.engine.decisions import DECLARE_ATTACKERS, DECLARE_BLOCKERS
    game = asking_game("""
format = 1
name = "declarations bump the version"
ruleset = "magic"
[state]
step = "main1"
[state.p1]
battlefield = ["Serra Angel"]
[state.p2]
battlefield = ["Serra Angel"]
""")
    answer_until(game, DECLARE_ATTACKERS)
    angel = game.pending.options[0].value
    before = game.version
    game.answer({"attackers": [[angel, "p2"]], "bands": []})
    assert not game.objects[angel].tapped  # vigilance (702.20b)
    assert game.version > before
    answer_until(game, DECLARE_BLOCKERS)
    assert game.pending is not None
    blocker = game.pending.options[0].value
    before = game.version
    game.answer({"blocks": [[blocker, [angel]]]})
    assert game.version > before
