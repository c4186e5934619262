"""The magic card schema: what a magic `[[card]]` table may hold, checked strictly.

Cards are data written by people, so every mistake comes back as one `FormatError` that
names the file, the line, the key path, what was found and what was expected. Nothing
here executes card text: abilities are checked against the fixed vocabulary
(`cardgame.rulesets.magic.vocabulary`, documented in `docs/abilities.md`). The card
loader (`cardgame.cards.loader`) calls `build_card` through `DESCRIPTION.card_schema`.
"""

from __future__ import annotations

import re
from typing import Any

from cardgame.engine.cardmodel import AbilityDef, CardDef, Effect, Mode
from cardgame.engine.description import CardSchema
from cardgame.engine.params import COMMON, ParamCheck, ParamContext, is_int
from cardgame.rulesets.magic import (
    control_duration,
    replacement_words,
    spell_costs,
    target_words,
)
from cardgame.rulesets.magic import filters as quality_filters
from cardgame.rulesets.magic import vocabulary as vocab
from cardgame.rulesets.magic.landtypes import BASIC_LAND_MANA, basic_mana_ability
from cardgame.rulesets.magic.mana import ManaCostError, parse_mana_cost, pool_from_text
from cardgame.tablecheck import (
    MAX_CARD_NUMBER,
    TableChecker,
    describe,
    did_you_mean,
    one_of,
    too_big,
)
from cardgame.tomlsource import KeyPath

FILLER = "Filler"  # the card of default libraries: only it may have the type "Filler"
_Card = TableChecker
_one_of = one_of

MAGIC_KEYS = (
    "name", "ruleset", "types", "supertypes", "subtypes", "cost", "colors", "power",
    "toughness", "loyalty", "keywords", "text", "targets", "effects", "modes", "abilities",
    "additional_cost",
)
# Keys of other games' cards, so a card written with the wrong schema gets a useful hint.
CROSS_HINTS = {"attack": "magic cards use power", "life": "magic cards use toughness",
               "name_en": "magic cards have one name"}

COLOR_WORDS = ("white", "blue", "black", "red", "green")

ABILITY_KINDS = ("activated", "triggered", "static", "mana")
ABILITY_KEYS = ("kind", "cost", "timing", "trigger", "condition", "optional", "targets",
                "effects", "modes", "text")
TIMINGS = ("instant", "sorcery", "once each turn")  # once_each_turn.py (602.5b)
# One-shot effects (610.1): they happen once, so a static ability can't have them. Of the
# current vocabulary only pump and pump_all make sense as continuous effects (611.3); effect
# kinds added later are allowed in static abilities unless listed here.
ONE_SHOT_EFFECTS = (
    "damage", "draw", "discard", "gain_life", "lose_life", "poison", "destroy", "destroy_all",
    "damage_all", "bounce", "exile", "counter", "tap", "untap", "add_mana", "put_counters",
    "create_token", "sacrifice", "mill", "regenerate", "prevent_damage", "put_counters_all",
    "prevent_combat_damage", "delayed", "attach", "sacrifice_creature", "phase_out",
    "win_game", "may_sacrifice", "prevent_damage_from", "add_chosen_mana",
    # not one-shot, but they only exist as a spell or ability resolves (a locked set, a
    # colour chosen then): no static form yet
    "become_all", "color_of_choice", "shuffle_into_library", "set_life",
    *replacement_words.ONE_SHOT,
)
MODE_KEYS = ("label", "targets", "effects")
MANA_EFFECTS = ("add_mana", "add_chosen_mana")  # what a mana ability may do (605.1a)
FIXED_COST_PARTS = ("{T}", "sacrifice this", "discard a card", "sacrifice a creature")
_PAY_LIFE = re.compile(r"^pay ([0-9]+) life$")
_LOYALTY = re.compile(r"^[+-]?[0-9]+ loyalty$")  # planeswalker loyalty abilities (606)

# Refs that name a declared target, and how many targets each needs.
TARGET_REFS = {"target": 1, "target1": 1, "target2": 2, "target3": 3}
# Refs and target specs that can only be players: never the `what` of an effect, and the
# only things a `who` may be.
PLAYER_REFS = ("you", "opponent", "each player", "each opponent")
PLAYER_SPECS = ("player", "opponent")


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


def build_card(c: _Card) -> CardDef:
    t = c.table
    c.check_keys(t, (), MAGIC_KEYS, CROSS_HINTS)
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
    _refuse_static_only(c, (), effects)
    _static_words_only_in_statics(c, (), effects)
    for m, mode in enumerate(modes):
        _static_words_only_in_statics(c, ("modes", m), mode.effects)
    if "abilities" in t and is_spell_card:
        raise c.err(("abilities",), "abilities on an instant or sorcery",
                    "effects (and targets or modes) for what the spell does")
    abilities = [_ability(c, sub, a) for sub, a in c.table_list(t, (), "abilities")]
    if is_land and not any(a.kind == "mana" for a in abilities):
        for sub in subtypes:
            if sub in BASIC_LAND_MANA:
                # 305.6: a basic land type gives "{T}: Add <its colour>"
                abilities.append(basic_mana_ability(sub))

    extra: tuple[tuple[str, Any], ...] = ()
    if "additional_cost" in t:
        extra = ((spell_costs.KEY, _additional_cost(c, t, is_land)),)
    return CardDef(
        name=name, ruleset="magic", types=types, supertypes=supertypes, subtypes=subtypes,
        cost=cost, colors=colors, power=power, toughness=toughness, loyalty=loyalty,
        keywords=keywords, text=text, targets=targets, effects=effects, modes=modes,
        abilities=tuple(abilities), extra=extra)


def _additional_cost(c: _Card, t: dict[str, Any], is_land: bool) -> str:
    """"As an additional cost to cast this spell, ..." (118.8): sacrifices, discards and
    life, not mana (spell_costs.py)."""
    value = c.str_value(t, (), "additional_cost")
    expected = "parts among " + ", ".join(spell_costs.PARTS) + " joined by \", \""
    if is_land:
        raise c.err(("additional_cost",), "an additional cost on a land",
                    "additional_cost only on spells (a land is played, not cast)")
    parts = [p.strip() for p in (value or "").split(",")]
    if not value or any(not (p in FIXED_COST_PARTS[2:] or _PAY_LIFE.match(p)) for p in parts):
        raise c.err(("additional_cost",), describe(value), expected)
    return value


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


def _check_static_effects(c: _Card, sub: KeyPath, effects: tuple[Effect, ...],
                          granted: bool = False) -> None:
    """A static ability's effects are continuous and don't target; a granted static
    ability ("has 'equipped creature has flying'") follows the same rules."""
    for i, eff in enumerate(effects):
        if eff.kind in ONE_SHOT_EFFECTS or (granted and eff.kind in vocab.STATIC_ONLY):
            raise c.err(sub + ("effects", i, "effect"), f"one-shot effect {eff.kind!r}"
                        if eff.kind in ONE_SHOT_EFFECTS else f"{eff.kind!r} in a granted ability",
                        "a continuous effect in a static ability (pump, pump_all, "
                        "gain_keywords, keywords_all, set_pt, gain_control, reveal_hands...)")
        what = eff.get("what")
        if what is not None and what not in ("self", "attached"):
            raise c.err(sub + ("effects", i, "what"), describe(what),
                        "'self' or 'attached' (a static ability has no targets)")
        if eff.kind == "grant_static":
            _check_static_effects(c, sub + ("effects", i), eff.get("effects", ()), True)


def _refuse_static_only(c: _Card, sub: KeyPath, effects: tuple[Effect, ...]) -> None:
    """Effects that only a static ability can have (a replacement of the game loss...)."""
    for i, eff in enumerate(effects):
        if eff.kind in vocab.STATIC_ONLY:
            raise c.err(sub + ("effects", i, "effect"), f"{eff.kind!r} outside a static ability",
                        f'{eff.kind} in an ability with kind = "static"')


def _body(c: _Card, table: dict[str, Any], sub: KeyPath, has_x: bool, *, need: bool,
          bare_targets: bool = False,
          ) -> tuple[tuple[str, ...], tuple[Effect, ...], tuple[Mode, ...]]:
    """targets + effects, or modes, of a spell, an ability or (inside a mode) a mode.

    `need`: effects or modes are required; `bare_targets`: targets may stand alone (the
    target of an Aura spell is what it will enchant, 303.4a).
    """
    targets = _target_specs(c, table, sub)
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


def _target_specs(c: _Card, table: dict[str, Any], sub: KeyPath) -> tuple[str, ...]:
    """The entries of `targets`, each one instance of the word "target" (115.3); a
    "two creatures" entry stands for two targets of that one word (target_words.py)."""
    out: list[str] = []
    for i, item in enumerate(c.str_list(table, sub, "targets")):
        if vocab.is_target_spec(item):
            out.append(item)
            continue
        several = target_words.expand(item, vocab.is_target_spec)
        if several is None:
            raise c.err(sub + ("targets", i), f"unknown target spec {item!r}",
                        _one_of(vocab.TARGET_SPECS + target_words.FORMS)
                        + " (a spec may start with a quality: a colour, non<colour>, "
                        "colorless or a capitalised subtype)",
                        did_you_mean(item, vocab.TARGET_SPECS))
        out.extend(several)
    return tuple(out)


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
        if spec[key] == "reflexive":
            params[key] = _reflexive(c, sub + (key,), value, has_x)
            continue
        own = targets
        if key == "effects" and kind == "enters_as_copy":  # the granted trigger's targets
            own = tuple(str(t) for t in table.get("targets", ()) if isinstance(t, str))
        params[key] = _param(c, sub + (key,), kind, key, spec[key], value, own, has_x)
    if kind in vocab.WHAT_OR_FILTER and ("what" in params) == ("filter" in params):
        raise c.err(sub, f"{kind} with {'both' if 'what' in params else 'neither'} "
                    "'what' and 'filter'", "what = ... (a ref), or filter = ... in a "
                    "static ability (\"nonbasic lands are Mountains\")")
    for key in vocab.REQUIRED.get(kind, ()):
        if key not in params:
            raise c.err(sub, f"{kind} without {key!r}",
                        f"{key} = ... (required by {kind}; see docs/abilities.md)")
    return Effect(kind, params)


def _reflexive(c: _Card, where: KeyPath, value: Any, has_x: bool) -> Mode:
    """A reflexive triggered ability ("when you do, ...", 603.12): a table with its own
    `targets` (chosen when it triggers) and `effects`."""
    if not isinstance(value, dict):
        raise c.err(where, describe(value, typed=True),
                    "a table { targets = [...], effects = [...] }")
    c.check_keys(value, where, ("targets", "effects"))
    t, eff, _ = _body(c, value, where, has_x, need=True)
    return Mode(label="when you do", targets=t, effects=eff)


def _param(c: _Card, where: KeyPath, kind: str, key: str, ptype: str, value: Any,
           targets: tuple[str, ...], has_x: bool) -> Any:
    """Check one effect parameter against its vocabulary type and return it."""
    if ptype == "int" and key in SIGNED_KEYS:
        ptype = "signed"
    ctx = ParamContext(c.err_at, kind, key, targets, has_x,
                       lambda t, path: _effect(c, path[len(c.path):], t, targets, has_x),
                       describe)
    return PARAMS.check(ctx, ptype, value, c.path + where)


# ---- the magic parameter types, on top of the shared ones (engine.params.COMMON) ------
PARAMS = COMMON.extend()
SIGNED_KEYS = ("power", "toughness")  # -1/-1 is a pump too


@PARAMS.type("amount")
def _amount(ctx: ParamContext, value: Any, path: KeyPath) -> Any:
    """A whole number, "X" (with {X} in the cost) or a filter counted."""
    if is_int(value):
        if value < 0 and ctx.key not in SIGNED_KEYS:
            raise ctx.err(path, describe(value), "a whole number >= 0")
        if too_big(value):
            raise ctx.err(path, describe(value), f"a whole number of at most {MAX_CARD_NUMBER}")
        return value
    if isinstance(value, str):
        if value == "X":
            if not ctx.has_x:
                raise ctx.err(path, "'X' with no {X} in the cost",
                              "a number, or {X} in the spell's or ability's cost")
            return value
        if value in vocab.AMOUNT_WORDS or is_filter(value):
            return value
        raise ctx.err(path, describe(value),
                      'a whole number, "X", "its power", "its toughness", or a filter '
                      'counted ("creatures you control")',
                      did_you_mean(value, vocab.FILTERS + vocab.AMOUNT_WORDS + ("X",)))
    raise ctx.err(path, describe(value, typed=True),
                  'a whole number, "X", or a filter such as "creatures you control"')


@PARAMS.type("pt")
def _pt(ctx: ParamContext, value: Any, path: KeyPath) -> Any:
    """A signed number, or a word such as "your life total" (604.3)."""
    if isinstance(value, str) and value in vocab.PT_WORDS:
        return value
    if is_int(value):
        return value
    if value == "X" and ctx.has_x:  # "becomes an X/X creature" (Chimeric Staff)
        return value
    raise ctx.err(path, describe(value, typed=True),
                  "a whole number, " + _one_of(vocab.PT_WORDS)
                  + ' or "X" where the cost has {X}')


@PARAMS.type("ref")
def _ref(ctx: ParamContext, value: Any, path: KeyPath) -> Any:
    """Who or what: a player ref, "self", or a declared target."""
    kind, key, targets = ctx.kind, ctx.key, ctx.targets
    if not isinstance(value, str) or value not in vocab.REFS:
        hint = did_you_mean(value, vocab.REFS) if isinstance(value, str) else ""
        raise ctx.err(path, describe(value), _one_of(vocab.REFS), hint)
    need = TARGET_REFS.get(value, 0)
    if need > len(targets):
        have = "no targets" if not targets else f"only {len(targets)} target(s)"
        raise ctx.err(path, f"{value!r} but {have} declared",
                      f"a target declared in targets = [...] ({value!r} is target "
                      f"number {need})")
    spec = target_words.base(targets[need - 1]) if need else ""
    if key == "what" and (value in PLAYER_REFS or spec in PLAYER_SPECS):
        what = f"target spec {spec!r}" if spec else repr(value)
        raise ctx.err(path, f"{what} (a player)",
                      f"a permanent or spell for {kind}.what: 'self' or a target such as "
                      "\"creature\"")
    if key == "who" and (value in ("self", "that creature") or (need and spec not in PLAYER_SPECS)):
        what = f"target spec {spec!r}" if spec else repr(value)
        raise ctx.err(path, f"{what} (not a player)",
                      f"a player for {kind}.who: 'you', 'opponent', 'each player', "
                      "'each opponent' or a \"player\"/\"opponent\" target")
    return value


@PARAMS.type("mana")
def _mana(ctx: ParamContext, value: Any, path: KeyPath) -> Any:
    if not isinstance(value, str) or not value.strip():
        raise ctx.err(path, describe(value), 'mana symbols such as "{G}" or "{R}{R}"')
    try:
        pool_from_text(value)
    except ManaCostError as e:
        raise ctx.err(path, f"{value!r} ({e})",
                      'mana symbols {W}{U}{B}{R}{G}{C} such as "{G}" or "{C}{C}"') from None
    return value


@PARAMS.type("filter")
def _filter(ctx: ParamContext, value: Any, path: KeyPath) -> Any:
    if not isinstance(value, str) or not is_filter(value):
        hint = did_you_mean(value, vocab.FILTERS) if isinstance(value, str) else ""
        raise ctx.err(path, describe(value),
                      _one_of(vocab.FILTERS) + ", or a quality filter such as "
                      + _one_of(quality_filters.EXAMPLES) + " (also `Goblin creatures`, "
                      "`colorless creatures`: qualities.py)", hint)
    return value


def is_filter(value: str) -> bool:
    """A fixed filter of the vocabulary or a quality filter ("white creatures")."""
    return value in vocab.FILTERS or quality_filters.parse(value) is not None \
        or vocab.is_filter(value)  # a subtype or colorless quality (qualities.py)


@PARAMS.type("keywords")
def _keywords(ctx: ParamContext, value: Any, path: KeyPath) -> Any:
    if not isinstance(value, list) or not value:
        raise ctx.err(path, describe(value, typed=True), "a non-empty list of keywords")
    for i, kw in enumerate(value):
        if not isinstance(kw, str) or not vocab.is_keyword(kw):
            hint = did_you_mean(kw, vocab.PLAIN_KEYWORDS) if isinstance(kw, str) else ""
            raise ctx.err(path + (i,), describe(kw),
                          "a keyword spelled as docs/cards.md says", hint)
    return tuple(value)


def _names_of(allowed: tuple[str, ...]) -> ParamCheck:
    def check(ctx: ParamContext, value: Any, path: KeyPath) -> Any:
        if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
            raise ctx.err(path, describe(value, typed=True), "a list of names")
        for i, v in enumerate(value):
            if v not in allowed:
                raise ctx.err(path + (i,), describe(v), _one_of(allowed),
                              did_you_mean(v, allowed))
        return tuple(value)
    return check


PARAMS.register("types", _names_of(vocab.CARD_TYPES))
PARAMS.register("zone", lambda ctx, value, path: PARAMS.check(
    ctx, replacement_words.ZONES, value, path))


@PARAMS.type("entering_amount")
def _entering_amount(ctx: ParamContext, value: Any, path: KeyPath) -> Any:
    """A whole number, or "X": the X paid for the spell the permanent was (107.3m)."""
    if (is_int(value) and 0 <= value <= MAX_CARD_NUMBER) or value == "X":
        return value
    raise ctx.err(path, describe(value), f'a whole number from 0 to {MAX_CARD_NUMBER} or "X"')
PARAMS.register("colors", _names_of(COLOR_WORDS))


@PARAMS.type("trigger")
def _trigger(ctx: ParamContext, value: Any, path: KeyPath) -> Any:
    if not isinstance(value, str) or vocab.parse_trigger(value) is None:
        raise ctx.err(path, describe(value), _one_of(vocab.TRIGGER_FORMS),
                      did_you_mean(value, vocab.TRIGGER_FORMS) if isinstance(value, str)
                      else "")
    return value


@PARAMS.type("when")
def _when(ctx: ParamContext, value: Any, path: KeyPath) -> Any:
    if value not in vocab.WHEN:
        raise ctx.err(path, describe(value), _one_of(vocab.WHEN),
                      did_you_mean(value, vocab.WHEN) if isinstance(value, str) else "")
    return value


@PARAMS.type("duration")
def _duration(ctx: ParamContext, value: Any, path: KeyPath) -> Any:
    """A duration of a resolving effect other than "until end of turn" (611.2b)."""
    if value != control_duration.DURATION:
        raise ctx.err(path, describe(value), repr(control_duration.DURATION))
    return value


@PARAMS.type("effects")
def _effects(ctx: ParamContext, value: Any, path: KeyPath) -> Any:
    if not isinstance(value, list) or not value:
        raise ctx.err(path, describe(value, typed=True), "a non-empty list of effect tables")
    assert ctx.effect is not None
    out = []
    for i, t in enumerate(value):
        if not isinstance(t, dict):
            raise ctx.err(path + (i,), describe(t, typed=True), "an effect table")
        out.append(ctx.effect(t, path + (i,)))
    return tuple(out)


def _static_words_only_in_statics(c: _Card, sub: KeyPath,
                                  effects: tuple[Effect, ...]) -> None:
    """A `filter` on add_types / set_subtypes says "each land is a Swamp": a static
    ability's words; a spell or a triggered ability names `what` it changes."""
    for i, eff in enumerate(effects):
        if eff.kind in vocab.WHAT_OR_FILTER and "filter" in eff.params:
            raise c.err(sub + ("effects", i, "filter"), f"filter on {eff.kind} outside a "
                        "static ability", "what = ... (a ref); filter only in a static "
                        "ability")


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
        if cv is None or not vocab.is_condition(cv):
            raise c.err(sub + ("condition",), describe(cv), _one_of(vocab.CONDITION_FORMS),
                        did_you_mean(cv or "", list(vocab.CONDITION_FORMS)))
        condition = cv or ""

    if kind != "triggered":
        forbid("optional", "optional (\"you may\") only on triggered abilities")
    optional = c.bool_value(table, sub, "optional")

    if kind in ("static", "mana"):
        forbid("targets", f"no targets: {kind} abilities don't target")
        forbid("modes", f"no modes on {kind} abilities")
    targets, effects, modes = _body(c, table, sub, _cost_has_x(cost), need=True)
    if kind == "static":
        _check_static_effects(c, sub, effects)
        for i, eff in enumerate(effects):
            if eff.kind == "enters_as_copy" and ("trigger" in eff.params) != (
                    "effects" in eff.params):
                raise c.err(sub + ("effects", i), "trigger without effects or effects "
                            "without trigger", "both: the triggered ability the copy has "
                            "(707.9a), e.g. trigger = \"becomes the target of a spell or "
                            "ability\", effects = [...]")
    else:
        _static_words_only_in_statics(c, sub, effects)
        for i, eff in enumerate(effects):
            if eff.kind in replacement_words.STATIC_ONLY:
                raise c.err(sub + ("effects", i, "effect"), f"{eff.kind!r} in a {kind} ability",
                            'kind = "static": a replacement effect is a static ability (614)')
        _refuse_static_only(c, sub, effects)
    if kind == "mana":
        for i, eff in enumerate(effects):
            if eff.kind not in MANA_EFFECTS:
                raise c.err(sub + ("effects", i, "effect"), f"effect {eff.kind!r}",
                            "only add_mana or add_chosen_mana in a mana ability "
                            "(use kind = \"activated\")")
    elif any(eff.kind in MANA_EFFECTS for eff in effects) and kind == "activated" \
            and not targets:
        raise c.err(sub + ("kind",), "an activated ability that adds mana",
                    'kind = "mana" for abilities that add mana and don\'t target (605.1a)')
    text = c.str_value(table, sub, "text", nonempty=False) or ""
    return AbilityDef(kind=kind or "", cost=cost, timing=timing, trigger=trigger,
                      condition=condition, optional=optional, targets=targets,
                      effects=effects, modes=modes, text=text)


SCHEMA = CardSchema(MAGIC_KEYS, CROSS_HINTS, build_card)
