"""Token copies (707.2, 111.1) and token doubling (Doubling Season, 614.1a, 616.1g).

Why a module of its own: a token that's a copy of a creature gets the creature's copiable
values (707.2) and is created on the battlefield, so the "as this enters" choices of the
copied card are made for the token as it enters (614.12: a token copy of Voice of All
chooses its colour), after the number of tokens is settled: token doubling applies first,
then each token makes its own choice (616.1g).

Effect `create_token_copies`: `who` (a player ref: "for each creature target player
controls, create a token that's a copy of that creature", Clone Legion). Static effect
`double_tokens` (no parameters): "if an effect would create one or more tokens under your
control, it creates twice that many instead" (each instance doubles again); static
`more_tokens` (`plus`, `times`): "... it creates that many plus one / three times that
many instead". They are replacement effects on a `TokensCreated` event (614.1a): when two
of them apply and the order changes the number (a doubler and a "plus one"), the tokens'
controller chooses which applies first (616.1). Every token created then enters through
the replacement effects of an entering permanent (`enter_token`, 614.1c, 614.12).
"""

from __future__ import annotations

from collections.abc import Generator
from functools import partial
from typing import TYPE_CHECKING, Any

from cardgame.engine.cardmodel import CardDef, Effect
from cardgame.engine.decisions import Decision
from cardgame.engine.events import Event, ZoneChange
from cardgame.engine.objects import GameObject
from cardgame.engine.replacement import ReplacementEffect
from cardgame.rulesets.magic import chosen_color, chosen_type, copies
from cardgame.rulesets.magic.interpreter import EFFECTS

if TYPE_CHECKING:
    from cardgame.engine.game import Game
    from cardgame.rulesets.magic.effects import Context

CREATE_COPIES = "create_token_copies"
DOUBLE = "double_tokens"
MORE = "more_tokens"
_WORDS = (DOUBLE, MORE)
CREATE_TOKENS = "create_tokens"  # the event kind


class TokensCreated(Event):
    """An effect would create `amount` tokens named `name` under `player`'s control: the
    event token replacement effects change (614.1a), the player ordering them (616.1).
    Nothing happens by itself: the creating effect makes the tokens it settles to."""

    __slots__ = ("player", "amount", "name")
    kind = CREATE_TOKENS

    def __init__(self, player: int, amount: int, name: str) -> None:
        self.player = player
        self.amount = amount
        self.name = name

    def happen(self, game: Game) -> None:
        pass


def token_effects(game: Game, event: Event) -> list[ReplacementEffect]:
    """The replacement registry's source: `double_tokens` and `more_tokens` of the
    permanents the tokens' controller controls."""
    out: list[ReplacementEffect] = []
    if not isinstance(event, TokensCreated):
        return out
    found: list[tuple[tuple[Any, ...], str, str, int, int, int]] = []
    for src in game.battlefield():
        if not any(ab.kind == "static" and e.kind in _WORDS
                   for ab in src.card.abilities for e in ab.effects):
            continue
        c = game.chars(src)
        if c.controller != event.player:
            continue
        for n, ab in enumerate(c.abilities):
            if ab.kind != "static":
                continue
            for i, e in enumerate(ab.effects):
                if e.kind not in _WORDS:
                    continue
                plus = int(e.get("plus", 0)) if e.kind == MORE else 0
                times = int(e.get("times", 1)) if e.kind == MORE else 2
                if times == 2 and plus == 0:
                    how = "twice that many tokens"
                elif times == 1:
                    how = f"that many tokens plus {plus}"
                else:
                    how = f"{times} times that many tokens" + (f" plus {plus}" if plus else "")
                found.append(((e.kind, src.id, src.zcc, (n, i)), c.name, how, plus, times,
                              src.id))
    # the order changes the number only when a multiplication meets an addition
    # (2 -> 4 -> 5 or 2 -> 3 -> 6): otherwise no order is asked (616.1)
    free = all(f[3] == 0 for f in found) or all(f[4] == 1 for f in found)
    for key, name, how, plus, times, sid in found:
        out.append(ReplacementEffect(
            key, f"{name}: {how} (614.1a)", CREATE_TOKENS, _some,
            partial(_more, plus=plus, times=times, name=name), order_free=free,
            source=sid, rule="614.1a"))
    return out


def _some(game: Game, ev: TokensCreated) -> bool:
    return ev.amount > 0


def _more(game: Game, ev: TokensCreated, plus: int, times: int, name: str) -> TokensCreated:
    n = ev.amount * times + plus
    game.log.add("614.1a", "replaced", "{}: {} token(s) become {}", name, ev.amount, n)
    ev.amount = n
    return ev


def token_count(game: Game, controller: int, n: int, name: str = ""
                ) -> Generator[Decision, Any, int]:
    """How many tokens an effect creating `n` under `controller`'s control creates: the
    token replacement effects, in the order the controller chooses (616.1)."""
    if n <= 0:
        return 0
    ev = yield from game.apply_flow(TokensCreated(controller, n, name))
    return ev.amount if isinstance(ev, TokensCreated) else 0


def enter_token(game: Game, card: CardDef, controller: int, *, tapped: bool = False
                ) -> Generator[Decision, Any, GameObject | None]:
    """One token created on the battlefield, entering like any permanent: first its
    "as it enters" choices (614.12: entering as a copy, Essence of the Wild's copy first,
    616.1f; a colour, a creature type), then the replacement effects of the entering
    event (614.1c: its own "enters tapped", "enters with N counters", Orb of Dreams), then
    the ruleset and the observers are told (603.6a)."""
    obj = game.new_object(card, controller, token=True)
    yield from copies.enter_as_copy(game, obj, controller)
    color = creature_type = None
    if chosen_color.chooses(obj):
        color = yield from chosen_color.ask(game, controller, obj)
    if chosen_type.chooses(obj):
        creature_type = yield from chosen_type.ask(game, controller, obj)
    entered = yield from game.enter_new_flow(obj, "battlefield", tapped=tapped)
    if not entered:
        return None
    obj.since_turn = game.turn
    game.rules.on_zone_change(game, obj, "", obj.zone, None)
    if color is not None:
        chosen_color.remember(game, obj, color)
    if creature_type is not None:
        chosen_type.remember(game, obj, creature_type)
    game.notify(ZoneChange(obj, "", obj.zone))
    return obj


@EFFECTS.effect(CREATE_COPIES)
def _create_copies(ctx: Context, e: Effect) -> Generator[Decision, Any, None]:
    g = ctx.game
    you = ctx.item.controller
    for p in ctx.players(e.get("who")):
        originals = [o for o in g.battlefield()
                     if "Creature" in g.chars(o).types and g.chars(o).controller == p]
        for original in originals:
            n = yield from token_count(g, you, 1, original.card.name)
            for _ in range(n):
                yield from _one_copy(g, you, original)


def _one_copy(g: Game, you: int, original: Any) -> Generator[Decision, Any, None]:
    """One token copy with the copiable values (707.2, copy effects included), entering
    like any token: its "as this enters" choices are made for it (614.12)."""
    values = original.card
    obj = yield from enter_token(g, values, you)
    if obj is not None:
        g.log.add("707.2", "token_copy", "{} creates a token that's a copy of {}",
                  g.players[you].name, values.name)


@EFFECTS.effect(DOUBLE)
@EFFECTS.effect(MORE)
def _static_only(ctx: object, e: Effect) -> None:
    """Only meaningful as a static ability (read where tokens are made)."""
