"""Help: the keys of the board and the dialogs, and what each keyword means."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from cardgame.engine.uiterms import UiTerms
from cardgame.tui.widgets.key_bar import KeyBar

KEYS = [
    ("Everywhere", "? help · ctrl+z undo to your previous answer · ctrl+s export the game as "
                   "a scenario file · ctrl+f full control (asked at every step) · ctrl+q "
                   "quit at once (the game stays saved: cardgame resume)"),
    ("Board", "arrows walk the cards (hand included) · Enter card details · a back to the "
              "question · g graveyards · x exile · s settings · l log wide / hidden / "
              "normal · q quit (asks first; in a dialog too)"),
    ("Priority", "p pass · e pass until end of turn · n pass until my next turn · "
                 "1-9 an action · i card info · v look at the board"),
    ("Targets / modes", "↑/↓ and Enter, or a number · Escape goes back"),
    ("Attackers", "space toggles · ←/→ what it attacks · b band · a all · Enter declares"),
    ("Blockers", "←/→ or space: which attacker it blocks · c clears · Enter declares"),
    ("Damage", "←/→ moves one damage · space puts the rest here · r resets · Enter; the "
               "amounts show on the cards (→N)"),
    ("Triggers", "shift+↑/↓ or [ ] moves · Enter puts them on the stack"),
    ("Cards", "space toggles · Enter submits"),
    ("Card edges", "cost on the top edge, the two numbers on the bottom edge; ↷ = turned "
                   "sideways; ⚔→X attacks X (⊕ its band) · ⛨→X blocks X · ✹N dmg damage "
                   "marked · →N what the open dialog would assign"),
]


class HelpScreen(ModalScreen[None]):
    """Escape closes."""

    DEFAULT_CSS = """
    HelpScreen {
        align: center middle;
        background: $background 60%;
        & #help { width: 96; max-width: 100%; height: 90%; border: round $accent;
                  background: $surface; border-title-style: bold; padding: 0 1; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q,question_mark", "close", "Close"),
    ]

    def __init__(self, terms: UiTerms | None = None,
                 keys: Sequence[tuple[str, str]] = tuple(KEYS)) -> None:
        super().__init__()
        self.terms = terms or UiTerms()  # the ruleset's words, keys and keywords
        self.keys = keys  # the keys of the app that opened it (a game, a replay)

    def compose(self) -> ComposeResult:
        keys = Table.grid(padding=(0, 1))
        keys.add_column(style="bold", no_wrap=True)
        keys.add_column(ratio=1)
        ui = self.terms
        for a, b in [*self.keys, *ui.help_keys]:
            keys.add_row(a, b)
        keys.add_row(f"{ui.stats_word}*", f"* after the numbers: {ui.star_note}")
        glossary = Table.grid(padding=(0, 1))
        glossary.add_column(style="bold cyan", no_wrap=True)
        glossary.add_column(ratio=1)
        for word, meaning in ui.glossary:
            glossary.add_row(word, meaning)
        words = Table.grid(padding=(0, 1))
        words.add_column(style="bold cyan", no_wrap=True)
        words.add_column(style="italic", no_wrap=True)
        words.add_column(ratio=1)
        seen: set[str] = set()
        for k in sorted(ui.reminders):
            text = ui.reminders[k]
            if text in seen:
                continue  # spelling variants ("defense" / "defence") share one row
            seen.add(text)
            name = ui.keyword(k)
            shown = f"{name} ({k})" if name.lower() != k else k
            short = ui.keyword_short(k)
            words.add_row(shown, short if short != name else "", text)
        for k in sorted(ui.keywords_short):  # abbreviations of keywords without a reminder
            if not ui.reminder(k) and ui.keywords_short[k] != ui.keyword(k):
                words.add_row(ui.keyword(k), ui.keywords_short[k], "")
        for _prefix, long, short in ui.keyword_forms:
            words.add_row(long.format("…"), short.format("…"), "")
        parts = [Static(Text("Keys", "bold underline")), Static(keys)]
        if ui.glossary:
            parts += [Static(Text("\nWords", "bold underline")), Static(glossary)]
        parts += [Static(Text("\nKeywords (name, abbreviation used on small cards, what it "
                              "does)", "bold underline")), Static(words)]
        box = VerticalScroll(*parts, id="help")
        box.border_title = "Help"
        yield box
        yield KeyBar()

    def action_close(self) -> None:
        self.dismiss(None)
