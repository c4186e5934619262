"""Counted amounts of cards outside the battlefield: "the number of cards in your hand".

Rules text measures zones other than the battlefield: Maro's power and toughness are
"each equal to the number of cards in your hand" (a characteristic-defining ability,
604.3, the 704.4 example), Svogthos becomes a creature with power and toughness "equal to
the number of creature cards in your graveyard" (613.6). A count word is usable wherever
an amount is (`discard` with `amount = "cards in your hand"` discards the whole hand) and
as the power or toughness of `set_pt`. "Your" is the controller of the ability or spell.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from cardgame.engine.cardmodel import CardDef, Effect
from cardgame.engine.layers import ContinuousEffect

if TYPE_CHECKING:
    from cardgame.engine.game import Game

# count word -> (zone, card type a counted card must have, "" for any)
COUNT_WORDS: dict[str, tuple[str, str]] = {
    "cards in your hand": ("hand", ""),
    "cards in your graveyard": ("graveyard", ""),
    "creature cards in your graveyard": ("graveyard", "Creature"),
    # graveyard_card_types.py (Tarmogoyf): distinct card types in every graveyard
    "card types among cards in all graveyards": ("graveyards", "types"),
    "card types among cards in all graveyards plus 1": ("graveyards", "types"),
}


def count(game: Game, word: str, controller: int) -> int:
    """How many cards `word` counts now, for the player `controller`."""
    zone, card_type = COUNT_WORDS[word]
    if zone == "graveyards":
        from cardgame.rulesets.magic import graveyard_card_types

        return graveyard_card_types.count(game, word)
    ids = game.players[controller].zones[zone]
    if not card_type:
        return len(ids)
    return sum(1 for i in ids if card_type in game.objects[i].card.types)


# The op of a resolved effect whose power and toughness follow a count ("until end of
# turn, this becomes a creature with 'its power and toughness are each equal to ...'").
# The engine's layers don't know it and skip it; `following_pt_effects` turns it, for the
# current state, into a plain "set_pt" with the numbers counted now.
FOLLOWING_PT = "set_pt_following"


def following_pt_effects(game: Game) -> list[ContinuousEffect]:
    """The resolved effects whose P/T follow a count, with the values of this moment."""
    out: list[ContinuousEffect] = []
    for e in game.effects:
        if e.op != FOLLOWING_PT:
            continue
        ctrl = int(e.extra.get("controller", 0))
        power, toughness = e.value
        values = (_value(game, power, ctrl), _value(game, toughness, ctrl))
        out.append(replace(e, op="set_pt", value=values))
    return out


def _value(game: Game, word: object, controller: int) -> int:
    if isinstance(word, str) and word in COUNT_WORDS:
        return count(game, word, controller)
    if word == "your life total":
        return game.players[controller].life
    return int(word)  # type: ignore[call-overload]


def zones_counted(game: Game) -> bool:
    """Whether characteristics may follow a count now: a permanent whose card uses a
    count word anywhere (a static "set_pt", a granted one), or a resolved effect whose
    P/T follow a count. Without one, moving a card between hand, library, stack and
    graveyard changes no permanent's characteristics (`keeps_characteristics`)."""
    bf = game.battlefield()  # resolved effects start and end only with a new list
    cached = game.memo.get("zones_counted")
    if cached is not None and cached[0] is bf:
        return bool(cached[1])
    found = False  # (loops, not generators: asked for every new battlefield list)
    for e in game.effects:
        if e.op == FOLLOWING_PT:
            found = True
            break
    if not found:
        for o in bf:
            facts = o.card.facts
            counts = facts.get("uses_count_words")
            if counts if counts is not None else _card_counts(o.card):
                found = True
                break
    game.memo["zones_counted"] = (bf, found)
    return found


def _card_counts(card: CardDef) -> bool:
    found = card.facts.get("uses_count_words")
    if found is None:
        found = any(_counts(e) for ab in card.abilities for e in ab.effects) \
            or any(_counts(e) for e in card.effects)
        card.facts["uses_count_words"] = found
    return bool(found)


def _counts(e: Effect) -> bool:
    """A count word among an effect's parameters, or those of the effects it carries."""
    for v in e.params.values():
        if isinstance(v, str):
            if v in COUNT_WORDS:
                return True
        elif isinstance(v, (tuple, list)):
            for x in v:
                if isinstance(x, Effect) and _counts(x) or isinstance(x, str) \
                        and x in COUNT_WORDS:
                    return True
        elif isinstance(v, Effect) and _counts(v):
            return True
    return False
