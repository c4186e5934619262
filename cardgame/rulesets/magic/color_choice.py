""""Becomes the color of your choice" (105.1, 613.1e): a colour chosen as the effect
happens, then a colour-changing effect like `set_colors`.

The controller of the spell or ability is asked which of the five colours (a `choose`
question); the chosen colour replaces the object's colours until end of turn (layer 5),
whatever other parts of the same ability do in other layers (613.6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardgame.engine.cardmodel import Effect
from cardgame.engine.decisions import CHOOSE, Decision, Option
from cardgame.engine.layers import LAYER_COLOR
from cardgame.errors import IllegalAction
from cardgame.rulesets.magic.interpreter import EFFECTS

if TYPE_CHECKING:
    from cardgame.engine.game import Flow
    from cardgame.rulesets.magic.effects import Context

COLORS = ("white", "blue", "black", "red", "green")


@EFFECTS.effect("color_of_choice")
def _color_of_choice(ctx: Context, e: Effect) -> Flow:
    from cardgame.rulesets.magic.effects import _until_end_of_turn as until_end_of_turn

    objs = ctx.objects(e.get("what"))
    if not objs:
        return
    color = yield _color_question(ctx.item.controller, objs[0].card.name)
    until_end_of_turn(ctx, e, LAYER_COLOR, "set_colors", (color,), "613.1e",
                      f"becomes {color}")


def _color_question(player: int, name: str) -> Decision:
    def check(answer: Any) -> str:
        if answer not in COLORS:
            raise IllegalAction(f"choose one of the colours {', '.join(COLORS)}", "105.1")
        return str(answer)

    opts = [Option(c, c) for c in COLORS]
    return Decision(CHOOSE, player, f"Choose a colour for {name}", opts, "105.1",
                    validate=check, default=lambda: COLORS[0])
