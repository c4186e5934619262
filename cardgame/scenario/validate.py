"""Everything about a scenario that can be checked before playing it (scenario.md, 6-7).

The loader checks the file's shape; this module checks it against the card pool: every
card name, and every ref that names an object in a place where the file alone says what
it may be (a `[[do]]`'s card, targets, attackers, blockers, damage recipients; every
expectation's `ref` and `attached_to`). A ref must be a player, an `id` of the file, or
the name of a card or token the scenario defines, places or creates; otherwise it is a
load error with its line and a "did you mean" among the scenario's own objects, so that a
misspelt ref never passes `exists = false`. `cardgame check` and `scenario run` both call
`validate`, so a file `check` accepts never fails to load in `run`. All problems of a
file are reported together.
"""

from __future__ import annotations

import dataclasses
import difflib
import re
from collections.abc import Iterable, Iterator
from typing import Any

from cardgame.cards.pool import CardPool
from cardgame.errors import FormatError
from cardgame.rulesets import describe
from cardgame.scenario.load_errors import raise_all
from cardgame.scenario.model import Expect, Scenario
from cardgame.scenario.setup import scenario_pool
from cardgame.tomlsource import KeyPath, format_path

PLAYER_REFS = ("p1", "p2")
TOKEN_ORDINAL = re.compile(r"^t\d+$")  # t1, t2...: tokens created during a recorded game
TOKEN_REFS = "scenario_token_refs"  # the `CardDef.facts` key of `_token_names`


def validate(sc: Scenario) -> CardPool:
    """The scenario's card pool, once every card name and ref checks out."""
    pool = scenario_pool(sc)
    checker = _Checker(sc, pool)
    checker.card_names()
    checker.refs()
    raise_all(checker.errors)
    return pool


def known_names(sc: Scenario, pool: CardPool) -> set[str]:
    """The names a ref may use: cards placed, stacked or defined in the file, and the
    tokens their effects create."""
    names = _written_names(sc)
    seen: set[str] = set()
    todo = [n for n in names if n in pool]
    while todo:  # tokens made by the cards, and by the tokens they make
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        for token in _token_names(pool.get(name)):
            names.add(token)
            if token in pool:
                todo.append(token)
    return names


def _written_names(sc: Scenario) -> set[str]:
    """The names of `known_names` that the file itself writes (placed, stacked, defined)."""
    names = {name for name, _ in _placed(sc)}
    names |= {str(table.get("name")) for _, table in sc.cards if "name" in table}
    return names


def _placed(sc: Scenario) -> Iterator[tuple[str, KeyPath]]:
    """Every card name of the starting position, with its key path."""
    for ps in sc.state.players.values():
        for entries in ps.zones.values():
            for e in entries:
                yield e.card, e.path + ("card",)
    for s in sc.state.stack:
        yield s.card, s.path + ("card",)


def _token_names(card: Any) -> tuple[str, ...]:
    """The `token` names in any effect of a card (its abilities, modes, statics), found
    once per card definition and kept in its `facts`: bundled cards are shared by every
    scenario of a run, and the walk is the slowest part of checking one."""
    found = card.facts.get(TOKEN_REFS)
    if found is None:
        found = tuple(_walk_tokens(card))
        card.facts[TOKEN_REFS] = found
    return found


def _walk_tokens(card: Any) -> Iterator[str]:
    """Every `token` name anywhere under the card's fields but `facts` (derived, not
    printed)."""
    stack: list[Any] = [card]
    while stack:
        x = stack.pop()
        if dataclasses.is_dataclass(x) and not isinstance(x, type):
            params = getattr(x, "params", None)
            if isinstance(params, dict) and isinstance(params.get("token"), str):
                yield params["token"]
            stack.extend(getattr(x, f.name) for f in dataclasses.fields(x)
                         if f.name != "facts")
        elif isinstance(x, dict):
            if isinstance(x.get("token"), str):
                yield x["token"]
            stack.extend(x.values())
        elif isinstance(x, (list, tuple)):
            stack.extend(x)


class _Checker:
    def __init__(self, sc: Scenario, pool: CardPool) -> None:
        self.sc = sc
        self.pool = pool
        self.errors: list[FormatError] = []
        self.ids = self._ids()
        self.written = _written_names(sc)
        self._names: set[str] | None = None

    @property
    def names(self) -> set[str]:
        """`known_names`, found only when a ref is none of the names the file writes:
        walking the cards for their tokens is most of the cost of checking a file."""
        if self._names is None:
            self._names = known_names(self.sc, self.pool)
        return self._names

    def _ids(self) -> set[str]:
        out = {e.id for ps in self.sc.state.players.values() for zone in ps.zones.values()
               for e in zone if e.id}
        return out

    def fail(self, path: KeyPath, found: str, expected: str, hint: str = "") -> None:
        line = self.sc.source.line_of(path) if self.sc.source else None
        self.errors.append(FormatError(self.sc.path, format_path(path), found, expected, hint,
                                       line))

    # ---- card names --------------------------------------------------------------------
    def card_names(self) -> None:
        for name, path in _placed(self.sc):
            if name not in self.pool:
                hints = self.pool.suggest(name)
                self.fail(path, f"unknown card {name!r}",
                          f"a card of the {self.sc.ruleset} pool or a [[card]] of this file",
                          f"did you mean {' or '.join(repr(h) for h in hints)}?" if hints
                          else "")

    # ---- refs --------------------------------------------------------------------------
    def ref(self, ref: str, path: KeyPath, players: bool = True) -> None:
        """One ref: a player (where `players`), an id, or a name the scenario knows."""
        if ref in self.ids or ref in self.written or ref in self.names \
                or TOKEN_ORDINAL.match(ref):
            return
        if players and ref in PLAYER_REFS:
            return
        if ref.startswith("{"):  # a mana symbol among `pay` choices
            return
        known = sorted(self.ids | self.names)
        close = difflib.get_close_matches(ref, known, n=1, cutoff=0.6)
        if not close:
            low = {k.lower(): k for k in known}
            close = [low[ref.lower()]] if ref.lower() in low else []
        self.fail(path, f"the ref {ref!r}, which names nothing in this scenario",
                  "an id of the file, a card or token name the scenario places, defines or "
                  "creates" + (', or "p1"/"p2"' if players else ""),
                  f"did you mean {close[0]!r}?" if close else "")

    def refs(self) -> None:
        for a in self.sc.actions:
            p = a.path
            value = a.value
            shape = self._ref_shape(a.kind, value)
            at = p + (a.kind,)
            if shape == "ref":
                self.ref(str(value), at, players=False)
            elif shape == "refs":
                self._each(value, at, players=False)
            elif shape in ("keys", "map", "lists"):
                for key, v in value.items():
                    self.ref(key, at + (key,), players=False)
                    if shape == "map":
                        self.ref(v, at + (key,))
                    elif shape == "lists":
                        self._each(v, at + (key,), players=False)
            self._each(a.targets or [], p + ("targets",))
            self._each(a.mana_from or [], p + ("mana_from",), players=False)
            for k in (a.split or {}):
                self.ref(k, p + ("split", k))
            for j, band in enumerate(a.bands or []):
                self._each(band, p + ("bands", j), players=False)
        self._expect(self.sc.expect, ("expect",))
        for cp in self.sc.checkpoints:
            self._expect(cp.expect, cp.path)

    def _ref_shape(self, kind: str, value: Any) -> str:
        """How an action's value names objects: the ruleset's own action says
        (`ScenarioAction.refs`), else the action every ruleset has."""
        own = describe(self.sc.ruleset).action(kind)
        if own is not None and own.refs is not None:
            return own.refs
        if kind in ("play", "activate", "assign_damage"):
            return "ref"
        if kind == "attack":
            return "map" if isinstance(value, dict) else "refs"
        return ""

    def _each(self, refs: Iterable[str], path: KeyPath, players: bool = True) -> None:
        for j, r in enumerate(refs):
            self.ref(r, path + (j,), players)

    def _expect(self, ex: Expect, path: KeyPath) -> None:
        for i, ce in enumerate(ex.cards):
            self.ref(ce.ref, path + ("card", i, "ref"), players=False)
            host = ce.checks.get("attached_to")
            if isinstance(host, str) and host:
                self.ref(host, path + ("card", i, "attached_to"))
