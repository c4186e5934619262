"""The game log: structured entries first, text only when someone reads it.

Every entry names the rule it applied. Entries are named tuples built without a frame, so a
simulated game pays almost nothing for logging; `text` is built on demand.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Final, NamedTuple


class LogEntry(NamedTuple):
    """What happened (`event`, `args`), when (`turn`, `step`) and under which `rule`.

    A named tuple: compared and hashed by value, and `GameLog.add` builds one with
    `tuple.__new__`, without a Python frame (an entry per event; a frozen dataclass cost
    three times a plain one, which still ran an `__init__`).
    """

    turn: int
    step: str
    rule: str
    event: str
    fmt: str
    args: tuple[Any, ...]

    @property
    def text(self) -> str:
        body = self.fmt.format(*self.args) if self.args else self.fmt
        return f"{body} ({self.rule})" if self.rule else body

    def __str__(self) -> str:
        return f"T{self.turn} {self.step}: {self.text}"


_new_tuple: Final = tuple.__new__  # Final: a compiled module keeps it, no global lookup


class _Stopped:
    """A clock stopped at one turn and step (`GameLog.detach`)."""

    __slots__ = ("turn", "step")

    def __init__(self, turn: int, step: str) -> None:
        self.turn = turn
        self.step = step


class GameLog:
    """An append-only list of LogEntry with search helpers for tests and scenarios."""

    __slots__ = ("entries", "_clock")

    def __init__(self, clock: Any) -> None:
        self.entries: list[LogEntry] = []
        self._clock = clock  # object with .turn and .step

    def add(self, rule: str, event: str, fmt: str, *args: Any) -> None:
        c = self._clock
        self.entries.append(_new_tuple(LogEntry, (c.turn, c.step, rule, event, fmt, args)))

    def detach(self) -> None:
        """Stop reading the game's clock, keeping its turn and step: the log (which the
        game holds) no longer refers to the game, so a simulation's finished game is
        freed as soon as it is dropped rather than by a pass of the cyclic collector."""
        c = self._clock
        self._clock = _Stopped(c.turn, c.step)

    def __iter__(self) -> Iterator[LogEntry]:
        return iter(self.entries)

    def __len__(self) -> int:
        return len(self.entries)

    def contains(self, needle: str) -> bool:
        """True when some entry's text or rule contains `needle` (case-insensitive)."""
        n = needle.lower()
        return any(n in e.rule.lower() or n in e.text.lower() for e in self.entries)

    def lines(self) -> list[str]:
        return [str(e) for e in self.entries]
