"""A structure-aware mutation fuzzer for every file a user hands the program.

`fuzz_loaders.py` edits the text of a file; this one also edits what the text *means*:
a TOML file is parsed, one value in its tree is swapped for another type (string, int,
list, table), a huge or negative number, an empty or markup string ("[bold]", "[/]"),
unicode, deep nesting or an unknown key, and the tree is written back as TOML; a saved
game journal is edited record by record with its checksums recomputed, so the edit gets
past the checksum to the code that trusts the record. Raw edits (bad UTF-8 bytes,
truncation, dropped, repeated and swapped lines) are mixed in.

`--sweep VALUE` sets every whole number (or string) of every scenario to VALUE in turn.

Seeds: tests/scenarios, ../shared/acceptance (when present), decks/, and journals
recorded here from short games of both rulesets. Each mutant goes in-process through the
loaders a command uses -- scenario load + run (`scenario run`), `check`, deck loading
(`load_deck`, `card_decks` as `play` calls it), journal read + rebuild (`resume`,
`export`, `games`) -- and must end in success or one of the project's errors
(`cardgame.errors`), whose message is one line naming the file. Anything else is a crash.

A mutation is a list of `Edit`s (plain data), so hypothesis can shrink it and a failure
prints as a short repr. Long runs: `python tests/fuzz_inputs.py CASES [FIRST_SEED]`.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import sys
import tomllib
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from time_limit import TimeLimitExceeded, within

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "acceptance"
TIME_LIMIT = 10.0  # seconds per mutant; longer is a hang

# ---------------------------------------------------------------------------------------
# what an edit may put in a file

NASTY_VALUES: tuple[Any, ...] = (
    "", " ", "[bold]", "[/]", "[bold red]Bob[/]", "[link=http://x]y[/link]", "\x1b[31m",
    "\u0000", "\u202e\u00e1rv\u00edzt\u0171r\u0151", "\U0001f600" * 3, "x" * 3000, "p1", "p3",
    "Grizzly Bears", "main1", "battlefield", "{G}{G}", "{X}", "none", "${HOME}", "..",
    "/etc/passwd", 0, 1, -1, -99999, 2**63, -(2**63), 2**64 + 7, 10**30, 1.5, -0.0,
    float("inf"), float("nan"), True, False, [], [1, "a"], ["p1"], [[[]]], {}, {"x": "y"},
    {"name": "[/]"}, [{"a": 1}], "1979-05-27",
)
NASTY_LINES = (
    "[[card]]", "[state]", "[[do]]", "[expect]", "[state.p1]", "[options]", "format = 2",
    'ruleset = "chess"', "x = 1", "= 1", "[", '"', "'''", "\ufeffformat = 1",
    "4 Grizzly Bears", "999999999999999999999 Forest", "-3 Forest", "0 Forest", "SB: 1 Shock",
    "Sideboard", "// ruleset: hkk", "# ruleset: magic", "1 [/]", "1 [bold]Forest",
    "\x00\x01\x02", "\t", "[" * 50, "a = " + "[" * 300 + "]" * 300,
)
BAD_BYTES = (b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x00", b"\xef\xbb\xbf", b"\xe2\x80")


@dataclass(frozen=True)
class Edit:
    """One change: `op` names it, `at` picks where (mod the size), `pick` what."""

    op: str
    at: int
    pick: int


TEXT_OPS = ("drop", "dup", "swap", "line", "truncate", "bytes", "char", "repeat")
TREE_OPS = ("value", "retype", "key", "delete", "nest", "wrap")
OPS = TEXT_OPS + TREE_OPS


# ---------------------------------------------------------------------------------------
# TOML: parse, edit a value of the tree, write back


def _toml_key(k: str) -> str:
    return k if k and all(c.isalnum() or c in "-_" for c in k) and k.isascii() else _toml_str(k)


def _toml_str(s: str) -> str:
    return json.dumps(s, ensure_ascii=False).replace("\x7f", "\\u007f")


def toml_value(v: Any) -> str:
    """A value as inline TOML (what a careless writer could produce)."""
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        if v != v:
            return "nan"
        if v in (float("inf"), float("-inf")):
            return "inf" if v > 0 else "-inf"
        return repr(v)
    if isinstance(v, str):
        return _toml_str(v)
    if isinstance(v, dict):
        return "{" + ", ".join(f"{_toml_key(k)} = {toml_value(x)}" for k, x in v.items()) + "}"
    if isinstance(v, list):
        return "[" + ", ".join(toml_value(x) for x in v) + "]"
    if isinstance(v, Deep):  # written without recursion: the writer must not hit the limit
        opens, closes = ("[", "]") if v.as_list else ("{a = ", "}")
        return opens * v.depth + toml_value(v.inner) + closes * v.depth
    return _toml_str(str(v))  # dates and times: as strings


@dataclass(frozen=True)
class Deep:
    """A value nested `depth` times in lists or tables."""

    inner: Any
    depth: int
    as_list: bool


def dump_toml(data: dict[str, Any]) -> str:
    """A table as TOML text: plain keys first, then tables and arrays of tables as
    sections (so that line numbers in messages stay meaningful)."""
    out: list[str] = []

    def table(prefix: str, d: dict[str, Any]) -> None:
        subs = []
        for k, v in d.items():
            name = f"{prefix}.{_toml_key(k)}" if prefix else _toml_key(k)
            if isinstance(v, dict) and v:
                subs.append(("table", name, v))
            elif isinstance(v, list) and v and all(isinstance(x, dict) for x in v):
                subs.append(("array", name, v))
            else:
                out.append(f"{_toml_key(k)} = {toml_value(v)}")
        for kind, name, v in subs:
            if kind == "table":
                out.append(f"\n[{name}]")
                table(name, v)
            else:
                for item in v:
                    out.append(f"\n[[{name}]]")
                    table(name, item)

    table("", data)
    return "\n".join(out) + "\n"


def _slots(node: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place in a tree that holds a value, as a path of keys and indices."""
    if isinstance(node, dict):
        for k, v in node.items():
            yield (*path, k)
            yield from _slots(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield (*path, i)
            yield from _slots(v, (*path, i))


def _get(node: Any, path: tuple[Any, ...]) -> Any:
    for k in path:
        node = node[k]
    return node


def _retyped(v: Any, pick: int) -> Any:
    """The same value as another type: "3" <-> 3 <-> [3] <-> {value = 3}."""
    options: list[Any] = [str(v) if not isinstance(v, (dict, list)) else json.dumps(v), [v],
                          {"value": v}]
    if isinstance(v, str):
        with contextlib.suppress(ValueError):
            options.append(int(v))
        options.append(len(v))
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        options += [-v, v * 10**20, str(v), bool(v)]
    if isinstance(v, list):
        options += [v[0] if v else "", len(v), v * 40]
    if isinstance(v, dict):
        options += [list(v.values()), list(v.keys())]
    return options[pick % len(options)]


def edit_tree(data: Any, e: Edit) -> None:
    """Apply a tree edit in place (a no-op when the tree has no place for it)."""
    slots = list(_slots(data))
    if not slots:
        return
    path = slots[e.at % len(slots)]
    parent = _get(data, path[:-1])
    key = path[-1]
    if e.op == "value":
        parent[key] = NASTY_VALUES[e.pick % len(NASTY_VALUES)]
    elif e.op == "retype":
        parent[key] = _retyped(parent[key], e.pick)
    elif e.op == "key":  # an unknown key beside this value, or this key misspelt
        target = parent if isinstance(parent, dict) else None
        if target is not None:
            if e.pick % 2:
                target[f"{key}x" if isinstance(key, str) else "x"] = target.pop(key)
            else:
                target[("colour", "extra", "[bold]", "", "format")[e.pick % 5]] = 1
    elif e.op == "delete":
        del parent[key]
    elif e.op == "nest":  # deep nesting
        parent[key] = Deep(parent[key], (10, 100, 600)[e.pick % 3], bool(e.pick % 2))
    else:  # "wrap": a value repeated in a long list
        parent[key] = [parent[key]] * (2, 300, 5000)[e.pick % 3]


# ---------------------------------------------------------------------------------------
# text and bytes


def edit_text(raw: bytes, e: Edit) -> bytes:
    lines = raw.split(b"\n")
    i = e.at % len(lines)
    if e.op == "drop" and len(lines) > 1:
        del lines[i]
    elif e.op == "dup":
        lines.insert(i, lines[e.pick % len(lines)])
    elif e.op == "swap":
        j = e.pick % len(lines)
        lines[i], lines[j] = lines[j], lines[i]
    elif e.op == "line":
        lines.insert(i, NASTY_LINES[e.pick % len(NASTY_LINES)].encode("utf-8"))
    elif e.op == "truncate":
        return raw[: e.at % (len(raw) + 1)]
    elif e.op == "bytes":
        j = e.at % (len(raw) + 1)
        return raw[:j] + BAD_BYTES[e.pick % len(BAD_BYTES)] + raw[j:]
    elif e.op == "char" and lines[i]:
        j = e.pick % len(lines[i])
        lines[i] = lines[i][:j] + b"[]{}=\"'.,#0-\\ \t"[e.pick % 15:][:1] + lines[i][j + 1:]
    elif e.op == "repeat":
        lines[i:i] = [lines[i]] * (2, 50, 3000)[e.pick % 3]
    return b"\n".join(lines)


def mutate_toml(raw: bytes, edits: list[Edit]) -> bytes:
    for e in edits:
        if e.op in TREE_OPS:
            try:
                data = tomllib.loads(raw.decode("utf-8"))
            except (UnicodeDecodeError, tomllib.TOMLDecodeError, RecursionError):
                continue  # already broken text: tree edits have nothing to hold
            edit_tree(data, e)
            raw = dump_toml(data).encode("utf-8", "surrogatepass")
        else:
            raw = edit_text(raw, e)
    return raw


def _real(v: Any) -> Any:
    """`Deep` values made into real nested data (for JSON)."""
    if isinstance(v, Deep):
        inner = _real(v.inner)
        for _ in range(v.depth):
            inner = [inner] if v.as_list else {"a": inner}
        return inner
    if isinstance(v, dict):
        return {k: _real(x) for k, x in v.items()}
    if isinstance(v, list):
        return [_real(x) for x in v]
    return v


def _journal_line(rec: Any) -> bytes:
    text = json.dumps(_real(rec), ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return f"{zlib.crc32(text.encode('utf-8', 'surrogatepass')):08x} {text}\n".encode(
        "utf-8", "surrogatepass")


def mutate_journal(raw: bytes, edits: list[Edit]) -> bytes:
    """Tree edits on one record (its checksum recomputed); text edits as they come."""
    for e in edits:
        if e.op not in TREE_OPS:
            raw = edit_text(raw, e)
            continue
        lines = raw.split(b"\n")
        i = e.at % max(1, len(lines) - 1)
        crc, _, body = lines[i].partition(b" ")
        try:
            rec = json.loads(body)
        except ValueError:
            continue
        if e.op == "delete" and e.pick % 3 == 0 and isinstance(rec, dict):
            rec.pop("type", None)  # keep deletes common on the key the reader looks at
        else:
            edit_tree([rec], Edit(e.op, e.pick, e.at))  # a list: the record itself may go
        try:
            lines[i] = _journal_line(rec).rstrip(b"\n")
        except RecursionError:  # a record nested deeper than the writer goes: leave it
            continue
        raw = b"\n".join(lines)
    return raw


# ---------------------------------------------------------------------------------------
# seed files


@dataclass(frozen=True)
class Seed:
    kind: str  # "scenario" | "deck" | "journal" | "cards"
    label: str
    raw: bytes


@cache
def seeds() -> dict[str, list[Seed]]:
    def read(kind: str, paths: list[Path]) -> list[Seed]:
        return [Seed(kind, str(p), p.read_bytes()) for p in paths]

    scenarios = sorted((ROOT / "tests" / "scenarios").rglob("*.toml"))
    if SHARED.is_dir():
        scenarios += sorted(SHARED.rglob("*.toml"))
    decks = sorted((ROOT / "decks").rglob("*.txt")) + sorted(  # and the other deck formats
        p for p in (ROOT / "tests" / "data" / "decks").iterdir()
        if p.suffix in (".txt", ".dck") and not p.name.startswith("bad-"))
    cards = sorted((ROOT / "cardgame" / "cards" / "data").rglob("*.toml"))
    return {"scenario": read("scenario", scenarios), "deck": read("deck", decks),
            "cards": read("cards", cards), "journal": recorded_journals()}


def recorded_journals() -> list[Seed]:
    """Journals of short games of both rulesets, written as the hot-seat app writes them
    (setup, answers, an auto-pass switch, and for one of them the end record)."""
    import tempfile

    from cardgame.decks import card_decks
    from cardgame.journal import Journal, game_from_setup, new_setup

    out = []
    with tempfile.TemporaryDirectory() as tmp:
        for ruleset, answers in (("magic", 60), ("hkk", 60), ("magic", 10_000)):
            decks = card_decks(ruleset)
            setup = new_setup(ruleset, decks, 7, ("Ann", "[bold]Bob[/]"), {"turn_limit": 3})
            journal = Journal.create(setup, Path(tmp))
            game = game_from_setup(setup)
            journal.record_new_answers(game)
            for n in range(answers):
                if game.over:
                    journal.record_end(game)
                    break
                if n == 5:
                    journal.record_setting(game, 1, False)
                    game.players[1].autopass = False
                d = game.pending
                assert d is not None
                game.answer(d.default_answer())
                journal.record_new_answers(game)
            out.append(Seed("journal", f"recorded-{ruleset}-{answers}",
                            journal.path.read_bytes()))
            journal.path.unlink()
    return out


def mutate(seed: Seed, edits: list[Edit]) -> bytes:
    if seed.kind in ("scenario", "cards"):
        return mutate_toml(seed.raw, edits)
    if seed.kind == "journal":
        return mutate_journal(seed.raw, edits)
    return mutate_text_only(seed.raw, edits)


def mutate_text_only(raw: bytes, edits: list[Edit]) -> bytes:
    for e in edits:
        if e.op in TREE_OPS:  # a deck line's count or name replaced by a nasty value
            lines = raw.split(b"\n")
            i = e.at % len(lines)
            v = NASTY_VALUES[e.pick % len(NASTY_VALUES)]
            count, _, name = lines[i].partition(b" ")
            text = str(v).encode("utf-8", "surrogatepass")
            lines[i] = (text + b" " + name) if e.pick % 2 else (count + b" " + text)
            raw = b"\n".join(lines)
        else:
            raw = edit_text(raw, e)
    return raw


# ---------------------------------------------------------------------------------------
# judging one mutant


def _clean(e: BaseException, path: Path) -> str | None:
    """None when `e` is a clean user error about `path`, else what is wrong with it."""
    from cardgame.errors import FormatError, IllegalAction

    if not isinstance(e, (FormatError, IllegalAction)):
        return f"{type(e).__name__}: {str(e)[:300]}"
    text = str(e)
    if "internal error" in text or "engine failure" in text:
        return f"{type(e).__name__}: {text[:300]}"
    if isinstance(e, FormatError):
        # several errors of one file are a line each (`check` prints them so)
        if any(path.name not in line for line in text.splitlines()):
            return f"a message line not naming the file: {text[:300]!r}"
    return None


def _call(label: str, path: Path, fn: Callable[[], Any]) -> tuple[Any, str | None]:
    try:
        return within(TIME_LIMIT, fn), None
    except TimeLimitExceeded:
        return None, f"{label}: took over {TIME_LIMIT} s"
    except Exception as e:  # noqa: BLE001 - the fuzzer looks for exactly these
        problem = _clean(e, path)
        return None, f"{label}: {problem}" if problem else None


def judge(kind: str, path: Path) -> str | None:
    """What went wrong with one file, or None when every answer was clean."""
    if kind == "scenario":
        return _judge_scenario(path)
    if kind == "deck":
        return _judge_deck(path)
    if kind == "cards":
        from cardgame.cards.loader import load_card_file

        return _call("load_card_file", path, lambda: load_card_file(path))[1]
    return _judge_journal(path)


def _judge_scenario(path: Path) -> str | None:
    from cardgame.scenario.loader import load_scenario
    from cardgame.scenario.runner import run_file

    sc, problem = _call("load_scenario", path, lambda: load_scenario(path))
    if problem or sc is None:
        return problem
    res, problem = _call("run_file", path, lambda: run_file(path, sc))
    if problem:
        return problem
    for m in res.messages:
        if "engine failure" in m or "internal error" in m:
            return f"scenario run: {m[:300]}"
    return None


def _judge_deck(path: Path) -> str | None:
    from cardgame.decks import card_decks, load_deck

    deck, problem = _call("load_deck", path, lambda: load_deck(path))
    if problem or deck is None:
        return problem
    return _call("card_decks", path,
                 lambda: card_decks(deck.ruleset, [str(path), str(path)], "casual"))[1]


def _judge_journal(path: Path) -> str | None:
    from cardgame.journal import game_from_setup, list_games, read_journal, rebuild

    contents, problem = _call("read_journal", path, lambda: read_journal(path))
    if problem:
        return problem
    _, problem = _call("list_games", path, lambda: list_games(path.parent))
    if problem:
        return problem
    if contents is None:
        return None
    return _call("rebuild", path, lambda: rebuild(contents, game_from_setup))[1]


def cli(argv: list[str]) -> tuple[int, str]:
    """`cardgame ARGV` in-process: its exit code and what it printed."""
    from cardgame.cli import main

    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        try:
            code = main(argv)
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else 2
    return code, out.getvalue()


# ---------------------------------------------------------------------------------------
# cases


SUFFIX = {"scenario": ".toml", "cards": ".toml", "deck": ".txt", "journal": ".journal"}


def run_one(seed: Seed, edits: list[Edit], folder: Path, name: str = "case") -> str | None:
    suffix = Path(seed.label).suffix if seed.kind == "deck" else SUFFIX[seed.kind]
    path = folder / f"{name}{suffix}"
    path.write_bytes(mutate(seed, edits))
    try:
        return judge(seed.kind, path)
    finally:
        for p in folder.iterdir():  # the mutant and anything a loader left beside it
            if p.is_file():
                p.unlink()


def sweep(value: Any, folder: Path) -> Iterator[str]:
    """Every value of `value`'s type (int or str) in every scenario file set to `value`,
    one at a time: the systematic pass that found the hangs of huge counts (a card's
    amount, counters, cards played). Yields a line per failure."""
    for seed in seeds()["scenario"]:
        data = tomllib.loads(seed.raw.decode("utf-8"))
        for path in list(_slots(data)):
            old = _get(data, path)
            if type(old) is not type(value) or path[-1] in ("format", "seed"):
                continue
            _get(data, path[:-1])[path[-1]] = value
            mutant = Seed("scenario", seed.label, dump_toml(data).encode("utf-8", "surrogatepass"))
            _get(data, path[:-1])[path[-1]] = old
            problem = run_one(mutant, [], folder)
            if problem:
                yield f"{seed.label} {path}: {problem}"


def random_edits(rng: random.Random) -> list[Edit]:
    return [Edit(rng.choice(OPS), rng.randrange(1 << 20), rng.randrange(1 << 20))
            for _ in range(rng.randint(1, 3))]


def random_case(n: int) -> tuple[Seed, list[Edit]]:
    rng = random.Random(n)
    files = seeds()
    kinds = sorted(files)
    return rng.choice(files[kinds[n % len(kinds)]]), random_edits(rng)


if __name__ == "__main__":
    import tempfile
    import time

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 1000))
    if sys.argv[1:2] == ["--sweep"]:  # --sweep VALUE: 10**20, -5, '"[/]"'
        import ast

        literal = sys.argv[2]
        base, power, exp = literal.partition("**")  # 10**20; else a literal: 7, "[/]"
        sign = -1 if base.startswith("-") else 1  # -10**20 as Python reads it
        value = sign * int(base.lstrip("-")) ** int(exp) if power else (
            ast.literal_eval(literal))
        with tempfile.TemporaryDirectory() as tmp:
            found = 0
            for line in sweep(value, Path(tmp)):
                found += 1
                print(line, flush=True)
        print(f"sweep {literal}: {found} failures")
        sys.exit(1 if found else 0)
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    first = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    t0 = time.perf_counter()
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        for n in range(first, first + count):
            seed, edits = random_case(n)
            problem = run_one(seed, edits, Path(tmp))
            if problem:
                failures += 1
                print(f"case {n} ({seed.kind} from {seed.label}, {edits}): {problem}",
                      flush=True)
    print(f"{count} cases, {failures} failures, {time.perf_counter() - t0:.1f} s")
