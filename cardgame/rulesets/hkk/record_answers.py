"""How an hkk answer is written as a scenario `[[do]]` (a recorded or exported game).

Why here: the recorder (`cardgame.scenario.record`) is shared by every ruleset; hkk plays
every card with `play` (a way, a mode and a payment), names each attacker's target, and
answers its exchange phase with `move`, `unite` and `separate` (one `[[do]]` each: the
phase asks again after each change). `ref` names an object or player as the file will
(`c12`, `p2`). An empty list means the runner's default answer gives it (no attack, the
exchange's "done", the triggers in the order asked).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardgame.engine import decisions as dk
from cardgame.engine.game import Answer
from cardgame.rulesets.hkk.exchange import EXCHANGE

Ref = Callable[[Any], Any]


def record_answer(a: Answer, r: Ref) -> list[dict[str, Any]]:
    """The `[[do]]` keys that give back this answer, in order."""
    v = a.value
    if a.kind == dk.PRIORITY:
        return [_priority(v, r)]
    if a.kind == dk.DECLARE_ATTACKERS:
        pairs = v.get("attackers") or []
        return [{"attack": {r(att): r(t) for att, t in pairs}}] if pairs else []
    if a.kind == EXCHANGE:
        out: list[dict[str, Any]] = []
        if v.get("move"):
            out.append({"move": {r(oid): zone for oid, zone in v["move"]}})
        if v.get("unite"):
            out.append({"unite": [r(x) for x in v["unite"]]})
        if v.get("separate") is not None:
            out.append({"separate": r(v["separate"])})
        return out  # "done" is the default
    if a.kind == dk.ASSIGN_DAMAGE:
        if a.about is None:
            raise ValueError("a damage division without a named source can't be written")
        return [{"assign_damage": r(a.about), "split": {r(t): n for t, n in v}}]
    if a.kind == dk.ORDER_TRIGGERS:
        labels = a.about or []
        if list(v) == list(range(len(labels))):
            return []
        return [{"order": [labels[i] for i in v]}]
    if a.kind == dk.YES_NO:
        return [{"choose": "yes" if v else "no"}]
    if a.kind == dk.CHOOSE_CARDS:  # none chosen: the default answer (scenario.md, 4)
        return [{"choose": [r(x) for x in v]}] if v else []
    return [{"choose": r(v) if isinstance(v, int) and not isinstance(v, bool) else v}]


def _priority(v: dict[str, Any], r: Ref) -> dict[str, Any]:
    act = v["action"]
    if act in ("pass", "concede"):
        return {act: True}
    d: dict[str, Any] = {act: r(v["card"])}
    if act == "activate":
        d["ability"] = v.get("ability", 0) + 1
    mode = v.get("mode")
    if v.get("way") == "neutralize":
        d["mode"] = "neutralize"
    elif mode:
        d["mode"] = mode + 1
    if act == "play":
        void = v.get("void")
        d["pay"] = [r(void) if void is not None else v.get("pay", "vp")]
    d["targets"] = [r(t) for t in v.get("targets", [])]
    return d
