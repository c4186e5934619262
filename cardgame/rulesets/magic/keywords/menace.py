"""K25 menace (702.111): "can't be blocked except by two or more creatures" (702.111b).

Menace restricts the whole block declaration (509.1b: a declaration that disobeys a
restriction is illegal), not any one blocker, so it is checked once every blocker of an
attacker is known. A creature that was blocked stays blocked when a blocker leaves combat
later (509.1h, 506.4); several instances are redundant (702.111c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.rulesets.magic.keywords.base import declaration_check

if TYPE_CHECKING:
    from cardgame.engine.game import Game


@declaration_check("menace")
def _menace(game: Game, blockers_of: dict[int, list[int]]) -> str | None:
    for attacker, blockers in blockers_of.items():
        chars = game.chars(game.objects[attacker])
        if len(blockers) == 1 and chars.has("menace"):
            blocker = game.objects[blockers[0]].card.name
            return (f"{chars.name} can't be blocked by {blocker} alone: menace, two or more "
                    f"creatures must block it (702.111b)")
    return None
