"""A scenario file (format 1, `formats/scenario.md`) as plain, typed data.

The loader (`cardgame.scenario.loader`) checks everything the format itself can check
(keys, types, value ranges, per-ruleset keys, unique ids) and produces these objects;
the runner then needs no further shape checks, only game ones (card names, refs,
legality). Values keep the spelling the file used (zone names, expectation keys), so
every later message can quote the file's own key path.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cardgame.tomlsource import KeyPath, TomlSource

PLAYERS: tuple[str, ...] = ("p1", "p2")
RULESETS: tuple[str, ...] = ("magic", "hkk")

# Section 3: step names in turn order, per ruleset.
STEPS: dict[str, tuple[str, ...]] = {
    "magic": (
        "untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers",
        "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat",
        "main2", "end", "cleanup",
    ),
    "hkk": (
        "preparation", "draw", "main", "exchange", "combat_start", "declare_attacks",
        "before_strike", "strike", "after_strike", "healing", "end",
    ),
}
DEFAULT_STEP: dict[str, str] = {"magic": "main1", "hkk": "main"}
# Section 3: `step = "start"` starts before the first turn (opening hands, mulligans).
START_STEP = "start"
# Ruleset facts (to move to the ruleset description): cards in an opening hand.
OPENING_HAND: dict[str, int] = {"magic": 7, "hkk": 5}
# Section 5: where a run stops when the file has no [stop].
DEFAULT_STOP_STEP: dict[str, str] = {"magic": "end", "hkk": "healing"}

# Section 3: the zones a [state.pN] may list, per ruleset, in the table's order.
ZONES: dict[str, tuple[str, ...]] = {
    "magic": ("library", "hand", "battlefield", "graveyard", "exile"),
    "hkk": ("deck", "hand", "reserve", "guard_post", "table", "discard", "void"),
}
# The zone that holds 30 `Filler` cards when the file omits it.
LIBRARY_ZONE: dict[str, str] = {"magic": "library", "hkk": "deck"}
# Zones whose cards are permanents (may be tapped/passive, damaged, attached...).
PERMANENT_ZONES: dict[str, tuple[str, ...]] = {
    "magic": ("battlefield",),
    "hkk": ("reserve", "guard_post", "table"),
}

# Section 4: the action keys of a [[do]]; exactly one per [[do]].
ACTION_KINDS: tuple[str, ...] = (
    "play", "cast", "activate", "attack", "block", "assign_damage", "order", "choose",
    "move", "unite", "separate", "pass", "concede",
)


@dataclass(frozen=True)
class ZoneEntry:
    """One object listed in a starting zone.

    `tapped` is the orientation in both rulesets (magic `tapped`, hkk `passive`), so the
    runner handles one flag; `path` is the entry's key path, for error messages.
    """

    card: str
    id: str | None = None
    tapped: bool = False
    sick: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    damage: int = 0
    attached_to: str | None = None
    phased_out: bool = False
    token: bool = False
    owner: str | None = None
    united_with: str | None = None
    path: KeyPath = ()


@dataclass(frozen=True)
class PlayerState:
    """One player's part of the starting position (`[state.pN]`), defaults filled in.

    `zones` has every zone of the ruleset, keyed by its name in the file (so `library`
    for magic, `deck` for hkk); an omitted zone is empty, except that the library/deck
    then means 30 `Filler` cards, which the runner supplies when `library_given` is False.
    `mana` is the raw cost string of the magic mana pool (parsed by the ruleset).
    """

    life: int = 20
    vp: int = 0
    mana: str = ""
    poison: int = 0
    zones: dict[str, list[ZoneEntry]] = field(default_factory=dict)
    lands_played: int = 0
    cards_played: int = 0
    library_given: bool = False


@dataclass(frozen=True)
class StackEntry:
    """A spell on the starting stack (`[[state.stack]]`), listed bottom first."""

    card: str
    controller: str
    targets: list[str] = field(default_factory=list)
    x: int | None = None
    path: KeyPath = ()


@dataclass(frozen=True)
class StartState:
    """The starting position: step, turn, active player, both players, the stack."""

    turn: int
    active: str
    step: str
    players: dict[str, PlayerState]
    stack: list[StackEntry] = field(default_factory=list)


@dataclass(frozen=True)
class Action:
    """One `[[do]]`: the answer `player` gives to the first question of its `kind`.

    `index` is the 0-based position in the script (as in the key path `do[index]`).
    `value` is the value of the action key, normalized (see the loader's docstring).
    Modifiers the file omits are None, so "not given" (take the default answer) stays
    distinct from an explicit empty list; `ability` is 1 for an `activate` without one.
    """

    index: int
    player: str
    kind: str
    value: Any
    turn: int | None = None
    step: str | None = None
    targets: list[str] | None = None
    x: int | None = None
    mode: str | int | None = None
    pay: list[str] | None = None
    mana_from: list[str] | None = None
    split: dict[str, int] | None = None
    bands: list[list[str]] | None = None
    ability: int | None = None
    expect_error: str | None = None
    path: KeyPath = ()


@dataclass(frozen=True)
class Stop:
    """Where the run stops (`[stop]`): the beginning of `step` in `turn`."""

    turn: int
    step: str


@dataclass(frozen=True)
class CardExpect:
    """One `[[expect.card]]`: the object `ref` and its checks, keyed as written.

    Keys stay as in the file (`passive` stays `passive`) so that a failure can name
    `expect.card[i].<key>`; `path` is ("expect", "card", i).
    """

    ref: str
    checks: dict[str, object] = field(default_factory=dict)
    path: KeyPath = ()


@dataclass(frozen=True)
class PlayerExpect:
    """`[expect.pN]`: checks keyed as written; a zone maps to an int or a list of names."""

    checks: dict[str, object] = field(default_factory=dict)


@dataclass(frozen=True)
class Expect:
    """`[expect]`: winner (None when not checked), log substrings that must occur and
    that must not, players, cards.

    `players` only has the players the file has an `[expect.pN]` for.
    """

    winner: str | None = None
    log: list[str] = field(default_factory=list)
    log_absent: list[str] = field(default_factory=list)
    players: dict[str, PlayerExpect] = field(default_factory=dict)
    cards: list[CardExpect] = field(default_factory=list)


@dataclass(frozen=True)
class Checkpoint:
    """One `[[checkpoint]]`: expectations checked at a moment of the run, which goes on.

    The moment is right after the `after`-th `[[do]]` (1-based) was carried out, or, when
    `after` is None, the beginning of `step` in `turn` (as for `[stop]`). `path` is
    ("checkpoint", i), the prefix of its failures.
    """

    expect: Expect
    after: int | None = None
    turn: int | None = None
    step: str | None = None
    path: KeyPath = ()


@dataclass(frozen=True)
class Scenario:
    """A whole scenario file, validated.

    `cards` holds the raw inline `[[card]]` tables with their key paths `("card", i)`;
    they are validated by the card loader, which gets `source` to locate its errors.
    `source` is left out of comparisons and repr: two loads of one file compare equal.
    """

    path: str
    name: str
    ruleset: str
    seed: int
    rules: list[str]
    description: str
    tags: list[str]
    options: dict[str, Any]
    cards: list[tuple[KeyPath, dict[str, Any]]]
    state: StartState
    actions: list[Action]
    stop: Stop | None
    expect: Expect
    checkpoints: list[Checkpoint] = field(default_factory=list)
    source: TomlSource | None = field(default=None, compare=False, repr=False)
