"""The hkk ability vocabulary: what a card's `abilities` tables may say, checked strictly.

Why a fixed vocabulary: cards are data, never code (formats/cards.md), so every card text
of the pool (hkk-cards.md) is written with these ability kinds, effects, target specs and
conditions, and the loader refuses anything else with a message naming the key. Each
entry is documented with an example in docs/hkk-abilities.md; adding one means adding it
here, to the interpreter (effects.py or statics.py) and to that page.

`parse_abilities` turns the raw tables into `HkkAbility` objects (an engine `AbilityDef`
with the few extra fields hkk needs), which the engine keeps in `CardDef.abilities`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from cardgame.engine.cardmodel import AbilityDef, Effect, Mode
from cardgame.engine.params import COMMON, ParamContext, is_int

Err = Callable[..., Exception]  # err(subpath, found, expected, hint="") -> FormatError
Path = tuple[Any, ...]


@dataclass(frozen=True)
class HkkAbility(AbilityDef):
    """An hkk ability: an AbilityDef plus its use limit, "up to" targets and parameters.

    `params` holds the keys a kind has beyond the common ones (e.g. `replace`/`by` of an
    alternative cost, `from_hand` of an on-play ability); see ABILITY_KINDS.
    """

    limit: str = ""
    up_to: bool = False
    params: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)

    def get(self, key: str, default: Any = None) -> Any:
        return self.params.get(key, default)


# ---- ability kinds -------------------------------------------------------------------
COMMON_KEYS = ("kind", "text")
BODY_KEYS = ("targets", "up_to", "effects", "modes")
ABILITY_KINDS: dict[str, tuple[str, ...]] = {
    # what an instant or general spell does when it is created
    "spell": (*BODY_KEYS, "condition", "then"),
    # "Kijátszásakor": happens when the permanent comes into play
    "on play": (*BODY_KEYS, "optional", "from_hand", "not_resurrected"),
    # "aktiválható": cost parts "passivize", "sacrifice", "<N> VP"
    "activated": (*BODY_KEYS, "cost", "limit", "condition", "reaction"),
    # "automatikus": triggers on an event
    "triggered": ("trigger", "at_least", "limit", "condition", "effects", "optional"),
    # always works while the card works (K5.5.8)
    "static": ("effects",),
    # how the VP cost is computed (a base cost, not a reduction: K131.2 ancient magic)
    "cost": ("your_turn", "other_turn", "x", "max"),
    # "Költségéből ... helyettesíthetsz", "ingyen kijátszhatod"
    "alternative cost": ("replace", "by", "free_if"),
    # "Vízió": may be played from the discard pile; one copy of the card per turn in total
    "vision": (),
    # "Semlegesítés": may be played as a reaction that counters a card instead
    "neutralize": ("targets",),
    # "Kompenzáció": happens when this card is countered
    "compensation": ("effects",),
    # K131.6.3: flies when a condition holds as it comes into play
    "flies if": ("condition",),
    # a non-creature permanent that comes into play passive (K5.5.8)
    "enters passive": (),
    # a card put on a permanent (rátett lap, K5.5.3)
    "attach": ("targets",),
}
LIMITS = ("once per turn", "once in your turn")
TRIGGERS = ("end of turn", "damage to opponent", "preparation")
THEN_ZONES = ("void",)
ALT_BY = re.compile(r"^(void a tüzes card from hand|pay ([0-9]+) life)$")
COST_PART = re.compile(r"^(passivize|sacrifice|([0-9]+) VP)$")

CONDITIONS = (
    re.compile(r"^opponent has a creature in play$"),
    re.compile(r"^opponent played ([0-9]+) cards last turn$"),
    re.compile(r"^a card is in a discard pile$"),
    re.compile(r"^opponent took ([0-9]+) damage from your spells this turn$"),
    re.compile(r"^you dealt ([0-9]+) damage to opponent this turn$"),
)
CONDITION_FORMS = (
    "opponent has a creature in play", "opponent played <N> cards last turn",
    "a card is in a discard pile", "opponent took <N> damage from your spells this turn",
    "you dealt <N> damage to opponent this turn",
)

# ---- targets, refs, filters ------------------------------------------------------------
TARGET_SPECS = (
    "creature", "creature in a guard post", "creature or player", "player", "opponent",
    "card", "item", "token", "queued card", "queued creature", "queued non-creature",
    "discard pile", "card in a discard pile",
)
PLAYER_SPECS = ("player", "opponent", "discard pile")
QUEUE_SPECS = ("queued card", "queued creature", "queued non-creature")
TARGET_REFS = {"target": 1, "target1": 1, "target2": 2, "target3": 3, "targets": 1}
WHO_REFS = ("you", "opponent", "each player")
FILTER_KEYS = ("types", "colors", "subtypes", "whose", "name", "tuzes")
WHOSE = ("you", "opponent", "any")
DECK_FILTERS = ("any", "creature", "szörny", "tüzes")
ZONES = ("reserve", "guard_post", "table")
UNTIL = ("end of turn", "")
COPY_OF = ("target", "top of your deck", "a card in your hand")

# ---- effects ---------------------------------------------------------------------------
# Parameter types: int, signed (may be negative), amount (int, "X", "d6" or a count
# table), who (a player ref or a target ref), what (self or a target ref), effects
# (nested effect tables), specs (a list of target specs), filter (a table), faces (a list
# of die faces), name (a card name), str choices given as a tuple.
EFFECTS: dict[str, dict[str, Any]] = {
    "damage": {"amount": "amount", "to": "who"},
    "divide_damage": {"amount": "amount"},
    "damage_each": {"amount": "amount", "filter": "filter", "per_death": "effects"},
    "heal": {"amount": "amount", "who": "who"},
    "draw": {"amount": "amount", "who": "who"},
    "gain_vp": {"amount": "amount", "who": "who"},
    "lose_vp": {"amount": "amount", "who": "who"},
    "counter": {"what": "what", "to": ("discard", "void")},
    "to_discard": {"what": "what"},
    "to_hand": {"what": "what"},
    "shuffle_into_deck": {"what": "what"},
    "void_from_discard": {"amount": "int", "from": "who"},
    "return_from_discard": {"amount": "int", "except": "name", "up_to": "bool"},
    "search_deck": {"filter": DECK_FILTERS, "except": "name", "whose": ("you", "opponent"),
                    "shuffle_back_at_end": "bool"},
    "create_token": {"token": "name", "zone": ZONES, "active": "bool", "flying": "bool"},
    "discard_on_roll": {"faces": "faces", "amount": "int"},
    "lose_counters": {"counter": "str", "amount": "int", "who": "who"},
    "end_turn": {},
    "take_next_vp": {},
    "take_next_draw": {},
    "delayed": {"at": ("end of turn",), "effects": "effects"},
    "gain_control": {"what": "what", "until": UNTIL},
    "copy": {"of": COPY_OF},
    "copy_abilities": {"from": "what", "until": UNTIL},
    "lose_abilities": {"what": "what", "until": UNTIL},
    "passivize": {"what": "what"},
    "activate": {"what": "what"},
    "pump": {"what": "what", "attack": "signed", "life": "signed", "until": UNTIL},
    "opponent_may_pay": {"vp": "int", "targets": "specs", "effects": "effects"},
    # continuous effects, only in static abilities
    "pump_all": {"filter": "filter", "attack": "signed", "life": "signed"},
    "set_attack": {"amount": "amount"},
    "cost_change": {"amount": "signed", "filter": "filter", "minimum": "int"},
    "extra_damage": {"amount": "amount", "filter": "filter"},
    "spell_damage_bonus": {"amount": "int", "colors": "strs"},
    "cant_sacrifice": {},
}
REQUIRED: dict[str, tuple[str, ...]] = {
    "damage": ("amount", "to"), "divide_damage": ("amount",), "damage_each": ("amount",),
    "heal": ("amount",), "draw": ("amount",), "gain_vp": ("amount",), "lose_vp": ("amount",),
    "counter": ("what",), "to_discard": ("what",), "to_hand": ("what",),
    "shuffle_into_deck": ("what",), "void_from_discard": ("amount", "from"),
    "return_from_discard": ("amount",), "search_deck": ("filter",),
    "create_token": ("token",), "discard_on_roll": ("faces",),
    "lose_counters": ("counter", "amount", "who"), "delayed": ("at", "effects"),
    "gain_control": ("what",), "copy": ("of",), "copy_abilities": ("from",),
    "lose_abilities": ("what",), "passivize": ("what",), "activate": ("what",),
    "pump": ("what",), "opponent_may_pay": ("vp", "effects"), "pump_all": ("filter",),
    "set_attack": ("amount",), "cost_change": ("amount", "filter"),
    "extra_damage": ("amount", "filter"), "spell_damage_bonus": ("amount",),
}
STATIC_ONLY = ("pump_all", "set_attack", "cost_change", "extra_damage", "spell_damage_bonus",
               "cant_sacrifice")
DAMAGING = ("damage", "divide_damage", "damage_each")


def parse_abilities(tables: list[tuple[Path, dict[str, Any]]], card_types: tuple[str, ...],
                    err: Err) -> tuple[HkkAbility, ...]:
    """Validate every ability table of one card; `err(path, found, expected, hint)`."""
    out = [_ability(path, t, card_types, err) for path, t in tables]
    spells = [a for a in out if a.kind == "spell"]
    is_spell = any(t in card_types for t in ("instant", "general", "spell", "skill"))
    if spells and not is_spell:
        raise err(tables[out.index(spells[0])][0] + ("kind",), "a spell ability on a permanent",
                  "\"on play\" (a permanent's when-played ability) or another kind")
    if len(spells) > 1:
        raise err(tables[out.index(spells[1])][0] + ("kind",), "a second spell ability",
                  "one spell ability per card (use modes for a choice)")
    return tuple(out)


def condition_ok(text: str) -> bool:
    return any(p.match(text) for p in CONDITIONS)


def _ability(path: Path, t: dict[str, Any], card_types: tuple[str, ...],
             err: Err) -> HkkAbility:
    kind = t.get("kind")
    if not isinstance(kind, str) or kind not in ABILITY_KINDS:
        raise err(path + ("kind",), repr(kind), "one of " + ", ".join(
            f"'{k}'" for k in ABILITY_KINDS), _hint(str(kind), ABILITY_KINDS))
    allowed = COMMON_KEYS + ABILITY_KINDS[kind]
    for key in t:
        if key not in allowed:
            raise err(path + (key,), f"unknown key {key!r} of a {kind} ability",
                      "a key among " + ", ".join(allowed), _hint(key, allowed))
    text = _str(t, path, "text", err, required=False) or ""
    params: dict[str, Any] = {}
    targets: tuple[str, ...] = ()
    effects: tuple[Effect, ...] = ()
    modes: tuple[Mode, ...] = ()
    cost = ""
    limit = ""
    trigger = ""
    condition = ""
    optional = False
    up_to = False
    static = kind == "static"
    if kind in ("spell", "on play", "activated"):
        targets, effects, modes = _body(t, path, err, static=False)
        if not effects and not modes:
            raise err(path + ("effects",), "no effects",
                      "effects = [{ effect = \"...\", ... }] or modes = [...]")
        up_to = _bool(t, path, "up_to", err)
        if up_to and not targets and not modes:
            raise err(path + ("up_to",), "up_to without targets", "targets = [...]")
    if kind in ("triggered", "static", "compensation"):
        effects = tuple(_effects(t.get("effects"), path + ("effects",), (), err, static))
        if not effects:
            raise err(path + ("effects",), "no effects", "effects = [{ effect = \"...\" }]")
    if "condition" in t:
        condition = _str(t, path, "condition", err) or ""
        if not condition_ok(condition):
            raise err(path + ("condition",), repr(condition),
                      "one of " + ", ".join(repr(c) for c in CONDITION_FORMS))
    if "limit" in t:
        limit = _choice(t, path, "limit", LIMITS, err)
    if kind == "on play":
        optional = _bool(t, path, "optional", err)
        params["from_hand"] = _bool(t, path, "from_hand", err)
        params["not_resurrected"] = _bool(t, path, "not_resurrected", err)
    elif kind == "spell":
        if "then" in t:
            params["then"] = _choice(t, path, "then", THEN_ZONES, err)
    elif kind == "activated":
        cost = _str(t, path, "cost", err) or ""
        parts = [p.strip() for p in cost.split(",")] if cost else []
        for part in parts:
            if not COST_PART.match(part):
                raise err(path + ("cost",), repr(cost),
                          'cost parts separated by ", ": "passivize", "sacrifice", "<N> VP"')
        if len(set(parts)) != len(parts):
            raise err(path + ("cost",), repr(cost), "each cost part at most once")
        params["reaction"] = _bool(t, path, "reaction", err)
    elif kind == "triggered":
        trigger = _choice(t, path, "trigger", TRIGGERS, err, required=True)
        optional = _bool(t, path, "optional", err)
        if "at_least" in t:
            params["at_least"] = _int(t, path, "at_least", err, 1)
        elif trigger == "damage to opponent":
            raise err(path + ("at_least",), "no at_least", "at_least = <damage this turn>")
    elif kind == "cost":
        if "x" in t:
            params["x"] = _choice(t, path, "x", ("turn number",), err)
            if "max" in t:
                params["max"] = _int(t, path, "max", err, 0)
        elif "your_turn" in t and "other_turn" in t:
            params["your_turn"] = _int(t, path, "your_turn", err, 0)
            params["other_turn"] = _int(t, path, "other_turn", err, 0)
        else:
            raise err(path, "a cost rule without x or your_turn/other_turn",
                      'x = "turn number" (with max), or your_turn = N and other_turn = N')
    elif kind == "alternative cost":
        if "free_if" in t:
            cond = _str(t, path, "free_if", err) or ""
            if not condition_ok(cond):
                raise err(path + ("free_if",), repr(cond),
                          "one of " + ", ".join(repr(c) for c in CONDITION_FORMS))
            params["free_if"] = cond
        else:
            params["replace"] = _int(t, path, "replace", err, 1, required=True)
            by = _str(t, path, "by", err, required=True) or ""
            if not ALT_BY.match(by):
                raise err(path + ("by",), repr(by),
                          '"void a tüzes card from hand" or "pay <N> life"')
            params["by"] = by
    elif kind in ("neutralize", "attach"):
        targets = _specs(t.get("targets"), path + ("targets",), err)
        if len(targets) != 1:
            raise err(path + ("targets",), f"{len(targets)} target specs", "exactly one")
    elif kind == "flies if":
        condition = _str(t, path, "condition", err, required=True) or ""
        if not condition_ok(condition):
            raise err(path + ("condition",), repr(condition),
                      "one of " + ", ".join(repr(c) for c in CONDITION_FORMS))
    if kind in ("enters passive", "attach") and "creature" in card_types:
        raise err(path + ("kind",), f"{kind!r} on a creature", "a non-creature permanent")
    return HkkAbility(kind=kind, cost=cost, trigger=trigger, condition=condition,
                      optional=optional, targets=targets, effects=effects, modes=modes,
                      text=text, limit=limit, up_to=up_to, params=params)


def _body(t: dict[str, Any], path: Path, err: Err, static: bool,
          ) -> tuple[tuple[str, ...], tuple[Effect, ...], tuple[Mode, ...]]:
    targets = _specs(t.get("targets", []), path + ("targets",), err)
    effects = tuple(_effects(t.get("effects", []), path + ("effects",), targets, err, static))
    modes: list[Mode] = []
    raw_modes = t.get("modes", [])
    if not isinstance(raw_modes, list):
        raise err(path + ("modes",), "not a list", "a list of mode tables")
    if raw_modes and (effects or targets):
        raise err(path + ("modes",), "both modes and targets/effects",
                  "either modes (each with its own targets and effects) or targets + effects")
    if len(raw_modes) == 1:
        raise err(path + ("modes",), "a single mode", "at least two modes (or plain effects)")
    for i, m in enumerate(raw_modes):
        mp = path + ("modes", i)
        if not isinstance(m, dict):
            raise err(mp, "not a table", "a mode table { label = ..., effects = [...] }")
        for key in m:
            if key not in ("label", "targets", "effects"):
                raise err(mp + (key,), f"unknown key {key!r}", "label, targets, effects",
                          _hint(key, ("label", "targets", "effects")))
        label = _str(m, mp, "label", err, required=True) or ""
        mt = _specs(m.get("targets", []), mp + ("targets",), err)
        me = tuple(_effects(m.get("effects", []), mp + ("effects",), mt, err, static))
        if not me:
            raise err(mp + ("effects",), "no effects", "effects = [...]")
        modes.append(Mode(label, mt, me))
    return targets, effects, tuple(modes)


def _specs(v: Any, path: Path, err: Err) -> tuple[str, ...]:
    if v is None:
        return ()
    if not isinstance(v, list):
        raise err(path, "not a list", "a list of target specs")
    for i, s in enumerate(v):
        if not isinstance(s, str) or s not in TARGET_SPECS:
            raise err(path + (i,), repr(s), "a target spec: " + ", ".join(TARGET_SPECS),
                      _hint(str(s), TARGET_SPECS))
    return tuple(v)


def _effects(v: Any, path: Path, targets: tuple[str, ...], err: Err,
             static: bool) -> list[Effect]:
    if v is None:
        return []
    if not isinstance(v, list):
        raise err(path, "not a list", "a list of effect tables")
    return [_effect(e, path + (i,), targets, err, static) for i, e in enumerate(v)]


def _effect(t: Any, path: Path, targets: tuple[str, ...], err: Err, static: bool) -> Effect:
    if not isinstance(t, dict):
        raise err(path, "not a table", "an effect table { effect = \"...\", ... }")
    kind = t.get("effect")
    if not isinstance(kind, str) or kind not in EFFECTS:
        raise err(path + ("effect",), repr(kind), "an effect of docs/hkk-abilities.md",
                  _hint(str(kind), EFFECTS))
    if static and kind not in STATIC_ONLY:
        raise err(path + ("effect",), f"one-shot effect {kind!r} in a static ability",
                  "a continuous effect: " + ", ".join(STATIC_ONLY))
    if not static and kind in STATIC_ONLY:
        raise err(path + ("effect",), f"continuous effect {kind!r}",
                  "continuous effects only in static abilities")
    spec = EFFECTS[kind]
    params: dict[str, Any] = {}
    if kind == "opponent_may_pay":  # its effects use the targets the opponent chooses
        targets = _specs(t.get("targets", []), path + ("targets",), err)
    for key, value in t.items():
        if key == "effect":
            continue
        if key not in spec:
            raise err(path + (key,), f"unknown parameter {key!r} of {kind}",
                      "parameters of " + kind + ": " + (", ".join(spec) or "none"),
                      _hint(key, spec))
        params[key] = _param(value, path + (key,), spec[key], targets, err, kind, key)
    for key in REQUIRED.get(kind, ()):
        if key not in params:
            raise err(path, f"{kind} without {key!r}", f"{key} = ... (required by {kind})")
    return Effect(kind, params)


def _param(v: Any, path: Path, ptype: Any, targets: tuple[str, ...], err: Err, kind: str,
           key: str) -> Any:
    ctx = ParamContext(err, kind, key, targets,
                       effect=lambda t, p: _effect(t, p, targets, err, False))
    return PARAMS.check(ctx, ptype, v, path)


# ---- the hkk parameter types, on top of the shared ones (engine.params.COMMON) --------
PARAMS = COMMON.extend()


@PARAMS.type("amount")
def _amount(ctx: ParamContext, v: Any, path: Path) -> Any:
    """A whole number, "X", "d6" (a die roll) or a count of cards matching a filter."""
    if is_int(v) and v >= 0:
        return v
    if v in ("X", "d6"):
        return v
    if isinstance(v, dict) and set(v) == {"count"}:
        return {"count": _filter(v["count"], path + ("count",), ctx.err)}
    raise ctx.err(path, repr(v), 'a whole number, "X", "d6" or { count = { <filter> } }')


def _ref(ctx: ParamContext, v: Any, path: Path, refs: tuple[str, ...]) -> Any:
    if not isinstance(v, str) or v not in refs:
        raise ctx.err(path, repr(v), "one of " + ", ".join(refs), _hint(str(v), refs))
    need = TARGET_REFS.get(v, 0)
    if need > len(ctx.targets):
        raise ctx.err(path, f"{v!r} but {len(ctx.targets)} target(s) declared",
                      "a target declared in targets = [...]")
    return v


@PARAMS.type("who")
def _who(ctx: ParamContext, v: Any, path: Path) -> Any:
    """A player ref or a target ref."""
    return _ref(ctx, v, path, tuple(TARGET_REFS) + WHO_REFS)


@PARAMS.type("what")
def _what(ctx: ParamContext, v: Any, path: Path) -> Any:
    """"self" or a target ref (only a target for `from`)."""
    refs = tuple(TARGET_REFS) if ctx.key == "from" else tuple(TARGET_REFS) + ("self",)
    return _ref(ctx, v, path, refs)


@PARAMS.type("effects")
def _nested(ctx: ParamContext, v: Any, path: Path) -> Any:
    if not isinstance(v, list) or not v:
        raise ctx.err(path, "not a non-empty list", "a list of effect tables")
    assert ctx.effect is not None
    return tuple(ctx.effect(e, path + (i,)) for i, e in enumerate(v))


@PARAMS.type("specs")
def _specs_type(ctx: ParamContext, v: Any, path: Path) -> Any:
    return _specs(v, path, ctx.err)


@PARAMS.type("filter")
def _filter_type(ctx: ParamContext, v: Any, path: Path) -> Any:
    return _filter(v, path, ctx.err)


@PARAMS.type("faces")
def _faces(ctx: ParamContext, v: Any, path: Path) -> Any:
    if not isinstance(v, list) or not v or any(
            not is_int(f) or not 1 <= f <= 6 for f in v):
        raise ctx.err(path, repr(v), "a list of die faces 1..6")
    return tuple(v)


def _filter(v: Any, path: Path, err: Err) -> dict[str, Any]:
    if not isinstance(v, dict):
        raise err(path, "not a table", "a filter table such as { colors = [\"Raia\"] }")
    out: dict[str, Any] = {}
    for key, val in v.items():
        if key not in FILTER_KEYS:
            raise err(path + (key,), f"unknown filter key {key!r}",
                      "one of " + ", ".join(FILTER_KEYS), _hint(key, FILTER_KEYS))
        if key in ("types", "colors", "subtypes"):
            if not isinstance(val, list) or any(not isinstance(s, str) for s in val):
                raise err(path + (key,), repr(val), "a list of strings")
            out[key] = tuple(val)
        elif key == "whose":
            if val not in WHOSE:
                raise err(path + (key,), repr(val), "one of " + ", ".join(WHOSE))
            out[key] = val
        elif key == "tuzes":
            if not isinstance(val, bool):
                raise err(path + (key,), repr(val), "true or false")
            out[key] = val
        else:
            if not isinstance(val, str):
                raise err(path + (key,), repr(val), "a card name")
            out[key] = val
    return out


def _str(t: dict[str, Any], path: Path, key: str, err: Err,
         required: bool = False) -> str | None:
    if key not in t:
        if required:
            raise err(path + (key,), f"no {key!r}", f"{key} = \"...\" (required)")
        return None
    v = t[key]
    if not isinstance(v, str):
        raise err(path + (key,), repr(v), "a string")
    return v


def _bool(t: dict[str, Any], path: Path, key: str, err: Err) -> bool:
    v = t.get(key, False)
    if not isinstance(v, bool):
        raise err(path + (key,), repr(v), "true or false")
    return v


def _int(t: dict[str, Any], path: Path, key: str, err: Err, minimum: int,
         required: bool = False) -> int:
    if key not in t:
        if required:
            raise err(path + (key,), f"no {key!r}", f"{key} = <whole number> (required)")
        return minimum
    v = t[key]
    if not isinstance(v, int) or isinstance(v, bool) or v < minimum:
        raise err(path + (key,), repr(v), f"a whole number >= {minimum}")
    return v


def _choice(t: dict[str, Any], path: Path, key: str, options: tuple[str, ...], err: Err,
            required: bool = False) -> str:
    if key not in t:
        if required:
            raise err(path + (key,), f"no {key!r}", "one of " + ", ".join(options))
        return ""
    v = t[key]
    if v not in options:
        raise err(path + (key,), repr(v), "one of " + ", ".join(repr(o) for o in options),
                  _hint(str(v), options))
    return str(v)


def _hint(word: str, options: Any) -> str:
    import difflib

    close = difflib.get_close_matches(word, list(options), n=1, cutoff=0.6)
    return f"did you mean {close[0]!r}?" if close else ""
