"""`cardgame replay FILE`: step through a scenario (or a recorded game) on the board.

The scenario is run once by the scenario runner, which here also notes where each answer
came from (the script, a default answer, the engine's auto-pass) and the refusals the
script asked for with `expect_error`; its answers are then fed one at a time to a fresh
game built from the same file, with both hands open, so the board shows the position after
each answer. Going back replays the answers from the start (games are fully described by
their setup and answers, DESIGN.md). A banner gives the scenario's name, description and
rules; the result line says whether the scenario passed and why not.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual.app import App
from textual.binding import Binding, BindingType
from textual.widgets import Static

from cardgame.engine.decisions import Decision
from cardgame.engine.game import Answer, Game
from cardgame.errors import IllegalAction
from cardgame.scenario.model import Action, Scenario
from cardgame.scenario.runner import Runner, ScenarioFailure, run_scenario
from cardgame.scenario.setup import build_game, scenario_pool
from cardgame.tui.present import board_layout, kind_title
from cardgame.tui.screens.board import BoardScreen
from cardgame.tui.seat import Seat

SCRIPTED, DEFAULT, AUTO = "scripted", "default", "auto-pass"


class NotingRunner(Runner):
    """The scenario runner, noting which answers the script gave and which refusals it
    asked for (answer index -> the refusal's message, shown before that answer)."""

    def __init__(self, sc: Scenario) -> None:
        super().__init__(sc)
        self.scripted: set[int] = set()
        self.refusals: dict[int, list[str]] = {}

    def _carry_out(self, action: Action, d: Decision) -> None:
        before = len(self.game.answers)
        log_before = len(self.game.log.entries)
        super()._carry_out(action, d)
        if len(self.game.answers) > before:
            self.scripted.add(before)
        elif action.expect_error is not None:
            refused = [e for e in self.game.log.entries[log_before:] if e.event == "refused"]
            why = str(refused[-1].args[0]) if refused and refused[-1].args else \
                action.expect_error
            self.refusals.setdefault(before, []).append(
                f"do[{action.index}] {action.kind} by {action.player} refused as expected: "
                f"{why}")



def notes_of(sc: Scenario) -> NotingRunner:
    """A second run of the scenario, only for its notes (the result is `run_scenario`'s:
    a run is deterministic, so both runs give the same answers)."""
    runner = NotingRunner(sc)
    try:
        runner.run()
    except (ScenarioFailure, IllegalAction):
        pass  # the result says why; the notes up to there stand
    return runner


def origin(index: int, a: Answer, scripted: set[int]) -> str:
    """Where an answer came from: the script, the engine's auto-pass, or a default."""
    if index in scripted:
        return SCRIPTED
    return AUTO if a.auto else DEFAULT


def describe_answer(game: Game, a: Answer) -> str:
    """One line for the step bar: who answered what."""
    who = game.players[a.player].name
    v: Any = a.value
    if a.kind == "priority":
        act = v.get("action") if isinstance(v, dict) else v
        cid = v.get("card") if isinstance(v, dict) else None
        card = game.objects.get(cid) if isinstance(cid, int) else None
        what = f" {card.card.name}" if card is not None else ""
        return f"{who}: {act}{what}"
    return f"{who}: {kind_title(game, a.kind)}"


def banner_text(sc: Scenario) -> Text:
    """The scenario's name, its rules and its description, for the top of the screen."""
    t = Text(sc.name, "bold")
    if sc.rules:
        t.append(f"  rules {', '.join(sc.rules)}", "cyan")
    if sc.description:
        t.append("\n")
        t.append(sc.description.strip(), "italic")
    return t


class ReplayApp(App[None]):
    """Space or → steps forward, ← back, Home/End jump, q quits."""

    TITLE = "cardgame replay"
    CSS = """
    #banner { height: auto; max-height: 4; background: $boost; padding: 0 1; }
    #replay-note { height: auto; max-height: 3; padding: 0 1; }
    """
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
        self.result = run_scenario(sc)
        runner = notes_of(sc)
        assert self.result.game is not None
        self.answers: list[Answer] = list(self.result.game.answers)
        self.scripted = runner.scripted
        self.refusals = runner.refusals
        self.stop_at = self.result.game.state.get("stop_at")
        self.index = 0
        self.forced_seen = 0
        self.seat = Seat(open_hands=True)
        self._stop_from_start = True
        self.game = self._fresh()
        self._board = ReplayBoard(banner_text(sc), board_layout(self.game))

    def get_default_screen(self) -> BoardScreen:
        return self._board

    def _fresh(self) -> Game:
        game, _labels = build_game(self.sc, self.pool)
        for n, p in enumerate(game.players):
            p.autopass = False  # every answer, auto-passes included, is fed explicitly
            if p.name in ("p1", "p2"):  # the file names no one: say who they are
                p.name = f"Player {n + 1}"
        if self.stop_at is not None and self._stop_from_start:
            game.state["stop_at"] = self.stop_at
        game.start()
        self.forced_seen = len(game.state.get("forced", []))
        return game

    def on_board_screen_ready(self, message: BoardScreen.Ready) -> None:
        self._show()

    def _show(self, forced: str = "") -> None:
        n = len(self.answers)
        note = Text()
        for why in self.refusals.get(self.index, ()):
            note.append(f"{why}  ", "bold red")
        if forced:
            note.append(f"{forced}  ", "magenta")
        if self.index < n:
            a = self.answers[self.index]
            note.append(f"{self.index}/{n} next ({origin(self.index, a, self.scripted)}): ")
            note.append(describe_answer(self.game, a))
        else:
            status = self.result.status.upper()
            why = f" — {self.result.messages[0]}" if self.result.messages else ""
            note.append(f"{n}/{n} end of the script: {status}{why}")
        self._board.show_game(self.game, self.seat, note=f"replay {self.index}/{n}")
        self._board.show_note(note)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The board's keys that belong to a game being played don't show here."""
        return action not in ("answer", "settings", "ask_quit")

    def action_zone(self, zone: str, player: int | None = None) -> None:
        from cardgame.tui.screens.zone_viewer import ZoneViewerScreen

        self.push_screen(ZoneViewerScreen(self.game, zone, player or 0))

    def action_step(self, delta: int) -> None:
        self.action_jump(max(0, min(len(self.answers), self.index + delta)))

    def action_jump(self, index: int) -> None:
        target = len(self.answers) if index < 0 else index
        if target < self.index:
            self._restart()
        forced = self._feed(target)
        if self.index < target and self._stop_from_start:
            # the stop point came before the answers that reached it in the run (the runner
            # sets its stop only before the script's last answer): go again without it
            self._stop_from_start = False
            self._restart()
            forced = self._feed(target)
        self._show(forced)

    def _restart(self) -> None:
        self.game = self._fresh()
        self._board.reset()
        self.index = 0

    def _feed(self, target: int) -> str:
        """Answer up to `target`; says which questions the engine answered by itself
        (one legal answer: not asked) on the way."""
        forced: list[str] = []
        while self.index < target and self.game.pending is not None:
            self.game.answer(self.answers[self.index].value)
            self.index += 1
            done = self.game.state.get("forced", [])
            for kind, player, _answer, _data in done[self.forced_seen:]:
                forced.append(f"{self.game.players[player].name}: {kind_title(self.game, kind)}")
            self.forced_seen = len(done)
        return f"then forced (one legal answer): {', '.join(forced[-3:])}" if forced else ""


class ReplayBoard(BoardScreen):
    """The board with the scenario's banner on top and the step note under it."""

    def __init__(self, banner: Text, layout: tuple[tuple[str, ...], tuple[str, ...]]) -> None:
        super().__init__(layout)
        self.banner = banner

    def compose(self) -> Any:
        yield Static(self.banner, id="banner")
        yield Static("", id="replay-note")
        yield from super().compose()

    def show_note(self, note: Text) -> None:
        self.query_one("#replay-note", Static).update(note)
