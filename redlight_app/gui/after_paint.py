"""Work that can wait until the frame a change caused has been painted.

A move's repaint is what a player waits for; checking whether the first-use legend now
covers something, for example, changes nothing the move itself shows. Such work is queued
here and run by a zero timer, which the event loop serves after the posted paint: the
move's frame is not kept waiting for it, and it still runs before anything else the player
does.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Qt is imported when the first work is queued
    from PySide6.QtCore import QTimer

_queued: list[Callable[[], None]] = []
_timer: list[QTimer] = []


def after_paint(work: Callable[[], None]) -> None:
    """Run `work` once the event loop has painted the current frame (once, however often
    it is queued before then)."""
    if work in _queued:
        return
    _queued.append(work)
    if not _timer:
        from PySide6.QtCore import QTimer
        timer = QTimer()
        timer.setSingleShot(True)
        timer.setInterval(0)
        timer.timeout.connect(run_queued)
        _timer.append(timer)
    _timer[0].start()


def run_queued() -> None:
    """Run what is queued now (also what it queues meanwhile, after it)."""
    while _queued:
        work = _queued.pop(0)
        owner = getattr(work, "__self__", None)
        if owner is not None and not _alive(owner):
            continue  # its widget was deleted meanwhile (a game closed): nothing to do
        work()


def _alive(owner: object) -> bool:
    from PySide6.QtCore import QObject
    if not isinstance(owner, QObject):
        return True
    import shiboken6
    return shiboken6.isValid(owner)


def pending() -> int:
    """How many pieces of work wait for the paint (tests)."""
    return len(_queued)
