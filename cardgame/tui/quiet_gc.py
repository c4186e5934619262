"""The garbage collector runs while the player reads, not while an answer is drawn.

CPython's cyclic collector starts whenever allocations pass a threshold, so it ran in
the middle of an answer's redraw: 3-10 ms of young collections in most answers and, in
about one answer in five, a full collection of the app's ~160,000 objects, 80-120 ms
(`tests/tui/latency.py` at 160x50). So:

- once a game is on screen, the objects alive then (Textual, the stylesheet, the rules,
  the board's widgets, most of which live as long as the app) are frozen out of the
  collector (`gc.freeze`): a full collection walks only what came after. A new game
  thaws them first (`gc.unfreeze`), so the old game's cycles are collected as before;
- from an answer until the app has been quiet for `QUIET` seconds the automatic
  collector is off; then it is on again, and the collection it owes runs at once, while
  the player reads the new question.

Nothing is collected less, only at another time. Textual pauses the collector in the
same way around smooth scrolling (`App.PAUSE_GC_ON_SCROLL`). The app ends both states
when it stops (`close`), so a process that runs many apps (the tests) is left as it was.
"""

from __future__ import annotations

import gc

QUIET = 0.25  # seconds without an answer after which the collector runs again


class QuietCollector:
    """The collector's state for one app: paused or not, startup objects frozen or not."""

    def __init__(self) -> None:
        self.paused = False
        self.frozen = False
        self._was_enabled = True

    def pause(self) -> None:
        """An answer is being drawn: no automatic collection until `resume`."""
        if not self.paused:
            self._was_enabled = gc.isenabled()
            gc.disable()
            self.paused = True

    def resume(self) -> None:
        """Quiet again: the collector runs as it did before `pause`."""
        if self.paused:
            self.paused = False
            if self._was_enabled:
                gc.enable()

    def freeze(self) -> None:
        """Keep the objects alive now out of every later collection (once per game)."""
        if not self.frozen:
            gc.freeze()
            self.frozen = True

    def thaw(self) -> None:
        """Hand the frozen objects back to the collector (a new game, or the end)."""
        if self.frozen:
            gc.unfreeze()
            self.frozen = False

    def close(self) -> None:
        self.resume()
        self.thaw()
