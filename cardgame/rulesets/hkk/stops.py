"""When a hot-seat seat asks an hkk player about the opponent's card in the queue.

Why its own rule: in hkk the other player may react to every card played (H-reaction),
and the bundled decks hold cheap counters (Timera makacskodása costs 0 VP in the
opponent's turn and counters any card). "Ask whenever they could do anything" would ask
that player about every card the opponent plays, two hand-offs each. A seat's default
stops ask only where a reaction is worth a decision:

- the player can afford a reaction that acts on the waiting card itself (a counter or a
  neutralization that can name it: a creature counter only for a creature), and that card
  is one of the bigger plays (`WORTH_COUNTERING` VP or more); or
- the waiting card or ability names the player or one of their cards, and they could do
  anything at all (a heal, a counter, a sacrifice for value...).

Anything else passes by itself; the player who wants every card can add the opponent's
main phase to their stops, or use full control. The engine and scenario runs still ask
every question.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.rulesets.hkk import actions, costs
from cardgame.rulesets.hkk import zones as z

if TYPE_CHECKING:
    from cardgame.engine.game import Game
    from cardgame.engine.objects import StackItem

WORTH_COUNTERING = 3  # VP: most bundled cards cost 0-2; countering those is rarely worth a card
QUEUE_SPEC = "queued"  # target specs that name a card waiting in the queue


def worth_responding(game: Game, player: int) -> bool:
    """Whether the player should be asked about the opponent's last item in the queue."""
    top = next((s for s in reversed(game.stack) if s.controller != player), None)
    if top is None:
        return False
    options = [o for o in actions.options_for(game, player)
               if o.value["action"] in ("play", "activate")]
    if not options:
        return False
    if _names_player(game, top, player):
        return True
    if top.kind != "spell" or _paid(game, top) < WORTH_COUNTERING:
        return False
    for o in options:
        specs = o.data.get("targets") or ()
        if not any(s.startswith(QUEUE_SPEC) for s in specs):
            continue
        cands = game.target_candidates(next(s for s in specs if s.startswith(QUEUE_SPEC)),
                                       player, o.value)
        if top.id in cands:
            return True
    return False


def _paid(game: Game, item: StackItem) -> int:
    """The VP its controller paid for the card (its cost as it stands now)."""
    obj = game.objects.get(item.id)
    return 0 if obj is None else costs.vp_cost(game, obj, item.controller)


def _names_player(game: Game, item: StackItem, player: int) -> bool:
    """The item targets the player or a card they control."""
    key = f"p{player + 1}"
    for t in item.targets:
        if t == key:
            return True
        obj = game.objects.get(t) if isinstance(t, int) else None
        if obj is not None and obj.zone in z.IN_PLAY and obj.controller == player:
            return True
    return False
