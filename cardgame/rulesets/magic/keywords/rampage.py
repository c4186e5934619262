"""K21 rampage (702.23): "Rampage N" means "Whenever this creature becomes blocked, it gets
+N/+N until end of turn for each creature blocking it beyond the first."

It triggers once per combat (509.5c "becomes blocked"), the bonus is counted once, on
resolution (702.23b), and each instance triggers separately (702.23c).
"""

from __future__ import annotations

import re
from typing import Any

from cardgame.engine.cardmodel import AbilityDef, Effect
from cardgame.engine.layers import LAYER_PT_MODIFY, ContinuousEffect
from cardgame.rulesets.magic.keywords.base import ability_maker, effect_handler

_RAMPAGE = re.compile(r"^rampage ([0-9]+)$")


@ability_maker
def _make(keyword: str) -> tuple[AbilityDef, ...] | None:
    m = _RAMPAGE.match(keyword)
    if m is None:
        return None
    n = int(m.group(1))
    return (AbilityDef("triggered", trigger="becomes blocked",
                       effects=(Effect("rampage", {"n": n}),), text=f"rampage {n}"),)


@effect_handler("rampage")
def _resolve(ctx: Any, e: Effect) -> None:
    g = ctx.game
    obj = g.objects.get(ctx.item.source)
    if obj is None or obj.zone != "battlefield" or obj.zcc != ctx.item.source_zcc:
        return
    combat = g.state.get("combat")
    blockers = len(combat.blocked_by.get(obj.id, [])) if combat is not None else 0
    n = int(e.get("n")) * max(0, blockers - 1)
    g.log.add("702.23a", "rampage", "{} is blocked by {} creature(s): rampage gives "
              "+{}/+{} until end of turn (counted once, on resolution: 702.23b)",
              obj.card.name, blockers, n, n)
    if n:
        g.add_effect(ContinuousEffect(LAYER_PT_MODIFY, g.next_timestamp(), "modify_pt",
                                      (n, n), obj.id, "end_of_turn",
                                      affected=frozenset({(obj.id, obj.zcc)}),
                                      rule="702.23a"))
