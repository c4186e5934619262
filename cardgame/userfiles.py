"""The one gate every file a user names goes through before anything parses it.

Why: a user (or a hostile file) can name anything: a folder, a FIFO that blocks forever,
`/dev/zero` that never ends, a 50 MB file that takes minutes to parse. So before reading,
the path must be a regular file of at most `MAX_FILE_BYTES`; anything else is one
`FormatError` at once. The card loader, the deck reader, the scenario loader (and with it
saved games) all read through `read_user_bytes` / `read_user_text`.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from cardgame.errors import FormatError

MAX_FILE_BYTES = 1_000_000  # 1 MB: far above any real card, deck or scenario file

_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a FIFO (named pipe)"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)


def _kind(mode: int) -> str:
    return next((name for test, name in _KINDS if test(mode)), "not a regular file")


def read_user_bytes(path: str | Path, expected: str, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file of at most `limit` bytes; FormatError otherwise.

    `expected` names what the file should be ("a TOML file", "a deck file"), for the
    message. The size is checked from `stat` before opening and again while reading (a
    file may grow in between), so no read ever exceeds `limit + 1` bytes.
    """
    p = str(path)
    if not p:
        raise FormatError("''", "", "an empty path", expected)
    try:
        st = os.stat(p)
    except FileNotFoundError:
        raise FormatError(p, "", "no such file", expected) from None
    except (OSError, ValueError) as e:  # ValueError: a NUL byte in the path
        reason = getattr(e, "strerror", None) or str(e)
        raise FormatError(p, "", f"a path that cannot be read ({reason})", expected) from None
    if not stat.S_ISREG(st.st_mode):
        raise FormatError(p, "", _kind(st.st_mode), expected)
    too_big = FormatError(p, "", f"a file over {limit:,} bytes",
                          f"{expected} of at most {limit:,} bytes (1 MB)")
    if st.st_size > limit:
        raise too_big
    try:
        with open(p, "rb") as f:
            data = f.read(limit + 1)
    except OSError as e:
        reason = e.strerror or type(e).__name__
        raise FormatError(p, "", f"a file that cannot be read ({reason})", expected) from None
    if len(data) > limit:
        raise too_big
    return data


def read_user_text(path: str | Path, expected: str, limit: int = MAX_FILE_BYTES) -> str:
    """`read_user_bytes` decoded as UTF-8; bad bytes are a FormatError naming their line."""
    data = read_user_bytes(path, expected, limit)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        raise FormatError(str(path), "", f"bytes that are not UTF-8 ({e.reason})",
                          "a UTF-8 text file", line=line) from None


def write_text_atomically(path: str | Path, text: str, errors: str = "strict") -> None:
    """Write a whole text file so that it is never seen half-written: into a temporary
    file beside it, fsync'ed, then renamed over `path` (a full disk or a crash leaves the
    old file, or none, never a torn one). A path that exists and is not a regular file (a
    device such as /dev/null, a FIFO) is written directly: renaming over it would replace
    it. OSError when it can't be written; the temporary file is removed then. `errors`:
    the encoder's handling of characters UTF-8 can't hold (as `open`'s)."""
    p = Path(path)
    try:
        special = not stat.S_ISREG(os.stat(p).st_mode)
    except OSError:
        special = False  # no such file yet (or unreachable: the write below says why)
    if special:
        with open(p, "w", encoding="utf-8", errors=errors) as f:
            f.write(text)
        return
    tmp = p.with_name(f".{p.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8", errors=errors) as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, p)
    finally:
        tmp.unlink(missing_ok=True)
