"""Games for the TUI tests: scenario positions and short seeded games, and key drivers."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardgame.cards.pool import CardPool
from cardgame.engine.game import Game
from cardgame.rulesets import new_game
from cardgame.scenario.loader import loads_scenario
from cardgame.scenario.setup import build_game, scenario_pool

NAMES = ("Alice", "Bob")


def scenario_factory(text: str, names: tuple[str, str] = NAMES) -> Callable[[int], Game]:
    """A game factory that starts every game at the scenario's position."""
    sc = loads_scenario(text)

    def make(seed: int) -> Game:
        game, _ = build_game(sc, scenario_pool(sc))
        for p, name in zip(game.players, names, strict=True):
            p.name = name
        game.start()
        return game

    return make


def short_game_factory(life: int = 3, deck: list[str] | None = None) -> Callable[[int], Game]:
    """Seeded games of small decks with both players at `life`: over in a few turns."""
    pool = CardPool.builtin("magic")
    names = deck or (["Mountain"] * 8 + ["Lightning Bolt"] * 4 + ["Grizzly Bears"] * 4
                     + ["Hill Giant"] * 2 + ["Forest"] * 2)
    cards = [pool.get(n) for n in names]

    def make(seed: int) -> Game:
        game = new_game("magic", (cards, cards), seed=seed, names=NAMES, start=False)
        for p in game.players:
            p.life = life  # the test hook: a shortened game
        game.start()
        return game

    return make


def twenty_a_side() -> str:
    """A position with 20 permanents a side (10 lands, 10 creatures) for the latency bench."""
    def side(lands: str, creature: str, other: str) -> str:
        entries = [f'"{lands}"'] * 5 + [f'{{ card = "{lands}", tapped = true }}'] * 5
        entries += [f'"{creature}"'] * 6 + [f'{{ card = "{other}", tapped = true }}'] * 4
        return ", ".join(entries)

    return f"""
format = 1
name = "twenty permanents a side"
ruleset = "magic"
seed = 1

[state]
turn = 3
active = "p1"
step = "main1"

[state.p1]
hand = ["Lightning Bolt", "Giant Growth", "Forest", "Grizzly Bears"]
battlefield = [{side("Mountain", "Grizzly Bears", "Hill Giant")}]

[state.p2]
hand = ["Unsummon", "Counterspell", "Island"]
battlefield = [{side("Island", "Wind Drake", "Suntail Hawk")}]
"""


def top_screen(app: Any) -> str:
    return type(app.screen).__name__


# ---- positions for the dialog tests ------------------------------------------------------
HEADER = 'format = 1\nname = "{name}"\nruleset = "magic"\nseed = 1\n'

STACK_POSITION = HEADER.format(name="tapped lands and a bolt on the stack") + """
[state]
turn = 3
active = "p1"
step = "main1"

[state.p1]
life = 14
hand = ["Giant Growth", "Lightning Bolt", "Grizzly Bears"]
battlefield = [
  { card = "Mountain", tapped = true }, { card = "Mountain", tapped = true },
  "Forest", "Forest",
  { card = "Grizzly Bears", id = "bears", damage = 1 },
  { card = "Hill Giant", sick = true },
  { card = "Llanowar Elves", tapped = true },
  { card = "Shivan Dragon", counters = { "+1/+1" = 1 } },
]

[state.p2]
life = 9
hand = ["Counterspell", "Unsummon"]
battlefield = [
  { card = "Island", tapped = true }, "Island", "Plains",
  "Wind Drake", { card = "Serra Angel", tapped = true },
]

[[state.stack]]
card = "Lightning Bolt"
controller = "p2"
targets = ["bears"]
"""

SPELLS_POSITION = HEADER.format(name="modes, X and targets") + """
[[card]]
name = "Forked Choice"
types = ["Instant"]
cost = "{R}"
text = "Choose one: 2 damage to any target; or draw a card."

[[card.modes]]
label = "2 damage to any target"
targets = ["any"]
effects = [{ effect = "damage", amount = 2, to = "target" }]

[[card.modes]]
label = "draw a card"
effects = [{ effect = "draw", amount = 1 }]

[state]
turn = 3
active = "p1"
step = "main1"

[state.p1]
hand = ["Blaze", "Forked Choice", "Lightning Bolt"]
battlefield = ["Mountain", "Mountain", "Mountain"]

[state.p2]
life = 7
battlefield = ["Grizzly Bears", "Forest"]
"""

COMBAT_POSITION = HEADER.format(name="attackers and blockers") + """
[state]
turn = 3
active = "p1"
step = "beginning_of_combat"

[state.p1]
battlefield = [
  "Grizzly Bears", "Wind Drake", { card = "Hill Giant", sick = true },
  "Charging Monstrosaur",
]

[state.p2]
battlefield = ["Hill Giant", "Giant Spider", "Llanowar Elves"]
"""

BANDING_POSITION = HEADER.format(name="a band attacks") + """
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
battlefield = ["Test Bander", "Grizzly Bears", "Test Bander"]

[state.p2]
battlefield = ["Hill Giant"]
"""

TRIGGERS_POSITION = HEADER.format(name="two end-step triggers") + """
[state]
turn = 3
active = "p1"
step = "main2"

[state.p1]
battlefield = ["Ball Lightning", "Ball Lightning"]
"""

DISCARD_POSITION = HEADER.format(name="discard down to seven") + """
[state]
turn = 3
active = "p1"
step = "end"

[state.p1]
hand = ["Forest", "Forest", "Mountain", "Grizzly Bears", "Hill Giant", "Lightning Bolt",
        "Giant Growth", "Shivan Dragon", "Llanowar Elves"]
"""

TRIGGER_TARGET_POSITION = HEADER.format(name="a trigger chooses its target") + """
[state]
turn = 3
active = "p1"
step = "main1"

[state.p1]
hand = ["Man-o'-War"]
battlefield = ["Island", "Island", "Island", "Grizzly Bears"]

[state.p2]
battlefield = ["Hill Giant", "Wind Drake"]
"""

UPKEEP_POSITION = HEADER.format(name="cumulative upkeep") + """
[[card]]
name = "Test Ice Wall"
types = ["Creature"]
cost = "{1}{U}"
power = 0
toughness = 5
keywords = ["cumulative upkeep {W} or {U}"]

[state]
turn = 3
active = "p1"
step = "untap"

[state.p1]
battlefield = [{ card = "Test Ice Wall", counters = { age = 1 } }, "Island", "Plains", "Island"]
"""


# ---- driving the app by keys ---------------------------------------------------------------
async def press(pilot: Any, *keys: str) -> None:
    """Press keys one by one (the pilot waits for the app after each), then settle."""
    await pilot.press(*keys)
    await pilot.pause()


async def settle(pilot: Any) -> None:
    await pilot.pause()
    await pilot.pause()


def option_index(screen: Any, prefix: str) -> int | None:
    """1-based number of the priority action whose label starts with `prefix`."""
    for n, o in enumerate(getattr(screen, "actions", [])):
        if o.label.startswith(prefix):
            return n + 1
    return None


async def play_by_keys(pilot: Any, app: Any, max_steps: int = 400) -> list[str]:
    """A simple player that answers every screen by keys until the game is over.

    It bolts the opponent whenever it can, plays lands and creatures, attacks with
    everything and never blocks. Returns the names of the screens it went through.
    """
    seen: list[str] = []
    for _ in range(max_steps):
        screen = app.screen
        name = type(screen).__name__
        seen.append(name)
        if name == "GameOverScreen":
            return seen
        if name == "HandOffScreen":
            await press(pilot, "enter")
        elif name == "YesNoDialog":
            await press(pilot, "y" if screen.decision.options[0].value is True else "enter")
        elif name == "PriorityDialog":
            bolt = option_index(screen, "Cast Lightning Bolt")
            if bolt is not None:
                await press(pilot, str(bolt))
                picker = app.screen
                opponent = app.game.players[1 - screen.decision.player].name
                pick = next(i for i, item in enumerate(picker.items)
                            if str(item).startswith(opponent))
                await press(pilot, str(pick + 1))
                continue
            for prefix in ("Play", "Cast Hill Giant", "Cast Grizzly Bears"):
                n = option_index(screen, prefix)
                if n is not None:
                    await press(pilot, str(n))
                    break
            else:
                await press(pilot, "p")
        elif name == "AttackersDialog":
            await press(pilot, "a", "enter")
        elif name == "ChooseCardsDialog":
            need = screen.decision.min_choices
            for _ in range(need):
                await press(pilot, "space", "down")
            await press(pilot, "enter")
        elif name in ("ListPicker",):
            await press(pilot, "1")
        else:  # blockers, damage, order, choose: the dialog's default answer
            await press(pilot, "enter")
    raise AssertionError(f"the game did not end within {max_steps} screens: {seen[-10:]}")


def run_on_like_the_runner(game: object, result: object) -> str:
    """The live game run on with default answers to where the scenario run of its export
    stopped (the file's `[stop]`: an unfinished game's export stops at the start of the
    step after the one it was in): its digest."""
    from cardgame.engine.game import Game
    from cardgame.scenario.loader import load_scenario
    from cardgame.scenario.runner import _step_index

    assert isinstance(game, Game)
    stop = load_scenario(result.path).stop  # type: ignore[attr-defined]
    assert stop is not None, "an unfinished game's export names where its run stops"
    game.state["stop_at"] = (stop.turn, _step_index(game.ruleset, stop.step))
    while game.pending is not None:
        game.answer(game.pending.default_answer())
    return game.digest()
