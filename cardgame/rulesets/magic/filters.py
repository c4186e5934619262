"""Quality filters: sets of permanents named by colour, type and controller (105, 205).

Rules text picks permanents out by their qualities: "white creatures you control get
+1/+1" (Honor of the Pure, 613.5), "all noncreature artifacts become ..." (613.6). A
quality filter is a phrase of the vocabulary, read as

    [quality ...] <noun> [you control | your opponents control]

where each quality is a colour (`white`), a colour or card type negated (`nonblack`,
`noncreature`), and the noun a kind of permanent (`creatures`, `artifacts`, ...). The
fixed filters of `vocabulary.FILTERS` stay as they are; this module reads the rest. A
filter is checked against an object's characteristics as they are now (611.3a), so a
creature that turns white starts matching "white creatures" at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from cardgame.engine.layers import Chars

COLORS = ("white", "blue", "black", "red", "green")
# The noun of a filter: the card type a matching permanent must have ("" for any).
NOUNS = {"creatures": "Creature", "artifacts": "Artifact", "enchantments": "Enchantment",
         "lands": "Land", "planeswalkers": "Planeswalker", "permanents": ""}
_NEGATABLE_TYPES = {"creature": "Creature", "artifact": "Artifact",
                    "enchantment": "Enchantment", "land": "Land",
                    "planeswalker": "Planeswalker"}
_CONTROLLERS = {"you control": "you", "your opponents control": "opponents"}

EXAMPLES = ("white creatures you control", "white creatures", "nonblack creatures",
            "noncreature artifacts", "lands you control",
            "red permanents your opponents control")


@dataclass(frozen=True)
class QualityFilter:
    """What a permanent must be: its type, colours it has, and what it isn't."""

    card_type: str
    colors: tuple[str, ...] = ()
    not_colors: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    controller: str = ""  # "", "you" or "opponents"

    def matches(self, c: Chars, controller: int) -> bool:
        if self.card_type and self.card_type not in c.types:
            return False
        if any(col not in c.colors for col in self.colors):
            return False
        if any(col in c.colors for col in self.not_colors):
            return False
        if any(t in c.types for t in self.not_types):
            return False
        if self.controller == "you":
            return c.controller == controller
        if self.controller == "opponents":
            return c.controller != controller
        return True


@lru_cache(maxsize=256)
def parse(text: str) -> QualityFilter | None:
    """The filter a phrase names, or None when it is not a quality filter."""
    rest = text.strip()
    controller = ""
    for words, who in _CONTROLLERS.items():
        if rest.endswith(" " + words):
            rest, controller = rest[: -len(words) - 1], who
            break
    parts = rest.split(" ")
    noun = parts[-1]
    if noun not in NOUNS or (len(parts) < 2 and not controller):
        return None  # a bare noun is one of the fixed filters, not a quality filter
    colors: list[str] = []
    not_colors: list[str] = []
    not_types: list[str] = []
    for word in parts[:-1]:
        if word in COLORS:
            colors.append(word)
        elif word.startswith("non") and word[3:] in COLORS:
            not_colors.append(word[3:])
        elif word.startswith("non") and word[3:] in _NEGATABLE_TYPES:
            not_types.append(_NEGATABLE_TYPES[word[3:]])
        else:
            return None
    return QualityFilter(NOUNS[noun], tuple(colors), tuple(not_colors), tuple(not_types),
                         controller)


def matches(c: Chars, text: str, controller: int) -> bool:
    """Whether characteristics `c` match the quality filter `text` for `controller`."""
    flt = parse(text)
    return flt is not None and flt.matches(c, controller)
