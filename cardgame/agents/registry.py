"""Agents by name, as the command line and the UI name them.

`random` (the fuzzer), `heuristic` (the demo's greedy player: `SimpleAI` for magic,
`HkkGreedy` for hkk), `ai` (= `ai:normal`) and `ai:easy`. Seeds make every agent replay
exactly.
"""

from __future__ import annotations

import re
from typing import Any

from cardgame.rulesets.hkk.description import DESCRIPTION as HKK

AGENT_NAMES = ("random", "heuristic", "ai", "ai:easy", "ai:normal")
# A computer seat's player name says which agent plays it, so a saved game resumes with
# the same computer (the journal keeps names, not agents).
COMPUTER_NAME = re.compile(r"^Computer(?: [12])? \((?P<agent>[a-z:]+)\)$")


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
        if ruleset == HKK.name:  # hkk's own greedy player; SimpleAI knows magic
            from cardgame.agents.hkk_greedy import HkkGreedy

            return HkkGreedy(seed)
        from cardgame.agents.simple_ai import SimpleAI

        return SimpleAI(seed)
    from cardgame.agents.ai import AIAgent

    level = name.partition(":")[2] or "normal"
    return AIAgent(ruleset, seed, level)


def is_computer(name: str | None) -> bool:
    return bool(name) and name in AGENT_NAMES


def seat_names(p1: str, p2: str) -> tuple[str, str]:
    """Player names for `--p1`/`--p2`: an agent name becomes "Computer (ai)" (numbered when
    both seats are computers); anything else is a person's name."""
    for given in (p1, p2):  # "ai:bogus" is a mistyped level, not a person called that
        if given and given.lower().startswith("ai:") and given not in AGENT_NAMES:
            raise ValueError(f"unknown computer level {given!r}: expected one of "
                             + ", ".join(n for n in AGENT_NAMES if n.startswith("ai")))
    both = is_computer(p1) and is_computer(p2)
    out = [(f"Computer {i + 1} ({s})" if both else f"Computer ({s})") if is_computer(s)
           else s for i, s in enumerate((p1, p2))]
    if same_name(out[0], out[1]):
        raise ValueError(f"both players are called {out[0].strip()!r}: give them different "
                         "names (--p1, --p2), so that the hand-off says who is asked")
    return out[0], out[1]


def same_name(a: str, b: str) -> bool:
    """Two player names people would read as one (case and outer spaces aside)."""
    return a.strip().casefold() == b.strip().casefold()


def computers_in(names: tuple[str, str]) -> dict[str, str]:
    """Player name -> agent name for the computer seats among these names."""
    out = {}
    for name in names:
        m = COMPUTER_NAME.match(name)
        if m and is_computer(m.group("agent")):
            out[name] = m.group("agent")
    return out
