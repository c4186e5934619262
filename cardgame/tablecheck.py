"""Checking a TOML table by hand-written rules, with errors that name the key.

Why a module of its own, at the bottom of the layers: the card loader (`cards/`) and the
rulesets' card schemas (`rulesets/<name>/cardschema.py`) both check card tables, and
neither may import the other's layer. `TableChecker` holds the table, its source and
its key path, and turns every problem into one `FormatError` (file, line, key path,
what was found, what was expected, a did-you-mean).
"""

from __future__ import annotations

import datetime
import difflib
from collections.abc import Iterable
from typing import Any

from cardgame.errors import FormatError
from cardgame.tomlsource import KeyPath, TomlSource

MAX_CARD_NUMBER = 1000
"""The largest whole number a card may hold (a stat, an effect's amount): far above any
printed card (the bundled pools and every scenario stay under 100). A card that draws,
mills or makes 10**20 of something would keep a game busy for ever (the fuzzer's
`amount = 200000000000000000000` behind a life-to-draws replacement hung `scenario run`)."""
MAX_CARD_TABLES = 64
"""The most abilities, effects or modes one list of a card may hold: printed cards have a
handful; a card with thousands of effects would take seconds to resolve (the fuzzer's
2,000 copies of one pump took 6 s), which reads as a hang."""


def too_big(v: int) -> bool:
    """Whether a card's whole number is out of range (either sign)."""
    return abs(v) > MAX_CARD_NUMBER


def describe(value: Any, typed: bool = False) -> str:
    """How a found value reads in an error: strings quoted, other types named.

    `typed` adds "(a string)" to strings, for errors where the type itself is wrong.
    """
    if isinstance(value, bool):
        return f"{str(value).lower()} (a boolean)"
    if isinstance(value, str):
        text = value if len(value) <= 60 else value[:57] + "..."
        if not text:
            return "an empty string"
        return f"{text!r} (a string)" if typed else repr(text)
    if isinstance(value, int):
        return f"{value} (an integer)"
    if isinstance(value, float):
        return f"{value} (a float)"
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, datetime.date | datetime.time):
        return f"{value} (a date/time)"
    return type(value).__name__


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """A hint naming the closest spelling among `choices` (case-insensitive), or ""."""
    pool = list(choices)
    lower = {c.lower(): c for c in pool}
    if word.lower() in lower and lower[word.lower()] != word:
        return f"did you mean {lower[word.lower()]!r}?"
    close = difflib.get_close_matches(word.lower(), list(lower), n=1, cutoff=0.6)
    return f"did you mean {lower[close[0]]!r}?" if close else ""


def one_of(choices: Iterable[str]) -> str:
    items = [repr(c) for c in choices if c]
    if len(items) <= 12:
        return "one of " + ", ".join(items)
    return "one of " + ", ".join(items[:12]) + ", ..."


class TableChecker:
    """Validation context for one card table: its source, its path and its name.

    Rulesets build their cards with it (`CardSchema.build`), so every card error has
    the same shape: file, key path, line, found, expected, a did-you-mean.
    """

    def __init__(self, table: dict[str, Any], src: TomlSource, path: KeyPath) -> None:
        self.table = table
        self.src = src
        self.path = path

    def err(self, sub: KeyPath, found: str, expected: str, hint: str = "") -> FormatError:
        return self.src.error(self.path + sub, found, expected, hint)

    def err_at(self, path: KeyPath, found: str, expected: str, hint: str = "") -> FormatError:
        """Like `err`, for a full key path (from the file's top, not the card's)."""
        return self.src.error(path, found, expected, hint)

    # -- key checks

    def check_keys(self, table: dict[str, Any], sub: KeyPath, allowed: Iterable[str],
                   cross: dict[str, str] | None = None) -> None:
        allowed = tuple(allowed)
        for key in table:
            if key not in allowed:
                hint = (cross or {}).get(key) or did_you_mean(key, allowed)
                raise self.err(sub + (key,), f"unknown key {key!r}",
                               "a key among " + ", ".join(allowed), hint)

    def str_value(self, table: dict[str, Any], sub: KeyPath, key: str, *,
                  required: bool = False, nonempty: bool = True) -> str | None:
        if key not in table:
            if required:
                raise self.err(sub + (key,), f"no {key!r}", f"{key} = \"...\" (required)")
            return None
        v = table[key]
        if not isinstance(v, str):
            raise self.err(sub + (key,), describe(v), "a string")
        if nonempty and not v.strip():
            raise self.err(sub + (key,), "an empty string", "a non-empty string")
        return v

    def int_value(self, table: dict[str, Any], sub: KeyPath, key: str, *,
                  minimum: int | None = 0) -> int | None:
        if key not in table:
            return None
        v = table[key]
        if isinstance(v, bool) or not isinstance(v, int):
            raise self.err(sub + (key,), describe(v, typed=True), "a whole number")
        if minimum is not None and v < minimum:
            raise self.err(sub + (key,), describe(v), f"a whole number >= {minimum}")
        if too_big(v):
            raise self.err(sub + (key,), describe(v),
                           f"a whole number of at most {MAX_CARD_NUMBER}")
        return v

    def bool_value(self, table: dict[str, Any], sub: KeyPath, key: str) -> bool:
        if key not in table:
            return False
        v = table[key]
        if not isinstance(v, bool):
            raise self.err(sub + (key,), describe(v, typed=True), "true or false")
        return v

    def list_value(self, table: dict[str, Any], sub: KeyPath, key: str) -> list[Any]:
        if key not in table:
            return []
        v = table[key]
        if not isinstance(v, list):
            raise self.err(sub + (key,), describe(v, typed=True), f"a list, e.g. {key} = [...]")
        return v

    def str_list(self, table: dict[str, Any], sub: KeyPath, key: str,
                 choices: Iterable[str] | None = None, what: str = "") -> tuple[str, ...]:
        out: list[str] = []
        options = tuple(choices) if choices is not None else None
        for i, item in enumerate(self.list_value(table, sub, key)):
            where = sub + (key, i)
            if not isinstance(item, str):
                raise self.err(where, describe(item), "a string")
            if not item.strip():
                raise self.err(where, "an empty string", "a non-empty string")
            if options is not None and item not in options:
                raise self.err(where, f"unknown {what or key} {item!r}", one_of(options),
                               did_you_mean(item, options))
            out.append(item)
        return tuple(out)

    def table_list(self, table: dict[str, Any], sub: KeyPath,
                   key: str) -> list[tuple[KeyPath, dict[str, Any]]]:
        out: list[tuple[KeyPath, dict[str, Any]]] = []
        items = self.list_value(table, sub, key)
        if len(items) > MAX_CARD_TABLES:
            raise self.err(sub + (key,), f"a list of {len(items)} tables",
                           f"at most {MAX_CARD_TABLES}")
        for i, item in enumerate(items):
            if not isinstance(item, dict):
                raise self.err(sub + (key, i), describe(item, typed=True), "a table ({ ... })")
            out.append((sub + (key, i), item))
        return out
