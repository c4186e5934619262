"""Target specs (célpont): who and what an hkk card or ability may target.

Why here: a target is legal when it matches its spec and no static ability forbids it —
resistance (K131.2, 80) refuses sources that pick exactly one specific card, guardian
(K131.2, 77) protects its controller from damaging instants and general spells. The same
test runs when the card is played and again when it is created.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cardgame.engine.objects import GameObject
from cardgame.rulesets.hkk import zones as z
from cardgame.rulesets.hkk.keywords import guardian, resistance
from cardgame.rulesets.hkk.vocabulary import PLAYER_SPECS, QUEUE_SPECS

if TYPE_CHECKING:
    from cardgame.engine.game import Game

Target = int | str


@dataclass(frozen=True)
class Picker:
    """What is choosing targets: its controller, the card, whether it is a damaging
    instant/general spell (guardian), and how many targets it picks (resistance)."""

    controller: int
    source: int | None
    damaging_spell: bool
    specs: tuple[str, ...]
    up_to: bool = False  # "max. N": 1..N targets
    optional: bool = False  # a "may" ability: no target at all means it is not used

    @property
    def single_card(self) -> bool:
        """K131.2 resistance: a source that picks exactly one specific card."""
        return len(self.specs) == 1


def candidates(game: Game, spec: str, picker: Picker) -> list[Target]:
    """Legal targets for one spec, in a stable order (creatures, then players)."""
    return [t for t in _raw(game, spec, picker) if allowed(game, spec, t, picker) is None]


def _raw(game: Game, spec: str, picker: Picker) -> list[Target]:
    me, opp = picker.controller, 1 - picker.controller
    players: list[Target] = [f"p{me + 1}", f"p{opp + 1}"]
    if spec == "creature":
        return [o.id for o in z.creatures(game)]
    if spec == "creature in a guard post":
        return [o.id for o in z.creatures(game, zones=("guard_post",))]
    if spec == "creature or player":
        return [o.id for o in z.creatures(game)] + players
    if spec in ("player", "discard pile"):
        return players
    if spec == "opponent":
        return [f"p{opp + 1}"]
    if spec == "card":
        return [o.id for o in z.in_play(game) if z.UNDER not in o.extra]
    if spec == "item":
        return [o.id for o in z.in_play(game)
                if z.UNDER not in o.extra and "item" in game.chars(o).types]
    if spec == "token":
        return [o.id for o in z.in_play(game) if o.token and z.UNDER not in o.extra]
    if spec in QUEUE_SPECS:
        out: list[Target] = []
        for item in game.stack:
            if item.kind != "spell" or item.id == picker.source:
                continue
            card = game.objects[item.id].card
            creature = "creature" in card.types
            if spec == "queued creature" and not creature:
                continue
            if spec == "queued non-creature" and creature:
                continue
            out.append(item.id)
        return out
    if spec == "card in a discard pile":
        return [i for p in game.players for i in p.zones["discard"]]
    return []


def matches_spec(game: Game, spec: str, target: Target, picker: Picker) -> bool:
    return target in _raw(game, spec, picker)


def allowed(game: Game, spec: str, target: Target, picker: Picker) -> str | None:
    """Why `target` can't be targeted by `picker` (with the rule), or None."""
    if isinstance(target, str):
        if spec not in PLAYER_SPECS and spec != "creature or player":
            return None
        if picker.damaging_spell and spec != "discard pile":
            return guardian.protects(game, game.player_by_key(target))
        return None
    obj = game.objects.get(target)
    if obj is None:
        return None
    if spec == "card" and picker.single_card and obj.zone in z.IN_PLAY:
        return resistance.refuses(game, obj)
    return None


def check(game: Game, specs: tuple[str, ...], targets: list[Any], picker: Picker,
          rule: str) -> str | None:
    """Why a list of chosen targets is illegal, or None. "Up to" allows fewer."""
    if len(targets) > len(specs):
        return f"too many targets ({len(targets)}; at most {len(specs)}) ({rule})"
    if not targets and specs and picker.optional:
        return None
    if len(targets) < len(specs) and (not picker.up_to or not targets):
        missing = specs[len(targets)]
        if not candidates(game, missing, picker):
            return f"no legal target for {missing!r} ({rule})"
        return f"choose a target for {missing!r} ({rule})"
    seen: list[Any] = []
    for spec, t in zip(specs, targets, strict=False):
        if t in seen:
            return f"the same target twice ({rule})"
        seen.append(t)
        if not matches_spec(game, spec, t, picker):
            return f"{describe(game, t)} is not a legal target for {spec!r} ({rule})"
        why = allowed(game, spec, t, picker)
        if why is not None:
            return f"{describe(game, t)} can't be the target: {why}"
    return None


def still_legal(game: Game, spec: str, target: Any, zcc: int, picker: Picker) -> bool:
    """On creation: the target is still there (the same object) and still legal."""
    if isinstance(target, int):
        obj = game.objects.get(target)
        if obj is None or obj.zcc != zcc:
            return False
    return matches_spec(game, spec, target, picker) and \
        allowed(game, spec, target, picker) is None


def describe(game: Game, t: Any) -> str:
    if isinstance(t, str) and t in ("p1", "p2"):
        return game.players[game.player_by_key(t)].name
    if isinstance(t, int) and t in game.objects:
        return game.objects[t].name
    return repr(t)


def zcc_of(game: Game, t: Any) -> int:
    obj: GameObject | None = game.objects.get(t) if isinstance(t, int) else None
    return obj.zcc if obj is not None else 0
