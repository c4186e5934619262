"""The smallest terminal the board is laid out for, and the warning below it.

The warning is a notification rather than a screen: notifications stay on top of whatever
screen is showing (a dialog, a hand-off), and go away once the terminal is big enough.
"""

from __future__ import annotations

MIN_WIDTH, MIN_HEIGHT = 100, 30


def fits(width: int, height: int) -> bool:
    return width >= MIN_WIDTH and height >= MIN_HEIGHT


def too_small_message(width: int, height: int) -> str:
    return (f"cardgame needs a terminal of at least {MIN_WIDTH}×{MIN_HEIGHT}; this one is "
            f"{width}×{height}. Please make it bigger.")
