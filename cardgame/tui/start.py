"""The start screen of `cardgame` with no arguments: continue, a new game, a replay, quit.

Why a screen of its own: a new player should not need the command line to choose a
ruleset, decks and names, and an unfinished game should be one key away. The app only
gathers a `StartChoice`; the command line starts what was chosen, so every choice made
here is also a command (`cardgame resume`, `cardgame play --ruleset ... --deck1 ...`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.events import Resize
from textual.screen import Screen
from textual.widgets import Button, Input, Label, OptionList, Select, Static
from textual.widgets.option_list import Option

from cardgame.journal import SavedGame
from cardgame.tui.widgets.key_bar import KeyBar


@dataclass
class StartChoice:
    """What the player chose: "continue" (`path`), "new" (the rest) or "replay"."""

    kind: str
    path: Path | None = None
    ruleset: str = ""
    decks: tuple[str, str] = ("", "")
    names: tuple[str, str] = ("Player 1", "Player 2")
    seats: tuple[str, str] = ("human", "human")


@dataclass
class StartOptions:
    """What the start screen can offer (gathered by the command line)."""

    rulesets: list[tuple[str, str]]               # (name, title)
    decks: dict[str, list[Path]]                  # ruleset -> bundled and user decks
    unfinished: SavedGame | None = None
    computer_seats: list[str] = field(default_factory=list)  # agent names, if any
    # (ruleset, deck path) -> why that deck can't be played (a bad file, a deck over the
    # construction limits), or None: asked before the screen closes, so the player can
    # pick another deck instead of meeting the refusal on the command line
    deck_problem: Callable[[str, str], str | None] | None = None
    # a file to replay -> why it can't be (not a scenario, a bad one), or None: asked on
    # the form, as for decks (the app used to close with the error on the command line)
    replay_problem: Callable[[Path], str | None] | None = None


class StartMenu(Screen[None]):
    """Continue, new game, replay, quit."""

    DEFAULT_CSS = """
    StartMenu { align: center middle; }
    StartMenu #menu { width: 70; max-width: 100%; height: auto; border: double $accent;
                      padding: 1 2; background: $surface; }
    StartMenu OptionList { height: auto; margin: 1 0 0 0; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("q,escape", "app.quit", "Quit")]

    def __init__(self, options: StartOptions) -> None:
        super().__init__()
        self.options = options

    def compose(self) -> ComposeResult:
        items = []
        u = self.options.unfinished
        if u is not None:
            items.append(Option(Text(f"Continue: {u.names[0]} vs {u.names[1]} "
                                     f"({u.ruleset}, turn {u.turn}, started {u.created})"),
                                id="continue"))
        items += [Option("New game", id="new"), Option("Open a replay…", id="replay"),
                  Option("Quit", id="quit")]
        with Vertical(id="menu"):
            yield Static(Text("cardgame", "bold"))
            yield Static("Magic: The Gathering and Hatalom Kártyái, two players at one "
                         "keyboard.")
            yield OptionList(*items, id="choices")
        yield KeyBar()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        app = self.app
        assert isinstance(app, StartApp)
        choice = event.option.id
        if choice == "continue" and self.options.unfinished is not None:
            app.exit(StartChoice("continue", path=self.options.unfinished.path))
        elif choice == "new":
            app.push_screen(NewGameScreen(self.options))
        elif choice == "replay":
            app.push_screen(ReplayPathScreen(self.options.replay_problem))
        else:
            app.exit(None)


class NewGameScreen(Screen[None]):
    """Ruleset; each seat's deck, name and kind (human or computer)."""

    DEFAULT_CSS = """
    NewGameScreen { align: center middle; }
    NewGameScreen #form { width: 90; max-width: 100%; height: auto; max-height: 100%;
                          border: double $accent; padding: 0 2; background: $surface;
                          overflow-y: auto; }
    NewGameScreen .seat { height: auto; }
    NewGameScreen .seat Vertical { width: 1fr; height: auto; }
    NewGameScreen Label { margin: 1 0 0 0; }
    NewGameScreen #error { color: $error; height: auto; }
    NewGameScreen #buttons { height: auto; margin: 1 0 0 0; }
    NewGameScreen.-compact Label, NewGameScreen.-compact #buttons { margin: 0; }
    """
    COMPACT_BELOW = 30  # rows: under this the form drops its blank lines to fit 80×24

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "back", "Back")]

    def __init__(self, options: StartOptions) -> None:
        super().__init__()
        self.options = options

    def compose(self) -> ComposeResult:
        rulesets = [(title, name) for name, title in self.options.rulesets]
        first = self.options.rulesets[0][0]
        kinds = [("human", "human")] + [(f"computer ({a})", a)
                                        for a in self.options.computer_seats]
        with Vertical(id="form"):
            yield Label("Ruleset")
            yield Select(rulesets, value=first, allow_blank=False, id="ruleset")
            with Horizontal(classes="seat"):
                for seat in (1, 2):
                    with Vertical():
                        yield Label(f"Player {seat}")
                        yield Input(value=f"Player {seat}", id=f"name{seat}",
                                    placeholder="name")
                        yield Select(self._deck_choices(first), allow_blank=False,
                                     id=f"deck{seat}")
                        yield Input(placeholder="or a deck file's path", id=f"path{seat}")
                        yield Select(kinds, value="human", allow_blank=False,
                                     id=f"kind{seat}", disabled=len(kinds) == 1)
            yield Static("", id="error")
            with Horizontal(id="buttons"):
                yield Button("Start", variant="primary", id="start")
                yield Button("Back", id="back")
        yield KeyBar()

    def on_mount(self) -> None:
        self._default_decks(self.options.rulesets[0][0])
        self._fit(self.app.size.height)

    def on_resize(self, event: Resize) -> None:
        self._fit(event.size.height)

    def _fit(self, height: int) -> None:
        self.set_class(height < self.COMPACT_BELOW, "-compact")

    def _deck_choices(self, ruleset: str) -> list[tuple[str, str]]:
        return [(p.stem, str(p)) for p in self.options.decks.get(ruleset, [])] or [
            ("(no deck found: give a path)", "")]

    def _default_decks(self, ruleset: str) -> None:
        choices = self._deck_choices(ruleset)
        for seat in (1, 2):
            sel = self.query_one(f"#deck{seat}", Select)
            sel.set_options(choices)
            sel.value = choices[min(seat - 1, len(choices) - 1)][1]

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "ruleset" and isinstance(event.value, str):
            self._default_decks(event.value)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "back":
            self.action_back()
        elif event.button.id == "start":
            self.start()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.start()

    def start(self) -> None:
        ruleset = str(self.query_one("#ruleset", Select).value)
        decks: list[str] = []
        names: list[str] = []
        kinds: list[str] = []
        for seat in (1, 2):
            path = self.query_one(f"#path{seat}", Input).value.strip()
            chosen = self.query_one(f"#deck{seat}", Select).value
            deck = path or (chosen if isinstance(chosen, str) else "")
            if not deck:
                self.query_one("#error", Static).update(
                    Text(f"Player {seat}: choose a deck or give a deck file's path"))
                return
            if path and not Path(path).is_file():
                self.query_one("#error", Static).update(
                    Text(f"Player {seat}: {path}: no such file"))
                return
            why = self.options.deck_problem(ruleset, deck) if self.options.deck_problem \
                else None
            if why:
                self.query_one("#error", Static).update(Text(f"Player {seat}: {why}"))
                return
            name = self.query_one(f"#name{seat}", Input).value.strip() or f"Player {seat}"
            kind = self.query_one(f"#kind{seat}", Select).value
            kind = kind if isinstance(kind, str) else "human"
            if kind == "human" and _computer_name(name):
                # the command line reads such a name as a computer seat: the person
                # would watch the computer play their cards
                self.query_one("#error", Static).update(Text(
                    f"Player {seat}: {name!r} is a computer seat's name; choose another "
                    "name, or choose the computer below it"))
                return
            decks.append(deck)
            names.append(name)
            kinds.append(kind)
        from cardgame.agents.registry import same_name

        if same_name(names[0], names[1]):
            self.query_one("#error", Static).update(Text(
                f"Both players are called {names[0]!r}: give player 2 another name "
                "(the hand-off says who is asked)"))
            return
        self.app.exit(StartChoice("new", ruleset=ruleset, decks=(decks[0], decks[1]),
                                  names=(names[0], names[1]), seats=(kinds[0], kinds[1])))

    def action_back(self) -> None:
        self.app.pop_screen()


class ReplayPathScreen(Screen[None]):
    """The path of a scenario file or exported game to step through."""

    DEFAULT_CSS = """
    ReplayPathScreen { align: center middle; }
    ReplayPathScreen #box { width: 70; max-width: 100%; height: auto; padding: 1 2;
                            border: double $accent; background: $surface; }
    ReplayPathScreen #error { color: $error; height: auto; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "back", "Back")]

    def __init__(self, problem: Callable[[Path], str | None] | None = None) -> None:
        super().__init__()
        self.problem = problem

    def compose(self) -> ComposeResult:
        with Vertical(id="box"):
            yield Label("Scenario or exported game to replay (Enter opens it)")
            yield Input(placeholder="path/to/file.toml", id="path")
            yield Static("", id="error")
        yield KeyBar()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        path = Path(event.value.strip())
        if not path.is_file():
            self.query_one("#error", Static).update(Text(f"{path}: no such file"))
            return
        why = self.problem(path) if self.problem is not None else None
        if why:
            self.query_one("#error", Static).update(Text(why))
            return
        self.app.exit(StartChoice("replay", path=path))

    def action_back(self) -> None:
        self.app.pop_screen()


def _computer_name(name: str) -> bool:
    """Whether `play` would seat a computer for this name (`ai`, `Computer (ai)`...)."""
    from cardgame.agents.registry import COMPUTER_NAME, is_computer

    return is_computer(name) or COMPUTER_NAME.match(name) is not None


class StartApp(App[StartChoice | None]):
    """The start screen; `run()` returns the choice, or None to quit."""

    TITLE = "cardgame"

    def __init__(self, options: StartOptions) -> None:
        super().__init__()
        self.options = options

    def on_mount(self) -> None:
        self.push_screen(StartMenu(self.options))
