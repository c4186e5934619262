"""Deck files (shared/formats/decks.md): formats, rulesets, errors and construction rules.

Most tests use a small fake pool so that they pin the reader's behaviour independently of
which cards the bundled pools hold; the tests marked "real pool" read the sample files
with the builtin pools, as `play` does.
"""

from __future__ import annotations

import difflib
import os
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from unittest import mock

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cardgame.decks as decks_module
from cardgame.decks import (
    MAX_COPIES_PER_LINE,
    MAX_DECK_CARDS,
    Deck,
    Pool,
    bundled_decks,
    bundled_decks_dirs,
    deck_problems,
    detect_format,
    load_deck,
    parse_deck,
)
from cardgame.errors import FormatError

DATA = Path(__file__).parent / "data" / "decks"


# ---------------------------------------------------------------------------------------
# a fake pool with the CardPool interface


@dataclass(frozen=True)
class FakeCard:
    name: str
    supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()


class FakePool:
    """Just enough of `CardPool` for the reader: exact names, close-name suggestions."""

    def __init__(self, ruleset: str, cards: list[FakeCard]) -> None:
        self.ruleset = ruleset
        self._cards = {c.name: c for c in cards}

    def get(self, name: str) -> FakeCard:
        return self._cards[name]

    def __contains__(self, name: object) -> bool:
        return name in self._cards

    def names(self) -> list[str]:
        return sorted(self._cards)

    def suggest(self, name: str, n: int = 3) -> list[str]:
        return difflib.get_close_matches(name, self.names(), n=n, cutoff=0.6)


BASIC = ("Basic",)
MAGIC = FakePool(
    "magic",
    [
        FakeCard("Grizzly Bears", colors=("green",)),
        FakeCard("Llanowar Elves", colors=("green",)),
        FakeCard("Giant Growth", colors=("green",)),
        FakeCard("Lightning Bolt", colors=("red",)),
        FakeCard("Fire // Ice", colors=("red", "blue")),
        FakeCard("Forest", supertypes=BASIC),
        FakeCard("Mountain", supertypes=BASIC),
        FakeCard("Twin Card"),
        FakeCard("Filler"),
    ],
)
HKK = FakePool(
    "hkk",
    [
        FakeCard("Kisebb angyal", colors=("Raia",)),
        FakeCard("Hópárduc", colors=("Raia",)),
        FakeCard("A főnix tüze", colors=("Dornodon",)),
        FakeCard("Tigroszlán", colors=("Elenios",)),
        FakeCard("Fenyőőr manó", colors=("Sheran",)),
        FakeCard("Twin Card"),
        FakeCard("Filler"),
    ]
    + [FakeCard(f"Raia {i}", colors=("Raia",)) for i in range(20)],
)
POOLS: dict[str, Pool] = {"magic": MAGIC, "hkk": HKK}

BEARS_MAIN = (
    ["Grizzly Bears"] * 4
    + ["Llanowar Elves"] * 4
    + ["Lightning Bolt"] * 3
    + ["Forest"] * 12
    + ["Mountain"] * 8
)
BEARS_SIDE = ["Giant Growth"] * 2 + ["Lightning Bolt"]

BEARS_FILES = {
    "bears-plain.txt": ("Plain Bears", "plain"),
    "bears-blank.txt": ("Blank Bears", "plain"),
    "bears-sb.txt": ("SB Bears", "plain"),
    "bears-arena.txt": ("Arena Bears", "arena"),
    "bears-mtgo.txt": ("bears-mtgo", "plain"),
    "bears.dck": ("Forge Bears #2", "forge"),
    "bears-ruleset-comment.txt": ("Commented Bears", "plain"),
}


def read(name: str) -> str:
    return (DATA / name).read_text(encoding="utf-8")


def parse(text: str, pools: Mapping[str, Pool] = POOLS, path: str = "deck.txt") -> Deck:
    return parse_deck(text, path, pools)


def error_of(text: str, pools: Mapping[str, Pool] = POOLS) -> FormatError:
    with pytest.raises(FormatError) as info:
        parse(text, pools)
    return info.value


def file_error(name: str, pools: Mapping[str, Pool] = POOLS) -> FormatError:
    path = str(DATA / name)
    with pytest.raises(FormatError) as info:
        with open(path, "rb") as f:
            data = f.read()
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            load_deck(path)  # the decoding error is load_deck's to report
            raise AssertionError("load_deck accepted a file that is not UTF-8") from None
        parse_deck(text, path, pools)
    assert info.value.file == path
    return info.value


# ---------------------------------------------------------------------------------------
# formats


@pytest.mark.parametrize("name", sorted(BEARS_FILES))
def test_every_format_gives_the_same_deck(name: str) -> None:
    deck = parse_deck(read(name), str(DATA / name), POOLS)
    assert deck.ruleset == "magic"
    assert list(deck.main) == BEARS_MAIN
    assert list(deck.sideboard) == BEARS_SIDE
    assert deck.name == BEARS_FILES[name][0]
    assert deck.path == str(DATA / name)


@pytest.mark.parametrize("name", sorted(BEARS_FILES))
def test_format_is_detected_from_content(name: str) -> None:
    assert detect_format(read(name)) == BEARS_FILES[name][1]


def test_extension_does_not_matter(tmp_path: Path) -> None:
    """A Forge deck saved as .txt and a plain list saved as .dck are still read right."""
    forge = tmp_path / "forge.txt"
    forge.write_text(read("bears.dck"), encoding="utf-8")
    plain = tmp_path / "plain.dck"
    plain.write_text(read("bears-plain.txt"), encoding="utf-8")
    for path in (forge, plain):
        deck = parse_deck(path.read_text(encoding="utf-8"), str(path), POOLS)
        assert list(deck.main) == BEARS_MAIN
        assert list(deck.sideboard) == BEARS_SIDE


def test_counts_keep_first_seen_order() -> None:
    deck = parse(read("bears-plain.txt"))
    assert deck.counts() == {
        "Grizzly Bears": 4,
        "Llanowar Elves": 4,
        "Lightning Bolt": 3,
        "Forest": 12,
        "Mountain": 8,
    }
    assert list(deck.counts()) == ["Grizzly Bears", "Llanowar Elves", "Lightning Bolt"] + [
        "Forest",
        "Mountain",
    ]
    assert deck.counts(sideboard=True) == {"Giant Growth": 2, "Lightning Bolt": 1}


def test_count_forms() -> None:
    deck = parse("4 Grizzly Bears\n3x Forest\n2X Mountain\nGiant Growth\n")
    assert deck.counts() == {"Grizzly Bears": 4, "Forest": 3, "Mountain": 2, "Giant Growth": 1}


def test_comments_are_ignored() -> None:
    text = (
        "# Commented\n"
        "// a whole-line comment\n"
        "   # indented comment\n"
        "4 Grizzly Bears # inline comment\n"
        "#4 Forest\n"
        "//4 Mountain\n"
        "1 Fire // Ice\n"
    )
    deck = parse(text)
    assert deck.counts() == {"Grizzly Bears": 4, "Fire // Ice": 1}
    assert deck.sideboard == ()
    assert deck.name == "Commented"


def test_sideboard_line_marker() -> None:
    for marker in ("Sideboard", "sideboard:", "SIDEBOARD", "Sideboard (3)"):
        deck = parse(f"4 Grizzly Bears\n{marker}\n3 Giant Growth\n")
        assert deck.counts() == {"Grizzly Bears": 4}, marker
        assert deck.counts(sideboard=True) == {"Giant Growth": 3}, marker


def test_blank_line_marker() -> None:
    deck = parse(
        "\n\n# leading blank lines do not start the sideboard\n\n"
        "4 Grizzly Bears\n\n\n1 Giant Growth\n\n2 Forest\n"
    )
    assert deck.counts() == {"Grizzly Bears": 4}
    assert deck.counts(sideboard=True) == {"Giant Growth": 1, "Forest": 2}


def test_sb_prefix_marker() -> None:
    deck = parse("4 Grizzly Bears\nSB: 2 Giant Growth\nsb:1 Lightning Bolt\n")
    assert deck.counts() == {"Grizzly Bears": 4}
    assert deck.counts(sideboard=True) == {"Giant Growth": 2, "Lightning Bolt": 1}


def test_sb_prefix_starts_the_sideboard() -> None:
    deck = parse("4 Grizzly Bears\nSB: 2 Giant Growth\n1 Lightning Bolt\n")
    assert deck.counts(sideboard=True) == {"Giant Growth": 2, "Lightning Bolt": 1}


def test_explicit_marker_turns_blank_lines_into_spacing() -> None:
    deck = parse("4 Grizzly Bears\n\n20 Forest\n\nSB: 2 Giant Growth\n")
    assert deck.counts() == {"Grizzly Bears": 4, "Forest": 20}
    assert deck.counts(sideboard=True) == {"Giant Growth": 2}


def test_arena_sections() -> None:
    text = (
        "Commander\n1 Grizzly Bears (M10) 172\n\n"
        "Companion\n1 Lightning Bolt (M10) 146\n\n"
        "Deck\n20 Forest (M10) 246 *F*\n\n"
        "Sideboard\n1 Lightning Bolt (M10) 146\n\n"
        "Maybeboard\n1 Giant Growth\n"
    )
    deck = parse(text)
    assert deck.counts() == {"Grizzly Bears": 1, "Forest": 20}
    assert deck.counts(sideboard=True) == {"Lightning Bolt": 1}
    assert detect_format(text) == "arena"


def test_forge_sections_and_name() -> None:
    text = (
        "# ruleset: magic\n"
        "[metadata]\nName=Forge Deck\nDeck Type=constructed\n"
        "[Commander]\n1 Grizzly Bears|M10\n"
        "[Main]\n20 Forest|M10|1\n"
        "[Sideboard]\n"
        "[Planes]\n1 Some Plane|PC2\n"
    )
    deck = parse(text)
    assert deck.name == "Forge Deck"
    assert deck.counts() == {"Grizzly Bears": 1, "Forest": 20}
    assert deck.sideboard == ()


def test_forge_name_beats_comment_names() -> None:
    text = "# name: Comment Name\n[metadata]\nName=Forge Name\n[Main]\n4 Grizzly Bears|M10\n"
    assert parse(text).name == "Forge Name"


def test_deck_name_conventions() -> None:
    assert parse("# name: Given\n# Title\n4 Grizzly Bears\n").name == "Given"
    assert parse("# Title: with a description\n4 Grizzly Bears\n").name == "Title"
    assert parse("4 Grizzly Bears\n# not a title: it comes after a card\n").name == "deck"
    assert parse_deck("4 Grizzly Bears\n", "some/where/my-bears.txt", POOLS).name == "my-bears"
    assert parse_deck("4 Grizzly Bears\n", "", POOLS).name == "deck"


def test_names_are_normalised() -> None:
    nfd = "A fo\u030bnix tu\u0308ze"  # decomposed accents, as some editors save them
    deck = parse(f"\ufeff2  {nfd}\n1\tKisebb   angyal\n")
    assert deck.counts() == {"A főnix tüze": 2, "Kisebb angyal": 1}


# ---------------------------------------------------------------------------------------
# rulesets


def test_ruleset_is_inferred_ignoring_filler() -> None:
    deck = parse(read("angels-inferred.txt"))
    assert deck.ruleset == "hkk"
    assert deck.counts()["Filler"] == 10


def test_ruleset_comment_decides() -> None:
    deck = parse(read("angels-hkk.txt"))
    assert deck.ruleset == "hkk"
    assert deck.counts(sideboard=True) == {"Tigroszlán": 1}
    assert parse(read("filler-hkk.txt")).ruleset == "hkk"
    assert parse("# ruleset: magic\n2 Twin Card\n").ruleset == "magic"
    assert parse("#ruleset:HKK\n2 Twin Card\n").ruleset == "hkk"


def test_ruleset_comment_wins_over_the_cards() -> None:
    err = file_error("bad-ruleset-conflict.txt")
    assert err.line == 3
    assert "'Grizzly Bears' is a magic card" in str(err)
    assert "# ruleset: hkk" in str(err)


def test_mixed_rulesets_are_an_error() -> None:
    err = file_error("bad-mixed.txt")
    assert err.line == 4
    assert err.where == "ruleset"
    assert "'Kisebb angyal'" in str(err) and "'Grizzly Bears'" in str(err)
    assert "line 2" in str(err)


def test_no_ruleset_is_an_error() -> None:
    err = file_error("bad-only-filler.txt")
    assert err.line == 2
    assert "# ruleset: hkk" in str(err) and "# ruleset: magic" in str(err)
    assert "first line" in str(err)
    err = error_of("\n2 Twin Card\n")
    assert "several rulesets" in str(err)
    assert err.line == 2


def test_unknown_ruleset_is_an_error() -> None:
    err = file_error("bad-unknown-ruleset.txt")
    assert err.line == 1
    assert "'yugioh'" in str(err)
    assert "'hkk', 'magic'" in str(err)


def test_ruleset_comment_belongs_on_the_first_line() -> None:
    err = error_of("4 Grizzly Bears\n# ruleset: magic\n")
    assert err.line == 2
    assert "first line" in str(err)


# ---------------------------------------------------------------------------------------
# errors


def test_unknown_card_suggests_and_names_the_line() -> None:
    err = file_error("bad-unknown-card.txt")
    assert err.line == 3
    assert "did you mean 'Grizzly Bears'?" in str(err)
    assert "magic pool" in str(err)  # the other cards tell the ruleset
    assert str(err).startswith(f"{DATA / 'bad-unknown-card.txt'}:3:")


def test_wrong_case_is_an_error_that_offers_the_spelling() -> None:
    err = error_of("4 Llanowar Elves\n4 grizzly bears\n")
    assert err.line == 2
    assert "did you mean 'Grizzly Bears'" in str(err)


def test_unknown_card_in_an_hkk_deck_suggests_from_hkk() -> None:
    err = error_of("# ruleset: hkk\n3 Kisebb angyall\n")
    assert "did you mean 'Kisebb angyal'" in str(err)
    assert "hkk pool" in str(err)


@pytest.mark.parametrize(
    ("name", "line", "found"),
    [
        ("bad-count-zero.txt", 2, "'0'"),
        ("bad-count-negative.txt", 3, "'-1'"),
        ("bad-count-word.txt", 1, "'four'"),
    ],
)
def test_bad_count_files(name: str, line: int, found: str) -> None:
    err = file_error(name)
    assert err.line == line
    assert err.where == "count"
    assert err.found == found


@pytest.mark.parametrize(
    "line",
    [
        "0 Forest",
        "-2 Forest",
        "+2 Forest",
        "1.5 Forest",
        "2,0 Forest",
        "4Forest",
        "x4 Forest",
        "four Forest",
        "1000 Forest",
        "99999999999999999999 Forest",
        "9" * 5000 + " Forest",
    ],
)
def test_bad_counts(line: str) -> None:
    err = error_of(f"4 Grizzly Bears\n{line}\n")
    assert err.line == 2
    assert err.where == "count"


@pytest.mark.parametrize(
    "line",
    ["4", "4x", "----", "4 ???", "[Main]", "Forest\x07", "x" * 500, "2 " + "Forest " * 100],
)
def test_unreadable_lines(line: str) -> None:
    err = error_of(f"4 Grizzly Bears\n{line}\n")
    assert err.line == 2
    assert err.where == "unreadable line"


def test_unreadable_files() -> None:
    err = file_error("bad-unreadable.txt")
    assert err.line == 3
    err = file_error("bad-forge-section.txt")
    assert err.line == 3 and "'[Mian]'" in str(err)
    assert error_of("[metadata]\nName\n[Main]\n").line == 2


def test_xml_and_empty_files_are_errors() -> None:
    assert "XML" in str(error_of('<?xml version="1.0"?>\n<Deck/>\n'))
    for text in ("", "\n\n", "# just a comment\n", "Deck\nSideboard\n", "Companion\n1 Forest\n"):
        assert "no card lines" in str(error_of(text)), text


def test_deck_size_is_capped() -> None:
    lines = "\n".join(f"{MAX_COPIES_PER_LINE} Forest" for _ in range(20))
    err = error_of(lines)
    assert err.line == MAX_DECK_CARDS // MAX_COPIES_PER_LINE + 1
    assert err.where == "deck size"


def test_load_deck_errors(tmp_path: Path) -> None:
    missing = tmp_path / "missing.txt"
    with pytest.raises(FormatError) as info:
        load_deck(missing)
    assert info.value.file == str(missing)
    with pytest.raises(FormatError):
        load_deck(tmp_path)  # a folder
    err = file_error("bad-not-utf8.txt")
    assert err.line == 3
    assert "UTF-8" in str(err)
    big = tmp_path / "big.txt"
    big.write_bytes(b"4 Forest\n" * 200_000)
    with pytest.raises(FormatError):
        load_deck(big)


def test_load_deck_reads_bom_and_crlf(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(decks_module, "_builtin_pools", lambda: POOLS)
    path = tmp_path / "bom.txt"
    path.write_bytes(b"\xef\xbb\xbf# ruleset: magic\r\n# BOM Bears\r\n4 Grizzly Bears\r\n")
    deck = load_deck(path)
    assert (deck.ruleset, deck.name, deck.main) == ("magic", "BOM Bears", ("Grizzly Bears",) * 4)


def test_load_deck_uses_the_builtin_pools_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(decks_module, "_builtin_pools", lambda: POOLS)
    deck = load_deck(DATA / "bears.dck")
    assert deck.name == "Forge Bears #2"
    assert list(deck.main) == BEARS_MAIN


# ---------------------------------------------------------------------------------------
# never anything but FormatError

_FRAGMENTS = [
    "4",
    "4x",
    "0",
    "-1",
    "x4",
    "999",
    "1000",
    "Grizzly Bears",
    "Grizly Bears",
    "Forest",
    "Filler",
    "Kisebb angyal",
    "Twin Card",
    "Fire // Ice",
    "(M10) 172",
    "|M10|1",
    "[Main]",
    "[metadata]",
    "[Sideboard]",
    "[Nope]",
    "Name=X",
    "Sideboard",
    "Deck",
    "About",
    "Name Y",
    "Companion",
    "SB:",
    "#",
    "//",
    "# ruleset: hkk",
    "# ruleset: magic",
    "# ruleset: zz",
    "# name: Z",
    "<",
    "\t",
    " ",
    "\x00",
    "\r",
    "\ufeff",
    "\u2028",
    "\ud800",
    "é",
    "=",
]


@st.composite
def deckish_text(draw: st.DrawFn) -> str:
    lines = draw(
        st.lists(
            st.lists(st.sampled_from(_FRAGMENTS) | st.text(max_size=6), max_size=5).map(" ".join),
            max_size=12,
        )
    )
    return draw(st.sampled_from(["\n", "\r\n"])).join(lines)


def _check_outcome(text: str, pools: Mapping[str, Pool]) -> None:
    try:
        deck = parse_deck(text, "fuzz.txt", pools)
    except FormatError as e:
        assert e.file == "fuzz.txt"
        str(e)
        return
    assert deck.ruleset in pools
    pool = pools[deck.ruleset]
    assert all(name in pool for name in deck.main + deck.sideboard)
    assert 0 < len(deck.main) + len(deck.sideboard) <= MAX_DECK_CARDS


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_arbitrary_text_raises_only_format_error(text: str) -> None:
    _check_outcome(text, POOLS)


@settings(max_examples=300, deadline=None)
@given(deckish_text())
def test_deck_like_text_raises_only_format_error(text: str) -> None:
    _check_outcome(text, POOLS)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=300))
def test_arbitrary_bytes_raise_only_format_error(data: bytes) -> None:
    fd, name = tempfile.mkstemp(suffix=".txt")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        with mock.patch.object(decks_module, "_builtin_pools", lambda: POOLS):
            try:
                deck = load_deck(name)
            except FormatError as e:
                assert e.file == name
            else:
                assert deck.path == name
    finally:
        os.unlink(name)


# ---------------------------------------------------------------------------------------
# construction rules


def deck_of(ruleset: str, main: dict[str, int], side: dict[str, int] | None = None) -> Deck:
    def expand(counts: dict[str, int]) -> tuple[str, ...]:
        return tuple(name for name, n in counts.items() for _ in range(n))

    return Deck("test", ruleset, expand(main), expand(side or {}), "test.txt")


def test_casual_magic_size() -> None:
    problems = deck_problems(deck_of("magic", {"Grizzly Bears": 4, "Forest": 34}), MAGIC)
    assert problems == ["deck has 38 cards; casual magic needs at least 40 (100.2a)"]
    assert deck_problems(deck_of("magic", {"Grizzly Bears": 4, "Forest": 36}), MAGIC) == []


def test_magic_copies_except_basic_lands() -> None:
    deck = deck_of("magic", {"Grizzly Bears": 5, "Forest": 30, "Mountain": 5})
    problems = deck_problems(deck, MAGIC)
    assert len(problems) == 1
    assert "5 copies of 'Grizzly Bears'" in problems[0]
    assert "at most 4" in problems[0] and "basic lands" in problems[0]
    assert "(100.2a)" in problems[0]
    assert deck_problems(deck, MAGIC, "tournament") == [
        "deck has 40 cards; tournament magic needs at least 60 (100.2a)",
        problems[0].replace("casual", "tournament"),
    ]


def test_copies_count_the_sideboard_too() -> None:
    deck = deck_of("magic", {"Grizzly Bears": 4, "Forest": 36}, {"Grizzly Bears": 1})
    [problem] = deck_problems(deck, MAGIC)
    assert "5 copies of 'Grizzly Bears' (main deck and sideboard together)" in problem
    assert "100.4a" in problem


def test_tournament_magic() -> None:
    deck = deck_of("magic", {"Grizzly Bears": 4, "Lightning Bolt": 4, "Forest": 52})
    assert deck_problems(deck, MAGIC, "tournament") == []
    deck = deck_of("magic", {"Grizzly Bears": 4, "Forest": 55})
    assert deck_problems(deck, MAGIC, "tournament") == [
        "deck has 59 cards; tournament magic needs at least 60 (100.2a)"
    ]


def raia(copies: int) -> dict[str, int]:
    """`copies` Raia cards of the fake hkk pool, at most 3 of each: legal padding."""
    return {f"Raia {i}": min(3, copies - 3 * i) for i in range((copies + 2) // 3)}


def test_hkk_casual() -> None:
    deck = deck_of("hkk", {"Kisebb angyal": 4, **raia(35)})
    problems = deck_problems(deck, HKK)
    assert problems[0] == "deck has 39 cards; casual hkk needs at least 40 (hkk deck rules)"
    assert "4 copies of 'Kisebb angyal'" in problems[1]
    assert "at most 3" in problems[1] and "(hkk deck rules)" in problems[1]
    assert len(problems) == 2
    assert deck_problems(deck_of("hkk", {"Kisebb angyal": 3, **raia(37)}), HKK) == []


def test_filler_is_held_to_the_copy_limit() -> None:
    """Filler fills scenario libraries; a deck for play is held to the rules like any deck."""
    [problem] = deck_problems(deck_of("hkk", {"Kisebb angyal": 3, "Filler": 37}), HKK)
    assert "37 copies of 'Filler'" in problem


def test_hkk_tournament_size_copies_and_colours() -> None:
    three = {"Kisebb angyal": 3, "A főnix tüze": 3, "Tigroszlán": 3}
    deck = deck_of("hkk", {**three, **raia(41)})
    assert deck_problems(deck, HKK, "tournament") == []
    assert deck_problems(deck_of("hkk", {**three, **raia(40)}), HKK, "tournament") == [
        "deck has 49 cards; tournament hkk needs at least 50 (hkk deck rules)"
    ]
    four = deck_of("hkk", {**three, "Fenyőőr manó": 3, **raia(38)})
    [problem] = deck_problems(four, HKK, "tournament")
    assert problem == (
        "deck has 4 colours (Raia, Dornodon, Elenios, Sheran); "
        "tournament hkk allows at most 3 (hkk deck rules)"
    )
    assert deck_problems(four, HKK) == []  # casual: no colour limit


def test_problems_for_cards_outside_the_pool_and_bad_arguments() -> None:
    deck = deck_of("magic", {"Nonexistent": 40})
    assert deck_problems(deck, MAGIC) == ["'Nonexistent' is not a magic card"]
    with pytest.raises(ValueError):
        deck_problems(deck, MAGIC, "silly")
    with pytest.raises(ValueError):
        deck_problems(deck, HKK)


# ---------------------------------------------------------------------------------------
# bundled decks


def test_bundled_decks_are_looked_for_in_the_package_then_next_to_it() -> None:
    import cardgame

    package = Path(cardgame.__file__).resolve().parent
    assert bundled_decks_dirs()[:2] == [package / "bundled_decks", package.parent / "decks"]


def test_bundled_decks_filter_by_ruleset(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "decks"
    (folder / "bench").mkdir(parents=True)
    (folder / "b-hkk.txt").write_text(read("angels-hkk.txt"), encoding="utf-8")
    (folder / "a-magic.dck").write_text("# ruleset: magic\n" + read("bears.dck"), encoding="utf-8")
    (folder / "c-magic.txt").write_text(read("bears-plain.txt"), encoding="utf-8")
    (folder / "bench" / "ignored.txt").write_text(read("bears-plain.txt"), encoding="utf-8")
    (folder / "notes.md").write_text("not a deck", encoding="utf-8")
    monkeypatch.setattr(decks_module, "bundled_decks_dirs", lambda: [tmp_path / "no", folder])
    monkeypatch.setattr(decks_module, "_builtin_pools", lambda: POOLS)
    assert bundled_decks("magic") == [folder / "a-magic.dck", folder / "c-magic.txt"]
    assert bundled_decks("hkk") == [folder / "b-hkk.txt"]
    assert bundled_decks("other") == []
    monkeypatch.setattr(decks_module, "bundled_decks_dirs", lambda: [tmp_path / "no"])
    assert bundled_decks("magic") == []


# ---------------------------------------------------------------------------------------
# the real builtin pools


def _real_pools() -> dict[str, Pool]:
    pool_module = pytest.importorskip(
        "cardgame.cards.pool", reason="cardgame/cards/pool.py (the builtin card pool) missing"
    )
    return {r: pool_module.CardPool.builtin(r) for r in pool_module.builtin_rulesets()}


@pytest.mark.parametrize("name", sorted(BEARS_FILES))
def test_real_pool_reads_every_format(name: str) -> None:
    _real_pools()
    deck = load_deck(DATA / name)
    assert deck.ruleset == "magic"
    assert list(deck.main) == BEARS_MAIN
    assert list(deck.sideboard) == BEARS_SIDE


def test_real_pool_errors() -> None:
    _real_pools()
    assert "did you mean 'Grizzly Bears'" in str(
        pytest.raises(FormatError, load_deck, DATA / "bad-unknown-card.txt").value
    )
    assert load_deck(DATA / "filler-hkk.txt").ruleset == "hkk"
    with pytest.raises(FormatError):
        load_deck(DATA / "bad-only-filler.txt")


def test_real_pool_hkk_decks() -> None:
    """A főnix tüze is one of the starter cards the acceptance scenarios need in the pool."""
    pools = _real_pools()
    if "A főnix tüze" not in pools["hkk"]:
        pytest.skip("the builtin hkk pool does not hold 'A főnix tüze' yet")
    assert parse_deck("# ruleset: hkk\n3 A főnix tüze\n", "a.txt").ruleset == "hkk"
    deck = parse_deck("10 Filler\n3 A főnix tüze\n", "a.txt")
    assert (deck.ruleset, deck.counts()) == ("hkk", {"Filler": 10, "A főnix tüze": 3})
    with pytest.raises(FormatError) as info:
        parse_deck("4 Grizzly Bears\n3 A főnix tüze\n", "a.txt")
    assert (info.value.line, info.value.where) == (2, "ruleset")
    with pytest.raises(FormatError) as info:
        parse_deck("3 A fonix tuze\n", "a.txt")
    assert "did you mean 'A főnix tüze'" in str(info.value)


@settings(max_examples=100, deadline=None)
@given(deckish_text())
def test_real_pool_raises_only_format_error(text: str) -> None:
    _check_outcome(text, _real_pools())


def test_bundled_decks_load_and_are_legal_for_casual_play() -> None:
    pools = _real_pools()
    for ruleset, pool in pools.items():
        for path in bundled_decks(ruleset):
            deck = load_deck(path)
            assert deck.ruleset == ruleset
            assert deck_problems(deck, pool) == [], path
