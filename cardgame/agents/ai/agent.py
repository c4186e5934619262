"""The computer opponent: the agent behind `--p2 ai`, `cardgame sim --p1 ai` and the demo.

It answers from `view_for(player)` and the decision only (no hidden cards: it does not
search by cloning the game, which would read the real library order). Each ruleset has
its tactics module; the agent checks every answer with the decision, falls back to the
default answer when a tactic has nothing to say or is refused, and keeps the reason of
its last answer in `explanation` for the log.

Levels: `normal` plays its tactics every time; `easy` makes a random legal move instead
on a share of its questions (`EASY_SLIPS`), which is how a casual player feels.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from cardgame.agents.ai.choice import Choice
from cardgame.agents.ai.hkk_tactics import HkkTactics
from cardgame.agents.ai.magic_tactics import MagicTactics
from cardgame.agents.random_agent import RandomAgent
from cardgame.engine.decisions import PRIORITY, Decision
from cardgame.engine.game import GameView
from cardgame.errors import IllegalAction

LEVELS = ("easy", "normal")
EASY_SLIPS = 0.35  # share of an easy AI's questions answered by a random legal move


class Tactics(Protocol):
    def decide(self, view: GameView, d: Decision) -> Choice | None: ...


TACTICS: dict[str, type] = {"magic": MagicTactics, "hkk": HkkTactics}


class AIAgent:
    """A computer player for a ruleset at a level; `explanation` says why it did its last
    answer (empty when it merely passed)."""

    def __init__(self, ruleset: str, seed: int = 0, level: str = "normal") -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown AI level {level!r}: expected one of "
                             + ", ".join(LEVELS))
        if ruleset not in TACTICS:
            raise ValueError(f"the AI does not know the {ruleset!r} ruleset: it plays "
                             + ", ".join(TACTICS))
        self.ruleset = ruleset
        self.level = level
        self.rng = random.Random(seed)
        self.tactics: Tactics = TACTICS[ruleset]()
        self._random = RandomAgent(seed + 7919)
        self.explanation = ""

    def decide(self, view: GameView, d: Decision) -> Any:
        if self.level == "easy" and d.kind != PRIORITY and self.rng.random() < EASY_SLIPS:
            self.explanation = "plays on a hunch (easy level)"
            return self._checked(d, Choice(self._random.decide(view, d), self.explanation))
        if self.level == "easy" and d.kind == PRIORITY and self.rng.random() < EASY_SLIPS:
            self.explanation = ""
            return {"action": "pass"}
        choice = self.tactics.decide(view, d)
        if choice is None:
            choice = Choice(d.default_answer(), "")
        return self._checked(d, choice)

    def _checked(self, d: Decision, choice: Choice) -> Any:
        try:
            d.check(choice.answer)
        except IllegalAction:
            self.explanation = ""
            return d.default_answer()
        self.explanation = choice.why
        return choice.answer
