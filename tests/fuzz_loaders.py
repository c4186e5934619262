"""A seeded mutator for the file loaders: cards, decks, scenarios and saved games.

Why seeded and not hypothesis: a case is (seed file, mutation seed), so any failure is
reproduced by its number alone, and the same numbers run before and after a fix (the
counts in the hardening note). Each case goes through the command line in-process, as a
user would: `cardgame check FILE` and, for scenarios and saved games, `cardgame scenario
run FILE`. A case fails when an exception escapes `main`, when it takes over
`TIME_LIMIT` seconds, when the exit code is not 0/1/2, when `check` accepts a file that
`run` cannot load, or when `run` reports an engine failure or an internal error.

Run it by hand for more cases: `python tests/fuzz_loaders.py CASES [FIRST_SEED]`.
"""

from __future__ import annotations

import contextlib
import io
import random
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from time_limit import TimeLimitExceeded, within

ROOT = Path(__file__).resolve().parent.parent
TIME_LIMIT = 5.0  # seconds; a case that takes longer is a hang

# Values a careless user or a hostile file puts where a value belongs.
GARBAGE_VALUES = (
    '""', "-1", "0", "1.5", "nan", "inf", "-inf", "true", "[]", "{}", "1979-05-27",
    "99999999999999999999", "1" * 4400, '"' + "x" * 5000 + '"', '"Giant Growth"',
    '"{Q}"', '"{G}{G}"', '"{X}"', '"[/]"', '"[bold red]Bob"', '"p3"', '"p1"', '["p1"]',
    '[1, "a"]', "[" * 60 + "]" * 60, "{a = " * 40 + "1" + "}" * 40, '"\\u0000"',
    '"Grizzly Bears"', '"Filler"', '"main1"', '"battlefield"', '{ "x" = "y" }',
    '"\u00e1rv\u00edzt\u0171r\u0151"', "[[1]]", "-99999", '"none"', '"draw"',
    "[" * 400 + "]" * 400, "[" * 3000 + "]" * 3000, "{a = " * 400 + "1" + "}" * 400,
    '["' + '", "'.join(["Grizzly Bears"] * 300) + '"]', "1e999", "0x7fffffffffffffff",
)
# Lines that may be spliced anywhere.
GARBAGE_LINES = (
    "[[card]]", "[state]", "[[do]]", "[expect]", "[state.p1]", "[[state.stack]]",
    "format = 2", "ruleset = \"chess\"", "x = 1", "= 1", "[", "[[", "\"", "'''",
    "a" + ".a" * 150 + " = 1", "4 Grizzly Bears", "999999 Forest", "SB: 1 Shock",
    "Sideboard", "// ruleset: hkk", "# ruleset: magic", "1 [/]", "\x00\x01\x02",
)


@dataclass
class Case:
    number: int
    kind: str  # "cards" | "deck" | "scenario" | "saved"
    source: str  # the seed file it was mutated from
    text: str


@dataclass
class Outcome:
    case: Case
    problem: str | None  # None: a clean answer


def seed_files() -> dict[str, list[tuple[str, str]]]:
    """The unmutated files, by kind: (label, text)."""
    def read(paths: list[Path]) -> list[tuple[str, str]]:
        return [(str(p.relative_to(ROOT)), p.read_text(encoding="utf-8")) for p in paths]

    cards = sorted((ROOT / "cardgame" / "cards" / "data").rglob("*.toml"))
    decks = sorted((ROOT / "decks").rglob("*.txt")) + sorted(
        p for p in (ROOT / "tests" / "data" / "decks").iterdir()
        if not p.name.startswith("bad-"))
    scenarios = sorted((ROOT / "tests" / "scenarios").rglob("*.toml"))
    return {"cards": read(cards), "deck": [(label, t) for label, t in read(decks)],
            "scenario": read(scenarios), "saved": saved_games()}


def saved_games() -> list[tuple[str, str]]:
    """A short recorded game, as the UI and `sim --save` write them (magic: the recorder
    does not write hkk games yet)."""
    from cardgame.cards.pool import CardPool
    from cardgame.cli import _load_decks
    from cardgame.rulesets import new_game
    from cardgame.scenario.record import record_scenario

    out = []
    for ruleset in ("magic",):
        decks = _load_decks(ruleset, None)
        game = new_game(ruleset, decks, seed=3, options={
            "card_pool": CardPool.builtin(ruleset), "turn_limit": 4})
        while not game.over:
            d = game.pending
            assert d is not None
            game.answer(d.default_answer())
        out.append((f"saved-{ruleset}", record_scenario(game, f"saved {ruleset}")))
    return out


def mutate(text: str, rng: random.Random) -> str:
    """One to three random edits of `text`."""
    for _ in range(rng.randint(1, 3)):
        lines = text.split("\n")
        op = rng.randrange(9)
        i = rng.randrange(len(lines))
        if op == 0:  # truncate anywhere
            text = text[: rng.randrange(len(text) + 1)]
            continue
        if op == 1 and len(lines) > 1:
            del lines[i]
        elif op == 2:
            lines.insert(i, lines[rng.randrange(len(lines))])
        elif op == 3:
            lines.insert(i, rng.choice(GARBAGE_LINES))
        elif op in (4, 5, 6):  # a value replaced by garbage (or by another file's value)
            key, eq, _ = lines[i].partition("=")
            if eq:
                lines[i] = f"{key}= {rng.choice(GARBAGE_VALUES)}"
            else:
                lines.insert(i, f"{rng.choice(('name', 'card', 'mana', 'x', 'targets'))} = "
                                f"{rng.choice(GARBAGE_VALUES)}")
        elif op == 7 and lines[i]:  # a character flipped
            j = rng.randrange(len(lines[i]))
            lines[i] = lines[i][:j] + rng.choice("[]{}=\"'.,#0-\\\n ") + lines[i][j + 1:]
        else:  # a line repeated many times (size, duplicates)
            lines[i:i] = [lines[i]] * rng.choice((2, 50, 2000))
        text = "\n".join(lines)
    return text


def cases(count: int, first: int = 0) -> Iterator[Case]:
    files = seed_files()
    kinds = sorted(files)
    for n in range(first, first + count):
        rng = random.Random(n)
        kind = kinds[n % len(kinds)]
        label, text = rng.choice(files[kind])
        yield Case(n, kind, label, mutate(text, rng))


def _cli(argv: list[str]) -> tuple[int, str]:
    """`cardgame ARGV` in-process: exit code and output. Exceptions escape."""
    from cardgame.cli import main

    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        try:
            code = main(argv)
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else 2
    return code, out.getvalue()


def judge_file(path: Path, kind: str) -> str | None:
    """What went wrong with one file, or None when every answer was clean."""
    suffix_ok = (path.suffix == ".toml") == (kind != "deck")
    assert suffix_ok, path
    t0 = time.perf_counter()
    try:
        code, text = within(TIME_LIMIT, lambda: _cli(["check", str(path)]))
    except TimeLimitExceeded:
        return f"check took over {TIME_LIMIT} s"
    except BaseException as e:  # noqa: BLE001 - the fuzzer looks for exactly this
        return f"check raised {type(e).__name__}: {str(e)[:200]}"
    if code not in (0, 1, 2):
        return f"check exited {code}"
    if "internal error" in text:
        return f"check: {text.strip()[:300]}"
    if kind not in ("scenario", "saved"):
        return None
    checked_ok = code == 0
    try:
        code, text = within(TIME_LIMIT, lambda: _cli(["scenario", "run", str(path)]))
    except TimeLimitExceeded:
        return f"run took over {TIME_LIMIT} s (check: {time.perf_counter() - t0:.1f} s)"
    except BaseException as e:  # noqa: BLE001
        return f"run raised {type(e).__name__}: {str(e)[:200]}"
    if code not in (0, 1, 2):
        return f"run exited {code}"
    if "engine failure" in text or "internal error" in text:
        return f"run: {text.strip()[:300]}"
    if checked_ok and code == 2:
        return f"check said ok, run could not load it: {text.strip()[:300]}"
    return None


def run_case(case: Case, folder: Path) -> Outcome:
    path = folder / f"case-{case.number}{'.txt' if case.kind == 'deck' else '.toml'}"
    path.write_text(case.text, encoding="utf-8", errors="surrogateescape")
    return Outcome(case, judge_file(path, case.kind))


def run_many(count: int, first: int, folder: Path) -> list[Outcome]:
    return [run_case(c, folder) for c in cases(count, first)]


if __name__ == "__main__":
    import tempfile

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 1000))
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    first = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    keep = Path(sys.argv[3]) if len(sys.argv) > 3 else None
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        outcomes = run_many(n, first, Path(tmp))
        bad = [o for o in outcomes if o.problem]
        for o in bad:
            print(f"case {o.case.number} ({o.case.kind}, from {o.case.source}): {o.problem}")
            if keep is not None:
                keep.mkdir(parents=True, exist_ok=True)
                suffix = ".txt" if o.case.kind == "deck" else ".toml"
                src = Path(tmp) / f"case-{o.case.number}{suffix}"
                (keep / f"{o.case.kind}-{src.name}").write_bytes(src.read_bytes())
    print(f"{n} cases, {len(bad)} failures, {time.perf_counter() - t0:.1f} s")
