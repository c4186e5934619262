"""A player's whole exchange phase as one plan, turned into the engine's answers.

Why: the engine asks the exchange question (H-exchange) again after each change, so that
a scenario can list its `move`/`unite`/`separate` actions one by one. A person arranges
their creatures once and confirms: one question, one answer. A plan is a table

    {"zones": {creature: "guard_post" | "reserve"}, "separate": [creature...],
     "unite": [[creature, creature]...]}

(every key optional; an empty plan ends the phase with no change). It becomes the
engine's answers in the order the rules need them: separations first (a separated
creature may then move), unions (the second creature joins the first where it stands;
the pair then moves as the first one: a plan gives no zone to the second), all moves as
one answer (the guard post's capacity is checked on the arrangement, not move by move),
then "done". Each answer still goes
through `game.answer`, so the journal, replays and digests are those of the same changes
answered one by one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardgame.errors import IllegalAction
from cardgame.rulesets.hkk import zones as z
from cardgame.rulesets.hkk.exchange import DONE, EXCHANGE

if TYPE_CHECKING:
    from cardgame.engine.game import Game

PLAN_KEYS: frozenset[str] = frozenset({"zones", "separate", "unite"})


def plan_answers(game: Game, plan: Any) -> list[Any] | None:
    """The engine's answers for `plan`, or None when the pending question is not the
    exchange phase. IllegalAction for a plan of the wrong shape (the engine checks each
    answer's legality when it is given)."""
    d = game.pending
    if d is None or d.kind != EXCHANGE:
        return None
    if not isinstance(plan, dict) or set(plan) - PLAN_KEYS:
        raise IllegalAction(f"an exchange plan is a table of zones, separate and unite, "
                            f"not {plan!r}", "H-exchange")
    zones = plan.get("zones") or {}
    separate = plan.get("separate") or []
    unite = plan.get("unite") or []
    if not isinstance(zones, dict) or not isinstance(separate, list) \
            or not isinstance(unite, list):
        raise IllegalAction("an exchange plan's zones is a table, separate and unite are "
                            "lists", "H-exchange")
    out: list[Any] = [{"separate": host} for host in separate]
    freed = {_member(game, host) for host in separate}
    moves = []
    for oid, zone in zones.items():
        obj = game.objects.get(oid) if isinstance(oid, int) else None
        if obj is None or obj.zone != zone or oid in freed:
            moves.append([oid, zone])  # unknown creatures are refused by the engine
    out.extend({"unite": list(pair)} for pair in unite)
    if moves:
        out.append({"move": moves})
    out.append(dict(DONE))
    return out


def _member(game: Game, host: Any) -> int | None:
    """The creature under a union's host (it leaves the union with the separation)."""
    obj = game.objects.get(host) if isinstance(host, int) else None
    member = z.member_of(game, obj) if obj is not None else None
    return None if member is None else member.id


def plan_of(changes: list[Any]) -> dict[str, Any]:
    """The plan for exchange answers given one by one (moves, unions, separations;
    "done" adds nothing): what an agent or a test that picks options means as a plan."""
    zones: dict[int, str] = {}
    separate: list[Any] = []
    unite: list[list[Any]] = []
    for c in changes:
        if not isinstance(c, dict) or c.get("done"):
            continue
        for oid, zone in c.get("move") or ():
            zones[oid] = zone
        if c.get("separate") is not None:
            separate.append(c["separate"])
        if c.get("unite") is not None:
            unite.append(list(c["unite"]))
    plan: dict[str, Any] = {}
    if zones:
        plan["zones"] = zones
    if separate:
        plan["separate"] = separate
    if unite:
        plan["unite"] = unite
    return plan
