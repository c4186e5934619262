"""The card pool of one ruleset: every card a deck or scenario may name.

The bundled pool is read once per process from `cardgame/cards/data/<ruleset>/*.toml`
and shared (it is immutable); a scenario's own `[[card]]` tables make a new pool with
`with_cards`, shadowing bundled cards of the same name, without touching the shared one.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from importlib.resources.abc import Traversable
from pathlib import Path

from cardgame.cards.loader import FILLER, load_card_text
from cardgame.engine.cardmodel import CardDef
from cardgame.engine.cardsource import set_pool_loader
from cardgame.errors import FormatError
from cardgame.rulesets import card_data_dir, ruleset_names

_CACHE: dict[str, CardPool] = {}
_CHECKOUT = Path(__file__).resolve().parent.parent.parent


def _label(folder: Traversable | Path, ruleset: str, name: str) -> str:
    """How errors name a card file: from the checkout for the bundled ones (as
    `cardgame/cards/data/magic/x.toml`), else its full path."""
    full = Path(str(folder)) / name
    try:
        return full.relative_to(_CHECKOUT).as_posix()
    except ValueError:
        return str(full)


def builtin_rulesets() -> list[str]:
    """Registered rulesets that have card data (a folder with .toml files)."""
    out = []
    for name in ruleset_names():
        entry = card_data_dir(name)
        if entry is not None and entry.is_dir() and any(
                f.name.endswith(".toml") for f in entry.iterdir()):
            out.append(name)
    return sorted(out)


def token_names(card: CardDef) -> list[str]:
    """Names of the tokens a card's effects create (they must be cards of the pool)."""
    effects = list(card.effects)
    for m in card.modes:
        effects.extend(m.effects)
    for ab in card.abilities:
        effects.extend(ab.effects)
        for m in ab.modes:
            effects.extend(m.effects)
    return [str(e.get("token")) for e in effects if e.kind == "create_token"]


class CardPool:
    """Card definitions of one ruleset, by exact name."""

    def __init__(self, ruleset: str, defs: Iterable[CardDef] = ()) -> None:
        self.ruleset = ruleset
        self._cards: dict[str, CardDef] = {}
        for d in defs:
            self._cards[d.name] = d
        self._lower: dict[str, str] | None = None

    # -- lookups

    def get(self, name: str) -> CardDef:
        """The card named exactly `name`; KeyError (with suggestions) when missing."""
        try:
            return self._cards[name]
        except KeyError:
            close = self.suggest(name)
            hint = f" (did you mean {', '.join(repr(c) for c in close)}?)" if close else ""
            raise KeyError(f"no card {name!r} in the {self.ruleset} pool{hint}") from None

    def __contains__(self, name: object) -> bool:
        return name in self._cards

    def __len__(self) -> int:
        return len(self._cards)

    def names(self) -> list[str]:
        """All card names, sorted."""
        return sorted(self._cards)

    def cards(self) -> list[CardDef]:
        """All card definitions, sorted by name."""
        return [self._cards[n] for n in self.names()]

    def suggest(self, name: str, n: int = 3) -> list[str]:
        """Up to `n` names close to `name`, for "did you mean" messages.

        A case-insensitive exact match comes first, then difflib's close matches
        (ignoring case), then names containing `name` as a substring.
        """
        if self._lower is None:
            self._lower = {k.lower(): k for k in self._cards}
        low = name.strip().lower()
        out: list[str] = []
        if low in self._lower:
            out.append(self._lower[low])
        for m in difflib.get_close_matches(low, list(self._lower), n=n + 1, cutoff=0.6):
            out.append(self._lower[m])
        if len(low) >= 3:
            out.extend(self._lower[k] for k in sorted(self._lower) if low in k)
        seen: list[str] = []
        for s in out:
            if s not in seen and s != name:
                seen.append(s)
        return seen[:n]

    # -- derived pools

    def with_cards(self, defs: Iterable[CardDef]) -> CardPool:
        """A new pool where `defs` shadow cards of the same name (scenario cards)."""
        new = CardPool(self.ruleset)
        new._cards = dict(self._cards)  # one copy of the table, not one insert per card
        for d in defs:
            new._cards[d.name] = d
        return new

    @staticmethod
    def builtin(ruleset: str) -> CardPool:
        """The bundled pool of `ruleset`, loaded once and cached; ValueError if unknown."""
        cached = _CACHE.get(ruleset)
        if cached is not None:
            return cached
        folder = card_data_dir(ruleset) if ruleset in ruleset_names() else None
        if folder is None:
            known = builtin_rulesets()
            raise ValueError(f"no bundled cards for ruleset {ruleset!r} "
                             f"(known: {', '.join(known)})")
        defs: dict[str, CardDef] = {}
        where: dict[str, str] = {}
        files = sorted((f for f in folder.iterdir() if f.name.endswith(".toml")),
                       key=lambda f: f.name)
        for f in files:
            label = _label(folder, ruleset, f.name)
            for d in load_card_text(f.read_text(encoding="utf-8"), label):
                if d.ruleset != ruleset:
                    raise FormatError(label, d.name, f"ruleset {d.ruleset!r}",
                                      f"{ruleset!r} (the folder's ruleset)")
                if d.name in defs:
                    raise FormatError(label, d.name, f"{d.name!r} again",
                                      "a name unique in the ruleset's pool",
                                      f"first defined in {where[d.name]}")
                defs[d.name] = d
                where[d.name] = label
        if FILLER not in defs:
            raise FormatError(str(folder), "", f"no {FILLER!r} card",
                              f"a card named {FILLER!r} in every ruleset's pool")
        for d in defs.values():
            for token in token_names(d):
                if token not in defs:
                    raise FormatError(where[d.name], d.name, f"token {token!r}",
                                      "a token card defined in the pool (create_token.token)")
        pool = CardPool(ruleset, defs.values())
        _CACHE[ruleset] = pool
        return pool

    builtin_rulesets = staticmethod(builtin_rulesets)

    def __repr__(self) -> str:
        return f"CardPool({self.ruleset!r}, {len(self._cards)} cards)"


set_pool_loader(CardPool.builtin)  # tokens of games started without a pool (engine.cardsource)
