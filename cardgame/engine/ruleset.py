"""The `Ruleset` base class: every hook the engine calls, with a neutral default.

Why a base class and not duck typing: the engine used to probe a ruleset for each hook
with `getattr` and a default, so a misspelt hook was silently never called and nobody
could read off what a ruleset may supply. Here each hook is declared once, documented,
and has the default a ruleset that does not need it wants. A ruleset subclasses this,
sets `name` and `description`, and implements `play`; everything else is optional.

Zones come from the description (`RulesetDescription.zones`): which zones each player
has, which are shared, which hold permanents. The engine learns nothing else about them.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Mapping
from typing import TYPE_CHECKING, Any

from cardgame.engine.cardmodel import AbilityDef, CardDef
from cardgame.engine.description import RulesetDescription
from cardgame.engine.layers import Chars, ContinuousEffect
from cardgame.engine.objects import GameObject, PlayerState, StackItem
from cardgame.engine.options import resolve_options

if TYPE_CHECKING:
    from cardgame.engine.decisions import Decision
    from cardgame.engine.game import Game

Flow = Generator["Decision", Any, Any]


class Ruleset:
    """What a ruleset plugs into the engine (DESIGN.md, "Layers").

    `keyword_abilities` sits on the hottest path (characteristics) and is switched on by
    a flag (`has_keyword_abilities`), so that a ruleset without it costs nothing there.
    """

    name: str = ""
    description: RulesetDescription
    has_keyword_abilities: bool = False
    # Whether characteristics may depend on what lies outside the permanent zones (a
    # count of cards in hand, `card_chars` reading other cards). False (hkk) lets a move
    # between two such zones (a draw, a card put on the stack) drop only the moved
    # object's characteristics instead of every permanent's.
    chars_read_other_zones: bool = True
    # Whether the continuous effects look at an object only through its id, zone change
    # count, card, controller, counters and characteristics so far, and a static effect
    # made again from an unchanged source is the same object: then the characteristics
    # of a permanent that is as it was are kept when another one enters or leaves
    # (`layers.compute_kept`). False (hkk) computes every permanent again.
    per_object_layers: bool = False

    # ---- characteristics (hot path) -----------------------------------------------------
    def keyword_abilities(self, keywords: tuple[str, ...]) -> tuple[AbilityDef, ...]:
        """The abilities a card's keywords grant (magic: flying is a static ability...);
        used when `has_keyword_abilities`."""
        return ()

    # ---- zones (from the description) ---------------------------------------------------
    @property
    def player_zones(self) -> tuple[str, ...]:
        return self.description.player_zones

    @property
    def shared_zones(self) -> tuple[str, ...]:
        return self.description.shared_zones

    @property
    def permanent_zones(self) -> tuple[str, ...]:
        return self.description.permanent_zones

    # ---- the game -----------------------------------------------------------------------
    def play(self, game: Game) -> Flow:
        """The generator that plays a game (or resumes a scenario's position)."""
        raise NotImplementedError(f"the {self.name} ruleset does not say how to play")

    def new_player_state(self) -> PlayerState:
        """The ruleset's own per-player state (resources, counters, per-turn counts)."""
        return PlayerState()

    def resolve_options(self, raw: Mapping[str, Any]) -> dict[str, Any]:
        """Every documented option with its value (defaults filled in); OptionError if
        an option is unknown or its value wrong. Reads `description.options`."""
        return resolve_options(self.description, raw)

    # ---- questions the engine asks ------------------------------------------------------
    def has_actions(self, game: Game, player: int) -> bool:
        """Whether `player` could do anything now (False: auto-pass may pass for them)."""
        return False

    def worth_responding(self, game: Game, player: int) -> bool:
        """Whether a seat's default stops should ask `player` about what the opponent
        just put on the stack (the seat passes for them otherwise). By default: whenever
        they could do anything at all; a ruleset may ask only about answers that fit
        what was played."""
        return self.has_actions(game, player)

    def moot_answer(self, game: Game, d: Decision) -> Any | None:
        """An answer a seat may give by itself because every legal answer to `d` leads
        to the same game, up to swapping objects nobody can tell apart (magic: combat
        damage divided among identical blockers); None to ask. Only reads the game."""
        return None

    def plan_answer(self, game: Game, plan: Any) -> list[Any] | None:
        """The engine's answers, in order, that carry out a player's plan for the
        pending question (a question the rules ask again after each change, which a
        person answers once: hkk's exchange phase); None when the ruleset plans no
        answer to that question. Only reads the game."""
        return None

    def plan_of(self, game: Game, changes: list[Any]) -> Any:
        """The plan that makes these changes, each one of the pending question's options
        (an agent that picks options one by one, a test); the inverse of `plan_answer`.
        None when the ruleset plans no answer."""
        return None

    def on_zone_change(self, game: Game, obj: GameObject, old: str, new: str,
                       lki: Chars | None) -> None:
        """An object moved between zones (a new object, 400.7): triggers, combat..."""

    def on_control_change(self, game: Game, obj: GameObject, old: int, new: int) -> None:
        """A continuous effect changed who controls a permanent."""

    def prepare_card(self, card: CardDef) -> None:
        """Called when an object of `card` is created: precompute facts about it."""

    def static_effects(self, game: Game) -> list[ContinuousEffect]:
        """Continuous effects of the static abilities now in play."""
        return []

    def keeps_characteristics(self, game: Game, obj: GameObject, old: str, new: str) -> bool:
        """Whether `obj` moving from `old` to `new` (neither a permanent zone: a draw, a
        spell cast or put into a graveyard) leaves every other object's characteristics
        as they were, so that only its own are computed again. False (the default) drops
        them all; a ruleset says True when none of its effects reads those zones."""
        return False

    def card_chars(self, game: Game, obj: GameObject, chars: Chars) -> Chars:
        """Characteristics of a card outside the permanent zones, which the layers don't
        compute: an effect may still reach it ("cards in graveyards lose all abilities")."""
        return chars

    def object_state(self, obj: GameObject, ref: Callable[[Any], Any]) -> Any:
        """Ruleset state of an object the digest must see (`ref` names other objects)."""
        return None

    def target_candidates(self, game: Game, spec: str, player: int,
                          action: Any) -> list[Any]:
        """Legal targets for one target spec of an action being considered."""
        return []

    def reveals_hand(self, game: Game, viewer: int, owner: int) -> bool:
        """Whether an effect lets `viewer` see `owner`'s hand."""
        return False

    def is_permanent_card(self, card: CardDef) -> bool:
        """Whether a card of this kind stays in play when it resolves."""
        return False

    def activated_ability(self, game: Game, obj: GameObject,
                          index: int) -> AbilityDef | None:
        """The `index`-th (0-based) activated ability `obj` has now, if any (a
        scenario's `activate` takes its default targets from it)."""
        abilities = [a for a in game.chars(obj).abilities if a.kind == "activated"]
        return abilities[index] if 0 <= index < len(abilities) else None

    def place_at_start(self, game: Game, obj: GameObject, zone: str) -> str:
        """A scenario lists `obj` in its player's `zone`: "" when it may be there, else
        what the file should have listed there."""
        return ""

    def unite_at_start(self, game: Game, obj: GameObject, host: GameObject) -> str:
        """A scenario's `united_with`: make `obj` lie under `host`; "" when done, else
        what the file should have named instead."""
        return "no unions: this ruleset has none"

    def spell_item(self, game: Game, obj: GameObject, controller: int, targets: list[Any],
                   x: int) -> StackItem:
        """A card already waiting on the stack at a scenario's start."""
        card = obj.card
        zccs = [game.objects[t].zcc if isinstance(t, int) else 0 for t in targets]
        return StackItem(obj.id, "spell", obj.id, controller, card.name, targets, zccs,
                         card.targets, card.effects, None, x, None, obj.zcc)
