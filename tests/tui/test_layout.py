"""The board's measures at each terminal size (layout.py), without a terminal."""

from __future__ import annotations

from cardgame.tui.layout import LONGEST_NAME, board_size, fits


def test_compact_below_100x30_and_names_whole_from_120_columns() -> None:
    small = board_size(80, 24)
    assert small.compact and small.card_height == 3
    assert not board_size(120, 40).compact
    assert board_size(120, 40).card_width(LONGEST_NAME) == LONGEST_NAME + 2
    assert board_size(100, 30).card_width(LONGEST_NAME) < LONGEST_NAME + 2


def test_the_log_is_40_columns_from_140_and_l_widens_it() -> None:
    assert board_size(140, 40).side_width - 2 >= 40
    assert board_size(200, 60).side_width > board_size(140, 40).side_width
    assert board_size(160, 50, "wide").side_width == 80
    assert board_size(160, 50, "hidden").side_width == board_size(160, 50).side_width


def test_the_size_notice_is_only_below_80x24() -> None:
    assert fits(80, 24) and not fits(79, 24) and not fits(80, 23)
