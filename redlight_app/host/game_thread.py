"""The headless host's owner of the session: one thread that plays the phones' moves and
the computer seats' moves in turn, and publishes a snapshot after each change.

Everything that touches the session happens on this thread; the server hands it moves
through a queue and reads the snapshots it publishes.
"""
from __future__ import annotations

import logging
import queue
import threading
import time
from concurrent.futures import Future
from typing import Any, Callable, Mapping

from ..engine.errors import IllegalMove
from ..session import GameSession, SaveError, SessionError
from .computers import Computers
from .seat_facts import Snapshot, take_snapshot
from .seat_moves import Outcome, play_for_seat

log = logging.getLogger(__name__)
RETRY_AFTER_SAVE_ERROR = 2.0  # seconds before a computer tries again after a failed move
WAKE = "wake"  # queued when the held computers may play: the thread asks them again


class GameThread:
    """Owns one hosted game's session (a `HostedTable`, see table.py). `pause` is how long a
    computer seat waits before its own move, so that people can follow the game. With
    `hold`, the computer seats make no move until `let_computers_play` (`redlight host`
    holds them until every human seat's page is open, as the desktop window does)."""

    def __init__(self, session: GameSession, seats: list[int], pause: float = 0.6,
                 hold: bool = False) -> None:
        self.session = session
        self.seats = list(seats)
        self.pause = pause
        self.held = hold
        self.computers = Computers(session)
        self._version = session.seq
        self._snapshot = take_snapshot(session, self._version, self.seats)
        self._listeners: list[Callable[[Snapshot], None]] = []
        self._requests: queue.Queue[tuple[int, Mapping[str, Any], Future[Outcome]] | str | None] = \
            queue.Queue()
        self._thread = threading.Thread(target=self._run, name="redlight-host-game", daemon=True)
        self._due: float | None = None  # when the next computer move is made
        self.finished = threading.Event()  # set when the game is over

    # -- the port the server uses ----------------------------------------------------
    def latest(self) -> Snapshot:
        return self._snapshot

    def play(self, seat: int, body: Mapping[str, Any]) -> Future[Outcome]:
        future: Future[Outcome] = Future()
        self._requests.put((seat, body, future))
        return future

    def listen(self, callback: Callable[[Snapshot], None]) -> None:
        self._listeners.append(callback)

    def let_computers_play(self) -> None:
        """The computer seats held (`hold`) play from now on (from any thread)."""
        if self.held:
            self.held = False
            self._requests.put(WAKE)

    # -- running ---------------------------------------------------------------------
    def start(self) -> None:
        self._thread.start()

    def stop(self, timeout: float = 5.0) -> None:
        self._requests.put(None)
        if self._thread.is_alive():
            self._thread.join(timeout)

    def _publish(self) -> None:
        self._version += 1
        self._snapshot = take_snapshot(self.session, self._version, self.seats)
        if self.session.over:
            self.finished.set()
        for callback in self._listeners:
            callback(self._snapshot)

    def _run(self) -> None:
        if self.session.over:
            self.finished.set()
        while True:
            if self._due is None and not self.held:
                asked = self.computers.next_asked()
                if asked is not None:
                    self._due = time.monotonic() + (self.pause if asked[1] else 0.0)
            timeout = None if self._due is None else max(0.0, self._due - time.monotonic())
            try:
                item = self._requests.get(timeout=timeout)
            except queue.Empty:
                self._due = None
                self._computer_move()
                continue
            if item is None:
                return
            if isinstance(item, str):  # WAKE
                continue
            seat, body, future = item
            try:
                outcome = play_for_seat(self.session, seat, body, self._version)
                if outcome.changed:
                    self._publish()
                future.set_result(outcome)
            except BaseException as exc:  # the phone gets a 500, the game goes on
                log.exception("a phone's move failed")
                future.set_exception(exc)

    def _computer_move(self) -> None:
        asked = self.computers.next_asked()
        if asked is None:
            return
        seat, own_turn = asked
        move = self.computers.choose(seat, own_turn)
        if move is None:
            return
        try:
            self.session.submit(move, by_computer=True)
        except SaveError as exc:
            log.error("the computer's move could not be saved: %s", exc.detail)
            self._due = time.monotonic() + RETRY_AFTER_SAVE_ERROR
            return
        except (IllegalMove, SessionError) as exc:  # a bot's bug must not stop the game
            log.error("the computer in seat %d chose a refused move: %s", seat, exc)
            fallback = self.session.fallback_move(seat)
            if fallback is None:
                self._due = time.monotonic() + RETRY_AFTER_SAVE_ERROR
                return
            self.session.submit(fallback, by_computer=True)
        self._publish()
