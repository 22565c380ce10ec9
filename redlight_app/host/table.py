"""What the server needs from whoever owns the session: a port with three calls.

The server runs on its own thread and never touches the session: it reads the latest
published `Snapshot` and hands moves to the owner, who plays them on its own thread and
answers through a future. Two owners exist: the headless host's game thread
(game_thread.py) and the desktop window (gui/phones/).
"""
from __future__ import annotations

from concurrent.futures import Future
from typing import Any, Callable, Mapping, Protocol

from .seat_facts import Snapshot
from .seat_moves import Outcome


class HostedTable(Protocol):
    def latest(self) -> Snapshot:
        """The snapshot after the last change (safe from any thread)."""
        ...

    def play(self, seat: int, body: Mapping[str, Any]) -> Future[Outcome]:
        """Play a seat's move on the owner's thread; the future holds its outcome, set
        after the snapshot that shows the move was published."""
        ...

    def listen(self, callback: Callable[[Snapshot], None]) -> None:
        """Call `callback` (on the owner's thread) with every new snapshot."""
        ...
