"""`cardgame scenario run` as a tester meets it: output, exit codes, --junit, -k.

The hand-broken files in tests/data/runtime_broken/ are complete scenario files that fail
when they are run (not only when they are parsed). Each one starts with comment lines that
say what the run must report:

    # exit: 1                       the exit code (1: the scenario failed, 2: unreadable file)
    # expect: <text>                a piece of text the output must contain (one per line)

Whatever the mistake, the output is one status line for the file, its messages, and the
summary line; never a traceback.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from cardgame.cli import main
from cardgame.scenario.loader import load_scenario

HERE = Path(__file__).resolve().parent
BROKEN_DIR = HERE / "data" / "runtime_broken"
BROKEN = sorted(BROKEN_DIR.glob("*.toml"))
SCENARIOS = HERE / "scenarios" / "magic"
PASSING = SCENARIOS / "m9-combat-damage-is-simultaneous.toml"
SUMMARY = re.compile(r"^(\d+) passed, (\d+) failed$")


def header(path: Path) -> tuple[int, list[str]]:
    """The `# exit:` code and the `# expect:` texts of a broken file."""
    code: int | None = None
    expects: list[str] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.startswith("#"):
            break
        key, _, value = line[1:].strip().partition(":")
        if key == "exit":
            code = int(value)
        elif key == "expect":
            expects.append(value.strip())
    assert code is not None, f"{path.name}: no '# exit:' line"
    assert expects, f"{path.name}: no '# expect:' line"
    return code, expects


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    code = main(["scenario", "run", *args])
    out, err = capsys.readouterr()
    text = out + err
    assert "Traceback" not in text
    return code, text


def summary(text: str) -> tuple[int, int]:
    m = SUMMARY.match(text.strip().splitlines()[-1])
    assert m, f"no summary line at the end of:\n{text}"
    return int(m.group(1)), int(m.group(2))


# ----- the broken files ----------------------------------------------------------------


def test_there_are_enough_broken_files() -> None:
    codes = [header(p)[0] for p in BROKEN]
    assert len(BROKEN) >= 10
    assert codes.count(1) >= 5 and codes.count(2) >= 5


@pytest.mark.parametrize("path", BROKEN, ids=[p.stem for p in BROKEN])
def test_broken_file_gives_a_clear_message(path: Path, capsys: pytest.CaptureFixture[str]
                                           ) -> None:
    want_code, expects = header(path)
    code, text = run(capsys, str(path))
    assert code == want_code, text
    for piece in expects:
        assert piece in text, f"{piece!r} not in the output:\n{text}"
    lines = text.strip().splitlines()
    label = "FAIL " if want_code == 1 else "ERROR"
    assert lines[0].startswith(f"{label} {path}"), lines[0]
    assert summary(text) == (0, 1)
    messages = lines[1:-1]
    assert messages and all(m.startswith("      ") for m in messages)
    if want_code == 2:
        # an unreadable file: the message starts with the file and the line
        assert re.match(rf"\s+{re.escape(str(path))}:\d+: ", messages[0]), messages[0]


def test_ambiguous_ref_says_where_both_objects_are(capsys: pytest.CaptureFixture[str]
                                                   ) -> None:
    code, text = run(capsys, str(BROKEN_DIR / "ambiguous-ref-both-sides.toml"))
    assert code == 1
    message = text.split("ambiguous ref '", 1)[1]
    assert "p1" in message and "p2" in message


def test_a_folder_reports_every_file_and_the_worst_exit_code(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, text = run(capsys, str(BROKEN_DIR))
    assert code == 2  # at least one unreadable file
    status = [ln for ln in text.splitlines() if ln.startswith(("PASS", "FAIL", "ERROR"))]
    assert len(status) == len(BROKEN)
    assert summary(text) == (0, len(BROKEN))


def test_failures_without_unreadable_files_exit_1(capsys: pytest.CaptureFixture[str]) -> None:
    failing = [p for p in BROKEN if header(p)[0] == 1]
    code, text = run(capsys, str(PASSING), *map(str, failing))
    assert code == 1
    assert summary(text) == (1, len(failing))
    assert text.splitlines()[0].startswith(f"PASS  {PASSING}")


def test_all_passing_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    code, text = run(capsys, str(PASSING))
    assert code == 0
    assert summary(text) == (1, 0)


def test_missing_path_is_a_usage_error(capsys: pytest.CaptureFixture[str],
                                       tmp_path: Path) -> None:
    missing = tmp_path / "no-such-scenario.toml"
    code, text = run(capsys, str(missing))
    assert code == 2
    assert str(missing) in text


def test_file_that_is_not_utf8(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    bad = tmp_path / "latin1.toml"
    bad.write_bytes('format = 1\nname = "Caf\xe9"\nruleset = "magic"\n'.encode("latin-1"))
    code, text = run(capsys, str(bad))
    assert code == 2
    assert str(bad) in text


# ----- --junit ---------------------------------------------------------------------------


def test_junit_report_is_valid_xml(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    report = tmp_path / "report.xml"
    failing = BROKEN_DIR / "failed-expectations.toml"
    unreadable = BROKEN_DIR / "unknown-card.toml"
    code, _ = run(capsys, "--junit", str(report), str(PASSING), str(failing), str(unreadable))
    assert code == 2
    root = ET.parse(report).getroot()
    assert root.tag == "testsuite"
    assert (root.get("tests"), root.get("failures"), root.get("errors")) == ("3", "1", "1")
    float(root.get("time", "x"))
    cases = root.findall("testcase")
    assert len(cases) == 3
    by_file = {c.get("name"): c for c in cases}
    assert set(by_file) == {PASSING.stem, failing.stem, unreadable.stem}
    passing = by_file[PASSING.stem]
    assert passing.get("classname") == "magic"  # a file given by itself: its folder
    assert passing.find("failure") is None and passing.find("error") is None
    props = {(p.get("name"), p.get("value")) for p in passing.iter("property")}
    sc = load_scenario(PASSING)
    assert ("name", sc.name) in props
    assert {("rule", r) for r in sc.rules} <= props and sc.rules
    assert "combat damage" in (passing.findtext("system-out") or "")
    failure = by_file[failing.stem].find("failure")
    assert failure is not None
    assert "expect.p2.life: expected 10, actual 17" in (failure.text or "")
    assert failure.get("message")
    error = by_file[unreadable.stem].find("error")
    assert error is not None and "unknown card 'Grizly Bears'" in (error.text or "")


def test_junit_class_is_the_folder_relative_to_the_path_given(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    deep = tmp_path / "suite" / "magic" / "combat"
    deep.mkdir(parents=True)
    (deep / "bears.v2.toml").write_text(PASSING.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "suite" / "top.toml").write_text(PASSING.read_text(encoding="utf-8"),
                                                 encoding="utf-8")
    report = tmp_path / "r.xml"
    code, _ = run(capsys, "--junit", str(report), str(tmp_path / "suite"))
    assert code == 0
    cases = {(c.get("classname"), c.get("name"))
             for c in ET.parse(report).getroot().iter("testcase")}
    assert cases == {("magic.combat", "bears.v2"), ("suite", "top")}


def test_junit_escapes_markup_in_names_and_messages(capsys: pytest.CaptureFixture[str],
                                                    tmp_path: Path) -> None:
    name = 'Ampersands & <angle> "quotes"'
    sc = tmp_path / "markup.toml"
    sc.write_text(f"format = 1\nname = '{name}'\nruleset = \"magic\"\n\n"
                  "[expect.p1]\nlife = 7\n", encoding="utf-8")
    report = tmp_path / "report.xml"
    code, _ = run(capsys, "--junit", str(report), str(sc))
    assert code == 1
    case = ET.parse(report).getroot().find("testcase")
    assert case is not None and case.get("name") == "markup"
    assert ("name", name) in {(p.get("name"), p.get("value")) for p in case.iter("property")}
    failure = case.find("failure")
    assert failure is not None and "expected 7, actual 20" in (failure.text or "")


# ----- -k --------------------------------------------------------------------------------


def selected(text: str) -> set[str]:
    return {ln.split()[1] for ln in text.splitlines() if ln.startswith(("PASS", "FAIL"))}


def matching(word: str) -> set[str]:
    out = set()
    for p in sorted(SCENARIOS.glob("*.toml")):
        sc = load_scenario(p)
        if word in sc.name.lower() or word in p.name.lower() \
                or any(word in t.lower() for t in [*sc.tags, *sc.rules]):
            out.add(str(p))
    return out


@pytest.mark.parametrize("word", ["trample", "lifelink", "cleanup", "702.15b", "514.2"])
def test_k_selects_by_name_tag_or_file(word: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, text = run(capsys, str(SCENARIOS), "-k", word)
    want = matching(word)
    assert want, f"no scenario about {word}"
    assert selected(text) == want
    assert code == 0
    assert summary(text) == (len(want), 0)


def test_k_by_tag_only(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    sc = tmp_path / "plain.toml"
    sc.write_text('format = 1\nname = "Nothing special"\nruleset = "magic"\n'
                  'tags = ["zebra-tag"]\n', encoding="utf-8")
    other = tmp_path / "other.toml"
    other.write_text('format = 1\nname = "Another"\nruleset = "magic"\n', encoding="utf-8")
    code, text = run(capsys, str(tmp_path), "-k", "zebra")
    assert code == 0
    assert selected(text) == {str(sc)}


def test_k_matching_nothing_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    """A filter typo must not pass CI silently."""
    code, text = run(capsys, str(SCENARIOS), "-k", "no-scenario-is-called-this")
    assert code == 2
    assert "no scenario matches -k 'no-scenario-is-called-this'" in text


def test_k_by_rule_only(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    (tmp_path / "plain.toml").write_text('format = 1\nname = "Nothing special"\n'
                                         'ruleset = "magic"\nrules = ["999.9z"]\n',
                                         encoding="utf-8")
    code, text = run(capsys, str(tmp_path), "-k", "999.9Z")
    assert code == 0
    assert summary(text) == (1, 0)


# ----- --log -------------------------------------------------------------------------------


def test_log_prints_the_log_of_a_passing_scenario(capsys: pytest.CaptureFixture[str]) -> None:
    code, text = run(capsys, "--log", str(PASSING))
    assert code == 0
    assert "game log:" in text and "combat damage" in text
    code, text = run(capsys, str(PASSING))
    assert "game log:" not in text
