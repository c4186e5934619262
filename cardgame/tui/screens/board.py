"""The table: step bar, both players' areas, the stack and the log.

The layout follows the terminal's size (`layout.board_size`): the own area is never
scrolled away (the opponent's area scrolls when both don't fit), cards are as wide as
their names allow, and the side column (stack and log) is as wide as the dialogs that
open over it; `l` makes the log wide or hides it. Every word comes from the ruleset's
description (`UiTerms`), never from testing the ruleset's name.

The board only draws. The app gives it the game and the seat after every answer
(`show_game`); each part compares what it is given with what it shows and redraws only
on a difference. Arrow keys walk the cards, Enter opens a card's details, `a` goes back to
the pending question after looking around.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widget import Widget

from cardgame.engine.uiterms import UiTerms
from cardgame.tui.layout import LOG_MODES, BoardSize, board_size
from cardgame.tui.present import (
    CardFace,
    HandCard,
    battlefield_faces,
    hand_cards,
    internal_ids,
    kind_title,
    stack_lines,
    terms,
)
from cardgame.tui.widgets.card import CardView
from cardgame.tui.widgets.hand_row import HandChip
from cardgame.tui.widgets.key_bar import KeyBar
from cardgame.tui.widgets.log_view import LogView
from cardgame.tui.widgets.player_area import PlayerArea
from cardgame.tui.widgets.player_header import PlayerInfo
from cardgame.tui.widgets.stack_view import StackView
from cardgame.tui.widgets.step_bar import StepBar, StepInfo

if TYPE_CHECKING:
    from cardgame.engine.game import Game
    from cardgame.tui.seat import Seat


ROLES = ("library", "hand", "graveyard", "exile")  # the zones a player header counts


def zone_id(game: Game, role: str) -> str:
    """The id of the zone that plays `role` in this game's ruleset (its description)."""
    desc = getattr(game.rules, "description", None)
    found = desc.zone_with_role(role) if desc is not None else None
    return found or role


def zone(game: Game, player: int, role: str) -> list[int]:
    """A player's zone by the role it plays ("graveyard"...), empty if there is none."""
    return game.players[player].zones.get(zone_id(game, role), [])


class BoardScreen(Screen[None]):
    """The main screen; dialogs open over its right side."""

    DEFAULT_CSS = """
    BoardScreen {
        layout: vertical;
        & #main { height: 1fr; }
        & #table { width: 1fr; }
        & #top { height: 1fr; overflow-y: auto; scrollbar-size-vertical: 1; }
        & #bottom { height: auto; }
        & #side { width: 40; }
    }
    """

    AUTO_FOCUS = ""  # a card takes the focus only when the player looks around

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("a", "app.answer", "Answer"),
        Binding("g", "app.zone('graveyard')", "Graveyards"),
        Binding("x", "app.zone('exile')", "Exile"),
        Binding("s", "app.settings", "Settings"),
        Binding("l", "log", "Log"),
        Binding("q", "app.ask_quit", "Quit"),
        Binding("left", "walk(0, -1)", show=False),
        Binding("right", "walk(0, 1)", show=False),
        Binding("up", "walk(-1, 0)", show=False),
        Binding("down", "walk(1, 0)", show=False),
    ]

    class Ready(Message):
        """The board is composed: the app may start the game."""

    class Uncovered(Message):
        """The board is the top screen again (what was over it closed)."""

    def __init__(self, layout: tuple[tuple[str, ...], tuple[str, ...]] = UiTerms().board_rows
                 ) -> None:
        super().__init__()
        self.rows = layout
        self._highlight: frozenset[int] = frozenset()
        self.last_redrawn = 0
        self.log_mode = LOG_MODES[0]
        self.measures: BoardSize | None = None
        self._ids: tuple[object, dict[str, tuple[str, frozenset[str]]]] | None = None
        # the parts `show_game` draws, kept from `compose`: a query walks the whole board
        self._step_bar = StepBar(id="stepbar")
        self._areas = {"#top": PlayerArea(False, self.rows, id="top"),
                       "#bottom": PlayerArea(True, self.rows, id="bottom")}
        self._stack = StackView(id="stack")
        self._log = LogView(id="log")

    def compose(self) -> ComposeResult:
        yield self._step_bar
        with Horizontal(id="main"):
            with Vertical(id="table"):
                yield self._areas["#top"]
                yield self._areas["#bottom"]
            with Vertical(id="side"):
                yield self._stack
                yield self._log
        yield KeyBar()

    def on_mount(self) -> None:
        self.fit()
        self.post_message(self.Ready())

    def on_resize(self) -> None:
        self.fit()

    def on_screen_resume(self) -> None:
        self.post_message(self.Uncovered())

    def fit(self) -> None:
        """Lay the board out for the terminal's size (and the log's mode)."""
        w, h = self.app.size
        m = board_size(w, h, self.log_mode)
        if m == self.measures:
            return
        self.measures = m
        CardView.measures = m
        fit_dialogs = getattr(self.app, "fit_dialogs", None)
        if fit_dialogs is not None:
            fit_dialogs(m.side_width)
        self.query_one("#side").styles.width = m.side_width
        self.query_one(LogView).display = m.log != "hidden"
        for area in self.query(PlayerArea):
            area.fit()

    def action_log(self) -> None:
        """`l`: the log wide, hidden, then back to normal."""
        self.log_mode = LOG_MODES[(LOG_MODES.index(self.log_mode) + 1) % len(LOG_MODES)]
        self.fit()

    # ---- drawing ---------------------------------------------------------------------
    def reset(self) -> None:
        """A new game: forget the old log."""
        self.query_one(LogView).reset()

    def show_game(self, game: Game, seat: Seat, note: str = "",
                  autopass: tuple[bool, ...] | None = None) -> int:
        """Draw the game as the player at the keys may see it; returns cards redrawn.

        `note` replaces "who is asked" in the step bar (e.g. while looking around);
        `autopass` replaces each player's auto-pass state in the headers (a replay feeds
        every answer itself, but shows the state the recorded run had).
        """
        viewer = seat.viewer
        bottom = 0 if seat.open_hands else viewer
        view = game.view_for(viewer)
        d = game.pending
        asked = d.player if d is not None else None
        ui = terms(game)
        CardView.terms = ui
        words = tuple(ui.zone(zone_id(game, r)) for r in ROLES)
        faces = battlefield_faces(game)
        per_player: list[list[CardFace]] = [[], []]
        for f in faces:
            per_player[f.controller].append(f)
        changed = 0
        for area_id, p in (("#bottom", bottom), ("#top", 1 - bottom)):
            pl = game.players[p]
            info = PlayerInfo(
                index=p, name=pl.name, stats=tuple(ui.player_stats(game, p)),
                library=len(zone(game, p, "library")), hand=len(zone(game, p, "hand")),
                graveyard=len(zone(game, p, "graveyard")), exile=len(zone(game, p, "exile")),
                active=game.active == p, asked=asked == p,
                at_keys=seat.at_keys == p, stop=seat.stop_label(p, game),
                autopass=pl.autopass if autopass is None else autopass[p],
                words=words)  # type: ignore[arg-type]
            hand: list[HandCard] | None
            if seat.open_hands:
                hand = hand_cards(game.zone_objects(p, zone_id(game, "hand")), ui)
            else:
                objs = view.hand(p)
                hand = hand_cards(objs, ui) if objs is not None else None
            changed += self._areas[area_id].show(info, hand, per_player[p], ui)
        steps = tuple(getattr(game.rules, "steps", ()) or ())
        asked_text = note
        if not asked_text and d is not None:
            asked_text = f"{game.players[d.player].name}: {kind_title(game, d.kind)}"
        elif not asked_text and game.over:
            asked_text = "game over"
        self._step_bar.show(StepInfo(game.turn, game.players[game.active].name,
                                     game.step, steps, asked_text, ui))
        stack = self._stack
        stack.word = ui.stack
        stack.show(stack_lines(game))
        if self._ids is None or self._ids[0] is not ui:
            self._ids = (ui, internal_ids(game))
        self._log.show(game.log.entries, ui, self._ids[1])
        if self._highlight:
            self.highlight(self._highlight)
        self.last_redrawn = changed
        return changed

    def highlight(self, ids: frozenset[int]) -> None:
        """Light up these permanents (legal targets); an empty set clears."""
        self._highlight = ids
        for card in self.query(CardView):
            card.set_class(card.obj_id in ids, "-candidate")

    def preview(self, marks: dict[int, str]) -> None:
        """Show what the open dialog would do on these permanents ({} clears)."""
        for card in self.query(CardView):
            card.set_preview(marks.get(card.obj_id, ""))

    # ---- moving around ---------------------------------------------------------------
    def _rows(self) -> list[list[Widget]]:
        rows: list[list[Widget]] = []
        for area in (self.query_one("#top", PlayerArea), self.query_one("#bottom", PlayerArea)):
            for part in area.children:
                cards = [w for w in part.query("CardView, HandChip") if w.display]
                if cards:
                    rows.append(cards)
        return rows

    def action_walk(self, drow: int, dcol: int) -> None:
        rows = self._rows()
        if not rows:
            return
        focused = self.focused
        at = next(((r, c) for r, row in enumerate(rows) for c, w in enumerate(row)
                   if w is focused), None)
        if at is None:
            cards = [row for row in rows if isinstance(row[0], CardView)]
            (cards[-1] if cards else rows[-1])[0].focus()
            return
        r, c = at
        if dcol:
            c = max(0, min(len(rows[r]) - 1, c + dcol))
        else:
            r = max(0, min(len(rows) - 1, r + drow))
            c = min(c, len(rows[r]) - 1)
        rows[r][c].focus()

    def on_card_view_chosen(self, event: CardView.Chosen) -> None:
        from cardgame.tui.screens.card_detail import CardDetailScreen

        event.stop()
        game = getattr(self.app, "game", None)
        if game is not None and event.obj_id in game.objects:
            self.app.push_screen(CardDetailScreen(game, event.obj_id))


__all__ = ["BoardScreen", "HandChip"]
