"""Replacement effects that turn one kind of event into another (616.2): "If you would
gain life, draw that many cards instead" and "If you would draw a card, return a card
from your graveyard to your hand instead".

Why a source of their own: each replaces an event by a new one of another kind, and the
new events are events like any other, so the other effect may then apply to them (616.2:
with both, gaining life returns that many cards from the graveyard). Each draw of "draw
that many cards" is its own event (121.2).

Static effects (no parameters): `gain_life_draws_instead`, `draw_returns_from_graveyard`.
The player chooses the card returned ("a card": 616.2's example), asked as the
replacement event happens where a question can be asked (a draw of the draw step or of a
spell or ability, `draw_cards_flow`; gaining life from a spell or ability); elsewhere
(a draw inside a plain `Game.apply`) the default is taken: the card put there last.
"""

from __future__ import annotations

from collections.abc import Generator
from functools import partial
from typing import TYPE_CHECKING, Any

from cardgame.engine.cardmodel import Effect
from cardgame.engine.decisions import CHOOSE_CARDS, Decision, Option
from cardgame.engine.events import DRAW, LIFE_GAINED, Draw, Event, LifeGained
from cardgame.engine.replacement import ReplacementEffect
from cardgame.errors import IllegalAction
from cardgame.rulesets.magic import printed
from cardgame.rulesets.magic.interpreter import EFFECTS

if TYPE_CHECKING:
    from cardgame.engine.game import Game

GAIN_DRAWS = "gain_life_draws_instead"
DRAW_RETURNS = "draw_returns_from_graveyard"
KINDS = (GAIN_DRAWS, DRAW_RETURNS)


def draws_ask(game: Game) -> bool:
    """Whether a draw may ask a question here: a card of the game prints "return a card
    from your graveyard instead of drawing" (otherwise draws are plain calls)."""
    return printed.any_of(game, (DRAW_RETURNS,))


class DrawInstead(Event):
    """`player` draws `amount` cards, one draw event each (121.2)."""

    __slots__ = ("player", "amount")
    kind = "draw_instead"
    asks = True

    def __init__(self, player: int, amount: int) -> None:
        self.player = player
        self.amount = amount

    def happen(self, game: Game) -> None:
        from cardgame.rulesets.magic.effects import draw_cards

        draw_cards(game, self.player, self.amount, "616.2")

    def happen_flow(self, game: Game) -> Generator[Decision, Any, None]:
        from cardgame.rulesets.magic.effects import draw_cards_flow

        yield from draw_cards_flow(game, self.player, self.amount, "616.2")


class ReturnFromGraveyard(Event):
    """`player` returns a card of their choice from their graveyard to their hand
    (nothing if it is empty)."""

    __slots__ = ("player",)
    kind = "return_from_graveyard"
    asks = True

    def __init__(self, player: int) -> None:
        self.player = player

    def happen(self, game: Game) -> None:
        yard = game.players[self.player].zones.get("graveyard") or []
        if yard:  # no question can be asked here: the default, the card put there last
            self._return(game, yard[-1])

    def happen_flow(self, game: Game) -> Generator[Decision, Any, None]:
        yard = list(game.players[self.player].zones.get("graveyard") or [])
        if not yard:
            return
        newest = yard[::-1]  # the card put there last first: the default answer
        names = {game.objects[i].card.name for i in yard}
        chosen = newest[0]
        if len(names) > 1:  # identical cards: nothing to choose
            opts = [Option(game.objects[i].card.name, i) for i in newest]

            def check(answer: Any) -> int:
                if isinstance(answer, list) and len(answer) == 1:
                    answer = answer[0]
                if answer not in newest or isinstance(answer, bool):
                    raise IllegalAction("choose one card of your graveyard", "616.2")
                return int(answer)

            chosen = yield Decision(CHOOSE_CARDS, self.player,
                                    "Return a card from your graveyard to your hand",
                                    opts, "616.2", 1, 1, validate=check,
                                    default=lambda: newest[0])
        self._return(game, chosen)

    def _return(self, game: Game, oid: int) -> None:
        obj = game.objects[oid]
        game.move(obj, "hand")
        game.log.add("616.2", "return", "{} returns {} from their graveyard to their hand",
                     game.players[self.player].name, obj.card.name)


def effects(game: Game, event: Event) -> list[ReplacementEffect]:
    """The source for the replacement registry: these words on permanents in play."""
    if event.kind not in (LIFE_GAINED, DRAW) or not printed.any_of(game, KINDS):
        return []  # (no card of the game prints these words: no permanent to look at)
    want = GAIN_DRAWS if event.kind == LIFE_GAINED else DRAW_RETURNS
    out: list[ReplacementEffect] = []
    for src in game.battlefield():
        if not any(ab.kind == "static" and e.kind in KINDS
                   for ab in src.card.abilities for e in ab.effects):
            continue
        chars = game.chars(src)
        you = chars.controller
        for n, ab in enumerate(chars.abilities):
            if ab.kind != "static" or not any(e.kind == want for e in ab.effects):
                continue
            key = (want, src.id, src.zcc, n)
            if want == GAIN_DRAWS:
                out.append(ReplacementEffect(
                    key, f"{chars.name}: draw that many cards instead of gaining life",
                    LIFE_GAINED, partial(_gains, you=you),
                    _draws, source=src.id, rule="616.2"))
            else:
                out.append(ReplacementEffect(
                    key, f"{chars.name}: return a card from your graveyard instead of "
                    "drawing", DRAW, partial(_draws_a_card, you=you),
                    _returns, source=src.id, rule="616.2"))
    return out


def _gains(game: Game, ev: LifeGained, you: int) -> bool:
    return ev.player == you and ev.amount > 0


def _draws_a_card(game: Game, ev: Draw, you: int) -> bool:
    return ev.player == you


def _draws(game: Game, ev: LifeGained) -> Event:
    game.log.add("616.2", "replaced", "{} draws {} card(s) instead of gaining {} life",
                 game.players[ev.player].name, ev.amount, ev.amount)
    return DrawInstead(ev.player, ev.amount)


def _returns(game: Game, ev: Draw) -> Event:
    game.log.add("616.2", "replaced", "{} returns a card from their graveyard instead of "
                 "drawing", game.players[ev.player].name)
    return ReturnFromGraveyard(ev.player)


@EFFECTS.effect(GAIN_DRAWS)
@EFFECTS.effect(DRAW_RETURNS)
def _static_only(ctx: object, e: Effect) -> None:
    """Only meaningful as static abilities (the replacement registry reads them)."""
