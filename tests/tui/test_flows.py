"""Pilot flows: the UI driven by keys alone, checked against the engine's state."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

from tui_helpers import (
    BANDING_POSITION,
    COMBAT_POSITION,
    DISCARD_POSITION,
    SPELLS_POSITION,
    STACK_POSITION,
    TRIGGER_TARGET_POSITION,
    TRIGGERS_POSITION,
    UPKEEP_POSITION,
    option_index,
    play_by_keys,
    press,
    scenario_factory,
    short_game_factory,
    top_screen,
)

from cardgame.tui.app import CardGameApp
from cardgame.tui.dialogs import DecisionDialog, Reply
from cardgame.tui.widgets.card import CardView

Flow = Callable[[Any, CardGameApp], Awaitable[None]]


def run(app: CardGameApp, flow: Flow, size: tuple[int, int] = (100, 30)) -> None:
    async def main() -> None:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await flow(pilot, app)

    asyncio.run(main())


def scenario_app(text: str, open_hands: bool = False) -> CardGameApp:
    return CardGameApp(scenario_factory(text), open_hands=open_hands)


def text_of(app: CardGameApp, selector: str) -> str:
    return str(app.screen.query_one(selector).render())


# ---- a whole game ------------------------------------------------------------------------
def test_a_whole_short_game_by_keys_to_the_result_and_a_new_game() -> None:
    deck = ["Mountain"] * 9 + ["Forest"] * 3 + ["Grizzly Bears"] * 6 + ["Lightning Bolt"] * 2
    app = CardGameApp(short_game_factory(deck=deck), seed=3)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        seen = await play_by_keys(pilot, app)
        assert app.game.over
        assert {"HandOffScreen", "YesNoDialog", "PriorityDialog"} <= set(seen)
        screen = app.screen
        winner = app.game.players[app.game.winner or 0].name
        assert f"{winner} wins" in str(screen.query_one("Static").render())
        assert app.game.end_rule in str(screen.query_one("Static").render())
        assert app.latencies, "answers were timed"
        await press(pilot, "n")
        assert not app.game.over and app.seed == 4
        assert top_screen(app) == "HandOffScreen"

    run(app, flow)


def test_an_hkk_game_runs_on_the_same_board() -> None:
    """The second ruleset: permanents in reserve, guard post and table; its own questions."""
    from cardgame.cards.pool import CardPool
    from cardgame.cli import _load_decks
    from cardgame.rulesets import new_game

    decks = _load_decks("hkk", None)
    options = {"card_pool": CardPool.builtin("hkk")}
    app = CardGameApp(lambda s: new_game("hkk", decks, seed=s, names=("Alice", "Bob"),
                                         options=options), seed=3)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        labels = {str(w.render()).split("\n")[0] for w in app.board.query("GroupLabel")}
        assert {"Őrposzt", "Tartalék", "Asztal"} <= labels
        seen = set()
        for _ in range(25):
            name = top_screen(app)
            seen.add(name)
            if name == "ChooseCardsDialog":
                await press(pilot, "space", "enter")
            else:
                await press(pilot, {"PriorityDialog": "p", "YesNoDialog": "y",
                                    "ListPicker": "1"}.get(name, "enter"))
        assert {"HandOffScreen", "PriorityDialog"} <= seen
        assert app.game.turn > 1

    run(app, flow)


# ---- priority: targets, X, modes, stops, concede ---------------------------------------------
def test_cast_with_a_mode_and_with_a_target_lit_on_the_board() -> None:
    app = scenario_app(SPELLS_POSITION)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        await press(pilot, "enter")  # hand-off to Alice
        assert top_screen(app) == "PriorityDialog"
        # full control: Alice is asked with her own spell on top (her default stops would
        # pass it for her, docs/tui.md "Stops")
        await press(pilot, "ctrl+f")
        assert app.seat.stops_of(app.game, 0).full
        n = str(option_index(app.screen, "Cast Forked Choice"))
        await press(pilot, n)
        assert top_screen(app) == "ListPicker"
        await press(pilot, "escape")
        assert top_screen(app) == "PriorityDialog" and not app.game.stack
        await press(pilot, n, "2")  # mode 2: draw a card (no target)
        [item] = app.game.stack
        assert (item.name, item.mode) == ("Forked Choice", 1)
        assert "Forked Choice" in text_of(app, "#frame #prompt")  # top of the stack shown
        await press(pilot, "p")  # Bob can't respond (auto-pass): it resolves
        assert not app.game.stack and top_screen(app) == "PriorityDialog"
        await press(pilot, str(option_index(app.screen, "Cast Lightning Bolt")))
        assert top_screen(app) == "ListPicker"
        lit = [c.face.name for c in app.board.query(CardView) if c.has_class("-candidate")]
        assert lit == ["Grizzly Bears"]
        picker = app.screen
        bob = next(i for i, item in enumerate(picker.items) if str(item).startswith("Bob"))
        await press(pilot, str(bob + 1))
        cast = [a.value for a in app.game.answers if a.kind == "priority" and not a.auto][-1]
        assert (cast["action"], cast["targets"]) == ("cast", ["p2"])
        assert not any(c.has_class("-candidate") for c in app.board.query(CardView))
        if app.game.stack:  # Alice could still act, so she was asked before it resolved
            await press(pilot, "p")
        assert app.game.players[1].life == 4

    run(app, flow)


def test_a_refusal_from_the_engine_is_shown_and_the_dialog_stays() -> None:
    app = scenario_app(SPELLS_POSITION, open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        dialog = app.screen
        assert isinstance(dialog, DecisionDialog)
        before = app.game.digest()
        # an answer that skipped the dialog's own check: the engine refuses it
        dialog.post_message(DecisionDialog.Answered(dialog, Reply({"action": "cast",
                                                                   "card": 10_000})))
        await pilot.pause()
        assert app.screen is dialog and app.game.digest() == before
        assert "117.1" in text_of(app, "#error")

    run(app, flow)


def test_x_is_asked_with_live_refusal() -> None:
    app = scenario_app(SPELLS_POSITION)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        await press(pilot, "enter")
        await press(pilot, str(option_index(app.screen, "Cast Blaze")))
        bob = next(i for i, item in enumerate(app.screen.items) if str(item).startswith("Bob"))
        await press(pilot, str(bob + 1))
        assert top_screen(app) == "NumberPicker"
        await press(pilot, "5")
        assert "601.2h" in text_of(app, "#error")  # can't pay {5}{R}
        await press(pilot, "enter")
        assert top_screen(app) == "NumberPicker"  # refused: still open
        await press(pilot, "left", "left", "left")
        assert text_of(app, "#error") == ""
        await press(pilot, "enter")
        cast = [a.value for a in app.game.answers if a.kind == "priority" and not a.auto][-1]
        assert (cast["action"], cast["x"], cast["targets"]) == ("cast", 2, ["p2"])
        assert app.game.players[1].life == 5  # Alice is out of mana: Blaze resolved

    run(app, flow)


def test_pass_until_end_of_turn_then_concede() -> None:
    app = scenario_app(SPELLS_POSITION, open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        await press(pilot, "e")
        # Alice's order passes the rest of her turn; Bob has nothing to cast (auto-pass)
        # and is asked only whether to attack; the worn-off order is no longer shown.
        d = app.game.pending
        assert d is not None and d.player == 1 and d.kind == "declare_attackers"
        assert app.game.turn == 4 and app.seat.stop_label(0, app.game) == ""
        await press(pilot, "enter")  # Bob attacks with nobody
        # Bob cast nothing, so Alice's default stops ask her next in her own main phase
        d = app.game.pending
        assert d is not None and d.player == 0
        assert (app.game.turn, app.game.step) == (5, "main1")
        await press(pilot, "end", "enter")
        assert top_screen(app) == "ConfirmScreen"
        await press(pilot, "n")
        assert top_screen(app) == "PriorityDialog" and not app.game.over
        await press(pilot, "end", "enter", "y")
        assert app.game.over and app.game.winner == 1
        assert top_screen(app) == "GameOverScreen"

    run(app, flow)


# ---- combat ------------------------------------------------------------------------------------
def test_attack_block_and_divide_damage_with_live_refusals() -> None:
    app = scenario_app(COMBAT_POSITION)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        await press(pilot, "enter")
        assert top_screen(app) == "AttackersDialog"
        # Grizzly Bears, Wind Drake, Hill Giant (sick), Charging Monstrosaur
        await press(pilot, "space", "down", "space", "down", "space")
        assert "summoning sickness (302.6)" in text_of(app, "#error")
        await press(pilot, "down", "space", "enter")
        combat = app.game.state["combat"]
        assert len(combat.attackers) == 3
        assert top_screen(app) == "HandOffScreen"  # Bob blocks
        await press(pilot, "enter")
        assert top_screen(app) == "BlockersDialog"
        # rows: Hill Giant, Giant Spider, Llanowar Elves; choices cycle none → attackers
        await press(pilot, "right", "right")  # Hill Giant → Wind Drake: flying
        assert "702.9b" in text_of(app, "#error") or "flying" in text_of(app, "#error")
        await press(pilot, "enter")
        assert top_screen(app) == "BlockersDialog"  # refused: stays open
        await press(pilot, "right")  # Hill Giant → Charging Monstrosaur
        await press(pilot, "down", "right", "right")  # Giant Spider (reach) → Wind Drake
        assert text_of(app, "#error") == ""
        await press(pilot, "enter")
        assert sorted(len(v) for v in combat.blocks.values()) == [1, 1]
        # the trampler's damage: Alice divides it
        assert top_screen(app) == "HandOffScreen"
        await press(pilot, "enter")
        assert top_screen(app) == "DamageDialog"
        giant = next(r for r in app.screen.recipients if isinstance(r, int))  # Bob's Giant
        cards = {c.obj_id: c for c in app.board.query(CardView)}
        assert cards[giant].preview == "3 dmg"  # the division shows on the cards
        await press(pilot, "left")  # ← moves one damage: 2 to Hill Giant, 3 to Bob
        assert "702.19b" in text_of(app, "#error")
        assert cards[giant].preview == "2 dmg"
        await press(pilot, "enter")
        assert top_screen(app) == "DamageDialog"
        await press(pilot, "right")  # → moves it back from Bob
        assert text_of(app, "#error") == ""
        await press(pilot, "down", "right")  # → on Bob: one from the Giant to Bob
        assert "702.19b" in text_of(app, "#error")
        assert cards[giant].preview == "2 dmg"
        await press(pilot, "r", "enter")
        assert not any(c.preview for c in app.board.query(CardView))
        await pilot.pause()
        assert app.game.players[1].life == 20 - 2 - 2  # Bears unblocked, 2 trampled over

    run(app, flow)


def test_attackers_form_a_band() -> None:
    app = scenario_app(BANDING_POSITION, open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        assert top_screen(app) == "AttackersDialog"
        await press(pilot, "b")
        assert "702.22c" in text_of(app, "#error")  # not attacking yet
        await press(pilot, "a", "b")  # all attack; the first bander joins band 1
        assert "702.22c" in text_of(app, "#error")  # a band of one
        await press(pilot, "down", "b")  # Grizzly Bears joins band 1 (one without banding)
        assert text_of(app, "#error") == ""
        await press(pilot, "enter")
        combat = app.game.state["combat"]
        assert len(combat.attackers) == 3 and len(combat.bands) == 1
        assert len(combat.bands[0]) == 2

    run(app, flow)


# ---- triggers, cards, targets, mulligans, costs --------------------------------------------------
def test_order_triggers() -> None:
    app = scenario_app(TRIGGERS_POSITION, open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        assert len(app.board.query("HandChip")) == 0  # open hands, but both are empty
        if top_screen(app) == "PriorityDialog":
            await press(pilot, "p")
        assert top_screen(app) == "OrderDialog"
        await press(pilot, "right_square_bracket")
        assert app.screen.order == [1, 0]
        await press(pilot, "enter")
        [order] = [a.value for a in app.game.answers if a.kind == "order_triggers"]
        assert (order.get("order") if isinstance(order, dict) else order) == [1, 0]
        assert len(app.game.players[0].zones["graveyard"]) == 2  # both sacrificed

    run(app, flow)


def test_discard_down_to_seven() -> None:
    app = scenario_app(DISCARD_POSITION, open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        while top_screen(app) == "PriorityDialog":
            await press(pilot, "p")
        assert top_screen(app) == "ChooseCardsDialog"
        await press(pilot, "space", "enter")
        assert top_screen(app) == "ChooseCardsDialog"  # one of two chosen: refused
        await press(pilot, "down", "space", "enter")
        assert len(app.game.players[0].zones["graveyard"]) == 2
        [chosen] = [a.value for a in app.game.answers if a.kind == "choose_cards"]
        assert len(chosen) == 2

    run(app, flow)


def test_a_trigger_chooses_its_target() -> None:
    app = scenario_app(TRIGGER_TARGET_POSITION, open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        assert len(app.board.query("HandChip")) == 1  # open hands: Alice's Man-o'-War
        await press(pilot, str(option_index(app.screen, "Cast Man-o'-War")), "p")
        assert top_screen(app) == "ChooseDialog"
        names = [o.label for o in app.screen.decision.options]
        lit = {c.obj_id for c in app.board.query(CardView) if c.has_class("-candidate")}
        assert lit and lit <= {o.value for o in app.screen.decision.options}
        await press(pilot, str(names.index("Hill Giant") + 1))
        while top_screen(app) == "PriorityDialog" and app.game.stack:
            await press(pilot, "p")
        hand = [app.game.objects[i].card.name for i in app.game.players[1].zones["hand"]]
        assert hand == ["Hill Giant"]

    run(app, flow)


def test_mulligan_then_bottom_a_card() -> None:
    app = CardGameApp(short_game_factory(life=20), seed=5)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        await press(pilot, "enter")
        assert top_screen(app) == "YesNoDialog"
        assert "Your hand" in text_of(app, "#frame #prompt")
        await press(pilot, "m")
        # 103.5: the other player declares next, on the hand drawn at the start
        assert top_screen(app) == "HandOffScreen"
        await press(pilot, "enter")
        assert top_screen(app) == "YesNoDialog"
        await press(pilot, "k")
        assert top_screen(app) == "HandOffScreen"
        await press(pilot, "enter")
        assert top_screen(app) == "YesNoDialog"  # the first player's new seven
        await press(pilot, "k")
        assert top_screen(app) == "ChooseCardsDialog"
        await press(pilot, "space", "enter")
        first, second = app.game.players  # the starting player sits in seat p1
        assert len(first.zones["hand"]) == 6
        assert len(second.zones["hand"]) == 7

    run(app, flow)


def test_cumulative_upkeep_payment() -> None:
    app = scenario_app(UPKEEP_POSITION, open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        assert top_screen(app) == "PayCostDialog", (
            f"the engine asks {app.game.pending.kind if app.game.pending else None} here")
        wall = next(o for o in app.game.battlefield() if o.card.name == "Test Ice Wall")
        assert wall.counters.get("age") == 2
        await press(pilot, "down", "right", "enter")
        assert wall.zone == "battlefield"
        assert app.game.players[0].zones["graveyard"] == []

    run(app, flow)


# ---- looking around --------------------------------------------------------------------------
def test_look_at_the_board_details_help_zones_and_settings() -> None:
    app = scenario_app(STACK_POSITION)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        await press(pilot, "enter")
        assert top_screen(app) == "PriorityDialog"
        backs = str(app.board.query_one("#top #hand .hand-backs").render())
        assert "▮▮" in backs and len(app.board.query("HandChip")) == 3  # Bob's are hidden
        await press(pilot, "v")
        assert top_screen(app) == "BoardScreen" and app.looking
        assert isinstance(app.focused, CardView)
        await press(pilot, "enter")
        assert top_screen(app) == "CardDetailScreen"
        await press(pilot, "escape", "question_mark")
        assert top_screen(app) == "HelpScreen"
        await press(pilot, "question_mark", "g")
        assert top_screen(app) == "ZoneViewerScreen"
        await press(pilot, "escape", "s")
        assert top_screen(app) == "SettingsScreen"
        await press(pilot, "down", "down", "enter")  # Alice: stops, full control, auto-pass
        assert app.game.players[0].autopass is False
        await press(pilot, "escape", "a")
        assert top_screen(app) == "PriorityDialog"

    run(app, flow)


def test_telepathy_shows_the_opponents_hand() -> None:
    position = STACK_POSITION.replace('"Forest", "Forest",', '"Forest", "Forest", "Telepathy",')
    app = scenario_app(position)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        await press(pilot, "enter")
        top_hand = [c.card.name for c in app.board.query_one("#top #hand").query("HandChip")]
        assert sorted(top_hand) == ["Counterspell", "Unsummon"]

    run(app, flow)


def test_size_notice_only_below_80x24_and_gone_when_the_window_grows() -> None:
    app = scenario_app(STACK_POSITION)

    async def main() -> None:
        async with app.run_test(size=(80, 24), notifications=True) as pilot:
            await pilot.pause()
            assert not app._notifications  # 80×24 gets the compact board, no warning
            await pilot.resize_terminal(70, 20)
            await pilot.pause()
            messages = [n.message for n in app._notifications]
            assert any("80×24" in m and "70×20" in m for m in messages)
            assert top_screen(app) == "HandOffScreen"  # the game still runs
            await pilot.resize_terminal(120, 40)
            await pilot.pause()
            assert not app._notifications

    asyncio.run(main())


REPLACEMENT_POSITION = """format = 1
name = "two counter replacements"
ruleset = "magic"
seed = 1

[state]
turn = 3
active = "p1"
step = "main1"

[state.p1]
hand = ["Battlegrowth"]
battlefield = ["Forest", "Hardened Scales", "Corpsejack Menace", "Grizzly Bears"]
"""


def test_replacement_order_is_asked_with_the_event_and_the_sources_lit() -> None:
    app = scenario_app(REPLACEMENT_POSITION, open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        if top_screen(app) != "PriorityDialog":
            await press(pilot, "enter")  # hand-off
        await press(pilot, str(option_index(app.screen, "Cast Battlegrowth")))
        assert top_screen(app) == "ListPicker"  # the target
        bears = next(i for i, item in enumerate(app.screen.items)
                     if str(item).startswith("Grizzly Bears"))
        await press(pilot, str(bears + 1))
        for _ in range(4):
            if top_screen(app) != "PriorityDialog":
                break
            await press(pilot, "p")
        assert top_screen(app) == "ReplacementOrderDialog"
        assert "What would happen: 1 +1/+1 counter(s) would be put on Grizzly Bears" in \
            text_of(app, "#replaced_event")
        lit = {c.obj_id for c in app.board.query(CardView) if c.has_class("-candidate")}
        names = {app.game.objects[i].card.name for i in lit}
        assert names == {"Hardened Scales", "Corpsejack Menace"}
        labels = [o.label for o in app.screen.decision.options]
        await press(pilot, str(next(i for i, n in enumerate(labels)
                                    if n.startswith("Corpsejack")) + 1))
        bears = next(o for o in app.game.battlefield() if o.card.name == "Grizzly Bears")
        assert bears.counters.get("+1/+1") == 3  # doubled to 2, then one more
        assert top_screen(app) != "ReplacementOrderDialog"

    run(app, flow)
