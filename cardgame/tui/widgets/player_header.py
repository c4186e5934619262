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
    """The public numbers of one player, compared as a whole to skip needless redraws."""

    index: int
    name: str
    life: int
    poison: int
    library: int
    hand: int
    graveyard: int
    exile: int
    pool: str
    active: bool
    asked: bool
    at_keys: bool
    stop: str
    autopass: bool
    vp: int | None = None  # hkk: VP (varázspont) in the pool; also switches to hkk words


WORDS = ("Library", "Hand", "Graveyard", "Exile")
HKK_WORDS = ("Pakli", "Kéz", "Gyűjtő", "Semmi")  # deck, hand, discard pile, Void


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
        hkk = i.vp is not None
        t.append("  ♥ Ép " if hkk else "  ♥ ", "red")
        t.append(str(i.life), "bold")
        if hkk:
            t.append("  VP ", "cyan")
            t.append(str(i.vp), "bold cyan")
        if i.poison:
            t.append(f"  ☠ {i.poison}", "green")
        words = HKK_WORDS if hkk else WORDS
        t.append(f"  {words[0]} {i.library}  {words[1]} {i.hand}  ")
        t.append(f"{words[2]} {i.graveyard}", "underline")
        t.append("  ")
        t.append(f"{words[3]} {i.exile}", "underline")
        if i.pool:
            t.append("  Pool ")
            t.append_text(cost_markup(i.pool))
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
        words = HKK_WORDS if self.info.vp is not None else WORDS
        for zone, word in (("graveyard", words[2]), ("exile", words[3])):
            start = plain.find(word)
            if start <= x < start + len(word) + 4:
                self.post_message(self.ZoneClicked(self.info.index, zone))
                return
