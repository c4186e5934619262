"""One permanent on the board, drawn as a small card; turned sideways when tapped.

The card keeps its `CardFace` and redraws only when a new, different face arrives, so an
answer that changes one permanent repaints one card. Its size follows the board's
`BoardSize` (the terminal's size): as wide as its name within bounds, three to six lines
tall; a tapped card is wider and lower (landscape) instead of portrait. Keywords are full
words when they fit and the ruleset's documented abbreviations when they don't.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.binding import Binding, BindingType
from textual.events import Click
from textual.message import Message
from textual.widget import Widget

from cardgame.engine.uiterms import UiTerms
from cardgame.tui.layout import BoardSize, board_size
from cardgame.tui.present import CardFace

SYMBOL_STYLE = {"W": "bold #f0e6b0", "U": "bold #5ab0f0", "B": "bold #b58ad8",
                "R": "bold #f06060", "G": "bold #60c060", "C": "bold #b0b0b0"}
COLOR_CLASS = {"white": "-white", "blue": "-blue", "black": "-black", "red": "-red",
               "green": "-green"}
FACE_CLASSES = frozenset({"-tapped", "-land", "-attacking", "-blocking", "-phased",
                          "-modified", "-multi", *COLOR_CLASS.values()})
# Classes that only say a state (for tests and queries): no rule styles them, so setting
# them needs no style update (tapping is the most common change of an answer; the card
# turns by its size, `_take_measures`). A class given a rule must leave this set.
UNSTYLED_CLASSES = frozenset({"-tapped"})


def face_classes(f: CardFace) -> frozenset[str]:
    """The CSS classes that show a face's state and colour."""
    on = {"-tapped": f.tapped, "-land": f.group == "lands", "-attacking": bool(f.attacking),
          "-blocking": bool(f.blocking), "-phased": f.phased_out,
          "-modified": f.modified_pt, "-multi": len(f.colors) > 1}
    classes = {name for name, yes in on.items() if yes}
    if len(f.colors) == 1 and f.colors[0] in COLOR_CLASS:
        classes.add(COLOR_CLASS[f.colors[0]])
    return frozenset(classes)


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
        overflow: hidden;
        border: round $foreground 45%;
        border-title-color: $foreground;
        border-title-style: bold;
        border-subtitle-color: $foreground;
        border-subtitle-align: right;
        padding: 0 0;
        background: $surface;
        text-wrap: nowrap;
        text-overflow: ellipsis;
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

    # The board's measures and words, set by the board when the terminal or game changes.
    measures: ClassVar[BoardSize] = board_size(100, 30)
    terms: ClassVar[UiTerms] = UiTerms()

    def __init__(self, face: CardFace) -> None:
        super().__init__()
        self.face = face
        self.preview = ""  # what the open dialog would do to it ("3 dmg" while dividing)
        self._measured: BoardSize | None = None
        self._dims: tuple[int, int, int] | None = None
        self._apply(face)

    def set_preview(self, text: str) -> None:
        if text != self.preview:
            self.preview = text
            self.refresh()

    def fit(self) -> None:
        """Take the board's current measures (after a resize)."""
        if self._measured is not self.measures:
            self._take_measures(self.face)
            self.refresh()

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

    def _take_measures(self, f: CardFace) -> None:
        m = self._measured = self.measures
        height = m.card_height
        sideways = f.tapped and height >= 5  # landscape: wider, one line lower
        widest = Text(f.name).cell_len
        if height > 3:  # room for more lines: full keyword words and combat marks
            if f.keywords:
                widest = max(widest, Text(self.keywords_full()).cell_len)
            if f.attacking or f.blocking:
                mark = f"⚔→{f.attacking} ⊕{f.band}" if f.attacking else f"⛨→{f.blocking}"
                widest = max(widest, Text(mark).cell_len)
        dims = (m.card_width(widest, sideways),
                height - 1 if sideways else height, 1 if sideways else 0)
        if dims != self._dims:  # a style change costs a layout: only on a real change
            self._dims = dims
            self.styles.width, self.styles.height = dims[0], dims[1]
            self.styles.margin = (dims[2], 1, 0, 0)

    def _set_face_classes(self, wanted: frozenset[str]) -> None:
        """The face's classes in one style update (one per class changed cost most of
        the time of a board redraw)."""
        current = FACE_CLASSES.intersection(self.classes)
        if current == wanted:
            return
        self.remove_class(*(current - wanted), update=False)
        self.add_class(*(wanted - current), update=False)
        styled = (current ^ wanted) - UNSTYLED_CLASSES
        if styled and self.is_mounted:  # a new card gets its styles when it is mounted
            self.update_node_styles(animate=False)

    def _apply(self, f: CardFace) -> None:
        self._take_measures(f)
        self._set_face_classes(face_classes(f))
        title = cost_markup(f.cost)
        if f.tapped:
            title.append(" ↷", "bold")
        if self.measures.compact:  # no room inside: the marks go on the top edge
            if f.attacking:
                title.append(" ⚔", "bold red")
            elif f.blocking:
                title.append(" ⛨", "bold yellow")
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

    def keywords_full(self) -> str:
        return ", ".join(self.terms.keyword(k) for k in self.face.keywords)

    def keyword_text(self, width: int) -> str:
        """Full keyword words when they fit the card, else the documented abbreviations."""
        ui = self.terms
        full = self.keywords_full()
        if Text(full).cell_len <= width:
            return full
        return " ".join(ui.keyword_short(k) for k in self.face.keywords)

    def render(self) -> Text:
        """Name first; then the state marks, keywords, counters and attachments."""
        f = self.face
        # `size` is the inside of the border; before the first layout, the measures'
        width = self.size.width or self.measures.card_width(Text(f.name).cell_len, f.tapped) - 2
        lines: list[Text] = [Text(f.name, "bold")]
        marks = Text()
        if self.preview:
            marks.append(f"→{self.preview} ", "bold reverse red")
        if f.damage:
            marks.append(f"✹{f.damage} dmg ", "bold red")
        if f.attacking:
            marks.append(f"⚔→{f.attacking}", "bold red")
            if f.band:
                marks.append(f" ⊕{f.band}", "red")
        elif f.blocking:
            marks.append(f"⛨→{f.blocking}", "bold yellow")
        elif f.sick and self.terms.summoning_sickness:
            marks.append("zZ sick", "dim")
        if f.phased_out:
            marks.append(" phased out" if marks else "phased out", "dim")
        notes: list[Text] = []
        if f.copy_of:  # what it is comes first: a copy's name is the copied one (707.2)
            notes.append(Text(f"copy of {f.copy_of}", "cyan"))
        if marks:
            notes.append(marks)
        if f.keywords:
            notes.append(Text(self.keyword_text(width), "italic"))
        extra = [f"{n}×{k}" for k, n in f.counters] + list(f.marks)
        extra += [a if a.startswith("∪") else f"+{a}" for a in f.attachments]
        if f.attached_to:
            extra.append(f"→{f.attached_to}")
        if f.token:
            extra.append("token")

        if extra:
            notes.append(Text(" ".join(extra), "cyan"))
        room = max(0, (self.size.height or self.measures.card_height - 2) - 1)
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
