"""Targets (115, 601.2c, 608.2b): what a target spec admits and whether a target is legal.

A target is an object id (a permanent, a card in a graveyard, or a spell on the stack)
or a player key "p1"/"p2".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.layers import Chars
from cardgame.engine.objects import Target
from cardgame.rulesets.magic.keywords import target_restriction
from cardgame.rulesets.magic.qualities import has_quality, split
from cardgame.rulesets.magic.target_words import base
from cardgame.rulesets.magic.vocabulary import QUALIFIABLE_SPECS

if TYPE_CHECKING:
    from cardgame.engine.game import Game

_PERMANENT_TYPE = {
    "creature": "Creature", "land": "Land", "artifact": "Artifact",
    "enchantment": "Enchantment", "planeswalker": "Planeswalker",
}


def describe(game: Game, t: Target) -> str:
    if isinstance(t, str):
        return game.players[game.player_by_key(t)].name
    obj = game.objects.get(t)
    if obj is not None:
        return obj.card.name
    for s in game.stack:
        if s.id == t:
            return s.name
    return f"#{t}"


def _spec_admits_permanent(spec: str, c: Chars, controller: int) -> bool:
    parts = None if spec in QUALIFIABLE_SPECS else split(spec, QUALIFIABLE_SPECS)
    if parts is not None and parts[0]:
        return has_quality(c, parts[0]) and _spec_admits_permanent(parts[1], c, controller)
    if spec == "another creature":  # the source itself is left out by check_target
        return "Creature" in c.types
    if spec == "another creature you control":
        return "Creature" in c.types and c.controller == controller
    if spec in ("any", "creature or player"):
        return "Creature" in c.types or (spec == "any" and "Planeswalker" in c.types)
    if spec == "permanent":
        return True
    if spec == "nonland permanent":
        return "Land" not in c.types
    if spec == "non-Aura enchantment":  # Emerald Charm
        return "Enchantment" in c.types and "Aura" not in c.subtypes
    if spec == "creature you control":
        return "Creature" in c.types and c.controller == controller
    if spec == "creature an opponent controls":
        return "Creature" in c.types and c.controller != controller
    t = _PERMANENT_TYPE.get(spec)
    return t is not None and t in c.types


def _spec_admits_player(spec: str, player: int, controller: int) -> bool:
    if spec in ("any", "player", "creature or player"):
        return True
    return spec == "opponent" and player != controller


def instant_or_sorcery_spells(game: Game) -> list[int]:
    """The instant and sorcery spells on the stack (copies included)."""
    from cardgame.rulesets.magic.spell_copies import spell_types

    return [s.id for s in game.stack if s.kind == "spell"
            and {"Instant", "Sorcery"} & set(spell_types(game, s))]


def check_target(game: Game, spec: str, t: Target, source: Chars | None,
                 controller: int, source_id: int | None = None) -> str | None:
    """Why `t` is not a legal target for `spec`, or None when it is (115.1, 601.2c).
    `source_id` is the object whose spell or ability it is ("another" leaves it out)."""
    spec = base(spec)
    if isinstance(t, str):
        if t not in ("p1", "p2"):
            return f"{t!r} is not a player"
        p = game.player_by_key(t)
        if not _spec_admits_player(spec, p, controller):
            return f"{game.players[p].name} is not a legal target: needs {spec} (115.1)"
        return None
    if spec == "spell":
        if any(s.id == t and s.kind == "spell" for s in game.stack):
            return None
        return f"{describe(game, t)} is not a spell on the stack (115.1)"
    if spec == "instant or sorcery spell":  # Fork (spell_copies.py)
        if t in instant_or_sorcery_spells(game):
            return None
        return f"{describe(game, t)} is not an instant or sorcery spell on the stack (115.1)"
    obj = game.objects.get(t)
    if obj is None:
        return f"#{t} does not exist"
    if spec == "card in a graveyard":
        if obj.zone == "graveyard":
            return None
        return f"{obj.card.name} is not in a graveyard (115.1)"
    if spec == "creature card in your graveyard":  # its printed types (609.2)
        if obj.zone == "graveyard" and obj.owner == controller and "Creature" in obj.card.types:
            return None
        return f"{obj.card.name} is not a creature card in your graveyard (115.1)"
    if obj.zone != "battlefield" or obj.phased_out:
        return f"{obj.card.name} is not on the battlefield (115.1)"
    if spec.startswith("another ") and t == source_id:
        return f"{obj.card.name} is the source itself: needs {spec} (109.5)"
    c = game.chars(obj)
    if not _spec_admits_permanent(spec, c, controller):
        return f"{obj.card.name} is not a legal target: needs {spec} (115.1)"
    return target_restriction(c, source, controller)


def candidates(game: Game, spec: str, source: Chars | None, controller: int,
               source_id: int | None = None, enough: int = 0) -> list[Target]:
    """All legal targets for a spec, players first, then objects in zone order; with
    `enough`, the permanents are looked at only until that many are found (a check
    that only needs to know whether there are that many)."""
    spec = base(spec)
    out: list[Target] = []
    for key in ("p1", "p2"):
        if _spec_admits_player(spec, game.player_by_key(key), controller):
            out.append(key)
    if spec == "spell":
        out.extend(s.id for s in game.stack if s.kind == "spell")
        return out
    if spec == "instant or sorcery spell":
        out.extend(instant_or_sorcery_spells(game))
        return out
    if spec == "card in a graveyard":
        for p in game.players:
            out.extend(p.zones["graveyard"])
        return out
    if spec == "creature card in your graveyard":
        return [c for c in game.players[controller].zones["graveyard"]
                if check_target(game, spec, c, source, controller) is None]
    if spec in ("player", "opponent"):
        return out
    if enough and len(out) >= enough:
        return out
    for obj in game.battlefield():
        if check_target(game, spec, obj.id, source, controller, source_id) is None:
            out.append(obj.id)
            if enough and len(out) >= enough:
                break
    return out
