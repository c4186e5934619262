"""`Choices` keeps option drawings across refills and draws what `OptionList` draws."""

from __future__ import annotations

import asyncio

from rich.text import Text
from textual.app import App, ComposeResult
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from cardgame.tui.widgets.choices import Choices


class TwoLists(App[None]):
    def compose(self) -> ComposeResult:
        yield Choices(id="ours")
        yield OptionList(id="theirs")


def questions() -> list[list[Option | None]]:
    def label(key: str, text: str, style: str = "") -> Text:
        t = Text(f"{key}  ", "bold")
        t.append(text, style)
        return t

    first = [Option(label("p", "Pass"), id="pass"), None,
             Option(label("1", "Cast Grizzly Bears", "green"), id="a"),
             Option(Text("   Tap Forest for mana", "dim"), id="m")]
    second = [Option(label("p", "Pass"), id="pass"), None,  # same text, same places
              Option(label("1", "Cast Giant Growth", "green"), id="a"),
              Option(Text("   nothing", "dim italic"), id="n", disabled=True)]
    third = [Option(label("1", "Cast Giant Growth", "green"), id="a"),  # moved up
             Option(label("p", "Pass"), id="pass"), "plain string option"]
    return [first, second, first, third, second]


def test_choices_draw_as_option_list_across_refills() -> None:
    async def main() -> None:
        app = TwoLists()
        async with app.run_test(size=(60, 30)) as pilot:
            ours, theirs = app.query_one(Choices), app.query_one("#theirs", OptionList)
            app.set_focus(None)  # the same frame around both
            for n, items in enumerate(questions()):
                for lst in (ours, theirs):
                    lst.clear_options()
                    lst.add_options([Option(o.prompt, id=o.id, disabled=o.disabled)
                                     if isinstance(o, Option) else o for o in items])
                    lst.highlighted = n % 2
                await pilot.pause()
                region = ours.size.region
                assert region == theirs.size.region
                ours._styles_cache.clear()
                theirs._styles_cache.clear()
                assert ([list(s) for s in ours.render_lines(region)]
                        == [list(s) for s in theirs.render_lines(region)]), n
            assert ours._drawings  # kept across refills

    asyncio.run(main())
