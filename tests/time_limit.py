"""A call cut short after a number of seconds: how the fuzzers tell a hang from a slow case.

`TimeLimitExceeded` is a BaseException so that the code under test, which may catch
`Exception` to report a user error, can't swallow it. Unix only (SIGALRM), main thread.
"""

from __future__ import annotations

import signal
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


class TimeLimitExceeded(BaseException):
    """The call ran past its limit: a hang, as far as a fuzzer is concerned."""


def within(seconds: float, fn: Callable[[], T]) -> T:
    """`fn()`, or TimeLimitExceeded once `seconds` have passed."""
    def expire(signum: int, frame: object) -> None:
        raise TimeLimitExceeded

    old = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        return fn()
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
