"""The hkk ruleset described as data for the layers above the engine."""

from __future__ import annotations

from cardgame.engine.description import RulesetDescription, StepInfo, ZoneInfo
from cardgame.rulesets.hkk import phases
from cardgame.rulesets.hkk.ui_terms import UI

DESCRIPTION = RulesetDescription(
    name="hkk",
    title="Hatalom Kártyái",
    steps=tuple(StepInfo(p, "H-phases", {"en": p.replace("_", " "), "hu": phases.HU[p]})
                for p in phases.PHASES),
    zones=(
        ZoneInfo("deck", hidden=True, role="library"),
        ZoneInfo("hand", hidden=True, role="hand"),
        ZoneInfo("reserve", permanents=True),
        ZoneInfo("guard_post", permanents=True),
        ZoneInfo("table", permanents=True),
        ZoneInfo("discard", role="graveyard"),
        ZoneInfo("void", role="exile"),
        ZoneInfo("stack", shared=True, role="stack"),
    ),
    default_step="main",
    default_stop_step="healing",
    ui=UI,
    main_steps=("main",),
)
