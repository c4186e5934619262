"""The computer opponent (agents/ai): it plays legal whole games in both rulesets, takes
lethal, attacks where nothing can block, blocks to stay alive, never undoes an
exchange-phase move, and explains itself; the sim and play commands reach it by name."""

from __future__ import annotations

from typing import Any

import pytest

from cardgame import cli, sim
from cardgame.agents.ai import AIAgent
from cardgame.agents.hkk_greedy import HkkGreedy
from cardgame.agents.registry import make_agent
from cardgame.engine.decisions import DECLARE_ATTACKERS, DECLARE_BLOCKERS, PRIORITY
from cardgame.engine.game import Game
from cardgame.scenario.loader import loads_scenario
from cardgame.scenario.setup import build_game, scenario_pool


def position(text: str) -> Game:
    sc = loads_scenario(text)
    game, _ = build_game(sc, scenario_pool(sc))
    game.start()
    return game


def run_until(game: Game, agent: Any, player: int, kind: str) -> Any:
    """Let the AI answer everything (the other side passes) until it is asked `kind`."""
    other = make_agent("random", game.ruleset, 1)
    for _ in range(200):
        d = game.pending
        assert d is not None, "the game ended first"
        if d.player == player and d.kind == kind:
            return d
        who = agent if d.player == player else other
        answer = who.decide(game.view_for(d.player), d) if d.player == player \
            else d.default_answer()
        game.answer(answer)
    raise AssertionError(f"never asked {kind}")


MAGIC_HEAD = 'format = 1\nname = "ai"\nruleset = "magic"\n'


def test_it_bolts_the_opponent_when_that_wins() -> None:
    game = position(MAGIC_HEAD + """
[state]
step = "main1"
[state.p1]
battlefield = ["Mountain"]
hand = ["Lightning Bolt", "Grizzly Bears"]
[state.p2]
life = 3
battlefield = ["Grizzly Bears"]
""")
    ai = AIAgent("magic", 1)
    d = game.pending
    assert d is not None and d.kind == PRIORITY and d.player == 0
    answer = ai.decide(game.view_for(0), d)
    assert answer["action"] == "cast" and answer["targets"] == ["p2"]
    assert "lethal" in ai.explanation


def test_it_bolts_the_best_creature_it_kills_otherwise() -> None:
    game = position(MAGIC_HEAD + """
[state]
step = "main1"
[state.p1]
battlefield = ["Mountain"]
hand = ["Lightning Bolt"]
[state.p2]
battlefield = ["Llanowar Elves", "Serra Angel", "Teferi's Drake"]
""")
    ai = AIAgent("magic", 1)
    d = game.pending
    assert d is not None
    answer = ai.decide(game.view_for(0), d)
    drake = next(o.id for o in game.battlefield() if o.card.name == "Teferi's Drake")
    assert answer["targets"] == [drake]  # Serra Angel survives 3 damage; the elf is worth less
    assert "kills Teferi's Drake" in ai.explanation


def test_a_flyer_attacks_when_no_flyer_can_block() -> None:
    game = position(MAGIC_HEAD + """
[state]
step = "main1"
[state.p1]
battlefield = ["Serra Angel", "Grizzly Bears"]
[state.p2]
battlefield = ["Craw Giant"]
""")
    ai = AIAgent("magic", 1)
    d = run_until(game, ai, 0, DECLARE_ATTACKERS)
    answer = ai.decide(game.view_for(0), d)
    names = [game.objects[a].card.name for a, _ in answer["attackers"]]
    assert names == ["Serra Angel"]  # the bears would die to the giant for nothing
    assert "Serra Angel" in ai.explanation


def test_it_chump_blocks_only_to_stay_alive() -> None:
    text = MAGIC_HEAD + """
[state]
step = "main1"
[state.p1]
battlefield = ["Craw Giant"]
[state.p2]
life = {life}
battlefield = ["Llanowar Elves"]
"""
    for life, chump in ((20, False), (5, True)):
        game = position(text.replace("{life}", str(life)))
        run_until(game, make_agent("random", "magic", 1), 0, DECLARE_ATTACKERS)
        giant = next(o.id for o in game.battlefield() if o.card.name == "Craw Giant")
        game.answer({"attackers": [[giant, "p2"]], "bands": []})
        ai = AIAgent("magic", 1)
        d = run_until(game, ai, 1, DECLARE_BLOCKERS)
        answer = ai.decide(game.view_for(1), d)
        assert bool(answer["blocks"]) is chump, (life, answer, ai.explanation)
        if chump:
            assert "to stay alive" in ai.explanation


def play(ruleset: str, seats: tuple[str, str], seed: int) -> tuple[Game, list[Any]]:
    from cardgame.cards.pool import CardPool
    from cardgame.rulesets import new_game

    decks = cli._load_decks(ruleset, None)
    game = new_game(ruleset, decks, seed=seed,
                    options={"card_pool": CardPool.builtin(ruleset), "turn_limit": 150})
    agents = [make_agent(s, ruleset, seed * 2 + i) for i, s in enumerate(seats)]
    while not game.over:
        d = game.pending
        assert d is not None
        game.answer(agents[d.player].decide(game.view_for(d.player), d))
        assert game.check_cards() is None
    return game, agents


@pytest.mark.parametrize("ruleset", ["magic", "hkk"])
def test_whole_games_end_and_the_ai_explains_itself(ruleset: str) -> None:
    explained = 0
    for seed in range(3):
        game, agents = play(ruleset, ("ai", "ai:easy"), seed)
        assert game.winner is not None
        explained += sum(1 for a in agents if a.explanation is not None)
    assert explained == 6


@pytest.mark.parametrize("seats", [("ai", "random"), ("heuristic", "random")])
def test_no_exchange_phase_move_is_undone(seats: tuple[str, str]) -> None:
    """In its exchange phases no creature goes both ways (the random player's do)."""
    def undone(game: Game, seat: int) -> int:
        ways: dict[tuple[int, str], set[str]] = {}
        for e in game.log.entries:
            if e.event == "move" and e.rule == "H-exchange" and (e.turn - 1) % 2 == seat:
                ways.setdefault((e.turn, e.args[0]), set()).add(e.args[2])
        assert ways, "it moved creatures"
        return sum(1 for w in ways.values() if len(w) > 1)

    for seed in range(4):
        game, _ = play("hkk", seats, seed)
        assert undone(game, 0) == 0
    game, _ = play("hkk", ("random", "random"), 1)
    assert undone(game, 0) > 0  # the check sees back-and-forth when there is some


def test_hkk_heuristic_is_the_greedy_baseline() -> None:
    assert isinstance(make_agent("heuristic", "hkk", 1), HkkGreedy)
    report = sim.run("hkk", cli._load_decks("hkk", None), 10, 1,
                     agents=("heuristic", "random"), swap_seats=True)
    assert not report.problems
    wins = sum(1 for r in report.results if r.winner is not None
               and r.seats[r.winner] == "heuristic")
    assert wins >= 7  # greedy beats random clearly


def test_the_ai_beats_random_in_a_small_run() -> None:
    for ruleset in ("magic", "hkk"):
        report = sim.run(ruleset, cli._load_decks(ruleset, None), 12, 1,
                         agents=("ai", "random"), swap_seats=True)
        assert not report.problems
        wins = sum(1 for r in report.results if r.winner is not None
                   and r.seats[r.winner] == "ai")
        assert wins >= 9, (ruleset, wins)  # random against random wins about 6


def test_levels() -> None:
    with pytest.raises(ValueError, match="level"):
        AIAgent("magic", 1, "grandmaster")
    with pytest.raises(ValueError, match="ruleset"):
        AIAgent("chess", 1)
    assert make_agent("ai", "magic", 1).level == "normal"
    assert make_agent("ai:easy", "magic", 1).level == "easy"


def test_sim_names_agents_and_swaps_seats(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["sim", "--games", "4", "--p1", "ai", "--p2", "random",
                     "--swap-seats"]) == cli.EXIT_OK
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("4 games: p1 won ")
    assert any(line.startswith("per agent: ai won ") for line in out)
    assert any(line.startswith("ai answer time: median ") for line in out)


def test_sim_unknown_agent_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["sim", "--games", "1", "--p1", "deep-blue"]) == cli.EXIT_USAGE
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1 and "ai:easy" in err


def test_play_with_a_computer_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    from cardgame.tui.app import CardGameApp

    started: list[CardGameApp] = []
    monkeypatch.setattr(CardGameApp, "run", lambda self, *a, **k: started.append(self))
    assert cli.main(["play", "--p2", "ai:easy", "--seed", "3"]) == cli.EXIT_OK
    [app] = started
    assert app.computers == {"Computer (ai:easy)": "ai:easy"}
    [seat] = app.seat.agents
    assert app.game.players[seat].name == "Computer (ai:easy)"
    assert isinstance(app.seat.agents[seat], AIAgent)


def test_burn_in_hand_that_is_lethal_together_goes_at_the_opponent() -> None:
    text = MAGIC_HEAD + """
[state]
step = "main1"
[state.p1]
battlefield = ["Mountain", "Mountain"]
hand = ["Lightning Bolt", "Lightning Bolt"]
[state.p2]
life = {life}
battlefield = ["Grizzly Bears"]
"""
    for life, at_face in ((6, True), (7, False)):
        game = position(text.replace("{life}", str(life)))
        ai = AIAgent("magic", 1)
        d = game.pending
        assert d is not None
        answer = ai.decide(game.view_for(0), d)
        assert (answer.get("targets") == ["p2"]) is at_face, (life, answer, ai.explanation)


HKK_WOLVES = """format = 1
name = "ai"
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
name = "Ezüst farkas"
types = ["creature"]
subtypes = ["farkas"]
cost = 2
attack = 1
life = 3
keywords = ["union with farkas"]
"""


def test_hkk_it_unites_when_the_guard_post_cannot_hold_everyone() -> None:
    game = position(HKK_WOLVES + """
[state]
step = "main"
[state.p1]
guard_post = ["Dornodoni harcos", "Dornodoni harcos", { card = "Szürke farkas", id = "g" }]
reserve = [{ card = "Ezüst farkas", id = "s" }]
""")
    ai = AIAgent("hkk", 1)
    d = run_until(game, ai, 0, "exchange")
    answer = ai.decide(game.view_for(0), d)
    wolves = {o.id for o in game.objects.values() if "farkas" in o.card.name}
    assert set(answer.get("unite", [])) == wolves, answer
    assert "unites" in ai.explanation
    game.answer(answer)
    d = game.pending
    assert d is not None and d.kind == "exchange"
    assert ai.decide(game.view_for(0), d) == {"done": True}  # the post is right now


def test_hkk_it_breaks_through_when_it_can_cover_the_guard_post() -> None:
    game = position("""format = 1
name = "ai"
ruleset = "hkk"
[state]
step = "main"
[state.p1]
guard_post = ["Tigroszlán", "Tigroszlán"]
[state.p2]
life = 20
guard_post = ["Fenyőőr manó"]
""")
    ai = AIAgent("hkk", 1)
    d = run_until(game, ai, 0, DECLARE_ATTACKERS)
    answer = ai.decide(game.view_for(0), d)
    targets = sorted(str(t) for _, t in answer["attackers"])
    imp = next(o.id for o in game.objects.values() if o.card.name == "Fenyőőr manó")
    assert targets == sorted([str(imp), "p2"]), answer  # one covers the post, one goes through
    assert "breaks through for 5" in ai.explanation and "kills Fenyőőr manó" in ai.explanation


def test_swap_seats_alternates_who_sits_where() -> None:
    report = sim.run("magic", cli._load_decks("magic", None), 4, 1,
                     agents=("ai", "random"), swap_seats=True)
    assert [r.seats for r in report.results] == [("ai", "random"), ("random", "ai")] * 2
    assert all(r.think[r.seats.index("ai")] for r in report.results)  # timed per seat


def test_demo_text_prints_the_ai_reasons(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["demo", "--text", "--seed", "4", "--delay", "0"]) == cli.EXIT_OK
    out = capsys.readouterr().out
    reasons = [line for line in out.splitlines() if line.startswith("    ")]
    assert any(": attacks" in line for line in reasons), reasons[:10]
    assert "Result:" in out


def test_computer_seats_are_named_by_their_agent_so_a_saved_game_resumes_with_them() -> None:
    from cardgame.agents.registry import computers_in, seat_names

    assert seat_names("Ann", "ai") == ("Ann", "Computer (ai)")
    assert seat_names("ai:easy", "ai") == ("Computer 1 (ai:easy)", "Computer 2 (ai)")
    assert computers_in(("Ann", "Computer (ai)")) == {"Computer (ai)": "ai"}
    assert computers_in(("Computer 1 (ai:easy)", "Computer 2 (ai)")) == {
        "Computer 1 (ai:easy)": "ai:easy", "Computer 2 (ai)": "ai"}
    assert computers_in(("Computer (chess)", "Bob")) == {}


def test_the_start_screen_offers_a_computer_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    from cardgame.decks import bundled_decks
    from cardgame.tui.app import CardGameApp
    from cardgame.tui.start import StartApp, StartChoice

    decks = [str(p) for p in bundled_decks("magic")[:2]]
    offered: list[list[str]] = []

    def choose(self: StartApp) -> StartChoice:
        offered.append(self.options.computer_seats)
        return StartChoice("new", ruleset="magic", decks=(decks[0], decks[1]),
                           names=("Ann", "Bob"), seats=("human", "ai:easy"))

    started: list[CardGameApp] = []
    monkeypatch.setattr(StartApp, "run", choose)
    monkeypatch.setattr(CardGameApp, "run", lambda self, *a, **k: started.append(self))
    assert cli.main([]) == cli.EXIT_OK
    assert offered == [["ai", "ai:easy"]]
    [app] = started
    assert app.computers == {"Computer (ai:easy)": "ai:easy"}
    assert sorted(p.name for p in app.game.players) == ["Ann", "Computer (ai:easy)"]
    [seat] = app.seat.agents
    assert app.game.players[seat].name == "Computer (ai:easy)"


def _blocks_against(attacker: str, blockers: list[str], life: int = 20
                    ) -> tuple[Game, Any, AIAgent]:
    """p1 attacks p2 with `attacker`; the AI is asked to block with `blockers`."""
    game = position(MAGIC_HEAD + f"""
[state]
step = "main1"
[state.p1]
battlefield = ["{attacker}"]
[state.p2]
life = {life}
battlefield = {blockers!r}
""".replace("'", '"'))
    run_until(game, make_agent("random", "magic", 1), 0, DECLARE_ATTACKERS)
    a = next(o.id for o in game.battlefield() if o.card.name == attacker)
    game.answer({"attackers": [[a, "p2"]], "bands": []})
    ai = AIAgent("magic", 1)
    d = run_until(game, ai, 1, DECLARE_BLOCKERS)
    return game, ai.decide(game.view_for(1), d), ai


def test_two_blockers_kill_what_one_cannot() -> None:
    # Hill Giant 3/3 eats one Grizzly Bears 2/2; two bears kill it and lose only one.
    game, answer, ai = _blocks_against("Hill Giant", ["Grizzly Bears", "Grizzly Bears"])
    giant = next(o.id for o in game.battlefield() if o.card.name == "Hill Giant")
    assert sorted(len(b[1]) for b in answer["blocks"]) == [1, 1]
    assert all(b[1] == [giant] for b in answer["blocks"]), answer
    assert "double-block Hill Giant" in ai.explanation


def test_menace_is_blocked_by_two_or_not_at_all() -> None:
    # Boggart Brute 3/2 menace (702.111b): one bear may not block it alone; two kill it.
    game, answer, ai = _blocks_against("Boggart Brute", ["Grizzly Bears", "Grizzly Bears"])
    assert len(answer["blocks"]) == 2, (answer, ai.explanation)
    # With a single possible blocker there is no legal block at all, even at 3 life.
    game, answer, ai = _blocks_against("Boggart Brute", ["Grizzly Bears"], life=3)
    assert answer["blocks"] == []


def test_a_lone_bear_does_not_gang_up_for_nothing() -> None:
    # Two bears against Craw Giant-sized trouble they can't kill: no double block.
    game, answer, ai = _blocks_against("Serra Angel", ["Grizzly Bears", "Grizzly Bears"])
    assert answer["blocks"] == []  # they can't even reach a flyer


def test_crack_back_counts_phased_out_creatures() -> None:
    """A phased-out flyer of the opponent returns at its untap (702.26): attacking with
    the only creature that can block it would leave the AI dead to it."""
    text = MAGIC_HEAD + """
[state]
step = "main1"
[state.p1]
life = 4
battlefield = ["Mesa Pegasus"]
[state.p2]
life = 20
battlefield = {theirs}
"""
    for theirs, attacks in (('[{card = "Serra Angel", phased_out = true}]', False),
                            ("[]", True)):
        game = position(text.replace("{theirs}", theirs))
        ai = AIAgent("magic", 1)
        d = run_until(game, ai, 0, DECLARE_ATTACKERS)
        view = game.view_for(0)
        answer = ai.decide(view, d)
        assert bool(answer["attackers"]) is attacks, (theirs, ai.explanation)


def test_protection_from_red_takes_no_damage_in_the_fight_arithmetic() -> None:
    """Silver Knight (protection from red, 702.16e) blocks Hill Giant and lives."""
    from cardgame.agents.ai import magic_combat as mc
    game = position(MAGIC_HEAD + """
[state]
step = "main1"
[state.p1]
battlefield = ["Hill Giant", "Grizzly Bears"]
[state.p2]
battlefield = ["Silver Knight"]
""")
    view = game.view_for(0)
    by = {o.card.name: o for o in game.battlefield()}
    assert mc.fight(view, by["Hill Giant"], by["Silver Knight"]) == (False, False)
    assert mc.fight(view, by["Grizzly Bears"], by["Silver Knight"]) == (True, False)


def test_menace_attacks_past_a_lone_blocker() -> None:
    """One Serra Angel can't block Boggart Brute alone (702.111b): the Brute attacks."""
    game = position(MAGIC_HEAD + """
[state]
step = "main1"
[state.p1]
battlefield = ["Boggart Brute"]
[state.p2]
battlefield = ["Serra Angel"]
""")
    ai = AIAgent("magic", 1)
    d = run_until(game, ai, 0, DECLARE_ATTACKERS)
    answer = ai.decide(game.view_for(0), d)
    assert [game.objects[a].card.name for a, _ in answer["attackers"]] == ["Boggart Brute"]


def test_no_soulgorger_without_a_creature_to_feed_it() -> None:
    """Phyrexian Soulgorger's cumulative upkeep (702.24a) sacrifices a creature: with
    nothing else on the board the AI casts the bears instead."""
    for board, expected in (('["Mountain", "Mountain", "Forest"]', "Grizzly Bears"),
                            ('["Mountain", "Mountain", "Forest", "Llanowar Elves"]',
                             "Phyrexian Soulgorger")):
        game = position(MAGIC_HEAD + f"""
[state]
step = "main1"
[state.p1]
battlefield = {board}
hand = ["Phyrexian Soulgorger", "Grizzly Bears"]
""")
        ai = AIAgent("magic", 1)
        d = game.pending
        assert d is not None
        answer = ai.decide(game.view_for(0), d)
        assert game.objects[answer["card"]].card.name == expected, (answer, ai.explanation)


def test_an_animated_land_does_not_trade_with_an_elf() -> None:
    """Kormus Bell makes the Swamp a 1/1: trading it for Llanowar Elves would cost a land
    (a mana source) for a 1/1, so it doesn't block; a real 1/1 would trade."""
    game, answer, ai = _blocks_against("Llanowar Elves", ["Swamp", "Kormus Bell"])
    assert answer["blocks"] == [], ai.explanation
    game, answer, ai = _blocks_against("Llanowar Elves", ["Llanowar Elves"])
    assert len(answer["blocks"]) == 1, ai.explanation


def test_bolt_goes_face_rather_than_at_a_one_one_land() -> None:
    """At the opponent's end step, racing its flyer, Lightning Bolt goes at the opponent,
    not at a Swamp that Kormus Bell made a 1/1."""
    game = position(MAGIC_HEAD + """
[state]
step = "main1"
turn = 2
[state.p1]
battlefield = ["Mountain"]
hand = ["Lightning Bolt"]
[state.p2]
battlefield = ["Swamp", "Kormus Bell", "Serra Angel"]
""")
    ai = AIAgent("magic", 1)
    for _ in range(60):
        d = game.pending
        assert d is not None
        if d.player == 0 and d.kind == PRIORITY and game.step == "end":
            break
        game.answer(d.default_answer() if d.kind != DECLARE_ATTACKERS
                    else {"attackers": [], "bands": []})
    answer = ai.decide(game.view_for(0), d)
    assert answer.get("targets") == ["p2"], (answer, ai.explanation)


def _first_play(battlefield: str, hand: str, theirs: str = "[]") -> tuple[Game, Any, AIAgent]:
    """The AI's first answer in its main phase with this board and hand."""
    game = position(MAGIC_HEAD + f"""
[state]
step = "main1"
[state.p1]
battlefield = {battlefield}
hand = {hand}
[state.p2]
battlefield = {theirs}
""")
    ai = AIAgent("magic", 1)
    d = game.pending
    assert d is not None and d.kind == PRIORITY
    return game, ai.decide(game.view_for(0), d), ai


def test_bonesplitter_goes_on_the_best_attacker() -> None:
    """Equip (702.6) onto the flyer the opponent's bears can't block, not the wall."""
    game, answer, ai = _first_play('["Island", "Bonesplitter", "Wall of Omens", "Wind Drake"]',
                                   "[]", '["Grizzly Bears"]')
    drake = next(o.id for o in game.battlefield() if o.card.name == "Wind Drake")
    assert answer.get("action") == "activate" and answer.get("targets") == [drake], \
        (answer, ai.explanation)


def test_clone_only_when_something_is_worth_copying() -> None:
    lands = '["Island", "Island", "Island", "Island"]'
    game, answer, ai = _first_play(lands, '["Clone"]', '["Llanowar Elves"]')
    assert answer == {"action": "pass"}, ai.explanation  # a 4-mana elf is a waste
    game, answer, ai = _first_play(lands, '["Clone"]', '["Master of the Hunt", "Wind Drake"]')
    assert answer.get("action") == "cast", ai.explanation
    # and the copy is of the best creature (the flyer), not the costliest card
    d = run_until(game, ai, 0, "choose_cards")
    pick = ai.decide(game.view_for(0), d)
    assert [game.objects[c].card.name for c in pick] == ["Wind Drake"], ai.explanation


def test_kormus_bell_comes_last() -> None:
    """Kormus Bell turns Swamps (its own too) into 1/1s that die in combat: the bears
    come first."""
    game, answer, ai = _first_play('["Forest", "Swamp", "Swamp", "Swamp"]',
                                   '["Kormus Bell", "Grizzly Bears"]')
    assert game.objects[answer["card"]].card.name == "Grizzly Bears", ai.explanation


def test_it_mulligans_lands_of_only_the_wrong_colours() -> None:
    """Three Mountains and four green spells cast nothing: a mulligan (103.5); the same
    hand with Forests is kept."""
    text = MAGIC_HEAD + """
[state]
step = "start"
[state.p1]
library = ["{land}", "{land}", "{land}", "Grizzly Bears", "Grizzly Bears",
           "Llanowar Elves", "Timber Wolves", "Forest", "Forest", "Forest"]
[state.p2]
library = ["Island", "Island", "Island", "Island", "Wind Drake", "Wind Drake",
           "Wind Drake", "Plains"]
"""
    for land, keep in (("Mountain", False), ("Forest", True)):
        game = position(text.replace("{land}", land))
        ai = AIAgent("magic", 1)
        d = game.pending
        assert d is not None and d.rule == "103.5" and d.player == 0
        assert ai.decide(game.view_for(0), d) is keep, (land, ai.explanation)


def test_chimeric_staff_is_animated_only_when_it_attacks_well() -> None:
    """With four lands the Staff becomes a 4/4 before combat and attacks past the bears;
    against Craw Giant (which would eat it) the mana stays in the lands."""
    text = MAGIC_HEAD + """
[state]
step = "main1"
turn = 3
[state.p1]
battlefield = ["Island", "Island", "Plains", "Plains", "Chimeric Staff"]
[state.p2]
battlefield = ["{theirs}"]
"""
    for theirs, attacks in (("Grizzly Bears", True), ("Craw Giant", False)):
        game = position(text.replace("{theirs}", theirs))
        ai = AIAgent("magic", 1)
        d = run_until(game, ai, 0, DECLARE_ATTACKERS)
        answer = ai.decide(game.view_for(0), d)
        names = [game.objects[a].card.name for a, _ in answer["attackers"]]
        assert names == (["Chimeric Staff"] if attacks else []), (theirs, ai.explanation)
        staff = next(o for o in game.battlefield() if o.card.name == "Chimeric Staff")
        assert any(t == "Creature" for t in game.view_for(0).chars(staff).types) is attacks


def test_it_chumps_the_big_attacker_rather_than_trade_and_die() -> None:
    """At 4 life against Sentinel Spider (4/4) and Llanowar Elves: trading its elf for
    theirs leaves the spider's 4 damage lethal; the elf chumps the spider instead."""
    game = position(MAGIC_HEAD + """
[state]
step = "main1"
[state.p1]
battlefield = ["Sentinel Spider", "Llanowar Elves"]
[state.p2]
life = 4
battlefield = ["Llanowar Elves"]
""")
    run_until(game, make_agent("random", "magic", 1), 0, DECLARE_ATTACKERS)
    mine = [o.id for o in game.battlefield() if o.controller == 0]
    game.answer({"attackers": [[a, "p2"] for a in mine], "bands": []})
    ai = AIAgent("magic", 1)
    d = run_until(game, ai, 1, DECLARE_BLOCKERS)
    answer = ai.decide(game.view_for(1), d)
    spider = next(o.id for o in game.battlefield() if o.card.name == "Sentinel Spider")
    assert [b[1] for b in answer["blocks"]] == [[spider]], ai.explanation
    assert "to stay alive" in ai.explanation


def test_a_cheap_creature_chumps_to_keep_a_margin_of_life() -> None:
    """At 5 life, Hill Giant's 3 damage would leave 2: any attack next turn kills, so
    Llanowar Elves chumps it; at 20 life it doesn't."""
    for life, chump in ((5, True), (20, False)):
        game, answer, ai = _blocks_against("Hill Giant", ["Llanowar Elves"], life=life)
        assert bool(answer["blocks"]) is chump, (life, ai.explanation)


def test_a_regeneration_shield_makes_a_small_blocker_wall_a_big_attacker() -> None:
    """Grizzly Bears (2/2) against Hill Giant (3/3) at 20 life: no block, the bears would
    die; with a regeneration shield this turn (701.15a) they survive, so they block."""
    for shielded in (False, True):
        game = position(MAGIC_HEAD + """
[state]
step = "main1"
[state.p1]
battlefield = ["Hill Giant"]
[state.p2]
battlefield = ["Grizzly Bears"]
""")
        bears = next(o for o in game.battlefield() if o.card.name == "Grizzly Bears")
        if shielded:
            game.state["regeneration"] = {(bears.id, bears.zcc): 1}
        run_until(game, make_agent("random", "magic", 1), 0, DECLARE_ATTACKERS)
        giant = next(o.id for o in game.battlefield() if o.card.name == "Hill Giant")
        game.answer({"attackers": [[giant, "p2"]], "bands": []})
        ai = AIAgent("magic", 1)
        d = run_until(game, ai, 1, DECLARE_BLOCKERS)
        answer = ai.decide(game.view_for(1), d)
        assert bool(answer["blocks"]) is shielded, (shielded, ai.explanation)
        if shielded:
            assert answer["blocks"] == [[bears.id, [giant]]], answer


def test_a_mistyped_computer_level_is_refused_in_one_line(
        capsys: pytest.CaptureFixture[str]) -> None:
    """`--p1 ai:bogus` names no person: it is a level that does not exist, so `play` says so
    (exit 2) instead of opening a board for a player called "ai:bogus"."""
    from cardgame.cli import main

    assert main(["play", "--p1", "ai:bogus"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "ai:bogus" in err[0] and "ai:easy" in err[0], err


def _skeleton_position(p1_battlefield: str, p1_hand: str, swamps: int) -> Game:
    """p2 (the AI) has Drudge Skeletons ({B}: Regenerate) and `swamps` untapped Swamps."""
    lands = ", ".join(['"Swamp"'] * swamps)
    return position(MAGIC_HEAD + f"""
[state]
step = "main1"
[state.p1]
battlefield = {p1_battlefield}
hand = {p1_hand}
[state.p2]
battlefield = ["Drudge Skeletons"{", " + lands if lands else ""}]
""")


def test_it_regenerates_a_creature_a_bolt_would_kill() -> None:
    game = _skeleton_position('["Mountain"]', '["Lightning Bolt"]', swamps=1)
    skeleton = next(o.id for o in game.battlefield() if o.card.name == "Drudge Skeletons")
    bolt = game.players[0].zones["hand"][0]
    game.answer({"action": "cast", "card": bolt, "targets": [skeleton]})
    ai = AIAgent("magic", 1)
    d = run_until(game, ai, 1, PRIORITY)
    answer = ai.decide(game.view_for(1), d)
    assert answer["action"] == "activate" and answer["card"] == skeleton, ai.explanation
    assert "regenerates Drudge Skeletons" in ai.explanation
    game.answer(answer)
    for _ in range(20):  # everyone else passes: the shield, then the bolt, resolve
        d = game.pending
        if d is None or game.stack == [] or d.kind != PRIORITY:
            break
        game.answer(ai.decide(game.view_for(1), d) if d.player == 1 else {"action": "pass"})
    assert game.objects[skeleton].zone == "battlefield"  # 701.15a: tapped, not destroyed
    assert game.objects[skeleton].tapped


def test_no_mana_no_regeneration_in_the_fight_arithmetic() -> None:
    from cardgame.agents.ai import magic_combat as mc
    for swamps, blocker_dies in ((1, False), (0, True)):
        game = _skeleton_position('["Hill Giant"]', "[]", swamps)
        by = {o.card.name: o for o in game.battlefield()}
        view = game.view_for(1)
        assert mc.fight(view, by["Hill Giant"], by["Drudge Skeletons"]) == (False, blocker_dies)


def test_a_regenerating_blocker_is_used_and_survives() -> None:
    game = _skeleton_position('["Hill Giant"]', "[]", swamps=1)
    run_until(game, make_agent("random", "magic", 1), 0, DECLARE_ATTACKERS)
    giant = next(o.id for o in game.battlefield() if o.card.name == "Hill Giant")
    skeleton = next(o.id for o in game.battlefield() if o.card.name == "Drudge Skeletons")
    game.answer({"attackers": [[giant, "p2"]], "bands": []})
    ai = AIAgent("magic", 1)
    d = run_until(game, ai, 1, DECLARE_BLOCKERS)
    answer = ai.decide(game.view_for(1), d)
    assert answer["blocks"] == [[skeleton, [giant]]], ai.explanation  # it survives: blocks
    game.answer(answer)
    saved = False
    while game.pending is not None and game.turn == 1 and game.step != "end":
        d = game.pending
        if d.player == 1:
            a = ai.decide(game.view_for(1), d)
            saved = saved or (a.get("action") == "activate" if isinstance(a, dict) else False)
        else:
            a = d.default_answer()
        game.answer(a)
    assert saved, "it never activated the shield"
    assert game.objects[skeleton].zone == "battlefield"
    assert game.players[1].life == 20
