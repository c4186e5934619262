"""Several load errors of one file, reported together (scenario.md, section 7).

A scenario file with a card misspelt in three places gets three lines, not one: the
loader and the validation collect every FormatError of a file and raise them as one
`FormatErrors`, which is itself a FormatError so that every caller reports it.
"""

from __future__ import annotations

from cardgame.errors import FormatError

MAX_ERRORS = 20


class FormatErrors(FormatError):
    """Several load errors of one file; `str()` gives one line per error.

    A FormatError itself (the first error's fields), so every caller that reports a
    FormatError reports these too.
    """

    def __init__(self, errors: list[FormatError]) -> None:
        first = errors[0]
        super().__init__(first.file, first.where, first.found, first.expected, first.hint,
                         first.line)
        self.errors = errors[:MAX_ERRORS]
        self.more = max(0, len(errors) - MAX_ERRORS)

    def __str__(self) -> str:
        lines = [FormatError.__str__(e) for e in self.errors]
        if self.more:
            lines.append(f"{self.file}: ... and {self.more} more error(s)")
        return "\n".join(lines)


def raise_all(errors: list[FormatError]) -> None:
    """Nothing, one error as itself, several as FormatErrors."""
    if len(errors) == 1:
        raise errors[0]
    if errors:
        raise FormatErrors(errors)
