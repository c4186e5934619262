"""Mutated user files and odd command lines get a clean answer: success, or the project's
own error (one line per problem, naming the file), never a traceback, a hang, or a file
left half-changed.

The hypothesis part is derandomized (a fixed seed, no example database) and bounded
(`CARDGAME_FUZZ_EXAMPLES` per kind, default 300; about 25 s in all); the mutations are
`tests/fuzz_inputs.py`'s, which also runs stand-alone for long runs. Below it, one
regression test per crash the fuzzer found, each with its own small input.
"""

from __future__ import annotations

import json
import os
import zlib
from pathlib import Path

import fuzz_inputs as F
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardgame.cli import main
from cardgame.errors import FormatError
from cardgame.journal import (
    Journal,
    game_from_setup,
    list_games,
    new_setup,
    read_journal,
    rebuild,
)

EXAMPLES = int(os.environ.get("CARDGAME_FUZZ_EXAMPLES", "300"))

edits = st.lists(st.builds(F.Edit, st.sampled_from(F.OPS), st.integers(0, 1 << 20),
                           st.integers(0, 1 << 20)), min_size=1, max_size=3)


@pytest.mark.parametrize("kind", ["scenario", "deck", "cards", "journal"])
def test_mutated_files_get_a_clean_answer(kind: str, tmp_path: Path) -> None:
    files = F.seeds()[kind]
    assert files, kind

    @settings(derandomize=True, database=None, deadline=None, max_examples=EXAMPLES,
              suppress_health_check=list(HealthCheck))
    @given(st.integers(0, len(files) - 1), edits)
    def check(index: int, es: list[F.Edit]) -> None:
        problem = F.run_one(files[index], es, tmp_path)
        assert problem is None, f"{files[index].label} {es}: {problem}"

    check()


def test_the_mutations_reach_past_the_parsers(tmp_path: Path) -> None:
    """The fuzzer is worth its time only if some mutants load and run: tree edits keep
    the file valid TOML / the journal's checksums right."""
    from cardgame.scenario.loader import load_scenario

    loaded = 0
    for n in range(0, 400, 4):  # scenarios are every fourth case
        seed, es = F.random_case(n + 3)
        assert seed.kind == "scenario"
        path = tmp_path / f"{n}.toml"
        path.write_bytes(F.mutate(seed, es))
        try:
            load_scenario(path)
            loaded += 1
        except FormatError:
            pass
    assert loaded >= 5
    journal = F.seeds()["journal"][0]
    edited = F.mutate(journal, [F.Edit("value", 3, 5)])
    path = tmp_path / "j.journal"
    path.write_bytes(edited)
    assert read_journal(path).good_lines >= 2  # the edited record passed its checksum


# ---------------------------------------------------------------------------------------
# journals: regressions (each was a traceback from `resume`, `export` or `games`)


def _crc_line(rec: dict[str, object]) -> str:
    text = json.dumps(rec, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return f"{zlib.crc32(text.encode('utf-8')):08x} {text}"


@pytest.fixture(scope="module")
def journal_lines(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """A short magic game's journal, as lines (the setup first)."""
    from cardgame.decks import card_decks

    folder = tmp_path_factory.mktemp("journal")
    setup = new_setup("magic", card_decks("magic"), 5, ("Ann", "Bob"))
    journal = Journal.create(setup, folder)
    game = game_from_setup(setup)
    for _ in range(12):
        d = game.pending
        assert d is not None
        game.answer(d.default_answer())
    journal.record_new_answers(game)
    return journal.path.read_text(encoding="utf-8").splitlines()


def _write(tmp_path: Path, lines: list[str], name: str = "g.journal") -> Path:
    path = tmp_path / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _edited(lines: list[str], n: int, **changes: object) -> list[str]:
    """The lines with record `n` (0: the setup) changed and its checksum made right."""
    rec = json.loads(lines[n].partition(" ")[2])
    for k, v in changes.items():
        if v is None:
            rec.pop(k, None)
        else:
            rec[k] = v
    return [*lines[:n], _crc_line(rec), *lines[n + 1:]]


def _first_answer(lines: list[str]) -> int:
    return next(i for i, line in enumerate(lines) if '"type":"answer"' in line
                and '"auto":false' in line)


@pytest.mark.parametrize("changes, words", [
    ({"kind": None}, "an answer record without 'kind'"),
    ({"player": "x"}, "an answer record whose 'player' is 'x', expected 0 or 1"),
    ({"player": 7}, "whose 'player' is 7"),
    ({"turn": {"a": 1}}, "whose 'turn' is {'a': 1}, expected a whole number"),
    ({"auto": "yes"}, "whose 'auto' is 'yes'"),
])
def test_an_edited_answer_record_is_damage_at_its_line(tmp_path: Path,
                                                       journal_lines: list[str],
                                                       changes: dict[str, object],
                                                       words: str) -> None:
    n = _first_answer(journal_lines)
    path = _write(tmp_path, _edited(journal_lines, n, **changes))
    contents = read_journal(path)
    assert contents.damage is not None
    assert contents.damage.startswith(f"line {n + 1}: ") and words in contents.damage
    assert len(contents.records) == n - 1  # the good part: the records before it
    rebuild(contents, game_from_setup)  # the good part replays
    [listed] = list_games(tmp_path)
    assert listed.damaged


def test_a_second_setup_record_is_damage(tmp_path: Path, journal_lines: list[str]) -> None:
    lines = [*journal_lines[:3], journal_lines[0], *journal_lines[3:]]
    contents = read_journal(_write(tmp_path, lines))
    assert contents.damage == "line 4: a second setup record (only the first line is the setup)"
    rebuild(contents, game_from_setup)


def test_an_answer_the_game_refuses_names_the_journal_line(tmp_path: Path,
                                                           journal_lines: list[str]) -> None:
    n = _first_answer(journal_lines)
    path = _write(tmp_path, _edited(journal_lines, n, value=["no such answer", 99]))
    contents = read_journal(path)
    assert contents.damage is None
    with pytest.raises(FormatError) as e:
        rebuild(contents, game_from_setup)
    text = str(e.value)
    assert text.startswith(f"{path}: line {n + 1}: found an answer the game refuses")
    assert "\n" not in text


@pytest.mark.parametrize("changes, words", [
    ({"ruleset": "chess"}, "line 1: ruleset: found 'chess', expected one of: magic, hkk"),
    ({"options": {"turn_limit": "x"}},
     "line 1: options.turn_limit: found 'x', expected a whole number >= 0"),
    ({"options": {"colour": 1}}, "line 1: options.colour: found an unknown option"),
    ({"decks": [["No Such Card"], []]},
     "line 1: decks[0]: found 'No Such Card', expected a card of the magic card pool"),
])
def test_a_bad_setup_is_one_line_naming_the_journal(tmp_path: Path, journal_lines: list[str],
                                                    changes: dict[str, object],
                                                    words: str) -> None:
    path = _write(tmp_path, _edited(journal_lines, 0, **changes))
    with pytest.raises(FormatError) as e:
        rebuild(read_journal(path), game_from_setup)
    assert str(e.value).startswith(f"{path}: {words}")


def _cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as e:
        code = int(e.code or 0)
    out = capsys.readouterr()
    assert "Traceback" not in out.out + out.err
    return code, out.out, out.err


def test_resume_of_a_refused_journal_is_one_line_and_changes_nothing(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, journal_lines: list[str]) -> None:
    n = _first_answer(journal_lines)
    path = _write(tmp_path, _edited(journal_lines, n, value=["no such answer", 99]))
    before = path.read_bytes()
    for argv in (("resume", str(path)), ("resume", "--good-part", str(path)),
                 ("export", str(path), "--to", str(tmp_path / "out"))):
        code, out, err = _cli(capsys, *argv)
        assert code == 2 and out == "" and len(err.splitlines()) == 1, (argv, err)
        assert err.startswith(f"error: {path}: line {n + 1}: found an answer the game refuses")
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.journal"]  # no copy, no export


def test_a_journal_without_its_setup_says_so_once(capsys: pytest.CaptureFixture[str],
                                                 tmp_path: Path) -> None:
    path = tmp_path / "cut.journal"
    path.write_bytes(b"\xff\xfe")
    code, _, err = _cli(capsys, "resume", str(path))
    assert code == 2 and err == (f"error: {path}: line 1: found an incomplete last record "
                                 "(cut off while writing), expected a saved game journal "
                                 "whose first line is its setup\n")


def test_export_into_a_folder_that_cannot_be_made(capsys: pytest.CaptureFixture[str],
                                                  tmp_path: Path,
                                                  journal_lines: list[str]) -> None:
    path = _write(tmp_path, journal_lines)
    blocker = tmp_path / "a-file"
    blocker.write_text("x", encoding="utf-8")
    code, out, err = _cli(capsys, "export", str(path), "--to", str(blocker))
    assert code == 2 and out == ""
    assert err == (f"error: --to: found {str(blocker)!r}, which cannot be made a folder and "
                   "written (File exists), expected a folder that can be written\n")
    code, out, err = _cli(capsys, "export", str(path), "--to", str(blocker / "sub"))
    assert code == 2 and len(err.splitlines()) == 1 and "--to:" in err
    assert blocker.read_text(encoding="utf-8") == "x"


# ---------------------------------------------------------------------------------------
# the command line's own arguments: one line on stderr, exit 2


@pytest.mark.parametrize("argv, words", [
    (("sim", "--games", "-1"), "argument --games: found -1, expected a whole number >= 1"),
    (("sim", "--seed", "abc"), "argument --seed: found 'abc', expected a whole number"),
    (("demo", "--seed", "1.5"), "argument --seed: found '1.5', expected a whole number"),
    (("play", "--seed", ""), "argument --seed: found '', expected a whole number"),
    (("--seed", "x"), "cardgame play: argument --seed: found 'x'"),
    (("sim", "--jobs", "0"), "argument --jobs: found 0"),
    (("sim", "--decks", "a"), "argument --decks: expected 2 arguments"),
    (("sim", "--ruleset", "chess"), "argument --ruleset: invalid choice: 'chess'"),
    (("scenario",), "the following arguments are required: run|validate"),
    (("scenario", "check", "x.toml"), "invalid choice: 'check'"),
    (("nonsense",), "argument command: invalid choice: 'nonsense'"),
    (("check",), "the following arguments are required: files"),
    (("card",), "the following arguments are required: name"),
    (("sim", "--games", "1", "--bogus"), "unrecognized arguments: --bogus"),
])
def test_usage_errors_are_one_line(capsys: pytest.CaptureFixture[str],
                                   argv: tuple[str, ...], words: str) -> None:
    code, out, err = _cli(capsys, *argv)
    assert code == 2 and out == ""
    assert len(err.splitlines()) == 1 and err.startswith("error: cardgame") and words in err
    assert "--help`)" in err  # where to look for the usage


@pytest.mark.parametrize("make, argv, words", [
    (lambda d: d / "none.txt", ("sim", "--games", "1", "--decks", "{p}", "{p}"),
     "found no such file, expected a deck file"),
    (lambda d: d, ("sim", "--games", "1", "--decks", "{p}", "{p}"),
     "found a folder, expected a deck file"),
    (lambda d: d, ("resume", "{p}"), "found a folder, expected a saved game journal"),
    (lambda d: d / "none.journal", ("export", "{p}"), "found no such file"),
    (lambda d: d / "none.toml", ("replay", "{p}"), "found no such file"),
    (lambda d: d, ("play", "--deck1", "{p}"), "found a folder, expected a deck file"),
])
def test_bad_paths_are_one_line(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                make: object, argv: tuple[str, ...], words: str) -> None:
    p = str(make(tmp_path))  # type: ignore[operator]
    code, out, err = _cli(capsys, *(a.replace("{p}", p) for a in argv))
    assert code == 2 and out == "" and len(err.splitlines()) == 1
    assert err.startswith(f"error: {p}: ") and words in err


def test_games_lists_around_a_broken_link_and_says_what_it_skipped(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, journal_lines: list[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CARDGAME_DATA_DIR", str(tmp_path))
    games = tmp_path / "games"
    games.mkdir()
    good = _write(games, journal_lines, "good.journal")
    (games / "dangling.journal").symlink_to(tmp_path / "nowhere")
    (games / "junk.journal").write_bytes(b"junk")
    code, out, err = _cli(capsys, "games")
    lines = out.splitlines()
    assert code == 0 and err == "" and len(lines) == 3
    assert lines[0].endswith(f"  {good}") and "Ann vs Bob" in lines[0]
    assert sorted(line.split(": ")[1] for line in lines[1:]) == [
        f"{games / 'dangling.journal'}", f"{games / 'junk.journal'}"]
    assert all(line.startswith("not listed: ") for line in lines[1:])
    code, out, err = _cli(capsys, "export", "--to", str(tmp_path / "out"))
    assert code == 0 and "exported" in out  # the latest readable game
    assert (games / "junk.journal").read_bytes() == b"junk"  # kept as it was


def test_play_with_a_save_folder_that_cannot_be_made_is_refused_before_the_board(
        capsys: pytest.CaptureFixture[str], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    from cardgame.tui.app import CardGameApp

    def no_board(self: object) -> None:
        raise AssertionError("the board opened")

    monkeypatch.setattr(CardGameApp, "run", no_board)
    blocker = tmp_path / "a-file"
    blocker.write_text("x", encoding="utf-8")
    monkeypatch.setenv("CARDGAME_DATA_DIR", str(blocker))
    code, out, err = _cli(capsys, "play", "--seed", "1")
    assert code == 2 and out == "" and len(err.splitlines()) == 1
    assert err.startswith(f"error: {blocker / 'games'}: found a folder that cannot be made")


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes read-only files")
def test_resume_of_a_read_only_journal_is_refused_before_the_board(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, journal_lines: list[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    from cardgame.tui.app import CardGameApp

    monkeypatch.setattr(CardGameApp, "run", lambda self: None)
    monkeypatch.setenv("CARDGAME_DATA_DIR", str(tmp_path))
    path = _write(tmp_path, journal_lines)
    path.chmod(0o444)
    code, _, err = _cli(capsys, "resume", str(path))
    assert code == 2 and "a saved game that cannot be written (read-only)" in err


def test_sim_never_starts_more_processes_than_blocks_of_games() -> None:
    from cardgame import sim
    from cardgame.decks import card_decks

    report = sim.run("magic", card_decks("magic"), sim.BLOCK + 1, 3, turn_limit=2,
                     check_replay="none", jobs=100_000)
    assert report.jobs == 2 and len(report.results) == sim.BLOCK + 1
    assert sim.run("magic", card_decks("magic"), 2, 3, turn_limit=2, check_replay="none",
                   jobs=64).jobs == 1


# ---------------------------------------------------------------------------------------
# reports and saved files are never left half-written


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path: Path) -> None:
    from cardgame.userfiles import write_text_atomically

    target = tmp_path / "report.xml"
    target.write_text("old report\n", encoding="utf-8")
    with pytest.raises(UnicodeEncodeError):  # fails half-way through the write
        write_text_atomically(target, "x" * 100_000 + "\udcff")
    assert target.read_text(encoding="utf-8") == "old report\n"
    assert [p.name for p in tmp_path.iterdir()] == ["report.xml"]
    write_text_atomically(target, "new\n")
    assert target.read_text(encoding="utf-8") == "new\n"
    write_text_atomically(os.devnull, "a device is written, not replaced\n")
    assert Path(os.devnull).is_char_device()


def test_junit_report_for_a_file_name_that_is_not_utf8(capsys: pytest.CaptureFixture[str],
                                                       tmp_path: Path) -> None:
    from xml.dom import minidom

    src = Path(__file__).parent / "scenarios" / "magic" / "m8-fog-and-lifelink.toml"
    odd = Path(os.fsdecode(bytes(tmp_path) + b"/a\xffb.toml"))
    odd.write_bytes(src.read_bytes())
    report = tmp_path / "r.xml"
    code, out, err = _cli(capsys, "scenario", "run", str(odd), "--junit", str(report))
    assert code == 0 and err == "" and "1 passed" in out
    assert 'name="a?b"' in report.read_text(encoding="utf-8")  # the bad byte as ?
    minidom.parse(str(report))  # well-formed XML


def test_a_file_name_that_is_not_utf8_prints_under_a_strict_utf8_locale(
        tmp_path: Path) -> None:
    import subprocess
    import sys

    src = Path(__file__).parent.parent / "decks" / "red-green-stompers.txt"
    odd = Path(os.fsdecode(bytes(tmp_path) + b"/d\xfe.txt"))
    odd.write_bytes(src.read_bytes())
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}  # strict, as under en_US.UTF-8
    done = subprocess.run([sys.executable, "-m", "cardgame", "check", str(tmp_path)],
                          capture_output=True, env=env, timeout=120)
    assert done.returncode == 0 and done.stderr == b""
    assert done.stdout.decode("utf-8").startswith(f"ok: {tmp_path}/d\\udcfe.txt: magic deck")


@pytest.mark.parametrize("name", ["", "   "])
def test_card_with_an_empty_name_is_an_error_not_every_card(
        capsys: pytest.CaptureFixture[str], name: str) -> None:
    code, out, err = _cli(capsys, "card", name)
    assert code == 2 and out == ""
    assert err == f"error: card: found an empty name {name!r}, expected a card's name\n"


# ---------------------------------------------------------------------------------------
# numbers on cards: a huge amount was a hang, not an error


def test_a_huge_amount_on_a_scenario_card_is_refused_not_played_for_ever(
        tmp_path: Path) -> None:
    import time

    from cardgame.scenario.runner import prepare_file, run_file

    src = Path(__file__).parent / "scenarios" / "magic" / "cr-616.2-life-to-draws-to-returns.toml"
    text = src.read_text(encoding="utf-8")
    heal = text.index('effect = "gain_life"')
    at = text.index("amount = 2", heal)
    path = tmp_path / "huge.toml"
    path.write_text(text[:at] + "amount = 200000000000000000000" + text[at + 10:],
                    encoding="utf-8")
    start = time.perf_counter()
    with pytest.raises(FormatError) as e:
        prepare_file(path)  # what `check` and `scenario run` do before playing
    assert str(e.value).endswith(": found 200000000000000000000 (an integer), expected a "
                                 "whole number of at most 1000")
    assert "effects[0].amount" in str(e.value)
    assert run_file(path).status == "error"
    assert time.perf_counter() - start < 5


@pytest.mark.parametrize("line, words", [
    ("power = 1001",
     "card[0].power: found 1001 (an integer), expected a whole number of at most 1000"),
    ("power = -1001", "card[0].power: found -1001 (an integer), expected a whole number >= 0"),
    ("toughness = 99999999999999999999",
     "card[0].toughness: found 99999999999999999999 (an integer), expected a whole number "
     "of at most 1000"),
])
def test_card_stats_are_at_most_1000(tmp_path: Path, line: str, words: str) -> None:
    from cardgame.cards.loader import load_card_file

    stats = {"power = 2", "toughness = 2"}
    stats = {s for s in stats if s.split()[0] != line.split()[0]} | {line}
    path = tmp_path / "big.toml"
    path.write_text('ruleset = "magic"\n[[card]]\nname = "Big"\ntypes = ["Creature"]\n'
                    'cost = "{G}"\n' + "\n".join(sorted(stats)) + "\n", encoding="utf-8")
    with pytest.raises(FormatError) as e:
        load_card_file(path)
    assert words in str(e.value)
    path.write_text(path.read_text(encoding="utf-8").replace(line, line.split("=")[0] + "= 1000"),
                    encoding="utf-8")
    assert load_card_file(path)[0].name == "Big"


def test_check_reads_and_replays_a_saved_game(capsys: pytest.CaptureFixture[str],
                                              tmp_path: Path, journal_lines: list[str]) -> None:
    good = _write(tmp_path, journal_lines, "good.journal")
    n = _first_answer(journal_lines)
    refused = _write(tmp_path, _edited(journal_lines, n, value=["no such answer", 99]),
                     "refused.journal")
    code, out, err = _cli(capsys, "check", str(good))
    assert code == 0 and err == ""
    assert out.startswith(f"ok: {good}: saved magic game, ") and "answer(s), turn " in out
    code, out, err = _cli(capsys, "check", str(tmp_path))  # a folder: both journals
    assert code == 2 and out.startswith(f"ok: {good}: saved magic game")
    assert err.startswith(f"error: {refused}: line {n + 1}: found an answer the game refuses")


def test_scenario_validate_checks_without_running(capsys: pytest.CaptureFixture[str],
                                                  tmp_path: Path) -> None:
    good = Path(__file__).parent / "scenarios" / "magic" / "m8-fog-and-lifelink.toml"
    bad = tmp_path / "bad.toml"
    bad.write_text(good.read_text(encoding="utf-8").replace('"Fog"', '"No Such Fog"', 1),
                   encoding="utf-8")
    code, out, err = _cli(capsys, "scenario", "validate", str(good), str(bad))
    assert code == 2 and out.startswith(f"ok: {good}: scenario ") and "PASS" not in out
    assert err.startswith(f"error: {bad}:") and "found unknown card 'No Such Fog'" in err


# ---------------------------------------------------------------------------------------
# the argument surface, fuzzed: any mix of commands, flags and odd values


def _argv_strategy(tmp: Path, journal: Path) -> st.SearchStrategy[list[str]]:
    scenario = str(Path(__file__).parent / "scenarios" / "magic" / "m8-fog-and-lifelink.toml")
    deck = str(Path(__file__).parent.parent / "decks" / "red-green-stompers.txt")
    odd = st.sampled_from([
        "", " ", "-1", "0", "1", "2", "abc", "1.5", "nan", "inf", "99999999999999999999",
        "[bold]", "[/]", "\x00", "é", "-", "--", str(tmp), str(tmp / "none"), "/dev/null",
        scenario, deck, str(journal), "magic", "hkk", "chess", "ai", "random", "turn_limit=2",
        "turn_limit=x", "=", "vp_cap=3", "all", "none"])
    commands = st.sampled_from([
        ["sim", "--turn-limit", "2", "--games"], ["sim", "--games", "1", "--turn-limit"],
        ["sim", "--games", "1", "--turn-limit", "2", "--seed"],
        ["sim", "--games", "1", "--turn-limit", "2", "--decks", deck],
        ["sim", "--games", "1", "--turn-limit", "2", "--option"],
        ["sim", "--games", "1", "--turn-limit", "2", "--ruleset"],
        ["sim", "--games", "1", "--turn-limit", "2", "--p1"],
        ["sim", "--games", "1", "--turn-limit", "2", "--check-replay"],
        ["sim", "--games", "1", "--turn-limit", "2", "--jobs"],
        ["check"], ["scenario", "run"], ["scenario", "validate"], ["scenario"], ["card"],
        ["cards"], ["games"], ["export"], ["export", str(journal), "--to"], ["resume"],
        ["replay"], ["play", "--deck1"], ["play", "--seed"], ["play", "--p1"], ["play", "--option"],
        ["demo", "--text", "--delay", "0", "--seed"], ["bench", "--soak"], ["--seed"], [],
    ])
    return st.tuples(commands, st.lists(odd, max_size=3)).map(lambda t: [*t[0], *t[1]])


def test_any_command_line_gets_a_clean_answer(tmp_path: Path, journal_lines: list[str],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """No traceback, exit code 0, 1 or 2, and each usage or file error is one `error:` line.
    The boards never open (their `run` is stubbed): what is tested is everything before."""
    import contextlib
    import io

    from cardgame.tui.app import CardGameApp
    from cardgame.tui.replay import ReplayApp
    from cardgame.tui.start import StartApp

    for app in (CardGameApp, ReplayApp, StartApp):
        monkeypatch.setattr(app, "run", lambda self, *a, **k: None)
    monkeypatch.setenv("CARDGAME_DATA_DIR", str(tmp_path / "data"))
    journal = _write(tmp_path, journal_lines)
    monkeypatch.chdir(tmp_path)  # export, bench --json and friends write here

    @settings(derandomize=True, database=None, deadline=None, max_examples=EXAMPLES,
              suppress_health_check=list(HealthCheck))
    @given(_argv_strategy(tmp_path, journal))
    def check(argv: list[str]) -> None:
        if argv[:2] == ["bench", "--soak"] and argv[2:3] and argv[2].isdigit():
            return  # a real soak plays games on every core: not here
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = main(list(argv))
            except SystemExit as e:
                code = e.code if isinstance(e.code, int) else 2
        assert code in (0, 1, 2), (argv, code, err.getvalue())
        assert "Traceback" not in out.getvalue() + err.getvalue(), argv
        if code == 2 and argv[:2] != ["scenario", "run"]:  # run reports ERROR lines
            lines = err.getvalue().splitlines()
            assert lines, (argv, out.getvalue())
            # one line per problem (check: per file), each its own clean error line
            assert all(line.startswith("error: ") for line in lines), (argv, lines)

    check()


def test_a_huge_counter_count_in_a_scenario_is_refused_not_played_for_ever(
        tmp_path: Path) -> None:
    import time

    from cardgame.scenario.loader import load_scenario

    src = (Path(__file__).parent / "scenarios" / "magic"
           / "k22-cumulative-upkeep-mana-unpayable.toml")
    text = src.read_text(encoding="utf-8")
    assert "counters = { age = 2 }" in text
    path = tmp_path / "ages.toml"
    path.write_text(text.replace("age = 2 }", "age = 200000000000000000000 }"),
                    encoding="utf-8")
    start = time.perf_counter()
    with pytest.raises(FormatError) as e:
        load_scenario(path)
    line = text[:text.index("counters = { age")].count("\n") + 1
    assert str(e.value) == (f"{path}:{line}: state.p1.battlefield[0].counters.age: found "
                            "200000000000000000000, expected an integer from 0 to 1000")
    assert time.perf_counter() - start < 5
    path.write_text(text.replace("age = 2 }", "age = 1000 }"), encoding="utf-8")
    assert load_scenario(path).name


def test_a_huge_cards_played_in_an_hkk_scenario_is_refused(tmp_path: Path) -> None:
    from cardgame.scenario.loader import load_scenario

    src = Path(__file__).parent / "scenarios" / "hkk" / "k131.8-counts-as-playing-from-hand.toml"
    text = src.read_text(encoding="utf-8")
    path = tmp_path / "played.toml"
    path.write_text(text.replace("cards_played = 1\n", "cards_played = 10000000000\n", 1),
                    encoding="utf-8")
    with pytest.raises(FormatError) as e:
        load_scenario(path)
    assert str(e.value).endswith("state.p1.cards_played: found 10000000000, expected an "
                                 "integer from 0 to 1000")


def test_a_saved_game_with_a_deck_of_a_million_cards_is_refused(
        tmp_path: Path, journal_lines: list[str]) -> None:
    path = _write(tmp_path, _edited(journal_lines, 0, decks=[["Forest"] * 1_000_000, []]))
    with pytest.raises(FormatError) as e:
        read_journal(path)
    assert str(e.value) == (f"{path}: line 1: decks: found decks of 1000000 and 0 cards, "
                            "expected decks of at most 10,000 cards")


def test_check_of_a_torn_saved_game_names_the_line_and_the_way_on(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, journal_lines: list[str]) -> None:
    path = tmp_path / "torn.journal"
    text = "\n".join(journal_lines) + "\n"
    path.write_text(text[:-20], encoding="utf-8")  # the last record cut off while written
    code, out, err = _cli(capsys, "check", str(path))
    assert code == 2 and out == ""
    assert err == (f"error: {path}: line {len(journal_lines)}: found an incomplete last "
                   "record (cut off while writing), expected a saved game record (the "
                   f"{_answers(journal_lines) - 1} answer(s) before it replay: `cardgame "
                   "resume --good-part` continues from them)\n")


def _answers(lines: list[str]) -> int:
    return sum('"type":"answer"' in line for line in lines)


def test_a_card_list_holds_at_most_64_tables(tmp_path: Path) -> None:
    """2,000 copies of one pump made a fuzzed card take 6 s to resolve: a list of effects
    (abilities, modes: `TableCheck.table_list`, both rulesets) longer than any printed
    card's is refused in one line."""
    from cardgame.cards.loader import load_card_file

    pump = '{ effect = "pump", what = "target", power = 1, toughness = 1 }'
    path = tmp_path / "many.toml"
    for n, ok in ((64, True), (65, False)):
        path.write_text('ruleset = "magic"\n[[card]]\nname = "Many"\ntypes = ["Instant"]\n'
                        'cost = "{G}"\ntargets = ["creature"]\n'
                        f'effects = [{", ".join([pump] * n)}]\n', encoding="utf-8")
        if ok:
            assert load_card_file(path)[0].name == "Many"
        else:
            with pytest.raises(FormatError) as e:
                load_card_file(path)
            assert str(e.value).endswith("card[0].effects: found a list of 65 tables, "
                                         "expected at most 64"), str(e.value)
