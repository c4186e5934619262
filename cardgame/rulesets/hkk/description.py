"""The hkk ruleset described as data for the layers above the engine."""

from __future__ import annotations

from typing import Any

from cardgame.engine.description import (
    LIFE_KEY,
    DeckRules,
    PlayerKey,
    RulesetDescription,
    StepInfo,
    ZoneInfo,
)
from cardgame.rulesets.hkk import phases
from cardgame.rulesets.hkk.cardschema import SCHEMA
from cardgame.rulesets.hkk.exchange import EXCHANGE
from cardgame.rulesets.hkk.options import OPTION_INFOS
from cardgame.rulesets.hkk.record_answers import record_answer
from cardgame.rulesets.hkk.scenario_actions import SCENARIO_ACTIONS
from cardgame.rulesets.hkk.ui_terms import UI
from cardgame.tablecheck import MAX_CARD_NUMBER


def _set_vp(game: Any, player: Any, value: Any) -> None:
    player.state.vp = value


def _set_cards_played(game: Any, player: Any, n: Any) -> None:
    """Cards played from hand this turn, for net (háló)."""
    player.extra["cards_played"] = n
    player.extra["hand_plays"] = [[0, "done"] for _ in range(n)]


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
    card_schema=SCHEMA,
    options=OPTION_INFOS,
    player_keys=(
        LIFE_KEY,
        PlayerKey("vp", get=lambda g, p: p.state.vp, set=_set_vp),
        # the set-up makes a record per card played: 10**20 of them never ended
        PlayerKey("cards_played", maximum=MAX_CARD_NUMBER,
                  get=lambda g, p: p.extra.get("cards_played", 0), set=_set_cards_played),
    ),
    orientation="passive",
    entry_keys=("card", "id", "passive", "sick", "counters", "damage", "attached_to",
                "token", "owner", "united_with"),
    card_expect_keys=("ref", "zone", "controller", "passive", "damage", "attack", "life",
                      "counters", "keywords", "attached_to", "exists"),
    card_stats={"attack": "power", "life": "toughness"},
    key_hints={
        "tapped": "'passive'", "library": "'deck'", "graveyard": "'discard'",
        "exile": "'void'", "lands_played": "'cards_played'", "mana": "'vp'",
        "power": "'attack'", "toughness": "'life'",
        "battlefield": "'reserve', 'guard_post' or 'table'",
    },
    actions=SCENARIO_ACTIONS,
    opening_hand=5,  # K3
    questions=(EXCHANGE,),  # answered by the scenario actions move, unite, separate
    action_hints={"cast": "hkk plays every card with 'play'",
                  "block": "in hkk the attacks name their targets; there is no block"},
    deck_rules={
        "casual": DeckRules(40, 3, None, "hkk deck rules"),
        "tournament": DeckRules(50, 3, 3, "hkk deck rules"),
    },
    main_steps=("main",),
    record_answer=record_answer,
)
