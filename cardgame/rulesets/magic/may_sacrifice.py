""""You may sacrifice a creature. If you don't, [effect]." (118.12, 608.2d)

Why: an optional cost paid on resolution, with a consequence when it isn't paid, is a
common shape (Lord of the Pit's upkeep, "sacrifice a creature or lose 4 life"). The player
chooses on resolution; a player with nothing to sacrifice can't choose to sacrifice
(608.2d), so the `otherwise` effects happen. Nothing targets the creature.

Effect `may_sacrifice`: `who` (ref, default you) may sacrifice one permanent they control
matching `filter` (default `creatures`), other than the source when `other = true`; if
they don't, the `otherwise` effects happen. `when_you_do` (a table of `targets` and
`effects`) is a reflexive triggered ability (603.12): it triggers only when the player
sacrificed something this way, and its targets are chosen as it goes on the stack; its
effects may read `the sacrificed creature's power` (last known, 608.2h).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardgame.engine.cardmodel import AbilityDef, Effect
from cardgame.engine.decisions import CHOOSE, Decision, Option
from cardgame.engine.objects import PendingTrigger
from cardgame.errors import IllegalAction
from cardgame.rulesets.magic.interpreter import EFFECTS

if TYPE_CHECKING:
    from cardgame.engine.game import Flow, Game
    from cardgame.rulesets.magic.effects import Context

DONT = "don't sacrifice"


def _question(g: Game, player: int, mine: list[int]) -> Decision:
    opts = [Option(f"sacrifice {g.objects[i].card.name}", i) for i in mine]
    opts.append(Option(DONT, None))
    values = [o.value for o in opts]

    def check(answer: Any) -> Any:
        if answer in values:
            return answer
        raise IllegalAction(f"{answer!r} is not one of the choices", "608.2d")

    return Decision(CHOOSE, player, "You may sacrifice one; if you don't, the rest happens",
                    opts, "608.2d", validate=check, default=lambda: None)


@EFFECTS.effect("may_sacrifice")
def _may_sacrifice(ctx: Context, e: Effect) -> Flow:
    from cardgame.rulesets.magic.effects import matches_filter

    g = ctx.game
    flt = str(e.get("filter", "creatures"))
    for p in ctx.players(e.get("who", "you")):
        mine = [o.id for o in g.battlefield()
                if g.chars(o).controller == p and matches_filter(g.chars(o), flt, p)
                and not (e.get("other", False) and o.id == ctx.item.source)]
        chosen = None
        if mine:
            chosen = yield _question(g, p, mine)
        else:
            g.log.add("608.2d", "cant_sacrifice", "{} has nothing to sacrifice",
                      g.players[p].name)
        if chosen is not None:
            obj = g.objects[chosen]
            lki = g.chars(obj)
            g.move(obj, "graveyard")
            g.log.add("701.17a", "sacrifice", "{} sacrifices {}", g.players[p].name,
                      obj.card.name)
            reflexive = e.get("when_you_do")
            if reflexive is not None:  # 603.12: it triggers now, goes on the stack later
                ab = AbilityDef("triggered", trigger="when you do", targets=reflexive.targets,
                                effects=reflexive.effects, text="when you do")
                g.triggers.append(PendingTrigger(
                    ctx.item.source, ctx.item.controller, ab, f"{ctx.item.name} (when you do)",
                    ctx.item.source_zcc, {"sacrificed": lki}))
            continue
        yield from EFFECTS.run(ctx, e.get("otherwise", ()))
