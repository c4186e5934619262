"""The meta-test: every scenario needs its script (issue 11).

Each scenario file under tests/scenarios and ../shared/acceptance is also run with its
`[[do]]` list removed, and with its `[stop]` moved to its start. A scenario whose
expectations still all hold in either run would pass with its rule broken: it fails here
unless it is tagged `static` with a `# static: <why>` comment (a scenario about a static
ability may need no script). The shared acceptance folder is read-only for this project:
its flagged files are listed in ACCEPTANCE_FLAGGED (reported, not failed); a file that
leaves that list, or joins it, fails the test so that the list stays true.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cardgame.scenario.loader import load_scenario, loads_scenario
from cardgame.scenario.model import Scenario
from cardgame.scenario.mutation import declared_static, stopped_at_start, weak_runs
from cardgame.scenario.runner import run_scenario

ROOT = Path(__file__).resolve().parent.parent
LOCAL = ROOT / "tests" / "scenarios"
ACCEPTANCE = ROOT.parent / "shared" / "acceptance"
LOCAL_FILES = sorted(LOCAL.rglob("*.toml"))
ACCEPTANCE_FILES = sorted(ACCEPTANCE.rglob("*.toml"))

# Shared acceptance files whose expectations hold without their script (reported to the
# lead; the folder is not ours to edit), with the run that shows it.
ACCEPTANCE_FLAGGED = {
    "hkk/guardian.toml": ["without its [[do]] list", "with its [stop] at the start"],
    "magic/seed-cumulative-upkeep-not-paid.toml": ["without its [[do]] list"],
}


def test_the_shared_acceptance_folder_is_here() -> None:
    assert ACCEPTANCE_FILES, f"no scenario files under {ACCEPTANCE}"


@pytest.mark.parametrize("path", LOCAL_FILES, ids=[str(p.relative_to(LOCAL))
                                                  for p in LOCAL_FILES])
def test_a_scenario_needs_its_script(path: Path) -> None:
    sc = load_scenario(path)
    weak = weak_runs(sc)
    if declared_static(sc, path.read_text(encoding="utf-8")):
        return
    assert not weak, (f"{path.relative_to(ROOT)}: every expectation still holds "
                      f"{' and '.join(weak)}; make it check what its script does, or tag it "
                      "'static' with a '# static: <why>' comment")


@pytest.mark.parametrize("path", ACCEPTANCE_FILES, ids=[str(p.relative_to(ACCEPTANCE))
                                                        for p in ACCEPTANCE_FILES])
def test_an_acceptance_scenario_needs_its_script(path: Path) -> None:
    sc = load_scenario(path)
    key = str(path.relative_to(ACCEPTANCE))
    assert weak_runs(sc) == ACCEPTANCE_FLAGGED.get(key, [])


def test_the_mutations_change_the_run() -> None:
    """Stopped at its start, a scenario that kills a creature in combat fails."""
    sc: Scenario = load_scenario(LOCAL / "magic" / "m9-combat-damage-is-simultaneous.toml")
    assert run_scenario(sc).status == "pass"
    assert run_scenario(stopped_at_start(sc)).status == "fail"
    assert weak_runs(sc) == []


def test_no_two_scenarios_are_the_same_game() -> None:
    """Two files with the same cards, position, script, stop and expectations test the
    same thing twice (m9-first-strike-blocker was k6-first-strike-blocker-kills-...)."""
    seen: dict[str, Path] = {}
    same: list[str] = []
    for path in LOCAL_FILES:
        sc = load_scenario(path)
        key = repr((sc.ruleset, sc.options, sc.cards, sc.state, sc.actions, sc.stop,
                    sc.expect, sc.checkpoints))
        if key in seen:
            same.append(f"{seen[key].relative_to(LOCAL)} = {path.relative_to(LOCAL)}")
        seen.setdefault(key, path)
    assert not same, f"scenario files that play and check the same game: {same}"


WEAK = """format = 1
name = "a refusal whose expectations hold without it"
ruleset = "magic"
TAGS
[state]
turn = 2
[state.p1]
battlefield = [{ card = "Grizzly Bears", id = "bears" }]
[state.p2]
hand = ["Lightning Bolt"]
[[do]]
player = "p2"
cast = "Lightning Bolt"
targets = ["bears"]
expect_error = ""
[[expect.card]]
ref = "bears"
zone = "battlefield"
"""


def test_a_weak_scenario_is_flagged_in_both_runs_and_static_needs_a_reason() -> None:
    sc = loads_scenario(WEAK.replace("TAGS", ""), "weak.toml")
    assert run_scenario(sc).status == "pass"  # the Bolt is refused: no mana
    assert weak_runs(sc) == ["without its [[do]] list", "with its [stop] at the start"]
    tagged = WEAK.replace("TAGS", 'tags = ["static"]')
    assert not declared_static(loads_scenario(tagged, "weak.toml"), tagged)
    reasoned = WEAK.replace("TAGS", '# static: nothing happens\ntags = ["static"]')
    assert declared_static(loads_scenario(reasoned, "weak.toml"), reasoned)
