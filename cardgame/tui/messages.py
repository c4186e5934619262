"""Messages that several screens send up to the app."""

from __future__ import annotations

from textual.message import Message


class ScreenPainted(Message):
    """A screen that follows an answer (a question, a hand-off, the result) was drawn.

    The app times each answer from `game.answer` to this message.
    """


def announce_painted(screen: object) -> None:
    """Post ScreenPainted once the screen's first frame is out (call from on_mount)."""
    from textual.screen import Screen

    if isinstance(screen, Screen):
        screen.call_after_refresh(screen.post_message, ScreenPainted())
