"""Hardening of the command line: odd flags and odd files get one clear line and exit 2."""

from __future__ import annotations

import os
import time
import tomllib
from importlib.metadata import version
from pathlib import Path

import pytest

from cardgame.build import build_kind
from cardgame.cli import main
from cardgame.errors import FormatError
from cardgame.tomlsource import TomlSource
from cardgame.userfiles import read_user_bytes

SCENARIOS = Path(__file__).parent / "scenarios"


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
    assert code == 0 and text.strip() == f"cardgame {version('cardgame')} ({build_kind()})"
    assert build_kind() in ("compiled", "pure Python")


# ---------------------------------------------------------------------------------------
# flags: each odd value is a usage error (exit 2) with one clear line


@pytest.mark.parametrize("argv, words", [
    (("sim", "--games", "-1"), "--games: found -1, expected a whole number >= 1"),
    (("sim", "--games", "0"), "--games: found 0"),
    (("sim", "--turn-limit", "0"), "--turn-limit: found 0"),
    (("sim", "--turn-limit", "-5"), "--turn-limit: found -5"),
    (("sim", "--games", "many"), "--games: found 'many', expected a whole number"),
    (("demo", "--delay", "-1"), "--delay: found -1, expected a number of seconds >= 0"),
    (("demo", "--delay", "nan"), "--delay: found nan"),
    (("check", ""), "found an empty path"),
    (("scenario", "run", ""), "found an empty path"),
    (("scenario",), "required: run"),
])
def test_odd_flags_are_usage_errors(capsys: pytest.CaptureFixture[str],
                                    argv: tuple[str, ...], words: str) -> None:
    code, text = run(capsys, *argv)
    assert code == 2 and words in text


def test_junit_into_a_missing_folder_or_onto_a_folder(capsys: pytest.CaptureFixture[str],
                                                      tmp_path: Path) -> None:
    scenario = str(SCENARIOS / "magic" / "m8-fog-and-lifelink.toml")
    code, text = run(capsys, "scenario", "run", scenario, "--junit", str(tmp_path / "no" / "r.xml"))
    assert code == 2 and "--junit: found no folder" in text and "PASS" not in text
    code, text = run(capsys, "scenario", "run", scenario, "--junit", str(tmp_path))
    assert code == 2 and "is a folder" in text


def test_sim_save_into_a_path_that_cannot_be_a_folder(capsys: pytest.CaptureFixture[str],
                                                      tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("x", encoding="utf-8")
    code, text = run(capsys, "sim", "--games", "1", "--save", str(blocker / "games"))
    assert code == 2 and "--save" in text and "cannot be made a folder" in text
    assert "games:" not in text  # refused before any game ran


# ---------------------------------------------------------------------------------------
# files that are not regular files, too big, empty or costly: refused at once


@pytest.mark.parametrize("command", [("check",), ("scenario", "run"), ("replay",)])
def test_devices_fifos_and_folders_are_refused_at_once(capsys: pytest.CaptureFixture[str],
                                                       tmp_path: Path,
                                                       command: tuple[str, ...]) -> None:
    fifo = tmp_path / "pipe.toml"
    os.mkfifo(fifo)
    folder = tmp_path / "folder.toml"
    folder.mkdir()
    for path, words in ((fifo, "a FIFO"), ("/dev/zero", "a character device")):
        code, text = run(capsys, *command, str(path))
        assert code == 2 and words in text, (path, text)
    code, text = run(capsys, "sim", "--decks", "/dev/zero", str(fifo))
    assert code == 2 and "character device, expected a deck file" in text
    assert read_user_bytes_refuses(folder) == "a folder"


def read_user_bytes_refuses(path: Path) -> str:
    with pytest.raises(FormatError) as e:
        read_user_bytes(path, "a TOML file")
    return e.value.found


def test_files_over_1_mb_are_refused_before_parsing(capsys: pytest.CaptureFixture[str],
                                                    tmp_path: Path) -> None:
    big = tmp_path / "big.toml"
    big.write_text("# " + "x" * 1_000_000 + "\n", encoding="utf-8")
    for argv in (("check", str(big)), ("scenario", "run", str(big))):
        code, text = run(capsys, *argv)
        assert code == 2 and "a file over 1,000,000 bytes" in text
    deck = tmp_path / "big.txt"
    deck.write_text("4 Forest\n" * 120_000, encoding="utf-8")
    code, text = run(capsys, "check", str(deck))
    assert code == 2 and "a file over 1,000,000 bytes" in text


def test_an_empty_toml_file_is_an_error(capsys: pytest.CaptureFixture[str],
                                        tmp_path: Path) -> None:
    empty = tmp_path / "empty.toml"
    empty.write_text("# only a comment\n", encoding="utf-8")
    code, text = run(capsys, "check", str(empty))
    assert code == 2 and "an empty file" in text and "ok:" not in text


@pytest.mark.parametrize("text, words", [
    ("a" + ".a" * 50_000 + " = 1\n", "a dotted key of 50001 parts"),
    ("[" + ".".join(["t"] * 50_000) + "]\n", "a dotted key of 50000 parts"),
    ("x = " + "1" * 5000 + "\n", "an integer of more than 4300 digits"),
    ("[[card]]\nname = " + "[" * 3000 + "]" * 3000 + "\n", "nested too deeply"),
])
def test_costly_or_unreadable_toml_is_one_quick_line(capsys: pytest.CaptureFixture[str],
                                                     tmp_path: Path, text: str,
                                                     words: str) -> None:
    f = tmp_path / "hostile.toml"
    f.write_text(text, encoding="utf-8")
    start = time.perf_counter()
    code, out = run(capsys, "check", str(f))
    assert code == 2 and words in out and str(f) in out
    assert time.perf_counter() - start < 2.0  # tomllib alone takes ~a minute on the first


def test_the_key_index_is_linear_on_a_long_header() -> None:
    text = "[" + ".".join(["t"] * 20_000) + "]\nx = 1\n"
    data = tomllib.loads(text)  # bypasses the pre-check (and is itself slow: not timed)
    start = time.perf_counter()
    src = TomlSource("f.toml", text, data)
    assert src.line_of(("t",) * 20_000 + ("x",)) == 2
    assert time.perf_counter() - start < 2.0  # the old index took ~4 s at this size


# ---------------------------------------------------------------------------------------
# check validates what run needs: a file check accepts never fails to load in run


def _scenario(tmp_path: Path, extra: str, state: str = "") -> Path:
    f = tmp_path / "s.toml"
    f.write_text('format = 1\nname = "s"\nruleset = "magic"\n' + extra
                 + '\n[state]\nstep = "main1"\n' + state, encoding="utf-8")
    return f


@pytest.mark.parametrize("extra, state, words", [
    ('[[card]]\nname = "Maker"\ntypes = ["Sorcery"]\ncost = "{1}"\n'
     'effects = [{ effect = "create_token", token = "Nonexistent Token" }]\n',
     '[state.p1]\nhand = ["Maker"]\n', "token 'Nonexistent Token'"),
    ("", '[state.p1]\nmana = "Giant Growth"\n', "state.p1.mana"),
    ('[expect.p1]\nmana = "{X}"\n', "", "expect.p1.mana"),
    ("", '[state.p1]\nhand = ["No Such Card"]\n', "unknown card 'No Such Card'"),
])
def test_check_refuses_what_run_cannot_load(capsys: pytest.CaptureFixture[str],
                                            tmp_path: Path, extra: str, state: str,
                                            words: str) -> None:
    f = _scenario(tmp_path, extra, state)
    code, text = run(capsys, "check", str(f))
    assert code == 2 and words in text and str(f) in text, text
    code, text = run(capsys, "scenario", "run", str(f))
    assert code == 2 and words in text, text


# ---------------------------------------------------------------------------------------
# a batch goes on past an unreadable file and an engine failure


def test_a_batch_reports_each_bad_file_and_still_writes_its_report(
        capsys: pytest.CaptureFixture[str], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    good = SCENARIOS / "magic" / "m8-fog-and-lifelink.toml"
    folder = tmp_path / "batch"
    folder.mkdir()
    (folder / "a-good.toml").write_text(good.read_text(encoding="utf-8"), encoding="utf-8")
    (folder / "b-empty.toml").write_text("", encoding="utf-8")
    os.mkfifo(folder / "c-pipe.toml")
    (folder / "d-good.toml").write_text(good.read_text(encoding="utf-8"), encoding="utf-8")
    report = tmp_path / "junit.xml"
    code, text = run(capsys, "scenario", "run", str(folder), "--junit", str(report))
    assert code == 2
    assert text.count("PASS") == 2 and text.count("ERROR") == 2
    assert "b-empty.toml: found an empty file" in text and "c-pipe.toml: found a FIFO" in text
    assert text.strip().endswith("2 passed, 2 failed")
    assert 'tests="4"' in report.read_text(encoding="utf-8")


def test_an_engine_failure_is_that_scenarios_error_line(capsys: pytest.CaptureFixture[str],
                                                        tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    from cardgame.scenario import runner

    good = SCENARIOS / "magic" / "m8-fog-and-lifelink.toml"
    calls = []

    def broken_run(self: runner.Runner) -> None:
        calls.append(self.sc.path)
        if len(calls) == 1:
            raise ZeroDivisionError("a bug in the engine")
        real_run(self)

    real_run = runner.Runner.run
    monkeypatch.setattr(runner.Runner, "run", broken_run)
    code, text = run(capsys, "scenario", "run", str(good), str(good))
    assert code == 2 and len(calls) == 2
    assert "engine failure while running: ZeroDivisionError: a bug in the engine" in text
    assert text.count("PASS") == 1 and text.strip().endswith("1 passed, 1 failed")


# ---------------------------------------------------------------------------------------
# sim --save keeps only the games that broke an invariant


def test_sim_keeps_only_the_broken_games(monkeypatch: pytest.MonkeyPatch) -> None:
    from cardgame import sim
    from cardgame.cli import _load_decks

    real = sim.play_one

    def odd_seeds_break(*args: object, **kwargs: object) -> sim.GameResult:
        r = real(*args, **kwargs)  # type: ignore[arg-type]
        if r.seed % 2:
            r.problem = "pretend invariant"
        return r

    monkeypatch.setattr(sim, "play_one", odd_seeds_break)
    report = sim.run("magic", _load_decks("magic", None), 4, seed=1, keep_games=True)
    assert [r.game is not None for r in report.results] == [bool(r.seed % 2)
                                                           for r in report.results]
    report = sim.run("magic", _load_decks("magic", None), 2, seed=1, keep_games=False)
    assert all(r.game is None for r in report.results)


def test_a_reader_that_leaves_the_pipe_is_no_traceback(capsys: pytest.CaptureFixture[str],
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    from cardgame import cli

    def closed_pipe(args: object) -> int:
        raise BrokenPipeError(32, "Broken pipe")

    monkeypatch.setattr(cli, "cmd_sim", closed_pipe)
    code, _ = run(capsys, "sim", "--games", "1")  # `cardgame sim | head -1`
    assert code == 0


def test_check_knows_a_scenario_that_starts_with_a_comment_and_has_no_script(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "quiet.toml"
    f.write_text('# a rules question\nformat = 1\nname = "bears"\nruleset = "magic"\n'
                 '[state.p1]\nbattlefield = ["Grizzly Bears"]\n'
                 '[expect.p1]\nbattlefield = ["Grizzly Bears"]\n', encoding="utf-8")
    assert main(["check", str(f)]) == 0
    assert "scenario 'bears'" in capsys.readouterr().out
