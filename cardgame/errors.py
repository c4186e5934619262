"""Errors that reach users as one clear line, never as a traceback.

Every file a user writes (cards, decks, scenarios) is read strictly; anything wrong in it
becomes a `FormatError` naming the file, where in it (line and/or key path), what was
found and what was expected. The CLI prints `str(error)` and exits with code 2.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class FormatError(Exception):
    """A malformed user file: file, location, found, expected (and an optional hint)."""

    file: str
    where: str
    found: str
    expected: str
    hint: str = ""
    line: int | None = None

    def __str__(self) -> str:
        loc = self.file
        if self.line is not None:
            loc += f":{self.line}"
        if self.where:
            loc += f": {self.where}"
        msg = f"{loc}: found {self.found}, expected {self.expected}"
        if self.hint:
            msg += f" ({self.hint})"
        return msg


class IllegalAction(Exception):
    """An answer the engine refuses; the game state is left exactly as it was.

    `rule` is the rule id that forbids it (e.g. "702.9b"); it is part of the message.
    """

    def __init__(self, reason: str, rule: str = "") -> None:
        self.reason = reason
        self.rule = rule
        super().__init__(f"{reason} ({rule})" if rule else reason)
