""""As this enters, exile any number of creature cards from your graveyard. Its power is
equal to the total power of the exiled cards and its toughness is equal to their total
toughness." (Sutured Ghoul)

Why a module of its own: the exile is part of how the permanent enters (614.1c), so the
cards are chosen before it enters (614.12a), among the cards in the graveyard then; a
card entering the battlefield at the same time (returned from the same graveyard by the
same effect) can't be chosen (614.13a). The power and toughness are a characteristic-
defining ability (604.3, layer 7a) linked to the exile (607.2a): the totals of the cards
exiled this way, as they are in exile.

Static effect `as_enters_exile_creature_cards`: no parameters; the card's printed
power and toughness (0) are replaced by the totals.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Any

from cardgame.engine.cardmodel import Effect
from cardgame.engine.decisions import CHOOSE_CARDS, Decision, Option
from cardgame.engine.layers import ContinuousEffect
from cardgame.engine.objects import GameObject
from cardgame.errors import IllegalAction
from cardgame.rulesets.magic.interpreter import EFFECTS

if TYPE_CHECKING:
    from cardgame.engine.game import Flow, Game
    from cardgame.rulesets.magic.effects import Context

WORD: str = "as_enters_exile_creature_cards"
LAYER_CDA: str = "7a"  # characteristic-defining abilities come first in layer 7 (613.4a)


@EFFECTS.effect(WORD)
def _static_only(ctx: Context, e: Effect) -> None:
    """Only meaningful as a static ability; entering asks for it (`as_enters`)."""


def has_it(obj: GameObject) -> bool:
    return any(a.kind == "static" and any(e.kind == WORD for e in a.effects)
               for a in obj.card.abilities)


def _question(game: Game, player: int, obj: GameObject, cards: list[int],
              entering: Collection[int]) -> Decision:
    def check(answer: Any) -> list[int]:
        picked = list(answer) if isinstance(answer, (list, tuple)) else None
        if picked is None or len(set(picked)) != len(picked):
            raise IllegalAction(f"a list of different creature cards, not {answer!r}", "614.1c")
        for p in picked:
            if p in entering:
                raise IllegalAction(f"{game.objects[p].card.name} enters the battlefield at "
                                    "the same time: it can't be exiled (614.13a)", "614.13a")
            if p not in cards:
                raise IllegalAction(f"{p!r} is not a creature card in your graveyard",
                                    "614.1c")
        return [int(p) for p in picked]

    opts = [Option(game.objects[i].card.name, i) for i in cards]
    return Decision(CHOOSE_CARDS, player,
                    f"{obj.card.name}: exile any number of creature cards from your graveyard",
                    opts, "614.1c", 0, len(cards), validate=check, default=lambda: list(cards))


def as_enters(game: Game, obj: GameObject, controller: int,
              entering: Collection[int] = ()) -> Flow:
    """Before `obj` enters: its controller exiles creature cards from their graveyard,
    none of the `entering` ones; its power and toughness become their totals."""
    if not has_it(obj):
        return
    cards = [i for i in game.players[controller].zones["graveyard"]
             if i != obj.id and i not in entering
             and "Creature" in game.objects[i].card.types]
    picked: list[int] = []
    if cards or entering:
        picked = yield _question(game, controller, obj, cards, entering)
    power = toughness = 0
    for i in picked:
        card = game.objects[i]
        game.move(card, "exile")
        c = game.chars(card)
        power += c.power or 0
        toughness += c.toughness or 0
        game.log.add("614.1c", "exile", "{} exiles {} as it enters", obj.card.name,
                     card.card.name)
    game.add_effect(ContinuousEffect(LAYER_CDA, game.next_timestamp(), "set_pt",
                                     (power, toughness), obj.id, "",
                                     affected=frozenset({(obj.id, obj.zcc + 1)}),
                                     rule="604.3"))
