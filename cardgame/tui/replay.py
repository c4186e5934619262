"""`cardgame replay FILE`: step through a scenario (or a recorded game) on the board.

The scenario is run once by the scenario runner, which here also notes what a reader of
the script needs at each answer (`ReplayNotes`): which `[[do]]` gave it (or that it was a
default or an auto-pass), the `[[do]]`s a forced answer took, the refusals the script
asked for with `expect_error`, the checkpoints with their results, each seat's auto-pass
state, and the answer before which the run set its stop. Its answers are then fed one at a
time to a fresh game built from the same file, with both hands open, so the board shows
the position after each answer; the stop is set where the run set it, so the replay ends
where the run ended. Going back replays the answers from the start (games are fully
described by their setup and answers, DESIGN.md). A banner gives the scenario's name,
description and rules; the result line says whether the scenario passed and why not.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from rich.text import Text
from textual.app import App
from textual.binding import Binding, BindingType
from textual.widgets import Static

from cardgame.engine.decisions import Decision
from cardgame.engine.game import Answer, Game
from cardgame.errors import IllegalAction
from cardgame.scenario.expect import check_expect
from cardgame.scenario.model import Action, Checkpoint, Scenario, Stop
from cardgame.scenario.runner import Runner, ScenarioFailure, run_scenario
from cardgame.scenario.setup import build_game, scenario_pool
from cardgame.tomlsource import format_path
from cardgame.tui.present import board_layout, kind_title, terms
from cardgame.tui.screens.board import BoardScreen
from cardgame.tui.screens.help import KEYS, HelpScreen
from cardgame.tui.seat import Seat

SCRIPTED, DEFAULT, AUTO = "scripted", "default", "auto-pass"

REPLAY_KEYS = (
    ("Replay", "space or → next answer · ← back one · Home start · End the end of the "
               "script · g graveyards · x exile · l log wide / hidden / normal · "
               "arrows then Enter: a card's details · ? help · q quit"),
    ("Each step", "who answers what, and where the answer came from: scripted do[N] (the "
                  "script's N-th [[do]], from 0) · default (the runner's default answer on "
                  "the way) · auto-pass (the engine passed for a player who could do "
                  "nothing) · forced (one legal answer: not asked); checkpoints show as "
                  "they pass, with their result; refusals asked for with expect_error "
                  "show with their message"),
    *[k for k in KEYS if k[0] == "Card edges"],
)


@dataclass
class ReplayNotes:
    """What the run did at each answer; keys are answer indexes (the note shows before
    that answer is fed, i.e. after that many answers)."""

    scripted: dict[int, Action] = field(default_factory=dict)
    forced: dict[int, list[str]] = field(default_factory=dict)  # [[do]]s a forced answer took
    refusals: dict[int, list[str]] = field(default_factory=dict)
    checkpoints: dict[int, list[tuple[str, bool]]] = field(default_factory=dict)
    autopass: list[tuple[int, tuple[bool, ...]]] = field(default_factory=list)
    stop_from: int | None = None  # the answer before which the run set its default stop

    def autopass_at(self, index: int) -> tuple[bool, ...] | None:
        """Each seat's auto-pass state when answer `index` was given."""
        state = None
        for at, flags in self.autopass:
            if at > index:
                break
            state = flags
        return state


class NotingRunner(Runner):
    """The scenario runner, taking `ReplayNotes` as it plays."""

    def __init__(self, sc: Scenario) -> None:
        super().__init__(sc)
        self.notes = ReplayNotes()

    @property
    def _at(self) -> int:
        return len(self.game.answers)

    def _carry_out(self, action: Action, d: Decision) -> None:
        before = self._at
        log_before = len(self.game.log.entries)
        super()._carry_out(action, d)
        if self._at > before:
            self.notes.scripted[before] = action
        elif action.expect_error is not None:
            refused = [e for e in self.game.log.entries[log_before:] if e.event == "refused"]
            why = str(refused[-1].args[0]) if refused and refused[-1].args else \
                action.expect_error
            self.notes.refusals.setdefault(before, []).append(
                f"do[{action.index}] {action.kind} by {action.player} refused as expected: "
                f"{why}")

    def _forced_match(self, action: Action) -> bool:
        took = super()._forced_match(action)
        if took:
            self.notes.forced.setdefault(self._at, []).append(
                f"do[{action.index}] {action.kind} by {action.player}")
        return took

    def _checkpoints_after(self, action: Action) -> None:
        for cp in self.sc.checkpoints:
            if cp.after == action.index + 1:
                failed = check_expect(cp.expect, self.game, self.refs, format_path(cp.path))
                self._note_checkpoint(cp, failed)
        super()._checkpoints_after(action)

    def _note_checkpoint(self, cp: Checkpoint, failed: list[str]) -> None:
        self.notes.checkpoints.setdefault(self._at, []).append(checkpoint_line(cp, failed))

    def _default_stop(self) -> None:
        if self.sc.stop is None and self.notes.stop_from is None:
            self.notes.stop_from = self._at
        super()._default_stop()

    def _set_autopass(self, queue: list[Action]) -> None:
        super()._set_autopass(queue)
        flags = tuple(p.autopass for p in self.game.players)
        marks = self.notes.autopass
        if not marks or marks[-1][1] != flags:
            if marks and marks[-1][0] == self._at:
                marks.pop()  # changed again before any answer: the last state holds
            marks.append((self._at, flags))


def checkpoint_line(cp: Checkpoint, failed: list[str]) -> tuple[str, bool]:
    """A checkpoint as it passes: where it is in the file, its moment, its result."""
    moment = f"after do[{cp.after - 1}]" if cp.after is not None else \
        f"turn {cp.turn}, {str(cp.step).replace('_', ' ')} step"
    head = f"{format_path(cp.path)} ({moment})"
    if not failed:
        return f"{head}: passed", True
    return f"{head}: FAILED — " + "; ".join(failed), False


def step_checkpoints(sc: Scenario, notes: ReplayNotes) -> None:
    """Checkpoints by turn and step: the run replayed to that moment and halted there (as
    the runner checks them); noted at the answer the halted run had reached."""
    for cp in sc.checkpoints:
        if cp.turn is None or cp.step is None:
            continue
        sub = Runner(replace(sc, stop=Stop(cp.turn, cp.step), checkpoints=[]))
        try:
            sub.run()
        except (ScenarioFailure, IllegalAction):
            pass  # the script's own problems are the full run's to report
        if not sub.game.halted:
            continue  # never reached: the result line says so
        failed = check_expect(cp.expect, sub.game, sub.refs, format_path(cp.path))
        notes.checkpoints.setdefault(len(sub.game.answers), []).append(
            checkpoint_line(cp, failed))


def notes_of(sc: Scenario) -> ReplayNotes:
    """A second run of the scenario, only for its notes (the result is `run_scenario`'s:
    a run is deterministic, so both runs give the same answers)."""
    runner = NotingRunner(sc)
    try:
        runner.run()
    except (ScenarioFailure, IllegalAction):
        pass  # the result says why; the notes up to there stand
    step_checkpoints(sc, runner.notes)
    return runner.notes


def origin(index: int, a: Answer, notes: ReplayNotes) -> str:
    """Where an answer came from: a [[do]] of the script, the engine's auto-pass, or a
    default answer of the runner."""
    action = notes.scripted.get(index)
    if action is not None:
        return f"{SCRIPTED} do[{action.index}]"
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
    """Space or → steps forward, ← back, Home/End jump, ? help, q quits."""

    TITLE = "cardgame replay"
    CSS = """
    #banner { height: auto; max-height: 4; background: $boost; padding: 0 1; }
    #replay-note { height: auto; max-height: 4; padding: 0 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("space,right", "step(1)", "Next", priority=True),
        Binding("left", "step(-1)", "Back", priority=True),
        Binding("home", "jump(0)", "Start", priority=True),
        Binding("end", "jump(-1)", "End", priority=True),
        Binding("question_mark", "help", "Help", priority=True),
        Binding("q", "quit", "Quit", priority=True),
    ]
    # the replay's own keys lead the key bar (`KeyBar`), before the board's
    KEY_BAR_FIRST: ClassVar[tuple[str, ...]] = ("space", "right", "left", "home", "end")

    def __init__(self, sc: Scenario) -> None:
        super().__init__()
        self.sc = sc
        self.pool = scenario_pool(sc)
        self.result = run_scenario(sc)
        self.notes = notes_of(sc)
        assert self.result.game is not None
        self.answers: list[Answer] = list(self.result.game.answers)
        self.stop_at = self.result.game.state.get("stop_at")
        self.index = 0
        self.forced_seen = 0
        self.seat = Seat(open_hands=True)
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
        if self.sc.stop is not None:  # the run's [stop] was there from the start
            game.state["stop_at"] = self.stop_at
        game.start()
        self.forced_seen = len(game.state.get("forced", []))
        self._stop_if_due(game, 0)
        return game

    def _stop_if_due(self, game: Game, index: int) -> None:
        """The run set its default stop before this answer: so does the replay."""
        if self.stop_at is not None and self.notes.stop_from == index:
            game.state["stop_at"] = self.stop_at

    def on_board_screen_ready(self, message: BoardScreen.Ready) -> None:
        self._show()

    def _show(self, forced: str = "") -> None:
        n = len(self.answers)
        notes = self.notes
        note = Text()
        for line, ok in notes.checkpoints.get(self.index, ()):
            note.append(f"{line}  ", "bold green" if ok else "bold red")
        for why in notes.refusals.get(self.index, ()):
            note.append(f"{why}  ", "bold red")
        if forced:
            note.append(f"{forced}  ", "magenta")
        if self.index < n:
            a = self.answers[self.index]
            note.append(f"{self.index}/{n} next ({origin(self.index, a, notes)}): ")
            note.append(describe_answer(self.game, a))
        else:
            status = self.result.status.upper()
            why = f" — {self.result.messages[0]}" if self.result.messages else ""
            note.append(f"{n}/{n} end of the script: {status}{why}")
        self._board.show_game(self.game, self.seat, note=f"replay {self.index}/{n}",
                              autopass=notes.autopass_at(self.index))
        self._board.show_note(note)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The board's keys that belong to a game being played don't show here."""
        return action not in ("answer", "settings", "ask_quit")

    def action_help(self) -> None:
        if isinstance(self.screen, HelpScreen):
            self.screen.dismiss(None)
        else:
            self.push_screen(HelpScreen(terms(self.game), REPLAY_KEYS))

    def action_zone(self, zone: str, player: int | None = None) -> None:
        from cardgame.tui.screens.zone_viewer import ZoneViewerScreen

        self.push_screen(ZoneViewerScreen(self.game, zone, player or 0))

    def action_step(self, delta: int) -> None:
        self.action_jump(max(0, min(len(self.answers), self.index + delta)))

    def action_jump(self, index: int) -> None:
        target = len(self.answers) if index < 0 else index
        if target < self.index:
            self._restart()
        self._show(self._feed(target))

    def _restart(self) -> None:
        self.game = self._fresh()
        self._board.reset()
        self.index = 0

    def _feed(self, target: int) -> str:
        """Answer up to `target`; says which questions the engine answered by itself
        (one legal answer: not asked) on the way, and which [[do]]s those took."""
        forced: list[str] = []
        took: list[str] = []
        while self.index < target and self.game.pending is not None:
            self.game.answer(self.answers[self.index].value)
            self.index += 1
            self._stop_if_due(self.game, self.index)
            done = self.game.state.get("forced", [])
            for kind, player, _answer, _data in done[self.forced_seen:]:
                forced.append(f"{self.game.players[player].name}: {kind_title(self.game, kind)}")
            self.forced_seen = len(done)
            took += self.notes.forced.get(self.index, [])
        out = f"then forced (one legal answer): {', '.join(forced[-3:])}" if forced else ""
        if took:
            out += f" — taking {', '.join(took[-3:])}"
        return out


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
