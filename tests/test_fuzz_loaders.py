"""The loaders against mutated files: a clean answer (exit 0/1/2, one line) every time.

The seeded cases are bounded for CI (`CARDGAME_FUZZ_CASES`, default 300, about 10 s);
the regression corpus holds the files that broke something once. See fuzz_loaders.py.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from fuzz_loaders import judge_file, run_many

CORPUS = Path(__file__).parent / "data" / "fuzz-regressions"
CASES = int(os.environ.get("CARDGAME_FUZZ_CASES", "300"))


@pytest.mark.parametrize("path", sorted(p for p in CORPUS.iterdir() if p.suffix != ".md"),
                         ids=lambda p: p.name)
def test_a_file_that_once_broke_a_loader_gets_a_clean_answer(path: Path) -> None:
    assert judge_file(path, path.name.split("-")[0]) is None


def test_mutated_files_get_clean_answers() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        outcomes = run_many(CASES, 0, Path(tmp))
    bad = [f"case {o.case.number} ({o.case.kind} from {o.case.source}): {o.problem}"
           for o in outcomes if o.problem]
    assert not bad, "\n".join(bad)
