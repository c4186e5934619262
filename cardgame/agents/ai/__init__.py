"""The computer opponent (issue 14): `AIAgent`, with tactics for each ruleset."""

from cardgame.agents.ai.agent import LEVELS, AIAgent

__all__ = ["AIAgent", "LEVELS"]
