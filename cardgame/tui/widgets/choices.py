"""A dialog's option list that keeps its options' drawings from question to question.

A dialog that takes the next question of its kind (`DecisionDialog.load`) refills its
`OptionList`, and Textual's list forgets how it drew each option (its cache is keyed by
the option object, and `clear_options` empties it): after every answer each option was
drawn again, though most are the same text in the same place ("p  Pass", "Tap Island for
mana"). `Choices` keys the drawings by what decides them: the option's text and styles,
its place (the drawing carries its index for the mouse), whether it is disabled or
followed by a divider, the line style (highlighted or not), the padding and the width.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.strip import Strip
from textual.style import Style
from textual.widgets import OptionList
from textual.widgets.option_list import Option

KEPT = 512  # drawings kept; all are dropped when there are more


class Choices(OptionList):
    """An `OptionList` whose option drawings outlive `clear_options`."""

    def __init__(self, *content: Any, **kwargs: Any) -> None:
        super().__init__(*content, **kwargs)
        self._drawings: dict[tuple[object, ...], list[Strip]] = {}

    def _get_option_render(self, option: Option, style: Style) -> list[Strip]:
        prompt = option.prompt
        if isinstance(prompt, Text):
            what: object = (prompt.plain, tuple(prompt.spans), prompt.style, prompt.justify,
                            prompt.overflow, prompt.no_wrap, prompt.end)
        elif isinstance(prompt, str):
            what = prompt
        else:  # another renderable: Textual's own cache
            return super()._get_option_render(option, style)
        key = (what, self._option_to_index.get(option), option.disabled, option._divider,
               style, self.get_component_styles("option-list--option").padding,
               self.scrollable_content_region.width, self._get_left_gutter_width())
        strips = self._drawings.get(key)
        if strips is None:
            strips = super()._get_option_render(option, style)
            if len(self._drawings) >= KEPT:
                self._drawings.clear()
            self._drawings[key] = strips
        return strips
