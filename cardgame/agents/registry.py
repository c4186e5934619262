"""Agents by name, as the command line and the UI name them.

`random` (the fuzzer), `heuristic` (the demo's greedy player: `SimpleAI` for magic,
`HkkGreedy` for hkk), `ai` (= `ai:normal`) and `ai:easy`. Seeds make every agent replay
exactly.
"""

from __future__ import annotations

from typing import Any

AGENT_NAMES = ("random", "heuristic", "ai", "ai:easy", "ai:normal")


def check_name(name: str) -> str:
    """The name itself, or ValueError with the names that exist."""
    if name not in AGENT_NAMES:
        raise ValueError(f"unknown agent {name!r}: expected one of " + ", ".join(AGENT_NAMES))
    return name


def make_agent(name: str, ruleset: str, seed: int) -> Any:
    check_name(name)
    if name == "random":
        from cardgame.agents.random_agent import RandomAgent

        return RandomAgent(seed)
    if name == "heuristic":
        if ruleset == "hkk":
            from cardgame.agents.hkk_greedy import HkkGreedy

            return HkkGreedy(seed)
        from cardgame.agents.simple_ai import SimpleAI

        return SimpleAI(seed)
    from cardgame.agents.ai import AIAgent

    level = name.partition(":")[2] or "normal"
    return AIAgent(ruleset, seed, level)


def is_computer(name: str | None) -> bool:
    return bool(name) and name in AGENT_NAMES
