"""The scenario loader: real files load into sensible data; broken ones give one clear error.

The broken files in tests/data/broken_scenarios/ each carry their expected error in the
first line (`# expect-error: <substring of the message, normally the key path>`).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardgame.errors import FormatError
from cardgame.scenario.loader import load_scenario, loads_scenario
from cardgame.scenario.model import (
    Action,
    CardExpect,
    PlayerState,
    Scenario,
    StackEntry,
    Stop,
    ZoneEntry,
)

ACCEPTANCE = Path(__file__).resolve().parents[2] / "shared" / "acceptance"
ACCEPTANCE_FILES = sorted(ACCEPTANCE.glob("*/*.toml"))
BROKEN = sorted((Path(__file__).parent / "data" / "broken_scenarios").glob("*.toml"))

HEADER = 'format = 1\nname = "t"\nruleset = "{ruleset}"\n'


def load(body: str, ruleset: str = "magic") -> Scenario:
    return loads_scenario(HEADER.format(ruleset=ruleset) + body, "t.toml")


def error(body: str, ruleset: str = "magic") -> FormatError:
    with pytest.raises(FormatError) as info:
        load(body, ruleset)
    return info.value


# ----- real files ---------------------------------------------------------------------


def test_acceptance_files_exist() -> None:
    rulesets = {p.parent.name for p in ACCEPTANCE_FILES}
    assert {"magic", "hkk"} <= rulesets


@pytest.mark.parametrize("path", ACCEPTANCE_FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_acceptance_file_loads(path: Path) -> None:
    s = load_scenario(path)
    assert s.ruleset == path.parent.name
    assert s.name
    assert set(s.state.players) == {"p1", "p2"}
    assert s.actions or s.stop is not None
    assert s.source is not None and s.source.path == str(path)
    assert all(a.path == ("do", a.index) for a in s.actions)
    assert all(path_ == ("card", i) for i, (path_, _) in enumerate(s.cards))


def acceptance(name: str) -> Scenario:
    return load_scenario(ACCEPTANCE / name)


def test_banding_band_blocked() -> None:
    s = acceptance("magic/seed-banding-band-blocked.toml")
    assert s.rules == ["702.22c", "702.22h", "702.22k"]
    assert [c["name"] for _, c in s.cards] == ["Mesa Pegasus", "Bog Wraith", "Wind Drake"]
    assert (s.state.turn, s.state.active, s.state.step) == (1, "p1", "main1")
    bf = s.state.players["p1"].zones["battlefield"]
    assert [e.card for e in bf] == ["Mesa Pegasus", "Bog Wraith"]
    assert bf[0] == ZoneEntry(card="Mesa Pegasus", path=("state", "p1", "battlefield", 0))
    attack, block_bad, block, assign = s.actions
    assert (attack.kind, attack.value, attack.bands) == (
        "attack", ["Mesa Pegasus", "Bog Wraith"], [["Mesa Pegasus", "Bog Wraith"]])
    assert block_bad.value == {"Wind Drake": ["Bog Wraith"]}
    assert block_bad.expect_error == "walk" and block.expect_error is None
    assert (assign.player, assign.kind, assign.value, assign.split) == (
        "p1", "assign_damage", "Wind Drake", {"Bog Wraith": 2})
    assert s.stop is None
    assert s.expect.players["p2"].checks == {"life": 20, "graveyard": ["Wind Drake"]}
    assert s.expect.cards[1] == CardExpect(
        "Bog Wraith", {"zone": "battlefield", "damage": 2}, ("expect", "card", 1))


def test_cumulative_upkeep_alternatives() -> None:
    s = acceptance("magic/seed-cumulative-upkeep-alternatives.toml")
    assert (s.state.turn, s.state.active, s.state.step) == (2, "p2", "end")
    bf = s.state.players["p1"].zones["battlefield"]
    assert bf[0].counters == {"age": 2}
    assert [e.id for e in bf] == [None, None, None, "is1", "is2"]
    (a,) = s.actions
    assert (a.turn, a.step, a.kind, a.value, a.pay) == (
        3, "upkeep", "choose", "yes", ["{W}", "{U}", "{U}"])
    assert a.targets is None and a.mana_from is None and a.ability is None
    assert s.stop == Stop(3, "main1")
    assert s.expect.players["p1"].checks == {"graveyard": 0}


def test_phasing_in_entries() -> None:
    s = acceptance("magic/seed-phasing-in.toml")
    drake, aura = s.state.players["p1"].zones["battlefield"]
    assert drake.phased_out and drake.id == "drake" and drake.counters == {"+1/+1": 1}
    assert aura.attached_to == "drake" and aura.phased_out
    assert s.state.players["p1"].library_given is False
    assert s.expect.cards[0].checks["phased_out"] is False


def test_trample_planeswalker_attack_dict() -> None:
    s = acceptance("magic/seed-trample-planeswalker.toml")
    assert s.actions[0].value == {"Trampling Rhino": "Stone Oracle"}
    assert s.actions[2].expect_error == ""
    assert s.actions[2].split == {"Field Mouse": 1, "p2": 4}
    oracle = s.state.players["p2"].zones["battlefield"][1]
    assert oracle.counters == {"loyalty": 3}


def test_block_several() -> None:
    s = acceptance("magic/seed-trample-extra-blocker.toml")
    assert s.actions[1].value == {"Twin-Shield Sentry": ["Goblin Recruit", "Trampling Rhino"]}


def test_hkk_passive_and_zones() -> None:
    s = acceptance("hkk/passive-cannot-guard.toml")
    assert s.state.step == "main"
    p1 = s.state.players["p1"]
    assert set(p1.zones) == {"deck", "hand", "reserve", "guard_post", "table", "discard",
                             "void"}
    tired, fresh = p1.zones["reserve"]
    assert tired.tapped and tired.id == "tired" and not fresh.tapped
    assert [(a.step, a.kind, a.value) for a in s.actions] == [
        ("exchange", "move", {"tired": "guard_post"}),
        ("exchange", "move", {"fresh": "guard_post"}),
    ]
    assert s.expect.cards[0].checks == {"zone": "guard_post", "passive": False}


def test_hkk_attack_and_expectations() -> None:
    s = acceptance("hkk/flying-enters-active.toml")
    assert s.state.players["p1"].values["vp"] == 3
    assert s.expect.players["p1"].checks == {
        "vp": 0, "hand": 0, "reserve": ["Próba angyal", "Próba ork"], "cards_played": 2}
    s = acceptance("hkk/invisibility-breakthrough.toml")
    assert s.actions[0].value == {"ork": "p2", "angel": "imp1"}
    assert "Seed 000" in s.description


def test_two_loads_compare_equal() -> None:
    path = ACCEPTANCE / "magic/seed-rampage.toml"
    a, b = load_scenario(path), load_scenario(path)
    assert a == b and a.source is not b.source


# ----- defaults and details -----------------------------------------------------------


def test_defaults() -> None:
    s = load("")
    assert (s.seed, s.rules, s.tags, s.description, s.options) == (0, [], [], "", {})
    assert (s.state.turn, s.state.active, s.state.step, s.state.stack) == (1, "p1", "main1", [])
    p1 = s.state.players["p1"]
    assert p1 == PlayerState(
        values={"life": 20, "mana": "", "poison": 0, "lands_played": 0},
        zones={z: [] for z in ("library", "hand", "battlefield", "graveyard", "exile")})
    assert not p1.library_given
    assert s.actions == [] and s.stop is None
    assert s.expect.winner is None and s.expect.players == {} and s.expect.cards == []
    h = load("", "hkk")
    assert h.state.step == "main" and "deck" in h.state.players["p2"].zones


def test_turn_parity_sets_default_active() -> None:
    assert load("[state]\nturn = 2\n").state.active == "p2"
    assert load("[state]\nturn = 4\nactive = \"p2\"\n").state.active == "p2"
    assert load("[state]\nturn = 5\n").state.active == "p1"


def test_empty_library_is_recorded() -> None:
    s = load("[state.p1]\nlibrary = []\n[state.p2]\nlibrary = [\"Forest\"]\n")
    assert s.state.players["p1"].library_given and s.state.players["p1"].zones["library"] == []
    assert s.state.players["p2"].zones["library"][0].card == "Forest"
    h = load("[state.p1]\ndeck = []\n", "hkk")
    assert h.state.players["p1"].library_given and not h.state.players["p2"].library_given


def test_full_entry_and_stack() -> None:
    s = load("""
seed = 7
tags = ["x"]
[options]
guard_post_capacity = 3
[state]
step = "declare_attackers"
[state.p1]
life = 5
mana = "{G}{G}"
poison = 2
lands_played = 1
[[state.p1.battlefield]]  # an array of tables is a list of entries too
card = "Goblin"
token = true
id = "tok"
sick = true
damage = 1
tapped = true
counters = { "+1/+1" = 2 }
owner = "p2"
[[state.stack]]
card = "Lightning Bolt"
controller = "p2"
targets = ["tok"]
[[state.stack]]
card = "Fireball"
controller = "p1"
x = 3
""")
    assert s.seed == 7 and s.options == {"guard_post_capacity": 3}
    p1 = s.state.players["p1"]
    assert p1.values == {"life": 5, "mana": "{G}{G}", "poison": 2, "lands_played": 1}
    e = p1.zones["battlefield"][0]
    assert e == ZoneEntry("Goblin", "tok", True, True, {"+1/+1": 2}, 1, None, False, True, "p2",
                          None, ("state", "p1", "battlefield", 0))
    assert s.state.stack == [
        StackEntry("Lightning Bolt", "p2", ["tok"], None, ("state", "stack", 0)),
        StackEntry("Fireball", "p1", [], 3, ("state", "stack", 1)),
    ]


def test_united_with_must_name_an_id() -> None:
    body = ('[state.p1]\nguard_post = [{ card = "A", id = "a", united_with = "b" },'
            ' { card = "B", id = "b", united_with = "a" }]\n')
    entries = load(body, "hkk").state.players["p1"].zones["guard_post"]
    assert [e.united_with for e in entries] == ["b", "a"]
    err = error('[state.p1]\nreserve = [{ card = "A", united_with = "nobody" }]\n', "hkk")
    assert err.where == "state.p1.reserve[0].united_with"


def test_action_normalization() -> None:
    s = load("""
[[do]]
player = "p1"
activate = "Prodigal Sorcerer"
targets = ["p2"]
[[do]]
player = "p1"
activate = "Prodigal Sorcerer"
ability = 2
mana_from = []
[[do]]
player = "p2"
choose = ["Red", 2]
[[do]]
player = "p2"
order = ["a", "b"]
[[do]]
player = "p1"
concede = true
[[do]]
player = "p1"
cast = "Fireball"
x = 2
mode = 1
""")
    a0, a1, a2, a3, a4, a5 = s.actions
    assert (a0.ability, a0.targets, a0.mana_from) == (1, ["p2"], None)
    assert (a1.ability, a1.mana_from) == (2, [])
    assert a2.value == ["Red", 2]
    assert a3.value == ["a", "b"]
    assert a4.value is True
    assert (a5.x, a5.mode, a5.index) == (2, 1, 5)
    assert isinstance(a5, Action)
    h = load('[[do]]\nplayer = "p1"\nunite = ["a", "b"]\n'
             '[[do]]\nplayer = "p1"\nseparate = "a"\n', "hkk")
    assert [(a.kind, a.value) for a in h.actions] == [("unite", ["a", "b"]), ("separate", "a")]


def test_stop_at_start_is_allowed() -> None:
    assert load('[stop]\nturn = 1\nstep = "main1"\n').stop == Stop(1, "main1")


@pytest.mark.parametrize("body, where", [
    ('seed = 1.5\n', "seed"),
    ('seed = true\n', "seed"),
    ('rules = "702.9b"\n', "rules"),
    ('[state]\nturn = 0\n', "state.turn"),
    ('[state.p1]\nhand = "Forest"\n', "state.p1.hand"),
    ('[state.p1]\nhand = [1]\n', "state.p1.hand[0]"),
    ('[state.p1]\nbattlefield = [{ id = "x" }]\n', "state.p1.battlefield[0]"),
    ('[state.p1]\nbattlefield = [{ card = "X", counters = { age = -1 } }]\n',
     "state.p1.battlefield[0].counters.age"),
    ('[state.p1]\nbattlefield = [{ card = "X", id = "p2" }]\n', "state.p1.battlefield[0].id"),
    ('[[state.stack]]\ncard = "Lightning Bolt"\n', "state.stack[0]"),
    ('[[do]]\nplayer = "p1"\nattack = "X"\n', "do[0].attack"),
    ('[[do]]\nplayer = "p1"\nblock = { X = [] }\n', "do[0].block.X"),
    ('[[do]]\nplayer = "p1"\nchoose = 0\n', "do[0].choose"),
    ('[[do]]\nplayer = "p1"\nplay = "X"\nsplit = { a = 1 }\n', "do[0].split"),
    ('[[do]]\nplayer = "p1"\nassign_damage = "X"\nsplit = { a = -1 }\n', "do[0].split.a"),
    ('[[do]]\nplayer = "p1"\nattack = ["X"]\ntargets = ["p2"]\n', "do[0].targets"),
    ('[stop]\nturn = 2\n', "stop"),
    ('[[expect.card]]\nzone = "battlefield"\n', "expect.card[0]"),
    ('[[expect.card]]\nref = "X"\nzone = "graveyrd"\n', "expect.card[0].zone"),
    ('[[card]]\nname = "X"\nruleset = "hkk"\n', "card[0].ruleset"),
    ('card = 3\n', "card"),
])
def test_bad_values(body: str, where: str) -> None:
    assert error(body).where == where


@pytest.mark.parametrize("body, where", [
    ('[[do]]\nplayer = "p1"\nattack = ["X"]\n', "do[0].attack"),
    ('[[do]]\nplayer = "p1"\nblock = { X = "Y" }\n', "do[0].block"),
    ('[[do]]\nplayer = "p1"\nmove = { X = "battlefield" }\n', "do[0].move.X"),
    ('[[do]]\nplayer = "p1"\nplay = "X"\nmana_from = ["Forest"]\n', "do[0].mana_from"),
    ('[[expect.card]]\nref = "X"\npower = 1\n', "expect.card[0].power"),
    ('[[expect.card]]\nref = "X"\nzone = "battlefield"\n', "expect.card[0].zone"),
    ('[expect.p1]\npoison = 1\n', "expect.p1.poison"),
])
def test_bad_values_hkk(body: str, where: str) -> None:
    assert error(body, "hkk").where == where


def test_missing_required_header_keys() -> None:
    for key in ("format", "name", "ruleset"):
        text = "\n".join(line for line in HEADER.format(ruleset="magic").splitlines()
                         if not line.startswith(key))
        with pytest.raises(FormatError) as info:
            loads_scenario(text, "t.toml")
        assert info.value.where == key


def test_unreadable_inputs() -> None:
    with pytest.raises(FormatError):
        load_scenario("/nonexistent/dir/scenario.toml")
    with pytest.raises(FormatError):
        loads_scenario("a = " + "[" * 5000 + "]" * 5000, "deep.toml")


# ----- broken files: exactly one clear error each -------------------------------------


def test_enough_broken_files() -> None:
    assert len(BROKEN) >= 12


@pytest.mark.parametrize("path", BROKEN, ids=lambda p: p.stem)
def test_broken_file(path: Path) -> None:
    first = path.read_text(encoding="utf-8").splitlines()[0]
    m = re.fullmatch(r"# expect-error: (.+)", first)
    assert m, f"{path.name}: first line must be '# expect-error: <substring>'"
    with pytest.raises(FormatError) as info:
        load_scenario(path)
    err = info.value
    msg = str(err)
    assert str(path) in msg
    assert m.group(1) in msg
    assert err.line is not None and f":{err.line}:" in msg
    assert "Traceback" not in msg and "\n" not in msg


# ----- any mangled file is a Scenario or a FormatError, never a crash ------------------

_VALUES = ['1', '0', '-3', '2.5', 'true', 'false', '"x"', '""', '"p2"', '"main"', '[]', '{}',
           '["a"]', '[1, "a"]', '{ a = 1 }', '{ card = 1 }', '[{ card = "X", id = "p1" }]',
           '[["a"]]', '1979-05-27']
_TEXTS = [p.read_text(encoding="utf-8") for p in ACCEPTANCE_FILES]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_mangled_files_fail_cleanly(data: st.DataObject) -> None:
    lines = data.draw(st.sampled_from(_TEXTS)).splitlines()
    for _ in range(data.draw(st.integers(1, 3))):
        i = data.draw(st.integers(0, len(lines) - 1))
        op = data.draw(st.sampled_from(["value", "delete", "duplicate", "key"]))
        if op == "value" and "=" in lines[i]:
            key = lines[i].split("=", 1)[0]
            lines[i] = f"{key}= {data.draw(st.sampled_from(_VALUES))}"
        elif op == "delete":
            del lines[i]
        elif op == "duplicate":
            lines.insert(i, lines[i])
        elif op == "key":
            lines.insert(i, f"{data.draw(st.sampled_from(['x', 'id', 'ref', 'step']))} = "
                            f"{data.draw(st.sampled_from(_VALUES))}")
        if not lines:
            lines = [""]
    try:
        s = loads_scenario("\n".join(lines), "mangled.toml")
    except FormatError as e:
        assert str(e).startswith("mangled.toml")
    else:
        assert isinstance(s, Scenario)


# ----- step = "start" -------------------------------------------------------------------

SEVEN = '["Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"]'


def test_start_step_loads_with_full_libraries() -> None:
    s = load(f'[state]\nstep = "start"\n[state.p1]\nlibrary = {SEVEN}\n'
             f'[state.p2]\nlibrary = {SEVEN}\n')
    assert s.state.step == "start"


@pytest.mark.parametrize("body, where", [
    ('[state]\nstep = "start"\nturn = 3\n', "state.turn"),
    (f'[state]\nstep = "start"\n[state.p1]\nlibrary = {SEVEN}\nhand = ["Forest"]\n'
     f'[state.p2]\nlibrary = {SEVEN}\n', "state.p1.hand"),
    (f'[state]\nstep = "start"\n[state.p1]\nlibrary = {SEVEN}\n', "state.p2.library"),
    (f'[state]\nstep = "start"\n[state.p1]\nlibrary = ["Forest"]\n'
     f'[state.p2]\nlibrary = {SEVEN}\n', "state.p1.library"),
])
def test_start_step_needs_turn_1_empty_hands_and_seven_cards(body: str, where: str) -> None:
    assert where in str(error(body))


def test_every_error_of_the_starting_position_is_reported_at_once() -> None:
    """A bad step doesn't hide a bad player key, nor a bad key a bad zone entry or value:
    a tester fixing a file sees all of its [state] problems in one run."""
    body = '''
[state]
step = "main1"

[state.p1]
guard_post = [{ card = "Raiai őrszem", tapped = true, colour = "x" }]
graveyard = ["Raiai őrszem"]
life = "x"

[state.p2]
hand = [3]
'''
    err = error(body, "hkk")
    text = str(err)
    lines = text.splitlines()
    for where in ("state.step", "state.p1.graveyard", "state.p1.guard_post[0].tapped",
                  "state.p1.guard_post[0].colour", "state.p1.life", "state.p2.hand[0]"):
        assert sum(f": {where}:" in line for line in lines) == 1, (where, text)
    assert len(lines) == 6
