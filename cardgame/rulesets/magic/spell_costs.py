"""A spell's total cost (601.2f): its mana cost, plus an additional cost printed on it
("as an additional cost to cast this spell, sacrifice a creature", 118.8), minus cost
reductions of static abilities ("black spells you cast cost {1} less", 118.7).

Why one place: the total cost is determined once and then locked in before anything is
paid (601.2f-h), so a permanent sacrificed to pay the additional cost still reduces the
cost it helped determine (601.2h's example). A reduction lowers only the generic part
(118.7a) and never below {0}.

Card key `additional_cost`: "sacrifice a creature", "discard a card" or "pay N life"
(parts joined by ", "). Static effect `cost_reduction`: `colors` (the spells it reduces:
a spell of any of these colours), `amount` (generic mana less); it applies to spells its
controller casts. Static effect `cost_increase`: `amount` more generic mana for every spell
(Sphere of Resistance); cards not being cast are not spells and cost nothing more (609.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.cardmodel import CardDef, Effect
from cardgame.rulesets.magic import printed
from cardgame.rulesets.magic.cardinfo import card_info
from cardgame.rulesets.magic.costs import Cost, parse_cost
from cardgame.rulesets.magic.interpreter import EFFECTS
from cardgame.rulesets.magic.keywords import flashback
from cardgame.rulesets.magic.mana import ManaCost, parse_mana_cost

if TYPE_CHECKING:
    from cardgame.engine.game import Game
    from cardgame.engine.objects import GameObject
    from cardgame.rulesets.magic.effects import Context

KEY = "additional_cost"
PARTS = ("sacrifice a creature", "discard a card", "pay <N> life")
REDUCTION = "cost_reduction"
INCREASE = "cost_increase"


@EFFECTS.effect(REDUCTION)
@EFFECTS.effect(INCREASE)
def _static_only(ctx: Context, e: Effect) -> None:
    """Only meaningful as a static ability; casting asks for it (`total_mana`)."""


def additional(card: CardDef) -> Cost | None:
    """The additional cost printed on the card, or None."""
    for k, v in card.extra:
        if k == KEY:
            return parse_cost(str(v))
    return None


def changes_costs(game: Game) -> bool:
    """Whether a card of the game prints a cost reduction or increase."""
    return printed.any_of(game, (REDUCTION, INCREASE))


def _reducers(game: Game) -> list[GameObject]:
    """Permanents printing a cost reduction, looked up once per battlefield state."""
    if not changes_costs(game):
        return []
    bf = game.battlefield()
    cached = game.memo.get(REDUCTION)
    if cached is not None and cached[0] is bf:
        return cached[1]  # type: ignore[no-any-return]
    found = [o for o in bf if any(e.kind in (REDUCTION, INCREASE)
                                  for ab in o.card.abilities for e in ab.effects)]
    game.memo[REDUCTION] = (bf, found)
    return found


def reduction(game: Game, player: int, obj: GameObject) -> int:
    """Generic mana less (negative: more) for this spell cast by `player`, from static
    abilities now."""
    reducers = _reducers(game)
    if not reducers:
        return 0
    colors = set(obj.card.colors)
    total = 0
    for o in reducers:
        c = game.chars(o)
        for ab in c.abilities:
            if ab.kind != "static":
                continue
            for e in ab.effects:
                if e.kind == INCREASE:  # every spell, whoever casts it
                    total -= int(e.get("amount", 1))
                elif e.kind == REDUCTION and c.controller == player \
                        and colors & set(e.get("colors", ())):
                    total += int(e.get("amount", 1))
    return total


def total_mana(game: Game, player: int, obj: GameObject) -> ManaCost:
    """The mana part of the total cost: the mana cost less reductions (118.7a); a card
    cast from a graveyard pays its flashback cost instead (an alternative cost, 702.34a)."""
    cost = card_info(obj.card).cost
    if obj.zone == "graveyard":
        alternative = flashback.cost(obj.card)
        if alternative is not None:
            cost = parse_mana_cost(alternative)
    less = reduction(game, player, obj)
    if not less:
        return cost
    return ManaCost(max(cost.generic - less, 0), cost.symbols, cost.x, cost.hybrid)
