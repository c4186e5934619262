"""Settings: each seat's stops, full control, standing orders, and the engine's auto-pass.

Stops are where a seat wants to be asked even when passing is the obvious answer (its own
main phases by default, and whenever the opponent's spell could be answered); full
control asks everything (for rules testers). Auto-pass lets the engine pass priority for
a player who could do nothing but pass; it is on by default. A stop changed here takes
effect at the next question.
"""

from __future__ import annotations

from collections.abc import Callable
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


def _on_off(flag: bool) -> str:
    return "on" if flag else "off"


class SettingsScreen(ModalScreen[None]):
    """Enter on a line switches it or opens it; f switches full control for both seats."""

    DEFAULT_CSS = """
    SettingsScreen {
        align: center middle;
        background: $background 60%;
        & #settings { width: 72; max-width: 100%; height: auto; max-height: 100%;
                      border: round $accent; background: $surface;
                      border-title-style: bold; padding: 0 1; }
        & OptionList { height: auto; max-height: 30; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q,s", "close", "Close"),
        Binding("f", "full_control", "Full control (both)"),
    ]

    def __init__(self, game: Game, seat: Seat,
                 on_autopass: Callable[[int, bool], None] | None = None) -> None:
        super().__init__()
        self.game = game
        self.seat = seat
        self.on_autopass = on_autopass  # told (player, on) when auto-pass is switched

    def compose(self) -> ComposeResult:
        box = Vertical(id="settings")
        box.border_title = "Settings"
        with box:
            yield Static("Stops: where you are asked even when passing is the obvious "
                         "answer. Auto-pass: the engine passes for you when you could do "
                         "nothing.")
            yield OptionList(*self._options(), id="options")
        yield KeyBar()

    def _options(self) -> list[Option]:
        out = []
        for p in self.game.players:
            stops = self.seat.stops_of(self.game, p.index)
            out.append(Option(Text(f"{p.name}: stops — {self._summary(p.index)}"),
                              id=f"stops:{p.index}"))
            out.append(Option(Text(f"{p.name}: full control (asked at every step): "
                                   f"{_on_off(stops.full)}"), id=f"full:{p.index}"))
            out.append(Option(Text(f"{p.name}: auto-pass {_on_off(p.autopass)}"),
                              id=f"auto:{p.index}"))
            which = ("every one you could answer" if stops.every_response
                     else "those worth an answer")
            out.append(Option(Text(f"{p.name}: asked about the opponent's spells: {which}"),
                              id=f"respond:{p.index}"))
            order = self.seat.stop_label(p.index, self.game)
            if order:
                out.append(Option(Text(f"{p.name}: clear the standing order (passing {order})"),
                                  id=f"order:{p.index}"))
        return out

    def _summary(self, player: int) -> str:
        stops = self.seat.stops_of(self.game, player)
        ui = self.game.rules.description.ui
        own = ", ".join(ui.step(s) for s in self._steps() if s in stops.own) or "none"
        theirs = ", ".join(ui.step(s) for s in self._steps() if s in stops.theirs)
        return f"own turn: {own}" + (f"; opponent's turn: {theirs}" if theirs else "")

    def _steps(self) -> tuple[str, ...]:
        return self.game.rules.description.step_ids

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        oid = event.option.id or ""
        kind, _, idx = oid.partition(":")
        p = int(idx)
        if kind == "auto":
            # the engine's documented switch (DESIGN.md: "switchable in the UI")
            pl = self.game.players[p]
            pl.autopass = not pl.autopass
            if self.on_autopass is not None:
                self.on_autopass(p, pl.autopass)
        elif kind == "full":
            stops = self.seat.stops_of(self.game, p)
            stops.full = not stops.full
        elif kind == "respond":
            stops = self.seat.stops_of(self.game, p)
            stops.every_response = not stops.every_response
        elif kind == "order":
            self.seat.clear_stop(p)
        elif kind == "stops":
            self.app.push_screen(StopsScreen(self.game, self.seat, p), lambda _: self._refresh())
            return
        self._refresh()

    def _refresh(self) -> None:
        lst = self.query_one(OptionList)
        at = lst.highlighted
        lst.clear_options()
        lst.add_options(self._options())
        if at is not None:
            lst.highlighted = min(at, lst.option_count - 1)

    def action_full_control(self) -> None:
        stops = [self.seat.stops_of(self.game, p.index) for p in self.game.players]
        on = not all(s.full for s in stops)
        for s in stops:
            s.full = on
        self._refresh()

    def action_close(self) -> None:
        self.dismiss(None)


class StopsScreen(ModalScreen[None]):
    """One seat's stops, step by step: Enter switches the highlighted line."""

    DEFAULT_CSS = """
    StopsScreen {
        align: center middle;
        background: $background 60%;
        & #stops { width: 60; max-width: 100%; height: auto; max-height: 100%;
                   border: round $accent; background: $surface; padding: 0 1; }
        & OptionList { height: auto; max-height: 65vh; }  /* its box fits 24 rows */
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q", "close", "Close"),
        Binding("r", "defaults", "Defaults"),
    ]

    def __init__(self, game: Game, seat: Seat, player: int) -> None:
        super().__init__()
        self.game = game
        self.seat = seat
        self.player = player

    def compose(self) -> ComposeResult:
        box = Vertical(id="stops")
        box.border_title = Text(f"Stops of {self.game.players[self.player].name}")
        with box:
            yield Static("[x] = asked there even when passing is the obvious answer. The "
                         "opponent's spells you could answer always ask.", markup=False)
            yield OptionList(*self._options())
        yield KeyBar()

    def _options(self) -> list[Option]:
        stops = self.seat.stops_of(self.game, self.player)
        ui = self.game.rules.description.ui
        out = []
        for whose, chosen in (("own", stops.own), ("theirs", stops.theirs)):
            label = "your turn" if whose == "own" else "opponent's turn"
            for step in self.game.rules.description.step_ids:
                mark = "[x]" if step in chosen else "[ ]"
                out.append(Option(Text(f"{mark} {label}: {ui.step(step)}"),
                                  id=f"{whose}:{step}"))
        return out

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        whose, _, step = (event.option.id or "").partition(":")
        stops = self.seat.stops_of(self.game, self.player)
        chosen = stops.own if whose == "own" else stops.theirs
        chosen.symmetric_difference_update({step})
        self._refresh()

    def _refresh(self) -> None:
        lst = self.query_one(OptionList)
        at = lst.highlighted
        lst.clear_options()
        lst.add_options(self._options())
        if at is not None:
            lst.highlighted = at

    def action_defaults(self) -> None:
        from cardgame.stops import Stops

        self.seat.stops[self.player] = Stops.defaults(self.game)
        self._refresh()

    def action_close(self) -> None:
        self.dismiss(None)
