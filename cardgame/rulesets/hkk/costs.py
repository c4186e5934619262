"""What playing a card costs: the VP cost with its changes, and the other ways to pay.

Why here: a VP cost has a base (printed, or computed from the turn: Timera makacskodása,
Hendiala cselszövése), changes from static abilities (Hógriff makes Raia creatures
cheaper), ancient magic's protection against increases (K131.2), and alternative payments
(replace VP with a Tüzes card or with Ép, or play for free on a condition). Buildings and
items are paid in VP like the rest (H-costs: the pool defines no other cost).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from cardgame.engine.objects import GameObject
from cardgame.rulesets.hkk import chars as ch
from cardgame.rulesets.hkk import conditions
from cardgame.rulesets.hkk.keywords import ancient_magic

if TYPE_CHECKING:
    from cardgame.engine.game import Game

_LIFE = re.compile(r"^pay ([0-9]+) life$")


@dataclass(frozen=True)
class Payment:
    """One way to pay for a card: VP, plus a card put into the Void or Ép paid."""

    key: str  # "vp", "free", "tuzes", "life"
    vp: int
    label: str
    void: int | None = None  # the Tüzes card put into the Void
    life: int = 0


def base_cost(game: Game, obj: GameObject, player: int) -> int:
    """The cost before changes: printed, or set by a cost rule of the card."""
    cost = obj.card.cost if isinstance(obj.card.cost, int) else 0
    for ab in obj.card.abilities:
        if ab.kind != "cost":
            continue
        p = getattr(ab, "params", {})
        if "x" in p:
            cost = min(game.turn, int(p.get("max", game.turn)))
        elif "your_turn" in p:
            cost = int(p["your_turn"] if game.active == player else p["other_turn"])
    return cost


def vp_cost(game: Game, obj: GameObject, player: int, log: bool = False) -> int:
    """The VP cost with every cost change of working static abilities applied."""
    base = base_cost(game, obj, player)
    changes: list[tuple[int, bool]] = []
    minimum: int | None = None
    found = ch.static_effects(game, "cost_change")
    c = ch.base_chars_of(obj) if found else None
    for src, eff in found:
        flt = dict(eff.get("filter") or {})
        whose = flt.pop("whose", "you")
        if whose == "you" and src.controller != player:
            continue
        if whose == "opponent" and src.controller == player:
            continue
        if c is None or not ch.matches(flt, c, obj, player):
            continue
        amount = int(eff.get("amount", 0))
        changes.append((amount, src.controller == player))
        if amount < 0 and eff.get("minimum") is not None:
            m = int(eff.get("minimum"))
            minimum = m if minimum is None else max(minimum, m)
    total, cancelled = ancient_magic.net_change(obj.card, changes)
    if cancelled and log:
        game.log.add("K131.2", "ancient_magic", "{} has ancient magic (ősmágia): the "
                     "opponent's cost increase does not apply", obj.name)
    cost = max(0, base + total)
    if minimum is not None and total < 0:
        cost = max(cost, min(minimum, base))
    return cost


def payments(game: Game, obj: GameObject, player: int) -> list[Payment]:
    """Every way `player` can pay for `obj` now (first: plain VP, if affordable)."""
    p = game.players[player]
    cost = vp_cost(game, obj, player)
    out: list[Payment] = []
    if p.state.vp >= cost:
        out.append(Payment("vp", cost, f"{cost} VP"))
    for ab in obj.card.abilities:
        if ab.kind != "alternative cost":
            continue
        params = getattr(ab, "params", {})
        if "free_if" in params:
            if conditions.holds(game, params["free_if"], player):
                out.append(Payment("free", 0, "free (ingyen)"))
            continue
        vp = max(0, cost - int(params["replace"]))
        if p.state.vp < vp:
            continue
        by = str(params["by"])
        life = _LIFE.match(by)
        if life:
            n = int(life.group(1))
            if p.life >= n:
                out.append(Payment("life", vp, f"{vp} VP and {n} Ép", life=n))
            continue
        seen: set[str] = set()
        for cid in p.zones["hand"]:
            card = game.objects[cid]
            if cid == obj.id or not ch.is_tuzes(card.name) or card.name in seen:
                continue
            seen.add(card.name)
            out.append(Payment("tuzes", vp, f"{vp} VP and {card.name} into the Void",
                               void=cid))
    return out
