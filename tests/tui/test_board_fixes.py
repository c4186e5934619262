"""The board bugs of issue 13, each shown fixed by driving the app with the Pilot."""

from __future__ import annotations

from typing import Any

from board_positions import asking_everything, hkk_combat
from test_flows import run, scenario_app
from tui_helpers import SPELLS_POSITION, STACK_POSITION, press, top_screen

from cardgame.tui.app import CardGameApp
from cardgame.tui.widgets.card import CardView
from cardgame.tui.widgets.hand_row import HandCards, HandChip


def test_look_mode_arrows_walk_the_hand_cards_and_answering_drops_the_focus() -> None:
    app = scenario_app(STACK_POSITION, open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        assert top_screen(app) == "PriorityDialog"
        await press(pilot, "v")
        assert isinstance(app.focused, CardView)
        await press(pilot, "down")  # from the lands to the own hand
        hand = list(app.board.query_one("#bottom").query(HandChip))
        assert app.focused is hand[0]
        await press(pilot, "right")  # → is the next card, not a scroll of the text
        assert app.focused is hand[1]
        assert app.board.query_one("#bottom").query_one(HandCards).scroll_x == 0
        await press(pilot, "a")
        assert top_screen(app) == "PriorityDialog"
        assert app.board.focused is None  # no card keeps a focus frame behind the dialog

    run(app, flow, size=(120, 40))


def test_i_shows_a_card_when_pass_is_highlighted() -> None:
    app = scenario_app(SPELLS_POSITION, open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        assert top_screen(app) == "PriorityDialog"
        await press(pilot, "i")  # Pass is highlighted: the first action's card
        assert top_screen(app) == "CardDetailScreen"

    run(app, flow)


def test_a_target_picker_opens_in_the_dialogs_place() -> None:
    app = scenario_app(SPELLS_POSITION, open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        dialog = app.screen
        await press(pilot, "3")  # Lightning Bolt: its target
        assert top_screen(app) == "ListPicker"
        assert not dialog.query_one("#frame").display  # no Concede row shows through
        assert "Lightning Bolt deals 3 damage" in str(app.screen.prompt) or \
            "for it" in str(app.screen.prompt)
        await press(pilot, "escape")
        assert top_screen(app) == "PriorityDialog" and dialog.query_one("#frame").display

    run(app, flow)


def test_hkk_words_in_the_log_step_bar_and_dialogs() -> None:
    """No internal ids where a player reads; the reaction queue is called so in dialogs."""
    app = asking_everything(CardGameApp(hkk_combat, open_hands=True))

    async def flow(pilot: Any, app: CardGameApp) -> None:
        log = "\n".join(str(line.text) for line in app.board.query_one("#log").lines)
        for internal in ("(guard_post)", "(combat_start)", "(declare_attacks)", "exchange)"):
            assert internal not in log
        assert "[Támadás]" in str(app.board.query_one("StepBar").render())
        assert "reakció (priority)" in app.screen.title_text()

    run(app, flow, size=(120, 40))


def test_no_heals_0_in_the_hkk_log() -> None:
    """Healing an undamaged creature heals nothing, and the log doesn't say it heals 0."""
    from cardgame.rulesets.hkk.damage import heal

    game = hkk_combat()
    undamaged = next(o for o in game.objects.values()
                     if o.zone == "guard_post" and o.damage == 0)
    before = len(game.log.entries)
    heal(game, undamaged.id, 2, "test")
    assert not [e for e in game.log.entries[before:] if e.event == "heal"]


def test_l_widens_then_hides_the_log_even_with_a_dialog_open() -> None:
    app = scenario_app(STACK_POSITION, open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        side = app.board.query_one("#side")
        log = app.board.query_one("#log")
        assert side.size.width >= 44 and log.display  # from 140 columns: a log of 40 and up
        await press(pilot, "l")
        assert side.size.width == 80 and log.display
        assert app.screen.query_one("#frame").outer_size.width == 80  # the dialog follows
        await press(pilot, "l")
        assert not log.display
        await press(pilot, "l")
        assert log.display and side.size.width == 44

    run(app, flow, size=(160, 50))


def test_keywords_are_words_when_they_fit_and_abbreviations_when_they_dont() -> None:
    text = STACK_POSITION.replace('"Wind Drake"', '{ card = "Serra Angel", id = "sa" }')
    wide, narrow = scenario_app(text, open_hands=True), scenario_app(text, open_hands=True)
    shown: dict[str, str] = {}

    def angel_text(app: CardGameApp) -> str:
        angel = next(c for c in app.board.query(CardView) if c.face.name == "Serra Angel"
                     and not c.face.tapped)
        return angel.render().plain

    async def look_wide(pilot: Any, app: CardGameApp) -> None:
        await press(pilot, "v")
        shown["wide"] = angel_text(app)

    async def look_narrow(pilot: Any, app: CardGameApp) -> None:
        await press(pilot, "v")
        shown["narrow"] = angel_text(app)

    run(wide, look_wide, size=(200, 60))
    run(narrow, look_narrow, size=(100, 40))
    assert "flying, vigilance" in shown["wide"]
    assert "fly vigil" in shown["narrow"]


def test_the_hkk_star_is_explained_on_the_card_and_in_the_help() -> None:
    from cardgame.rulesets.hkk.ui_terms import UI
    from cardgame.tui.present import detail_lines

    game = hkk_combat()
    guard = next(o for o in game.objects.values()
                 if o.zone == "guard_post" and o.controller == 1)
    stats = dict(detail_lines(game, guard))[UI.stats_word]
    assert "*" in stats and "H-defence-bonus" in stats
    assert any("H-defence-bonus" in meaning for _word, meaning in UI.glossary)


def test_a_search_says_whose_deck_it_looks_at() -> None:
    from board_positions import HKK_COMBAT
    from tui_helpers import option_index

    text = HKK_COMBAT.replace('step = "exchange"', 'step = "main"').replace(
        "vp = 3", "vp = 9").replace('hand = ["Angyali közbelépés"]',
                                    'hand = ["Angyali közbelépés"]\ndeck = ["Hógriff", "Hópárduc"]')
    app = scenario_app(text, open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        for _ in range(6):
            if top_screen(app) == "ChooseCardsDialog":
                break
            if top_screen(app) == "PriorityDialog" and app.game.pending.player == 0 \
                    and not app.game.stack:
                n = option_index(app.screen, "Play Smaragdsörényű pegazus")
                assert n is not None
                await press(pilot, str(n))
            else:
                await press(pilot, "enter")
        assert top_screen(app) == "ChooseCardsDialog"
        assert "from Bob's Pakli (deck)" in str(app.screen.query_one("#prompt").render())

    run(app, flow, size=(120, 40))


def test_a_second_target_is_never_the_first_again_and_the_picker_says_what_for() -> None:
    from board_positions import HKK_COMBAT
    from tui_helpers import option_index

    text = HKK_COMBAT.replace('step = "exchange"', 'step = "main"').replace(
        "vp = 3", "vp = 9").replace('"Smaragdsörényű pegazus"]', '"Tündöklő griff"]')
    app = scenario_app(text, open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        n = option_index(app.screen, "Play Tündöklő griff")
        assert n is not None
        await press(pilot, str(n))
        assert top_screen(app) == "ListPicker"
        assert "send up to 2 target cards" in app.screen.prompt  # what the targets are for
        first = list(app.screen.items)
        await press(pilot, "1")
        assert top_screen(app) == "ListPicker"
        second = list(app.screen.items)
        assert first[0] not in second

    run(app, flow, size=(120, 40))
