"""`cardgame bench`: fixed, seeded workloads, a table for people and JSON for tools.

Why fixed workloads: speed goals in issues are measured here, not in timed tests, and a
number is only comparable with one taken the same way. Each row names its workload;
the seeds and game counts never change between versions (change a workload, rename it).
The machine is shared and noisy: compare two builds by running both, side by side, and
report ratios.
"""

from __future__ import annotations

import importlib.util
import json
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from functools import partial
from pathlib import Path
from typing import Any

from cardgame.build import build_kind
from cardgame.rulesets import ruleset_names

SEED = 1


@dataclass
class Row:
    """One measured figure."""

    workload: str
    value: float | None
    unit: str
    note: str = ""

    def cells(self) -> tuple[str, str, str]:
        shown = "n/a" if self.value is None else (
            f"{self.value:,.0f}" if self.value >= 100 else f"{self.value:.2f}")
        return self.workload, f"{shown} {self.unit}", self.note


def _decks(ruleset: str, paths: list[str] | None) -> list[list[Any]]:
    from cardgame.decks import card_decks

    return card_decks(ruleset, paths)


def _repo_root() -> Path:
    import cardgame

    return Path(cardgame.__file__).resolve().parent.parent


def _sim_rows(label: str, ruleset: str, decks: list[list[Any]], games: int,
              jobs: int = 1, check: str = "sample") -> list[Row]:
    from cardgame import sim

    r = sim.run(ruleset, decks, games, SEED, check_replay=check, jobs=jobs)
    secs = max(r.seconds, 1e-9)
    note = f"{games} games, seed {SEED}, replay check {check}, {jobs} process(es)"
    rows = [Row(f"{label} games/s", len(r.results) / secs, "games/s", note)]
    rows.append(Row(f"{label} decisions/s", r.decisions / secs, "decisions/s", note))
    if r.problems:
        rows.append(Row(f"{label} invariant violations", float(len(r.problems)), "games",
                        "; ".join(str(p.problem) for p in r.problems[:3])))
    return rows


def _scenario_rows() -> list[Row]:
    # an installed build (the compiled wheel) measures a checkout's scenarios from its root
    folder = _repo_root() / "tests" / "scenarios"
    if not folder.is_dir():
        folder = Path.cwd() / "tests" / "scenarios"
    if not folder.is_dir():
        return [Row("scenarios/s (tests/scenarios)", None, "scenarios/s",
                    "needs a source checkout")]
    from cardgame.scenario.loader import load_scenario
    from cardgame.scenario.runner import run_scenario

    files = sorted(folder.rglob("*.toml"))
    loaded = [load_scenario(f) for f in files]
    start = time.perf_counter()
    for sc in loaded:
        run_scenario(sc)
    secs = time.perf_counter() - start
    return [Row("scenarios/s (tests/scenarios)", len(loaded) / max(secs, 1e-9), "scenarios/s",
                f"{len(loaded)} files, loading excluded")]


def _version_row() -> Row:
    times = []
    for _ in range(5):
        start = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "cardgame", "--version"],
                              capture_output=True, check=False)
        times.append(time.perf_counter() - start)
    note = "median of 5, a new process each" if done.returncode == 0 else \
        f"exit {done.returncode}: {done.stderr.decode(errors='replace').strip()[:60]}"
    return Row("cardgame --version start-up", statistics.median(times) * 1000, "ms", note)


def _tui_rows() -> list[Row]:
    probe = _repo_root() / "tests" / "tui" / "latency.py"
    names = ("TUI answer -> first frame", "TUI answer -> board fully updated")
    if not probe.is_file():
        return [Row(n, None, "ms", "needs a source checkout") for n in names]
    spec = importlib.util.spec_from_file_location("cardgame_latency_probe", probe)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    r = module.measure(open_hands=True, answers=30, size=(160, 50))
    note = f"median over {r['answers']} answers at 160x50, 20 permanents a side"
    return [Row(names[0], r["first_frame_ms"], "ms", note),
            Row(names[1], r["settled_ms"], "ms", note)]


def _handoff_rows() -> list[Row]:
    from cardgame.handoffs import measure

    rows = []
    for ruleset in ruleset_names():
        rep = measure(ruleset, _decks(ruleset, None), 20, SEED)
        line = rep.line()
        games = rep.games
        per_turn = sum(h for _, h, _ in games) / max(sum(t for _, _, t in games), 1)
        rows.append(Row(f"hand-offs per turn, bundled {ruleset} decks", per_turn, "per turn",
                        f"20 holding-player games, default stops: {line}"))
    return rows


def _bundled_rows(ruleset: str, games: int) -> list[Row]:
    return _sim_rows(f"bundled {ruleset} decks", ruleset, _decks(ruleset, None), games)


def _bench_pair() -> list[Path]:
    """The vanilla bench decks (`decks/bench/`), wherever the install keeps the decks."""
    from cardgame.decks import bundled_decks_dirs

    for folder in bundled_decks_dirs():
        if (folder / "bench").is_dir():
            return sorted((folder / "bench").glob("*.txt"))
    return []


def run(quick: bool = False, tui: bool = True) -> list[Row]:
    """Every workload; `quick` runs a tenth of the games (a smoke test, not figures)."""
    scale = 10 if quick else 1
    bench_decks = _bench_pair()
    steps: list[Callable[[], list[Row]]] = []
    if bench_decks:  # the vanilla pair: whatever ruleset its files declare
        from cardgame.decks import load_deck

        bench_rs = load_deck(bench_decks[0]).ruleset
        paths = [str(p) for p in bench_decks]
        steps.append(lambda: _sim_rows("vanilla40", bench_rs, _decks(bench_rs, paths),
                                       300 // scale))
    for name in ruleset_names():
        steps.append(partial(_bundled_rows, name, 100 // scale))
    steps += [_scenario_rows, lambda: [_version_row()], _handoff_rows]
    if tui:
        steps.append(_tui_rows)
    rows: list[Row] = []
    for step in steps:
        rows.extend(step())
    return rows


def soak(games: int, jobs: int) -> list[Row]:
    """`--soak N`: N games per ruleset, every check on (every game replay-checked)."""
    rows: list[Row] = []
    for ruleset in ruleset_names():
        rows.extend(_sim_rows(f"soak {ruleset}", ruleset, _decks(ruleset, None), games,
                              jobs=jobs, check="all"))
    return rows


def table(rows: list[Row]) -> str:
    cells = [r.cells() for r in rows]
    w0 = max(len(c[0]) for c in cells)
    w1 = max(len(c[1]) for c in cells)
    return "\n".join(f"{a:<{w0}}  {b:>{w1}}  {c}" for a, b, c in cells)


def write_json(rows: list[Row], path: Path) -> None:
    import platform

    data = {"python": platform.python_version(), "machine": platform.machine(),
            "build": build_kind(), "rows": [asdict(r) for r in rows]}
    from cardgame.userfiles import write_text_atomically

    write_text_atomically(path, json.dumps(data, indent=2) + "\n")


