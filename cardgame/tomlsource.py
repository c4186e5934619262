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

_HEADER = re.compile(r"^\s*(\[\[?)\s*([^\]]+?)\s*\]\]?\s*(#.*)?$")
_KEY = re.compile(r"^\s*(\"[^\"]*\"|'[^']*'|[A-Za-z0-9_\-]+)\s*=")
_SYNTAX_POS = re.compile(r"\(at line (\d+), column (\d+)\)")

KeyPath = tuple[str | int, ...]


def _unquote(key: str) -> str:
    key = key.strip()
    if len(key) >= 2 and key[0] == key[-1] and key[0] in "\"'":
        return key[1:-1]
    return key


@dataclass
class TomlSource:
    """A parsed TOML file with its text, for locating keys in error messages."""

    path: str
    text: str
    data: dict[str, Any]
    _lines: dict[KeyPath, int] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        self._index()

    def _index(self) -> None:
        table: KeyPath = ()
        counters: dict[KeyPath, int] = {}
        for n, line in enumerate(self.text.splitlines(), start=1):
            h = _HEADER.match(line)
            if h and not _KEY.match(line):
                parts = tuple(_unquote(p) for p in h.group(2).split("."))
                if h.group(1) == "[[":
                    idx = counters.get(parts, -1) + 1
                    counters[parts] = idx
                    # nested array tables inherit the index of their parent array
                    table = self._resolve(parts, counters) + (idx,)
                else:
                    table = self._resolve(parts, counters)
                self._lines.setdefault(table, n)
                continue
            k = _KEY.match(line)
            if k:
                self._lines.setdefault(table + (_unquote(k.group(1)),), n)

    @staticmethod
    def _resolve(parts: tuple[str, ...], counters: dict[KeyPath, int]) -> KeyPath:
        out: list[str | int] = []
        for i, p in enumerate(parts):
            out.append(p)
            prefix = parts[: i + 1]
            if i < len(parts) - 1 and prefix in counters:
                out.append(counters[prefix])
        return tuple(out)

    def line_of(self, path: KeyPath) -> int | None:
        """The line of `path` or of its nearest located ancestor; None if unknown."""
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


def loads_toml(text: str, path: str) -> TomlSource:
    """Parse TOML text; a syntax error becomes a FormatError with its line."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        msg = str(e)
        m = _SYNTAX_POS.search(msg)
        line = int(m.group(1)) if m else None
        found = _SYNTAX_POS.sub("", msg).strip()
        raise FormatError(path, "", f"invalid TOML ({found})", "valid TOML syntax",
                          line=line) from None
    return TomlSource(path, text, data)


def load_toml(path: str | Path) -> TomlSource:
    """Read and parse a TOML file; unreadable files become FormatErrors too."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise FormatError(str(p), "", "no such file", "a readable TOML file") from None
    except UnicodeDecodeError as e:
        raise FormatError(str(p), "", f"bytes that are not UTF-8 ({e.reason})",
                          "a UTF-8 text file") from None
    except OSError as e:
        raise FormatError(str(p), "", e.strerror or "an unreadable file",
                          "a readable TOML file") from None
    return loads_toml(text, str(p))
