"""The magic ruleset described as data for the layers above the engine."""

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
from cardgame.rulesets.magic.cardschema import SCHEMA
from cardgame.rulesets.magic.mana import ManaCostError, pool_from_text, pool_text
from cardgame.rulesets.magic.record_answers import record_answer
from cardgame.rulesets.magic.scenario_actions import SCENARIO_ACTIONS
from cardgame.rulesets.magic.ui_terms import UI

_STEP_RULES = (
    ("untap", "502"), ("upkeep", "503"), ("draw", "504"), ("main1", "505"),
    ("beginning_of_combat", "507"), ("declare_attackers", "508"),
    ("declare_blockers", "509"), ("first_strike_damage", "510.4"),
    ("combat_damage", "510"), ("end_of_combat", "511"), ("main2", "505"), ("end", "513"),
    ("cleanup", "514"),
)


def _check_mana(text: Any) -> None:
    """A pool holds no generic mana and no {X}: refused when the file is loaded."""
    try:
        pool_from_text(str(text))
    except ManaCostError as e:
        raise ValueError(f'a mana pool string such as "{{G}}{{G}}{{C}}" ({e})') from None


def _set_mana(game: Any, player: Any, text: Any) -> None:
    _check_mana(text)
    player.state.pool = pool_from_text(str(text))


def _state_key(name: str) -> PlayerKey:
    """A whole-number key kept in the magic player state (`MagicPlayer`)."""
    return PlayerKey(name, get=lambda g, p: getattr(p.state, name),
                     set=lambda g, p, v: setattr(p.state, name, v))


def _is_basic(card: Any) -> bool:
    return "Basic" in card.supertypes



DESCRIPTION = RulesetDescription(
    name="magic",
    title="Magic: The Gathering",
    steps=tuple(StepInfo(s, rule, {"en": s.replace("_", " ")}) for s, rule in _STEP_RULES),
    zones=(
        ZoneInfo("library", hidden=True, role="library"),
        ZoneInfo("hand", hidden=True, role="hand"),
        ZoneInfo("battlefield", shared=True, permanents=True),
        ZoneInfo("graveyard", role="graveyard"),
        ZoneInfo("exile", role="exile"),
        ZoneInfo("stack", shared=True, role="stack"),
    ),
    default_step="main1",
    default_stop_step="end",
    ui=UI,
    card_schema=SCHEMA,
    player_keys=(
        LIFE_KEY,
        PlayerKey("mana", kind="str", default="",
                  expected='a mana pool string such as "{G}{G}{C}"',
                  get=lambda g, p: pool_text(p.state.pool), set=_set_mana,
                  normalize=lambda want: pool_text(pool_from_text(str(want))),
                  check=_check_mana),
        _state_key("poison"),
        _state_key("lands_played"),
    ),
    opening_hand=7,  # 103.5
    record_answer=record_answer,
    orientation="tapped",
    entry_keys=("card", "id", "tapped", "sick", "counters", "damage", "attached_to",
                "phased_out", "token", "owner"),
    card_expect_keys=("ref", "zone", "controller", "tapped", "damage", "power", "toughness",
                      "counters", "keywords", "attached_to", "phased_out", "exists",
                      "name", "types", "subtypes", "colors", "copy_of", "token"),
    card_stats={"power": "power", "toughness": "toughness"},
    modifiers=("bands", "mana_from"),
    key_hints={
        "passive": "'tapped'", "deck": "'library'", "discard": "'graveyard'",
        "void": "'exile'", "cards_played": "'lands_played'", "vp": "'mana'",
        "attack": "'power'", "reserve": "'battlefield'", "guard_post": "'battlefield'",
        "table": "'battlefield'",
    },
    actions=SCENARIO_ACTIONS,
    deck_rules={
        "casual": DeckRules(40, 4, None, "100.2a", "100.2a, 100.4a", _is_basic,
                            " other than basic lands"),
        "tournament": DeckRules(60, 4, None, "100.2a", "100.2a, 100.4a", _is_basic,
                                " other than basic lands"),
    },
    main_steps=("main1", "main2"),
)
