"""`cardgame demo` on the board: two computer players at a watchable pace.

The hot-seat app with both seats given to computers (`computers`), hands open, about one
visible action per `computer_delay` seconds. Keys: space pauses and resumes, `.` makes
one move while paused, `+`/`-` change the pace, `q` quits. A game ends on the game-over
screen; with `loop` the next game starts by itself a moment later, with the next pair of
bundled decks (a kiosk that runs for hours).
"""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.timer import Timer

from cardgame.tui.app import CardGameApp, GameFactory
from cardgame.tui.dialogs import DecisionDialog
from cardgame.tui.present import terms
from cardgame.tui.screens.game_over import GameOverScreen
from cardgame.tui.screens.help import KEYS, HelpScreen

# the help of a demo: its own keys (the game's undo, export and answering keys do
# nothing here, and the demo's were not listed)
DEMO_KEYS = (
    ("Demo", "space pause / resume · . one move while paused · + faster · - slower · "
             "q quit · ? help"),
    ("Board", "arrows walk the cards (hands included) · Enter card details · g graveyards · "
              "x exile · l log wide / hidden / normal"),
    *[k for k in KEYS if k[0] == "Card edges"],
)

SLOWEST = 8.0
RESULT_PAUSE = 3.0  # seconds the result stays up between looped games (times the pace)


class DemoApp(CardGameApp):
    """Computers on both seats; pause, step, pace and loop for an audience."""

    TITLE = "cardgame demo"

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("space", "pause", "Pause/resume", priority=True),
        Binding("full_stop", "step", "Step", priority=True),
        Binding("plus,equals_sign", "pace(0.5)", "Faster", priority=True),
        Binding("minus", "pace(2.0)", "Slower", priority=True),
        Binding("q", "quit", "Quit", priority=True),
    ]
    # the demo's own keys lead the key bar: at 80 columns the board's pushed them off it
    KEY_BAR_FIRST: ClassVar[tuple[str, ...]] = ("space", "full_stop", "plus", "minus", "q")

    def __init__(self, new_game: GameFactory, *, seed: int, names: tuple[str, str],
                 agents: tuple[str, str], delay: float = 1.0, loop: bool = False,
                 check_size: bool = True) -> None:
        super().__init__(new_game, seed=seed, open_hands=True, check_size=check_size,
                         computers={names[0]: agents[0], names[1]: agents[1]},
                         computer_delay=delay)
        self.loop = loop
        self.paused = False
        self._held = False  # a computer move waits for resume or step
        self._step = False
        self.games_finished = 0
        self.results: list[str] = []  # "winner: reason" of each finished game
        self._quitting = False
        self._next: Timer | None = None
        self._counted: object = None  # the game whose result is counted

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The board's keys for a person answering don't show: nobody does in a demo,
        except `a` back to the result after looking at the final board."""
        if action == "answer":
            return self.looking
        return action != "settings"

    def action_help(self) -> None:
        if isinstance(self.screen, HelpScreen):
            self.screen.dismiss(None)
        else:
            self.push_screen(HelpScreen(terms(self.game), DEMO_KEYS))

    def advance(self, dialog: DecisionDialog | None = None) -> None:
        if not self._quitting:
            super().advance(dialog)

    def _computer_move(self) -> None:
        if self._quitting:
            return
        if self.paused and not self._step:
            self._held = True
            return
        self._step = False
        super()._computer_move()

    def action_pause(self) -> None:
        self.paused = not self.paused
        self.notify("paused: space resumes, . makes one move" if self.paused else "resumed",
                    timeout=2)
        if not self.paused and self._held:
            self._held = False
            self._computer_move()

    def action_step(self) -> None:
        if self.paused and self._held:
            self._held = False
            self._step = True
            self._computer_move()

    def action_pace(self, factor: float) -> None:
        self.computer_delay = min(max(self.computer_delay * factor, 0.05), SLOWEST)
        self.notify(f"about {1 / self.computer_delay:.1f} actions per second", timeout=2)

    def show_result(self) -> None:
        if self._counted is self.game:  # back from looking at the final board
            super().show_result()
            return
        self._counted = self.game
        self.games_finished += 1
        g = self.game
        who = g.players[g.winner].name if g.winner is not None else "draw"
        self.results.append(f"{who}: {g.end_reason}")
        super().show_result()
        if self.loop:
            self._next = self.set_timer(max(RESULT_PAUSE * self.computer_delay, 0.01),
                                        self._next_game)

    def _next_game(self) -> None:
        self._next = None
        if isinstance(self.screen, GameOverScreen):
            self.screen.dismiss("new")
        elif not self._quitting:  # the result waits under the help someone opened
            self._next = self.set_timer(1.0, self._next_game)

    async def action_quit(self) -> None:
        self._quitting = True
        if self._next is not None:
            self._next.stop()
        self.exit()


def deck_pairs(count: int) -> list[tuple[int, int]]:
    """Every ordered pair of different decks, the first two first (the default demo)."""
    pairs = [(a, b) for a in range(count) for b in range(count) if a != b]
    return sorted(pairs, key=lambda p: p != (0, 1))

