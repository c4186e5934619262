"""K131.2 guardian (Őrző, icon 77): its controller can't be the target of a damaging
instant or general spell. Like every ability of a passive non-creature permanent, it
doesn't work while the permanent is passive (K5.5.8). A skill card (képesség) is no spell
(varázslat): guardian doesn't stop it, nor abilities and permanents' on-play effects."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.cardmodel import CardDef
from cardgame.rulesets.hkk import chars as ch
from cardgame.rulesets.hkk import zones as z

if TYPE_CHECKING:
    from cardgame.engine.game import Game


def stops(card: CardDef) -> bool:
    """Whether the card is a spell guardian stops (if it damages): not a skill card."""
    return z.is_spell_card(card.types)


def protects(game: Game, player: int) -> str | None:
    """Why `player` can't be targeted, or None. A united pair is looked at once, as one
    creature with the pair's characteristics (K131.9), never through a member under it."""
    for o in z.in_play(game):
        if o.controller == player and z.UNDER not in o.extra and ch.has(game, o, "guardian"):
            return (f"{game.players[player].name} is protected by {o.name} (guardian, őrző) "
                    f"(K131.2)")
    return None
