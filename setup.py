"""Build steps: the bundled decks, and the compiled (mypyc) engine where it can be built.

Decks: users look for decks at the top of the repository, but a wheel (and so `pip install
.`, `pipx install .`) only carries what is inside the package. Copying at build time keeps
one source of truth; `cardgame.decks.bundled_decks_dirs` looks in both places, so an
editable install (which builds nothing) reads `decks/` directly.

Compiled build: a regular install compiles `cardgame/engine` and `cardgame/rulesets` with
mypyc (about twice as fast) when mypy and a C compiler are there, and otherwise installs the
same modules as pure Python (same results, only slower). An editable install stays pure
Python: an extension module beside a `.py` would win the import and hide every edit.
Environment: `CARDGAME_PURE=1` forces a pure build; `CARDGAME_REQUIRE_COMPILED=1` makes the
build fail instead of falling back (CI uses it to be sure it tests the compiled build).
"""

from __future__ import annotations

import os
import shutil
import sys
import sysconfig
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from setuptools import setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

DECK_SUFFIXES = (".txt", ".dck")
HERE = Path(__file__).resolve().parent
COMPILED_PACKAGES = ("cardgame/engine", "cardgame/rulesets")
# the commands that build modules for a regular install; others (egg_info, sdist,
# editable_wheel, develop) need no compile, and mypyc's type check costs a minute
BUILD_COMMANDS = {"build", "build_ext", "bdist_wheel", "install", "bdist"}


class BuildWithDecks(build_py):
    """`build_py` plus a copy of every deck file under `decks/` into the built package."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        source = HERE / "decks"
        target = Path(self.build_lib) / "cardgame" / "bundled_decks"
        for deck in sorted(source.rglob("*")):
            if deck.is_file() and deck.suffix.lower() in DECK_SUFFIXES:
                out = target / deck.relative_to(source)
                out.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(deck, out)


def _flag(name: str) -> bool:
    return os.environ.get(name, "").strip().lower() not in ("", "0", "false", "no")


def _say(msg: str) -> None:
    print(f"cardgame build: {msg}", file=sys.stderr)


class ParallelBuildExt(build_ext):
    """`build_ext` that compiles the C files of one extension on every core, and falls
    back to the pure Python build (the `.py` files are in the wheel anyway) if the C
    compile fails, unless CARDGAME_REQUIRE_COMPILED is set."""

    def build_extension(self, ext: Any) -> None:
        compile_one = self.compiler.compile
        jobs = os.cpu_count() or 1

        def compile_all(sources: list[str], *args: Any, **kwargs: Any) -> list[str]:
            if jobs < 2 or len(sources) < 2:
                return compile_one(sources, *args, **kwargs)  # type: ignore[no-any-return]
            with ThreadPoolExecutor(jobs) as pool:
                parts = list(pool.map(lambda s: compile_one([s], *args, **kwargs), sources))
            return [obj for part in parts for obj in part]

        self.compiler.compile = compile_all
        try:
            super().build_extension(ext)
        finally:
            self.compiler.compile = compile_one

    def run(self) -> None:
        try:
            super().run()
        except Exception as exc:  # compiler errors come in several classes
            if _flag("CARDGAME_REQUIRE_COMPILED"):
                raise
            _say(f"compiling failed ({exc}); installing pure Python")
            self.extensions = []
            self.distribution.ext_modules = []


def _has_c_compiler() -> bool:
    cc = (os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc").split()
    return bool(cc) and shutil.which(cc[0]) is not None


def compiled_modules() -> list[Any]:
    """The mypyc extension modules, or [] for a pure build (and why, on stderr)."""
    commands = set(sys.argv[1:])
    if not commands & BUILD_COMMANDS or commands & {"develop", "editable_wheel"}:
        return []
    require = _flag("CARDGAME_REQUIRE_COMPILED")
    why = ""
    if _flag("CARDGAME_PURE"):
        why = "CARDGAME_PURE is set"
    elif not _has_c_compiler():
        why = "no C compiler found"
    else:
        try:
            from mypyc.build import mypycify
        except ImportError:
            why = "mypy (mypyc) is not installed"
    if why:
        if require:
            raise SystemExit(f"cardgame build: CARDGAME_REQUIRE_COMPILED is set, but {why}")
        _say(f"{why}; installing pure Python")
        return []
    sources = sorted(
        str(p.relative_to(HERE)) for pkg in COMPILED_PACKAGES
        for p in (HERE / pkg).rglob("*.py") if p.name != "__init__.py")
    try:
        return mypycify(sources, opt_level="3", multi_file=True)  # type: ignore[no-any-return]
    except BaseException as exc:  # mypyc reports type errors by SystemExit
        if require:
            raise
        _say(f"mypyc failed ({exc!r}); installing pure Python")
        return []


setup(cmdclass={"build_py": BuildWithDecks, "build_ext": ParallelBuildExt},
      ext_modules=compiled_modules())
