"""Help: the keys of the board and the dialogs, and what each keyword means."""

from __future__ import annotations

from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from cardgame.tui import hkk_terms
from cardgame.tui.present import KEYWORD_REMINDERS
from cardgame.tui.widgets.key_bar import KeyBar

KEYS = [
    ("Everywhere", "? help · ctrl+q quit at once"),
    ("Board", "arrows walk the cards · Enter card details · a back to the question · "
              "g graveyards · x exile · s settings · q quit"),
    ("Priority", "p pass · e pass until end of turn · n pass until my next turn · "
                 "1-9 an action · i card info · v look at the board"),
    ("Targets / modes", "↑/↓ and Enter, or a number · Escape goes back"),
    ("Attackers", "space toggles · ←/→ what it attacks · b band · a all · Enter declares"),
    ("Blockers", "←/→ or space: which attacker it blocks · c clears · Enter declares"),
    ("Damage", "←/→ moves one damage · space puts the rest here · r resets · Enter"),
    ("Triggers", "shift+↑/↓ or [ ] moves · Enter puts them on the stack"),
    ("Cards", "space toggles · Enter submits"),
    ("Card marks", "↷ tapped (drawn sideways) · ⚔ attacking · ⛨ blocking · zZ summoning "
                   "sick · P/T* modified · ✹N dmg damage marked · dashed = phased out · "
                   "×N identical lands"),
]

HKK_KEYS = [
    ("Csere (exchange)", "space/m moves to the other row · u on one, u on another unites · "
                         "x separates · Enter or d: done"),
    ("Támadás (attack)", "space toggles · ←/→ which guard-post creature or the player · "
                         "p at the player (átütés) · a all, the guard post first · Enter"),
    ("Words", "Ép life · VP varázspont · Pakli deck · Kéz hand · Tartalék reserve · "
              "Őrposzt guard post · Asztal table · Gyűjtő discard pile · Semmi Void · "
              "Reakció sor reaction queue · ↷ passzív (passive, drawn sideways) · "
              "∪ united with (összefogás)"),
    ("Phases", "Előkészítő preparation · Húzás draw · Fő main · Csere exchange · Harc combat "
               "· Támadás attacks · Ütközet strike · Gyógyulás healing · Kör vége end"),
]


class HelpScreen(ModalScreen[None]):
    """Escape closes."""

    DEFAULT_CSS = """
    HelpScreen {
        align: center middle;
        background: $background 60%;
        & #help { width: 96; height: 90%; border: round $accent; background: $surface;
                  border-title-style: bold; padding: 0 1; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q,question_mark", "close", "Close"),
    ]

    def __init__(self, hkk: bool = False) -> None:
        super().__init__()
        self.hkk = hkk  # an hkk game: its dialogs, words and keywords

    def compose(self) -> ComposeResult:
        keys = Table.grid(padding=(0, 1))
        keys.add_column(style="bold", no_wrap=True)
        keys.add_column(ratio=1)
        for a, b in KEYS + (HKK_KEYS if self.hkk else []):
            keys.add_row(a, b)
        words = Table.grid(padding=(0, 1))
        words.add_column(style="bold cyan", no_wrap=True)
        words.add_column(ratio=1)
        if self.hkk:
            for k in sorted(hkk_terms.REMINDERS):
                if k != "magic defense":
                    words.add_row(f"{hkk_terms.keyword_hu(k)} ({k})", hkk_terms.REMINDERS[k])
        else:
            for k in sorted(KEYWORD_REMINDERS):
                words.add_row(k, KEYWORD_REMINDERS[k])
        box = VerticalScroll(Static(Text("Keys", "bold underline")), Static(keys),
                             Static(Text("\nKeywords", "bold underline")), Static(words),
                             id="help")
        box.border_title = "Help"
        yield box
        yield KeyBar()

    def action_close(self) -> None:
        self.dismiss(None)
