"""Reading TOML files so that errors can name the line.

`tomllib` gives data without positions; `TomlSource.line_of` finds the line of a key
path by scanning the text for table headers and keys. It is a best effort (an inline
table's inner keys map to the line of the key that holds them), which is all an error
message needs.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardgame.errors import FormatError
from cardgame.userfiles import MAX_FILE_BYTES, read_user_text

_HEADER = re.compile(r"^\s*(\[\[?)\s*([^\]]+?)\s*\]\]?\s*(#.*)?$")
_KEY = re.compile(r"^\s*(\"[^\"]*\"|'[^']*'|[A-Za-z0-9_\-]+)\s*=")
_SYNTAX_POS = re.compile(r"\(at line (\d+), column (\d+)\)")

KeyPath = tuple[str | int, ...]


def _unquote(key: str) -> str:
    key = key.strip()
    if len(key) >= 2 and key[0] == key[-1] and key[0] in "\"'":
        return key[1:-1]
    return key


class _ArrayCounts:
    """How many `[[...]]` headers each dotted path has had so far, as a tree of keys.

    Why a tree: resolving a header of n parts is then one walk of n steps; slicing a tuple
    prefix for every part was quadratic (a 100 KB header of dotted keys took seconds).
    """

    def __init__(self) -> None:
        self.count = -1  # the index of the last [[...]] of this path; -1: none yet
        self.children: dict[str, _ArrayCounts] = {}

    def add(self, parts: tuple[str, ...]) -> int:
        """Count one more `[[parts]]`; its 0-based index."""
        node = self
        for p in parts:
            node = node.children.setdefault(p, _ArrayCounts())
        node.count += 1
        return node.count

    def resolve(self, parts: tuple[str, ...]) -> KeyPath:
        """`parts` with the current index after each part but the last that is an array."""
        out: list[str | int] = []
        node: _ArrayCounts | None = self
        for i, p in enumerate(parts):
            out.append(p)
            node = node.children.get(p) if node is not None else None
            if node is not None and node.count >= 0 and i < len(parts) - 1:
                out.append(node.count)
        return tuple(out)


@dataclass
class TomlSource:
    """A parsed TOML file with its text, for locating keys in error messages."""

    path: str
    text: str
    data: dict[str, Any]
    # key path -> line, built at the first `line_of`: only an error needs it, and
    # scanning every file's text for it cost a sixth of loading a valid scenario
    _lines: dict[KeyPath, int] | None = field(default=None, repr=False, compare=False)

    def _index(self) -> dict[KeyPath, int]:
        lines: dict[KeyPath, int] = {}
        table: KeyPath = ()
        arrays = _ArrayCounts()
        for n, line in enumerate(self.text.splitlines(), start=1):
            h = _HEADER.match(line)
            if h and not _KEY.match(line):
                parts = tuple(_unquote(p) for p in h.group(2).split("."))
                table = arrays.resolve(parts)
                if h.group(1) == "[[":
                    # nested array tables inherit the index of their parent array
                    table += (arrays.add(parts),)
                lines.setdefault(table, n)
                continue
            k = _KEY.match(line)
            if k:
                lines.setdefault(table + (_unquote(k.group(1)),), n)
        return lines

    def line_of(self, path: KeyPath) -> int | None:
        """The line of `path` or of its nearest located ancestor; None if unknown."""
        if self._lines is None:
            self._lines = self._index()
        p = tuple(path)
        while p:
            if p in self._lines:
                return self._lines[p]
            p = p[:-1]
        return None

    def error(self, path: KeyPath, found: str, expected: str, hint: str = "") -> FormatError:
        return FormatError(self.path, format_path(path), found, expected, hint, self.line_of(path))


def format_path(path: KeyPath) -> str:
    """("card", 2, "power") -> "card[2].power" (0-based indexes as in the data)."""
    out = ""
    for p in path:
        if isinstance(p, int):
            out += f"[{p}]"
        else:
            out += ("." if out else "") + (p if re.fullmatch(r"[A-Za-z0-9_\-]+", p) else f'"{p}"')
    return out


MAX_KEY_PARTS = 100  # a dotted key or header of more parts is refused before parsing
# A run of dotted bare keys (`a.b.c`), the thing tomllib is quadratic on.
_DOTTED_RUN = re.compile(r"[A-Za-z0-9_\-]+(?:[ \t]*\.[ \t]*[A-Za-z0-9_\-]+)*")


def _check_cost(text: str, path: str) -> None:
    """Refuse, before parsing, text that would make tomllib slow: over 1 MB, or a dotted
    key of more than `MAX_KEY_PARTS` parts (tomllib takes about a minute on a 100 KB one).

    Only lines holding that many dots are scanned, so the check costs next to nothing.
    """
    if len(text) > MAX_FILE_BYTES:
        raise FormatError(path, "", f"text over {MAX_FILE_BYTES:,} characters",
                          "a TOML file of at most 1 MB")
    if text.count(".") < MAX_KEY_PARTS:
        return
    for n, line in enumerate(text.splitlines(), start=1):
        if line.count(".") < MAX_KEY_PARTS:
            continue
        for m in _DOTTED_RUN.finditer(line):
            if m.group().count(".") >= MAX_KEY_PARTS:
                raise FormatError(path, "", f"a dotted key of {m.group().count('.') + 1} parts",
                                  f"keys of at most {MAX_KEY_PARTS} dotted parts", line=n)


def loads_toml(text: str, path: str) -> TomlSource:
    """Parse TOML text; a syntax error (or an empty file) becomes a FormatError with its line.

    Deep nesting (RecursionError) and integers too long to convert (ValueError) are
    FormatErrors too, so no parse ever ends in a traceback.
    """
    _check_cost(text, path)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        msg = str(e)
        m = _SYNTAX_POS.search(msg)
        line = int(m.group(1)) if m else None
        found = _SYNTAX_POS.sub("", msg).strip()
        raise FormatError(path, "", f"invalid TOML ({found})", "valid TOML syntax",
                          line=line) from None
    except RecursionError:
        raise FormatError(path, "", "arrays or tables nested too deeply",
                          "a file with a few levels of nesting") from None
    except ValueError as e:  # an integer of over 4300 digits (Python's own limit)
        found = ("an integer of more than 4300 digits" if "digits" in str(e)
                 else f"a value that cannot be read ({_first_line(e)})")
        raise FormatError(path, "", found, "numbers of a sensible size") from None
    if not data:
        raise FormatError(path, "", "an empty file (no keys, no tables)",
                          "a card, deck or scenario file with content")
    return TomlSource(path, text, data)


def _first_line(e: Exception) -> str:
    return (str(e).splitlines() or [type(e).__name__])[0][:120]


def load_toml(path: str | Path) -> TomlSource:
    """Read (through the `userfiles` gate: a regular file of at most 1 MB) and parse."""
    return loads_toml(read_user_text(path, "a TOML file"), str(path))
