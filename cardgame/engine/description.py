"""What a ruleset says about itself, as data (DESIGN.md, "Layers").

The layers above the engine (scenario, cards, decks, tui, cli) read a ruleset's
`RulesetDescription` instead of testing its name: its steps and their names, its zones
and which of them hold permanents, the player and object keys of scenario files, the
question kinds and scenario actions, its options, and the words its players read.
Adding a ruleset means writing one of these; nothing above the rulesets changes.

Contract (shared by the engine-neutrality and UI work): field names here are stable;
fields may be added, never renamed. `ui` is the `UiTerms` of `engine.uiterms`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from cardgame.engine.uiterms import UiTerms


@dataclass(frozen=True)
class StepInfo:
    """One step (phase) of a turn, in turn order: its id, the rule that defines it, and
    its display names by language ("en" always present)."""

    id: str
    rule: str = ""
    names: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class ZoneInfo:
    """One zone a ruleset declares.

    `role` names what the zone is for to the layers above, whatever the ruleset calls it:
    "library" (where a scenario's filler cards go, drawn from), "hand", "graveyard"
    (where dead and discarded things go), "exile", "stack", or "" for none of those.
    """

    id: str
    shared: bool = False       # one zone for both players (magic's battlefield, the stack)
    permanents: bool = False   # its objects are permanents (tapped, damaged, attached...)
    hidden: bool = False       # its contents are not public (hand, library)
    role: str = ""
    names: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class OptionInfo:
    """A ruleset option (a house-rule switch): name, default, what values it takes."""

    name: str
    default: Any
    expected: str
    rule: str = ""
    doc: str = ""
    # added for checking values (the type is the default's: bool, int or str)
    minimum: int | None = None           # an int option's lowest value
    choices: tuple[Any, ...] = ()        # a str option's allowed values


@dataclass(frozen=True)
class PlayerKey:
    """A key of a scenario's `[state.pN]` and `[expect.pN]` besides the zones.

    `kind` is how the file writes it: "int" (a whole number >= `minimum`, and <= `maximum`
    when the ruleset sets up that many of something: a loop must not run 10**20 times) or
    "str" (text the ruleset parses in `set`). `get(game, player)` reads the current value for an
    expectation, `set(game, player, value)` writes the starting value; a key with
    `set` None is only read (an expectation), with `get` None only written.
    """

    name: str
    kind: str = "int"
    default: Any = 0
    minimum: int | None = 0
    maximum: int | None = None
    get: Callable[[Any, Any], Any] | None = None
    set: Callable[[Any, Any, Any], None] | None = None  # ValueError(expected) if bad
    expected: str = ""                     # what a "str" value looks like, for errors
    normalize: Callable[[Any], Any] | None = None  # an expected value as `get` gives it
    check: Callable[[Any], None] | None = None  # ValueError(expected) for a bad "str" value


def _get_life(game: Any, player: Any) -> Any:
    return player.life


def _set_life(game: Any, player: Any, value: Any) -> None:
    player.life = value


# `life`, which every ruleset so far has (the engine's `Player.life`)
LIFE_KEY = PlayerKey("life", default=20, minimum=None, get=_get_life, set=_set_life)


@dataclass(frozen=True)
class ScenarioAction:
    """A scenario action (`[[do]]` key) only some rulesets have, with how to carry it out.

    `modifiers` are the other `[[do]]` keys allowed with it; `normalize(loader, value,
    path)` checks and normalizes the written value with the scenario loader's checks
    (`loader.fail(path, found, expected)` refuses it); `answer(refs, action, decision,
    where)` turns it into the answer to the pending question (`refs.obj`, `refs.target`,
    `refs.fail(message)`: see `cardgame.scenario.runner.Refs`). A ruleset may also
    list an action every ruleset has (`play`) to answer it its own way.
    """

    name: str
    modifiers: tuple[str, ...] = ()
    normalize: Callable[[Any, Any, Any], Any] | None = None   # (loader, value, key path)
    answer: Callable[[Any, Any, Any, str], Any] | None = None  # (refs, action, decision,
    #                                                            where) -> the answer
    question: str = ""  # the decision kind it answers ("" = a priority action)
    # How its value names objects, for checking refs before a run: "ref" (one ref),
    # "refs" (a list), "keys" (a table whose keys are refs), "map" (keys are refs, values
    # refs or players), "lists" (keys are refs, values lists of refs), "" (none); None: as
    # the action of that name every ruleset has.
    refs: str | None = None


@dataclass(frozen=True)
class CardSchema:
    """What a card table of this ruleset may hold (formats/cards.md), for the loader.

    `keys`: the allowed keys; `hints`: a key of another game -> what to write instead;
    `build(checker)` makes the `CardDef` from a checked table (the checker is
    `cardgame.tablecheck.TableChecker`); `filler`: a card with no text, for scenarios.
    """

    keys: tuple[str, ...]
    hints: Mapping[str, str] = field(default_factory=dict)
    build: Callable[[Any], Any] | None = None


@dataclass(frozen=True)
class DeckRules:
    """Deck construction limits of one format (casual, tournament...)."""

    min_size: int
    max_copies: int                 # of one card, main deck and sideboard together
    max_colours: int | None
    rule: str                       # what the messages cite
    sideboard_rule: str = ""        # cited instead when the sideboard adds copies
    exempt: Callable[[Any], bool] | None = None  # cards the copy limit spares (basics)
    exempt_text: str = ""                        # how errors name them


@dataclass(frozen=True)
class RulesetDescription:
    """Everything the layers above the engine need to know about one ruleset."""

    name: str
    title: str
    steps: tuple[StepInfo, ...]
    zones: tuple[ZoneInfo, ...]
    default_step: str                 # a scenario's [state] step when the file says none
    default_stop_step: str            # where a scenario run stops when it has no [stop]
    ui: UiTerms = field(default_factory=UiTerms)
    options: tuple[OptionInfo, ...] = ()
    # ---- added: what scenario files, card files and deck lists of this ruleset hold ----
    player_keys: tuple[PlayerKey, ...] = ()
    orientation: str = "tapped"        # the zone-entry / expectation key of a turned card
    card_stats: Mapping[str, str] = field(default_factory=dict)  # expect key -> Chars attr
    modifiers: tuple[str, ...] = ()    # [[do]] modifiers only this ruleset has
    entry_keys: tuple[str, ...] = ("card", "id", "sick", "counters", "damage",
                                   "attached_to", "token", "owner")
    card_expect_keys: tuple[str, ...] = ("ref", "zone", "controller", "damage", "counters",
                                         "keywords", "attached_to", "exists")
    key_hints: Mapping[str, str] = field(default_factory=dict)  # other games' keys
    actions: tuple[ScenarioAction, ...] = ()   # scenario actions only this ruleset has
    questions: tuple[str, ...] = ()    # its own decision kinds, beyond engine.decisions.KINDS
    opening_hand: int = 0              # cards each player draws before the first turn
    action_hints: Mapping[str, str] = field(default_factory=dict)  # for absent actions
    card_schema: CardSchema | None = None
    deck_rules: Mapping[str, DeckRules] = field(default_factory=dict)  # by format name
    # how an answer is written as scenario `[[do]]` tables (a game from decks saves as a
    # scenario file): (answer, ref) -> the tables, none for the default answer
    record_answer: Callable[[Any, Callable[[Any], Any]], list[dict[str, Any]]] | None = None
    main_steps: tuple[str, ...] = ()  # where a player does most things: default stops

    # ---- derived look-ups ---------------------------------------------------------
    @property
    def step_ids(self) -> tuple[str, ...]:
        return tuple(s.id for s in self.steps)

    @property
    def permanent_zones(self) -> tuple[str, ...]:
        return tuple(z.id for z in self.zones if z.permanents)

    @property
    def player_zones(self) -> tuple[str, ...]:
        return tuple(z.id for z in self.zones if not z.shared)

    @property
    def shared_zones(self) -> tuple[str, ...]:
        return tuple(z.id for z in self.zones if z.shared)

    @property
    def hidden_zones(self) -> tuple[str, ...]:
        return tuple(z.id for z in self.zones if z.hidden)

    def action(self, name: str) -> ScenarioAction | None:
        for a in self.actions:
            if a.name == name:
                return a
        return None

    def player_key(self, name: str) -> PlayerKey | None:
        for k in self.player_keys:
            if k.name == name:
                return k
        return None

    @property
    def scenario_zones(self) -> tuple[str, ...]:
        """The zones a scenario's [state.pN] lists (all but the stack), in order."""
        return tuple(z.id for z in self.zones if z.role != "stack")

    @property
    def search_zones(self) -> tuple[str, ...]:
        """Every zone, in the order a scenario's ref looks for a card by name:
        permanents, the stack, hand, graveyard, exile, library, then the rest."""
        order = ("stack", "hand", "graveyard", "exile", "library")
        first = [z.id for z in self.zones if z.permanents]
        first += [zid for role in order if (zid := self.zone_with_role(role)) is not None]
        return tuple(first + [z.id for z in self.zones if z.id not in first])

    @property
    def library_zone(self) -> str:
        """The zone cards are drawn from ("" in a game without one)."""
        return self.zone_with_role("library") or ""

    def zone_with_role(self, role: str) -> str | None:
        """The id of the zone that plays `role` ("library", "graveyard"...), if any."""
        for z in self.zones:
            if z.role == role:
                return z.id
        return None
