""""As this enters, choose a color" and the abilities linked to it (607.2d, 607.4):
Paradise Plume's "whenever a player casts a spell of the chosen color" and "{T}: Add one
mana of the chosen color".

Why: the choice is made as the permanent enters (it is never on the battlefield without
one), and only abilities printed on the same object refer to it. The choice is kept on
the object with its zone-change count, so a new object (400.7) has none; an ability that
refers to a choice never made does nothing (607.5a).

Static effect `choose_color` (no parameters): the choice. Trigger `a player casts a spell
of the chosen color`. Effect `add_chosen_mana` (no parameters): one mana of that colour.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardgame.engine import events as ev
from cardgame.engine.cardmodel import Effect
from cardgame.engine.decisions import CHOOSE, Decision, Option
from cardgame.engine.layers import Chars
from cardgame.engine.objects import GameObject
from cardgame.errors import IllegalAction
from cardgame.rulesets.magic.interpreter import EFFECTS
from cardgame.rulesets.magic.qualities import COLORS

if TYPE_CHECKING:
    from collections.abc import Iterable

    from cardgame.engine.game import Flow, Game
    from cardgame.rulesets.magic.effects import Context

CHOOSE_COLOR = "choose_color"
ADD_CHOSEN = "add_chosen_mana"
CASTS_CHOSEN = "a player casts a spell of the chosen color"
TEXTS = (CASTS_CHOSEN,)
_KEY = "chosen_color"
_SYMBOL = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def chooses(obj: GameObject) -> bool:
    """Whether the card says "as this enters, choose a color"."""
    return any(ab.kind == "static" and any(e.kind == CHOOSE_COLOR for e in ab.effects)
               for ab in obj.card.abilities)


def ask(game: Game, player: int, obj: GameObject) -> Flow:
    """The choice, made as the permanent enters (607.2d); returns the colour."""
    opts = [Option(c, c) for c in COLORS]

    def check(answer: Any) -> str:
        if isinstance(answer, str) and answer.lower() in COLORS:
            return answer.lower()
        raise IllegalAction(f"choose a color ({', '.join(COLORS)}), not {answer!r}", "607.2d")

    color = yield Decision(CHOOSE, player, f"Choose a color for {obj.card.name}", opts,
                           "607.2d", validate=check, default=lambda: COLORS[0])
    return str(color)


def remember(game: Game, obj: GameObject, color: str) -> None:
    """Keep the choice on the object it was made for (a new object has none, 400.7), with
    the card whose "choose a color" made it: the abilities linked to that one only
    (607.5a: once the object becomes a copy of another card, a linked ability of the new
    card refers to a choice never made)."""
    obj.extra[_KEY] = (obj.zcc, color, obj.card.name)
    game.invalidate()  # what it has may depend on the choice (protection from it)
    game.log.add("607.2d", "chosen_color", "{}: {} is chosen", obj.card.name, color)


def chosen(obj: GameObject | None) -> str | None:
    """The colour chosen for this object, or None (undefined, 607.5a)."""
    if obj is None:
        return None
    zcc, color, made_by = obj.extra.get(_KEY, (None, None, None))
    return color if zcc == obj.zcc and made_by == obj.card.name else None


def fires(game: Game, e: ev.SpellCast, src: GameObject, c: Chars) -> Iterable[dict[str, Any]]:
    """'whenever a player casts a spell of the chosen color' (linked, 607.4)."""
    color = chosen(src)
    return ({},) if color is not None and color in game.chars(e.obj).colors else ()


@EFFECTS.effect(CHOOSE_COLOR)
def _static_only(ctx: Context, e: Effect) -> None:
    """Only meaningful as a static ability; the permanent entering asks for it."""


@EFFECTS.effect(ADD_CHOSEN)
def _add_chosen_mana(ctx: Context, e: Effect) -> None:
    color = chosen(ctx.game.objects.get(ctx.item.source))
    if color is None:
        return  # no choice was made for this object: nothing (607.5a)
    pool = ctx.game.players[ctx.item.controller].state.pool
    sym = _SYMBOL[color]
    pool[sym] = pool.get(sym, 0) + 1
