"""The answer-to-screen time on a board of 20 permanents a side (see latency.py)."""

from __future__ import annotations

from latency import measure


def test_answer_to_screen_latency_on_a_full_board() -> None:
    r = measure(open_hands=True, answers=10)
    print(f"\n20 permanents a side, 100x30: median answer->first frame "
          f"{r['first_frame_ms']:.1f} ms, answer->board shown {r['settled_ms']:.1f} ms, "
          f"answer->idle {r['idle_ms']:.1f} ms")
    assert r["answers"] >= 8 and min(r["permanents"]) >= 20
    # generous bounds: CI machines are slow and busy; the report quotes real numbers
    assert r["first_frame_ms"] < 250
    assert r["settled_ms"] < 800
