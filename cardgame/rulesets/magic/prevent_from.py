""""Prevent all damage [creatures] would deal this turn" (615.1a, 611.2c).

Why its own effect: unlike a shield on a creature, it changes the rules of the game for
the turn rather than any object's characteristics, so it also covers sources that
weren't on the battlefield (or weren't creatures) when it began (611.2c). The sources are
matched by a filter as each damage would be dealt.

Effect `prevent_damage_from`: `filter` (required, e.g. `creatures`; "you" is the
controller of the spell).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.cardmodel import Effect
from cardgame.engine.layers import Chars
from cardgame.rulesets.magic.interpreter import EFFECTS

if TYPE_CHECKING:
    from cardgame.engine.game import Game
    from cardgame.rulesets.magic.effects import Context

KEY = "prevent_from"  # game.state: [(filter, controller)], emptied at cleanup (514.2)


@EFFECTS.effect("prevent_damage_from")
def _prevent_damage_from(ctx: Context, e: Effect) -> None:
    ctx.game.state.setdefault(KEY, []).append((str(e.get("filter")), ctx.item.controller))
    ctx.game.log.add("615.1a", "prevent", "{}: all damage {} would deal this turn is "
                     "prevented", ctx.item.name, e.get("filter"))


def applies(game: Game, source: Chars) -> bool:
    """Whether damage from a source with these characteristics is prevented now."""
    shields = game.state.get(KEY)
    if not shields:
        return False  # (no import, no generator for the common case: none in force)
    from cardgame.rulesets.magic.effects import matches_filter

    return any(matches_filter(source, flt, who) for flt, who in shields)
