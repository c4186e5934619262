"""The magic-only actions of a scenario's `[[do]]` (formats/scenario.md, section 4).

`cast` casts a spell from the hand (unscripted targets and mode take the defaults);
`block` declares blockers, blocker -> the attackers it blocks. The runner's reference
resolver (`cardgame.scenario.runner.Refs`) is passed in, duck-typed: the scenario layer
sits above the rulesets. The modifiers `bands` (with `attack`) and `mana_from` (which
permanents pay) are magic's too (`DESCRIPTION.modifiers`).
"""

from __future__ import annotations

from typing import Any

from cardgame.engine.decisions import DECLARE_BLOCKERS, Decision
from cardgame.engine.description import ScenarioAction


def _cast(r: Any, a: Any, d: Decision, where: str) -> Any:
    return r.card_action(a, where, spell=True)


def _block(r: Any, a: Any, d: Decision, where: str) -> Any:
    me = 0 if a.player == "p1" else 1
    return {"blocks": [[r.obj(b, r.in_play, where, player=me).id,
                        [r.obj(x, r.in_play, where, player=1 - me).id for x in atts]]
                       for b, atts in a.value.items()]}


def _block_value(ld: Any, v: Any, path: Any) -> dict[str, list[str]]:
    """{ blocker = attacker } or { blocker = [attackers...] }: always lists."""
    t = ld.table(v, path, "{ blocker = attacker } or { blocker = [attackers...] }")
    return {k: ([ld.str_(x, path + (k,), "an attacker ref (string)")]
                if not isinstance(x, list) else
                ld.strs(x, path + (k,), "a non-empty list of attacker refs", True))
            for k, x in t.items()}


SCENARIO_ACTIONS: tuple[ScenarioAction, ...] = (
    ScenarioAction("cast", ("targets", "x", "mode", "pay", "mana_from"), answer=_cast,
                   refs="ref"),
    ScenarioAction("block", ("pay", "mana_from"), normalize=_block_value, answer=_block,
                   question=DECLARE_BLOCKERS, refs="lists"),
)
