""""Reveal the top card of your library. If it's an artifact, creature, or land card, you
may put it onto the battlefield with a manifestation counter on it. That permanent is an
enchantment in addition to its other types." (Arbiter of the Ideal)

Why a module of its own: the added type is part of the effect that puts the card onto the
battlefield, so it applies from the moment the permanent enters (611.2e): an ability
that triggers when an enchantment enters sees it. The continuous effect is made for the
object the card becomes on the battlefield before it moves, so there is no moment where
the permanent is on the battlefield without the type. A card that isn't put stays on top.

Effect `reveal_top_put_onto_battlefield`: `types` (the card types that may be put, any of
them), `counter` (str, a counter it enters with), `add_types` (types it has in addition).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.cardmodel import Effect
from cardgame.engine.layers import LAYER_TYPE, ContinuousEffect
from cardgame.rulesets.magic.cardinfo import PERMANENT_TYPES
from cardgame.rulesets.magic.interpreter import EFFECTS

if TYPE_CHECKING:
    from cardgame.engine.game import Flow
    from cardgame.rulesets.magic.effects import Context


@EFFECTS.effect("reveal_top_put_onto_battlefield")
def _reveal_top_put(ctx: Context, e: Effect) -> Flow:
    from cardgame.rulesets.magic.priority import ask_yes_no

    g = ctx.game
    you = ctx.item.controller
    library = g.players[you].zones[g.library_zone]
    if not library:
        return
    obj = g.objects[library[0]]
    g.log.add("701.20a", "reveal", "{} reveals {} from the top of their library",
              g.players[you].name, obj.card.name)
    if not set(obj.card.types) & set(e.get("types", ())):
        return
    put = yield from ask_yes_no(g, you, f"Put {obj.card.name} onto the battlefield?", "611.2e")
    if not put:
        return
    added = tuple(e.get("add_types", ()))
    effect = None
    if added:  # for the object it becomes there: it enters with the types (611.2e)
        effect = ContinuousEffect(LAYER_TYPE, g.next_timestamp(), "add_types", added,
                                  ctx.item.source, "", affected=frozenset({(obj.id, obj.zcc + 1)}),
                                  rule="611.2e", extra={"card_types": PERMANENT_TYPES})
        g.add_effect(effect)
    yield from g.move_flow(obj, "battlefield", controller=you)
    if obj.zone != "battlefield":
        return
    counter = e.get("counter")
    if counter:
        g.add_counters(obj, str(counter), 1)
    g.log.add("611.2e", "put", "{} enters the battlefield{}", obj.card.name,
              " as " + " ".join(added) + " in addition to its other types" if added else "")
