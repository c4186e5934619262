"""One word "target", several targets (115.3, 601.2c): "tap two target creatures".

Why: the same object can't be chosen twice for one instance of the word "target", but
may be chosen once for each instance. Card data writes one instance per entry of
`targets`, so `["artifact", "land"]` ("target artifact and target land") may name the
same artifact land twice, while `["two creatures"]` ("two target creatures") needs two
different creatures. The loader expands "two creatures" into the specs `creature` and
`creature, another one`: the mark says the target is chosen for the same word as the
target before it (and reads well where a front end shows the spec).
Refs count the expanded targets (`target1`, `target2`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

SAME = ", another one"
COUNTS = {"two": 2, "three": 3}
# plural noun of a spec -> its singular ("two targets" is two "any" targets, 115.4)
PLURALS = {"creatures": "creature", "players": "player", "permanents": "permanent",
           "lands": "land", "artifacts": "artifact", "enchantments": "enchantment",
           "planeswalkers": "planeswalker", "spells": "spell", "targets": "any"}
FORMS = ("two creatures", "three creatures", "two targets", "two <quality> creatures",
         "two players", "two permanents", "two lands", "two artifacts")


def expand(text: str, known: Callable[[str], bool]) -> tuple[str, ...] | None:
    """'two creatures' -> ('creature', 'creature, another one'); None unless a count word, a
    plural spec that `known` accepts once made singular."""
    count_word, _, rest = text.partition(" ")
    n = COUNTS.get(count_word)
    if n is None:
        return None
    words = rest.split(" ")
    for i, w in enumerate(words):
        if w in PLURALS:
            if w == "targets" and len(words) > 1:
                return None
            spec = " ".join(words[:i] + [PLURALS[w]] + words[i + 1:])
            return (spec,) + (spec + SAME,) * (n - 1) if known(spec) else None
    return None


def base(spec: str) -> str:
    """The spec without its same-word mark."""
    return spec[:-len(SAME)] if spec.endswith(SAME) else spec


def repeated(specs: Sequence[str], targets: Sequence[Any]) -> Any | None:
    """A target chosen twice for one word "target" (115.3), or None."""
    word: list[Any] = []
    for spec, t in zip(specs, targets, strict=False):
        if not spec.endswith(SAME):
            word = []
        elif t in word:
            return t
        word.append(t)
    return None


def taken(specs: Sequence[str], chosen: Sequence[Any]) -> list[Any]:
    """The targets already chosen for the word of the next spec (so a chooser can leave
    them out): `chosen` are the targets of `specs[:len(chosen)]`."""
    i = len(chosen)
    if i >= len(specs) or not specs[i].endswith(SAME):
        return []
    start = i
    while start > 0 and specs[start].endswith(SAME):
        start -= 1
    return list(chosen[start:i])
