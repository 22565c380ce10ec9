"""What the main window does for a player using a screen reader, wired in one call
(`make_accessible`, once the game's parts are built): the game's announcements and the
refusals said aloud.

It only listens: to the controller's `changed` signal and the action bar's `refused`; it
reads the controller's public state and never changes the game.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject

from .announce import announce
from .announcements import announcements, refusal_words


class GameVoice(QObject):
    """Says what happens in the game (announcements.py) as it happens."""

    def __init__(self, window: Any) -> None:  # noqa: ANN401 - the main window
        super().__init__(window)
        self.window = window
        window.controller.changed.connect(self.changed)
        window.bar.refused.connect(self.refused)

    def changed(self, change: Any) -> None:  # noqa: ANN401 - a session Changes
        c = self.window.controller
        for said in announcements(change, c.state, c.names, c.humans()):
            announce(self.window, said.text, said.assertive)

    def refused(self, reason: str) -> None:
        said = refusal_words(reason)
        announce(self.window, said.text, said.assertive)


def make_accessible(window: Any) -> None:  # noqa: ANN401 - the main window
    """Wire the screen-reader support into `window`, after its controller and action bar
    are built (their signals are listened to after the window's own redraw)."""
    window.voice = GameVoice(window)
