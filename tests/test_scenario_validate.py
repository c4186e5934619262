"""Load-time checks of a scenario against the pool: card names and refs, all errors at once
(formats/scenario.md, sections 6 and 7)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardgame.cli import main
from cardgame.errors import FormatError
from cardgame.scenario.loader import loads_scenario
from cardgame.scenario.validate import validate

HEADER = 'format = 1\nname = "t"\nruleset = "magic"\n'
POSITION = """
[state.p1]
hand = ["Lightning Bolt"]
battlefield = ["Mountain", { card = "Grizzly Bears", id = "bears" }]

[state.p2]
battlefield = ["Hill Giant"]
"""


def errors(body: str) -> list[str]:
    with pytest.raises(FormatError) as info:
        validate(loads_scenario(HEADER + body, "t.toml"))
    return str(info.value).splitlines()


def test_exists_false_on_a_misspelt_ref_is_a_load_error() -> None:
    lines = errors(POSITION + '[[expect.card]]\nref = "Hill Gaint"\nexists = false\n')
    assert lines == [
        "t.toml:12: expect.card[0].ref: found the ref 'Hill Gaint', which names nothing in "
        "this scenario, expected an id of the file, a card or token name the scenario "
        "places, defines or creates (did you mean 'Hill Giant'?)"]


def test_exists_false_on_a_known_name_loads() -> None:
    validate(loads_scenario(HEADER + POSITION + '[[expect.card]]\nref = "Hill Giant"\n'
                            "exists = false\n", "t.toml"))


def test_a_token_the_scenario_creates_is_known() -> None:
    body = ('[state.p1]\nbattlefield = ["Master of the Hunt"]\n'
            '[[expect.card]]\nref = "Wolves of the Hunt"\nexists = false\n')
    validate(loads_scenario(HEADER + body, "t.toml"))


def test_refs_in_targets_attack_block_and_split_are_checked() -> None:
    body = POSITION + """
[[do]]
player = "p1"
cast = "Lightning Bolt"
targets = ["Hill Gaint"]

[[do]]
player = "p1"
attack = ["bear"]

[[do]]
player = "p2"
block = { "Hill Giant" = "Grizly Bears" }

[[do]]
player = "p2"
assign_damage = "Hill Giant"
split = { baers = 3 }
"""
    lines = errors(body)
    assert [ln.split(": found")[0] for ln in lines] == [
        "t.toml:15: do[0].targets[0]", "t.toml:19: do[1].attack[0]",
        't.toml:23: do[2].block."Hill Giant"[0]', "t.toml:28: do[3].split.baers"]
    assert "did you mean 'bears'?" in lines[1] and "did you mean 'bears'?" in lines[3]


def test_every_unknown_card_of_a_file_is_reported() -> None:
    body = ('[state.p1]\nhand = ["Lightnin Bolt", "Grizly Bears"]\n'
            '[state.p2]\nbattlefield = ["Hil Giant"]\n')
    lines = errors(body)
    assert len(lines) == 3
    assert all("unknown card" in ln and "did you mean" in ln for ln in lines)


def test_every_shape_error_of_a_file_is_reported() -> None:
    body = ('[state]\nstep = "main"\n[[do]]\nplayer = "p3"\npass = true\n'
            '[[do]]\nplayer = "p1"\natack = ["x"]\n[expect]\nwinner = "p3"\n')
    with pytest.raises(FormatError) as info:
        loads_scenario(HEADER + body, "t.toml")
    where = [ln.split(": found")[0] for ln in str(info.value).splitlines()]
    assert where == ["t.toml:5: state.step", "t.toml:7: do[0].player", "t.toml:11: do[1].atack",
                     "t.toml:13: expect.winner"]


def test_check_and_run_report_the_same_errors(capsys: pytest.CaptureFixture[str],
                                              tmp_path: Path) -> None:
    f = tmp_path / "typo.toml"
    f.write_text(HEADER + POSITION + '[[expect.card]]\nref = "Hill Gaint"\nexists = false\n'
                 '[[expect.card]]\nref = "bear"\n', encoding="utf-8")
    assert main(["check", str(f)]) == 2
    checked = [ln.removeprefix("error: ") for ln in capsys.readouterr().err.splitlines()]
    assert main(["scenario", "run", str(f)]) == 2
    ran = [ln.strip() for ln in capsys.readouterr().out.splitlines()[1:-1]]
    assert len(checked) == 2 and checked == ran
