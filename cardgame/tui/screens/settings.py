"""Settings: each player's auto-pass (the engine's own switch) and their stops.

Auto-pass lets the engine pass priority for a player who could do nothing but pass; it
is on by default. Stops are the UI's ("pass until ..."), set from the priority dialog and
cleared here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from cardgame.tui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from cardgame.engine.game import Game
    from cardgame.tui.seat import Seat


class SettingsScreen(ModalScreen[None]):
    """Enter on a line switches it."""

    DEFAULT_CSS = """
    SettingsScreen {
        align: center middle;
        background: $background 60%;
        & #settings { width: 64; height: auto; border: round $accent; background: $surface;
                      border-title-style: bold; padding: 0 1; }
        & OptionList { height: auto; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q,s", "close", "Close")]

    def __init__(self, game: Game, seat: Seat) -> None:
        super().__init__()
        self.game = game
        self.seat = seat

    def compose(self) -> ComposeResult:
        box = Vertical(id="settings")
        box.border_title = "Settings"
        with box:
            yield Static("Auto-pass: the engine passes priority for you when you have "
                         "nothing you could do.")
            yield OptionList(*self._options(), id="options")
        yield KeyBar()

    def _options(self) -> list[Option]:
        out = []
        for p in self.game.players:
            state = "on" if p.autopass else "off"
            out.append(Option(Text(f"Auto-pass for {p.name}: {state}"), id=f"auto:{p.index}"))
        for p in self.game.players:
            stop = self.seat.stop_label(p.index)
            if stop:
                out.append(Option(Text(f"Clear {p.name}'s stop (passing {stop})"),
                                  id=f"stop:{p.index}"))
        return out

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        oid = event.option.id or ""
        kind, _, idx = oid.partition(":")
        p = int(idx)
        if kind == "auto":
            # the engine's documented switch (DESIGN.md: "switchable in the UI")
            self.game.players[p].autopass = not self.game.players[p].autopass
        elif kind == "stop":
            self.seat.clear_stop(p)
        lst = self.query_one(OptionList)
        at = lst.highlighted
        lst.clear_options()
        lst.add_options(self._options())
        if at is not None:
            lst.highlighted = min(at, lst.option_count - 1)

    def action_close(self) -> None:
        self.dismiss(None)
