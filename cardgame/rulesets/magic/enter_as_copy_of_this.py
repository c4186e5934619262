""""Creatures you control enter as a copy of this" (Essence of the Wild, 614.1c, 616.1f).

Why a module of its own: it is a copy effect applied to another permanent as that one
enters, offered by a permanent already on the battlefield, and without a choice. A copy
effect is applied before any other replacement effect that would modify how the permanent
enters (616.1f): the entering permanent's own abilities are read after it, so a Rusted
Sentinel entering as a copy of Essence of the Wild no longer has "enters tapped" and
enters untapped.

Static effect `creatures_enter_as_copy` (no parameters): creatures its controller would
put onto the battlefield enter as a copy of it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.cardmodel import Effect
from cardgame.engine.objects import GameObject
from cardgame.rulesets.magic import printed
from cardgame.rulesets.magic.interpreter import EFFECTS

if TYPE_CHECKING:
    from cardgame.engine.game import Game

KIND = "creatures_enter_as_copy"
_WORDS: tuple[str, ...] = (KIND,)


def copied_by(game: Game, obj: GameObject, controller: int) -> GameObject | None:
    """The permanent `obj` must enter as a copy of, if any: the first (by timestamp) of
    its controller's permanents that say "creatures you control enter as a copy of this".
    `obj` is read as it would enter: its own card's types (614.12)."""
    if "Creature" not in obj.card.types or not printed.any_of(game, _WORDS):
        return None  # (no card of the game says it: no permanent to look at)
    for src in sorted(game.battlefield(), key=lambda o: o.timestamp):
        if src.id == obj.id or game.chars(src).controller != controller:
            continue
        for ab in game.chars(src).abilities:
            if ab.kind == "static" and any(e.kind == KIND for e in ab.effects):
                return src
    return None


@EFFECTS.effect(KIND)
def _static_only(ctx: object, e: Effect) -> None:
    """Only meaningful as a static ability; the permanent entering asks for it."""
