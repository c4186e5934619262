"""The table: step bar, both players' areas, the stack and the log.

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

from cardgame.tui.hkk_terms import KINDS as HKK_KINDS
from cardgame.tui.hkk_terms import is_hkk
from cardgame.tui.present import (
    KIND_NAMES,
    TYPE_LAYOUT,
    CardFace,
    HandCard,
    battlefield_faces,
    hand_cards,
    stack_lines,
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


# hkk names its zones differently: deck (library), discard (graveyard), void (exile)
ZONE_ALIASES = {"library": ("library", "deck"), "graveyard": ("graveyard", "discard"),
                "exile": ("exile", "void"), "hand": ("hand",)}


def zone(zones: dict[str, list[int]], name: str) -> list[int]:
    """A player's zone by its magic name, or the ruleset's equivalent (empty if none)."""
    for z in ZONE_ALIASES.get(name, (name,)):
        if z in zones:
            return zones[z]
    return []


class BoardScreen(Screen[None]):
    """The main screen; dialogs open over its right side."""

    DEFAULT_CSS = """
    BoardScreen {
        layout: vertical;
        & #main { height: 1fr; }
        & #table { width: 1fr; }
        & #side { width: 34; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("a", "app.answer", "Answer"),
        Binding("g", "app.zone('graveyard')", "Graveyards"),
        Binding("x", "app.zone('exile')", "Exile"),
        Binding("s", "app.settings", "Settings"),
        Binding("q", "app.ask_quit", "Quit"),
        Binding("left", "walk(0, -1)", show=False),
        Binding("right", "walk(0, 1)", show=False),
        Binding("up", "walk(-1, 0)", show=False),
        Binding("down", "walk(1, 0)", show=False),
    ]

    class Ready(Message):
        """The board is composed: the app may start the game."""

    def __init__(self, layout: tuple[tuple[str, ...], tuple[str, ...]] = TYPE_LAYOUT) -> None:
        super().__init__()
        self.rows = layout
        self._highlight: frozenset[int] = frozenset()
        self.last_redrawn = 0

    def compose(self) -> ComposeResult:
        yield StepBar(id="stepbar")
        with Horizontal(id="main"):
            with Vertical(id="table"):
                yield PlayerArea(False, self.rows, id="top")
                yield PlayerArea(True, self.rows, id="bottom")
            with Vertical(id="side"):
                yield StackView(id="stack")
                yield LogView(id="log")
        yield KeyBar()

    def on_mount(self) -> None:
        self.post_message(self.Ready())

    # ---- drawing ---------------------------------------------------------------------
    def reset(self) -> None:
        """A new game: forget the old log."""
        self.query_one(LogView).reset()

    def show_game(self, game: Game, seat: Seat, note: str = "") -> int:
        """Draw the game as the player at the keys may see it; returns cards redrawn.

        `note` replaces "who is asked" in the step bar (e.g. while looking around).
        """
        viewer = seat.viewer
        bottom = 0 if seat.open_hands else viewer
        view = game.view_for(viewer)
        d = game.pending
        asked = d.player if d is not None else None
        hkk = is_hkk(game)
        kinds = HKK_KINDS if hkk else KIND_NAMES
        faces = battlefield_faces(game)
        per_player: list[list[CardFace]] = [[], []]
        for f in faces:
            per_player[f.controller].append(f)
        changed = 0
        for area_id, p in (("#bottom", bottom), ("#top", 1 - bottom)):
            pl = game.players[p]
            zones = pl.zones
            info = PlayerInfo(
                index=p, name=pl.name, life=pl.life, poison=pl.poison,
                library=len(zone(zones, "library")), hand=len(zone(zones, "hand")),
                graveyard=len(zone(zones, "graveyard")), exile=len(zone(zones, "exile")),
                pool="".join(k * n for k, n in pl.pool.items()),
                active=game.active == p, asked=asked == p,
                at_keys=seat.at_keys == p, stop=seat.stop_label(p, game), autopass=pl.autopass,
                vp=getattr(pl, "vp", 0) if hkk else None)
            hand: list[HandCard] | None
            if seat.open_hands:
                hand = hand_cards(game.zone_objects(p, "hand"))
            else:
                objs = view.hand(p)
                hand = hand_cards(objs) if objs is not None else None
            changed += self.query_one(area_id, PlayerArea).show(info, hand, per_player[p],
                                                                hkk)
        steps = tuple(getattr(game.rules, "steps", ()) or ())
        asked_text = note
        if not asked_text and d is not None:
            asked_text = f"{game.players[d.player].name}: {kinds.get(d.kind, d.kind)}"
        elif not asked_text and game.over:
            asked_text = "game over"
        self.query_one(StepBar).show(StepInfo(game.turn, game.players[game.active].name,
                                              game.step, steps, asked_text, hkk))
        stack = self.query_one(StackView)
        stack.word = "Reakció sor" if hkk else "Stack"
        stack.show(stack_lines(game))
        self.query_one(LogView).show(game.log.entries, hkk)
        if self._highlight:
            self.highlight(self._highlight)
        self.last_redrawn = changed
        return changed

    def highlight(self, ids: frozenset[int]) -> None:
        """Light up these permanents (legal targets); an empty set clears."""
        self._highlight = ids
        for card in self.query(CardView):
            card.set_class(card.obj_id in ids, "-candidate")

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
