"""K22 cumulative upkeep (702.24).

"Cumulative upkeep [cost]" means "At the beginning of your upkeep, if this permanent is
on the battlefield, put an age counter on it. Then you may pay [cost] for each age
counter on it. If you don't, sacrifice it." (702.24a)

- Choices inside the cost are made per counter: "{W} or {U}" with three counters may be
  paid {W}{U}{U}. Payment is all or nothing. "Sacrifice a creature" needs a different
  creature for each counter.
- Several instances trigger separately but share the age counters: each counts all of
  them when it resolves (702.24b).
- It is an intervening-if trigger (603.4); the sacrifice is made by whoever controls the
  permanent when the ability resolves.
- A payment that is impossible is not asked: the permanent is sacrificed (the log says so).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from cardgame.engine.cardmodel import AbilityDef, Effect
from cardgame.engine.decisions import PAY_COST, Decision, Option
from cardgame.errors import IllegalAction
from cardgame.rulesets.magic.keywords.base import ability_maker, effect_handler
from cardgame.rulesets.magic.mana import ManaCost, parse_mana_cost

if TYPE_CHECKING:
    from cardgame.engine.game import Game

PREFIX = "cumulative upkeep "
_LIFE = re.compile(r"^pay ([0-9]+) life$")


@ability_maker
def _make(keyword: str) -> tuple[AbilityDef, ...] | None:
    if not keyword.startswith(PREFIX):
        return None
    cost = keyword[len(PREFIX):]
    return (AbilityDef("triggered", trigger="beginning of your upkeep",
                       condition="this is on the battlefield",
                       effects=(Effect("cumulative_upkeep", {"cost": cost}),),
                       text=f"cumulative upkeep {cost}"),)


def cost_kind(cost: str) -> tuple[str, Any]:
    """("life", N) | ("sacrifice", None) | ("alternatives", [ManaCost...]) | ("mana", cost)."""
    m = _LIFE.match(cost)
    if m:
        return "life", int(m.group(1))
    if cost == "sacrifice a creature":
        return "sacrifice", None
    if " or " in cost:
        return "alternatives", [parse_mana_cost(p.strip()) for p in cost.split(" or ")]
    return "mana", parse_mana_cost(cost)


@effect_handler("cumulative_upkeep")
def _resolve(ctx: Any, e: Effect) -> Generator[Decision, Any, None]:
    g: Game = ctx.game
    obj = g.objects.get(ctx.item.source)
    if obj is None or obj.zone != "battlefield" or obj.zcc != ctx.item.source_zcc:
        return
    g.add_counters(obj, "age", 1)
    n = obj.counters["age"]
    ctrl = ctx.item.controller  # the trigger's controller decides (603.3a)
    cost = str(e.get("cost"))
    g.log.add("702.24a", "age_counter", "{} gets an age counter ({} in all)", obj.card.name, n)
    kind, detail = cost_kind(cost)
    prompt = f"Pay cumulative upkeep of {obj.card.name}: {cost}, {n} time(s)?"

    def check(answer: Any) -> dict[str, Any]:
        return _check(g, ctrl, obj.id, kind, detail, n, answer)

    if _first_payment(g, ctrl, obj.id, kind, detail, n) is None:
        g.log.add("702.24a", "upkeep_unpayable", "{} can't pay {} {} time(s)",
                  g.players[ctrl].name, cost, n)
        answer: dict[str, Any] = {"pay": False}
        g.forced(PAY_COST, ctrl, answer, source=obj.id)
    else:
        answer = yield Decision(
            PAY_COST, ctrl, prompt, [Option("Yes", True), Option("No", False)], "702.24a",
            data={"cost": cost, "count": n, "kind": kind, "source": obj.id,
                  "alternatives": [str(m) for m in detail] if kind == "alternatives" else [],
                  "candidates": _creatures(g, ctrl) if kind == "sacrifice" else []},
            validate=check, default=lambda: {"pay": False})
    if answer["pay"]:
        _pay(g, ctrl, kind, detail, n, answer["choices"])
        g.log.add("702.24a", "upkeep_paid", "{} pays cumulative upkeep {} ×{} for {}",
                  g.players[ctrl].name, cost, n, obj.card.name)
        return
    if obj.zone == "battlefield" and g.chars(obj).controller == ctrl:
        g.move(obj, "graveyard")
        g.log.add("702.24a", "sacrifice", "{} doesn't pay: {} is sacrificed",
                  g.players[ctrl].name, obj.card.name)
    elif obj.zone == "battlefield":
        g.log.add("701.17a", "cant_sacrifice", "{} doesn't pay but no longer controls {}: "
                  "it can't be sacrificed", g.players[ctrl].name, obj.card.name)


def _creatures(g: Game, player: int) -> list[int]:
    return [o.id for o in g.battlefield()
            if g.chars(o).controller == player and "Creature" in g.chars(o).types]


def _first_payment(g: Game, ctrl: int, source: int, kind: str, detail: Any,
                   n: int) -> list[Any] | None:
    """The first legal set of choices, or None when the cost can't be paid."""
    from cardgame.rulesets.magic.costs import plan

    if kind == "life":
        return [] if g.players[ctrl].life >= detail * n else None
    if kind == "sacrifice":
        pool = [c for c in _creatures(g, ctrl) if c != source] + \
            ([source] if source in _creatures(g, ctrl) else [])
        return pool[:n] if len(pool) >= n else None
    if kind == "mana":
        total = ManaCost()
        for _ in range(n):
            total = total + detail
        return [] if plan(g, ctrl, total) is not None else None
    for combo in itertools.combinations_with_replacement(range(len(detail)), n):
        total = ManaCost()
        for i in combo:
            total = total + detail[i]
        if plan(g, ctrl, total) is not None:
            return [str(detail[i]) for i in combo]
    return None


def _check(g: Game, ctrl: int, source: int, kind: str, detail: Any, n: int,
           answer: Any) -> dict[str, Any]:
    from cardgame.rulesets.magic.costs import plan

    if isinstance(answer, bool):
        answer = {"pay": answer}
    if isinstance(answer, str) and answer.lower() in ("yes", "no"):
        answer = {"pay": answer.lower() == "yes"}
    if not isinstance(answer, dict) or not isinstance(answer.get("pay"), bool):
        raise IllegalAction(f"answer yes or no (with the payment), not {answer!r}", "702.24a")
    if not answer["pay"]:
        return {"pay": False}
    choices = answer.get("choices")
    if choices is not None and not isinstance(choices, list):
        raise IllegalAction(f"choices are a list (one per age counter), not {choices!r}",
                            "702.24a")
    if choices and kind not in ("sacrifice", "alternatives"):
        raise IllegalAction(f"a {kind} cost has nothing to choose, yet the answer names "
                            f"{choices!r}", "702.24a")
    if not choices:
        first = _first_payment(g, ctrl, source, kind, detail, n)
        if first is None:
            raise IllegalAction(f"the cost can't be paid {n} time(s)", "702.24a")
        return {"pay": True, "choices": first}
    choices = list(choices)
    if len(choices) != n:
        raise IllegalAction(f"choose one payment for each of the {n} age counter(s), "
                            f"not {len(choices)}", "702.24a")
    if kind == "sacrifice":
        mine = _creatures(g, ctrl)
        if len(set(choices)) != n or any(c not in mine for c in choices):
            raise IllegalAction("sacrifice a different creature you control for each age "
                                "counter", "702.24a")
        return {"pay": True, "choices": choices}
    if kind == "alternatives":
        allowed = {str(m) for m in detail}
        total = ManaCost()
        for ch in choices:
            if ch not in allowed:
                raise IllegalAction(f"{ch!r} is not one of {' or '.join(sorted(allowed))}",
                                    "702.24a")
            total = total + parse_mana_cost(ch)
        if plan(g, ctrl, total) is None:
            raise IllegalAction(f"can't pay {total}", "702.24a")
        return {"pay": True, "choices": choices}
    first = _first_payment(g, ctrl, source, kind, detail, n)
    if first is None:
        raise IllegalAction(f"the cost can't be paid {n} time(s)", "702.24a")
    return {"pay": True, "choices": first}


def _pay(g: Game, ctrl: int, kind: str, detail: Any, n: int, choices: list[Any]) -> None:
    from cardgame.rulesets.magic.costs import pay_mana, plan

    if kind == "life":
        g.lose_life(ctrl, detail * n)
        return
    if kind == "sacrifice":
        for oid in choices:
            g.move(g.objects[oid], "graveyard")
            g.log.add("702.24a", "sacrifice", "{} sacrifices {}", g.players[ctrl].name,
                      g.objects[oid].card.name)
        return
    total = ManaCost()
    if kind == "alternatives":
        for ch in choices:
            total = total + parse_mana_cost(ch)
    else:
        for _ in range(n):
            total = total + detail
    planned = plan(g, ctrl, total)
    assert planned is not None
    pay_mana(g, ctrl, planned)
