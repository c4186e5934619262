"""One row of a player's battlefield: a label, then one or two groups of cards.

Which groups a row holds is the ruleset's data (`UiTerms.board_rows`): creatures in
front of lands and everything else, or the zones of a ruleset that keeps permanents in
several zones. Each group sits behind its own label. The row scrolls sideways when the
cards don't fit (focusing a card scrolls it into view) but never takes the focus itself,
so the arrow keys always walk the cards.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import HorizontalScroll
from textual.widgets import Static

from cardgame.tui.present import CardFace
from cardgame.tui.widgets.card import CardView
from cardgame.tui.widgets.card_group import CardGroup


class GroupLabel(Static):
    """The name and count of a group, in a narrow column left of its cards."""

    DEFAULT_CSS = """
    GroupLabel {
        width: 10;
        height: 3;
        padding: 1 0 0 0;
        color: $text-muted;
        text-style: italic;
    }
    """


class BattleRow(HorizontalScroll, can_focus=False, inherit_bindings=False):
    """Labelled groups of cards on one line (without the scroll container's arrow keys,
    which came before the board's walk in a row that did not fit)."""

    DEFAULT_CSS = """
    BattleRow {
        height: auto;
        scrollbar-size-horizontal: 0;
        overflow-y: hidden;
    }
    """

    def __init__(self, groups: tuple[str, ...], *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.group_names = groups
        self._labels: dict[str, str] = {}
        self.names: dict[str, str] = {}  # group -> its label, in the ruleset's words
        # the labels and groups, kept from `compose` (not queried among the cards)
        self._label_views: dict[str, GroupLabel] = {}
        self._groups: dict[str, CardGroup] = {}

    def compose(self) -> ComposeResult:
        for g in self.group_names:
            label = GroupLabel(Text(self.label(g).replace(" ", "\n")), id=f"label-{g}")
            group = CardGroup(id=f"group-{g}")
            self._label_views[g], self._groups[g] = label, group
            yield label
            yield group

    def label(self, group: str) -> str:
        return self.names.get(group) or group.replace("_", " ").capitalize()

    def fit(self) -> None:
        """Take the board's measures (after a resize)."""
        m = CardView.measures
        for label in self.query(GroupLabel):
            label.styles.width = m.label_width
            label.styles.height = m.card_height
        for card in self.query(CardView):
            card.fit()

    def group(self, name: str) -> CardGroup:
        return self._groups[name]

    def sync(self, groups: dict[str, list[CardFace]], counts: dict[str, str]) -> int:
        """Show these faces per group; labels show the counts. Returns cards redrawn."""
        changed = 0
        for g in self.group_names:
            faces = groups.get(g, [])
            changed += self.group(g).sync(faces)
            text = f"{self.label(g).replace(' ', chr(10))}\n{counts.get(g, '0')}"
            if self._labels.get(g) != text:
                self._labels[g] = text
                self._label_views[g].update(Text(text), layout=False)  # a fixed-size label
            # the first group's label always shows (an empty row says so)
            if g != self.group_names[0]:
                self._label_views[g].display = bool(faces)
        return changed
