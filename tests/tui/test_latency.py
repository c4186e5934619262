"""The latency harness works on a board of 20 permanents a side (see latency.py).

Why no time bound: speed goals are measured by `cardgame bench` and `tests/tui/latency.py`,
not asserted in timed tests — a busy CI machine made a bound here fail at random. This
test checks that the measurement itself runs: answers are given and the board is full.
"""

from __future__ import annotations

from latency import measure


def test_answer_to_screen_latency_on_a_full_board() -> None:
    r = measure(open_hands=True, answers=10)
    print(f"\n20 permanents a side, 100x30: median answer->first frame "
          f"{r['first_frame_ms']:.1f} ms, answer->board shown {r['settled_ms']:.1f} ms, "
          f"answer->idle {r['idle_ms']:.1f} ms")
    assert r["answers"] >= 8 and min(r["permanents"]) >= 20
    assert r["first_frame_ms"] > 0 and r["settled_ms"] > 0 and r["idle_ms"] > 0
