"""User text (player names, card names from user card files) is shown as plain text.

Why: Textual reads a plain `str` as markup, so a player called `[/]` crashed the app and
`[bold red]Bob` came out bold red. Every place that shows user text passes `Text`.
"""

from __future__ import annotations

import asyncio
from typing import Any

from tui_helpers import play_by_keys, press, scenario_factory

from cardgame.cards.pool import CardPool
from cardgame.engine.game import Game
from cardgame.rulesets import new_game
from cardgame.tui.app import CardGameApp

HOSTILE = ("[/]", "[bold red]Bob")

POSITION = """format = 1
name = "user text"
ruleset = "magic"
seed = 1

[[card]]
name = "[/]Bear[b]"
types = ["Creature"]
cost = "{G}"
power = 2
toughness = 2
text = "[red]not red[/red] [/]"

[state]
turn = 3
active = "p1"
step = "main1"

[state.p1]
hand = ["[/]Bear[b]"]
battlefield = ["Forest", "Forest"]
graveyard = ["[/]Bear[b]"]

[state.p2]
battlefield = ["[/]Bear[b]"]
graveyard = ["[/]Bear[b]"]
"""


def run(app: CardGameApp, flow: Any, size: tuple[int, int] = (120, 40)) -> None:
    async def main() -> None:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await flow(pilot, app)

    asyncio.run(main())


def plain_border_titles(app: CardGameApp) -> str:
    """The border titles of the top screen's widgets, as shown (plain text)."""
    titles = [getattr(w, "_border_title", None) for w in app.screen.query("*")]
    return " | ".join(t.plain for t in titles if t is not None)


def shown_text(app: CardGameApp) -> str:
    """What the top screen shows: its text lines, option prompts and border titles."""
    from textual.widgets import OptionList, Static

    out = [str(w.render()) for w in app.screen.query(Static)]
    for ol in app.screen.query(OptionList):
        for i in range(ol.option_count):
            prompt = ol.get_option_at_index(i).prompt
            out.append(getattr(prompt, "plain", str(prompt)))
    return " | ".join(out) + " | " + plain_border_titles(app)


def hostile_factory(seed: int) -> Game:
    pool = CardPool.builtin("magic")
    names = (["Mountain"] * 8 + ["Lightning Bolt"] * 4 + ["Grizzly Bears"] * 4
             + ["Hill Giant"] * 2 + ["Forest"] * 2)
    cards = [pool.get(n) for n in names]
    game = new_game("magic", (cards, cards), seed=seed, names=HOSTILE, start=False)
    for p in game.players:
        p.life = 3  # a short game
    game.start()
    return game


def test_a_whole_game_between_players_named_like_markup() -> None:
    app = CardGameApp(hostile_factory, seed=3)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        seen = await play_by_keys(pilot, app)
        assert app.game.over and "HandOffScreen" in seen

    run(app, flow)


def test_names_and_card_text_are_shown_literally_on_every_screen() -> None:
    app = CardGameApp(scenario_factory(POSITION, names=HOSTILE), open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        await pilot.pause()
        assert "[/] — " in plain_border_titles(app)  # the question's title names the player
        for key in ("s", "g"):  # settings (names), graveyards (names and card names)
            if type(app.screen).__name__.endswith("Dialog"):
                await press(pilot, "v")  # from the question to the board
            await press(pilot, key)
            shown = shown_text(app)
            assert "[bold red]Bob" in shown, (key, shown[:300])
            if key == "g":
                assert "[/]Bear[b]" in shown, shown[:300]
            await press(pilot, "escape")
        assert app.game.players[1].name == "[bold red]Bob"

    run(app, flow)
