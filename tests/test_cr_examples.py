"""docs/cr-examples.md: every "Example:" of the covered Comprehensive Rules, and its scenario.

Why a test: the inventory says which examples the card vocabulary can play. A row that
names a scenario is a claim, so the test checks that the file exists under
tests/scenarios/magic, loads as a scenario, and cites the row's rule (or a parent rule:
a row for 603.10a may be played by a scenario citing 603.10). Rows that can't be written
say why, in a fixed form. The share of rows that are scenarios is printed; the goal of
issue 16 (80% of the examples) is asserted.

    .venv/bin/pytest -q tests/test_cr_examples.py -s     # prints the share per section
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest

from cardgame.scenario.loader import load_scenario

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "cr-examples.md"
SCENARIOS = ROOT / "tests" / "scenarios" / "magic"

# Issue 16 item 5: at least this share of the examples can be written as scenarios
# (asserted since 2026-12-02, at 92/111; a row turned back to "not expressible" fails it).
GOAL = 0.8
ASSERT_GOAL = True
# Statuses of a row that is not a scenario: the vocabulary lacks a word, or the example is
# about a mechanic the project leaves out (face-down, flip and split cards).
REASONS = ("not expressible:", "out of scope:")
RULE = re.compile(r"^\d{3}\.\d+[a-z]?$")
SCENARIO_FILE = re.compile(r"^`?(cr-[A-Za-z0-9.\-]+\.toml|[a-z0-9][a-z0-9.\-]*\.toml)`?$")


@dataclass(frozen=True)
class Row:
    """One example: the rule it illustrates, a short description, and its status."""

    section: str
    line: int
    rule: str
    example: str
    status: str

    @property
    def scenarios(self) -> list[str]:
        """The scenario files the status names (one, or several joined by ", ")."""
        names = [SCENARIO_FILE.match(part.strip()) for part in self.status.split(",")]
        return [m.group(1) for m in names if m] if all(names) else []

    @property
    def scenario(self) -> str | None:
        return self.scenarios[0] if self.scenarios else None


def parse(text: str) -> tuple[list[str], list[Row]]:
    """The page's section titles and its table rows (header and rule lines left out)."""
    sections: list[str] = []
    rows: list[Row] = []
    for n, line in enumerate(text.splitlines(), start=1):
        if line.startswith("## "):
            sections.append(line[3:].strip())
            continue
        if not line.startswith("|"):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if cells[0] in ("rule", "") or set(cells[0]) <= {"-", ":"}:
            continue
        if not sections:
            raise ValueError(f"{DOC.name}:{n}: a table row before any section")
        if len(cells) != 3:
            raise ValueError(f"{DOC.name}:{n}: found {len(cells)} cells, expected 3 "
                             "(rule | example | status)")
        rule, example, status = (c.strip("`") if i == 0 else c for i, c in enumerate(cells))
        rows.append(Row(sections[-1], n, rule, example, status))
    return sections, rows


def parents(rule: str) -> list[str]:
    """'603.10a' -> ['603.10a', '603.10', '603']: the rule and the rules it belongs to."""
    out = [rule]
    if rule[-1].isalpha():
        out.append(rule[:-1])
    out.append(rule.split(".")[0])
    return out


def share(rows: list[Row]) -> float:
    return sum(1 for r in rows if r.scenario) / len(rows) if rows else 0.0


def _page() -> tuple[list[str], list[Row]]:
    return parse(DOC.read_text(encoding="utf-8"))


def test_every_row_is_well_formed() -> None:
    _, rows = _page()
    bad = []
    for r in rows:
        if not RULE.match(r.rule):
            bad.append(f"line {r.line}: rule {r.rule!r} is not a rule number like 601.2c")
        if not r.example:
            bad.append(f"line {r.line}: no description of the example")
        if r.scenario is None and not r.status.startswith(REASONS):
            bad.append(f"line {r.line}: status {r.status!r} is neither a scenario file name "
                       f"nor one of {', '.join(REASONS)} <why>")
    assert not bad, "\n".join(bad)


def test_named_scenarios_exist_load_and_cite_their_rule() -> None:
    _, rows = _page()
    bad = []
    for r in rows:
        for name in r.scenarios:
            path = SCENARIOS / name
            if not path.is_file():
                bad.append(f"line {r.line}: {name} is not a file of tests/scenarios/magic")
                continue
            load_scenario(path)  # a FormatError names the file, line and key
            cited = tomllib.loads(path.read_text(encoding="utf-8")).get("rules", [])
            if not set(parents(r.rule)) & set(cited):
                bad.append(f"line {r.line}: {name} cites {cited}, expected {r.rule} "
                           f"(or {' or '.join(parents(r.rule)[1:])})")
    assert not bad, "\n".join(bad)


def test_share_of_examples_written() -> None:
    """Prints the share per section (run with -s); asserts only that there are rows."""
    sections, rows = _page()
    assert rows, f"{DOC.name} lists no example"
    for s in sections:
        mine = [r for r in rows if r.section == s]
        print(f"{s}: {sum(1 for r in mine if r.scenario)}/{len(mine)} "
              f"({share(mine):.0%})")
    print(f"all: {sum(1 for r in rows if r.scenario)}/{len(rows)} ({share(rows):.0%}), "
          f"goal {GOAL:.0%}")


def test_goal_reached_once_every_section_is_filled() -> None:
    sections, rows = _page()
    empty = [s for s in sections if not any(r.section == s for r in rows)]
    if empty:
        pytest.skip(f"sections not filled yet: {', '.join(empty)}")
    if not ASSERT_GOAL:
        pytest.skip(f"goal not asserted yet (ASSERT_GOAL): {share(rows):.0%} of {GOAL:.0%}")
    assert share(rows) >= GOAL, f"{share(rows):.0%} of the examples are scenarios, " \
                                f"expected at least {GOAL:.0%}"


def test_parse_reads_rows_and_refuses_a_short_one() -> None:
    text = ("## A\n\n| rule | example | status |\n|---|---|---|\n"
            "| 601.2c | two targets | cr-601.2c-two-target-creatures.toml |\n"
            "| 603.4 | Felidar | not expressible: no life condition |\n"
            "| 603.7a | two | cr-603.7a-a.toml, cr-603.7a-b.toml |\n")
    sections, rows = parse(text)
    assert sections == ["A"]
    assert [r.scenario for r in rows] == ["cr-601.2c-two-target-creatures.toml", None,
                                          "cr-603.7a-a.toml"]
    assert rows[2].scenarios == ["cr-603.7a-a.toml", "cr-603.7a-b.toml"]
    assert share(rows) == 2 / 3
    assert parents("603.10a") == ["603.10a", "603.10", "603"]
    with pytest.raises(ValueError, match="expected 3"):
        parse("## A\n| 601.2c | only two |\n")
