"""Checking `[expect]` (formats/scenario.md, section 6): every failure is reported with its
key path, the expected value and the actual one."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from cardgame.engine.game import Game
from cardgame.engine.objects import GameObject
from cardgame.scenario.model import Scenario

if TYPE_CHECKING:
    from cardgame.scenario.runner import Refs


def check_expectations(sc: Scenario, game: Game, refs: Refs) -> list[str]:
    out: list[str] = []
    ex = sc.expect
    if ex.winner is not None:
        actual = "none" if not game.over else (
            "draw" if game.winner is None else f"p{game.winner + 1}")
        if actual != ex.winner:
            out.append(f"expect.winner: expected {ex.winner}, actual {actual}"
                       f"{f' ({game.end_reason})' if game.over else ''}")
    for i, needle in enumerate(ex.log):
        if not game.log.contains(needle):
            out.append(f"expect.log[{i}]: expected the log to contain {needle!r}; it does not")
    for key, pe in ex.players.items():
        p = game.players[0 if key == "p1" else 1]
        for k, want in pe.checks.items():
            path = f"expect.{key}.{k}"
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
        base = f"expect.card[{i}]"
        try:
            obj = refs.obj(ce.ref, game.rules.description.search_zones, base)
        except Exception as e:  # a missing or ambiguous ref is a failure, reported here
            gone = "no object" in str(e) or "no longer exists" in str(e)
            if ce.checks.get("exists") is False and gone:
                continue
            out.append(f"{base}.ref: {e}")
            continue
        out.extend(_check_card(game, obj, ce.checks, base))
    return out


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
        elif k == "attached_to":
            host = game.objects.get(obj.attached_to) if obj.attached_to else None
            got = None if host is None else (host.label or host.card.name)
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
