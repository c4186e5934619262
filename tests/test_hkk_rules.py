"""The hkk rules are all covered: every rule id of hkk.md has a scenario, every
chapter-131 ability at least two, and the pieces a scenario can't reach (the game's start,
the options, the ability vocabulary's errors) have unit tests here."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from cardgame.cards.loader import load_card_text
from cardgame.cards.pool import CardPool
from cardgame.errors import FormatError
from cardgame.rulesets import new_game
from cardgame.rulesets.hkk import options
from cardgame.scenario.loader import load_scenario

ROOT = Path(__file__).resolve().parent
HKK_MD = ROOT.parent.parent / "shared" / "rules" / "hkk.md"
SCENARIOS = sorted((ROOT / "scenarios" / "hkk").rglob("*.toml"))
ABILITIES = ("magic attack", "magic defense", "resistance", "net", "guardian", "anchor",
             "ancient magic", "invisibility", "see invisibility", "flying", "resurrection",
             "union", "cant change controller", "cant be copied", "cant lose abilities")


def _rule_ids() -> set[str]:
    text = HKK_MD.read_text(encoding="utf-8") if HKK_MD.exists() else ""
    ids = set(re.findall(r"\b(K[0-9]+(?:\.[0-9]+)*|H-[a-z]+(?:-[a-z]+)*)", text))
    return ids | {"K131.6", "K15"} if ids else set()


def test_every_rule_id_has_a_scenario() -> None:
    ids = _rule_ids()
    assert ids, f"no rule ids read from {HKK_MD} (the shared folder is part of the checkout)"
    covered = {r for f in SCENARIOS for r in load_scenario(f).rules}
    assert sorted(ids - covered) == []


def test_every_chapter_131_ability_has_two_scenarios() -> None:
    tags = Counter(t for f in SCENARIOS for t in set(load_scenario(f).tags))
    assert {a: tags[a] for a in ABILITIES if tags[a] < 2} == {}


def test_every_card_of_the_pool_is_in_a_scenario() -> None:
    texts = "\n".join(f.read_text(encoding="utf-8") for f in SCENARIOS)
    pool = CardPool.builtin("hkk")
    missing = [n for n in pool.names() if f'"{n}"' not in texts]
    assert missing == []


# ---- the game's start (K3) ----------------------------------------------------------------
def _deck(name: str, n: int = 40) -> list:  # type: ignore[type-arg]
    return [CardPool.builtin("hkk").get(name)] * n


def test_k3_start_20_ep_0_vp_five_cards_and_the_first_draw() -> None:
    game = new_game("hkk", (_deck("Raiai őrszem"), _deck("Dornodoni harcos")), seed=4)
    p1, p2 = game.players
    assert (p1.life, p2.life) == (20, 20)
    assert game.turn == 1 and game.active == 0
    # the starting player drew 5 and then their first-turn card (K3), the other 5
    assert len(p1.zones["hand"]) == 6 and len(p2.zones["hand"]) == 5
    assert p1.vp == 1 and p2.vp == 0  # K29.3: 1 VP in the first own turn
    assert game.log.contains("K3")


# ---- options --------------------------------------------------------------------------------
def test_option_defaults_match_hkk_md() -> None:
    assert options.resolve({}) == {
        "defence_bonus": True, "vp_cap": 20, "guard_post_capacity": 3, "net_limit": 2,
        "union_stats": "sum", "passive_guard": True, "empty_deck_loses": True}


@pytest.mark.parametrize("name,text,value", [
    ("defence_bonus", "false", False), ("vp_cap", "25", 25), ("union_stats", "max", "max"),
    ("passive_guard", "yes", True), ("guard_post_capacity", "4", 4),
])
def test_option_values_from_the_command_line(name: str, text: str, value: object) -> None:
    assert options.parse_value(name, text) == value


@pytest.mark.parametrize("raw,word", [
    ({"vp_cap": 0}, "vp_cap"), ({"union_stats": "avg"}, "union_stats"),
    ({"defence_bonus": 1}, "defence_bonus"), ({"guard_post": 3}, "unknown option"),
])
def test_bad_options_are_refused(raw: dict[str, object], word: str) -> None:
    with pytest.raises(options.OptionError, match=word):
        options.resolve(raw)


def test_documented_options_are_the_real_ones() -> None:
    doc = (ROOT.parent / "docs" / "hkk-house-rules.md").read_text(encoding="utf-8")
    for name, spec in options.OPTIONS.items():
        assert f"`{name}`" in doc and spec.rule in doc


# ---- the ability vocabulary ---------------------------------------------------------------------
def _card(body: str) -> None:
    load_card_text('ruleset = "hkk"\n[[card]]\nname = "X"\n' + body, "test.toml")


@pytest.mark.parametrize("body,where,word", [
    ('types = ["instant"]\ncost = 1\nabilities = [{ kind = "spel" }]',
     "abilities[0].kind", "did you mean 'spell'"),
    ('types = ["instant"]\ncost = 1\nabilities = [{ kind = "spell", effects = '
     '[{ effect = "damag", amount = 1, to = "opponent" }] }]', "abilities[0].effects[0].effect",
     "did you mean 'damage'"),
    ('types = ["instant"]\ncost = 1\nabilities = [{ kind = "spell", effects = '
     '[{ effect = "damage", amount = 1, to = "target" }] }]', "abilities[0].effects[0].to",
     "0 target(s) declared"),
    ('types = ["instant"]\ncost = 1\nabilities = [{ kind = "spell", targets = ["creatur"], '
     'effects = [{ effect = "damage", amount = 1, to = "target" }] }]', "abilities[0].targets[0]",
     "did you mean 'creature'"),
    ('types = ["creature"]\ncost = 1\nattack = 1\nlife = 1\nabilities = [{ kind = "static", '
     'effects = [{ effect = "draw", amount = 1 }] }]', "abilities[0].effects[0].effect",
     "one-shot effect"),
    ('types = ["creature"]\ncost = 1\nattack = 1\nlife = 1\nabilities = [{ kind = '
     '"activated", cost = "tap", effects = [{ effect = "draw", amount = 1 }] }]',
     "abilities[0].cost", "passivize"),
    ('types = ["creature"]\ncost = 1\nattack = 1\nlife = 1\nabilities = [{ kind = "spell", '
     'effects = [{ effect = "draw", amount = 1 }] }]', "abilities[0].kind",
     "a spell ability on a permanent"),
    ('types = ["instant"]\ncost = 1\nabilities = [{ kind = "spell", condition = "sometimes",'
     ' effects = [{ effect = "draw", amount = 1 }] }]', "abilities[0].condition",
     "opponent has a creature in play"),
    ('types = ["instant"]\ncost = 1\nabilities = [{ kind = "alternative cost", replace = 2, '
     'by = "pay 2 VP" }]', "abilities[0].by", "pay <N> life"),
])
def test_vocabulary_errors_name_the_key(body: str, where: str, word: str) -> None:
    with pytest.raises(FormatError) as info:
        _card(body)
    msg = str(info.value)
    assert f"card[0].{where}" in msg and word in msg, msg


def test_the_pool_loads_every_starter_card() -> None:
    pool = CardPool.builtin("hkk")
    starters = ROOT.parent.parent / "shared" / "rules" / "hkk-cards.md"
    assert starters.exists(), f"{starters} is missing (the shared folder is part of the checkout)"
    names = re.findall(r"^\| ([^|]+?) \| [0-9]+ \|", starters.read_text(encoding="utf-8"),
                       re.MULTILINE)
    assert len(names) == 40
    assert [n for n in names if n.strip() not in pool] == []


def test_every_effect_and_ability_kind_is_documented() -> None:
    from cardgame.rulesets.hkk import vocabulary as vocab

    doc = (ROOT.parent / "docs" / "hkk-abilities.md").read_text(encoding="utf-8")
    for kind in vocab.EFFECTS:
        assert f"### `{kind}`" in doc, kind
    for kind in vocab.ABILITY_KINDS:
        assert f"| `{kind}` |" in doc, kind
    for spec in vocab.TARGET_SPECS:
        assert f"`{spec}`" in doc, spec
