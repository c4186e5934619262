"""Checking `[expect]` (formats/scenario.md, section 6): every failure is reported with its
key path, the expected value and the actual one."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from cardgame.engine.copies import copy_of
from cardgame.engine.game import Game
from cardgame.engine.objects import GameObject
from cardgame.scenario.model import Expect, Scenario

if TYPE_CHECKING:
    from cardgame.scenario.runner import Refs


def check_expectations(sc: Scenario, game: Game, refs: Refs) -> list[str]:
    """`[expect]` against the game where the run stopped."""
    return check_expect(sc.expect, game, refs, "expect")


def check_expect(ex: Expect, game: Game, refs: Refs, base: str) -> list[str]:
    """One set of expectations (`[expect]` or a `[[checkpoint]]`, named `base` in the
    messages) against the game as it is now."""
    out: list[str] = []
    if ex.winner is not None:
        actual = "none" if not game.over else (
            "draw" if game.winner is None else f"p{game.winner + 1}")
        if actual != ex.winner:
            out.append(f"{base}.winner: expected {ex.winner}, actual {actual}"
                       f"{f' ({game.end_reason})' if game.over else ''}")
    for i, needle in enumerate(ex.log):
        if not game.log.contains(needle):
            out.append(f"{base}.log[{i}]: expected the log to contain {needle!r}; it does not")
    for i, needle in enumerate(ex.log_absent):
        found = next((e for e in game.log if needle.lower() in e.rule.lower()
                      or needle.lower() in e.text.lower()), None)
        if found is not None:
            out.append(f"{base}.log_absent[{i}]: expected the log not to contain {needle!r}; "
                       f"it does: {found}")
    for key, pe in ex.players.items():
        p = game.players[0 if key == "p1" else 1]
        for k, want in pe.checks.items():
            path = f"{base}.{key}.{k}"
            got: Any
            if k in p.zones or k in game.shared:
                if k in game.shared:  # the permanents on it this player controls
                    names = [o.card.name for o in _controlled_in(game, k, p.index)]
                else:
                    names = [game.objects[i].card.name for i in p.zones[k]]
                problem = _zone_problem(names, want)
                if problem:
                    out.append(f"{path}: {problem}")
                continue
            pk = game.rules.description.player_key(k)
            if pk is None or pk.get is None:
                out.append(f"{path}: not checked by this version")
                continue
            got = pk.get(game, p)  # life, mana, vp... as the ruleset reads them
            if pk.normalize is not None:
                want = pk.normalize(want)
            if got != want:
                out.append(f"{path}: expected {want!r}, actual {got!r}")
    for i, ce in enumerate(ex.cards):
        where = f"{base}.card[{i}]"
        try:
            obj = refs.obj(ce.ref, game.rules.description.search_zones, where)
        except Exception as e:  # a missing or ambiguous ref is a failure, reported here
            gone = "no object" in str(e) or "no longer exists" in str(e)
            if ce.checks.get("exists") is False and gone:
                continue
            out.append(f"{where}.ref: {_without_prefix(str(e), where)}")
            continue
        out.extend(_check_card(game, obj, ce.checks, where))
    return out


def _without_prefix(message: str, where: str) -> str:
    """A ref error already names `where`; say it once."""
    return message[len(where) + 2:] if message.startswith(where + ": ") else message


def _zone_problem(names: list[str], want: object) -> str:
    """A zone expected as a count or as a multiset of names; '' when it matches."""
    if isinstance(want, int):
        if len(names) != want:
            return f"expected {want} card(s), actual {len(names)} ({', '.join(names) or 'none'})"
    elif isinstance(want, list) and Counter(names) != Counter(want):
        return f"expected {sorted(want)}, actual {sorted(names)}"
    return ""


def _controlled_in(game: Game, zone: str, player: int) -> list[GameObject]:
    return [game.objects[i] for i in game.shared[zone]
            if game.controller(game.objects[i]) == player]


def _check_card(game: Game, obj: GameObject, checks: dict[str, object], base: str) -> list[str]:
    out: list[str] = []
    desc = game.rules.description
    on_bf = obj.zone in game.permanent_zones
    chars = game.chars(obj) if obj.exists else None
    for k, want in checks.items():
        path = f"{base}.{k}"
        got: Any
        if k == "exists":
            got = obj.exists
        elif k == "zone":
            got = obj.zone if obj.exists else "(gone)"
        elif k == "controller":
            got = f"p{game.controller(obj) + 1}"
        elif k == desc.orientation:
            got = obj.tapped
        elif k == "damage":
            got = obj.damage
        elif k in desc.card_stats:  # power, toughness / attack, life
            got = getattr(chars, desc.card_stats[k]) if chars else None
        elif k == "phased_out":
            got = obj.phased_out
        elif k == "name":
            got = chars.name if chars else obj.card.name
        elif k in ("types", "subtypes", "colors"):  # exactly these, in any order
            held = sorted(getattr(chars, k)) if chars else []
            assert isinstance(want, list)
            if held != sorted(want):
                out.append(f"{path}: expected {sorted(want)}, actual {held}")
            continue
        elif k == "copy_of":  # "" means it copies nothing (707)
            got = copy_of(obj) or ""
        elif k == "token":
            got = obj.token
        elif k == "attached_to":  # "" means attached to nothing
            host = game.objects.get(obj.attached_to) if obj.attached_to else None
            got = "" if host is None else (host.label or host.card.name)
            if host is not None and want in (host.label, host.card.name):
                continue
        elif k == "counters":
            assert isinstance(want, dict)
            for cname, n in want.items():
                have = obj.counters.get(cname, 0)
                if have != n:
                    out.append(f"{path}.{cname}: expected {n}, actual {have}")
            continue
        elif k == "keywords":
            have_kw = list(chars.keywords) if chars else []
            assert isinstance(want, list)
            missing = [w for w in want if w not in have_kw]
            if missing:
                out.append(f"{path}: expected at least {want}, actual {have_kw}")
            continue
        else:
            out.append(f"{path}: not checked by this version")
            continue
        if got != want:
            where = "" if on_bf or k == "zone" else f" (it is in the {obj.zone or 'void'})"
            out.append(f"{path}: expected {want!r}, actual {got!r}{where}")
    return out
