"""The strict card loader: `[[card]]` TOML tables -> validated `CardDef`s.

Cards are data written by people, so every mistake must come back as one `FormatError`
that names the file, the line, the key path (`card[3].keywords[1]`), what was found and
what was expected, with a did-you-mean where a close spelling exists. Nothing here ever
executes card text. What a card of each ruleset may hold is the ruleset's card schema
(`RulesetDescription.card_schema`: magic `rulesets/magic/cardschema.py`, checked against
its vocabulary documented in `docs/abilities.md`; hkk `rulesets/hkk/cardschema.py`); this
module reads the files, picks the ruleset and hands each table to its schema.

The same function reads card files and the inline cards of scenario files, so both obey
exactly one schema (formats/cards.md).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cardgame.engine.cardmodel import CardDef
from cardgame.rulesets import describe as describe_ruleset
from cardgame.rulesets import ruleset_names
from cardgame.tablecheck import TableChecker, describe, did_you_mean, one_of
from cardgame.tomlsource import KeyPath, TomlSource, format_path, load_toml, loads_toml

__all__ = ["FILLER", "describe", "did_you_mean", "load_card_file", "load_card_source",
           "load_card_table", "load_card_text"]

FILLER = "Filler"
"""The card that fills default libraries: type "Filler" (only this card may have it)."""


# ----------------------------------------------------------------------------------
# public entry points


def load_card_table(table: dict[str, Any], src: TomlSource, path: KeyPath,
                    ruleset: str | None) -> CardDef:
    """Validate one `[[card]]` table and build its CardDef.

    `path` locates the table in the file (("card", 3)) so errors name `card[3].<key>`;
    `ruleset` is the one the context implies (a scenario's, or a card file's file-level
    `ruleset`); the card's own `ruleset` key must agree with it. Bad input raises only
    FormatError.
    """
    if not isinstance(table, dict):
        raise src.error(path, describe(table), "a card table ([[card]])")
    c = TableChecker(table, src, path)
    known = ruleset_names()
    own = c.str_value(table, (), "ruleset")
    if own is not None and own not in known:
        raise c.err(("ruleset",), f"ruleset {own!r}", one_of(known),
                    did_you_mean(own, known))
    if own is not None and ruleset is not None and own != ruleset:
        raise c.err(("ruleset",), f"ruleset {own!r}",
                    f"{ruleset!r} (the ruleset of this file or scenario)")
    chosen = own or ruleset
    if chosen is None:
        raise c.err(("ruleset",), "no ruleset",
                    "ruleset = " + " or ".join(f'"{r}"' for r in known)
                    + ", on the card or once at the top of the file")
    if chosen not in known:
        raise c.err(("ruleset",), f"ruleset {chosen!r}", one_of(known))
    schema = describe_ruleset(chosen).card_schema
    if schema is None or schema.build is None:
        raise c.err(("ruleset",), f"ruleset {chosen!r}", "a ruleset that has cards")
    card: CardDef = schema.build(c)
    return card


def load_card_source(src: TomlSource) -> list[CardDef]:
    """All cards of a parsed card file (file-level `ruleset` plus `[[card]]` tables)."""
    data = src.data
    for key in data:
        if key not in ("ruleset", "card"):
            raise src.error((key,), f"unknown top-level key {key!r}",
                            "only ruleset = \"...\" and [[card]] tables",
                            did_you_mean(key, ("ruleset", "card")))
    ruleset: str | None = None
    if "ruleset" in data:
        r = data["ruleset"]
        known = ruleset_names()
        if not isinstance(r, str) or r not in known:
            raise src.error(("ruleset",), describe(r), one_of(known),
                            did_you_mean(r, known) if isinstance(r, str) else "")
        ruleset = r
    cards = data.get("card", [])
    if not isinstance(cards, list):
        raise src.error(("card",), describe(cards), "[[card]] tables")
    out: list[CardDef] = []
    first: dict[tuple[str, str], int] = {}
    for i, table in enumerate(cards):
        card = load_card_table(table, src, ("card", i), ruleset)
        seen = (card.ruleset, card.name)
        if seen in first:
            raise src.error(("card", i, "name"), f"{card.name!r} again",
                            "a name not used by another card of this file",
                            f"first defined at {format_path(('card', first[seen]))}")
        first[seen] = i
        out.append(card)
    return out


def load_card_file(path: str | Path) -> list[CardDef]:
    """Read a card file; any problem (syntax, schema, duplicates) is a FormatError."""
    return load_card_source(load_toml(path))


def load_card_text(text: str, path: str) -> list[CardDef]:
    """Like load_card_file for text already read (packaged data, tests)."""
    return load_card_source(loads_toml(text, path))
