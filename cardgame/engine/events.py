"""Engine events: every change of game state that rules react to is one small record.

Why: triggers ("whenever you gain life"), the log and replacement effects (614)
all need to see the same changes. A change is made by building its event and handing it
to `Game.apply`, which offers it to the replacement step, carries it out (`happen`) and
then tells the observers registered for its `kind`. The `Game` methods `tap`, `untap`,
`deal_damage`, `gain_life`, `lose_life`, `add_counters`, `remove_counters` and `move` are
the only way rulesets make these changes.

Names are ruleset-neutral: a zone is whatever string the ruleset declared; a player is a
seat index; a damage source is whatever the ruleset passes (its current characteristics,
say), carried along untouched. Records are slotted classes: building one costs one small
allocation, and the events that only report a declaration (attacks, blocks) change
nothing themselves.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any, ClassVar

from cardgame.engine.objects import GameObject

if TYPE_CHECKING:
    from cardgame.engine.decisions import Decision
    from cardgame.engine.game import Game

# Event kinds: what observers subscribe to.
ZONE_CHANGE = "zone_change"
DAMAGE_DEALT = "damage_dealt"
LIFE_GAINED = "life_gained"
LIFE_LOST = "life_lost"
TAPPED = "tapped"
UNTAPPED = "untapped"
COUNTERS_PUT = "counters_put"
COUNTERS_REMOVED = "counters_removed"
ATTACKS = "attacks"  # a creature (or the like) is declared as an attacker
BLOCKS = "blocks"  # a creature is declared as a blocker
BECOMES_BLOCKED = "becomes_blocked"  # an attacker becomes blocked
STEP_BEGINS = "step_begins"  # a step (or phase) of the ruleset's turn begins
SPELL_CAST = "spell_cast"  # a spell became cast
BECOMES_TARGET = "becomes_target"  # an object became a target of a spell or ability
DRAW = "draw"  # a player draws a card (121.1)

KINDS = (ZONE_CHANGE, DAMAGE_DEALT, LIFE_GAINED, LIFE_LOST, TAPPED, UNTAPPED, COUNTERS_PUT,
         COUNTERS_REMOVED, ATTACKS, BLOCKS, BECOMES_BLOCKED, STEP_BEGINS, SPELL_CAST,
         BECOMES_TARGET, DRAW)


class Event:
    """One change of state. `happen` carries it out; declarations change nothing."""

    __slots__ = ()
    kind: ClassVar[str] = ""
    # True: carrying it out may ask a player (which card to return...): `Game.apply_flow`
    # then runs `happen_flow`, passing its questions up; plain `apply` runs `happen`,
    # which takes the default answers
    asks: ClassVar[bool] = False

    def happen(self, game: Game) -> None:
        """Change the state (the default: nothing, the event only reports)."""

    def happen_flow(self, game: Game) -> Generator[Decision, Any, None]:
        """`happen`, asking its questions (for events that set `asks`)."""
        self.happen(game)
        if False:  # a generator with nothing to ask
            yield

    def __repr__(self) -> str:
        # mypyc-compiled classes have no __slots__ attribute: their fields are in dir()
        names = getattr(self, "__slots__", None) or [
            n for n in dir(self) if not n.startswith("_") and n not in ("kind", "happen")]
        fields = ", ".join(f"{n}={getattr(self, n)!r}" for n in names)
        return f"{type(self).__name__}({fields})"


Observer = Callable[["Game", Any], None]
# A single replacement hook (614), consulted before the registry (`engine.replacement`):
# given an event about to happen, return the event that happens instead (the same one
# when nothing applies), or None when nothing happens at all.
Replacement = Callable[["Game", Event], "Event | None"]


class ZoneChange(Event):
    """An object moved from zone `old` to zone `new` (400.7: it is a new object now).

    `lki` is its last known characteristics when it left a zone of permanents, and
    `zcc` the zone-change count it had there (what a "dies" trigger's source remembers).
    The move itself is done by `Game.move`; replacement effects see the record before it
    (with `lki` None): they may change `new` (Rest in Peace: exile instead of a
    graveyard) or say how a permanent enters (`tapped`, `counters`: 614.1c, 614.12).
    """

    __slots__ = ("obj", "old", "new", "lki", "zcc", "tapped", "counters")
    kind = ZONE_CHANGE

    def __init__(self, obj: GameObject, old: str, new: str, lki: Any = None,
                 zcc: int = 0) -> None:
        self.obj = obj
        self.old = old
        self.new = new
        self.lki = lki
        self.zcc = zcc
        self.tapped = False  # enters tapped
        self.counters: dict[str, int] = {}  # enters with these counters


class DamageDealt(Event):
    """`amount` damage dealt by `source` to `target` (an object, or a player's seat).

    Damage to a player makes them lose that much life; damage to an object is marked on
    it, unless `counter` names a kind of counter the damage removes instead (a
    planeswalker's loyalty, 120.3c): `removed` then says how many it removed.
    """

    __slots__ = ("source", "target", "amount", "combat", "counter", "removed", "source_id")
    kind = DAMAGE_DEALT

    def __init__(self, source: Any, target: GameObject | int, amount: int,
                 combat: bool = False, counter: str | None = None,
                 source_id: int | None = None) -> None:
        self.source = source
        self.source_id = source_id  # the source object, when it is one ("this deals damage")
        self.target = target
        self.amount = amount
        self.combat = combat
        self.counter = counter
        self.removed = 0

    def happen(self, game: Game) -> None:
        t = self.target
        if isinstance(t, GameObject):
            if self.counter is not None:
                self.removed = game.remove_counters(t, self.counter, self.amount)
            else:
                t.damage += self.amount
                game.touch()
        else:
            game.lose_life(t, self.amount)


class LifeGained(Event):
    __slots__ = ("player", "amount")
    kind = LIFE_GAINED

    def __init__(self, player: int, amount: int) -> None:
        self.player = player
        self.amount = amount

    def happen(self, game: Game) -> None:
        game.players[self.player].life += self.amount
        game.touch()


class LifeLost(Event):
    __slots__ = ("player", "amount")
    kind = LIFE_LOST

    def __init__(self, player: int, amount: int) -> None:
        self.player = player
        self.amount = amount

    def happen(self, game: Game) -> None:
        game.players[self.player].life -= self.amount
        game.touch()


class Tapped(Event):
    """`obj` became tapped; `source` is what tapped it (None: a cost or a game rule)."""

    __slots__ = ("obj", "source")
    kind = TAPPED

    def __init__(self, obj: GameObject, source: Any = None) -> None:
        self.obj = obj
        self.source = source

    def happen(self, game: Game) -> None:
        self.obj.tapped = True
        game.touch()  # a tap changes no characteristics: narrow invalidation


class Untapped(Event):
    __slots__ = ("obj", "source")
    kind = UNTAPPED

    def __init__(self, obj: GameObject, source: Any = None) -> None:
        self.obj = obj
        self.source = source

    def happen(self, game: Game) -> None:
        self.obj.tapped = False
        game.touch()


class CountersPut(Event):
    __slots__ = ("obj", "counter", "amount")
    kind = COUNTERS_PUT

    def __init__(self, obj: GameObject, counter: str, amount: int) -> None:
        self.obj = obj
        self.counter = counter
        self.amount = amount

    def happen(self, game: Game) -> None:
        counters = self.obj.counters
        counters[self.counter] = counters.get(self.counter, 0) + self.amount
        game.invalidate()  # counters can change power and toughness


class CountersRemoved(Event):
    """`amount` counters of a kind removed (never more than the object has)."""

    __slots__ = ("obj", "counter", "amount")
    kind = COUNTERS_REMOVED

    def __init__(self, obj: GameObject, counter: str, amount: int) -> None:
        self.obj = obj
        self.counter = counter
        self.amount = amount

    def happen(self, game: Game) -> None:
        counters = self.obj.counters
        counters[self.counter] = counters.get(self.counter, 0) - self.amount
        game.invalidate()


class Attacks(Event):
    """`obj` was declared as an attacker of `target` (a player's seat or an object id)."""

    __slots__ = ("obj", "target")
    kind = ATTACKS

    def __init__(self, obj: GameObject, target: Any = None) -> None:
        self.obj = obj
        self.target = target


class Blocks(Event):
    """`obj` was declared as a blocker of the attackers `attackers` (object ids)."""

    __slots__ = ("obj", "attackers")
    kind = BLOCKS

    def __init__(self, obj: GameObject, attackers: tuple[int, ...] = ()) -> None:
        self.obj = obj
        self.attackers = attackers


class BecomesBlocked(Event):
    """The attacker `obj` became blocked by `blockers` (object ids)."""

    __slots__ = ("obj", "blockers")
    kind = BECOMES_BLOCKED

    def __init__(self, obj: GameObject, blockers: tuple[int, ...] = ()) -> None:
        self.obj = obj
        self.blockers = blockers


class StepBegins(Event):
    """The step `step` (an id the ruleset declared) of `active`'s turn begins, its
    turn-based actions done: "at the beginning of" abilities trigger (503.1a)."""

    __slots__ = ("step", "active")
    kind = STEP_BEGINS

    def __init__(self, step: str, active: int) -> None:
        self.step = step
        self.active = active


class SpellCast(Event):
    """`controller` cast the spell `obj` (it is on the stack): "whenever you cast"
    abilities trigger (601.2i). A report."""

    __slots__ = ("obj", "controller")
    kind = SPELL_CAST

    def __init__(self, obj: GameObject, controller: int) -> None:
        self.obj = obj
        self.controller = controller


class BecomesTarget(Event):
    """`obj` became a target of the stack item `item_id` (named `item_name`) that
    `controller` controls. A report, once per object even if targeted twice."""

    __slots__ = ("obj", "item_id", "item_name", "controller")
    kind = BECOMES_TARGET

    def __init__(self, obj: GameObject, item_id: int, item_name: str, controller: int) -> None:
        self.obj = obj
        self.item_id = item_id
        self.item_name = item_name
        self.controller = controller


class Draw(Event):
    """`player` draws a card (121.1): the top card of their library goes to their hand.

    `rule` is the ruleset's reason (magic: "504.1" for the draw step's turn-based draw),
    which replacement effects may read. After it happened, `card` is the drawn card's id,
    or None when the library was empty (the ruleset decides what that means).
    """

    __slots__ = ("player", "rule", "card")
    kind = DRAW

    def __init__(self, player: int, rule: str = "") -> None:
        self.player = player
        self.rule = rule
        self.card: int | None = None

    def happen(self, game: Game) -> None:
        pl = game.players[self.player]
        lib = pl.zones.get(game.library_zone) or []
        if not lib:
            return
        self.card = lib[0]
        game.move(game.objects[lib[0]], game.hand_zone)
