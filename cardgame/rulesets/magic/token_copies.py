"""Token copies (707.2, 111.1) and token doubling (Doubling Season, 614.1a, 616.1g).

Why a module of its own: a token that's a copy of a creature gets the creature's copiable
values (707.2) and is created on the battlefield, so the "as this enters" choices of the
copied card are made for the token as it enters (614.12: a token copy of Voice of All
chooses its colour), after the number of tokens is settled: token doubling applies first,
then each token makes its own choice (616.1g).

Effect `create_token_copies`: `who` (a player ref: "for each creature target player
controls, create a token that's a copy of that creature", Clone Legion). Static effect
`double_tokens` (no parameters): "if an effect would create one or more tokens under your
control, it creates twice that many instead" (each instance doubles again). It is read
where tokens are made (this module and `create_token`), not through the replacement
registry's 616.1 question: with no other token replacement in the vocabulary, no order
needs choosing.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from cardgame.engine.cardmodel import Effect
from cardgame.engine.decisions import Decision
from cardgame.engine.events import ZoneChange
from cardgame.rulesets.magic import chosen_color, chosen_type
from cardgame.rulesets.magic.interpreter import EFFECTS

if TYPE_CHECKING:
    from cardgame.engine.game import Game
    from cardgame.rulesets.magic.effects import Context

CREATE_COPIES = "create_token_copies"
DOUBLE = "double_tokens"


def token_count(game: Game, controller: int, n: int) -> int:
    """How many tokens an effect creating `n` under `controller`'s control creates."""
    for src in game.battlefield():
        c = game.chars(src)
        if c.controller != controller:
            continue
        for ab in c.abilities:
            if ab.kind == "static" and any(e.kind == DOUBLE for e in ab.effects):
                game.log.add("614.1a", "replaced", "{}: {} token(s) become {}", c.name, n,
                             n * 2)
                n *= 2
    return n


@EFFECTS.effect(CREATE_COPIES)
def _create_copies(ctx: Context, e: Effect) -> Generator[Decision, Any, None]:
    g = ctx.game
    you = ctx.item.controller
    for p in ctx.players(e.get("who")):
        originals = [o for o in g.battlefield()
                     if "Creature" in g.chars(o).types and g.chars(o).controller == p]
        for original in originals:
            for _ in range(token_count(g, you, 1)):
                yield from _one_copy(g, you, original)


def _one_copy(g: Game, you: int, original: Any) -> Generator[Decision, Any, None]:
    """One token copy: its "as this enters" choices, then it enters (614.12)."""
    values = original.card  # the copiable values (707.2), copy effects included
    color = creature_type = None
    probe = g.objects[original.id]
    if chosen_color.chooses(probe):
        color = yield from chosen_color.ask(g, you, probe)
    if chosen_type.chooses(probe):
        creature_type = yield from chosen_type.ask(g, you, probe)
    obj = g.create_object(values, you, "battlefield", token=True)
    obj.since_turn = g.turn
    g.rules.on_zone_change(g, obj, "", "battlefield", None)
    if color is not None:
        chosen_color.remember(g, obj, color)
    if creature_type is not None:
        chosen_type.remember(g, obj, creature_type)
    g.notify(ZoneChange(obj, "", "battlefield"))
    g.log.add("707.2", "token_copy", "{} creates a token that's a copy of {}",
              g.players[you].name, values.name)


@EFFECTS.effect(DOUBLE)
def _static_only(ctx: object, e: Effect) -> None:
    """Only meaningful as a static ability (read where tokens are made)."""
