"""Two trees' latency, alternated run by run in separate processes, as ratios of medians.

On a shared machine the speed swings by a quarter within the hour, so two versions are
compared only side by side: each round runs `latency.measure` at 160x50 once in each
tree (the order flips every round), for open and hidden hands, and the medians of the
run medians are compared. The old tree is a checkout with its own editable venv, e.g.

    git -C /work/main archive main | tar -x -C /tmp/lat-old
    (cd /tmp/lat-old && python3 -m venv .venv && .venv/bin/pip install -q -e '.[test]')
    .venv/bin/python tests/tui/latency_ab.py /tmp/lat-old . 6
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

RUN = ("import json, sys; sys.path.insert(0, 'tests/tui'); import latency; "
       "print(json.dumps(latency.measure(open_hands={open}, answers=40, size=(160, 50))))")
KEYS = ("settled_ms", "settled_cpu_ms", "first_frame_ms", "idle_ms")


def run(tree: Path, open_hands: bool) -> dict[str, Any]:
    """One `latency.measure` in `tree`'s own venv."""
    out = subprocess.run([str(tree / ".venv/bin/python"), "-c", RUN.format(open=open_hands)],
                         cwd=tree, capture_output=True, text=True, check=True).stdout
    result: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    return result


def main(old: Path, new: Path, rounds: int) -> None:
    trees = {"old": old.resolve(), "new": new.resolve()}
    runs: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for i in range(rounds):
        for hands in ("open", "hidden"):
            for name in (("old", "new") if i % 2 == 0 else ("new", "old")):
                r = run(trees[name], hands == "open")
                runs.setdefault((name, hands), []).append(r)
                print(f"round {i} {hands:6} {name}: board shown {r['settled_ms']:.1f} ms "
                      f"(CPU {r['settled_cpu_ms']:.1f}), first frame "
                      f"{r['first_frame_ms']:.1f}, idle {r['idle_ms']:.1f}", flush=True)
    for hands in ("open", "hidden"):
        for key in KEYS:
            o = statistics.median(r[key] for r in runs[("old", hands)])
            n = statistics.median(r[key] for r in runs[("new", hands)])
            print(f"{hands:6} {key:15} old {o:6.1f} new {n:6.1f}  old/new {o / n:.2f}")


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]), int(sys.argv[3]) if len(sys.argv) > 3 else 4)
