"""K26 ward (702.21): "Whenever this permanent becomes the target of a spell or ability an
opponent controls, counter it unless that player pays [cost]." (702.21a)

Spelled `ward {N}` (mana) or `ward pay N life` (formats/cards.md). The trigger is put on
the stack above what targeted the permanent; on resolution the targeting player is asked
to pay. Not paying counters the whole spell or ability, whatever else it targets. A spell
of the permanent's own controller doesn't trigger it; each instance triggers separately
(702.21b). It watches the engine's BecomesTarget event through the trigger table
(`fires`); the spell or ability it may counter rides on the trigger (`targeting`).
"""

from __future__ import annotations

import re
from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from cardgame.engine.cardmodel import AbilityDef, Effect
from cardgame.engine.decisions import PAY_COST, Decision, Option
from cardgame.engine.layers import Chars
from cardgame.engine.objects import GameObject
from cardgame.errors import IllegalAction
from cardgame.rulesets.magic.keywords.base import ability_maker, effect_handler
from cardgame.rulesets.magic.mana import parse_mana_cost

if TYPE_CHECKING:
    from cardgame.engine.events import BecomesTarget
    from cardgame.engine.game import Game

TRIGGER = "becomes the target of a spell or ability an opponent controls"
_WARD = re.compile(r"^ward (?:(\{[^{}]+\})+|pay ([0-9]+) life)$")


@ability_maker
def _make(keyword: str) -> tuple[AbilityDef, ...] | None:
    if _WARD.match(keyword) is None:
        return None
    cost = keyword[len("ward "):]
    return (AbilityDef("triggered", trigger=TRIGGER, effects=(Effect("ward", {"cost": cost}),),
                       text=keyword),)


def fires(game: Game, event: BecomesTarget, source: GameObject,
          chars: Chars) -> tuple[dict[str, Any], ...]:
    """The permanent became a target: ward triggers if an opponent controls what targets
    it (the trigger table's row for ward). The record names that spell or ability."""
    if event.controller == chars.controller:
        return ()
    return ({"targeting": (event.item_id, event.item_name)},)


def _life(cost: str) -> int | None:
    m = re.fullmatch(r"pay ([0-9]+) life", cost)
    return int(m.group(1)) if m else None


def _can_pay(g: Game, player: int, cost: str) -> bool:
    from cardgame.rulesets.magic.costs import plan

    life = _life(cost)
    if life is not None:
        return g.players[player].life >= life  # 119.4: only life you have
    return plan(g, player, parse_mana_cost(cost)) is not None


def _pay(g: Game, player: int, cost: str) -> None:
    from cardgame.rulesets.magic.costs import pay_mana, plan

    life = _life(cost)
    if life is not None:
        g.players[player].life -= life
        g.touch()
        return
    planned = plan(g, player, parse_mana_cost(cost))
    assert planned is not None
    pay_mana(g, player, planned)


@effect_handler("ward")
def _resolve(ctx: Any, e: Effect) -> Generator[Decision, Any, None]:
    g: Game = ctx.game
    cost = str(e.get("cost"))
    aimed_id, name = ctx.item.extra["targeting"]
    warded = g.objects[ctx.item.source].card.name
    aimed = next((s for s in g.stack if s.id == aimed_id), None)
    if aimed is None:
        g.log.add("702.21a", "ward_gone", "{} is no longer on the stack: ward of {} does "
                  "nothing", name, warded)
        return
    payer = aimed.controller
    pay = False
    if not _can_pay(g, payer, cost):
        g.log.add("702.21a", "ward_unpayable", "{} can't pay {} for ward of {}",
                  g.players[payer].name, cost, warded)
        g.forced(PAY_COST, payer, {"pay": False}, source=ctx.item.source)
    else:
        def check(answer: Any) -> dict[str, Any]:
            if isinstance(answer, str) and answer.lower() in ("yes", "no"):
                answer = answer.lower() == "yes"
            if isinstance(answer, dict):
                answer = answer.get("pay")
            if not isinstance(answer, bool):
                raise IllegalAction(f"answer yes or no, not {answer!r}", "702.21a")
            if answer and not _can_pay(g, payer, cost):
                raise IllegalAction(f"can't pay {cost}", "702.21a")
            return {"pay": answer}

        answer = yield Decision(
            PAY_COST, payer, f"Ward of {warded}: pay {cost}, or {name} is countered?",
            [Option("Yes", True), Option("No", False)], "702.21a",
            data={"cost": cost, "count": 1, "kind": "life" if _life(cost) else "mana",
                  "source": ctx.item.source, "alternatives": [], "candidates": [],
                  "if_not": f"Don't pay: {name} is countered"},
            validate=check, default=lambda: {"pay": False})
        pay = bool(answer["pay"])
    if pay:
        _pay(g, payer, cost)
        g.log.add("702.21a", "ward_paid", "{} pays {} for ward of {}",
                  g.players[payer].name, cost, warded)
        return
    g.stack.remove(aimed)
    if aimed.kind == "spell":
        g.move(g.objects[aimed.id], "graveyard")
    g.log.add("702.21a", "ward_counter", "{} doesn't pay {}: ward of {} counters {}",
              g.players[payer].name, cost, warded, name)


__all__ = ["TRIGGER", "fires"]
