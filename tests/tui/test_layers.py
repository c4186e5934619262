"""Nothing below the UI imports Textual (DESIGN.md, "Layers")."""

from __future__ import annotations

import ast
from pathlib import Path

import cardgame

PACKAGES = ("engine", "rulesets", "cards", "scenario")


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
    return found


def test_nothing_below_the_ui_imports_textual() -> None:
    root = Path(cardgame.__file__).parent
    offenders = []
    checked = 0
    for pkg in PACKAGES:
        for path in sorted((root / pkg).rglob("*.py")):
            checked += 1
            for name in _imports(path):
                if name == "textual" or name.startswith("textual."):
                    offenders.append(f"{path.relative_to(root.parent)} imports {name}")
    assert checked > 10
    assert offenders == []


def test_the_ui_is_what_imports_textual() -> None:
    """The check above would pass vacuously if the parser missed imports."""
    root = Path(cardgame.__file__).parent
    assert any(n.startswith("textual") for n in _imports(root / "tui" / "app.py"))
