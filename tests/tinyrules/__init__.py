"""`tally`, a ruleset that lives only in the tests: proof that a new game needs no line
of engine, scenario, cards, decks or tui code (issue 10, DESIGN.md "Layers").

Two zones (a hidden deck, a board of permanents), one step, one kind of card (a Point
card worth its `value`), one question a turn (play the top card of your deck, or pass)
and a win condition: the first player whose board is worth `target` points (10) wins;
who must play from an empty deck loses. `register()` joins the registry the way a
plug-in would; the tests play it with `cardgame.sim` and the scenario runner.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cardgame.engine.cardmodel import CardDef
from cardgame.engine.decisions import PRIORITY, Decision, Option
from cardgame.engine.description import (
    CardSchema,
    OptionInfo,
    PlayerKey,
    RulesetDescription,
    ScenarioAction,
    StepInfo,
    ZoneInfo,
)
from cardgame.engine.game import Flow, Game, Halt
from cardgame.engine.ruleset import Ruleset
from cardgame.errors import IllegalAction
from cardgame.rulesets import register_ruleset, unregister_ruleset

NAME = "tally"
HERE = Path(__file__).parent
PLAY, PASS = {"action": "play"}, {"action": "pass"}


def score(game: Game, player: int) -> int:
    return sum(game.objects[i].card.power or 0 for i in game.players[player].zones["board"])


def _card(c: Any) -> CardDef:
    """A card table: name, types = ["Point"] (or ["Filler"]), value."""
    c.check_keys(c.table, (), ("name", "ruleset", "types", "value", "text"))
    name = c.str_value(c.table, (), "name", required=True).strip()
    types = c.str_list(c.table, (), "types", ("Point", "Filler"), "type")
    return CardDef(name, NAME, types, power=c.int_value(c.table, (), "value") or 0,
                   text=c.str_value(c.table, (), "text", nonempty=False) or "")


def _play_true(loader: Any, value: Any, path: Any) -> bool:
    if value is not True:
        raise loader.fail(path, repr(value), "true (play the top card of your deck)")
    return True


DESCRIPTION = RulesetDescription(
    name=NAME, title="Tally (a test ruleset)",
    steps=(StepInfo("main", "T1", {"en": "main"}),),
    zones=(ZoneInfo("deck", hidden=True, role="library"), ZoneInfo("board", permanents=True)),
    default_step="main", default_stop_step="main",
    options=(OptionInfo("target", 10, "a whole number >= 1", "T3", "points that win",
                        minimum=1),),
    player_keys=(PlayerKey("score", get=lambda g, p: score(g, p.index)),),
    card_stats={"value": "power"},
    card_expect_keys=("ref", "zone", "controller", "value", "exists"),
    actions=(ScenarioAction("play", normalize=_play_true, answer=lambda r, a, d, w: PLAY,
                            refs=""),),
    card_schema=CardSchema(("name", "ruleset", "types", "value", "text"), {}, _card),
)


def _check(answer: Any) -> Any:
    if answer not in (PLAY, PASS):
        raise IllegalAction(f"answer {answer!r}: play or pass", "T1")
    return dict(answer)


class TallyRules(Ruleset):
    name = NAME
    description = DESCRIPTION

    def play(self, game: Game) -> Flow:
        if game.state.pop("start", None) is None:  # a new game, not a scenario's position
            for p in game.players:
                game.rng.shuffle(p.zones["deck"])
        target = int(game.options["target"])
        while True:
            game.step = "main"
            stop = game.state.get("stop_at")
            if stop is not None and (game.turn, 0) >= stop:
                raise Halt
            me = game.active
            answer = yield Decision(PRIORITY, me, "Play the top card of your deck, or pass",
                                    [Option("play", PLAY), Option("pass", PASS)], "T1",
                                    validate=_check, default=lambda: dict(PASS))
            if answer == PLAY:
                deck = game.players[me].zones["deck"]
                if not deck:
                    game.end(1 - me, f"{game.players[me].name} must play from an empty deck",
                             "T2")
                card = game.objects[deck[0]]
                game.move(card, "board")
                game.log.add("T1", "play", "{} plays {} ({} points)", game.players[me].name,
                             card.name, score(game, me))
                if score(game, me) >= target:
                    game.end(me, f"{game.players[me].name} reached {target} points", "T3")
            game.next_turn()


def register() -> None:
    register_ruleset(NAME, TallyRules, card_data=HERE / "cards")


def unregister() -> None:
    unregister_ruleset(NAME)
