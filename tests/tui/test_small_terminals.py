"""A new player at the smallest supported terminal (80×24): what they could not reach
or read there, each shown fixed by driving the app with the Pilot."""

from __future__ import annotations

import asyncio
from typing import Any

from board_positions import HKK_COMBAT, asking_everything
from test_flows import run, scenario_app
from test_hkk_flows import EXCHANGE_AND_ATTACK, to_screen
from textual.widgets import OptionList
from tui_helpers import COMBAT_POSITION, HEADER, press, scenario_factory, top_screen

from cardgame import cli
from cardgame.decks import bundled_decks
from cardgame.tui.app import SIZE_WARNING_SECONDS, CardGameApp
from cardgame.tui.layout import too_small_message
from cardgame.tui.start import NewGameScreen, StartApp, StartOptions
from cardgame.tui.widgets.battle_row import BattleRow
from cardgame.tui.widgets.card import CardView
from cardgame.tui.widgets.hand_row import HandCards, HandChip
from cardgame.tui.widgets.key_bar import KeyBar
from cardgame.tui.widgets.row_list import RowList

SMALL = (80, 24)

# more cards in hand and on the table than an 80-column board shows side by side
CROWDED = HEADER.format(name="a crowded board") + """
[state]
turn = 3
active = "p1"
step = "main1"

[state.p1]
hand = ["Lightning Bolt", "Giant Growth", "Grizzly Bears", "Hill Giant", "Shivan Dragon",
        "Serra Angel", "Wind Drake"]
battlefield = ["Mountain", "Forest", "Grizzly Bears", "Hill Giant", "Llanowar Elves",
               "Shivan Dragon", "Serra Angel", "Wind Drake"]

[state.p2]
battlefield = ["Island"]
"""


def test_arrows_walk_a_hand_wider_than_the_board() -> None:
    """→ in a hand that scrolls is the next card: the row's own scroll keys used to take
    it, moving the hand one column while the focus stayed on the first card."""
    app = scenario_app(CROWDED, open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        await press(pilot, "v")
        bottom = app.board.query_one("#bottom")
        chips = list(bottom.query(HandChip))
        row = bottom.query_one(HandCards)
        assert row.max_scroll_x > 0  # the hand does not fit: the case under test
        while app.focused is not chips[0]:
            await press(pilot, "down")
        for chip in chips[1:]:
            await press(pilot, "right")
            assert app.focused is chip
        assert row.scroll_x > 0  # the last card was scrolled into view
        await press(pilot, "left")
        assert app.focused is chips[-2]

    run(app, flow, size=SMALL)


def test_arrows_walk_a_table_row_wider_than_the_board() -> None:
    app = scenario_app(CROWDED, open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        await press(pilot, "v")
        row = next(r for r in app.board.query_one("#bottom").query(BattleRow)
                   if r.max_scroll_x > 0)
        cards = [c for c in row.query(CardView) if c.display]
        cards[0].focus()
        await press(pilot)
        for card in cards[1:]:
            await press(pilot, "right")
            assert app.focused is card

    run(app, flow, size=SMALL)



def test_help_and_zone_viewer_fit_an_80_column_terminal() -> None:
    """The help (96 columns) and the graveyard viewer (90) were cut at the right edge,
    their text and frame with them."""
    app = scenario_app(CROWDED, open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        def fits(box: str) -> None:
            region = app.screen.query_one(box).region
            assert region.x >= 0 and region.right <= SMALL[0], (box, region)

        await press(pilot, "question_mark")
        fits("#help")
        await press(pilot, "escape", "v", "g")
        fits("#zones")

    run(app, flow, size=SMALL)


def key_bar_text(app: Any) -> str:
    bar = app.screen.query_one(KeyBar)
    return "".join(segment.text for segment in bar.render_line(0))


def test_the_help_key_stays_on_a_key_bar_too_long_for_the_terminal() -> None:
    app = scenario_app(CROWDED, open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        assert top_screen(app) == "PriorityDialog"
        text = key_bar_text(app)
        assert len(text) == SMALL[0]
        assert text.rstrip().endswith("?  Help"), text  # cut before it, not it
        assert text.startswith(" v  Look at board  p  Pass"), text
        await pilot.click(KeyBar, offset=(len(text.rstrip()) - 2, 0))
        await press(pilot)
        assert top_screen(app) == "HelpScreen"  # a click on it still presses it

    run(app, flow, size=SMALL)


def test_the_demo_key_bar_leads_with_its_own_keys_at_80_columns() -> None:
    """The board's keys (a person's "Answer", "Settings") filled an 80-column bar and
    pushed pause, step and pace off it."""
    app = cli.demo_app(cli.build_parser().parse_args(["demo", "--delay", "2"]),
                       check_size=False)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        await press(pilot, "space")  # paused: the board stays as it is
        text = key_bar_text(app)
        assert text.startswith(" space  Pause/resume  .  Step  +  Faster  -  Slower  q  Quit"
                               ), text
        assert "Answer" not in text and "Settings" not in text
        await press(pilot, "q")

    run(app, flow, size=SMALL)


def test_q_in_a_dialog_asks_to_quit_and_no_keeps_the_question() -> None:
    """A player is nearly always in a dialog; `q` did nothing there (only the board's
    look mode had it), though the docs say q asks before quitting."""
    app = scenario_app(CROWDED, open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        assert top_screen(app) == "PriorityDialog"
        await press(pilot, "q")
        assert top_screen(app) == "ConfirmScreen"
        await press(pilot, "n")
        assert top_screen(app) == "PriorityDialog"
        await press(pilot, "q", "y")
        assert app.return_code is not None or not app.is_running

    run(app, flow, size=SMALL)


def test_the_new_game_form_fits_80x24() -> None:
    """At 80×24 the form scrolled: its first line ("Ruleset") was above the top edge and
    the Start button's lower edge below the bottom one."""
    options = StartOptions([("magic", "Magic: The Gathering"), ("hkk", "Hatalom Kártyái")],
                           {"magic": bundled_decks("magic"), "hkk": bundled_decks("hkk")})

    async def main() -> None:
        app = StartApp(options)
        async with app.run_test(size=SMALL) as pilot:
            await app.push_screen(NewGameScreen(options))
            await pilot.pause()
            form = app.screen.query_one("#form")
            assert form.max_scroll_y == 0
            assert form.region.y >= 0 and form.region.bottom <= SMALL[1] - 1  # the key bar
            for widget in (app.screen.query_one("Label"), app.screen.query_one("#start")):
                assert form.region.contains_region(widget.region), widget

    asyncio.run(main())


# more actions than an 80×24 dialog has rows for
MANY_ACTIONS = HEADER.format(name="many actions") + """
[state]
turn = 3
active = "p1"
step = "main1"

[state.p1]
hand = ["Lightning Bolt", "Giant Growth", "Grizzly Bears", "Hill Giant", "Shivan Dragon",
        "Serra Angel", "Wind Drake", "Llanowar Elves", "Counterspell", "Unsummon", "Forest",
        "Island", "Plains", "Mountain"]
battlefield = ["Mountain", "Mountain", "Forest", "Forest", "Island", "Island", "Plains",
               "Plains", "Mountain", "Forest"]

[state.p2]
battlefield = ["Island"]
"""

# a hand of 18 to discard from at the end of the turn
BIG_DISCARD = HEADER.format(name="discard down to seven from eighteen") + """
[state]
turn = 3
active = "p1"
step = "end"

[state.p1]
hand = ["Forest", "Forest", "Mountain", "Grizzly Bears", "Hill Giant", "Lightning Bolt",
        "Giant Growth", "Shivan Dragon", "Llanowar Elves", "Island", "Plains", "Wind Drake",
        "Serra Angel", "Counterspell", "Swamp", "Forest", "Mountain", "Unsummon"]
"""


def inside_the_frame(app: Any, widget: Any, line: int) -> bool:
    """Whether this line of a widget (0 = its first) is on screen inside the dialog."""
    frame = app.screen.query_one("#frame").region
    y = widget.region.y + line
    return frame.y < y < frame.bottom - 1  # between the frame's top and bottom edges


def test_the_last_action_of_a_long_priority_list_is_on_screen_at_80x24() -> None:
    """The action list was taller than the dialog: its last rows (Concede) lay below the
    dialog's lower edge, and the highlight went there out of sight."""
    app = scenario_app(MANY_ACTIONS, open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        assert top_screen(app) == "PriorityDialog"
        options = app.screen.query_one(OptionList)
        await press(pilot, "end")
        assert options.highlighted_option is not None
        assert str(options.highlighted_option.prompt).strip() == "Concede"
        assert "Concede" in app.export_screenshot()  # the highlighted row can be seen
        assert options.region.bottom <= app.screen.query_one("#frame").region.bottom - 1

    run(app, flow, size=SMALL)


def test_the_cursor_of_a_long_card_list_stays_on_screen_at_80x24() -> None:
    app = scenario_app(BIG_DISCARD, open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        assert top_screen(app) == "ChooseCardsDialog"
        rows = app.screen.query_one(RowList)
        for _ in range(17):  # to the last card
            await press(pilot, "down")
        assert rows.cursor == 17
        text = "".join(s.text for y in range(rows.size.height) for s in rows.render_line(y))
        assert "▸ [ ] Unsummon" in text  # the cursor's row is drawn
        cursor_line = next(y for y in range(rows.size.height)
                           if "▸" in "".join(s.text for s in rows.render_line(y)))
        assert inside_the_frame(app, rows, cursor_line)
        assert text.startswith("↑ ")  # rows are hidden above: the margin says so

    run(app, flow, size=SMALL)


def test_the_last_stop_of_the_stops_list_is_on_screen_at_80x24() -> None:
    """The list of stops (32 lines) ran past the bottom of its 24-row box: the last
    steps of the opponent's turn could be highlighted but not seen."""
    app = scenario_app(CROWDED, open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        await press(pilot, "s", "enter")  # the settings, then the first seat's stops
        assert top_screen(app) == "StopsScreen"
        options = app.screen.query_one(OptionList)
        box = app.screen.query_one("#stops").region
        assert options.region.bottom <= box.bottom - 1  # inside the box's lower edge
        await press(pilot, "end")
        assert options.max_scroll_y > 0  # the list scrolls to its last line instead

    run(app, flow, size=SMALL)


FULL_GRAVEYARD = HEADER.format(name="a full graveyard") + """
[state]
turn = 3
active = "p1"
step = "main1"

[state.p1]
hand = ["Forest"]
graveyard = ["Grizzly Bears", "Hill Giant", "Lightning Bolt", "Giant Growth", "Forest",
             "Mountain", "Island", "Plains", "Wind Drake", "Serra Angel", "Unsummon",
             "Counterspell", "Shivan Dragon", "Llanowar Elves", "Swamp", "Forest",
             "Mountain", "Island", "Plains", "Wind Drake", "Serra Angel", "Unsummon"]
"""


def test_a_long_graveyard_list_ends_inside_its_box_at_80x24() -> None:
    app = scenario_app(FULL_GRAVEYARD, open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        await press(pilot, "v", "g")
        box = app.screen.query_one("#zones").region
        for options in app.screen.query(OptionList):
            assert options.region.bottom <= box.bottom - 1, (options.region, box)

    run(app, flow, size=SMALL)


def test_the_too_small_notice_does_not_hide_the_question_for_good() -> None:
    """Below 80×24 a notice asked for a bigger window and stayed for a day, over the
    dialog's options: a player who could not enlarge the window could not read them."""
    app = CardGameApp(scenario_factory(CROWDED), open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        notes = [n for n in app._notifications if n.title == "Terminal too small"]
        assert len(notes) == 1 and notes[0].timeout <= SIZE_WARNING_SECONDS <= 15
        await pilot.resize_terminal(70, 22)  # still too small: said again
        await press(pilot)
        assert [n.message for n in app._notifications if n.title == "Terminal too small"
                ] == [too_small_message(70, 22)]
        await pilot.resize_terminal(*SMALL)  # big enough: gone at once
        await press(pilot)
        assert not [n for n in app._notifications if n.title == "Terminal too small"]

    run(app, flow, size=(60, 20))


def row_texts(app: Any) -> list[str]:
    rows = app.screen.query_one(RowList)
    return ["".join(s.text for s in rows.render_line(y)) for y in range(rows.size.height)]


def test_what_an_attacker_attacks_is_never_cut_at_80x24() -> None:
    """The row ended with the target, so a long name pushed "→ Bob" (or, in hkk, the
    guard-post creature attacked) past the dialog's edge: the name is cut instead."""
    app = scenario_app(COMBAT_POSITION, open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        assert top_screen(app) == "AttackersDialog"
        await press(pilot, "down", "down", "down", "space")  # Charging Monstrosaur
        monstrosaur = row_texts(app)[3]
        assert monstrosaur.rstrip().endswith("→ Bob") and "Charging" in monstrosaur

    run(app, flow, size=SMALL)

    hkk = asking_everything(CardGameApp(scenario_factory(HKK_COMBAT), open_hands=True))

    async def hkk_flow(pilot: Any, app: CardGameApp) -> None:
        while top_screen(app) != "HkkAttackDialog":
            await press(pilot, "p")
        await press(pilot, "space")  # the warrior, at the guard post's creature
        assert row_texts(app)[0].rstrip().endswith("→ Raiai őrszem"), row_texts(app)

    run(hkk, hkk_flow, size=SMALL)


def test_the_exchange_plan_marks_are_never_cut_at_80x24() -> None:
    """"← áthelyezve" (moved) and the planned partner ended the row and were cut."""
    app = CardGameApp(scenario_factory(EXCHANGE_AND_ATTACK), open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        await to_screen(pilot, app, "ExchangeDialog")
        await press(pilot, "up", "m")  # the last row (a warrior) to the guard post
        assert "← áthelyezve" in row_texts(app)[-1], row_texts(app)
        await press(pilot, "down", "down", "u", "down", "u")  # the wolves: a planned union
        wolves = [row for row in row_texts(app) if "⊕" in row]
        assert len(wolves) == 2
        # a mark takes at most half the row: the row's own name is still begun
        assert all("Tartalék Sz" in row for row in wolves), wolves

    run(app, flow, size=SMALL)
