"""One permanent on the board, drawn as a small card; turned sideways when tapped.

The card keeps its `CardFace` and redraws only when a new, different face arrives, so an
answer that changes one permanent repaints one card. A tapped card gets the `-tapped`
class, which makes its box landscape-shaped (wider than tall) instead of portrait.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.binding import Binding, BindingType
from textual.events import Click
from textual.message import Message
from textual.widget import Widget

from cardgame.tui.present import CardFace, short_keyword

SYMBOL_STYLE = {"W": "bold #f0e6b0", "U": "bold #5ab0f0", "B": "bold #b58ad8",
                "R": "bold #f06060", "G": "bold #60c060", "C": "bold #b0b0b0"}
COLOR_CLASS = {"white": "-white", "blue": "-blue", "black": "-black", "red": "-red",
               "green": "-green"}


def cost_markup(cost: str) -> Text:
    """A compact cost with each coloured mana symbol in its colour."""
    out = Text()
    for ch in cost:
        out.append(ch, SYMBOL_STYLE.get(ch, "bold"))
    return out


class CardView(Widget, can_focus=True):
    """A permanent: name on the top edge, P/T on the bottom edge, state inside."""

    DEFAULT_CSS = """
    CardView {
        width: 12;
        height: 6;
        margin: 0 1 0 0;
        border: round $foreground 45%;
        border-title-color: $foreground;
        border-title-style: bold;
        border-subtitle-color: $foreground;
        border-subtitle-align: right;
        padding: 0 0;
        background: $surface;
        text-wrap: nowrap;
        text-overflow: ellipsis;
        &.-tapped { width: 18; height: 4; margin: 1 1 0 0; }
        &.-land { border: round #a08c64; }
        &.-white { border: round #d8cf98; }
        &.-blue { border: round #4a90d0; }
        &.-black { border: round #9070b0; }
        &.-red { border: round #d05050; }
        &.-green { border: round #50a050; }
        &.-multi { border: round #d0a830; }
        &.-attacking { background: $error 25%; border: heavy $error; }
        &.-blocking { background: $warning 20%; border: heavy $warning; }
        &.-candidate { background: $success 25%; }
        &.-phased { text-opacity: 45%; border: dashed $foreground 30%; }
        &.-modified { border-subtitle-color: $warning; border-subtitle-style: bold; }
        &:focus { border: double $accent; background: $accent 15%; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "details", "Card details"),
    ]

    class Chosen(Message):
        """The player asked for this card's details (Enter or a click)."""

        def __init__(self, obj_id: int) -> None:
            self.obj_id = obj_id
            super().__init__()

    def __init__(self, face: CardFace) -> None:
        super().__init__()
        self.face = face
        self._apply(face)

    @property
    def obj_id(self) -> int:
        return self.face.id

    def set_face(self, face: CardFace) -> bool:
        """Show a new face; True when anything changed (and a redraw was asked for)."""
        if face == self.face:
            return False
        self.face = face
        self._apply(face)
        self.refresh()
        return True

    def _apply(self, f: CardFace) -> None:
        self.set_class(f.tapped, "-tapped")
        self.set_class(f.group == "lands", "-land")
        self.set_class(bool(f.attacking), "-attacking")
        self.set_class(bool(f.blocking), "-blocking")
        self.set_class(f.phased_out, "-phased")
        self.set_class(f.modified_pt, "-modified")
        for cls in COLOR_CLASS.values():
            self.remove_class(cls)
        self.remove_class("-multi")
        if len(f.colors) > 1:
            self.add_class("-multi")
        elif f.colors and f.colors[0] in COLOR_CLASS:
            self.add_class(COLOR_CLASS[f.colors[0]])
        title = cost_markup(f.cost)
        if f.tapped:
            title.append(" ↷", "bold")
        self.border_title = title if title else None
        self.border_subtitle = Text(self._subtitle(f))
        self.tooltip = Text(f.name)

    @staticmethod
    def _subtitle(f: CardFace) -> str:
        parts = []
        if f.count > 1:
            parts.append(f"×{f.count}")
        if f.pt:
            parts.append(f"{f.pt}*" if f.modified_pt else f.pt)
        return " ".join(parts)

    def render(self) -> Text:
        """Name first; then keywords, counters and attachments, and the state marks."""
        f = self.face
        lines: list[Text] = [Text(f.name, "bold")]
        notes: list[Text] = []
        if f.keywords:
            notes.append(Text(" ".join(short_keyword(k) for k in f.keywords), "italic"))
        extra = [f"{n}×{k}" for k, n in f.counters]
        extra += [a if a.startswith("∪") else f"+{a}" for a in f.attachments]
        if f.attached_to:
            extra.append(f"→{f.attached_to}")
        if f.token:
            extra.append("token")
        if extra:
            notes.append(Text(" ".join(extra), "cyan"))
        marks = Text()
        if f.damage:
            marks.append(f"✹{f.damage} dmg ", "bold red")
        if f.attacking:
            marks.append(f"⚔ {f.attacking}", "bold red")
        elif f.blocking:
            marks.append(f"⛨ {f.blocking}", "bold yellow")
        elif f.sick:
            marks.append("zZ sick", "dim")
        if f.phased_out:
            marks.append(" phased out" if marks else "phased out", "dim")
        room = 1 if f.tapped else 3  # lines left under the name
        if marks:
            notes = notes[: room - 1] + [marks]
        lines += notes[:room]
        out = Text("\n").join(lines)
        out.no_wrap = True
        out.overflow = "ellipsis"
        return out

    def action_details(self) -> None:
        self.post_message(self.Chosen(self.face.id))

    def on_click(self, event: Click) -> None:
        event.stop()
        self.focus()
        self.post_message(self.Chosen(self.face.id))
