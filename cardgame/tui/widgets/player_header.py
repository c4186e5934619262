"""The first line of a player area: name, life, zone counts, mana pool and stops.

Clicking the graveyard or exile count opens that zone's viewer (keys `g` / `x` too).
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual.events import Click
from textual.message import Message
from textual.widgets import Static

from cardgame.tui.widgets.card import cost_markup


@dataclass(frozen=True, slots=True)
class PlayerInfo:
    """The public numbers of one player, compared as a whole to skip needless redraws.

    `stats` are the ruleset's own numbers (life, poison, VP, a mana pool) as
    (label, value, style); `words` name the library, hand, graveyard and exile zones.
    """

    index: int
    name: str
    stats: tuple[tuple[str, str, str], ...]
    library: int
    hand: int
    graveyard: int
    exile: int
    active: bool
    asked: bool
    at_keys: bool
    stop: str
    autopass: bool
    words: tuple[str, str, str, str] = ("Library", "Hand", "Graveyard", "Exile")


class PlayerHeader(Static):
    """Name, life and counts of one player."""

    DEFAULT_CSS = """
    PlayerHeader {
        height: 1;
        width: 1fr;
        background: $boost;
        &.-active { background: $primary 30%; }
    }
    """

    class ZoneClicked(Message):
        """A zone count was clicked: show that zone."""

        def __init__(self, player: int, zone: str) -> None:
            self.player = player
            self.zone = zone
            super().__init__()

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.info: PlayerInfo | None = None

    def show(self, info: PlayerInfo) -> None:
        if info == self.info:
            return
        self.info = info
        self.set_class(info.active, "-active")
        self.update(self._text(info), layout=False)

    @staticmethod
    def _text(i: PlayerInfo) -> Text:
        t = Text()
        t.append("▶ " if i.active else "  ", "bold")
        t.append(i.name, "bold reverse" if i.asked else "bold")
        if i.at_keys:
            t.append(" ⌨", "bold")
        for label, value, style in i.stats:
            t.append(f"  {label} ", "bold" if style == "mana" else style)
            if style == "mana":
                t.append_text(cost_markup(value))
            else:
                t.append(value, f"bold {style}")
        words = i.words
        t.append(f"  {words[0]} {i.library}  {words[1]} {i.hand}  ")
        t.append(f"{words[2]} {i.graveyard}", "underline")
        t.append("  ")
        t.append(f"{words[3]} {i.exile}", "underline")
        if i.stop:
            t.append(f"  ⏭ passing {i.stop}", "italic yellow")
        if not i.autopass:
            t.append("  auto-pass off", "italic dim")
        return t

    def on_click(self, event: Click) -> None:
        if self.info is None:
            return
        plain = self._text(self.info).plain
        x = event.x
        words = self.info.words
        for zone, word in (("graveyard", words[2]), ("exile", words[3])):
            start = plain.find(word)
            if start <= x < start + len(word) + 4:
                self.post_message(self.ZoneClicked(self.info.index, zone))
                return
