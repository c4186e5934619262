"""Exporting a game as a scenario file (`ctrl+s` in the UI, `cardgame export`).

Why a scenario file: it is the project's one text format for a position plus a script,
so an exported game replays in `cardgame replay`, runs in `cardgame scenario run` to the
same digest, and can be cut down into a rules question. Files are written atomically and
never over an existing file: written and fsync'ed beside, then hard-linked to a free name
(a link fails rather than replace a file, even one made since the name was checked).
"""

from __future__ import annotations

import os
from pathlib import Path

from cardgame.engine.game import Game
from cardgame.scenario.record import record_scenario


def default_folder() -> Path:
    """Where exports go unless told: the user's data folder, `exports/`."""
    from cardgame.journal import data_folder

    return data_folder() / "exports"


def free_path(folder: Path, stem: str) -> Path:
    """`stem.toml` in the folder, or `stem-2.toml`, `stem-3.toml`... whichever is free."""
    path = folder / f"{stem}.toml"
    n = 2
    while path.exists():
        path = folder / f"{stem}-{n}.toml"
        n += 1
    return path


def export_game(game: Game, folder: Path | None = None, name: str = "exported game") -> Path:
    """Write the game so far as a new scenario file; its path. ValueError if this game
    can't be written yet (the message says why), OSError if the folder can't be written."""
    text = record_scenario(game, name)
    folder = folder or default_folder()
    folder.mkdir(parents=True, exist_ok=True)
    stem = f"{game.ruleset}-seed{game.seed}-turn{game.turn}"
    tmp = folder / f".{stem}.{os.getpid()}.tmp"
    try:
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        while True:
            path = free_path(folder, stem)
            try:  # a hard link never replaces a file: another export can't be overwritten
                os.link(tmp, path)
                break
            except FileExistsError:
                continue  # taken since free_path looked: the next free name
            except OSError:  # no hard links here: exclusive creation does the same
                _write_new(path, text)
                break
    finally:
        tmp.unlink(missing_ok=True)
    return path


def _write_new(path: Path, text: str) -> None:
    """Create `path` (it must not exist) with `text`; a failed write leaves no part file."""
    with open(path, "x", encoding="utf-8") as out:
        try:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        except BaseException:
            out.close()
            path.unlink(missing_ok=True)
            raise
