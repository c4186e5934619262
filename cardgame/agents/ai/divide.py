"""Dividing damage among several creatures: kill the most valuable ones it can.

Both rulesets ask this (magic: an attacker blocked by several, trample; hkk: an attacked
creature striking back at its attackers). Lethal amounts come with the question; the
rest goes through to the player when trample allows, else onto a creature that survives.
"""

from __future__ import annotations

from typing import Any

from cardgame.agents.ai import evaluation as ev
from cardgame.agents.ai.choice import Choice
from cardgame.engine.decisions import Decision
from cardgame.engine.game import GameView


def split(view: GameView, d: Decision) -> Choice:
    amount: int = d.data["amount"]
    lethal: dict[Any, int] = d.data["lethal"]
    trample = d.data.get("trample_to")

    def worth(r: Any) -> float:
        obj = view.object(r) if isinstance(r, int) else None
        return ev.permanent_worth(view, obj) if obj is not None else 0.0

    order = sorted(lethal, key=lambda r: (-worth(r) / max(lethal[r], 1), lethal[r]))
    out: dict[Any, int] = {}
    left = amount
    killed = []
    for r in order:
        need = max(lethal[r], 0)
        if need <= left:
            out[r] = need
            left -= need
            killed.append(r)
    if left:
        rest = trample if trample is not None else (
            next((r for r in order if r not in killed), order[0] if order else None))
        if rest is not None:
            out[rest] = out.get(rest, 0) + left
    answer = {"split": [[k, v] for k, v in out.items() if v]}
    names = ", ".join(view.object(r).card.name for r in killed  # type: ignore[union-attr]
                      if isinstance(r, int) and view.object(r) is not None)
    why = f"divides damage to kill {names}" if names else "divides damage: nothing dies"
    if trample is not None and out.get(trample):
        why += f", {out[trample]} tramples over"
    return Choice(answer, why)
