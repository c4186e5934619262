"""The strict card loader: `[[card]]` TOML tables -> validated `CardDef`s.

Cards are data written by people, so every mistake must come back as one `FormatError`
that names the file, the line, the key path (`card[3].keywords[1]`), what was found and
what was expected, with a did-you-mean where a close spelling exists. Nothing here ever
executes card text: abilities are checked against the ruleset's fixed vocabulary
(`cardgame.rulesets.magic.vocabulary`; documented in `docs/abilities.md`).

The same function reads card files and the inline cards of scenario files, so both obey
exactly one schema (formats/cards.md).
"""

from __future__ import annotations

import datetime
import difflib
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from cardgame.engine.cardmodel import AbilityDef, CardDef, Effect, Mode
from cardgame.errors import FormatError
from cardgame.rulesets.magic import vocabulary as vocab
from cardgame.rulesets.magic.mana import ManaCostError, parse_mana_cost, pool_from_text
from cardgame.tomlsource import KeyPath, TomlSource, format_path, load_toml, loads_toml

RULESETS = ("magic", "hkk")

FILLER = "Filler"
"""The card that fills default libraries: type "Filler" (only this card may have it)."""

MAGIC_KEYS = (
    "name", "ruleset", "types", "supertypes", "subtypes", "cost", "colors", "power",
    "toughness", "loyalty", "keywords", "text", "targets", "effects", "modes", "abilities",
)
HKK_KEYS = (
    "name", "name_en", "ruleset", "types", "subtypes", "colors", "cost", "attack", "life",
    "keywords", "text", "abilities",
)
# Keys of the other ruleset, so a card written with the wrong schema gets a useful hint.
_CROSS_HINTS = {
    "magic": {"attack": "magic cards use power", "life": "magic cards use toughness",
              "name_en": "magic cards have one name"},
    "hkk": {"power": "hkk cards use attack", "toughness": "hkk cards use life",
            "supertypes": "hkk cards have no supertypes",
            "effects": "hkk abilities go in abilities", "targets": "hkk abilities go in abilities",
            "modes": "hkk abilities go in abilities",
            "loyalty": "hkk cards have no loyalty"},
}

COLOR_WORDS = ("white", "blue", "black", "red", "green")
BASIC_LAND_MANA = {"Plains": "{W}", "Island": "{U}", "Swamp": "{B}", "Mountain": "{R}",
                   "Forest": "{G}"}

ABILITY_KINDS = ("activated", "triggered", "static", "mana")
ABILITY_KEYS = ("kind", "cost", "timing", "trigger", "condition", "optional", "targets",
                "effects", "modes", "text")
TIMINGS = ("instant", "sorcery")
# One-shot effects (610.1): they happen once, so a static ability can't have them. Of the
# current vocabulary only pump and pump_all make sense as continuous effects (611.3); effect
# kinds added later are allowed in static abilities unless listed here.
ONE_SHOT_EFFECTS = (
    "damage", "draw", "discard", "gain_life", "lose_life", "poison", "destroy", "destroy_all",
    "damage_all", "bounce", "exile", "counter", "tap", "untap", "add_mana", "put_counters",
    "create_token", "sacrifice", "mill", "regenerate", "prevent_damage", "put_counters_all",
    "prevent_combat_damage", "delayed", "attach", "sacrifice_creature", "phase_out",
)
MODE_KEYS = ("label", "targets", "effects")
FIXED_COST_PARTS = ("{T}", "sacrifice this", "discard a card", "sacrifice a creature")
_PAY_LIFE = re.compile(r"^pay ([0-9]+) life$")
_LOYALTY = re.compile(r"^[+-]?[0-9]+ loyalty$")  # planeswalker loyalty abilities (606)

# Refs that name a declared target, and how many targets each needs.
TARGET_REFS = {"target": 1, "target1": 1, "target2": 2, "target3": 3}
# Refs and target specs that can only be players: never the `what` of an effect, and the
# only things a `who` may be.
PLAYER_REFS = ("you", "opponent", "each player", "each opponent")
PLAYER_SPECS = ("player", "opponent")

HKK_TYPES = ("creature", "building", "item", "spell", "instant", "general", "enchantment",
             "skill", "land")
HKK_PLAIN_KEYWORDS = (
    "flying", "invisibility", "see invisibility", "resurrection", "magic attack",
    "magic defense", "resistance", "net", "guardian", "anchor", "ancient magic",
    "cant change controller", "cant be copied", "cant lose abilities",
)
_HKK_UNION = re.compile(r"^union with \S.*$")


# ----------------------------------------------------------------------------------
# small helpers


def describe(value: Any, typed: bool = False) -> str:
    """How a found value reads in an error: strings quoted, other types named.

    `typed` adds "(a string)" to strings, for errors where the type itself is wrong.
    """
    if isinstance(value, bool):
        return f"{str(value).lower()} (a boolean)"
    if isinstance(value, str):
        text = value if len(value) <= 60 else value[:57] + "..."
        if not text:
            return "an empty string"
        return f"{text!r} (a string)" if typed else repr(text)
    if isinstance(value, int):
        return f"{value} (an integer)"
    if isinstance(value, float):
        return f"{value} (a float)"
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, datetime.date | datetime.time):
        return f"{value} (a date/time)"
    return type(value).__name__


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """A hint naming the closest spelling among `choices` (case-insensitive), or ""."""
    pool = list(choices)
    lower = {c.lower(): c for c in pool}
    if word.lower() in lower and lower[word.lower()] != word:
        return f"did you mean {lower[word.lower()]!r}?"
    close = difflib.get_close_matches(word.lower(), list(lower), n=1, cutoff=0.6)
    return f"did you mean {lower[close[0]]!r}?" if close else ""


def _one_of(choices: Iterable[str]) -> str:
    items = [repr(c) for c in choices if c]
    if len(items) <= 12:
        return "one of " + ", ".join(items)
    return "one of " + ", ".join(items[:12]) + ", ..."


def ability_cost_parts(cost: str) -> list[str]:
    """Split an ability cost ("{1}{G}, {T}") into its parts; ValueError if malformed.

    Parts are separated by ", " and each is a mana cost, "{T}", "sacrifice this",
    "sacrifice a creature", "discard a card", "pay N life" or a loyalty cost ("+1 loyalty",
    "-3 loyalty", "0 loyalty"); each part at most once.
    """
    text = cost.strip()
    if not text:
        raise ValueError("an empty cost")
    parts = [p.strip() for p in text.split(",")]
    seen_mana = False
    for part in parts:
        if not part:
            raise ValueError("an empty part between commas")
        if part in FIXED_COST_PARTS or _PAY_LIFE.match(part) or _LOYALTY.match(part):
            pass
        elif part.startswith("{"):
            if "{T}" in part.upper():
                raise ValueError(f"{part!r}: write {{T}} as its own part, e.g. '{{1}}, {{T}}'")
            try:
                parse_mana_cost(part)
            except ManaCostError as e:
                raise ValueError(f"{part!r}: {e}") from None
            if seen_mana:
                raise ValueError("two mana parts (write them as one: '{1}{R}')")
            seen_mana = True
        else:
            raise ValueError(f"unknown cost part {part!r}")
    dupes = {p for p in parts if parts.count(p) > 1}
    if dupes:
        raise ValueError(f"{sorted(dupes)[0]!r} twice")
    return parts


def _cost_has_x(cost: str) -> bool:
    """True when the mana part of a card or ability cost contains {X}."""
    return "{X}" in cost.upper()


class _Card:
    """Validation context for one card table: its source, its path and its name."""

    def __init__(self, table: dict[str, Any], src: TomlSource, path: KeyPath) -> None:
        self.table = table
        self.src = src
        self.path = path

    def err(self, sub: KeyPath, found: str, expected: str, hint: str = "") -> FormatError:
        return self.src.error(self.path + sub, found, expected, hint)

    # -- key checks

    def check_keys(self, table: dict[str, Any], sub: KeyPath, allowed: Iterable[str],
                   cross: dict[str, str] | None = None) -> None:
        allowed = tuple(allowed)
        for key in table:
            if key not in allowed:
                hint = (cross or {}).get(key) or did_you_mean(key, allowed)
                raise self.err(sub + (key,), f"unknown key {key!r}",
                               "a key among " + ", ".join(allowed), hint)

    def str_value(self, table: dict[str, Any], sub: KeyPath, key: str, *,
                  required: bool = False, nonempty: bool = True) -> str | None:
        if key not in table:
            if required:
                raise self.err(sub + (key,), f"no {key!r}", f"{key} = \"...\" (required)")
            return None
        v = table[key]
        if not isinstance(v, str):
            raise self.err(sub + (key,), describe(v), "a string")
        if nonempty and not v.strip():
            raise self.err(sub + (key,), "an empty string", "a non-empty string")
        return v

    def int_value(self, table: dict[str, Any], sub: KeyPath, key: str, *,
                  minimum: int | None = 0) -> int | None:
        if key not in table:
            return None
        v = table[key]
        if isinstance(v, bool) or not isinstance(v, int):
            raise self.err(sub + (key,), describe(v, typed=True), "a whole number")
        if minimum is not None and v < minimum:
            raise self.err(sub + (key,), describe(v), f"a whole number >= {minimum}")
        return v

    def bool_value(self, table: dict[str, Any], sub: KeyPath, key: str) -> bool:
        if key not in table:
            return False
        v = table[key]
        if not isinstance(v, bool):
            raise self.err(sub + (key,), describe(v, typed=True), "true or false")
        return v

    def list_value(self, table: dict[str, Any], sub: KeyPath, key: str) -> list[Any]:
        if key not in table:
            return []
        v = table[key]
        if not isinstance(v, list):
            raise self.err(sub + (key,), describe(v, typed=True), f"a list, e.g. {key} = [...]")
        return v

    def str_list(self, table: dict[str, Any], sub: KeyPath, key: str,
                 choices: Iterable[str] | None = None, what: str = "") -> tuple[str, ...]:
        out: list[str] = []
        options = tuple(choices) if choices is not None else None
        for i, item in enumerate(self.list_value(table, sub, key)):
            where = sub + (key, i)
            if not isinstance(item, str):
                raise self.err(where, describe(item), "a string")
            if not item.strip():
                raise self.err(where, "an empty string", "a non-empty string")
            if options is not None and item not in options:
                raise self.err(where, f"unknown {what or key} {item!r}", _one_of(options),
                               did_you_mean(item, options))
            out.append(item)
        return tuple(out)

    def table_list(self, table: dict[str, Any], sub: KeyPath,
                   key: str) -> list[tuple[KeyPath, dict[str, Any]]]:
        out: list[tuple[KeyPath, dict[str, Any]]] = []
        for i, item in enumerate(self.list_value(table, sub, key)):
            if not isinstance(item, dict):
                raise self.err(sub + (key, i), describe(item, typed=True), "a table ({ ... })")
            out.append((sub + (key, i), item))
        return out


# ----------------------------------------------------------------------------------
# public entry points


def load_card_table(table: dict[str, Any], src: TomlSource, path: KeyPath,
                    ruleset: str | None) -> CardDef:
    """Validate one `[[card]]` table and build its CardDef.

    `path` locates the table in the file (("card", 3)) so errors name `card[3].<key>`;
    `ruleset` is the one the context implies (a scenario's, or a card file's file-level
    `ruleset`); the card's own `ruleset` key must agree with it. Bad input raises only
    FormatError.
    """
    if not isinstance(table, dict):
        raise src.error(path, describe(table), "a card table ([[card]])")
    c = _Card(table, src, path)
    own = c.str_value(table, (), "ruleset")
    if own is not None and own not in RULESETS:
        raise c.err(("ruleset",), f"ruleset {own!r}", _one_of(RULESETS),
                    did_you_mean(own, RULESETS))
    if own is not None and ruleset is not None and own != ruleset:
        raise c.err(("ruleset",), f"ruleset {own!r}",
                    f"{ruleset!r} (the ruleset of this file or scenario)")
    chosen = own or ruleset
    if chosen is None:
        raise c.err(("ruleset",), "no ruleset",
                    'ruleset = "magic" or "hkk", on the card or once at the top of the file')
    if chosen not in RULESETS:
        raise c.err(("ruleset",), f"ruleset {chosen!r}", _one_of(RULESETS))
    if chosen == "magic":
        return _magic_card(c)
    return _hkk_card(c)


def load_card_source(src: TomlSource) -> list[CardDef]:
    """All cards of a parsed card file (file-level `ruleset` plus `[[card]]` tables)."""
    data = src.data
    for key in data:
        if key not in ("ruleset", "card"):
            raise src.error((key,), f"unknown top-level key {key!r}",
                            "only ruleset = \"...\" and [[card]] tables",
                            did_you_mean(key, ("ruleset", "card")))
    ruleset: str | None = None
    if "ruleset" in data:
        r = data["ruleset"]
        if not isinstance(r, str) or r not in RULESETS:
            raise src.error(("ruleset",), describe(r), _one_of(RULESETS),
                            did_you_mean(r, RULESETS) if isinstance(r, str) else "")
        ruleset = r
    cards = data.get("card", [])
    if not isinstance(cards, list):
        raise src.error(("card",), describe(cards), "[[card]] tables")
    out: list[CardDef] = []
    first: dict[tuple[str, str], int] = {}
    for i, table in enumerate(cards):
        card = load_card_table(table, src, ("card", i), ruleset)
        seen = (card.ruleset, card.name)
        if seen in first:
            raise src.error(("card", i, "name"), f"{card.name!r} again",
                            "a name not used by another card of this file",
                            f"first defined at {format_path(('card', first[seen]))}")
        first[seen] = i
        out.append(card)
    return out


def load_card_file(path: str | Path) -> list[CardDef]:
    """Read a card file; any problem (syntax, schema, duplicates) is a FormatError."""
    return load_card_source(load_toml(path))


def load_card_text(text: str, path: str) -> list[CardDef]:
    """Like load_card_file for text already read (packaged data, tests)."""
    return load_card_source(loads_toml(text, path))


# ----------------------------------------------------------------------------------
# magic


def _magic_card(c: _Card) -> CardDef:
    t = c.table
    c.check_keys(t, (), MAGIC_KEYS, _CROSS_HINTS["magic"])
    name = c.str_value(t, (), "name", required=True)
    assert name is not None
    name = name.strip()

    if "types" not in t:
        raise c.err(("types",), "no 'types'", 'types = ["Creature"] (required)')
    if name == FILLER:
        types = c.str_list(t, (), "types", (FILLER,) + vocab.CARD_TYPES, "type")
        if FILLER in types and types != (FILLER,):
            raise c.err(("types",), f"types = {list(types)}", f'types = ["{FILLER}"] alone')
    else:
        types = c.str_list(t, (), "types", vocab.CARD_TYPES, "card type")
    if not types:
        raise c.err(("types",), "an empty list", "at least one card type, e.g. [\"Creature\"]")
    supertypes = c.str_list(t, (), "supertypes", vocab.SUPERTYPES, "supertype")
    subtypes = c.str_list(t, (), "subtypes")
    is_land = "Land" in types
    is_creature = "Creature" in types
    is_walker = "Planeswalker" in types
    is_spell_card = "Instant" in types or "Sorcery" in types

    cost = c.str_value(t, (), "cost", nonempty=False)
    mana_colors: tuple[str, ...] = ()
    if cost is not None:
        if is_land:
            raise c.err(("cost",), describe(cost), "no cost on a Land (lands are played, not cast)")
        try:
            mana_colors = parse_mana_cost(cost).colors()
        except ManaCostError as e:
            raise c.err(("cost",), f"{cost!r} ({e})",
                        'a mana cost such as "{2}{G}{G}", "{X}{R}", "{1}{U/R}" or "{C}"') from None
        if not cost.strip():
            cost = None
    if "colors" in t:
        colors = c.str_list(t, (), "colors", COLOR_WORDS, "color")
    else:
        colors = mana_colors

    power = c.int_value(t, (), "power")
    toughness = c.int_value(t, (), "toughness")
    if is_creature:
        for key, val in (("power", power), ("toughness", toughness)):
            if val is None:
                raise c.err((key,), f"no {key!r} on a creature", f"{key} = <whole number>")
    else:
        for key in ("power", "toughness"):
            if key in t:
                raise c.err((key,), f"{key} on a non-creature",
                            f"{key} only on cards whose types include \"Creature\"")
    loyalty = c.int_value(t, (), "loyalty")
    if is_walker and loyalty is None:
        raise c.err(("loyalty",), "no 'loyalty' on a planeswalker", "loyalty = <whole number>")
    if not is_walker and loyalty is not None:
        raise c.err(("loyalty",), "loyalty on a non-planeswalker",
                    'loyalty only on cards whose types include "Planeswalker"')

    keywords = _magic_keywords(c)
    text = c.str_value(t, (), "text", nonempty=False) or ""

    has_x = cost is not None and _cost_has_x(cost)
    for key in ("targets", "effects", "modes"):
        if key in t and not is_spell_card and not (key == "targets" and "Aura" in subtypes):
            raise c.err((key,), f"{key} on a permanent card",
                        f"{key} only on Instant or Sorcery cards (a permanent's abilities go "
                        "in abilities = [...])")
    targets, effects, modes = _body(c, t, (), has_x, need=is_spell_card,
                                    bare_targets="Aura" in subtypes)
    if "abilities" in t and is_spell_card:
        raise c.err(("abilities",), "abilities on an instant or sorcery",
                    "effects (and targets or modes) for what the spell does")
    abilities = [_ability(c, sub, a) for sub, a in c.table_list(t, (), "abilities")]
    if is_land and not any(a.kind == "mana" for a in abilities):
        for sub in subtypes:
            if sub in BASIC_LAND_MANA:
                # 305.6: a basic land type gives "{T}: Add <its colour>"
                abilities.append(AbilityDef(
                    kind="mana", cost="{T}",
                    effects=(Effect("add_mana", {"mana": BASIC_LAND_MANA[sub]}),),
                    text=f"{{T}}: Add {BASIC_LAND_MANA[sub]}."))

    return CardDef(
        name=name, ruleset="magic", types=types, supertypes=supertypes, subtypes=subtypes,
        cost=cost, colors=colors, power=power, toughness=toughness, loyalty=loyalty,
        keywords=keywords, text=text, targets=targets, effects=effects, modes=modes,
        abilities=tuple(abilities))


def _magic_keywords(c: _Card) -> tuple[str, ...]:
    out: list[str] = []
    for i, kw in enumerate(c.list_value(c.table, (), "keywords")):
        where = ("keywords", i)
        if not isinstance(kw, str):
            raise c.err(where, describe(kw), "a keyword string such as \"flying\"")
        if not vocab.is_keyword(kw):
            hint = did_you_mean(kw, vocab.PLAIN_KEYWORDS)
            raise c.err(where, f"unknown keyword {kw!r}",
                        "a keyword spelled as in docs/cards.md (lower case, e.g. "
                        "\"first strike\", \"rampage 2\", \"protection from red\")", hint)
        out.append(kw)
    return tuple(out)


def _body(c: _Card, table: dict[str, Any], sub: KeyPath, has_x: bool, *, need: bool,
          bare_targets: bool = False,
          ) -> tuple[tuple[str, ...], tuple[Effect, ...], tuple[Mode, ...]]:
    """targets + effects, or modes, of a spell, an ability or (inside a mode) a mode.

    `need`: effects or modes are required; `bare_targets`: targets may stand alone (the
    target of an Aura spell is what it will enchant, 303.4a).
    """
    targets = c.str_list(table, sub, "targets", vocab.TARGET_SPECS, "target spec")
    effects = tuple(_effect(c, s, e, targets, has_x)
                    for s, e in c.table_list(table, sub, "effects"))
    modes: list[Mode] = []
    mode_tables = c.table_list(table, sub, "modes")
    if mode_tables and ("effects" in table or "targets" in table):
        key = "effects" if "effects" in table else "targets"
        raise c.err(sub + (key,), f"both modes and {key}",
                    "either modes (each with its own targets and effects) or targets + effects")
    if len(mode_tables) == 1:
        raise c.err(sub + ("modes",), "a single mode", "at least two modes (or plain effects)")
    for msub, m in mode_tables:
        c.check_keys(m, msub, MODE_KEYS)
        label = c.str_value(m, msub, "label", required=True)
        assert label is not None
        mt, me, _ = _body(c, m, msub, has_x, need=True)
        modes.append(Mode(label=label, targets=mt, effects=me))
    if need and not effects and not modes:
        raise c.err(sub + ("effects",), "no effects",
                    "effects = [{ effect = \"...\", ... }] or modes = [...]")
    if targets and not effects and not modes and not bare_targets:
        raise c.err(sub + ("targets",), "targets but no effects", "effects that use the targets")
    return targets, effects, tuple(modes)


def _effect(c: _Card, sub: KeyPath, table: dict[str, Any], targets: tuple[str, ...],
            has_x: bool) -> Effect:
    kind = table.get("effect")
    if kind is None:
        raise c.err(sub + ("effect",), "no 'effect'", 'effect = "<kind>" (e.g. "damage")')
    if not isinstance(kind, str):
        raise c.err(sub + ("effect",), describe(kind), "an effect name (a string)")
    if kind not in vocab.EFFECTS:
        raise c.err(sub + ("effect",), f"unknown effect {kind!r}",
                    "an effect of docs/abilities.md: " + ", ".join(vocab.EFFECTS),
                    did_you_mean(kind, vocab.EFFECTS))
    spec = vocab.EFFECTS[kind]
    params: dict[str, Any] = {}
    for key, value in table.items():
        if key == "effect":
            continue
        if key not in spec:
            raise c.err(sub + (key,), f"unknown parameter {key!r} of {kind}",
                        f"parameters of {kind}: " + ", ".join(spec), did_you_mean(key, spec))
        params[key] = _param(c, sub + (key,), kind, key, spec[key], value, targets, has_x)
    for key in vocab.REQUIRED.get(kind, ()):
        if key not in params:
            raise c.err(sub, f"{kind} without {key!r}",
                        f"{key} = ... (required by {kind}; see docs/abilities.md)")
    return Effect(kind, params)


def _param(c: _Card, where: KeyPath, kind: str, key: str, ptype: str, value: Any,
           targets: tuple[str, ...], has_x: bool) -> Any:
    """Check one effect parameter against its vocabulary type and return it."""
    signed = key in ("power", "toughness")  # -1/-1 is a pump too
    if ptype == "int" or ptype == "amount":
        if isinstance(value, int) and not isinstance(value, bool):
            if value < 0 and not signed:
                raise c.err(where, describe(value), "a whole number >= 0")
            return value
        if ptype == "amount" and isinstance(value, str):
            if value == "X":
                if not has_x:
                    raise c.err(where, "'X' with no {X} in the cost",
                                "a number, or {X} in the spell's or ability's cost")
                return value
            if value in vocab.FILTERS or value in vocab.AMOUNT_WORDS:
                return value
            raise c.err(where, describe(value),
                        'a whole number, "X", "its power", "its toughness", or a filter '
                        'counted ("creatures you control")',
                        did_you_mean(value, vocab.FILTERS + vocab.AMOUNT_WORDS + ("X",)))
        expected = "a whole number" if ptype == "int" else \
            'a whole number, "X", or a filter such as "creatures you control"'
        raise c.err(where, describe(value, typed=True), expected)
    if ptype == "pt":  # a signed number, or a word such as "your life total" (604.3)
        if isinstance(value, str) and value in vocab.PT_WORDS:
            return value
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise c.err(where, describe(value, typed=True),
                    "a whole number or " + _one_of(vocab.PT_WORDS))
    if ptype == "ref":
        if not isinstance(value, str) or value not in vocab.REFS:
            hint = did_you_mean(value, vocab.REFS) if isinstance(value, str) else ""
            raise c.err(where, describe(value), _one_of(vocab.REFS), hint)
        need = TARGET_REFS.get(value, 0)
        if need > len(targets):
            have = "no targets" if not targets else f"only {len(targets)} target(s)"
            raise c.err(where, f"{value!r} but {have} declared",
                        f"a target declared in targets = [...] ({value!r} is target "
                        f"number {need})")
        spec = targets[need - 1] if need else ""
        if key == "what" and (value in PLAYER_REFS or spec in PLAYER_SPECS):
            what = f"target spec {spec!r}" if spec else repr(value)
            raise c.err(where, f"{what} (a player)",
                        f"a permanent or spell for {kind}.what: 'self' or a target such as "
                        "\"creature\"")
        if key == "who" and (value == "self" or (need and spec not in PLAYER_SPECS)):
            what = f"target spec {spec!r}" if spec else repr(value)
            raise c.err(where, f"{what} (not a player)",
                        f"a player for {kind}.who: 'you', 'opponent', 'each player', "
                        "'each opponent' or a \"player\"/\"opponent\" target")
        return value
    if ptype == "str":
        if not isinstance(value, str) or not value.strip():
            raise c.err(where, describe(value), "a non-empty string")
        return value
    if ptype == "bool":
        if not isinstance(value, bool):
            raise c.err(where, describe(value, typed=True), "true or false")
        return value
    if ptype == "mana":
        if not isinstance(value, str) or not value.strip():
            raise c.err(where, describe(value), 'mana symbols such as "{G}" or "{R}{R}"')
        try:
            pool_from_text(value)
        except ManaCostError as e:
            raise c.err(where, f"{value!r} ({e})",
                        'mana symbols {W}{U}{B}{R}{G}{C} such as "{G}" or "{C}{C}"') from None
        return value
    if ptype == "filter":
        if not isinstance(value, str) or value not in vocab.FILTERS:
            hint = did_you_mean(value, vocab.FILTERS) if isinstance(value, str) else ""
            raise c.err(where, describe(value), _one_of(vocab.FILTERS), hint)
        return value
    if ptype == "name":
        if not isinstance(value, str) or not value.strip():
            raise c.err(where, describe(value), "a card name")
        return value
    if ptype == "keywords":
        if not isinstance(value, list) or not value:
            raise c.err(where, describe(value, typed=True), "a non-empty list of keywords")
        for i, kw in enumerate(value):
            if not isinstance(kw, str) or not vocab.is_keyword(kw):
                hint = did_you_mean(kw, vocab.PLAIN_KEYWORDS) if isinstance(kw, str) else ""
                raise c.err(where + (i,), describe(kw),
                            "a keyword spelled as docs/cards.md says", hint)
        return tuple(value)
    if ptype in ("types", "strs", "colors"):
        allowed = {"types": vocab.CARD_TYPES, "colors": ("white", "blue", "black", "red",
                                                         "green"), "strs": None}[ptype]
        if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
            raise c.err(where, describe(value, typed=True), "a list of names")
        for i, v in enumerate(value):
            if allowed is not None and v not in allowed:
                raise c.err(where + (i,), describe(v), _one_of(allowed),
                            did_you_mean(v, allowed))
        return tuple(value)
    if ptype == "when":
        if value not in vocab.WHEN:
            raise c.err(where, describe(value), _one_of(vocab.WHEN),
                        did_you_mean(value, vocab.WHEN) if isinstance(value, str) else "")
        return value
    if ptype == "effects":
        if not isinstance(value, list) or not value:
            raise c.err(where, describe(value, typed=True), "a non-empty list of effect tables")
        out = []
        for i, t in enumerate(value):
            if not isinstance(t, dict):
                raise c.err(where + (i,), describe(t, typed=True), "an effect table")
            out.append(_effect(c, where + (i,), t, targets, has_x))
        return tuple(out)
    raise c.err(where, f"parameter type {ptype!r} of {kind}.{key}",
                "a type the loader knows (report this: the vocabulary and loader disagree)")


def _ability(c: _Card, sub: KeyPath, table: dict[str, Any]) -> AbilityDef:
    c.check_keys(table, sub, ABILITY_KEYS)
    kind = c.str_value(table, sub, "kind", required=True)
    if kind not in ABILITY_KINDS:
        raise c.err(sub + ("kind",), f"ability kind {kind!r}", _one_of(ABILITY_KINDS),
                    did_you_mean(kind or "", ABILITY_KINDS))

    def forbid(key: str, why: str) -> None:
        if key in table:
            raise c.err(sub + (key,), f"{key} on a {kind} ability", why)

    cost = c.str_value(table, sub, "cost") or ""
    if kind in ("activated", "mana"):
        if "cost" not in table:
            raise c.err(sub + ("cost",), f"a {kind} ability without cost",
                        'cost = "..." such as "{1}{R}", "{T}" or "{2}, sacrifice this"')
        try:
            ability_cost_parts(cost)
        except ValueError as e:
            raise c.err(sub + ("cost",), f"{cost!r} ({e})",
                        'cost parts separated by ", ": a mana cost, "{T}", "sacrifice this", '
                        '"sacrifice a creature", "discard a card", "pay N life"') from None
    else:
        forbid("cost", "cost only on activated and mana abilities")

    timing = "instant"
    if "timing" in table:
        if kind != "activated":
            forbid("timing", "timing only on activated abilities")
        tv = c.str_value(table, sub, "timing") or ""
        if tv not in TIMINGS:
            raise c.err(sub + ("timing",), describe(tv), _one_of(TIMINGS))
        timing = tv

    trigger = c.str_value(table, sub, "trigger") or ""
    if kind == "triggered":
        if "trigger" not in table:
            raise c.err(sub + ("trigger",), "a triggered ability without trigger",
                        'trigger = "..." such as ' + _one_of(vocab.TRIGGER_FORMS))
        if vocab.parse_trigger(trigger) is None:
            raise c.err(sub + ("trigger",), f"trigger {trigger!r}", _one_of(vocab.TRIGGER_FORMS),
                        did_you_mean(trigger, vocab.TRIGGER_FORMS))
    else:
        forbid("trigger", "trigger only on triggered abilities")

    condition = ""
    if "condition" in table:
        if kind not in ("triggered", "static"):
            forbid("condition", "condition only on triggered and static abilities")
        cv = c.str_value(table, sub, "condition")
        if cv not in vocab.CONDITIONS:
            raise c.err(sub + ("condition",), describe(cv), _one_of(vocab.CONDITIONS),
                        did_you_mean(cv or "", [x for x in vocab.CONDITIONS if x]))
        condition = cv or ""

    if kind != "triggered":
        forbid("optional", "optional (\"you may\") only on triggered abilities")
    optional = c.bool_value(table, sub, "optional")

    if kind in ("static", "mana"):
        forbid("targets", f"no targets: {kind} abilities don't target")
        forbid("modes", f"no modes on {kind} abilities")
    targets, effects, modes = _body(c, table, sub, _cost_has_x(cost), need=True)
    if kind == "static":
        for i, eff in enumerate(effects):
            if eff.kind in ONE_SHOT_EFFECTS:
                raise c.err(sub + ("effects", i, "effect"), f"one-shot effect {eff.kind!r}",
                            "a continuous effect in a static ability (pump, pump_all, "
                            "gain_keywords, keywords_all, set_pt, gain_control, reveal_hands...)")
            what = eff.get("what")
            if what is not None and what not in ("self", "attached"):
                raise c.err(sub + ("effects", i, "what"), describe(what),
                            "'self' or 'attached' (a static ability has no targets)")
    if kind == "mana":
        for i, eff in enumerate(effects):
            if eff.kind != "add_mana":
                raise c.err(sub + ("effects", i, "effect"), f"effect {eff.kind!r}",
                            "only add_mana in a mana ability (use kind = \"activated\")")
    elif any(eff.kind == "add_mana" for eff in effects) and kind == "activated" and not targets:
        raise c.err(sub + ("kind",), "an activated ability that adds mana",
                    'kind = "mana" for abilities that add mana and don\'t target (605.1a)')
    text = c.str_value(table, sub, "text", nonempty=False) or ""
    return AbilityDef(kind=kind or "", cost=cost, timing=timing, trigger=trigger,
                      condition=condition, optional=optional, targets=targets,
                      effects=effects, modes=modes, text=text)


# ----------------------------------------------------------------------------------
# hkk


def is_hkk_keyword(text: str) -> bool:
    """True when `text` is an hkk keyword as formats/cards.md spells it."""
    return text in HKK_PLAIN_KEYWORDS or bool(_HKK_UNION.match(text))


def _hkk_card(c: _Card) -> CardDef:
    t = c.table
    c.check_keys(t, (), HKK_KEYS, _CROSS_HINTS["hkk"])
    name = c.str_value(t, (), "name", required=True)
    assert name is not None
    name = name.strip()
    name_en = c.str_value(t, (), "name_en") or ""
    if "types" not in t:
        raise c.err(("types",), "no 'types'", 'types = ["creature"] (required)')
    allowed = (FILLER,) + HKK_TYPES if name == FILLER else HKK_TYPES
    types = c.str_list(t, (), "types", allowed, "hkk type")
    if not types:
        raise c.err(("types",), "an empty list", "at least one type, e.g. [\"creature\"]")
    if FILLER in types and types != (FILLER,):
        raise c.err(("types",), f"types = {list(types)}", f'types = ["{FILLER}"] alone')
    subtypes = c.str_list(t, (), "subtypes")
    colors = c.str_list(t, (), "colors")
    cost = c.int_value(t, (), "cost")
    attack = c.int_value(t, (), "attack")
    life = c.int_value(t, (), "life")
    if "creature" in types:
        for key, val in (("attack", attack), ("life", life)):
            if val is None:
                raise c.err((key,), f"no {key!r} on a creature", f"{key} = <whole number>")
    keywords: list[str] = []
    for i, kw in enumerate(c.list_value(t, (), "keywords")):
        if not isinstance(kw, str):
            raise c.err(("keywords", i), describe(kw), "a keyword string such as \"flying\"")
        if not is_hkk_keyword(kw):
            raise c.err(("keywords", i), f"unknown keyword {kw!r}",
                        "an hkk keyword spelled as in docs/cards.md (e.g. \"invisibility\", "
                        "\"union with <quality>\")",
                        did_you_mean(kw, HKK_PLAIN_KEYWORDS + ("union with",)))
        keywords.append(kw)
    text = c.str_value(t, (), "text", nonempty=False) or ""
    raw: list[dict[str, Any]] = []
    tables = c.table_list(t, (), "abilities")
    for sub, a in tables:
        if "kind" not in a:
            raise c.err(sub + ("kind",), "an ability without kind", 'kind = "..." (a string)')
        if not isinstance(a["kind"], str) or not a["kind"].strip():
            raise c.err(sub + ("kind",), describe(a["kind"]), "a non-empty string")
        raw.append(dict(a))
    # the hkk ability vocabulary (docs/hkk-abilities.md) checks and builds the abilities;
    # the raw tables stay in `extra` for displays that show them as written
    from cardgame.rulesets.hkk.vocabulary import parse_abilities

    abilities = parse_abilities(tables, types, c.err)
    extra: tuple[tuple[str, Any], ...] = (("abilities", tuple(raw)),) if raw else ()
    return CardDef(
        name=name, ruleset="hkk", types=types, subtypes=subtypes, cost=cost, colors=colors,
        keywords=tuple(keywords), text=text, name_en=name_en, attack=attack, life=life,
        abilities=abilities, extra=extra)
