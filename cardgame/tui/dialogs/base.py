"""What every question dialog shares: the context it reads, the reply it gives, the frame.

A dialog is a modal screen (`SeeThroughScreen[Reply]`). It gets the decision and a
read-only context (the attributes go down), checks a candidate answer with
`decision.check` before closing — a refusal is shown in the dialog, whose rule it names,
and the dialog stays open — and dismisses with a `Reply` that the app hands to
`game.answer` (the result goes up).
The dialog sits on the right of the screen so the board stays visible while answering.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Static

from cardgame.errors import IllegalAction
from cardgame.tui.messages import announce_painted
from cardgame.tui.present import kind_title, permanent_zones, target_name, terms
from cardgame.tui.see_through import SeeThroughScreen
from cardgame.tui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from cardgame.engine.decisions import Decision
    from cardgame.engine.game import Game, GameView


@dataclass(frozen=True, slots=True)
class Reply:
    """How a dialog closed: with an answer (and maybe a stop to set), or to look around."""

    answer: Any = None
    stop: str = ""
    look: bool = False


LOOK = Reply(look=True)


@dataclass(frozen=True)
class DecisionContext:
    """What a dialog may read: the question, the asked player's view, and names.

    The game is here for public facts (names, current characteristics, combat); dialogs
    never change it.
    """

    game: Game
    decision: Decision
    view: GameView

    @property
    def player(self) -> int:
        return self.decision.player

    def player_name(self, index: int) -> str:
        return self.game.players[index].name

    def name(self, target: Any) -> str:
        return target_name(self.game, target)

    def describe(self, target: Any) -> str:
        """A target with what tells it apart: whose it is, P/T, tapped."""
        g = self.game
        if isinstance(target, str) and target in ("p1", "p2"):
            p = g.players[0 if target == "p1" else 1]
            who = "you" if p.index == self.player else "opponent"
            return f"{p.name} ({who}, {p.life} life)"
        if isinstance(target, int):
            obj = g.objects.get(target)
            if obj is None:
                return target_name(g, target)
            if obj.zone == "stack":
                return f"{obj.card.name} (spell of {g.players[obj.controller].name})"
            ui = terms(g)
            if obj.zone not in permanent_zones(g):
                where = ui.zone(obj.zone)
                return f"{obj.card.name} ({g.players[obj.owner].name}'s {where})"
            c = g.chars(obj)
            bits = [g.players[c.controller].name]
            if c.power is not None:
                bits.append(f"{c.power}/{c.toughness}")
            if obj.damage:
                bits.append(f"{obj.damage} damage")
            if len(permanent_zones(g)) > 1:  # say which of the permanent zones
                bits.append(ui.zone(obj.zone))
            if obj.tapped:
                bits.append(ui.tapped)
            return f"{c.name} ({', '.join(bits)})"
        return str(target)


class BoardHighlight(Message):
    """Light these permanents up on the board (legal targets); empty to clear."""

    def __init__(self, ids: frozenset[int]) -> None:
        self.ids = ids
        super().__init__()


class BoardPreview(Message):
    """Show on these permanents what the open dialog would do ("3 dmg"); empty clears."""

    def __init__(self, marks: dict[int, str]) -> None:
        self.marks = marks
        super().__init__()


class DialogFrame(Vertical):
    """The box a dialog's content sits in."""

    DEFAULT_CSS = """
    DialogFrame {
        width: 40;
        height: auto;
        max-height: 100%;
        border: thick $accent;
        border-title-color: $text;
        border-title-style: bold;
        background: $surface;
        padding: 0 1;
        & > .prompt { margin: 0 0 1 0; }
        & > .error { color: $error; text-style: bold; height: auto; }
        & > .status { color: $success; height: auto; }
        & > .hint { color: $text-muted; height: auto; }
    }
    """

    def on_mount(self) -> None:
        self.fit()

    def fit(self) -> None:
        """As wide as the board's side column, over which it opens (`layout.py`)."""
        width = getattr(self.app, "side_width", None)
        if width and not self.has_class("-centred"):
            self.styles.width = width


class DecisionDialog(SeeThroughScreen[Reply]):
    """Base of all question dialogs: title, prompt, body, live message, key bar.

    A dialog answers by posting `Answered` (the app gives it to the engine and either
    shows the refusal here, loads the next question of the same kind into this same
    dialog with `load`, or dismisses it). It dismisses itself only to let the player look
    at the board (`LOOK`). Subclasses keep per-question state in `setup` and put it on
    screen in `fill`, so that a dialog can take the next question without being rebuilt.
    """

    DEFAULT_CSS = """
    DecisionDialog {
        align: right top;
        background: transparent;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("v", "look", "Look at board"),
        Binding("s", "app.settings", "Settings", show=False),
        # as on the board: a player is nearly always in a dialog, and `q` did nothing here
        Binding("q", "app.ask_quit", "Quit", show=False),
    ]

    class Answered(Message):
        """The player's answer, checked by `decision.check`; for the app to submit."""

        def __init__(self, dialog: DecisionDialog, reply: Reply) -> None:
            self.dialog = dialog
            self.reply = reply
            super().__init__()

    def __init__(self, ctx: DecisionContext, error: str = "") -> None:
        super().__init__()
        self.ctx = ctx
        self.decision = ctx.decision
        self._initial_error = error
        self._lines: dict[str, str] = {}
        self.setup()

    # ---- per question -----------------------------------------------------------------
    def setup(self) -> None:
        """Per-question state from `self.decision` (called for each question loaded)."""

    def fill(self) -> None:
        """Show the current question in the body's widgets."""

    def load(self, ctx: DecisionContext, error: str = "") -> None:
        """Take the next question (of this dialog's kind) without being rebuilt."""
        self.ctx = ctx
        self.decision = ctx.decision
        self.setup()
        self._show_question(error)
        announce_painted(self)

    def _show_question(self, error: str) -> None:
        # plain text: player and card names are user text, never markup
        self.query_one("#frame", DialogFrame).border_title = Text(self.title_text())
        self.query_one("#prompt", Static).update(self.prompt_text())
        self.show_status("")
        self.show_error("", bell=False)
        self.fill()
        if error:
            self.show_error(error)

    # ---- layout -----------------------------------------------------------------------
    def title_text(self) -> str:
        who = self.ctx.player_name(self.decision.player)
        return f"{who} — {kind_title(self.ctx.game, self.decision.kind)}"

    def prompt_text(self) -> Text:
        d = self.decision
        t = Text(d.prompt)
        if d.rule and f"({d.rule})" not in d.prompt:
            t.append(f"  ({d.rule})", "dim")
        return t

    def compose(self) -> ComposeResult:
        with DialogFrame(id="frame"):
            yield Static(classes="prompt", id="prompt")
            yield from self.body()
            yield Static("", classes="status", id="status")
            yield Static("", classes="error", id="error")
            hint = self.hint()
            if hint:
                yield Static(Text(hint), classes="hint")
        yield KeyBar()

    def on_mount(self) -> None:
        self._show_question(self._initial_error)
        announce_painted(self)

    def body(self) -> ComposeResult:
        """The dialog's own widgets (empty: `fill` puts the question in them)."""
        yield from ()

    def hint(self) -> str:
        return ""

    # ---- answering --------------------------------------------------------------------
    def check(self, answer: Any) -> str:
        """'' if the engine would take this answer, else its refusal (with the rule)."""
        try:
            self.decision.check(answer)
        except IllegalAction as e:
            return str(e)
        return ""

    def submit(self, answer: Any, stop: str = "") -> bool:
        """Hand the answer up if the engine accepts it; else show why and stay."""
        problem = self.check(answer)
        if problem:
            self.show_error(problem)
            return False
        self.post_message(self.Answered(self, Reply(answer, stop)))
        return True

    def show_error(self, message: str, bell: bool = True) -> None:
        """Show a refusal (or clear it with ''); live checks pass bell=False."""
        self._set_line("#error", message)
        if message and bell:
            self.app.bell()

    def show_status(self, message: str | Text) -> None:
        self._set_line("#status", message)

    def _set_line(self, selector: str, message: str | Text) -> None:
        """Update a message line only when it changes (an update costs a layout)."""
        key = message.markup if isinstance(message, Text) else message
        if self._lines.get(selector) != key:
            self._lines[selector] = key
            self.query_one(selector, Static).update(
                Text(message) if isinstance(message, str) else message)  # names: not markup

    def action_look(self) -> None:
        """Close for now to look at the board; the board's `a` key asks again."""
        self.dismiss(LOOK)
