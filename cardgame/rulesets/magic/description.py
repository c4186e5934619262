"""The magic ruleset described as data for the layers above the engine."""

from __future__ import annotations

from cardgame.engine.description import RulesetDescription, StepInfo, ZoneInfo
from cardgame.rulesets.magic.ui_terms import UI

_STEP_RULES = (
    ("untap", "502"), ("upkeep", "503"), ("draw", "504"), ("main1", "505"),
    ("beginning_of_combat", "507"), ("declare_attackers", "508"),
    ("declare_blockers", "509"), ("first_strike_damage", "510.4"),
    ("combat_damage", "510"), ("end_of_combat", "511"), ("main2", "505"), ("end", "513"),
    ("cleanup", "514"),
)

DESCRIPTION = RulesetDescription(
    name="magic",
    title="Magic: The Gathering",
    steps=tuple(StepInfo(s, rule, {"en": s.replace("_", " ")}) for s, rule in _STEP_RULES),
    zones=(
        ZoneInfo("library", hidden=True, role="library"),
        ZoneInfo("hand", hidden=True, role="hand"),
        ZoneInfo("graveyard", role="graveyard"),
        ZoneInfo("exile", role="exile"),
        ZoneInfo("battlefield", shared=True, permanents=True),
        ZoneInfo("stack", shared=True, role="stack"),
    ),
    default_step="main1",
    default_stop_step="end",
    ui=UI,
    main_steps=("main1", "main2"),
)
