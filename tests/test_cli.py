"""Command-line errors are one clear line and exit code 2, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardgame.cli import main

ROOT = Path(__file__).parent.parent


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    try:
        code = main(list(argv))
    except SystemExit as e:  # argparse's own usage errors
        code = int(e.code or 0)
    out = capsys.readouterr()
    text = out.out + out.err
    assert "Traceback" not in text
    return code, text


def test_unknown_ruleset_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, text = run(capsys, "sim", "--ruleset", "chess", "--games", "1")
    assert code == 2 and "chess" in text


def test_sim_with_a_deck_of_the_other_ruleset(capsys: pytest.CaptureFixture[str]) -> None:
    code, text = run(capsys, "sim", "--games", "1", "--decks",
                     str(ROOT / "decks" / "hkk-angyalok.txt"),
                     str(ROOT / "decks" / "bench" / "bench-red.txt"))
    assert code == 2 and "expected a magic deck" in text


def test_check_a_folder_checks_every_file(capsys: pytest.CaptureFixture[str]) -> None:
    code, text = run(capsys, "check", str(ROOT / "decks" / "bench"))
    assert code == 0 and text.count("ok: ") == 2


def test_check_an_empty_folder_and_a_missing_file(capsys: pytest.CaptureFixture[str],
                                                  tmp_path: Path) -> None:
    code, text = run(capsys, "check", str(tmp_path))
    assert code == 2 and "no .toml" in text
    code, text = run(capsys, "check", str(tmp_path / "missing.toml"))
    assert code == 2 and "missing.toml" in text


def test_scenario_run_on_an_empty_folder(capsys: pytest.CaptureFixture[str],
                                         tmp_path: Path) -> None:
    code, text = run(capsys, "scenario", "run", str(tmp_path))
    assert code == 2 and "no scenario files" in text


def test_sim_reports_speed_and_no_violations(capsys: pytest.CaptureFixture[str]) -> None:
    code, text = run(capsys, "sim", "--games", "3", "--seed", "2")
    assert code == 0
    assert "0 invariant violations" in text and "games/s" in text and "decisions/s" in text


def test_demo_plays_hkk_too(capsys: pytest.CaptureFixture[str]) -> None:
    code, text = run(capsys, "demo", "--ruleset", "hkk", "--seed", "2", "--delay", "0")
    assert code == 0 and "Result:" in text
