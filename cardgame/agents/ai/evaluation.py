"""What a permanent, a card or an effect is worth, read only from a player's view.

The tactics of both rulesets rank their options with these numbers: a creature is worth
its stats plus its evasion and combat keywords, so removal hits the biggest threat and
blocks trade up. Only public facts are used (the view's characteristics, damage, tapped).
"""

from __future__ import annotations

from typing import Any

from cardgame.engine.game import GameView
from cardgame.engine.objects import GameObject

# What a keyword adds to a creature's worth (either ruleset's spelling).
KEYWORD_WORTH = {
    "flying": 2.0, "first strike": 1.5, "double strike": 3.0, "deathtouch": 2.0,
    "trample": 1.0, "vigilance": 1.0, "shroud": 1.0, "reach": 0.5, "haste": 0.5,
    "invisibility": 2.0, "magic attack": 1.5, "magic defense": 1.5, "resistance": 0.5,
    "lifelink": 1.0, "flanking": 0.5, "rampage": 0.5, "banding": 0.5,
}
# Effects that hurt what they target, and effects that help it.
HARMFUL = {"damage", "destroy", "to_discard", "to_hand", "shuffle_into_deck", "counter",
           "exile", "tap", "passivize", "lose_counters", "lose_vp", "divide_damage",
           "void_from_discard"}
# What a creature that is also a land loses beyond its stats when it dies: a mana source.
LAND_AT_STAKE: float = 3.0
HELPFUL = {"heal", "pump", "gain_keywords", "regenerate", "prevent_damage", "untap",
           "activate", "gain_vp", "draw", "gain_life"}


def is_creature(view: GameView, obj: GameObject) -> bool:
    return any(t.lower() == "creature" for t in view.chars(obj).types)


def power(view: GameView, obj: GameObject) -> int:
    return view.chars(obj).power or 0


def toughness_left(view: GameView, obj: GameObject) -> int:
    """Damage it can still take before it dies."""
    return (view.chars(obj).toughness or 0) - obj.damage


def has(view: GameView, obj: GameObject, keyword: str) -> bool:
    """A keyword, also one with a parameter ("rampage 2" has "rampage")."""
    kws = view.chars(obj).keywords
    return keyword in kws or any(k.startswith(keyword + " ") for k in kws)


def mana_value(cost: Any) -> int:
    """A card's cost as a number: hkk VP directly, a magic mana cost by its symbols."""
    if isinstance(cost, int):
        return cost
    text = str(cost or "")
    total = 0
    for part in text.replace("}", "").split("{"):
        if not part:
            continue
        total += int(part) if part.isdigit() else 1
    return total


def is_land(view: GameView, obj: GameObject) -> bool:
    return any(t.lower() == "land" for t in view.chars(obj).types)


def creature_worth(view: GameView, obj: GameObject) -> float:
    """Stats and keywords; an animated land also risks a mana source (`LAND_AT_STAKE`), so
    it stays out of trades and attacks that would cost it for little."""
    c = view.chars(obj)
    worth = (c.power or 0) * 1.2 + (c.toughness or 0)
    if is_land(view, obj):
        worth += LAND_AT_STAKE
    for k in c.keywords:
        worth += KEYWORD_WORTH.get(k.split(" ")[0] if k.startswith(("rampage", "cumulative"))
                                   else k, 0.0)
    if "defender" in c.keywords:
        worth -= (c.power or 0) * 1.0
    return worth + 0.1 * mana_value(obj.card.cost)


def permanent_worth(view: GameView, obj: GameObject) -> float:
    """A creature by its stats; another permanent by what it cost (lands count a little)."""
    if is_creature(view, obj):
        return creature_worth(view, obj)
    if "Land" in obj.card.types:
        return 1.0
    return 1.0 + mana_value(obj.card.cost)


def mine(view: GameView, obj: GameObject, me: int) -> bool:
    return view.chars(obj).controller == me


def creatures_of(view: GameView, player: int) -> list[GameObject]:
    return [o for o in view.battlefield() if is_creature(view, o) and mine(view, o, player)]


def returning_creatures(view: GameView, player: int) -> list[GameObject]:
    """The player's phased-out creatures: back at their next untap, so they attack then."""
    return [o for o in view.phased_out() if is_creature(view, o) and mine(view, o, player)]


def effect_amount(effect: Any, fallback: int = 2) -> int:
    amount = effect.params.get("amount") if hasattr(effect, "params") else None
    return amount if isinstance(amount, int) else fallback
