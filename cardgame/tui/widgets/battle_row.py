"""One row of a player's battlefield: a label, then one or two groups of cards.

In magic the creature row holds creatures and the other row lands, then everything else
(artifacts, enchantments, planeswalkers); in hkk the rows are the guard post and reserve,
and the table. Each group sits behind its own label. The row scrolls
sideways when the cards don't fit; focusing a card scrolls it into view.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import HorizontalScroll
from textual.widgets import Static

from cardgame.tui.present import GROUP_LABELS, CardFace
from cardgame.tui.widgets.card_group import CardGroup


class GroupLabel(Static):
    """The name and count of a group, in a narrow column left of its cards."""

    DEFAULT_CSS = """
    GroupLabel {
        width: 10;
        height: 6;
        padding: 1 0 0 0;
        color: $text-muted;
        text-style: italic;
    }
    """


class BattleRow(HorizontalScroll):
    """Labelled groups of cards on one line."""

    DEFAULT_CSS = """
    BattleRow {
        height: 6;
        scrollbar-size-horizontal: 0;
        overflow-y: hidden;
    }
    """

    def __init__(self, groups: tuple[str, ...], *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.group_names = groups
        self._labels: dict[str, str] = {}

    def compose(self) -> ComposeResult:
        for g in self.group_names:
            yield GroupLabel(self.label(g).replace(" ", "\n"), id=f"label-{g}")
            yield CardGroup(id=f"group-{g}")

    @staticmethod
    def label(group: str) -> str:
        return GROUP_LABELS.get(group, group.replace("_", " ").capitalize())

    def group(self, name: str) -> CardGroup:
        return self.query_one(f"#group-{name}", CardGroup)

    def sync(self, groups: dict[str, list[CardFace]], counts: dict[str, str]) -> int:
        """Show these faces per group; labels show the counts. Returns cards redrawn."""
        changed = 0
        for g in self.group_names:
            faces = groups.get(g, [])
            changed += self.group(g).sync(faces)
            text = f"{self.label(g).replace(' ', chr(10))}\n{counts.get(g, '0')}"
            if self._labels.get(g) != text:
                self._labels[g] = text
                label = self.query_one(f"#label-{g}", GroupLabel)
                label.update(text)
            # the first group's label always shows (an empty row says so)
            if g != self.group_names[0]:
                self.query_one(f"#label-{g}", GroupLabel).display = bool(faces)
        return changed
