"""The words of a magic game as its players read them (English, the defaults)."""

from __future__ import annotations

from cardgame.engine.uiterms import UiTerms

UI = UiTerms()
