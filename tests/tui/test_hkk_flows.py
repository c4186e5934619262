"""hkk in the terminal UI: the exchange-phase dialog, the attack dialog, a whole game."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

from tui_helpers import press, scenario_factory, top_screen

from cardgame.tui.app import CardGameApp

Flow = Callable[[Any, CardGameApp], Awaitable[None]]

WOLF = """
[[card]]
name = "Szürke farkas"
types = ["creature"]
subtypes = ["farkas"]
cost = 2
attack = 2
life = 2
keywords = ["union with farkas"]
"""

EXCHANGE_AND_ATTACK = f"""
format = 1
name = "hkk exchange and attack in the TUI"
ruleset = "hkk"
{WOLF}
[state]
step = "main"

[state.p1]
guard_post = [{{ card = "Dornodoni harcos", id = "a" }}]
reserve = [{{ card = "Szürke farkas", id = "c" }}, {{ card = "Szürke farkas", id = "d" }},
           {{ card = "Dornodoni harcos", id = "b" }}]

[state.p2]
guard_post = [{{ card = "Raiai őrszem", id = "g1" }}, {{ card = "Raiai őrszem", id = "g2" }}]
"""


def run(app: CardGameApp, flow: Flow, size: tuple[int, int] = (100, 30)) -> None:
    async def main() -> None:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await flow(pilot, app)

    asyncio.run(main())


def ids(app: CardGameApp) -> dict[str, int]:
    """Card name -> id of the first such card of each player's zones (p1's first)."""
    out: dict[str, int] = {}
    for p in app.game.players:
        for zone in ("guard_post", "reserve", "table"):
            for i in p.zones[zone]:
                out.setdefault(app.game.objects[i].card.name, i)
    return out


async def to_screen(pilot: Any, app: CardGameApp, name: str, limit: int = 20) -> None:
    """Pass priority (p) until the named dialog is up."""
    for _ in range(limit):
        if top_screen(app) == name:
            return
        await press(pilot, "p" if top_screen(app) == "PriorityDialog" else "enter")
    raise AssertionError(f"never reached {name}: at {top_screen(app)}")


def test_exchange_dialog_plans_moves_and_unions_and_hands_them_over_once() -> None:
    app = CardGameApp(scenario_factory(EXCHANGE_AND_ATTACK), open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        await to_screen(pilot, app, "ExchangeDialog")
        dialog = app.screen
        g = app.game
        p1 = g.players[0]
        asked = g.pending
        before = len(g.answers)
        assert "csere" in str(dialog.query_one("#frame").border_title)
        # rows: guard post first (a), then the reserve (c, d, b)
        names = [g.objects[i].card.name for i in dialog.ids]
        assert names[0] == "Dornodoni harcos" and g.objects[dialog.ids[0]].zone == "guard_post"
        # move b (the last row) to the guard post: planned, not yet in the game
        await press(pilot, "up")  # wraps to the last row
        b = dialog.ids[-1]
        await press(pilot, "m")
        assert dialog.zones[b] == "guard_post" and g.objects[b].zone == "reserve"
        assert g.pending is asked and len(g.answers) == before  # nothing answered yet
        # the first wolf fills the guard post (3); the second is refused, with the rule
        wolves = [i for i in dialog.ids if g.objects[i].card.name == "Szürke farkas"]
        rows = dialog.query_one("RowList")
        rows.cursor = dialog.ids.index(wolves[0])
        await press(pilot, "m")
        rows.cursor = dialog.ids.index(wolves[1])
        await press(pilot, "m")
        assert "H-guard-post-capacity" in str(dialog.query_one("#error").render())
        assert dialog.zones[wolves[1]] == "reserve" and dialog.in_post() == 3
        # plan the two wolves' union: u on one, u on the other; the pair counts once
        rows.cursor = dialog.ids.index(wolves[0])
        await press(pilot, "u")
        assert dialog.first == wolves[0]
        rows.cursor = dialog.ids.index(wolves[1])
        await press(pilot, "u")
        assert dialog.unites == [wolves] and dialog.in_post() == 3
        # x on a planned union takes it back (the second wolf where it was), u again
        await press(pilot, "x")
        assert dialog.unites == [] and dialog.zones[wolves[1]] == "reserve"
        rows.cursor = dialog.ids.index(wolves[0])
        await press(pilot, "u")
        rows.cursor = dialog.ids.index(wolves[1])
        await press(pilot, "u")
        assert dialog.unites == [wolves] and dialog.in_post() == 3
        rows.cursor = dialog.ids.index(b)
        await press(pilot, "m")  # b back to the reserve
        assert dialog.zones[b] == "reserve" and dialog.in_post() == 2
        # separating what is not a union is refused with the rule
        rows.cursor = dialog.ids.index(dialog.ids[0])
        await press(pilot, "x")
        assert "K131.9" in str(dialog.query_one("#error").render())
        await press(pilot, "enter")  # the whole plan, one answer
        assert g.step != "exchange"
        host = g.objects[wolves[0]]
        assert host.extra.get("hk_union") == wolves[1] and host.zone == "guard_post"
        assert g.objects[b].zone == "reserve"
        assert len([i for i in p1.zones["guard_post"]
                    if "hk_under" not in g.objects[i].extra]) == 2
        # the journal holds the engine's answers: the union, the move, done
        given = [a.value for a in g.answers[before:] if a.kind == "exchange"]
        assert given == [{"unite": wolves}, {"move": [[wolves[0], "guard_post"]]},
                         {"done": True}]

    run(app, flow)


def test_attack_dialog_shows_breaking_through_live() -> None:
    app = CardGameApp(scenario_factory(EXCHANGE_AND_ATTACK), open_hands=True)

    async def flow(pilot: Any, app: CardGameApp) -> None:
        await to_screen(pilot, app, "ExchangeDialog")
        dialog = app.screen
        await press(pilot, "up", "m", "enter")  # b to the guard post, done
        await to_screen(pilot, app, "HkkAttackDialog")
        dialog = app.screen
        g = app.game
        a, b = dialog.ids
        g1, g2 = dialog.defenders
        guard = lambda: str(dialog.query_one("#guard").render())  # noqa: E731
        error = lambda: str(dialog.query_one("#error").render())  # noqa: E731
        assert "closed" in guard()
        await press(pilot, "space")  # a -> the first unattacked guard (g1)
        assert dialog.answer() == {"attackers": [[a, g1]]}
        await press(pilot, "down", "p")  # b at the player: refused live
        assert dialog.answer()["attackers"][1] == [b, "p2"]
        assert "can't break through" in error() and "H-combat" in error()
        await press(pilot, "enter")  # refused: the dialog stays
        assert top_screen(app) == "HkkAttackDialog"
        await press(pilot, "left")  # b -> g2: the guard post is fully attacked
        assert dialog.answer()["attackers"][1] == [b, g2]
        assert error() == "" and "open" in guard()
        await press(pilot, "enter")
        assert top_screen(app) != "HkkAttackDialog"
        attacks = [e for e in g.log.entries if e.event == "attack"]
        assert len(attacks) == 2

    run(app, flow)


# ---- a whole hot-seat game ------------------------------------------------------------------
def short_hkk_factory(life: int = 3) -> Callable[[int], Any]:
    """Seeded hkk games of the bundled decks, both players at `life` Ép (the test hook)."""
    from cardgame.cards.pool import CardPool
    from cardgame.cli import _load_decks
    from cardgame.rulesets import new_game

    decks = _load_decks("hkk", None)
    options = {"card_pool": CardPool.builtin("hkk")}

    def make(seed: int) -> Any:
        game = new_game("hkk", decks, seed=seed, names=("Alice", "Bob"), options=options)
        for p in game.players:
            p.life = life  # a shortened game; nothing has happened yet
        return game

    return make


async def play_hkk_by_keys(pilot: Any, app: CardGameApp, max_steps: int = 600) -> list[str]:
    """A simple hkk player at the keys: plays creatures, fills the guard post in the
    exchange phase, attacks with everyone (guard post first, then through), takes the
    default everywhere else. Returns the screens it went through."""
    seen: list[str] = []
    for _ in range(max_steps):
        screen = app.screen
        name = type(screen).__name__
        seen.append(name)
        g = app.game
        if name == "GameOverScreen":
            return seen
        if name == "HandOffScreen":
            await press(pilot, "enter")
        elif name == "PriorityDialog":
            for n, o in enumerate(screen.actions[:9]):
                card = g.objects.get(o.value.get("card"))
                if card is not None and "creature" in card.card.types and \
                        o.value.get("action") == "play" and card.zone == "hand" and \
                        o.value.get("pay") in (None, "vp", "free"):
                    await press(pilot, str(n + 1))
                    break
            else:
                await press(pilot, "p")
        elif name == "ExchangeDialog":
            me = g.players[screen.decision.player]
            room = len(me.zones["guard_post"]) < (screen.capacity or 3)
            move = [i for i in screen.ids if i in screen.movable and screen.zones[i] == "reserve"]
            if move and room and screen.in_post() < (screen.capacity or 3):
                screen.query_one("RowList").cursor = screen.ids.index(move[0])
                await press(pilot, "m")
            else:
                await press(pilot, "enter")
        elif name == "HkkAttackDialog":
            await press(pilot, "a", "enter")
            if app.screen is screen and screen.decision is g.pending:
                await press(pilot, "a", "enter")  # refused: attack with nobody
        elif name == "ChooseCardsDialog":
            for _ in range(screen.decision.min_choices):
                await press(pilot, "space", "down")
            await press(pilot, "enter")
        elif name in ("YesNoDialog",):
            await press(pilot, "y")
        elif name in ("ListPicker", "ChooseDialog"):
            await press(pilot, "1")
        else:  # damage division, order: the dialog's default answer
            await press(pilot, "enter")
    raise AssertionError(f"the game did not end within {max_steps} screens: {seen[-10:]}")


def test_a_seeded_hkk_hot_seat_game_to_the_result_by_keys() -> None:
    app = CardGameApp(short_hkk_factory(), seed=1)  # hidden hands: hand-offs between turns

    async def flow(pilot: Any, app: CardGameApp) -> None:
        seen = await play_hkk_by_keys(pilot, app)
        g = app.game
        assert g.over and g.winner is not None and g.turn >= 3
        assert any(e.event == "attack" for e in g.log.entries)
        assert {"HandOffScreen", "PriorityDialog", "ExchangeDialog",
                "HkkAttackDialog"} <= set(seen)
        text = str(app.screen.query_one("Static").render())
        assert f"{g.players[g.winner].name} wins" in text

    run(app, flow)
