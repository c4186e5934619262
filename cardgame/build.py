"""Which build of the engine runs: compiled by mypyc, or pure Python.

Why a module: `cardgame --version`, `cardgame bench` and the CI check all need the
answer, and `--version` must stay fast, so this looks at the installed files (an extension
module beside `engine/game.py` wins the import) instead of importing the engine.
"""

from __future__ import annotations

import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

COMPILED: str = "compiled"
PURE: str = "pure Python"
# one module of each compiled package; a compiled build has all of them as extensions
PROBES: tuple[str, ...] = ("engine/game", "rulesets/magic/ruleset", "rulesets/hkk/ruleset")


def build_kind() -> str:
    """"compiled" when the engine modules that import are extension modules."""
    loaded = sys.modules.get("cardgame.engine.game")
    if loaded is not None:  # already imported: ask the module itself
        return PURE if str(getattr(loaded, "__file__", "")).endswith(".py") else COMPILED
    root = Path(__file__).resolve().parent
    for probe in PROBES:
        if not any((root / (probe + suffix)).exists() for suffix in EXTENSION_SUFFIXES):
            return PURE
    return COMPILED


def imported_kinds() -> dict[str, str]:
    """For each imported engine or ruleset module, which build it came from (for tests)."""
    out = {}
    for name, mod in sorted(sys.modules.items()):
        if name.startswith(("cardgame.engine.", "cardgame.rulesets.")) and mod is not None:
            path = str(getattr(mod, "__file__", "") or "")
            if path and not path.endswith("__init__.py"):
                out[name] = PURE if path.endswith(".py") else COMPILED
    return out
