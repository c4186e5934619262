"""Deterministic mid-combat positions for the board tests: a scenario file's position,
then a few answers given straight to the engine (attacks, blocks, a spell)."""

from __future__ import annotations

from typing import Any

from cardgame.engine.game import Game
from cardgame.scenario.loader import loads_scenario
from cardgame.scenario.setup import build_game, scenario_pool

NAMES = ("Alice", "Bob")

MAGIC_COMBAT = """
format = 1
name = "an attack with a band, blocks, and a Giant Growth on the stack"
ruleset = "magic"
seed = 1

[[card]]
name = "Test Bander"
types = ["Creature"]
cost = "{W}"
power = 1
toughness = 1
keywords = ["banding"]

[state]
turn = 3
active = "p1"
step = "beginning_of_combat"

[state.p1]
life = 17
hand = ["Giant Growth", "Lightning Bolt", "Wind Drake"]
battlefield = [
  { card = "Mountain", tapped = true }, { card = "Mountain", tapped = true },
  "Forest", { card = "Forest", tapped = true }, "Plains",
  { card = "Test Bander", id = "bander" }, { card = "Grizzly Bears", id = "bears" },
  { card = "Serra Angel", id = "angel" }, { card = "Shivan Dragon", sick = true },
  { card = "Llanowar Elves", tapped = true },
]

[state.p2]
life = 12
hand = ["Counterspell", "Unsummon"]
battlefield = [
  { card = "Island", tapped = true }, "Island", "Plains",
  { card = "Hill Giant", id = "giant" }, { card = "Giant Spider", id = "spider" },
  { card = "Wind Drake", damage = 1 },
]
"""

HKK_COMBAT = """
format = 1
name = "an hkk attack: a union, passive cards, guard posts"
ruleset = "hkk"

[[card]]
name = "Szürke farkas"
types = ["creature"]
subtypes = ["farkas"]
cost = 2
attack = 2
life = 2
keywords = ["union with farkas"]

[state]
step = "exchange"

[state.p1]
vp = 3
hand = ["Kézrátétel", "Apró gömbvillám", "Smaragdsörényű pegazus"]
guard_post = [{ card = "Dornodoni harcos", id = "a" }, { card = "Szürke farkas", id = "w1" },
              { card = "Szürke farkas", id = "w2", united_with = "w1" }]
reserve = [{ card = "Dornodoni harcos", passive = true }]
table = ["Ezüstsereg"]

[state.p2]
vp = 1
life = 17
hand = ["Angyali közbelépés"]
guard_post = [{ card = "Raiai őrszem", id = "guard" }]
reserve = [{ card = "Raiai őrszem", passive = true }, "Raiai őrszem"]
"""


def _pass_until(game: Game, kind: str) -> None:
    while game.pending is not None and game.pending.kind != kind:
        assert game.pending.kind == "priority", game.pending.kind
        game.answer({"action": "pass"})


def _built(text: str) -> tuple[Game, dict[str, Any]]:
    sc = loads_scenario(text)
    game, labels = build_game(sc, scenario_pool(sc))
    for p, name in zip(game.players, NAMES, strict=True):
        p.name = name
    game.start()
    return game, {label: obj.id for label, obj in labels.items()}


def magic_combat(seed: int = 0) -> Game:
    """Alice attacks Bob with a band (Test Bander + Grizzly Bears) and Serra Angel; Bob
    blocks the bears with Hill Giant and the angel with Giant Spider; Alice casts Giant
    Growth on the bears: Bob has priority with it on the stack."""
    game, ids = _built(MAGIC_COMBAT.replace('graveyard = ["Giant Growth"]',
                                            'graveyard = []').replace(
        'hand = ["Giant Growth", "Lightning Bolt", "Wind Drake"]',
        'hand = ["Giant Growth", "Lightning Bolt", "Wind Drake"]'))
    _pass_until(game, "declare_attackers")
    game.answer({"attackers": [[ids["bander"], "p2"], [ids["bears"], "p2"],
                               [ids["angel"], "p2"]],
                 "bands": [[ids["bander"], ids["bears"]]]})
    _pass_until(game, "declare_blockers")
    game.answer({"blocks": [[ids["giant"], [ids["bander"]]], [ids["spider"], [ids["angel"]]]]})
    d = game.pending
    assert d is not None and d.kind == "priority" and d.player == 0
    growth = next(o for o in d.options if o.label.startswith("Cast Giant Growth"))
    game.answer({**growth.value, "targets": [ids["bears"]]})
    return game


def hkk_combat(seed: int = 0) -> Game:
    """Alice attacks with her guard post: the warrior at Bob's guard, the wolf pair at
    Bob himself; the next question is in the strike phases."""
    game, ids = _built(HKK_COMBAT)
    while game.pending is not None and game.pending.kind != "declare_attackers":
        d = game.pending
        game.answer(d.default_answer() if d.kind != "priority" else {"action": "pass"})
    game.answer({"attackers": [[ids["a"], ids["guard"]], [ids["w1"], "p2"]]})
    return game


def asking_everything(app: Any) -> Any:
    """The app with both seats' "full control" on: every question is asked, so the
    position is shown as built (no stop passes it by)."""
    from cardgame.stops import Stops

    app.seat.stops = {0: Stops(full=True), 1: Stops(full=True)}
    return app
