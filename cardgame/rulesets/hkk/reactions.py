"""Reaction windows and the reaction queue (reakció sor): K4.11 and H-reaction.

K4.11: players alternate acting within a phase, the active player first; the phase ends
when both pass in succession with nothing waiting. H-reaction (our reading of "the card
waits in the reaction queue until it is created; the other player may react"): after a
player plays a card or uses an ability, the other player acts next; a player who passes
while something waits lets the last item of the queue be created; after that, the
opponent of the new last item's controller acts, or with an empty queue the active
player.

Before anyone acts, the state is settled: a player at 0 Ép loses (K3), creatures at 0
life die (H-death; in the strike phase only after the window, H-combat), a creature
whose flying condition is met now counts as flying (K131.6.3), and waiting
automatic abilities enter the queue in the order their controller chooses (K21.18).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from cardgame.engine.decisions import ORDER_TRIGGERS, PRIORITY, Decision, Option
from cardgame.engine.objects import PendingTrigger, StackItem
from cardgame.errors import IllegalAction
from cardgame.rulesets.hkk import actions
from cardgame.rulesets.hkk import damage as dmg
from cardgame.rulesets.hkk import effects as fx
from cardgame.rulesets.hkk.keywords import flying
from cardgame.rulesets.hkk.resolve import resolve_top

if TYPE_CHECKING:
    from cardgame.engine.game import Game

Flow = Generator[Decision, Any, Any]


def window(game: Game) -> Flow:
    """One reaction window: alternate until both pass with an empty queue."""
    actor = game.active
    passes = 0
    while True:
        before = len(game.stack)
        yield from settle(game)
        if len(game.stack) > before:
            actor = 1 - game.stack[-1].controller
            passes = 0
        game.priority_player = actor
        action = yield from ask_act(game, actor)
        act = action["action"]
        if act == "pass":
            if game.stack:
                yield from resolve_top(game)
                passes = 0
                actor = 1 - game.stack[-1].controller if game.stack else game.active
                continue
            passes += 1
            if passes >= 2:
                game.priority_player = None
                return
            actor = 1 - actor
            continue
        if act == "concede":
            p = game.players[actor]
            p.conceded = True
            game.end(1 - actor, f"{p.name} conceded", "K3")
        actions.perform(game, actor, action)
        passes = 0
        actor = 1 - actor


def ask_act(game: Game, player: int) -> Flow:
    """The priority question, or an auto-pass for a player with nothing to do."""
    pl = game.players[player]
    if pl.autopass and not actions.has_actions(game, player):
        game.record_auto(PRIORITY, player, actions.PASS)
        return actions.PASS
    options = actions.options_for(game, player)
    d = Decision(PRIORITY, player, "Your turn to act (K4.11)", options, "K4.11",
                 validate=lambda a: actions.check_action(game, player, a),
                 default=lambda: dict(actions.PASS))
    answer: dict[str, Any] = yield d
    if answer["action"] == "pass":
        game.log.add("K4.11", "pass", "{} passes (passz)", pl.name)
    return answer


def settle(game: Game) -> Flow:
    """K3 losses, H-death deaths, then waiting automatic abilities into the queue."""
    while True:
        dmg.check_players(game)
        flying.condition_met(game)
        if not game.state.get("strike_grace") and dmg.kill_dying(game, "H-death"):
            continue
        if not game.triggers:
            return
        yield from queue_triggers(game)


def ordered(game: Game, player: int, trigs: list[PendingTrigger]) -> Flow:
    """K21.18: the controller orders their simultaneous automatic abilities."""
    if len(trigs) <= 1:
        return trigs
    n = len(trigs)
    opts = [Option(t.name, i, {"source": t.source}) for i, t in enumerate(trigs)]

    def check(a: Any) -> list[int]:
        if not isinstance(a, list) or sorted(a) != list(range(n)):
            raise IllegalAction(f"give an order of all {n} abilities (indexes 0..{n - 1})",
                                "K21.18")
        return list(a)

    order = yield Decision(ORDER_TRIGGERS, player, "Order your automatic abilities (first "
                           "enters the queue first, happens last)", opts, "K21.18", n, n,
                           validate=check, default=lambda: list(range(n)))
    return [trigs[i] for i in order]


def queue_triggers(game: Game) -> Flow:
    waiting, game.triggers = game.triggers, []
    for player in (game.active, 1 - game.active):
        mine = [t for t in waiting if t.controller == player]
        mine = yield from ordered(game, player, mine)
        for t in mine:
            game.stack.append(StackItem(game.new_id(), "ability", t.source, t.controller,
                                        t.name, [], [], (), t.ability.effects, t.ability, 0,
                                        None, t.source_zcc))
            game.log.add("K21.18", "trigger", "{} triggers (automatikus); it waits in the "
                         "reaction queue", t.name)


def happen_now(game: Game, trigs: list[PendingTrigger], rule: str) -> Flow:
    """Automatic abilities of a phase without a reaction window (preparation stage 2,
    the end of the turn): they happen at once, each controller's in their chosen order."""
    for player in (game.active, 1 - game.active):
        mine = [t for t in trigs if t.controller == player]
        mine = yield from ordered(game, player, mine)
        for t in mine:
            src = game.objects.get(t.source)
            game.log.add(rule, "automatic", "{} (automatikus)", t.name)
            ctx = fx.Ctx(game, t.controller, src, t.name.split(":")[0], False, ())
            yield from fx.run(ctx, t.ability.effects)
