"""Qualities that narrow a filter or a target spec: "white creatures", "nonblack creature".

Why: the rules book's examples keep saying "target nonblack creature" (608.2b), "destroy
all black creatures" (608.2i), "all white creatures get +1/+1" (611.2c, 611.3b) or
"Goblins you control" (302.3). Rather than list every combination, a filter or a target
spec may start with one quality word:

- a colour, `white` `blue` `black` `red` `green`: the object is that colour (it may be
  others too, 608.2i: a white-and-black creature is black);
- `non` + a colour (`nonblack`): the object is not that colour;
- `colorless`: it has no colour;
- a creature or other subtype, capitalised (`Goblin`, `Wizard`): it has that subtype.

The quality is read from the object's current characteristics, so a static ability's
"white creatures" follows colour changes (611.3a) while a resolving spell's set is locked
when it resolves (611.2c).
"""

from __future__ import annotations

from cardgame.engine.layers import Chars

COLORS = ("white", "blue", "black", "red", "green")
QUALITY_FORMS = ("<colour>", "non<colour>", "colorless", "<Subtype>")


def is_quality(word: str) -> bool:
    """True for a word that can narrow a filter or a spec."""
    if word in COLORS or word == "colorless":
        return True
    if word.startswith("non") and word[3:] in COLORS:
        return True
    return word[:1].isupper() and word.isalpha()


def split(text: str, bases: tuple[str, ...]) -> tuple[str, str] | None:
    """'white creatures you control' -> ('white', 'creatures you control'); a plain base
    -> ('', base); None when `text` is neither."""
    if text in bases:
        return ("", text)
    head, _, rest = text.partition(" ")
    if rest in bases and is_quality(head):
        return (head, rest)
    return None


def has_quality(c: Chars, quality: str) -> bool:
    """Whether characteristics `c` have the quality word (608.2i: only that value is
    checked, whatever else the object is)."""
    if not quality:
        return True
    if quality in COLORS:
        return quality in c.colors
    if quality == "colorless":
        return not c.colors
    if quality.startswith("non") and quality[3:] in COLORS:
        return quality[3:] not in c.colors
    return quality in c.subtypes
