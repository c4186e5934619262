"""`cardgame bench`: every workload yields a figure, the table and the JSON agree."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardgame import bench
from cardgame.cli import main


def test_quick_bench_measures_every_workload(tmp_path: Path, capsys: object) -> None:
    out = tmp_path / "b.json"
    code = main(["bench", "--quick", "--no-tui", "--json", str(out)])
    assert code == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    rows = {r["workload"]: r for r in data["rows"]}
    for name in ("vanilla40 games/s", "bundled magic decks games/s",
                 "bundled hkk decks games/s", "scenarios/s (tests/scenarios)",
                 "hand-offs per turn, bundled magic decks"):
        assert rows[name]["value"] and rows[name]["value"] > 0, name
    assert data["build"] in ("compiled", "pure Python")
    printed = capsys.readouterr().out  # type: ignore[attr-defined]
    assert "vanilla40 games/s" in printed and f"wrote {out}" in printed


def test_table_lines_up() -> None:
    rows = [bench.Row("a", 1.5, "x"), bench.Row("longer name", 1234.0, "games/s", "note"),
            bench.Row("missing", None, "ms", "needs a source checkout")]
    lines = bench.table(rows).splitlines()
    assert len(lines) == 3 and "1,234 games/s" in lines[1] and "n/a ms" in lines[2]
    assert len({line.index(line.split()[-1]) for line in lines[:1]}) == 1


def test_bad_soak_is_a_usage_error(capsys: object) -> None:
    with pytest.raises(SystemExit) as e:
        main(["bench", "--soak", "0"])
    assert e.value.code == 2
    assert "--soak" in capsys.readouterr().err  # type: ignore[attr-defined]
