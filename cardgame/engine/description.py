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

from collections.abc import Mapping
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

    def zone_with_role(self, role: str) -> str | None:
        """The id of the zone that plays `role` ("library", "graveyard"...), if any."""
        for z in self.zones:
            if z.role == role:
                return z.id
        return None
