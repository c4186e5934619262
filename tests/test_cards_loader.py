"""The strict card loader, the bundled card pool and the ability docs.

Why: card files are written by hand, so every mistake must come back as one FormatError
that says where (key path and line) and what was expected; and the bundled data (pool,
decks, docs) must stay consistent with the vocabulary the engine implements.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardgame.cards.loader import (
    load_card_file,
    load_card_table,
    load_card_text,
)
from cardgame.cards.pool import CardPool, builtin_rulesets
from cardgame.engine.cardmodel import Effect
from cardgame.errors import FormatError
from cardgame.rulesets.magic import vocabulary as vocab
from cardgame.rulesets.magic.cardschema import ability_cost_parts
from cardgame.tomlsource import loads_toml

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs" / "abilities.md"


def load_one(body: str, ruleset: str | None = "magic") -> Any:
    """Load a file holding one [[card]] table (with a file-level ruleset unless None)."""
    head = f'ruleset = "{ruleset}"\n' if ruleset else ""
    cards = load_card_text(head + "[[card]]\n" + body, "test.toml")
    assert len(cards) == 1
    return cards[0]


# ---------------------------------------------------------------------------- the pool


def test_builtin_pools_load() -> None:
    assert {"magic", "hkk"} <= set(builtin_rulesets())
    magic = CardPool.builtin("magic")
    assert magic is CardPool.builtin("magic")  # cached
    assert len(magic.names()) >= 45
    for name in ("Plains", "Island", "Swamp", "Mountain", "Forest", "Filler", "Lightning Bolt",
                 "Giant Growth", "Wrath of God", "Unsummon", "Grizzly Bears",
                 "Collective Unconscious", "Holy Strength", "Drudge Skeletons", "Bonesplitter",
                 "Telepathy"):
        assert name in magic, name
    assert "Filler" in CardPool.builtin("hkk")
    with pytest.raises(ValueError):
        CardPool.builtin("chess")


def test_classic_cards_are_as_printed() -> None:
    pool = CardPool.builtin("magic")
    bolt = pool.get("Lightning Bolt")
    assert bolt.types == ("Instant",) and bolt.cost == "{R}" and bolt.colors == ("red",)
    assert bolt.targets == ("any",)
    assert bolt.effects == (Effect("damage"),)
    assert bolt.effects[0].params == {"amount": 3, "to": "target"}
    wrath = pool.get("Wrath of God")
    assert wrath.effects[0].kind == "destroy_all"
    assert wrath.effects[0].params == {"filter": "creatures", "no_regenerate": True}
    bears = pool.get("Grizzly Bears")
    assert (bears.power, bears.toughness, bears.cost) == (2, 2, "{1}{G}")
    filler = pool.get("Filler")
    assert filler.is_filler and filler.types == ("Filler",) and filler.cost is None


@pytest.mark.parametrize("land,mana", [("Plains", "{W}"), ("Island", "{U}"), ("Swamp", "{B}"),
                                       ("Mountain", "{R}"), ("Forest", "{G}")])
def test_basic_lands_get_their_mana_ability(land: str, mana: str) -> None:
    card = CardPool.builtin("magic").get(land)
    assert card.supertypes == ("Basic",) and card.subtypes == (land,) and card.cost is None
    (ability,) = card.abilities
    assert ability.kind == "mana" and ability.cost == "{T}"
    assert ability.effects[0].kind == "add_mana" and ability.effects[0].params == {"mana": mana}


def test_a_land_that_defines_its_mana_ability_keeps_only_it() -> None:
    card = load_one('name = "Odd Forest"\ntypes = ["Land"]\nsubtypes = ["Forest"]\n'
                    'abilities = [{ kind = "mana", cost = "{T}", '
                    'effects = [{ effect = "add_mana", mana = "{C}" }] }]')
    assert len(card.abilities) == 1 and card.abilities[0].effects[0].params["mana"] == "{C}"


def test_pool_lookup_suggest_and_shadowing() -> None:
    pool = CardPool.builtin("magic")
    with pytest.raises(KeyError):
        pool.get("Lightning Blot")
    assert pool.suggest("Lightning Blot")[0] == "Lightning Bolt"
    assert pool.suggest("grizzly bears") == ["Grizzly Bears"] + pool.suggest("grizzly bears")[1:]
    assert "Lightning Bolt" in pool.suggest("bolt")
    mine = load_one('name = "Lightning Bolt"\ntypes = ["Instant"]\ncost = "{R}"\n'
                    'targets = ["any"]\n'
                    'effects = [{ effect = "damage", amount = 4, to = "target" }]')
    shadowed = pool.with_cards([mine])
    assert shadowed.get("Lightning Bolt").effects[0].params["amount"] == 4
    assert pool.get("Lightning Bolt").effects[0].params["amount"] == 3  # the shared pool is intact
    assert shadowed.ruleset == "magic" and len(shadowed.names()) == len(pool.names())


def _deck(path: Path) -> dict[str, int]:
    counts: dict[str, int] = {}
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "# ruleset: magic"
    for line in lines:
        if not line.strip() or line.startswith("#"):
            continue
        n, name = line.split(" ", 1)
        counts[name] = counts.get(name, 0) + int(n)
    return counts


@pytest.mark.parametrize("deck", ["red-green-stompers.txt", "white-blue-skies.txt",
                                  "bench/bench-green.txt", "bench/bench-red.txt"])
def test_bundled_decks_are_legal_and_use_pool_cards(deck: str) -> None:
    pool = CardPool.builtin("magic")
    counts = _deck(ROOT / "decks" / deck)
    assert sum(counts.values()) == 40
    lands = 0
    for name, n in counts.items():
        card = pool.get(name)
        if "Basic" in card.supertypes:
            lands += n
        else:
            assert n <= 4, name
    assert lands == 17
    if deck.startswith("bench/"):
        for name in counts:
            card = pool.get(name)
            if "Land" not in card.types:
                assert card.types == ("Creature",) and not card.keywords and not card.abilities
                assert len(card.colors) == 1


def test_bench_has_23_distinct_vanilla_creatures() -> None:
    names = set(_deck(ROOT / "decks/bench/bench-green.txt")) | set(
        _deck(ROOT / "decks/bench/bench-red.txt"))
    assert len(names - {"Forest", "Mountain"}) == 23


# ---------------------------------------------------------------------------- the docs


def test_every_effect_is_documented() -> None:
    text = DOCS.read_text(encoding="utf-8")
    for kind, params in vocab.EFFECTS.items():
        assert f"### `{kind}`" in text, kind
        section = text.split(f"### `{kind}`", 1)[1].split("\n### ", 1)[0]
        for param in params:
            assert f"`{param}`" in section, (kind, param)
        assert "```toml" in section, kind


def test_every_docs_example_loads() -> None:
    text = DOCS.read_text(encoding="utf-8")
    blocks = re.findall(r"```toml\n(.*?)```", text, re.S)
    assert len(blocks) >= len(vocab.EFFECTS)
    for i, block in enumerate(blocks):
        if "[[card]]" not in block:  # an ability fragment: give it a creature to sit on
            block = ('[[card]]\nname = "Holder"\ntypes = ["Creature"]\ncost = "{1}"\n'
                     "power = 1\ntoughness = 1\n" + block)
        assert load_card_text('ruleset = "magic"\n' + block, f"docs example {i}")


# ---------------------------------------------------------------------------- errors

CREATURE = 'name = "Bad"\ntypes = ["Creature"]\ncost = "{1}{G}"\npower = 2\ntoughness = 2\n'
INSTANT = 'name = "Bad"\ntypes = ["Instant"]\ncost = "{R}"\n'

MALFORMED = [
    # (card body, key path in the message, words of the expectation)
    (CREATURE + "toughnes = 3", "card[0].toughnes", ["unknown key", "did you mean 'toughness'"]),
    (CREATURE + 'keywords = ["flying", "flyng"]', "card[0].keywords[1]",
     ["unknown keyword 'flyng'", "did you mean 'flying'"]),
    ('name = "Bad"\ntypes = ["Creature"]\ncost = "{1}{Q}"\npower = 1\ntoughness = 1',
     "card[0].cost", ["{Q}", "a mana cost"]),
    ('name = "Bad"\ntypes = ["Creature"]\ncost = "1G"\npower = 1\ntoughness = 1',
     "card[0].cost", ["'1G'", "a mana cost"]),
    ('name = "Bad"\ntypes = ["Creature"]\ncost = "{G}"\ntoughness = 1', "card[0].power",
     ["no 'power'", "power = <whole number>"]),
    ('name = "Bad"\ntypes = ["Creature"]\ncost = "{G}"\npower = "2"\ntoughness = 1',
     "card[0].power", ["'2' (a string)", "a whole number"]),
    (INSTANT + 'effects = [{ effect = "damgae", amount = 3, to = "you" }]',
     "card[0].effects[0].effect", ["unknown effect 'damgae'", "did you mean 'damage'"]),
    (INSTANT + 'targets = ["creature"]\n'
     'effects = [{ effect = "damage", amount = 3, to = "target2" }]',
     "card[0].effects[0].to", ["'target2' but only 1 target", "a target declared"]),
    (INSTANT + 'effects = [{ effect = "damage", amount = 3, to = "target" }]',
     "card[0].effects[0].to", ["no targets", "a target declared"]),
    (INSTANT + 'targets = ["any"]\neffects = [{ effect = "damage", amount = 3 }]',
     "card[0].effects[0]", ["without 'to'", "required by damage"]),
    (INSTANT + 'effects = [{ effect = "draw", amont = 2 }]', "card[0].effects[0].amont",
     ["unknown parameter 'amont'", "did you mean 'amount'"]),
    (INSTANT + 'targets = ["any"]\neffects = [{ effect = "damage", amount = "X", to = "target" }]',
     "card[0].effects[0].amount", ["'X' with no {X}", "{X} in the"]),
    (INSTANT + 'targets = ["creture"]\neffects = [{ effect = "bounce", what = "target" }]',
     "card[0].targets[0]", ["unknown target spec 'creture'", "did you mean 'creature'"]),
    (INSTANT + 'effects = [{ effect = "destroy_all", filter = "creature" }]',
     "card[0].effects[0].filter", ["'creature'", "did you mean 'creatures'"]),
    (INSTANT + 'effects = [{ effect = "add_mana", mana = "{2}" }]',
     "card[0].effects[0].mana", ["'{2}'", "mana symbols"]),
    (INSTANT + 'effects = [{ effect = "destroy", what = "opponent" }]',
     "card[0].effects[0].what", ["(a player)", "a permanent or spell"]),
    (INSTANT + 'targets = ["creature"]\n'
     'effects = [{ effect = "draw", amount = 1, who = "target" }]',
     "card[0].effects[0].who", ["'creature' (not a player)", "a player"]),
    (INSTANT, "card[0].effects", ["no effects", "effects = "]),
    ('name = "Bad"\ntypes = ["creature"]\ncost = "{G}"\npower = 1\ntoughness = 1',
     "card[0].types[0]", ["unknown card type 'creature'", "did you mean 'Creature'"]),
    ('name = "Bad"\ntypes = ["Land"]\ncost = "{G}"', "card[0].cost", ["no cost on a Land"]),
    ('name = "Bad"\ntypes = ["Planeswalker"]\ncost = "{3}"', "card[0].loyalty",
     ["no 'loyalty'", "loyalty = "]),
    ('name = "Bad"\ntypes = ["Artifact"]\ncost = "{3}"\npower = 1', "card[0].power",
     ["power on a non-creature", "Creature"]),
    ('name = "Bad"\ntypes = ["Filler"]', "card[0].types[0]", ["unknown card type 'Filler'"]),
    ('name = ""\ntypes = ["Instant"]', "card[0].name", ["an empty string", "non-empty"]),
    ('types = ["Instant"]', "card[0].name", ["no 'name'", "required"]),
    (CREATURE + 'abilities = [{ kind = "activatd", cost = "{T}", '
     'effects = [{ effect = "draw", amount = 1 }] }]', "card[0].abilities[0].kind",
     ["'activatd'", "did you mean 'activated'"]),
    (CREATURE + 'abilities = [{ kind = "activated", cost = "{1}{T}", '
     'effects = [{ effect = "draw", amount = 1 }] }]', "card[0].abilities[0].cost",
     ["{T} as its own part", "cost parts"]),
    (CREATURE + 'abilities = [{ kind = "activated", '
     'effects = [{ effect = "draw", amount = 1 }] }]', "card[0].abilities[0].cost",
     ["without cost", 'cost = "..."']),
    (CREATURE + 'abilities = [{ kind = "triggered", trigger = "when it dies", '
     'effects = [{ effect = "draw", amount = 1 }] }]', "card[0].abilities[0].trigger",
     ["'when it dies'", "'dies'"]),
    (CREATURE + 'abilities = [{ kind = "triggered", trigger = "dies", condition = "if alive", '
     'effects = [{ effect = "draw", amount = 1 }] }]', "card[0].abilities[0].condition",
     ["'if alive'", "'you control no creatures'"]),
    (CREATURE + 'abilities = [{ kind = "mana", cost = "{T}", '
     'effects = [{ effect = "draw", amount = 1 }] }]', "card[0].abilities[0].effects[0].effect",
     ["'draw'", "only add_mana"]),
    (CREATURE + 'abilities = [{ kind = "static", trigger = "dies", '
     'effects = [{ effect = "pump", what = "self", power = 1, toughness = 1 }] }]',
     "card[0].abilities[0].trigger", ["trigger on a static ability"]),
    (CREATURE + 'abilities = [{ kind = "activated", cost = "{T}", '
     'effects = [{ effect = "pump", what = "target", power = 1, toughness = 1 }] }]',
     "card[0].abilities[0].effects[0].what", ["no targets", "a target declared"]),
    (CREATURE + 'abilities = [{ kind = "static", '
     'effects = [{ effect = "draw", amount = 1 }] }]', "card[0].abilities[0].effects[0].effect",
     ["one-shot effect 'draw'", "continuous effect"]),
    (CREATURE + 'targets = ["creature"]', "card[0].targets", ["on a permanent card"]),
    (INSTANT + 'modes = [{ label = "a", effects = [{ effect = "draw", amount = 1 }] }]',
     "card[0].modes", ["a single mode", "at least two"]),
    (INSTANT + 'effects = [{ effect = "draw", amount = -1 }]', "card[0].effects[0].amount",
     ["-1", ">= 0"]),
    (INSTANT + 'effects = [{ effect = "destroy_all", filter = "creatures", no_regenerate = 1 }]',
     "card[0].effects[0].no_regenerate", ["1 (an integer)", "true or false"]),
    (CREATURE + 'ruleset = "hkk"', "card[0].ruleset", ["'hkk'", "'magic'"]),
    (CREATURE + 'keywords = "flying"', "card[0].keywords", ["(a string)", "a list"]),
]


@pytest.mark.parametrize("body,where,words", MALFORMED,
                         ids=[f"{i}-{m[1]}" for i, m in enumerate(MALFORMED)])
def test_malformed_cards_name_the_key_and_the_expectation(body: str, where: str,
                                                          words: list[str]) -> None:
    with pytest.raises(FormatError) as info:
        load_one(body)
    msg = str(info.value)
    assert msg.startswith("test.toml:"), msg
    assert f": {where}: found " in msg, msg
    assert ", expected " in msg, msg
    for w in words:
        assert w in msg, (w, msg)
    assert info.value.line is not None


def test_error_line_points_at_the_key() -> None:
    text = ('ruleset = "magic"\n\n[[card]]\nname = "A"\ntypes = ["Instant"]\ncost = "{R}"\n'
            'effects = [{ effect = "draw", amount = 1 }]\n\n[[card]]\nname = "B"\n'
            'types = ["Creature"]\ncost = "{G}"\npower = 1\ntoughness = 1\n'
            'keywords = ["hast"]\n')
    with pytest.raises(FormatError) as info:
        load_card_text(text, "lines.toml")
    assert info.value.line == 15
    assert info.value.where == "card[1].keywords[0]"
    assert "did you mean 'haste'" in str(info.value)


def test_card_file_level_rules(tmp_path: Path) -> None:
    f = tmp_path / "cards.toml"
    f.write_text('[[card]]\nname = "A"\ntypes = ["Instant"]\ncost = "{R}"\n'
                 'effects = [{ effect = "draw", amount = 1 }]\n', encoding="utf-8")
    with pytest.raises(FormatError, match=r"card\[0\]\.ruleset: found no ruleset"):
        load_card_file(f)
    f.write_text('ruleset = "magic"\nrulset = 1\n', encoding="utf-8")
    with pytest.raises(FormatError, match="did you mean 'ruleset'"):
        load_card_file(f)
    dup = ('ruleset = "magic"\n' + '[[card]]\nname = "A"\ntypes = ["Instant"]\ncost = "{R}"\n'
           'effects = [{ effect = "draw", amount = 1 }]\n') + (
           '[[card]]\nname = "A"\ntypes = ["Sorcery"]\ncost = "{R}"\n'
           'effects = [{ effect = "draw", amount = 1 }]\n')
    f.write_text(dup, encoding="utf-8")
    with pytest.raises(FormatError) as info:
        load_card_file(f)
    assert info.value.where == "card[1].name" and info.value.line == 8
    assert "first defined at card[0]" in str(info.value)


def test_toml_syntax_error_gives_the_line(tmp_path: Path) -> None:
    f = tmp_path / "broken.toml"
    f.write_text('ruleset = "magic"\n\n[[card]]\nname = "A"\ntypes = ["Instant"\n'
                 'cost = "{R}"\n', encoding="utf-8")
    with pytest.raises(FormatError) as info:
        load_card_file(f)
    assert info.value.line is not None and info.value.line >= 5
    assert str(info.value).startswith(f"{f}:{info.value.line}:")
    assert "TOML" in str(info.value)


def test_missing_file_is_a_format_error(tmp_path: Path) -> None:
    with pytest.raises(FormatError, match="no such file"):
        load_card_file(tmp_path / "nope.toml")


def test_scenario_context_ruleset() -> None:
    src = loads_toml('[[card]]\nname = "Ox"\ntypes = ["Creature"]\ncost = "{2}{G}"\n'
                     "power = 2\ntoughness = 3\n", "scenario.toml")
    card = load_card_table(src.data["card"][0], src, ("card", 0), "magic")
    assert card.ruleset == "magic" and card.colors == ("green",)
    with pytest.raises(FormatError, match="card\\[0\\]"):
        load_card_table(src.data["card"][0], src, ("card", 0), "hkk")  # power is not hkk


def test_colors_derive_from_cost_unless_given() -> None:
    assert load_one(CREATURE.replace("{1}{G}", "{W}{U}")).colors == ("white", "blue")
    assert load_one(CREATURE + 'colors = ["green", "black"]').colors == ("green", "black")
    art = load_one('name = "Rod"\ntypes = ["Artifact"]\ncost = "{3}"')
    assert art.colors == ()


def test_abilities_are_built() -> None:
    card = load_one(CREATURE + '\n[[card.abilities]]\nkind = "activated"\n'
                    'cost = "{X}{R}, {T}"\ntiming = "sorcery"\ntargets = ["any", "player"]\n'
                    'effects = [{ effect = "damage", amount = "X", to = "target1" }, '
                    '{ effect = "draw", amount = 1, who = "target2" }]\n'
                    '\n[[card.abilities]]\nkind = "triggered"\ntrigger = "beginning of your upkeep"'
                    '\ncondition = "you control no creatures"\noptional = true\n'
                    'effects = [{ effect = "gain_life", amount = 1 }]\n')
    act, trig = card.abilities
    assert act.kind == "activated" and act.timing == "sorcery" and act.targets == ("any", "player")
    assert trig.trigger == "beginning of your upkeep" and trig.optional
    assert trig.condition == "you control no creatures"


def test_modal_spell() -> None:
    card = load_one(INSTANT + '\n[[card.modes]]\nlabel = "burn"\ntargets = ["any"]\n'
                    'effects = [{ effect = "damage", amount = 2, to = "target" }]\n'
                    '\n[[card.modes]]\nlabel = "draw"\n'
                    'effects = [{ effect = "draw", amount = 1 }]\n')
    assert [m.label for m in card.modes] == ["burn", "draw"]
    assert card.modes[0].targets == ("any",) and not card.effects


@pytest.mark.parametrize("cost,ok", [
    ("{T}", True), ("{1}{G}, {T}", True), ("sacrifice this", True), ("pay 2 life", True),
    ("{B}, discard a card", True), ("{2}, sacrifice a creature", True),
    ("{T}, {T}", False), ("{1}, {G}", False), ("tap this", False), ("", False), ("{1},", False),
])
def test_ability_cost_parts(cost: str, ok: bool) -> None:
    if ok:
        assert ability_cost_parts(cost)
    else:
        with pytest.raises(ValueError):
            ability_cost_parts(cost)


# ---------------------------------------------------------------------------- hkk


def test_hkk_cards() -> None:
    card = load_one('name = "Kisebb angyal"\nname_en = "Lesser Angel"\ntypes = ["creature"]\n'
                    'subtypes = ["angyal"]\ncolors = ["Raia"]\ncost = 1\nattack = 2\nlife = 2\n'
                    'keywords = ["flying", "invisibility", "union with angyal"]\n'
                    'abilities = [{ kind = "on play", text = "...", '
                    'effects = [{ effect = "draw", amount = 1 }] }]', ruleset="hkk")
    assert card.ruleset == "hkk" and card.power == 2 and card.toughness == 2 and card.cost == 1
    assert card.keywords == ("flying", "invisibility", "union with angyal")
    assert dict(card.extra)["abilities"][0]["kind"] == "on play"
    assert card.abilities[0].kind == "on play" and card.abilities[0].effects[0].kind == "draw"


@pytest.mark.parametrize("body,where,word", [
    ('name = "X"\ntypes = ["creature"]\ncost = 1\npower = 1\nlife = 1', "card[0].power",
     "hkk cards use attack"),
    ('name = "X"\ntypes = ["creature"]\ncost = 1\nattack = 1', "card[0].life", "no 'life'"),
    ('name = "X"\ntypes = ["creature"]\ncost = "{1}"\nattack = 1\nlife = 1', "card[0].cost",
     "a whole number"),
    ('name = "X"\ntypes = ["Creature"]\ncost = 1\nattack = 1\nlife = 1', "card[0].types[0]",
     "did you mean 'creature'"),
    ('name = "X"\ntypes = ["creature"]\ncost = 1\nattack = 1\nlife = 1\n'
     'keywords = ["invisible"]', "card[0].keywords[0]", "did you mean 'invisibility'"),
    ('name = "X"\ntypes = ["spell"]\ncost = 1\nabilities = [{ text = "x" }]',
     "card[0].abilities[0].kind", "without kind"),
])
def test_hkk_errors(body: str, where: str, word: str) -> None:
    with pytest.raises(FormatError) as info:
        load_one(body, ruleset="hkk")
    assert f": {where}: found " in str(info.value) and word in str(info.value)


# ---------------------------------------------------------------------------- robustness

_VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 12), st.floats(allow_nan=False),
    st.sampled_from(["", "X", "target", "target2", "self", "{R}", "{T}", "creatures",
                     "Creature", "flying", "enters", "damage", "any", "Land", "1G", "{X}"]),
    st.lists(st.sampled_from(["Creature", "Instant", "flying", "any", "x", "Land"]),
             max_size=3),
    st.just([{"effect": "damage", "amount": 1, "to": "target"}]),
    st.just([{"kind": "activated", "cost": "{T}", "effects": [{"effect": "tap"}]}]),
    st.just({"a": 1}),
)
_KEYS = st.sampled_from(["name", "types", "cost", "power", "toughness", "keywords", "targets",
                         "effects", "modes", "abilities", "colors", "loyalty", "supertypes",
                         "subtypes", "text", "ruleset", "attack", "life", "zzz"])


@settings(max_examples=300, deadline=None)
@given(base=st.sampled_from(["Lightning Bolt", "Mogg Fanatic", "Forest", "Wrath of God",
                             "Man-o'-War", "Llanowar Elves"]),
       changes=st.dictionaries(_KEYS, _VALUES, max_size=3),
       ruleset=st.sampled_from(["magic", "hkk", None]))
def test_any_mutated_card_gives_a_card_or_a_format_error(base: str, changes: dict[str, Any],
                                                         ruleset: str | None) -> None:
    src = loads_toml((ROOT / "cardgame/cards/data/magic/core.toml").read_text(), "core.toml")
    pool_card = CardPool.builtin("magic").get(base)
    table: dict[str, Any] = {"name": pool_card.name, "types": list(pool_card.types)}
    if pool_card.cost:
        table["cost"] = pool_card.cost
    table.update({k: v for k, v in changes.items() if v is not None})
    for k, v in changes.items():
        if v is None:
            table.pop(k, None)
    try:
        load_card_table(table, src, ("card", 0), ruleset)
    except FormatError as e:
        assert str(e)
