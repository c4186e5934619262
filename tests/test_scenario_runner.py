"""The scenario runner's rules of timing and answering (formats/scenario.md, sections 4-6).

Each test runs a small scenario written inline and checks what the runner made of the
script: which question a `[[do]]` took, what a failure says. These are behaviours a
scenario file cannot check about itself (a scenario that must fail).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cardgame.errors import FormatError
from cardgame.scenario.loader import loads_scenario
from cardgame.scenario.runner import ScenarioResult, run_scenario


def run_text(text: str) -> ScenarioResult:
    return run_scenario(loads_scenario(text, "inline.toml"))


def passed(res: ScenarioResult) -> None:
    assert res.status == "pass", "\n".join(res.messages)


DOUBLE_STRIKER = """
format = 1
name = "double striker blocked by a 2/2"
ruleset = "magic"

[[card]]
name = "Twin Blade Duelist"
types = ["Creature"]
cost = "{1}{R}{W}"
power = 2
toughness = 2
keywords = ["double strike"]

[state.p1]
battlefield = [{ card = "Twin Blade Duelist", id = "ds" }]

[state.p2]
battlefield = [{ card = "Grizzly Bears", id = "lions" }]

[[do]]
player = "p1"
attack = ["ds"]

[[do]]
player = "p2"
block = { lions = "ds" }

[[do]]
player = "p1"
STEP
assign_damage = "ds"
split = { lions = 2 }
"""


def test_a_forced_first_strike_division_does_not_take_a_regular_damage_do() -> None:
    """The bears die in the first-strike step; no regular division is ever asked, so a
    `[[do]]` written for the combat_damage step is never carried out."""
    res = run_text(DOUBLE_STRIKER.replace("STEP", 'step = "combat_damage"'))
    assert res.status == "fail"
    text = "\n".join(res.messages)
    assert "do[2] never carried out" in text
    assert "forced assign damage at turn 1, first strike damage step" in text
    assert "2 to Grizzly Bears" in text


def test_the_forced_division_takes_a_do_without_timing() -> None:
    passed(run_text(DOUBLE_STRIKER.replace("STEP", "")))


def test_a_forced_division_with_another_answer_leaves_the_do_waiting() -> None:
    res = run_text(DOUBLE_STRIKER.replace("STEP", "").replace("lions = 2", "lions = 1, p2 = 1"))
    assert res.status == "fail"
    assert "never carried out" in res.messages[0]
    assert "whose only answer was 2 to Grizzly Bears" in res.messages[0]


ONLY_TARGET = """
format = 1
name = "a dies trigger with one legal target"
ruleset = "magic"

[[card]]
name = "Spiteful Imp"
types = ["Creature"]
cost = "{B}"
power = 1
toughness = 1
[[card.abilities]]
kind = "triggered"
trigger = "dies"
targets = ["creature"]
effects = [{ effect = "damage", amount = 1, to = "target" }]

[state]
turn = 2

[state.p1]
battlefield = ["Spiteful Imp"]

[state.p2]
hand = ["Lightning Bolt"]
battlefield = ["Mountain", "Grizzly Bears"]

[[do]]
player = "p2"
cast = "Lightning Bolt"
targets = ["Spiteful Imp"]

[[do]]
player = "p1"
choose = CHOICE

[stop]
turn = 2
step = "end"

[[expect.card]]
ref = "Grizzly Bears"
damage = 1
"""


@pytest.mark.parametrize("choice", ['"Grizzly Bears"', '"grizzly bears"', "1"])
def test_a_forced_target_takes_a_choose_that_gives_it(choice: str) -> None:
    passed(run_text(ONLY_TARGET.replace("CHOICE", choice)))


@pytest.mark.parametrize("choice", ['"Nonsense"', '"p2"', "2"])
def test_a_forced_target_does_not_take_a_choose_of_another_value(choice: str) -> None:
    res = run_text(ONLY_TARGET.replace("CHOICE", choice))
    assert res.status == "fail"
    assert "do[1] never carried out: choose by p1" in res.messages[0]
    assert "whose only answer was Grizzly Bears" in res.messages[0]


def test_a_forced_question_before_the_do_timing_does_not_take_it() -> None:
    text = ONLY_TARGET.replace("CHOICE", '"Grizzly Bears"\nturn = 3')
    res = run_text(text)
    assert res.status == "fail"
    assert "do[1] never carried out" in res.messages[0]


def test_load_errors_stay_format_errors() -> None:
    with pytest.raises(FormatError):
        loads_scenario("format = 1\nname = 'x'\nruleset = 'magic'\n[[do]]\nplayer = 'p3'\n"
                       "pass = true\n")


BOLT = """
format = 1
name = "bolt to the face"
ruleset = "magic"

[state.p1]
hand = ["Lightning Bolt"]
battlefield = ["Mountain", { card = "Grizzly Bears", id = "bears", damage = 1 }]

[[do]]
player = "p1"
cast = "Lightning Bolt"
targets = ["p2"]

CHECKPOINT

[expect.p2]
life = 17
"""


def test_a_checkpoint_after_a_do_sees_the_spell_on_the_stack() -> None:
    passed(run_text(BOLT.replace("CHECKPOINT", """
[[checkpoint]]
after = 1
[checkpoint.p2]
life = 20
[[checkpoint.card]]
ref = "Lightning Bolt"
zone = "stack"
""")))


def test_a_failed_checkpoint_names_itself() -> None:
    res = run_text(BOLT.replace("CHECKPOINT", "[[checkpoint]]\nafter = 1\n"
                                "[checkpoint.p2]\nlife = 18\n"))
    assert res.status == "fail"
    assert res.messages == ["checkpoint[0].p2.life: expected 18, actual 20"]


def test_a_checkpoint_at_a_step_sees_the_game_there_and_the_run_goes_on() -> None:
    """Damage is still marked in the end step and gone by the next turn's upkeep."""
    text = BOLT.replace("CHECKPOINT", """
[stop]
turn = 2
step = "upkeep"

[[checkpoint]]
turn = 1
step = "end"
log_absent = ["514.2"]
[[checkpoint.card]]
ref = "bears"
damage = 1

[[checkpoint]]
turn = 1
step = "cleanup"
log_absent = ["514.2"]
""")
    passed(run_text(text))
    broken = text.replace("damage = 1\n\n[[checkpoint]]", "damage = 0\n\n[[checkpoint]]")
    assert run_text(broken).messages == ["checkpoint[0].card[0].damage: expected 0, actual 1"]


def test_a_checkpoint_after_the_stop_is_never_reached() -> None:
    res = run_text(BOLT.replace("CHECKPOINT", "[[checkpoint]]\nturn = 3\nstep = 'main1'\n"))
    assert res.status == "fail"
    assert res.messages[0].startswith("checkpoint[0] never reached: the run stopped first")


def test_log_absent_fails_on_a_line_that_occurs() -> None:
    res = run_text(BOLT.replace("CHECKPOINT", "[expect]\nlog_absent = ['Lightning Bolt']\n"))
    assert res.status == "fail"
    assert res.messages[0].startswith("expect.log_absent[0]: expected the log not to "
                                      "contain 'Lightning Bolt'; it does: T1 main1:")
    passed(run_text(BOLT.replace("CHECKPOINT", "[expect]\nlog_absent = ['704.5g']\n")))


def test_attached_to_empty_means_attached_to_nothing() -> None:
    text = BOLT.replace("CHECKPOINT", "[[expect.card]]\nref = 'bears'\nattached_to = ATT\n")
    passed(run_text(text.replace("ATT", '""')))
    res = run_text(text.replace("ATT", '"Mountain"'))
    assert res.messages == ["expect.card[0].attached_to: expected 'Mountain', actual ''"]


MISORDERED = """
format = 1
name = "a block written before the attack"
ruleset = "magic"

[state.p1]
battlefield = ["Hill Giant"]

[state.p2]
battlefield = ["Grizzly Bears"]

[[do]]
player = "p2"
block = { "Grizzly Bears" = "Hill Giant" }

[[do]]
player = "p1"
attack = ["Hill Giant"]
"""


def test_a_do_that_can_no_longer_fit_stops_the_run_and_says_what_was_asked() -> None:
    res = run_text(MISORDERED)
    assert res.status == "fail"
    assert res.game is not None and res.game.turn <= 4  # not played to a decked-out draw
    message = res.messages[0]
    assert message.startswith("do[0] never carried out: block by p2 (no fitting question by "
                               "turn 4, 2 turns after turn 1: the run stops there")
    assert message.endswith("p2 met no question of that kind; waiting for it: do[1] attack "
                            "by p1)")


DISCARD = """
format = 1
name = "discard one of two same-named cards by its id"
ruleset = "magic"

[state]
step = "end"

[state.p1]
hand = ["Forest", "Forest", "Forest", "Forest", "Forest", "Grizzly Bears",
        { card = "Hill Giant", id = "hg1" }, { card = "Hill Giant", id = "hg2" }]

[[do]]
player = "p1"
step = "cleanup"
choose = CHOICE

[stop]
turn = 2
step = "upkeep"

[[expect.card]]
ref = "hg2"
zone = "graveyard"

[[expect.card]]
ref = "hg1"
zone = "hand"
"""


def test_choose_takes_a_ref_where_the_options_are_objects() -> None:
    passed(run_text(DISCARD.replace("CHOICE", '"hg2"')))
    passed(run_text(DISCARD.replace("CHOICE", '["hg2"]')))
    res = run_text(DISCARD.replace("CHOICE", '"Hill Giant"'))  # a label: the first listed
    assert res.messages == ["expect.card[0].zone: expected 'graveyard', actual 'hand'",
                            "expect.card[1].zone: expected 'hand', actual 'graveyard'"]


def test_order_with_a_label_that_names_no_waiting_trigger_fails() -> None:
    text = open_scenario("magic/k21-rampage-ordered-before-flanking-counts-both-blockers.toml")
    res = run_text(text.replace('"Steppe Rampager: rampage 2",', '"Steppe Rampager: rampage 3",'))
    assert res.status == "fail"
    assert "'Steppe Rampager: rampage 3' is neither a trigger waiting to be ordered" in \
        res.messages[0]


def open_scenario(rel: str) -> str:
    return (Path(__file__).parent / "scenarios" / rel).read_text(encoding="utf-8")


def test_a_choice_among_objects_takes_a_card_name_when_the_labels_say_something_else() -> None:
    from cardgame.engine.decisions import CHOOSE, Decision, Option
    from cardgame.scenario.runner import Runner

    runner = Runner(loads_scenario(DISCARD.replace("CHOICE", "1"), "t.toml"))
    g = runner.game
    bears = next(o for o in g.objects.values() if o.card.name == "Grizzly Bears")
    giant = runner.refs.labels["hg1"]
    d = Decision(CHOOSE, 0, "which?", [Option("the first one", bears.id),
                                        Option("the second one", giant.id)], "test")
    assert runner._choice("grizzly bears", d, "do[0]") == bears.id
    assert runner._choice("hg1", d, "do[0]") == giant.id
    assert runner._choice("The second one", d, "do[0]") == giant.id


HKK_TWINS = """
format = 1
name = "the same names on both sides"
ruleset = "hkk"

[state.p1]
vp = 1
hand = ["Kisebb angyal"]
guard_post = ["Dornodoni harcos"]

[state.p2]
hand = ["Kisebb angyal"]
guard_post = ["Dornodoni harcos"]

[[do]]
player = "p1"
play = "Kisebb angyal"

[[do]]
player = "p1"
attack = { "Dornodoni harcos" = "Dornodoni harcos" }

[expect.p1]
hand = 0
reserve = ["Kisebb angyal"]

[expect.p2]
hand = ["Kisebb angyal"]
discard = ["Dornodoni harcos"]
"""


def test_hkk_refs_look_at_the_acting_players_own_cards_first() -> None:
    """A name in both hands plays the player's own copy; an attacker is the player's
    own creature and the creature it attacks the opponent's (as in magic)."""
    res = run_text(HKK_TWINS)
    passed(res)
    assert any("Dornodoni harcos attacks Dornodoni harcos" in line
               for line in res.game.log.lines())  # type: ignore[union-attr]


def test_hkk_a_name_in_neither_own_zone_is_still_found_elsewhere() -> None:
    """Own-first is a preference, not a restriction: p1 playing a card only p2 holds is
    tried (and refused by the engine), not a missing ref."""
    text = HKK_TWINS.replace('vp = 1\nhand = ["Kisebb angyal"]', "vp = 1")
    res = run_text(text.split("[[do]]\nplayer = \"p1\"\nattack")[0])
    assert res.status == "fail"
    assert "ambiguous" not in "\n".join(res.messages)
    assert "do[0]: play by p1 was refused" in "\n".join(res.messages)
