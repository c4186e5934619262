"""The terminal UI: a Textual app for two players at one keyboard (hot seat).

Nothing below this package imports Textual; the UI is one more agent of the Decision
protocol (see docs/engine.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cardgame.tui.app import CardGameApp

__all__ = ["CardGameApp"]


def __getattr__(name: str) -> object:
    if name == "CardGameApp":
        from cardgame.tui.app import CardGameApp

        return CardGameApp
    raise AttributeError(name)
