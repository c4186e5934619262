""""If you would lose the game, instead ..." (Lich's Mirror): a replacement effect for the
game loss that state-based actions would cause (704.5a-c), and the one-shot effects such
a replacement does: shuffling zones into a library and setting a life total.

704.7: when several state-based actions would make the same player lose at the same time
(0 life and a draw from an empty library), they are one event, and a single replacement
effect replaces all of them. The replacement applies once to that event (614.5); if the
player would still lose after it (or at a later check), the loss happens unless a
replacement applies again. The player's replacement comes from a permanent they control
with a static `replace_game_loss` ability; it does its `effects` in order, as if that
permanent's controller had done them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.cardmodel import Effect
from cardgame.engine.objects import GameObject, StackItem
from cardgame.rulesets.magic.interpreter import EFFECTS

if TYPE_CHECKING:
    from cardgame.engine.game import Game
    from cardgame.rulesets.magic.effects import Context

KIND = "replace_game_loss"


def _replacement(game: Game, player: int) -> tuple[GameObject, Effect] | None:
    """The first permanent `player` controls with a game-loss replacement, and its effect."""
    for obj in game.battlefield():
        c = game.chars(obj)
        if c.controller != player:
            continue
        for ab in c.abilities:
            if ab.kind == "static":
                for e in ab.effects:
                    if e.kind == KIND:
                        return obj, e
    return None


def replace_losses(game: Game, losers: list[tuple[int, str, str]],
                   ) -> tuple[list[tuple[int, str, str]], bool]:
    """The losers left (each player once, with their first reason) once each player's
    replacement, if any, has replaced all the state-based actions that would make them
    lose now (704.7); and whether a replacement was applied."""
    out: list[tuple[int, str, str]] = []
    done: set[int] = set()
    for idx, why, rule in losers:
        if idx in done:
            continue  # the same event: already replaced, or already losing (704.7)
        done.add(idx)
        found = _replacement(game, idx)
        if found is None:
            out.append((idx, why, rule))
            continue
        obj, e = found
        reasons = "; ".join(w for i, w, _ in losers if i == idx)
        game.log.add("704.7", "replace_game_loss", "{} would lose the game ({}): {} "
                     "replaces it", game.players[idx].name, reasons, obj.card.name)
        game.players[idx].drew_from_empty = False
        from cardgame.rulesets.magic.effects import run_now

        run_now(game, StackItem(id=-1, kind="ability", source=obj.id, controller=idx,
                                name=obj.card.name, effects=tuple(e.get("effects", ())),
                                source_zcc=obj.zcc))
    return out, len(out) < len(done)


@EFFECTS.effect(KIND)
def _static_only(ctx: Context, e: Effect) -> None:
    """A static ability: state-based actions ask for it (replace_losses)."""


@EFFECTS.effect("shuffle_into_library")
def _shuffle_into_library(ctx: Context, e: Effect) -> None:
    """`who` shuffles their hand, graveyard and/or the permanents they own into their
    library (401.4), as the flags say."""
    g = ctx.game
    for p in ctx.players(e.get("who")):
        pl = g.players[p]
        moving: list[GameObject] = []
        if e.get("hand", False):
            moving += [g.objects[i] for i in pl.zones["hand"]]
        if e.get("graveyard", False):
            moving += [g.objects[i] for i in pl.zones["graveyard"]]
        if e.get("permanents", False):
            moving += [o for o in g.battlefield() if o.owner == p]
        for obj in moving:
            g.move(obj, "library")
        g.rng.shuffle(pl.zones["library"])
        g.log.add("401.4", "shuffle", "{} shuffles {} card(s) into their library", pl.name,
                  len(moving))


@EFFECTS.effect("set_life")
def _set_life(ctx: Context, e: Effect) -> None:
    """119.5: "your life total becomes N": they gain or lose the difference."""
    g = ctx.game
    n = ctx.amount(e)
    for p in ctx.players(e.get("who")):
        life = g.players[p].life
        if n > life:
            g.gain_life(p, n - life)
        elif n < life:
            g.lose_life(p, life - n)
        g.log.add("119.5", "set_life", "{}'s life total becomes {}", g.players[p].name, n)
