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

from cardgame.scenario.model import Scenario, Stop
from cardgame.scenario.runner import run_scenario

STATIC_TAG = "static"
STATIC_REASON = re.compile(r"^\s*#\s*static:\s*\S", re.MULTILINE)


def without_script(sc: Scenario) -> Scenario:
    """The scenario with its `[[do]]` list removed (its [stop], if any, kept)."""
    return replace(sc, actions=[])


def stopped_at_start(sc: Scenario) -> Scenario:
    """The scenario with its `[stop]` at its starting step: nothing is played."""
    return replace(sc, stop=Stop(sc.state.turn, sc.state.step))


def weak_runs(sc: Scenario) -> list[str]:
    """The mutated runs in which every expectation of `sc` still holds.

    "without its [[do]] list" only applies to a scenario that has one (without a script,
    that run is the scenario itself).
    """
    out: list[str] = []
    if sc.actions and run_scenario(without_script(sc)).status == "pass":
        out.append("without its [[do]] list")
    if run_scenario(stopped_at_start(sc)).status == "pass":
        out.append("with its [stop] at the start")
    return out


def declared_static(sc: Scenario, text: str) -> bool:
    """Tagged `static` and a `# static: why` comment in the file's text."""
    return STATIC_TAG in sc.tags and STATIC_REASON.search(text) is not None
