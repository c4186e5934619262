"""Game objects, players and stack items: plain mutable records with integer ids.

An object keeps one id for the physical card for the whole game (so scenario references
can follow it from hand to graveyard); `zcc` counts its zone changes, so something that
remembers (id, zcc) — a target, a trigger's source — notices that the object it knew is
gone (400.7: an object that changes zones becomes a new object).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cardgame.engine.cardmodel import AbilityDef, CardDef, Effect

SHARED = -1  # zone holder for zones shared by both players (battlefield, stack)


class GameObject:
    """A card or token in some zone, with the state that rules track on it."""

    __slots__ = (
        "id", "card", "owner", "controller", "zone", "holder", "zcc", "tapped", "since_turn",
        "damage", "counters", "attached_to", "phased_out", "indirect_phase", "token",
        "timestamp", "deathtouched", "label", "exists", "extra",
    )

    def __init__(self, oid: int, card: CardDef, owner: int) -> None:
        self.id = oid
        self.card = card
        self.owner = owner
        self.controller = owner
        self.zone = ""
        self.holder = owner
        self.zcc = 0
        self.tapped = False
        self.since_turn = 0
        self.damage = 0
        self.counters: dict[str, int] = {}
        self.attached_to: int | None = None
        self.phased_out = False
        self.indirect_phase = False
        self.token = False
        self.timestamp = 0
        self.deathtouched = False
        self.label: str | None = None
        self.exists = True
        self.extra: dict[str, Any] = {}

    @property
    def name(self) -> str:
        return self.card.name

    def __repr__(self) -> str:
        return f"<{self.card.name}#{self.id} {self.zone}>"


class PlayerState:
    """A ruleset's own per-player state (magic: mana pool, poison; hkk: VP...).

    Why separate: the engine's `Player` holds only what every game has (life, zones,
    losing); each ruleset subclasses this (`Ruleset.new_player_state`) so its resources
    live in a structure it owns and types. `digest` is what the game digest must see.
    """

    __slots__ = ()

    def digest(self) -> tuple[Any, ...]:
        return ()


class Player:
    """A player: life, zones they hold, per-turn bookkeeping, and `state`, the
    ruleset's own part (a `PlayerState` subclass the ruleset creates)."""

    __slots__ = (
        "index", "name", "life", "zones", "lost", "loss_reason", "drew_from_empty",
        "autopass", "turn_started", "extra", "conceded", "state",
    )

    def __init__(self, index: int, name: str, zone_names: tuple[str, ...],
                 state: PlayerState | None = None) -> None:
        self.index = index
        self.name = name
        self.life = 20
        self.zones: dict[str, list[int]] = {z: [] for z in zone_names}
        # typed Any: each ruleset reads its own subclass (magic `p.state.pool`)
        self.state: Any = state if state is not None else PlayerState()
        self.lost = False
        self.conceded = False
        self.loss_reason = ""
        self.drew_from_empty = False
        self.autopass = True
        self.turn_started = 0  # turn number of this player's most recent turn
        self.extra: dict[str, Any] = {}

    @property
    def key(self) -> str:
        return f"p{self.index + 1}"


Target = int | str  # an object id, or "p1"/"p2" for a player


@dataclass(slots=True)
class StackItem:
    """A spell or ability on the stack (405). A spell's id is its card object's id."""

    id: int
    kind: str  # "spell" | "ability"
    source: int
    controller: int
    name: str
    targets: list[Target] = field(default_factory=list)
    target_zcc: list[int] = field(default_factory=list)
    target_specs: tuple[str, ...] = ()
    effects: tuple[Effect, ...] = ()
    ability: AbilityDef | None = None
    x: int = 0
    mode: int | None = None
    source_zcc: int = 0
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class PendingTrigger:
    """A triggered ability waiting to be put on the stack (603.3)."""

    source: int
    controller: int
    ability: AbilityDef
    name: str
    source_zcc: int
    event: dict[str, Any] = field(default_factory=dict)
