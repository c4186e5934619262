"""The hkk ruleset's effect interpreter: `effects.py` and the keyword modules register
their effect handlers into it; resolving a card or ability runs its effects through it."""

from __future__ import annotations

from cardgame.engine.interpreter import EffectInterpreter

EFFECTS = EffectInterpreter("hkk")
