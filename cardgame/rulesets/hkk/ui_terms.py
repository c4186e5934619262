"""The Hungarian words of an hkk game, for the terminal UI (filled in by the UI work)."""

from __future__ import annotations

from cardgame.engine.uiterms import UiTerms

UI = UiTerms(language="hu", tapped="passzív", untapped="aktív", stack="Reakció sor")
