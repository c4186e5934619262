""""Any player may sacrifice two lands or have this deal 5 damage to that player. If a
player does either, destroy this." (Worms of the Earth's upkeep trigger)

Why a module of its own: a choice offered to every player in turn, any of whom may pay
to end the permanent; paying once is enough. Each player, active player first (101.4),
chooses to sacrifice `sacrifice_lands` lands (only with that many lands), to be dealt
`damage` damage by the source, or neither; once a player has done either, the `then`
effects happen (and the others are not asked).

Effect `any_player_may`: `sacrifice_lands` (int), `damage` (int), `then` (effects).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardgame.engine.cardmodel import Effect
from cardgame.engine.decisions import CHOOSE, CHOOSE_CARDS, Decision, Option
from cardgame.errors import IllegalAction
from cardgame.rulesets.magic.damage import deal_damage
from cardgame.rulesets.magic.interpreter import EFFECTS

if TYPE_CHECKING:
    from cardgame.engine.game import Flow, Game
    from cardgame.rulesets.magic.effects import Context

NEITHER = "neither"


def _one_of(values: list[Any], rule: str) -> Any:
    def check(answer: Any) -> Any:
        if answer in values:
            return answer
        raise IllegalAction(f"{answer!r} is not one of the choices", rule)
    return check


def _lands_question(g: Game, player: int, lands: list[int], n: int) -> Decision:
    def check(answer: Any) -> list[int]:
        picked = list(answer) if isinstance(answer, (list, tuple)) else []
        if len(picked) != n or len(set(picked)) != n or any(p not in lands for p in picked):
            raise IllegalAction(f"choose {n} different lands you control, not {answer!r}",
                                "701.17a")
        return [int(p) for p in picked]

    opts = [Option(g.objects[i].card.name, i) for i in lands]
    return Decision(CHOOSE_CARDS, player, f"Sacrifice {n} lands", opts, "701.17a", n, n,
                    validate=check, default=lambda: lands[:n])


@EFFECTS.effect("any_player_may")
def _any_player_may(ctx: Context, e: Effect) -> Flow:
    g = ctx.game
    n = int(e.get("sacrifice_lands", 0))
    dmg = int(e.get("damage", 0))
    for p in (g.active, 1 - g.active):
        lands = [o.id for o in g.battlefield()
                 if "Land" in g.chars(o).types and g.chars(o).controller == p]
        opts = [Option(f"sacrifice {n} lands", "sacrifice")] if n and len(lands) >= n else []
        if dmg:
            opts.append(Option(f"be dealt {dmg} damage by {ctx.src.name}", "damage"))
        opts.append(Option(NEITHER, NEITHER))
        answer = yield Decision(CHOOSE, p, f"{ctx.item.name}: you may pay to end it", opts,
                                "603.5", validate=_one_of([o.value for o in opts], "603.5"),
                                default=lambda: NEITHER)
        if answer == "sacrifice":
            chosen = yield _lands_question(g, p, lands, n)
            for oid in chosen:
                g.move(g.objects[oid], "graveyard")
                g.log.add("701.17a", "sacrifice", "{} sacrifices {}", g.players[p].name,
                          g.objects[oid].card.name)
        elif answer == "damage":
            yield from deal_damage(g, ctx.src, g.players[p].key, dmg,
                                   source_id=ctx.item.source)
        else:
            g.log.add("603.5", "declined", "{} does neither", g.players[p].name)
            continue
        yield from EFFECTS.run(ctx, e.get("then", ()))
        return
