"""How a magic answer is written as a scenario `[[do]]` (a recorded or exported game).

Why here: the recorder (`cardgame.scenario.record`) is shared by every ruleset, but only
the ruleset knows the shape of its answers and the scenario keys that give them back
(`cast`, `activate` with `mana_from`, `attack` with `bands`, `block`...). `ref` names an
object or player as the file will (`c12`, `p2`). None means "the runner's default answer
gives it" (no attack, no block), so no `[[do]]` is written.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardgame.engine import decisions as dk
from cardgame.engine.game import Answer

Ref = Callable[[Any], Any]


def record_answer(a: Answer, r: Ref) -> list[dict[str, Any]]:
    """The `[[do]]` keys that give back this answer (none for the default answer)."""
    d = _action(a, r)
    return [] if d is None else [d]


def _action(a: Answer, r: Ref) -> dict[str, Any] | None:
    v = a.value
    if a.kind == dk.PRIORITY:
        act = v["action"]
        if act in ("pass", "concede"):
            return {act: True}
        d: dict[str, Any] = {act: r(v["card"])}
        if act == "activate":
            d["ability"] = v.get("ability", 0) + 1
        if act in ("cast", "activate"):
            d["targets"] = [r(t) for t in v.get("targets", [])]
        if v.get("x"):
            d["x"] = v["x"]
        if v.get("mode") is not None:
            d["mode"] = v["mode"] + 1
        if v.get("mana_from") is not None:
            d["mana_from"] = [r(m) for m in v["mana_from"]]
        if v.get("pay"):
            d["pay"] = [r(p) for p in v["pay"]]
        return d
    if a.kind == dk.DECLARE_ATTACKERS:
        if not v["attackers"]:
            return None  # the default answer: no attack
        d = {"attack": {r(att): r(t) for att, t in v["attackers"]}}
        if v.get("bands"):
            d["bands"] = [[r(x) for x in band] for band in v["bands"]]
        return d
    if a.kind == dk.DECLARE_BLOCKERS:
        if not v["blocks"]:
            return None
        return {"block": {r(b): [r(x) for x in atts] for b, atts in v["blocks"]}}
    if a.kind == dk.ASSIGN_DAMAGE:
        return {"assign_damage": r(v["source"]), "split": {r(t): n for t, n in v["split"]}}
    if a.kind == dk.ORDER_TRIGGERS:
        return {"order": [r(s) for s in v["sources"]]}
    if a.kind == dk.YES_NO:
        return {"choose": "yes" if v else "no"}
    if a.kind == dk.PAY_COST:
        d = {"choose": "yes" if v.get("pay") else "no"}
        if v.get("pay") and v.get("choices"):
            d["pay"] = [c if isinstance(c, str) else r(c) for c in v["choices"]]
        return d
    if a.kind == dk.CHOOSE:
        return {"choose": v + 1 if isinstance(v, int) else v}
    if a.kind == dk.CHOOSE_CARDS:
        return {"choose": [r(x) for x in v]}
    return {"choose": r(v) if isinstance(v, int) else v}

