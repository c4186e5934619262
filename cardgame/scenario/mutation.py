"""Does a scenario's script matter? Run it without its script, and stopped at its start.

A scenario whose expectations still all hold with its `[[do]]` list removed, or with
its `[stop]` moved to its starting step, checks nothing its script does: it would pass
with the rule it names broken. `weak_runs` names the mutated runs in which that happens,
so a test (tests/test_scenario_meta.py) can flag such files. A scenario about a static
ability may legitimately need no script: it says so with the tag `static` and a comment
line `# static: <why>`.
"""

from __future__ import annotations

import re
from dataclasses import replace

from cardgame.scenario.expect import check_expect
from cardgame.scenario.model import Checkpoint, Scenario, Stop
from cardgame.scenario.runner import run_scenario

STATIC_TAG = "static"
STATIC_REASON = re.compile(r"^\s*#\s*static:\s*\S", re.MULTILINE)


def without_script(sc: Scenario) -> Scenario:
    """The scenario with its `[[do]]` list removed (its [stop], if any, kept). A
    checkpoint `after` a [[do]] has no moment left: it is checked where the run stops."""
    return replace(sc, actions=[], checkpoints=[cp for cp in sc.checkpoints
                                                if cp.after is None])


def stopped_at_start(sc: Scenario) -> Scenario:
    """The scenario with its `[stop]` at its starting step: nothing is played (so no
    [[do]] either), and every checkpoint is checked at that one moment."""
    return replace(sc, stop=Stop(sc.state.turn, sc.state.step), actions=[], checkpoints=[])


def _holds(mutated: Scenario, folded: list[Checkpoint]) -> bool:
    """Whether every expectation of `mutated`, and those of the `folded` checkpoints
    checked where it stopped, holds."""
    res = run_scenario(mutated)
    if res.status != "pass":
        return False
    assert res.game is not None and res.refs is not None
    return not any(check_expect(cp.expect, res.game, res.refs, "folded") for cp in folded)


def weak_runs(sc: Scenario) -> list[str]:
    """The mutated runs in which every expectation of `sc` still holds.

    "without its [[do]] list" only applies to a scenario that has one (without a script,
    that run is the scenario itself).
    """
    out: list[str] = []
    after = [cp for cp in sc.checkpoints if cp.after is not None]
    if sc.actions and _holds(without_script(sc), after):
        out.append("without its [[do]] list")
    if _holds(stopped_at_start(sc), list(sc.checkpoints)):
        out.append("with its [stop] at the start")
    return out


def declared_static(sc: Scenario, text: str) -> bool:
    """Tagged `static` and a `# static: why` comment in the file's text."""
    return STATIC_TAG in sc.tags and STATIC_REASON.search(text) is not None
