"""`cardgame replay FILE`: step through a scenario (or a recorded game) on the board.

The scenario is run once by the scenario runner; its answers are then fed one at a time
to a fresh game built from the same file, with both hands open, so the board shows the
position after each answer. Going back replays the answers from the start (games are
fully described by their setup and answers, DESIGN.md). The result line says whether
the scenario passed and why not.
"""

from __future__ import annotations

from typing import Any, ClassVar

from textual.app import App
from textual.binding import Binding, BindingType

from cardgame.engine.game import Answer, Game
from cardgame.scenario.model import Scenario
from cardgame.scenario.runner import ScenarioResult, run_scenario
from cardgame.scenario.setup import build_game, scenario_pool
from cardgame.tui.present import board_layout
from cardgame.tui.screens.board import BoardScreen
from cardgame.tui.seat import Seat


def describe_answer(game: Game, a: Answer) -> str:
    """One line for the step bar: who answered what."""
    who = game.players[a.player].name
    v: Any = a.value
    if a.kind == "priority":
        act = v.get("action") if isinstance(v, dict) else v
        cid = v.get("card") if isinstance(v, dict) else None
        card = game.objects.get(cid) if isinstance(cid, int) else None
        what = f" {card.card.name}" if card is not None else ""
        return f"{who}: {act}{what}{' (auto)' if a.auto else ''}"
    return f"{who}: {a.kind.replace('_', ' ')}"


class ReplayApp(App[None]):
    """Space or → steps forward, ← back, Home/End jump, q quits."""

    TITLE = "cardgame replay"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("space,right", "step(1)", "Next", priority=True),
        Binding("left", "step(-1)", "Back", priority=True),
        Binding("home", "jump(0)", "Start", priority=True),
        Binding("end", "jump(-1)", "End", priority=True),
        Binding("q", "quit", "Quit", priority=True),
    ]

    def __init__(self, sc: Scenario) -> None:
        super().__init__()
        self.sc = sc
        self.pool = scenario_pool(sc)
        self.result: ScenarioResult = run_scenario(sc)
        assert self.result.game is not None
        self.answers: list[Answer] = list(self.result.game.answers)
        self.stop_at = self.result.game.state.get("stop_at")
        self.index = 0
        self.seat = Seat(open_hands=True)
        self.game = self._fresh()
        self._board = BoardScreen(board_layout(self.game))

    def get_default_screen(self) -> BoardScreen:
        return self._board

    def _fresh(self) -> Game:
        game, _labels = build_game(self.sc, self.pool)
        for p in game.players:
            p.autopass = False  # every answer, auto-passes included, is fed explicitly
        if self.stop_at is not None:
            game.state["stop_at"] = self.stop_at
        game.start()
        return game

    def on_board_screen_ready(self, message: BoardScreen.Ready) -> None:
        self._show()

    def _show(self) -> None:
        n = len(self.answers)
        if self.index < n:
            note = f"{self.index}/{n} next: {describe_answer(self.game, self.answers[self.index])}"
        else:
            status = self.result.status.upper()
            why = f" — {self.result.messages[0]}" if self.result.messages else ""
            note = f"{n}/{n} end of the script: {status}{why}"
        self._board.show_game(self.game, self.seat, note=note)

    def action_step(self, delta: int) -> None:
        self.action_jump(max(0, min(len(self.answers), self.index + delta)))

    def action_jump(self, index: int) -> None:
        target = len(self.answers) if index < 0 else index
        if target < self.index:
            self.game = self._fresh()
            self._board.reset()
            self.index = 0
        while self.index < target and self.game.pending is not None:
            self.game.answer(self.answers[self.index].value)
            self.index += 1
        self._show()
