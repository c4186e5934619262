"""An answer together with the reason for it, so a person can follow the computer's play.

Every tactic returns a `Choice`: the agent hands the answer to the engine and keeps the
reason as its explanation of its last answer (shown in the UI's log and the demo).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(slots=True)
class Choice:
    answer: Any
    why: str = ""
