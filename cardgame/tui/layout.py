"""How big things are at a given terminal size: cards, hand, labels, the side column.

Everything on the board grows with the terminal (issue 13): below 100×30 a compact board
(cards of three lines: cost, name, P/T), from 120 columns cards wide enough for every name
of the bundled decks, from 140 columns a log of at least 40 columns. The side column (stack
and log) is exactly as wide as the dialogs, which open over it, so a dialog never hides
any of the table. No Textual here: sizes are plain numbers, tested without a terminal.
"""

from __future__ import annotations

from dataclasses import dataclass

MIN_WIDTH, MIN_HEIGHT = 80, 24  # below this the board can't be laid out at all
LOG_MODES = ("normal", "wide", "hidden")  # the `l` key cycles through them
LONGEST_NAME = 26  # the longest card name of the bundled decks ("Az angyalgárda parancsnoka")


@dataclass(frozen=True, slots=True)
class BoardSize:
    """The measures of one board layout."""

    compact: bool
    card_height: int      # an upright permanent, borders included
    hand_height: int      # a card in hand
    card_min: int         # a card's width: its name plus borders, within these bounds
    card_max: int
    label_width: int      # the group labels left of the cards
    side_width: int       # the stack and log column, and every dialog
    log: str              # one of LOG_MODES

    def card_width(self, name_cells: int, tapped: bool = False) -> int:
        """A card as wide as its name (plus borders), within bounds; sideways is wider."""
        width = max(self.card_min, min(self.card_max, name_cells + 2))
        return width + 4 if tapped and not self.compact else width


def board_size(width: int, height: int, log: str = "normal") -> BoardSize:
    """The layout for a terminal of `width`×`height`."""
    compact = width < 100 or height < 30
    if height < 30:
        card_h, hand_h = 3, 3
    elif height < 40:
        card_h, hand_h = 5, 3
    else:
        card_h, hand_h = 6, 4
    if width < 100:
        side = 34
    elif width < 140:
        side = 40
    else:
        side = max(44, width * 28 // 100)
    if log == "wide":
        side = max(side, width // 2)
    card_max = LONGEST_NAME + 2 if width >= 120 else (14 if compact else 16)
    return BoardSize(compact=compact, card_height=card_h, hand_height=hand_h,
                     card_min=8 if compact else 10, card_max=card_max,
                     label_width=10, side_width=side, log=log)


def fits(width: int, height: int) -> bool:
    """The board can be laid out (maybe compact) at this size."""
    return width >= MIN_WIDTH and height >= MIN_HEIGHT


def too_small_message(width: int, height: int) -> str:
    return (f"cardgame needs a terminal of at least {MIN_WIDTH}×{MIN_HEIGHT}; this one is "
            f"{width}×{height}. Please make it bigger.")
