"""Read a scenario file (format 1) strictly into `cardgame.scenario.model` objects.

Why strict: a scenario is a rules question written by hand; a typo that passed silently
would make a test check nothing. So every key the format does not define, every wrong
type and every value outside its range is a `FormatError` naming the file, the key path
(`do[2].atack`, 0-based indexes as in `tomlsource.format_path`), the line, what was
found and what was expected, with a did-you-mean for misspelled keys and names. Only
`FormatError` ever leaves this module for bad input.

The loader checks the shape of the file, never the game: card names and refs are checked
against the card pool by `cardgame.scenario.validate`, and the legality of actions is the
runner's (an illegal action may be the point of a `[[do]]` with `expect_error`). Every
part of the file is checked even after an error in another part, so one load reports all
of them (`load_errors.FormatErrors`).

How each action's `value` is normalized (`Action.value`):

- `play`, `cast`, `activate`, `assign_damage`, `separate`: the ref, a `str`.
- `attack`: magic: a `list[str]` of attackers (they attack the opponent) or a
  `dict[str, str]` attacker -> `"p1"`/`"p2"`/planeswalker ref; hkk: only the dict form,
  attacker -> target creature ref or player.
- `block`: `dict[str, list[str]]` blocker -> attackers; a single attacker ref written as
  a string becomes a one-element list.
- `order`: `list[str]`, first = put on the stack first.
- `choose`: `str` (a label), `int` (a 1-based index) or a `list` of them, as written.
- `move`: `dict[str, str]` creature ref -> `"guard_post"` or `"reserve"`.
- `unite`: `list[str]` of exactly two refs.
- `pass`, `concede`: `True`.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from pathlib import Path
from typing import Any

from cardgame.engine.description import RulesetDescription
from cardgame.errors import FormatError
from cardgame.rulesets import describe, ruleset_names
from cardgame.scenario.load_errors import raise_all
from cardgame.scenario.model import (
    GENERIC_ACTIONS,
    PLAYERS,
    START_STEP,
    Action,
    CardExpect,
    Checkpoint,
    Expect,
    PlayerExpect,
    PlayerState,
    Scenario,
    StackEntry,
    StartState,
    Stop,
    ZoneEntry,
)
from cardgame.tablecheck import MAX_CARD_NUMBER
from cardgame.tomlsource import KeyPath, TomlSource, format_path, load_toml, loads_toml

FORMAT_VERSION = 1

_TOP_KEYS = ("format", "name", "ruleset", "seed", "rules", "description", "tags",
             "options", "card", "state", "do", "stop", "expect", "checkpoint")
_STATE_KEYS = ("turn", "active", "step", "p1", "p2", "stack")
_STACK_KEYS = ("card", "controller", "targets", "x")
_STOP_KEYS = ("turn", "step")
_EXPECT_KEYS = ("winner", "log", "log_absent", "p1", "p2", "card")
_CHECKPOINT_KEYS = ("after", "turn", "step", *_EXPECT_KEYS)
_WINNERS = ("p1", "p2", "draw", "none")

# Entry keys that only make sense for a permanent (section 3: orientation, damage...):
# the ruleset's orientation key and these.
_PERMANENT_ONLY = ("sick", "damage", "attached_to", "phased_out", "token", "united_with")

# The modifiers every ruleset has; a ruleset adds its own (magic `bands`, `mana_from`).
_GENERIC_MODIFIERS = ("targets", "x", "mode", "pay", "split", "ability", "expect_error")
_PAYING = ("targets", "x", "mode", "pay", "mana_from")
# Which modifiers may go with which generic action (expect_error goes with any); a
# ruleset's own actions list theirs (`ScenarioAction.modifiers`).
_ALLOWED_MODIFIERS: dict[str, tuple[str, ...]] = {
    "play": _PAYING,
    "activate": (*_PAYING, "ability"),
    "choose": _PAYING,
    "attack": ("bands", "pay", "mana_from"),
    "assign_damage": ("split",),
    "order": (),
    "pass": (),
    "concede": (),
}
# Where a modifier is only allowed with some actions, the action(s) to name in errors.
_MODIFIER_HOME = {"split": "assign_damage", "bands": "attack", "ability": "activate"}

_MISSING = object()


def load_scenario(path: str | Path) -> Scenario:
    """Read and validate a scenario file; any problem is a FormatError."""
    try:
        src = load_toml(path)
    except RecursionError:
        raise _too_deep(str(path)) from None
    return _Loader(src).scenario()


def loads_scenario(text: str, path: str = "<scenario>") -> Scenario:
    """Validate scenario text; `path` is the name used in error messages."""
    try:
        src = loads_toml(text, path)
    except RecursionError:
        raise _too_deep(path) from None
    return _Loader(src).scenario()


def _too_deep(path: str) -> FormatError:
    return FormatError(path, "", "arrays or tables nested too deeply",
                       "a scenario file (a few levels of nesting)")


def _is_int(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _show(v: object) -> str:
    """A value as the file would spell it, short, with its TOML type."""
    if isinstance(v, bool):
        return f"{str(v).lower()} (a boolean)"
    if isinstance(v, str):
        s = v if len(v) <= 40 else v[:37] + "..."
        return f'"{s}" (a string)'
    if isinstance(v, int):
        return f"{v} (an integer)"
    if isinstance(v, float):
        return f"{v} (a float)"
    if isinstance(v, list):
        return "a list" if v else "an empty list"
    if isinstance(v, dict):
        return "a table" if v else "an empty table"
    return f"{v} (a date/time)"


def _one_of(options: Sequence[str]) -> str:
    return "one of " + ", ".join(f'"{o}"' for o in options)


def _did_you_mean(word: str, options: Sequence[str]) -> str:
    """The closest option (ties go to the earlier one: "main" -> "main1"), if close."""
    best, score = "", 0.6
    for option in options:
        ratio = difflib.SequenceMatcher(None, word, option).ratio()
        if ratio > score or (ratio == score and not best):
            best, score = option, ratio
    return f"did you mean '{best}'?" if best else ""


class _Parts:
    """Calls one part's check; a FormatError is kept and the part's default returned."""

    def __init__(self, errors: list[FormatError]) -> None:
        self.errors = errors

    def __call__(self, check: Callable[[], Any], default: Any) -> Any:
        try:
            return check()
        except FormatError as e:
            self.errors.extend(getattr(e, "errors", [e]))
            return default


class _Loader:
    """One pass over one file; holds the source and what cross-checks need."""

    def __init__(self, src: TomlSource) -> None:
        self.src = src
        self.ruleset = ""
        self.desc: RulesetDescription | None = None
        self.others: list[RulesetDescription] = []
        self.ids: dict[str, KeyPath] = {}
        self.unions: list[tuple[KeyPath, str]] = []

    # ----- primitives -----------------------------------------------------------------

    def fail(self, path: KeyPath, found: str, expected: str, hint: str = "") -> FormatError:
        return self.src.error(path, found, expected, hint)

    @property
    def d(self) -> RulesetDescription:
        assert self.desc is not None
        return self.desc

    def users(self, key: str, keys_of: Any) -> list[str]:
        """The other rulesets whose `keys_of(description)` has `key`."""
        return [o.name for o in self.others if key in keys_of(o)]

    def keys(self, table: Mapping[str, Any], path: KeyPath, allowed: Sequence[str],
             keys_of: Any = None) -> None:
        """Every key of `table` must be in `allowed`; a key that other rulesets have
        (`keys_of(their description)`) gets a message that says so."""
        errors: list[FormatError] = []
        for key in table:
            if key in allowed:
                continue
            kp = path + (key,)
            users = self.users(key, keys_of) if keys_of is not None else []
            if users:
                alt = self.d.key_hints.get(key)
                hint = f"{self.ruleset} files use {alt}" if alt else ""
                errors.append(self.fail(
                    kp, f"key '{key}', which only {', '.join(users)} files use",
                    f"a key of {self.ruleset} files: " + ", ".join(allowed), hint))
                continue
            errors.append(self.fail(kp, f"unknown key '{key}'", "one of: " + ", ".join(allowed),
                                    _did_you_mean(key, allowed)))
        raise_all(errors)  # every bad key of the table, not only the first

    def table(self, v: object, path: KeyPath, what: str = "a table") -> dict[str, Any]:
        if not isinstance(v, dict):
            raise self.fail(path, _show(v), what)
        return v

    def array_of_tables(self, v: object, path: KeyPath, header: str) -> list[dict[str, Any]]:
        """`[[header]]` tables; a single `[header]` table is the usual slip."""
        if isinstance(v, dict):
            raise self.fail(path, f"a single table [{header}]",
                            f"an array of tables: write [[{header}]]")
        if not isinstance(v, list):
            raise self.fail(path, _show(v), f"an array of tables [[{header}]]")
        for i, item in enumerate(v):
            self.table(item, path + (i,), f"a table (one [[{header}]])")
        return v

    def int_(self, v: object, path: KeyPath, lo: int | None = None,
             hi: int | None = None) -> int:
        if not _is_int(v):
            exp = "an integer" if lo is None else f"an integer >= {lo}"
            raise self.fail(path, _show(v), exp)
        assert isinstance(v, int)
        if lo is not None and v < lo:
            raise self.fail(path, str(v), f"an integer >= {lo}")
        if hi is not None and v > hi:
            raise self.fail(path, str(v), f"an integer from {lo or 0} to {hi}")
        return v

    def bool_(self, v: object, path: KeyPath) -> bool:
        if not isinstance(v, bool):
            raise self.fail(path, _show(v), "true or false")
        return v

    def str_(self, v: object, path: KeyPath, what: str = "a string",
             empty: bool = False) -> str:
        if not isinstance(v, str):
            raise self.fail(path, _show(v), what)
        if not empty and not v.strip():
            raise self.fail(path, "an empty string", what)
        return v

    def strs(self, v: object, path: KeyPath, what: str = "a list of strings",
             nonempty: bool = False) -> list[str]:
        if not isinstance(v, list):
            raise self.fail(path, _show(v), what)
        if nonempty and not v:
            raise self.fail(path, "an empty list", what)
        return [self.str_(s, path + (i,), "a non-empty string") for i, s in enumerate(v)]

    def choice(self, v: object, path: KeyPath, options: Sequence[str],
               other: Sequence[str] = (), other_what: str = "") -> str:
        """One of `options`; a value from `other` (the other ruleset's) says so."""
        if not isinstance(v, str):
            raise self.fail(path, _show(v), _one_of(options))
        if v not in options:
            if v in other:
                raise self.fail(path, f'"{v}", {other_what}', _one_of(options),
                                _did_you_mean(v, options))
            raise self.fail(path, f'"{v}"', _one_of(options), _did_you_mean(v, options))
        return v

    def step(self, v: object, path: KeyPath) -> str:
        if isinstance(v, str) and v not in self.d.step_ids:
            users = self.users(v, lambda o: o.step_ids)
            if users:
                return self.choice(v, path, self.d.step_ids, (v,),
                                   f"a step of {', '.join(users)}, not {self.ruleset}")
        return self.choice(v, path, self.d.step_ids)

    def player(self, v: object, path: KeyPath) -> str:
        return self.choice(v, path, PLAYERS)

    def counters(self, v: object, path: KeyPath) -> dict[str, int]:
        t = self.table(v, path, 'a table counter-name -> count, e.g. { "+1/+1" = 1 }')
        # at most as many as a card's own numbers: 10**20 age counters made a cumulative
        # upkeep cost of 10**20 parts, and `scenario run` never ended
        return {k: self.int_(n, path + (k,), 0, MAX_CARD_NUMBER) for k, n in t.items()}

    def register_id(self, v: object, path: KeyPath) -> str:
        ident = self.str_(v, path, "a non-empty string (a label for references)")
        if ident in PLAYERS:
            raise self.fail(path, f'id "{ident}"', "an id that is not a player name",
                            '"p1" and "p2" always mean the players')
        if ident in self.ids:
            raise self.fail(path, f'id "{ident}" a second time', "ids unique in the file",
                            f"first used at {format_path(self.ids[ident])}")
        self.ids[ident] = path
        return ident

    # ----- the file -------------------------------------------------------------------

    def scenario(self) -> Scenario:
        data = self.src.data
        if "format" in data:
            fmt = data["format"]
            if not _is_int(fmt) or fmt != FORMAT_VERSION:
                raise self.fail(("format",), _show(fmt), f"{FORMAT_VERSION}",
                                "this version reads scenario format 1 only")
        self.keys(data, (), _TOP_KEYS)
        for key in ("format", "name", "ruleset"):
            if key not in data:
                raise self.fail((key,), f"no '{key}' key", f"the required key '{key}'")
        self.ruleset = self.choice(data["ruleset"], ("ruleset",), ruleset_names())
        self.desc = describe(self.ruleset)
        self.others = [describe(r) for r in ruleset_names() if r != self.ruleset]
        name = self.str_(data["name"], ("name",), "a non-empty string")
        # From here on, each part of the file is checked even when an earlier one failed,
        # so that one run reports every error of the file (section 7).
        errors: list[FormatError] = []
        part = _Parts(errors)
        seed: int = part(lambda: self.int_(data.get("seed", 0), ("seed",)), 0)
        rules: list[str] = part(lambda: self.strs(data.get("rules", []), ("rules",)), [])
        description: str = part(lambda: self.str_(data.get("description", ""),
                                                  ("description",), empty=True), "")
        tags: list[str] = part(lambda: self.strs(data.get("tags", []), ("tags",)), [])
        options: dict[str, Any] = part(
            lambda: dict(self.table(data.get("options", {}), ("options",))), {})
        cards: list[tuple[KeyPath, dict[str, Any]]] = part(
            lambda: self.cards(data.get("card", [])), [])
        state: StartState = part(lambda: self.state(data.get("state", _MISSING)),
                                 StartState(1, "p1", self.d.default_step, {}))
        do_tables: list[dict[str, Any]] = part(
            lambda: self.array_of_tables(data.get("do", []), ("do",), "do"), [])
        actions: list[Action] = []
        for i, t in enumerate(do_tables):
            action = part(partial(self.action, i, t), None)
            if action is not None:
                actions.append(action)
        stop: Stop | None = (part(lambda: self.stop(data["stop"], state), None)
                             if "stop" in data else None)
        expect: Expect = part(lambda: self.expect(data.get("expect", {})), Expect())
        cp_tables: list[dict[str, Any]] = part(lambda: self.array_of_tables(
            data.get("checkpoint", []), ("checkpoint",), "checkpoint"), [])
        checkpoints: list[Checkpoint] = []
        for i, t in enumerate(cp_tables):
            cp = part(partial(self.checkpoint, t, ("checkpoint", i), state, len(do_tables)),
                      None)
            if cp is not None:
                checkpoints.append(cp)
        raise_all(errors)
        return Scenario(self.src.path, name, self.ruleset, seed, rules, description, tags,
                        options, cards, state, actions, stop, expect, checkpoints,
                        source=self.src)

    def cards(self, v: object) -> list[tuple[KeyPath, dict[str, Any]]]:
        """Inline cards stay raw for the card loader; only their ruleset is ours to check."""
        out: list[tuple[KeyPath, dict[str, Any]]] = []
        for i, t in enumerate(self.array_of_tables(v, ("card",), "card")):
            path: KeyPath = ("card", i)
            if "ruleset" in t and t["ruleset"] != self.ruleset:
                raise self.fail(path + ("ruleset",), _show(t["ruleset"]),
                                f'"{self.ruleset}" (the scenario\'s ruleset) or no ruleset key',
                                "inline cards take the scenario's ruleset")
            out.append((path, t))
        return out

    # ----- [state] --------------------------------------------------------------------

    def state(self, v: object) -> StartState:
        """The starting position. Its parts (turn, step, each player, each zone entry,
        the stack) are checked one by one, so that a bad step doesn't hide a bad zone."""
        path: KeyPath = ("state",)
        t = {} if v is _MISSING else self.table(v, path)
        errors: list[FormatError] = []
        part = _Parts(errors)
        part(lambda: self.keys(t, path, _STATE_KEYS), None)
        turn: int = part(lambda: self.int_(t.get("turn", 1), path + ("turn",), 1), 1)
        owner = PLAYERS[(turn - 1) % 2]
        part(lambda: self._check_active(t, turn, owner, path), None)
        raw_step = t.get("step", self.d.default_step)
        step: str = START_STEP if raw_step == START_STEP else part(
            lambda: self.step(raw_step, path + ("step",)), self.d.default_step)
        players = {p: part(partial(self.player_state, t.get(p, _MISSING), path + (p,)),
                           PlayerState(values={}, zones={}, library_given=False))
                   for p in PLAYERS}
        for upath, ref in self.unions:
            if ref not in self.ids:
                errors.append(self.fail(upath, f'"{ref}", which is no id in the file',
                                        "the id of the creature it is united with",
                                        _did_you_mean(ref, list(self.ids))))
        stack_tables: list[dict[str, Any]] = part(lambda: self.array_of_tables(
            t.get("stack", []), path + ("stack",), "state.stack"), [])
        stack = [e for e in (part(partial(self.stack_entry, e, path + ("stack", i)), None)
                             for i, e in enumerate(stack_tables)) if e is not None]
        raise_all(errors)  # the start check needs every player's zones read
        if step == START_STEP:
            self.check_start(t, turn, players, path)
        return StartState(turn, owner, step, players, stack)

    def _check_active(self, t: Mapping[str, Any], turn: int, owner: str,
                      path: KeyPath) -> None:
        """`active` may be given, but it must be the turn's owner."""
        if "active" not in t:
            return
        active = self.player(t["active"], path + ("active",))
        if active != owner:
            raise self.fail(path + ("active",), f'"{active}" in turn {turn}',
                            f'"{owner}": turn order is p1, p2, p1..., so turn {turn} '
                            f"is {owner}'s", "omit 'active': it follows from the turn")

    def check_start(self, t: Mapping[str, Any], turn: int, players: dict[str, PlayerState],
                    path: KeyPath) -> None:
        """`step = "start"`: before the first turn, empty hands, libraries given in full."""
        if turn != 1:
            raise self.fail(path + ("turn",), str(turn), 'turn 1 (or no turn) with step = "start"')
        if t.get("stack"):
            raise self.fail(path + ("stack",), "a starting stack with step = \"start\"",
                            "no stack before the first turn")
        lib = self.d.zone_with_role("library") or ""
        hand = self.d.zone_with_role("hand") or ""
        need = self.d.opening_hand
        for key, ps in players.items():
            if ps.zones.get(hand):
                raise self.fail(path + (key, hand), "cards in hand before the first turn",
                                'an empty hand with step = "start" (the opening hand is drawn)')
            if not ps.library_given or len(ps.zones[lib]) < need:
                raise self.fail(path + (key, lib), f"{len(ps.zones[lib])} cards listed"
                                if ps.library_given else f"no '{lib}'",
                                f"at least {need} cards listed, top first, with step = "
                                '"start" (the opening hand comes from them, unshuffled)')

    @staticmethod
    def _player_keys(d: RulesetDescription) -> tuple[str, ...]:
        return tuple(k.name for k in d.player_keys) + d.scenario_zones

    def player_value(self, key: Any, v: object, path: KeyPath) -> Any:
        """A player key's value, checked as the ruleset declares it."""
        if key.kind == "str":
            text = self.str_(v, path, key.expected or "a string", empty=True)
            if key.check is not None:  # checked here so that `check` refuses what the
                try:                   # game could not set up or compare
                    key.check(text)
                except ValueError as e:
                    raise self.fail(path, _show(v), str(e)) from None
            return text
        return self.int_(v, path, key.minimum, key.maximum)

    def player_state(self, v: object, path: KeyPath) -> PlayerState:
        t = {} if v is _MISSING else self.table(v, path)
        allowed = self._player_keys(self.d)
        errors: list[FormatError] = []
        part = _Parts(errors)  # every bad key, zone entry and value of the player
        part(lambda: self.keys(t, path, allowed, self._player_keys), None)
        zones: dict[str, list[ZoneEntry]] = {}
        for z in self.d.scenario_zones:
            raw: list[Any] = part(partial(self.strs_or_entries, t.get(z, []), path + (z,)), [])
            entries = (part(partial(self.entry, e, path + (z, i), z), None)
                       for i, e in enumerate(raw))
            zones[z] = [e for e in entries if e is not None]
        values = {k.name: part(partial(self.player_value, k, t.get(k.name, k.default),
                                       path + (k.name,)), k.default)
                  for k in self.d.player_keys}
        raise_all(errors)
        return PlayerState(values=values, zones=zones,
                           library_given=self.d.zone_with_role("library") in t)

    def strs_or_entries(self, v: object, path: KeyPath) -> list[Any]:
        if not isinstance(v, list):
            raise self.fail(path, _show(v), "a list of card names or { card = ... } tables")
        return v

    def entry(self, v: object, path: KeyPath, zone: str) -> ZoneEntry:
        if isinstance(v, str):
            return ZoneEntry(card=self.str_(v, path, "a card name"), path=path)
        t = self.table(v, path, 'a card name or a table such as { card = "Forest" }')
        self.keys(t, path, self.d.entry_keys, lambda o: o.entry_keys)
        if "card" not in t:
            raise self.fail(path, "a table without 'card'", 'a card name: { card = "..." }')
        orient = self.d.orientation
        if zone not in self.d.permanent_zones:
            for key in t:
                if key in _PERMANENT_ONLY or key == orient:
                    where = " or ".join(self.d.permanent_zones)
                    raise self.fail(path + (key,), f"'{key}' on a card in {zone}",
                                    f"'{key}' only on permanents ({where})")
        ident = self.register_id(t["id"], path + ("id",)) if "id" in t else None
        united = None
        if "united_with" in t:
            united = self.str_(t["united_with"], path + ("united_with",), "an id")
            self.unions.append((path + ("united_with",), united))
        attached = None
        if "attached_to" in t:
            attached = self.str_(t["attached_to"], path + ("attached_to",), "an id or name")
        owner = self.player(t["owner"], path + ("owner",)) if "owner" in t else None
        return ZoneEntry(
            card=self.str_(t["card"], path + ("card",), "a card name"),
            id=ident,
            tapped=self.bool_(t.get(orient, False), path + (orient,)),
            sick=self.bool_(t.get("sick", False), path + ("sick",)),
            counters=self.counters(t.get("counters", {}), path + ("counters",)),
            damage=self.int_(t.get("damage", 0), path + ("damage",), 0),
            attached_to=attached,
            phased_out=self.bool_(t.get("phased_out", False), path + ("phased_out",)),
            token=self.bool_(t.get("token", False), path + ("token",)),
            owner=owner,
            united_with=united,
            path=path,
        )

    def stack_entry(self, t: dict[str, Any], path: KeyPath) -> StackEntry:
        self.keys(t, path, _STACK_KEYS)
        for key in ("card", "controller"):
            if key not in t:
                raise self.fail(path, f"no '{key}'", f"the required key '{key}'")
        x = self.int_(t["x"], path + ("x",), 0) if "x" in t else None
        return StackEntry(
            card=self.str_(t["card"], path + ("card",), "a card name"),
            controller=self.player(t["controller"], path + ("controller",)),
            targets=self.strs(t.get("targets", []), path + ("targets",)),
            x=x,
            path=path,
        )

    # ----- [[do]] ---------------------------------------------------------------------

    def action(self, i: int, t: dict[str, Any]) -> Action:
        path: KeyPath = ("do", i)
        own = {a.name: a for a in self.d.actions}
        mine = GENERIC_ACTIONS + tuple(a for a in own if a not in GENERIC_ACTIONS)
        theirs = tuple(dict.fromkeys(a.name for o in self.others for a in o.actions
                                     if a.name not in mine))
        modifiers = _GENERIC_MODIFIERS + self.d.modifiers
        foreign_mods = tuple(dict.fromkeys(m for o in self.others for m in o.modifiers
                                           if m not in modifiers))
        self.keys(t, path, ("turn", "step", "player", *mine, *theirs, *modifiers,
                            *foreign_mods))
        kinds = [k for k in t if k in mine or k in theirs]
        if not kinds:
            raise self.fail(path, "no action key", "exactly one of: " + ", ".join(mine))
        if len(kinds) > 1:
            raise self.fail(path + (kinds[1],), f"a second action key '{kinds[1]}' "
                            f"after '{kinds[0]}'", "exactly one action key per [[do]]",
                            "write each action as its own [[do]]")
        kind = kinds[0]
        if kind not in mine:
            users = self.users(kind, lambda o: [a.name for a in o.actions])
            raise self.fail(path + (kind,), f"the {', '.join(users)} action '{kind}'",
                            f"an action of {self.ruleset} files",
                            self.d.action_hints.get(kind, ""))
        allowed_mods = (_ALLOWED_MODIFIERS[kind] if kind in _ALLOWED_MODIFIERS
                        else own[kind].modifiers)
        for key in t:
            if key not in (*modifiers, *foreign_mods) or key == "expect_error":
                continue
            if key not in allowed_mods:
                home = _MODIFIER_HOME.get(key)
                exp = (f"'{key}' only with '{home}'" if home else
                       f"no '{key}' with '{kind}'")
                raise self.fail(path + (key,), f"'{key}' with '{kind}'", exp)
            if key in foreign_mods:
                users = self.users(key, lambda o: o.modifiers)
                raise self.fail(path + (key,), f"'{key}', which only {', '.join(users)} "
                                "files use", f"the modifiers of {self.ruleset} files")
        if kind == "assign_damage" and "split" not in t:
            raise self.fail(path, "'assign_damage' without 'split'",
                            "split = { ref-or-player = amount, ... } with assign_damage")
        if "player" not in t:
            raise self.fail(path, "no 'player' key", 'player = "p1" or "p2"')

        def opt(key: str) -> object:
            return t.get(key, _MISSING)

        def p(key: str) -> KeyPath:
            return path + (key,)

        targets = opt("targets")
        x, mode, pay, mana_from = opt("x"), opt("mode"), opt("pay"), opt("mana_from")
        return Action(
            index=i,
            player=self.player(t["player"], p("player")),
            kind=kind,
            value=self.action_value(kind, t[kind], p(kind)),
            turn=self.int_(t["turn"], p("turn"), 1) if "turn" in t else None,
            step=self.step(t["step"], p("step")) if "step" in t else None,
            targets=None if targets is _MISSING else self.strs(targets, p("targets")),
            x=None if x is _MISSING else self.int_(x, p("x"), 0),
            mode=None if mode is _MISSING else self.label(mode, p("mode")),
            pay=None if pay is _MISSING else self.strs(pay, p("pay")),
            mana_from=None if mana_from is _MISSING else self.strs(mana_from, p("mana_from")),
            split=self.split(t["split"], p("split")) if "split" in t else None,
            bands=self.bands(t["bands"], p("bands")) if "bands" in t else None,
            ability=(self.int_(t.get("ability", 1), p("ability"), 1)
                     if kind == "activate" else None),
            expect_error=(self.str_(t["expect_error"], p("expect_error"), empty=True)
                          if "expect_error" in t else None),
            path=path,
        )

    def label(self, v: object, path: KeyPath) -> str | int:
        """A choice: a label or a 1-based index."""
        if _is_int(v):
            return self.int_(v, path, 1)
        return self.str_(v, path, "a label (string) or a 1-based index")

    def ref_map(self, v: object, path: KeyPath, what: str) -> dict[str, str]:
        t = self.table(v, path, what)
        return {k: self.str_(r, path + (k,), "a ref (string)") for k, r in t.items()}

    def action_value(self, kind: str, v: object, path: KeyPath) -> Any:
        own = self.d.action(kind)
        if own is not None and own.normalize is not None:  # the ruleset reads its own
            return own.normalize(self, v, path)
        if kind in ("play", "activate", "assign_damage") or (
                own is not None and kind not in GENERIC_ACTIONS):  # a ruleset's: a ref
            return self.str_(v, path, "a ref: an id or a card name")
        if kind == "attack":
            if isinstance(v, list):
                return self.strs(v, path)
            return self.ref_map(v, path, "a list of attackers, or "
                                '{ attacker = "p2" or planeswalker }')
        if kind == "order":
            return self.strs(v, path, "a non-empty list of trigger source refs", True)
        if kind == "choose":
            if isinstance(v, list):  # [] chooses none where none may be chosen (707.5)
                return [self.label(c, path + (j,)) for j, c in enumerate(v)]
            return self.label(v, path)
        # pass, concede
        if v is not True:
            raise self.fail(path, _show(v), "true", f"omit the [[do]] to not {kind}")
        return True

    def split(self, v: object, path: KeyPath) -> dict[str, int]:
        t = self.table(v, path, "{ ref-or-player = amount, ... }")
        return {k: self.int_(n, path + (k,), 0) for k, n in t.items()}

    def bands(self, v: object, path: KeyPath) -> list[list[str]]:
        if not isinstance(v, list):
            raise self.fail(path, _show(v), "a list of bands, each a list of attackers")
        return [self.strs(b, path + (j,), "a band: a non-empty list of attacker refs", True)
                for j, b in enumerate(v)]

    # ----- [stop], [expect] -----------------------------------------------------------

    def stop(self, v: object, state: StartState, path: KeyPath = ("stop",)) -> Stop:
        t = self.table(v, path)
        self.keys(t, path, _STOP_KEYS)
        for key in _STOP_KEYS:
            if key not in t:
                raise self.fail(path, f"no '{key}'", "both 'turn' and 'step'")
        turn = self.int_(t["turn"], path + ("turn",), 1)
        step = self.step(t["step"], path + ("step",))
        order = self.d.step_ids
        start = -1 if state.step == START_STEP else order.index(state.step)
        if (turn, order.index(step)) < (state.turn, start):
            raise self.fail(path, f"turn {turn} {step}",
                            f"a step at or after the start (turn {state.turn} {state.step})")
        return Stop(turn, step)

    def expect(self, v: object, path: KeyPath = ("expect",),
               allowed: Sequence[str] = _EXPECT_KEYS) -> Expect:
        t = self.table(v, path)
        self.keys(t, path, allowed)
        winner = (self.choice(t["winner"], path + ("winner",), _WINNERS)
                  if "winner" in t else None)
        log = self.strs(t.get("log", []), path + ("log",))
        log_absent = self.strs(t.get("log_absent", []), path + ("log_absent",))
        players = {p: self.player_expect(t[p], path + (p,)) for p in PLAYERS if p in t}
        header = format_path(path + ("card",))
        cards = [self.card_expect(c, path + ("card", i)) for i, c in enumerate(
            self.array_of_tables(t.get("card", []), path + ("card",), header))]
        return Expect(winner, log, log_absent, players, cards)

    def checkpoint(self, t: dict[str, Any], path: KeyPath, state: StartState,
                   actions: int) -> Checkpoint:
        """Section 6: `after = N` (1-based [[do]]), or `turn` and `step` like [stop]."""
        expect = self.expect(t, path, _CHECKPOINT_KEYS)
        if "after" in t:
            for key in ("turn", "step"):
                if key in t:
                    raise self.fail(path + (key,), f"'{key}' with 'after'",
                                    "either after = N or turn and step, not both")
            after = self.int_(t["after"], path + ("after",), 1)
            if after > actions:
                raise self.fail(path + ("after",), str(after),
                                f"the number of a [[do]] (1..{actions})" if actions else
                                "a [[do]] to come after (the file has none)")
            return Checkpoint(expect, after=after, path=path)
        for key in ("turn", "step"):
            if key not in t:
                raise self.fail(path, f"no '{key}'", "after = N, or both 'turn' and 'step'")
        moment = self.stop({"turn": t["turn"], "step": t["step"]}, state, path)
        return Checkpoint(expect, turn=moment.turn, step=moment.step, path=path)

    def player_expect(self, v: object, path: KeyPath) -> PlayerExpect:
        t = self.table(v, path)
        self.keys(t, path, self._player_keys(self.d), self._player_keys)
        checks: dict[str, object] = {}
        for key, val in t.items():
            kp = path + (key,)
            pk = self.d.player_key(key)
            if pk is None:  # a zone
                if isinstance(val, list):
                    checks[key] = self.strs(val, kp, "a count or a list of card names")
                else:
                    checks[key] = self.int_(val, kp, 0)
            else:
                checks[key] = self.player_value(pk, val, kp)
        return PlayerExpect(checks)

    def card_expect(self, t: dict[str, Any], path: KeyPath) -> CardExpect:
        allowed = self.d.card_expect_keys
        self.keys(t, path, allowed, lambda o: o.card_expect_keys)
        if "ref" not in t:
            raise self.fail(path, "no 'ref'", "ref = an id or a card name")
        checks: dict[str, object] = {}
        for key, val in t.items():
            kp = path + (key,)
            if key == "ref":
                continue
            if key == "zone":
                zones = tuple(z.id for z in self.d.zones)
                users = self.users(val, lambda o: [z.id for z in o.zones])
                checks[key] = self.choice(val, kp, zones, (val,) if users else (),
                                          f"a zone of {', '.join(users)}, not {self.ruleset}")
            elif key == "controller":
                checks[key] = self.player(val, kp)
            elif key in ("types", "subtypes", "colors"):
                checks[key] = self.strs(val, kp)
            elif key in ("name", "copy_of"):
                checks[key] = self.str_(val, kp, "a card name (\"\" for copy_of: no copy)",
                                        empty=key == "copy_of")
            elif key in (self.d.orientation, "phased_out", "exists", "token"):
                checks[key] = self.bool_(val, kp)
            elif key == "damage":
                checks[key] = self.int_(val, kp, 0)
            elif key in self.d.card_stats:
                checks[key] = self.int_(val, kp)
            elif key == "counters":
                checks[key] = self.counters(val, kp)
            elif key == "keywords":
                checks[key] = self.strs(val, kp)
            else:  # attached_to; "" means attached to nothing
                checks[key] = self.str_(val, kp, "a ref (an id or a card name), or \"\"",
                                        empty=True)
        return CardExpect(self.str_(t["ref"], path + ("ref",), "a ref: an id or a card name"),
                          checks, path)
