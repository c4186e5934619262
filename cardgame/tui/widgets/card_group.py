"""A run of cards of one kind (lands, creatures, other), kept in step with the game.

`sync` compares the new faces with the cards already mounted, keyed by object id: it
removes the cards that left, mounts the ones that arrived, hands changed faces to the cards
that stayed, and reorders only when the order changed. Nothing else is touched, which is
what keeps an answer's redraw cheap on a full board.
"""

from __future__ import annotations

from textual.containers import Horizontal

from cardgame.tui.present import CardFace
from cardgame.tui.widgets.card import CardView


class CardGroup(Horizontal):
    """Cards side by side; as wide as its cards so that groups can share a row."""

    DEFAULT_CSS = """
    CardGroup {
        width: auto;
        height: auto;
        align: left middle;
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._cards: dict[int, CardView] = {}

    @property
    def card_ids(self) -> list[int]:
        return list(self._cards)

    def card(self, obj_id: int) -> CardView | None:
        return self._cards.get(obj_id)

    def sync(self, faces: list[CardFace]) -> int:
        """Show exactly these faces in this order; returns how many cards were redrawn."""
        wanted = {f.id for f in faces}
        changed = 0
        for oid in [i for i in self._cards if i not in wanted]:
            self._cards.pop(oid).remove()
            changed += 1
        fresh: list[CardView] = []
        for f in faces:
            view = self._cards.get(f.id)
            if view is None:
                view = CardView(f)
                fresh.append(view)
            elif view.set_face(f):
                changed += 1
        order = [f.id for f in faces]
        if fresh:
            self.mount_all(fresh)
            changed += len(fresh)
        if fresh or list(self._cards) != [i for i in order if i in self._cards]:
            by_id = {**self._cards, **{v.obj_id: v for v in fresh}}
            self._cards = {i: by_id[i] for i in order}
            kept = set(map(id, self._cards.values()))
            current = [c.obj_id for c in self.children
                       if isinstance(c, CardView) and id(c) in kept]
            if current != order:
                views = [self._cards[i] for i in order]
                self.move_child(views[0], before=0)
                for prev, view in zip(views, views[1:], strict=False):
                    self.move_child(view, after=prev)
        self.display = bool(faces)
        return changed
