"""Build step: ship the top-level `decks/` inside the package as `cardgame/bundled_decks/`.

Why: users look for decks at the top of the repository, but a wheel (and so `pip install
.`, `pipx install .`) only carries what is inside the package. Copying at build time keeps
one source of truth; `cardgame.decks.bundled_decks_dirs` looks in both places, so an
editable install (which builds nothing) reads `decks/` directly.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

DECK_SUFFIXES = (".txt", ".dck")


class BuildWithDecks(build_py):
    """`build_py` plus a copy of every deck file under `decks/` into the built package."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        source = Path(__file__).resolve().parent / "decks"
        target = Path(self.build_lib) / "cardgame" / "bundled_decks"
        for deck in sorted(source.rglob("*")):
            if deck.is_file() and deck.suffix.lower() in DECK_SUFFIXES:
                out = target / deck.relative_to(source)
                out.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(deck, out)


setup(cmdclass={"build_py": BuildWithDecks})
