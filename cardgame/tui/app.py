"""The hot-seat app: the agent of both human players.

It reads `game.pending`, covers the board for a hand-off when the question is for the
player not at the keys, opens the dialog for the question's kind, and hands the dialog's
answer to `game.answer`. A refusal is shown in the dialog, which stays open; the next
question of the same kind is loaded into the open dialog instead of opening a new one
(a new modal screen per answer cost most of the redraw time). It never changes the game
any other way (the one switch it flips is the engine's documented
`Player.autopass`, from the settings screen). A computer seat's questions go to its agent
on a timer (`computer_delay` after each visible move), and the agent's reason for each
move is written to the log under the engine's lines.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from statistics import median
from time import perf_counter
from typing import Any, ClassVar

from rich.text import Text
from textual.app import App
from textual.binding import Binding, BindingType
from textual.events import Resize
from textual.timer import Timer

from cardgame.engine.decisions import Decision
from cardgame.engine.game import Game
from cardgame.errors import IllegalAction
from cardgame.journal import JournaledGames, seat_answers
from cardgame.stops import Plan, answer_plan
from cardgame.tui.dialogs import DecisionContext, DecisionDialog, Reply, dialog_class, dialog_for
from cardgame.tui.dialogs.base import BoardHighlight, BoardPreview, DialogFrame
from cardgame.tui.dialogs.pickers import ConfirmScreen
from cardgame.tui.layout import board_size, fits, too_small_message
from cardgame.tui.messages import ScreenPainted
from cardgame.tui.present import asked_title, board_layout, terms
from cardgame.tui.quiet_gc import QUIET, QuietCollector
from cardgame.tui.screens.board import BoardScreen
from cardgame.tui.screens.game_over import GameOverScreen
from cardgame.tui.screens.handoff import HandOffScreen
from cardgame.tui.screens.help import HelpScreen
from cardgame.tui.screens.settings import SettingsScreen
from cardgame.tui.screens.zone_viewer import ZoneViewerScreen
from cardgame.tui.seat import Seat
from cardgame.tui.widgets.log_view import LogView
from cardgame.tui.widgets.player_header import PlayerHeader

GameFactory = Callable[[int], Game]
LOOKING = "looking around: press a to answer"
SIZE_WARNING_SECONDS = 10.0


class CardGameApp(App[None]):
    """Two players, one keyboard. `new_game(seed)` makes each game (a test hook too)."""

    TITLE = "cardgame"

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("question_mark", "help", "Help", priority=True),
        Binding("ctrl+s", "save", "Export the game", priority=True, show=False),
        Binding("ctrl+z", "undo", "Undo", priority=True, show=False),
        Binding("ctrl+f", "full_control", "Full control", priority=True, show=False),
        Binding("l", "log", "Log", priority=True),  # wide / hidden / normal, dialogs too
    ]

    def __init__(self, new_game: GameFactory, *, seed: int = 0, open_hands: bool = False,
                 check_size: bool = True, journaled: JournaledGames | None = None,
                 export_folder: Path | None = None, computers: dict[str, str] | None = None,
                 computer_delay: float = 0.8) -> None:
        super().__init__()
        self.journaled = journaled  # autosave: every answer durable in the journal
        self.export_folder = export_folder
        self._new_game: GameFactory = journaled if journaled is not None else new_game
        self.computers = computers or {}  # player name -> agent name (agents/registry.py)
        self.computer_delay = computer_delay
        self.seed = seed
        self.open_hands = open_hands
        self.check_size = check_size
        self.game: Game = new_game(seed)
        self.seat = self._new_seat()
        self.looking = False
        self.latencies: list[float] = []  # seconds from an answer to the next screen drawn
        self.answered_at: float | None = None  # perf_counter() of the latest answer
        self._t0: float | None = None
        self._size_warned: tuple[int, int] | None = None
        self.side_width = 40  # the board's side column and every dialog; set by the board
        self._board = BoardScreen(board_layout(self.game))
        self._collector = QuietCollector()  # no garbage collection while an answer draws
        self._quiet_timer: Timer | None = None
        self._computer_pause: Timer | None = None  # the pause after a computer's move
        # a question or the result that came while the player had the help, a graveyard
        # or the settings open over the board (the computer moved meanwhile): shown once
        # the board is uncovered, not over what the player is reading
        self._when_uncovered: Callable[[], None] | None = None

    # ---- set-up ------------------------------------------------------------------------
    def _new_seat(self, old: Seat | None = None) -> Seat:
        """The seats of a new game: fresh computer agents for the players named so (the
        ruleset seats whoever goes first as p1, so names, not places, say who is who);
        the stops of `old` are kept."""
        agents = self._fresh_agents()
        if old is None:
            return Seat(open_hands=self.open_hands, agents=agents)
        kept = frozenset(p for p in old.computer if p not in old.agents)
        return Seat(open_hands=self.open_hands, stops=old.stops, computer=kept, agents=agents)

    def _fresh_agents(self) -> dict[int, Any]:
        """A new agent for each computer seat of the current game (an agent remembers
        what it planned this turn, so a game taken back gets new ones)."""
        from cardgame.agents.registry import make_agent

        game = self.game
        return {i: make_agent(self.computers[p.name], game.ruleset, self.seed * 2 + i + 1)
                for i, p in enumerate(game.players) if p.name in self.computers}

    def get_default_screen(self) -> BoardScreen:
        return self._board

    @property
    def board(self) -> BoardScreen:
        return self._board

    def on_board_screen_ready(self, message: BoardScreen.Ready) -> None:
        self.start_game(fresh=False)
        self._check_size()

    def on_board_screen_uncovered(self, message: BoardScreen.Uncovered) -> None:
        waiting, self._when_uncovered = self._when_uncovered, None
        if waiting is not None:
            waiting()

    def _covered(self, then: Callable[[], None], what: str) -> bool:
        """Whether the player has something open over the board; if so, `then` runs
        once it is closed (and a note says what waits)."""
        if self.screen is self.board or isinstance(self.screen, DecisionDialog):
            return False
        self._when_uncovered = then
        self.notify(f"{what}: it opens when you close this", timeout=6, markup=False)
        return True

    def on_unmount(self) -> None:
        self._collector.close()  # the process's collector as it was before the app

    def on_resize(self, event: Resize) -> None:
        # the event's size: this handler runs before App's own, which updates `self.size`
        w, h = event.size.width, event.size.height
        self._check_size(w, h)
        self.fit_dialogs(board_size(w, h, self.board.log_mode).side_width)

    def fit_dialogs(self, width: int) -> None:
        """Dialogs are as wide as the board's side column, over which they open."""
        self.side_width = width
        for screen in self.screen_stack:
            for frame in screen.query(DialogFrame):
                frame.fit()

    def _check_size(self, w: int | None = None, h: int | None = None) -> None:
        """Warn when the terminal is (or is resized to) smaller than the board needs;
        the warning goes once it is big enough, or after a while: it lies over the
        dialogs' column, and a player who can't enlarge the window still has to answer."""
        if not self.check_size:
            return
        if w is None or h is None:
            w, h = self.size
        if fits(w, h):
            if self._size_warned:
                self._size_warned = None
                self.clear_notifications()
        elif self._size_warned != (w, h):
            if self._size_warned:
                self.clear_notifications()
            self._size_warned = (w, h)
            self.notify(too_small_message(w, h), title="Terminal too small",
                        severity="warning", timeout=SIZE_WARNING_SECONDS)

    def start_game(self, fresh: bool = True) -> None:
        """Begin a game (a new one from the factory unless the first is still unplayed)."""
        if fresh:
            self._stop_computer_pause()
            self._collector.thaw()  # the old game's objects are garbage now
            self.game = self._new_game(self.seed)
            # a seat's stops and kind are settings of the seat, kept from game to game
            self.seat = self._new_seat(self.seat)
        self.board.reset()
        self.advance()
        self.board.call_after_refresh(self._collector.freeze)

    # ---- the question loop ---------------------------------------------------------------
    def draw(self, note: str = "") -> int:
        return self.board.show_game(self.game, self.seat, note)

    def advance(self, dialog: DecisionDialog | None = None) -> None:
        """Show whatever the game asks next: a hand-off, a dialog, or the result.

        `dialog` is the one that gave the last answer: when the next question is of
        the same kind and needs no hand-off, it takes the question in place.
        """
        game = self.game
        while game.pending is not None:
            auto = self.seat.auto_answer(game)
            if auto is None:
                break
            by_seat = seat_answers(game)
            index = len(game.answers)
            by_seat.add(index)  # before answering: the journal writes it at once
            try:
                game.answer(auto)
            except IllegalAction:
                by_seat.discard(index)
                break  # the UI's guess was refused: ask the player instead
        d = game.pending
        if d is None:
            self._close(dialog)
            self.draw()
            self.show_result()
            return
        if self.seat.agent_of(d.player) is not None:
            self._close(dialog)  # the board is drawn after the computer's move
            self.call_later(self._computer_move)
            return
        if self.seat.needs_handoff(d):
            self._close(dialog)
            if dialog is None:  # a new game, undo: the board is drawn once before
                self.draw()
            # after an answer, not: the opaque hand-off covers the board and `_seated`
            # draws it for the next player (drawing it for nobody cost a redraw and a
            # layout of the board per hand-off)
            name = game.players[d.player].name
            why = f"{name} is asked: {asked_title(game, d)}."
            player = d.player
            self.push_screen(HandOffScreen(name, why), lambda _: self._seated(player))
            return
        self.draw()
        # the dialog changes once the board has laid out its changes: both reach the
        # screen in one frame, and the dialog never shows a question over an old board
        if dialog is not None and type(dialog) is dialog_class(d) and dialog.is_active:
            self.board.call_after_refresh(self._load, dialog, d)
            return
        self.board.call_after_refresh(self._replace, dialog, d)

    def _load(self, dialog: DecisionDialog, d: Decision) -> None:
        """The next question of the same kind, into the open dialog."""
        if self.game.pending is d and dialog.is_active:
            dialog.load(self._question_context(d))
        elif self.game.pending is d:
            self._replace(dialog, d)

    def _replace(self, dialog: DecisionDialog | None, d: Decision) -> None:
        """The last answer's dialog closes; the next question's opens."""
        if self.game.pending is not d:
            return  # answered meanwhile (undo, a new game): that path asks
        self.ask(replacing=dialog)

    def _computer_move(self) -> None:
        """The computer seat answers; its reason goes to the log; a pause if it did
        something visible, so that people can follow it."""
        game = self.game
        d = game.pending
        agent = self.seat.agent_of(d.player) if d is not None else None
        if d is None or agent is None:
            self.advance()
            return
        try:
            game.answer(agent.decide(game.view_for(d.player), d))
        except IllegalAction:
            game.answer(d.default_answer())
        why = getattr(agent, "explanation", "")
        self.draw()
        if why:
            self.board.query_one(LogView).write(
                Text(f"  {game.players[d.player].name}: {why}", style="italic"))
        delay = self.computer_delay if why else 0.0
        if delay > 0:
            self._computer_pause = self.set_timer(delay, self.advance)
        else:
            self.call_later(self.advance)

    @staticmethod
    def _close(dialog: DecisionDialog | None) -> None:
        if dialog is not None and dialog.is_attached:
            dialog.dismiss(None)

    def _question_context(self, d: Decision) -> DecisionContext:
        return DecisionContext(self.game, d, self.game.view_for(d.player))

    def _seated(self, player: int) -> None:
        self.seat.sit(player)
        self.draw()
        self.ask()

    def ask(self, error: str = "", replacing: DecisionDialog | None = None) -> None:
        """Open the dialog for the pending question (in place of `replacing`, which
        closes, and whose copy of the board the new one takes over)."""
        d = self.game.pending
        if d is None:
            self._close(replacing)
            return
        if replacing is None and isinstance(self.screen, DecisionDialog) \
                and self.screen.decision is d:
            return  # asked already (a second advance for one question must not stack)
        if replacing is None and self._covered(
                self.ask, f"{self.game.players[d.player].name} is asked: "
                          f"{asked_title(self.game, d)}"):
            return
        self._look(False)
        self.board.set_focus(None)  # a card looked at loses its focus frame
        dialog = dialog_for(self._question_context(d), error)
        if replacing is not None:
            dialog.take_below(replacing)
            self._close(replacing)
        self.push_screen(dialog, self._replied)

    def _replied(self, reply: Reply | None) -> None:
        """A dialog closed by itself: only to look at the board."""
        if reply is not None and reply.look:
            self._look(True)
            self.draw(LOOKING)
            self.board.action_walk(0, 0)

    def on_decision_dialog_answered(self, message: DecisionDialog.Answered) -> None:
        """Give the answer to the engine; a refusal is shown in the dialog, which stays."""
        dialog, reply = message.dialog, message.reply
        game = self.game
        d = game.pending
        if d is None or dialog.decision is not d:
            return  # a late answer to a question already answered
        t0 = perf_counter()
        self.answered_at = t0
        self._quiet_after_answer()
        try:
            if isinstance(reply.answer, Plan):  # several engine answers, one question
                answer_plan(game, reply.answer, seat_answers(game))
            else:
                game.answer(reply.answer)
        except IllegalAction as e:
            if game.pending is d:
                dialog.show_error(str(e))
            else:  # part of the plan was carried out: the rest is asked anew
                self.advance(dialog)
                self.notify(str(e), severity="warning", markup=False)
            return
        if reply.stop:
            self.seat.set_stop(d.player, reply.stop, game)
        self._t0 = t0
        with self.batch_update():  # board and dialog change in one frame
            self.advance(dialog)

    def _quiet_after_answer(self) -> None:
        """No garbage collection from now until no answer came for `QUIET` seconds
        (`quiet_gc.py`: it used to run in the middle of the answer's redraw)."""
        self._collector.pause()
        if self._quiet_timer is not None:
            self._quiet_timer.stop()
        self._quiet_timer = self.set_timer(QUIET, self._collector.resume)

    def on_screen_painted(self, message: ScreenPainted) -> None:
        """A question, hand-off or result screen was drawn: the answer's round trip ends."""
        if self._t0 is not None:
            self.latencies.append(perf_counter() - self._t0)
            self._t0 = None

    def median_latency_ms(self) -> float:
        return median(self.latencies) * 1000 if self.latencies else 0.0

    def show_result(self) -> None:
        if not self._covered(self._push_result, "The game is over"):
            self._push_result()

    def _push_result(self) -> None:
        g = self.game
        if self.journaled is not None and self.journaled.journal is not None and g.over:
            self.journaled.journal.record_end(g)
        winner = g.players[g.winner].name if g.winner is not None else None
        reason = g.end_reason or ("the game stopped at its stop point" if g.halted
                                  else "the game ended")
        self.push_screen(GameOverScreen(winner, reason, g.end_rule, g.turn, self.seed),
                         self._after_result)

    def _after_result(self, choice: str | None) -> None:
        if choice == "new":
            self.seed += 1
            self.start_game()
        elif choice == "board":
            self._look(True)
            self.draw("Game over: press a for the result")
        else:
            self.exit()

    def _look(self, looking: bool) -> None:
        """Looking around the board instead of at the question: `a` goes back."""
        if looking != self.looking:
            self.looking = looking
            self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """`a` (back to the question) shows and works only while looking around: while
        the computer moves there is nothing to go back to."""
        return self.looking if action == "answer" else True

    # ---- actions from the board and the dialogs ------------------------------------------
    def action_answer(self) -> None:
        """Back from looking at the board to the pending question (or the result)."""
        if not self.looking:
            return
        if self.game.pending is None:
            self._look(False)
            self.show_result()
        else:
            self.draw()
            self.ask()

    def action_save(self) -> None:
        """Export the game so far as a scenario file that replays it (scenario.md, 7):
        written atomically to a new file in the export folder; the message says where."""
        from cardgame.export import export_game

        try:
            path = export_game(self.game, self.export_folder,
                               name=f"hot-seat game, seed {self.seed}, turn {self.game.turn}")
        except (ValueError, OSError) as e:
            self.notify(f"not exported: {e}", severity="warning", markup=False)
            return
        self.notify(f"exported to {path} — replay it with: cardgame replay {path}",
                    markup=False)

    def action_undo(self) -> None:
        """Take back to the previous question asked of the player at the keys. When that
        also takes back the other player's answers, both must agree first."""
        journaled = self.journaled
        game = self.game
        me = self.seat.at_keys if self.seat.at_keys is not None else (
            game.pending.player if game.pending is not None else 0)
        if journaled is None:
            self.notify("undo needs a saved game (started with autosave)", severity="warning")
            return
        keep = undo_point(game, me)
        if keep is None:
            self.notify("nothing to undo yet", severity="warning")
            return
        others = {a.player for a in game.answers[keep:] if not a.auto and a.player != me
                  and a.player not in self.seat.computer}  # a computer always agrees

        def go(agreed: bool | None = True) -> None:
            if not agreed:
                self.notify("undo cancelled")
                return
            self._close_dialogs()
            self._stop_computer_pause()  # its advance belongs to the game taken back
            self._collector.thaw()  # the game taken back is garbage now
            self.game = journaled.undo_to(self.game, keep)
            self.seat.agents = self._fresh_agents()
            self.board.reset()
            self.notify(f"took back {len(game.answers) - keep} answer(s)")
            self.advance()
            self.board.call_after_refresh(self._collector.freeze)

        if not others:
            go()
            return
        other = game.players[next(iter(others))].name
        question = (f"Undo takes back {other}'s answers too. {other}, do you agree?")

        hidden = not self.seat.open_hands

        def asked(_: None = None) -> None:
            # with hands hidden the board under the question is the undoing player's
            # (their hand): the other player answers over an opaque screen
            self.push_screen(ConfirmScreen(question, default=False, title="Undo",
                                           yes="Agree", no="Refuse", opaque=hidden), answered)

        def answered(agreed: bool | None) -> None:
            if not hidden:
                go(agreed)
                return
            why = f"{other} {'agreed to' if agreed else 'refused'} the undo."
            self.push_screen(HandOffScreen(game.players[me].name, why), lambda _: go(agreed))

        if hidden:
            self.push_screen(HandOffScreen(other, "Undo asks you to agree."), asked)
        else:
            asked()

    def _stop_computer_pause(self) -> None:
        if self._computer_pause is not None:
            self._computer_pause.stop()
            self._computer_pause = None

    def _close_dialogs(self) -> None:
        while len(self.screen_stack) > 1:
            self.pop_screen()

    def action_full_control(self) -> None:
        """Rules testers: every question asked, for both seats (ctrl+f again: back)."""
        stops = [self.seat.stops_of(self.game, p.index) for p in self.game.players]
        on = not all(s.full for s in stops)
        for s in stops:
            s.full = on
        self.notify("full control: every question is asked" if on else
                    "full control off: your stops apply again")

    def action_log(self) -> None:
        self.board.action_log()

    def action_help(self) -> None:
        if isinstance(self.screen, HelpScreen):
            self.screen.dismiss(None)
        else:
            self.push_screen(HelpScreen(terms(self.game)))

    def action_zone(self, zone: str, player: int | None = None) -> None:
        first = self.seat.viewer if player is None else player
        self.push_screen(ZoneViewerScreen(self.game, zone, first))

    def action_settings(self) -> None:
        def done(_: None) -> None:
            self.draw(LOOKING if self.looking else "")

        journaled = self.journaled

        def autopass(player: int, on: bool) -> None:
            if journaled is not None:
                journaled.autopass_switched(self.game, player, on)

        self.push_screen(SettingsScreen(self.game, self.seat, autopass), done)

    def action_ask_quit(self) -> None:
        """Quit asks first; the game stays saved and resumable (`cardgame resume`)."""
        def done(yes: bool | None) -> None:
            if yes:
                self.exit()

        kept = (" The game is saved: continue it with `cardgame resume`."
                if self.journaled is not None and not self.game.over else "")
        self.push_screen(ConfirmScreen("Quit now?" + kept, default=False, title="Quit",
                                       yes="Quit", no="Keep playing"), done)

    def on_player_header_zone_clicked(self, message: PlayerHeader.ZoneClicked) -> None:
        self.action_zone(message.zone, message.player)

    def on_board_highlight(self, message: BoardHighlight) -> None:
        self.board.highlight(message.ids)

    def on_board_preview(self, message: BoardPreview) -> None:
        self.board.preview(message.marks)

def undo_point(game: Game, player: int) -> int | None:
    """How many answers to keep so that the last question the player really answered is
    asked again (auto answers after it are replayed by themselves); None if there is none."""
    by_seat = seat_answers(game)
    for i in range(len(game.answers) - 1, -1, -1):
        a = game.answers[i]
        if not a.auto and a.player == player and i not in by_seat:
            return i
    return None
