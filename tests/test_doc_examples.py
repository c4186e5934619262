"""The complete scenario files shown in the tester's guide and the format reference run
green, so a reader who copies one starts from a working file.

A complete file is a ```toml block starting with `format = 1`; fragments (a `[state]`
table, one `[[do]]`) are not runnable on their own and are left out.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardgame.scenario.loader import loads_scenario
from cardgame.scenario.runner import run_scenario

DOCS = Path(__file__).resolve().parents[1] / "docs"
BLOCK = re.compile(r"```toml\n(.*?)```", re.S)


def complete_examples() -> list[tuple[str, str]]:
    out = []
    for name in ("scenarios.md", "scenario-format.md"):
        text = (DOCS / name).read_text(encoding="utf-8")
        blocks = [b for b in BLOCK.findall(text) if b.startswith("format = 1")]
        out += [(f"{name}#{i + 1}", b) for i, b in enumerate(blocks)]
    return out


EXAMPLES = complete_examples()


def test_the_guide_shows_complete_examples_of_both_rulesets() -> None:
    rulesets = {m for _, b in EXAMPLES for m in re.findall(r'^ruleset = "(\w+)"', b, re.M)}
    assert rulesets >= {"magic", "hkk"}


@pytest.mark.parametrize(("where", "text"), EXAMPLES, ids=[w for w, _ in EXAMPLES])
def test_a_complete_example_passes(where: str, text: str) -> None:
    res = run_scenario(loads_scenario(text, where))
    assert res.status == "pass", "\n".join(res.messages)
