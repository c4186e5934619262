"""K131.5-131.7 flying (Repül / "Aktívan jön játékba"): not an ability, only a note that
the card comes into play active instead of passive."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from cardgame.engine.cardmodel import CardDef
from cardgame.rulesets.hkk import conditions
from cardgame.rulesets.hkk import zones as z

if TYPE_CHECKING:
    from cardgame.engine.game import Game


def flies_on_entry(game: Game, card: CardDef, controller: int) -> tuple[bool, str]:
    """Whether a card coming into play is flying (K131.5, K131.5.1 buildings too), and the
    rule that says so; a "flies if" condition is checked now and then holds (K131.6.3)."""
    if "flying" in card.keywords:
        return True, "K131.5"
    for ab in card.abilities:
        if ab.kind == "flies if" and conditions.holds(game, ab.condition, controller):
            return True, "K131.6.3"
    return False, ""


def token_card(card: CardDef, flying: bool) -> CardDef:
    """K131.7: a token flies only if the text that creates it says so."""
    kws = tuple(k for k in card.keywords if k != "flying")
    if flying:
        kws = kws + ("flying",)
    abilities = tuple(a for a in card.abilities if a.kind != "flies if")
    return replace(card, keywords=kws, abilities=abilities)


# id of a card definition -> (the definition, kept so its id is never reused, and the
# conditions of its "flies if" abilities)
_CONDITIONS: dict[int, tuple[CardDef, tuple[str, ...]]] = {}


def _flies_if(card: CardDef) -> tuple[str, ...]:
    entry = _CONDITIONS.get(id(card))
    if entry is None:
        entry = (card, tuple(a.condition for a in card.abilities if a.kind == "flies if"))
        _CONDITIONS[id(card)] = entry
    return entry[1]


def condition_met(game: Game) -> None:
    """K131.6.3: a card in play whose "flies if" condition holds counts as flying from
    then on while it stays in play, though it came into play passive (it stays so)."""
    for o in z.in_play(game):
        if z.FLYING in o.extra or o.token:
            continue
        conds = _flies_if(o.card)
        if conds and any(conditions.holds(game, c, o.controller) for c in conds):
            o.extra[z.FLYING] = True
            game.invalidate()
            game.log.add("K131.6.3", "flies", "{}: its condition is met, so it counts as "
                         "flying (repül) while it stays in play", o.name)
