"""The board and the card detail say what a copy copies (707); the copy question is a
card choice like any other (a ChooseCardsDialog that may choose none)."""

from __future__ import annotations

import asyncio
from typing import Any

from tui_helpers import HEADER, option_index, press, scenario_factory, top_screen

from cardgame.tui.app import CardGameApp
from cardgame.tui.present import detail_lines
from cardgame.tui.widgets.card import CardView

CLONE_POSITION = HEADER.format(name="a Clone to cast") + """
[state]
turn = 3
active = "p1"
step = "main1"

[state.p1]
hand = ["Clone"]
battlefield = ["Island", "Island", "Island", "Island"]

[state.p2]
battlefield = ["Serra Angel", "Grizzly Bears"]
"""


def _run(flow: Any) -> None:
    app = CardGameApp(scenario_factory(CLONE_POSITION), open_hands=True)

    async def main() -> None:
        async with app.run_test(size=(120, 36)) as pilot:
            await pilot.pause()
            await flow(pilot, app)

    asyncio.run(main())


def test_clone_asks_what_to_copy_and_the_board_says_copy_of() -> None:
    async def flow(pilot: Any, app: CardGameApp) -> None:
        await press(pilot, str(option_index(app.screen, "Cast Clone")))
        while top_screen(app) == "PriorityDialog" and app.game.stack:
            await press(pilot, "p")
        assert top_screen(app) == "ChooseCardsDialog"
        labels = [o.label for o in app.screen.decision.options]
        assert labels == ["Serra Angel (Bob)", "Grizzly Bears (Bob)"]
        await press(pilot, "space", "enter")  # the first: Serra Angel
        clone = next(o for o in app.game.battlefield() if o.controller == 0
                     and "Creature" in app.game.chars(o).types)
        assert app.game.chars(clone).name == "Serra Angel"
        view = next(c for c in app.board.query(CardView) if c.face.id == clone.id)
        assert "copy of Serra Angel" in str(view.render())
        assert ("Copy", "copy of Serra Angel (the card is Clone)") in detail_lines(app.game,
                                                                                 clone)

    _run(flow)


def test_choosing_no_permanent_leaves_clone_as_itself() -> None:
    async def flow(pilot: Any, app: CardGameApp) -> None:
        await press(pilot, str(option_index(app.screen, "Cast Clone")))
        while top_screen(app) == "PriorityDialog" and app.game.stack:
            await press(pilot, "p")
        assert top_screen(app) == "ChooseCardsDialog"
        await press(pilot, "enter")  # none chosen: 0 of 0-1 is allowed ("you may", 707.5)
        assert app.game.players[0].zones["graveyard"]  # a 0/0 Clone dies (704.5f)
        assert not any("copy of" in str(c.render()) for c in app.board.query(CardView))

    _run(flow)
