"""K5 equip (702.6): "Equip [cost]" means "[Cost]: Attach this permanent to target creature
you control. Activate only as a sorcery." (702.6a)

Equipment attached to something that isn't a creature, or to a creature it can't equip
(protection, 702.16d), becomes unattached and stays on the battlefield (704.5n).
"""

from __future__ import annotations

import re

from cardgame.engine.cardmodel import AbilityDef, Effect
from cardgame.rulesets.magic.keywords.base import ability_maker

_EQUIP = re.compile(r"^equip ((\{[^{}]+\})+)$")


@ability_maker
def _make(keyword: str) -> tuple[AbilityDef, ...] | None:
    m = _EQUIP.match(keyword)
    if m is None:
        return None
    cost = m.group(1)
    return (AbilityDef("activated", cost=cost, timing="sorcery",
                       targets=("creature you control",),
                       effects=(Effect("attach", {"what": "target"}),),
                       text=f"Equip {cost}"),)
