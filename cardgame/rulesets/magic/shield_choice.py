"""615.7: a prevention shield hit by several sources at once prevents the damage its
player chooses.

Why: combat damage is dealt simultaneously (510.2), but the engine deals it one source at a
time, and a shield ("prevent the next 3 damage", 615.7) is used up by whatever comes
first. When two or more sources would damage a shielded permanent or player at the same
time and the shield can't stop all of it, the player (or the permanent's controller)
chooses which damage the shield prevents: the source chosen is dealt its damage first, so
the shield goes to it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardgame.engine.decisions import CHOOSE, Decision, Option
from cardgame.engine.layers import Chars
from cardgame.engine.objects import Target
from cardgame.errors import IllegalAction
from cardgame.rulesets.magic.damage import shield_key

if TYPE_CHECKING:
    from cardgame.engine.game import Flow, Game

Plan = list[tuple[Chars, Target, int, int]]


def choose_order(game: Game, plan: Plan) -> Flow:
    """The combat damage plan, with the damage the shields' players chose dealt first."""
    shields = game.state.get("shields")
    if not shields:
        return plan
    at: dict[Target, list[int]] = {}
    for i, (_, target, _, _) in enumerate(plan):
        at.setdefault(target, []).append(i)
    out = list(plan)
    for target, places in at.items():
        sources = [plan[i][3] for i in places]
        if len(set(sources)) < 2:
            continue
        left = shields.get(_key(game, target), 0)
        if left <= 0 or left >= sum(plan[i][2] for i in places):
            continue  # no shield here, or it stops all of it: nothing to choose
        first = yield _question(game, target, [plan[i] for i in places])
        game.log.add("615.7", "shield_choice", "the shield prevents {}'s damage first",
                     next(plan[i][0].name for i in places if plan[i][3] == first))
        ordered = sorted(places, key=lambda i: plan[i][3] != first)
        for place, i in zip(places, ordered, strict=True):
            out[place] = plan[i]
    return out


def _key(game: Game, target: Target) -> Any:
    return shield_key(game, target)


def _question(game: Game, target: Target, hits: Plan) -> Decision:
    if isinstance(target, str):
        player, name = game.player_by_key(target), game.players[game.player_by_key(target)].name
    else:
        obj = game.objects[target]
        player, name = game.controller(obj), game.chars(obj).name
    ids = [h[3] for h in hits]
    opts = [Option(h[0].name, h[3], {"damage": h[2]}) for h in hits]

    def check(answer: Any) -> int:
        if isinstance(answer, list) and len(answer) == 1:
            answer = answer[0]
        if answer in ids and not isinstance(answer, bool):
            return int(answer)
        raise IllegalAction("choose the source whose damage the shield prevents first",
                            "615.7")

    return Decision(CHOOSE, player, f"The shield on {name}: whose damage does it prevent "
                    "first?", opts, "615.7", validate=check, default=lambda: ids[0],
                    data={"shield_choice": True})
