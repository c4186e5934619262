"""Deck lists in the formats users already have (shared/formats/decks.md).

Users bring decks from other programs and must not have to edit them, so the reader accepts
three families of text and tells them apart by content, never by file extension:

Forge `.dck`
    The first line that is neither blank nor a comment is a `[section]` header. Sections:
    `[metadata]` (`key=value` lines; `Name=` names the deck, other keys are ignored),
    `[Main]`, `[Sideboard]`, `[Commander]` (its cards go to the main deck), and Forge's
    variant sections `[Avatar]`, `[Planes]`, `[Schemes]`, `[Conspiracy]`, `[Dungeon]`,
    `[Attractions]`, `[Contraptions]`, whose lines are skipped. Card lines are
    `4 Grizzly Bears|M10|1`: everything from the first `|` on is ignored. Any other section
    name is an error.

Plain lists and MTGO / Arena text exports (one reader for both)
    A card line is `4 Grizzly Bears`, `4x Grizzly Bears` (or `4X`), or a bare
    `Grizzly Bears`, which means one copy (hand-written lists often leave out the 1; a bare
    name must not start with a digit or a sign, or the first word is read as a bad count).
    A trailing set code and collector number in the Arena / MTGO style,
    `4 Grizzly Bears (M10) 172` (optionally followed by a foil mark such as `*F*`), is
    ignored. Section header lines as Arena writes them, alone on their line, in any case,
    optionally followed by `:` or a count such as `(15)`: `Deck`, `Main`, `Main deck`,
    `Maindeck` and `Commander` (cards go to the main deck), `Sideboard` (the sideboard),
    `Companion` and `Maybeboard` (cards are checked but not put in the deck: Arena repeats
    the companion in the sideboard), and `About`, whose `Name My Deck` line names the deck.
    A line starting with `SB:` is a sideboard card and starts the sideboard: later lines
    without the prefix stay in the sideboard. In a file without any header line or `SB:`
    prefix, the first blank line after at least one main-deck card starts the sideboard
    (the MTGO convention); when a file has explicit markers, blank lines are only spacing.

Common to all formats
    A line whose first non-blank characters are `#` or `//` is a comment; on a card line
    ` #` (after whitespace) also starts a comment. A `//` later in a line is not a comment,
    because split cards are written `Fire // Ice`. Two comments are read (`#` or `//`, any
    spacing, the key in any case): `# ruleset: hkk` on the first non-blank line decides the
    deck's ruleset (the same comment on any later line is an error, so that a misplaced one
    is not silently ignored), and `# name: My Deck` names the deck.
    The deck name is Forge's `Name=`, else the first `# name:` comment or Arena `About` /
    `Name` line, else the title comment (the first other `#` comment above the first card
    line, as in `# Red-Green Stompers`; a description after `: ` is dropped, so
    `# Bench Green: 17 Forest and ...` names the deck "Bench Green"), else the file name
    without its extension.

Card names are compared exactly with the pool's names after Unicode NFC normalisation and
collapsing runs of whitespace; a name that only differs in case is an error whose hint
offers the right spelling. Without a ruleset comment the ruleset is the one whose pool holds
every card (`Filler` is in every pool and does not count); cards of two rulesets, no
card at all, or only cards that several pools hold are errors. Counts run from 1 to
`MAX_COPIES_PER_LINE` (999), and a deck holds at most `MAX_DECK_CARDS` cards, so that a
typo cannot build a deck that exhausts memory. A line with control characters, a name of
no letters or digits or of more than `MAX_NAME_LENGTH` characters, a count with no name,
a `[section]` line in a text list, an XML file (MTGO's `.dek`) and a file that is not
UTF-8 are refused too. Any problem with the text is a `FormatError` naming the file and
(except for whole-file problems such as an unreadable file) the line; no other exception
escapes for bad input.

`deck_problems` holds the construction rules `play` enforces (a switch between casual and
tournament limits) and `bundled_decks` finds the decks shipped with the project.
"""

from __future__ import annotations

import re
import sys
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from cardgame.errors import FormatError
from cardgame.rulesets import describe
from cardgame.userfiles import MAX_FILE_BYTES, read_user_bytes

MAX_COPIES_PER_LINE = 999
MAX_DECK_CARDS = 10_000
MAX_NAME_LENGTH = 200
FILLER = "Filler"


class CardInfo(Protocol):
    """What the deck rules need to know of a card (`CardDef` has it)."""

    @property
    def name(self) -> str: ...

    @property
    def supertypes(self) -> tuple[str, ...]: ...

    @property
    def colors(self) -> tuple[str, ...]: ...


class Pool(Protocol):
    """The part of `cardgame.cards.pool.CardPool` the deck reader uses.

    A protocol rather than the class itself so that the reader can be tested with a small
    pool and does not load every card file just to be imported.
    """

    @property
    def ruleset(self) -> str: ...

    def get(self, name: str, /) -> CardInfo: ...

    def __contains__(self, name: str, /) -> bool: ...

    def names(self) -> list[str]: ...

    def suggest(self, name: str, n: int = 3, /) -> list[str]: ...


@dataclass(frozen=True)
class Deck:
    """A deck as read from a file: card names with repeats, in file order."""

    name: str
    ruleset: str
    main: tuple[str, ...]
    sideboard: tuple[str, ...]
    path: str

    def counts(self, *, sideboard: bool = False) -> dict[str, int]:
        """Copies of each card of the main deck (or the sideboard), in first-seen order."""
        out: dict[str, int] = {}
        for name in self.sideboard if sideboard else self.main:
            out[name] = out.get(name, 0) + 1
        return out


# ---------------------------------------------------------------------------------------
# reading

_MAIN, _SIDE, _SKIP, _ABOUT = "main", "sideboard", "skip", "about"

_TEXT_HEADERS = {
    "deck": _MAIN,
    "main": _MAIN,
    "main deck": _MAIN,
    "maindeck": _MAIN,
    "commander": _MAIN,
    "sideboard": _SIDE,
    "companion": _SKIP,
    "maybeboard": _SKIP,
    "about": _ABOUT,
}
_FORGE_SECTIONS = {
    "metadata": _ABOUT,
    "main": _MAIN,
    "commander": _MAIN,
    "sideboard": _SIDE,
    "avatar": _SKIP,
    "planes": _SKIP,
    "schemes": _SKIP,
    "conspiracy": _SKIP,
    "dungeon": _SKIP,
    "attractions": _SKIP,
    "contraptions": _SKIP,
}

_HEADER_RE = re.compile(
    r"(?P<word>deck|main|main deck|maindeck|commander|sideboard|companion|maybeboard|about)"
    r"\s*(?:\(\s*[0-9]+\s*\))?\s*:?",
    re.IGNORECASE,
)
_SB_RE = re.compile(r"sb\s*:\s*(?P<rest>.*)", re.IGNORECASE)
_SECTION_RE = re.compile(r"\[(?P<name>[^\[\]]*)\]")
_KEY_COMMENT_RE = re.compile(r"(?P<key>ruleset|name)\s*:\s*(?P<value>.*)", re.IGNORECASE)
_COUNTED_RE = re.compile(r"(?P<count>[0-9]+)[xX]?\s+(?P<name>\S.*)")
_BAD_COUNT_RE = re.compile(r"[-+\u2212\u2013]?[0-9]")
_SET_SUFFIX_RE = re.compile(
    r"\s+\((?P<set>[A-Za-z0-9_]{1,10})\)(?:\s+[^\s()*]+)?(?:\s+\*[A-Za-z]+\*)?$"
)
_INLINE_HASH_RE = re.compile(r"\s#")


@dataclass(frozen=True)
class _Entry:
    """One card line: `count` copies of `name` going to `zone` (main, sideboard or skip)."""

    line: int
    count: int
    name: str
    zone: str


@dataclass
class _Parsed:
    """What the line reader found, before card names are checked against the pools."""

    entries: list[_Entry]
    declared: str | None  # from the first-line ruleset comment
    title: str | None  # Forge Name=
    comment_title: str | None  # `# name:` comment or Arena About/Name
    leading_title: str | None = None  # `# Title` above the first card line


def detect_format(text: str) -> str:
    """Which reader a text goes to: "forge", "arena" (set codes or Arena headers) or "plain".

    Informational (plain and Arena text share one reader); `parse_deck` uses the same test.
    """
    lines = _split_lines(text)
    first = _first_significant(lines)
    if first is not None and _SECTION_RE.fullmatch(lines[first].strip()):
        return "forge"
    for raw in lines:
        s = raw.strip()
        if not s or _is_comment(s):
            continue
        t = _strip_inline_comment(s)
        m = _HEADER_RE.fullmatch(t)
        if m and m.group("word").lower() != "sideboard":
            return "arena"
        if _SET_SUFFIX_RE.search(t):
            return "arena"
    return "plain"


def parse_deck(text: str, path: str, pools: Mapping[str, Pool] | None = None) -> Deck:
    """Read a deck from `text`; `path` is only used in error messages and for the name.

    `pools` maps each ruleset name to its card pool; by default the builtin pools.
    """
    if pools is None:
        pools = _builtin_pools()
    parsed = _read_lines(text, path, pools)
    ruleset = _decide_ruleset(parsed, path, pools)
    pool = pools[ruleset]
    total = 0
    main: list[str] = []
    side: list[str] = []
    for e in parsed.entries:
        if e.name not in pool:
            # only Filler can get here: the other names were checked against this pool
            raise _unknown_card(e, path, ruleset, pools, [pool])
        if e.zone == _SKIP:
            continue
        total += e.count
        if total > MAX_DECK_CARDS:
            raise FormatError(
                path,
                "deck size",
                f"more than {MAX_DECK_CARDS} cards",
                f"at most {MAX_DECK_CARDS} cards in a deck",
                line=e.line,
            )
        (main if e.zone == _MAIN else side).extend([e.name] * e.count)
    name = parsed.title or parsed.comment_title or parsed.leading_title or _stem(path)
    return Deck(name, ruleset, tuple(main), tuple(side), path)


def load_deck(path: str | Path) -> Deck:
    """Read a deck file; unreadable files and non-UTF-8 text are `FormatError`s too."""
    p = str(path)
    data = read_user_bytes(p, "a deck file", MAX_FILE_BYTES)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        raise FormatError(
            p,
            "encoding",
            f"bytes that are not UTF-8 ({data[e.start : e.start + 4]!r})",
            "UTF-8 text",
            hint="save the deck list as UTF-8",
            line=line,
        ) from None
    return parse_deck(text, p)


def _builtin_pools() -> dict[str, Pool]:
    """The builtin pool of each builtin ruleset (`CardPool.builtin` loads each only once)."""
    from cardgame.cards.pool import CardPool, builtin_rulesets

    return {r: CardPool.builtin(r) for r in builtin_rulesets()}


def _split_lines(text: str) -> list[str]:
    """Split on newlines only, so line numbers match what an editor shows.

    (`str.splitlines` would also split on form feeds and other separators.)
    """
    if text.startswith("\ufeff"):
        text = text[1:]
    return [ln[:-1] if ln.endswith("\r") else ln for ln in text.split("\n")]


def _is_comment(stripped: str) -> bool:
    return stripped.startswith("#") or stripped.startswith("//")


def _comment_text(stripped: str) -> str:
    return stripped[1:].strip() if stripped.startswith("#") else stripped[2:].strip()


def _strip_inline_comment(stripped: str) -> str:
    m = _INLINE_HASH_RE.search(stripped)
    return stripped[: m.start()].rstrip() if m else stripped


def _first_significant(lines: list[str]) -> int | None:
    for i, raw in enumerate(lines):
        s = raw.strip()
        if s and not _is_comment(s):
            return i
    return None


def _first_nonblank(lines: list[str]) -> int | None:
    for i, raw in enumerate(lines):
        if raw.strip():
            return i
    return None


def _stem(path: str) -> str:
    return (Path(path).stem if path else "") or "deck"


def _unreadable(path: str, line: int, found: str, expected: str, hint: str = "") -> FormatError:
    return FormatError(path, "unreadable line", found, expected, hint=hint, line=line)


def _show(s: str, limit: int = 60) -> str:
    """Quote a piece of the user's line for a message, shortened if it is long."""
    return repr(s if len(s) <= limit else s[: limit - 3] + "...")


_CARD_LINE_EXPECTED = "a card line such as '4 Grizzly Bears'"


def _read_lines(text: str, path: str, pools: Mapping[str, Pool]) -> _Parsed:
    """Turn the text into card entries and the deck's declared ruleset and name."""
    lines = _split_lines(text)
    first_nonblank = _first_nonblank(lines)
    first_sig = _first_significant(lines)
    forge = first_sig is not None and bool(_SECTION_RE.fullmatch(lines[first_sig].strip()))
    if first_sig is not None and lines[first_sig].lstrip().startswith("<"):
        raise FormatError(
            path,
            "format",
            "an XML file",
            "a text deck list (plain, MTGO/Arena text export or Forge .dck)",
            hint="in MTGO, export the deck as a text file",
            line=first_sig + 1,
        )
    explicit = not forge and any(
        _HEADER_RE.fullmatch(t) or _SB_RE.match(t)
        for t in (_strip_inline_comment(raw.strip()) for raw in lines)
        if t and not _is_comment(t)
    )
    out = _Parsed([], None, None, None)
    zone: str | None = None if forge else _MAIN
    main_seen = False
    for i, raw in enumerate(lines):
        n = i + 1
        _check_characters(raw, path, n)
        s = raw.strip()
        if not s:
            if not forge and not explicit and zone == _MAIN and main_seen:
                zone = _SIDE
            continue
        if _is_comment(s):
            _read_comment(_comment_text(s), i == first_nonblank, n, path, pools, out)
            if s.startswith("#") and not out.entries and out.leading_title is None:
                title = s.lstrip("#").strip().split(": ", 1)[0].strip()
                if title and not _KEY_COMMENT_RE.fullmatch(s.lstrip("#").strip()):
                    out.leading_title = title
            continue
        t = _strip_inline_comment(s)
        section = _SECTION_RE.fullmatch(t)
        if forge:
            if section:
                key = section.group("name").strip().lower()
                if key not in _FORGE_SECTIONS:
                    raise FormatError(
                        path,
                        "section",
                        _show(t),
                        "a Forge section: [metadata], [Main], [Sideboard] or [Commander]",
                        line=n,
                    )
                zone = _FORGE_SECTIONS[key]
                continue
            if zone == _ABOUT:
                # values are taken whole: a deck may well be called "Bears #2"
                key, eq, value = s.partition("=")
                if not eq:
                    raise _unreadable(path, n, _show(s), "a 'key=value' line in [metadata]")
                if key.strip().lower() == "name" and value.strip() and out.title is None:
                    out.title = value.strip()
                continue
            if zone == _SKIP:
                continue
            assert zone is not None  # the first significant line is a section header
            entry = _card_line(t.split("|", 1)[0].strip(), n, zone, path, arena=False)
        else:
            if section:
                raise _unreadable(
                    path,
                    n,
                    _show(t),
                    _CARD_LINE_EXPECTED,
                    hint="a Forge .dck file starts with its [section] header",
                )
            header = _HEADER_RE.fullmatch(t)
            if header:
                zone = _TEXT_HEADERS[header.group("word").lower()]
                continue
            sb = _SB_RE.match(t)
            if sb:
                zone = _SIDE
                t = sb.group("rest").strip()
                if not t:
                    continue
            if zone == _ABOUT:
                key, _, value = s.partition(" ")
                if key.lower() == "name" and value.strip() and out.comment_title is None:
                    out.comment_title = value.strip()
                continue
            assert zone is not None
            entry = _card_line(t, n, zone, path, arena=True)
        if entry is not None:
            out.entries.append(entry)
            if entry.zone == _MAIN:
                main_seen = True
    if not any(e.zone != _SKIP for e in out.entries):
        raise FormatError(
            path,
            "deck",
            "no card lines",
            "at least one card line such as '4 Grizzly Bears'",
            line=1,
        )
    return out


def _check_characters(raw: str, path: str, n: int) -> None:
    """Control characters mean a binary or mangled file: refuse the line rather than guess."""
    for ch in raw:
        if ch != "\t" and unicodedata.category(ch) in ("Cc", "Cs"):
            raise _unreadable(
                path,
                n,
                f"the control character {ch!r}",
                "text: card lines, comments and section headers",
            )


def _read_comment(
    body: str, first: bool, n: int, path: str, pools: Mapping[str, Pool], out: _Parsed
) -> None:
    """Pick the ruleset and name conventions out of a comment; ignore any other comment."""
    m = _KEY_COMMENT_RE.fullmatch(body)
    if not m:
        return
    key, value = m.group("key").lower(), m.group("value").strip()
    if key == "name":
        if value and out.comment_title is None:
            out.comment_title = value
        return
    if not first:
        raise FormatError(
            path,
            "ruleset",
            f"{_show('# ruleset: ' + value)} after the first line",
            "the ruleset comment on the first line of the file",
            line=n,
        )
    ruleset = value.lower()
    if ruleset not in pools:
        raise FormatError(
            path,
            "ruleset",
            _show(value),
            "one of " + ", ".join(repr(r) for r in sorted(pools)),
            line=n,
        )
    out.declared = ruleset


def _normalise_name(name: str) -> str:
    return " ".join(unicodedata.normalize("NFC", name).split())


def _card_line(body: str, n: int, zone: str, path: str, *, arena: bool) -> _Entry | None:
    """Read `4 Name`, `4x Name` or a bare `Name` (one copy)."""
    if not body:
        return None
    m = _COUNTED_RE.fullmatch(body)
    if m:
        digits = m.group("count")
        # the length test first: int() refuses strings of thousands of digits
        if len(digits) > 6 or not 1 <= int(digits) <= MAX_COPIES_PER_LINE:
            raise _bad_count(path, n, digits)
        count = int(digits)
        name = m.group("name")
    else:
        first = body.split(None, 1)[0]
        if _BAD_COUNT_RE.match(first):
            if first.rstrip("xX").isascii() and first.rstrip("xX").isdigit():
                # a count with nothing after it
                raise _unreadable(path, n, _show(body), _CARD_LINE_EXPECTED)
            raise _bad_count(path, n, first)
        count, name = 1, body
    name = _normalise_name(name)
    if arena and len(name) <= 2 * MAX_NAME_LENGTH:
        name = _SET_SUFFIX_RE.sub("", name)
    if len(name) > MAX_NAME_LENGTH:
        raise _unreadable(
            path,
            n,
            f"a name of {len(name)} characters",
            f"a card name of at most {MAX_NAME_LENGTH}",
        )
    if not any(ch.isalnum() for ch in name):
        raise _unreadable(path, n, _show(body), _CARD_LINE_EXPECTED)
    return _Entry(n, count, name, zone)


def _bad_count(path: str, n: int, found: str) -> FormatError:
    return FormatError(
        path,
        "count",
        _show(found),
        f"a whole number of copies from 1 to {MAX_COPIES_PER_LINE} before the card name",
        hint="e.g. '4 Grizzly Bears'",
        line=n,
    )


def _holders(name: str, pools: Mapping[str, Pool]) -> set[str]:
    return {r for r, pool in pools.items() if name in pool}


def _decide_ruleset(parsed: _Parsed, path: str, pools: Mapping[str, Pool]) -> str:
    """The declared ruleset, else the only one whose pool holds every card.

    Errors come in line order: an unknown card before a card of the wrong ruleset.
    """
    if parsed.declared is not None:
        pool = pools[parsed.declared]
        for e in parsed.entries:
            if e.name not in pool:
                raise _unknown_card(e, path, parsed.declared, pools, [pool])
        return parsed.declared
    candidates = set(pools)
    seen: list[tuple[_Entry, set[str]]] = []
    unknown: _Entry | None = None
    conflict: tuple[_Entry, set[str]] | None = None
    for e in parsed.entries:
        if e.name == FILLER:
            continue
        held = _holders(e.name, pools)
        if not held:
            if unknown is None:
                unknown = e
            continue
        if candidates & held:
            candidates &= held
            seen.append((e, held))
        elif conflict is None:
            conflict = (e, held)
    if unknown is not None and (conflict is None or unknown.line < conflict[0].line):
        search = [pools[r] for r in sorted(candidates)]
        inferred = next(iter(candidates)) if seen and len(candidates) == 1 else None
        raise _unknown_card(unknown, path, inferred, pools, search)
    if conflict is not None:
        e, held = conflict
        other = next((o for o, h in seen if not h & held), seen[0][0])
        theirs = " / ".join(sorted(_holders(other.name, pools)))
        raise FormatError(
            path,
            "ruleset",
            f"{_show(e.name)}, a {' / '.join(sorted(held))} card",
            f"cards of one ruleset, like {_show(other.name)} ({theirs}) on line {other.line}",
            hint="a deck's cards must all belong to one ruleset",
            line=e.line,
        )
    choices = _or_list([f"# ruleset: {r}" for r in sorted(candidates)])
    if not seen:
        raise FormatError(
            path,
            "ruleset",
            f"only {FILLER}, which every ruleset has",
            "at least one card that tells the ruleset",
            hint=f"put {choices} on the first line",
            line=parsed.entries[0].line,
        )
    if len(candidates) > 1:
        raise FormatError(
            path,
            "ruleset",
            "only cards that several rulesets have",
            "cards that tell the ruleset",
            hint=f"put {choices} on the first line",
            line=seen[0][0].line,
        )
    return next(iter(candidates))


def _unknown_card(
    e: _Entry,
    path: str,
    ruleset: str | None,
    pools: Mapping[str, Pool],
    search: list[Pool],
) -> FormatError:
    """The error for a name no pool (or not the deck's pool) holds, with what was meant."""
    words = e.name.split(" ", 1)
    if len(words) == 2 and _looks_like_count(words[0]) and _holders(words[1], pools):
        # "four Grizzly Bears", "x4 Grizzly Bears": the first word was meant as a count
        return _bad_count(path, e.line, words[0])
    where = f"the {ruleset} pool" if ruleset else "any ruleset's pool"
    hints: list[str] = []
    folded = e.name.casefold()
    for pool in search:
        hints.extend(n for n in pool.names() if n.casefold() == folded)
    for pool in search:
        hints.extend(pool.suggest(e.name, 3))
    hints = list(dict.fromkeys(hints))[:3]
    hint = f"did you mean {_or_list(hints)}?" if hints else f"no similar name in {where}"
    elsewhere = sorted(_holders(e.name, pools) - ({ruleset} if ruleset else set()))
    if ruleset and elsewhere:
        hint = (
            f"{_show(e.name)} is a {' / '.join(elsewhere)} card, but the first line says "
            f"'# ruleset: {ruleset}'"
        )
    return FormatError(
        path,
        "card name",
        _show(e.name, 80),
        f"the name of a card in {where}",
        hint=hint,
        line=e.line,
    )


_NUMBER_WORDS = frozenset(
    "a an one two three four five six seven eight nine ten egy két kettő három négy öt hat".split()
)


def _looks_like_count(word: str) -> bool:
    return word.casefold() in _NUMBER_WORDS or any(ch.isdigit() for ch in word)


def _or_list(names: list[str]) -> str:
    quoted = [f"'{n}'" if "'" not in n else f'"{n}"' for n in names]
    if len(quoted) == 1:
        return quoted[0]
    return ", ".join(quoted[:-1]) + " or " + quoted[-1]


# ---------------------------------------------------------------------------------------
# construction rules


MODES = ("casual", "tournament")  # the deck formats every ruleset's deck_rules has


def deck_problems(deck: Deck, pool: Pool, mode: str = "casual") -> list[str]:
    """Every deck-construction rule the deck breaks, one message each naming the rule.

    Size counts the main deck; copies count main deck and sideboard together (100.4a: the
    four-card limit applies to both combined; hkk decks are held to the same); colours count
    the main deck. The ruleset's deck rules (`RulesetDescription.deck_rules`) say which
    cards the copy limit spares (magic: basic lands). An empty
    list means `play` may use the deck. An unknown mode or a pool of another ruleset is a
    programming error (ValueError), not a deck problem.
    """
    if mode not in MODES:
        raise ValueError(f"unknown deck mode {mode!r}; expected one of {', '.join(MODES)}")
    if pool.ruleset != deck.ruleset:
        raise ValueError(f"a {deck.ruleset} deck checked against the {pool.ruleset} pool")
    limits = describe(deck.ruleset).deck_rules.get(mode)
    if limits is None:
        raise ValueError(f"no deck rules for the ruleset {deck.ruleset!r}")
    what = f"{mode} {deck.ruleset}"
    problems: list[str] = []
    size = len(deck.main)
    if size < limits.min_size:
        problems.append(
            f"deck has {size} cards; {what} needs at least {limits.min_size} ({limits.rule})"
        )
    cards: dict[str, CardInfo] = {}
    for name in dict.fromkeys(deck.main + deck.sideboard):
        try:
            cards[name] = pool.get(name)
        except KeyError:
            problems.append(f"{name!r} is not a {deck.ruleset} card")
    main_counts = deck.counts()
    side_counts = deck.counts(sideboard=True)
    for name, card in cards.items():
        if limits.exempt is not None and limits.exempt(card):
            continue
        copies = main_counts.get(name, 0) + side_counts.get(name, 0)
        if copies <= limits.max_copies:
            continue
        scope = ""
        rule = limits.rule
        if side_counts.get(name):
            scope = " (main deck and sideboard together)"
            rule = limits.sideboard_rule or rule
        exempt = limits.exempt_text
        problems.append(
            f"deck has {copies} copies of {name!r}{scope}; {what} allows at most "
            f"{limits.max_copies} of a card{exempt} ({rule})"
        )
    if limits.max_colours is not None:
        colours = list(dict.fromkeys(c for n in main_counts if n in cards for c in cards[n].colors))
        if len(colours) > limits.max_colours:
            problems.append(
                f"deck has {len(colours)} colours ({', '.join(colours)}); {what} allows at most "
                f"{limits.max_colours} ({limits.rule})"
            )
    return problems


# ---------------------------------------------------------------------------------------
# bundled decks


def bundled_decks_dirs() -> list[Path]:
    """Where the bundled decks may be, in the order searched.

    First the copy inside the package (`cardgame/bundled_decks/`), which the build step
    in `setup.py` makes for every wheel, so `pip install .`, `pipx` and wheels find them
    from any folder; then the repository's top-level `decks/` next to the package, which
    is what a source checkout and an editable install (`pip install -e .`) see; last
    `<sys.prefix>/share/cardgame/decks`, for a distributor who ships them as data files.
    """
    import cardgame

    package = Path(cardgame.__file__).resolve().parent
    return [
        package / "bundled_decks",
        package.parent / "decks",
        Path(sys.prefix) / "share" / "cardgame" / "decks",
    ]


def bundled_decks(ruleset: str) -> list[Path]:
    """The bundled deck files (`*.txt`, `*.dck`, not in subfolders) of `ruleset`, by name.

    Searched in the first folder of `bundled_decks_dirs()` that exists. A deck's ruleset is
    its first-line comment, or else what `load_deck` infers, so a broken bundled deck is a
    `FormatError` here rather than a deck that silently goes missing.
    """
    folder = next((d for d in bundled_decks_dirs() if d.is_dir()), None)
    if folder is None:
        return []
    files = sorted(
        p for p in folder.iterdir() if p.suffix.lower() in (".txt", ".dck") and p.is_file()
    )
    return [p for p in files if _file_ruleset(p) == ruleset]


def _file_ruleset(path: Path) -> str:
    try:
        head = path.read_text(encoding="utf-8-sig", errors="replace")[:4096]
    except OSError:
        head = ""
    declared = _declared_ruleset(_split_lines(head))
    return declared if declared is not None else load_deck(path).ruleset


def _declared_ruleset(lines: Iterable[str]) -> str | None:
    for raw in lines:
        s = raw.strip()
        if not s:
            continue
        if _is_comment(s):
            m = _KEY_COMMENT_RE.fullmatch(_comment_text(s))
            if m and m.group("key").lower() == "ruleset":
                return m.group("value").strip().lower()
        return None
    return None


def card_decks(ruleset: str, paths: Sequence[str] | None = None,
               deck_format: str | None = None) -> list[list[Any]]:
    """The decks at `paths` (the first two bundled decks of the ruleset by default) as
    lists of card definitions from the ruleset's pool; FormatError names a file that is
    not a deck of that ruleset, or a missing bundled pair. With `deck_format` (`play`
    passes one of `MODES`), a deck that breaks that format's construction rules is a
    FormatError too (shared/formats/decks.md: `play` refuses it, naming the rule)."""
    from cardgame.cards.pool import CardPool

    pool = CardPool.builtin(ruleset)
    if not paths:
        found = bundled_decks(ruleset)
        if len(found) < 2:
            raise FormatError("decks/", "", f"{len(found)} bundled {ruleset} deck(s)",
                              "two bundled decks")
        paths = [str(found[0]), str(found[1])]
    decks = []
    for p in paths:
        deck = load_deck(p)
        if deck.ruleset != ruleset:
            raise FormatError(p, "", f"a {deck.ruleset} deck", f"a {ruleset} deck")
        if deck_format is not None:
            problems = deck_problems(deck, pool, deck_format)
            if problems:
                raise FormatError(p, f"{deck_format} deck rules", "; ".join(problems),
                                  f"a deck within the {deck_format} {ruleset} limits",
                                  hint=_format_hint(deck_format))
        decks.append([pool.get(n) for n in deck.main])
    return decks


def _format_hint(deck_format: str) -> str:
    """Where the limits come from (the `play` switch), for a refused deck."""
    return f"{deck_format} limits; `play --deck-format {'|'.join(MODES)}` chooses them"
