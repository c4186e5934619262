"""Every scenario file under tests/scenarios/ is one test (DESIGN.md, "Tests")."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardgame.scenario.loader import load_scenario
from cardgame.scenario.runner import run_scenario

ROOT = Path(__file__).parent / "scenarios"
FILES = sorted(ROOT.rglob("*.toml"))


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(ROOT)) for p in FILES])
def test_scenario(path: Path) -> None:
    result = run_scenario(load_scenario(path))
    assert result.status == "pass", "\n".join(result.messages)
