"""Hardening of the command line: odd flags and odd files get one clear line and exit 2."""

from __future__ import annotations

from importlib.metadata import version

import pytest

from cardgame.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    try:
        code = main(list(argv))
    except SystemExit as e:  # argparse's own usage errors and --version
        code = int(e.code or 0)
    out = capsys.readouterr()
    text = out.out + out.err
    assert "Traceback" not in text
    return code, text


def test_version_prints_the_installed_version(capsys: pytest.CaptureFixture[str]) -> None:
    code, text = run(capsys, "--version")
    assert code == 0 and text.strip() == f"cardgame {version('cardgame')}"
