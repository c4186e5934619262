"""Cards on the board follow the game by id: only arrivals, departures and changes redraw."""

from __future__ import annotations

import asyncio
from dataclasses import replace

from textual.app import App, ComposeResult

from cardgame.tui.present import CardFace
from cardgame.tui.widgets.card import CardView
from cardgame.tui.widgets.card_group import CardGroup


def face(oid: int, name: str = "Grizzly Bears", tapped: bool = False) -> CardFace:
    return CardFace(id=oid, name=name, cost="1G", group="creatures", controller=0, power=2,
                    toughness=2, modified_pt=False, damage=0, counters=(), keywords=(),
                    tapped=tapped, sick=False, attacking="", blocking="", phased_out=False,
                    attached_to="", attachments=(), token=False)


class GroupApp(App[None]):
    def compose(self) -> ComposeResult:
        yield CardGroup(id="group")


def test_sync_redraws_only_what_changed_and_keeps_the_order() -> None:
    async def main() -> None:
        app = GroupApp()
        async with app.run_test(size=(120, 10)) as pilot:
            group = app.query_one(CardGroup)

            def shown() -> list[int]:
                return [c.obj_id for c in group.children if isinstance(c, CardView)]

            assert group.sync([face(1), face(2), face(3)]) == 3
            await pilot.pause()
            assert shown() == [1, 2, 3]
            first = group.card(1)
            assert group.sync([face(1), face(2), face(3)]) == 0  # nothing changed
            assert group.sync([face(1, tapped=True), face(2), face(3)]) == 1
            assert group.card(1) is first and first is not None and first.has_class("-tapped")
            assert group.sync([face(3), face(4), face(1, tapped=True)]) == 2  # -2, +4
            await pilot.pause()
            assert shown() == [3, 4, 1]
            assert group.card(1) is first
            group.sync([replace(face(4), name="Hill Giant"), face(3)])
            await pilot.pause()
            assert shown() == [4, 3]
            assert str(group.card(4).render()).startswith("Hill Giant")  # type: ignore[union-attr]
            group.sync([])
            await pilot.pause()
            assert shown() == [] and not group.display

    asyncio.run(main())


def test_no_rule_styles_a_class_set_without_a_style_update() -> None:
    """A card sets the classes of `UNSTYLED_CLASSES` without a style update (tapping is
    the most common change): that is right only while no rule of the game's stylesheet,
    the board's and dialogs' included, names them."""
    import re
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from tui_helpers import scenario_factory, twenty_a_side

    from cardgame.tui.app import CardGameApp
    from cardgame.tui.widgets.card import FACE_CLASSES, UNSTYLED_CLASSES

    async def main() -> None:
        app = CardGameApp(scenario_factory(twenty_a_side()), open_hands=True)
        async with app.run_test(size=(160, 50)) as pilot:
            await pilot.pause()
            css = "\n".join(source.content for source in app.stylesheet.source.values())
            assert "CardView" in css and all(f".{c}" in css for c in FACE_CLASSES
                                             - UNSTYLED_CLASSES)  # the check can fail
            for name in UNSTYLED_CLASSES:
                assert not re.search(rf"\.{re.escape(name)}\b", css), name

    asyncio.run(main())
