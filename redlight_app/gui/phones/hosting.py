"""A hosted game on the desktop: the window's controller owns the session; phones' moves
are handed to it on the GUI thread, and every change it announces becomes a snapshot the
server pushes to the phones (redlight_app/host/table.py's port, with the GUI thread as
the session's owner)."""
from __future__ import annotations

import logging
from concurrent.futures import Future
from pathlib import Path
from typing import Any, Callable, Mapping

from PySide6.QtCore import QObject, Signal

from ...engine.moves import Move
from ...host import seat_tokens
from ...host.seat_facts import Snapshot, take_snapshot
from ...host.seat_moves import Outcome, play_for_seat
from ...host.server import SeatServer
from ...session import SaveError, SessionError
from ..controller import Change, GameController

log = logging.getLogger(__name__)


class ControllerMoves:
    """Phones' moves made through the controller, as the window's own clicks are (so the
    window redraws, saves and runs its computers as for any move)."""

    def __init__(self, controller: GameController) -> None:
        self.controller = controller

    def _held(self) -> None:
        failure = self.controller.failure
        if failure is not None:
            raise SaveError(failure.reason, failure.detail)

    def submit(self, move: Move) -> None:
        self._held()
        refusal = self.controller.submit(move)
        if refusal is not None:
            raise refusal
        self._held()

    def give_back(self, award: str) -> None:
        self._held()
        if not self.controller.give_back(award):
            raise SessionError("no award choice is awaited")
        self._held()


class PhoneHosting(QObject):
    """The game `game_id` served to phones while the controller plays it."""

    requested = Signal(int, object, object)  # seat, body, future: queued to the GUI thread
    joined = Signal(object)  # frozenset of the seats whose page is open (from the server)
    going_on = Signal()  # the computers no longer wait for the phones
    stopped = Signal()

    def __init__(self, controller: GameController, data_dir: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        session = controller.session
        assert session is not None and controller.game_id is not None
        self.controller = controller
        self.data_dir = data_dir
        self.game_id = controller.game_id
        self.humans = session.humans()
        known = seat_tokens.load(data_dir, self.game_id)
        if known is None or sorted(known.tokens) != self.humans:
            known = seat_tokens.HostedSeats(self.game_id, seat_tokens.new_tokens(self.humans), "", 0)
        self.seats = known
        self.server: SeatServer | None = None
        self.seen: frozenset[int] = frozenset()
        # the computers wait (no move) until every human seat's phone has joined, or the
        # host starts anyway: no computer plays at seats whose player is not there yet
        computers = [seat for seat in range(len(controller.seats)) if seat not in self.humans]
        self.waiting = bool(computers) and bool(self.humans) and not session.over
        self._version = session.seq
        self._snapshot = take_snapshot(session, self._version, self.humans)
        self._listeners: list[Callable[[Snapshot], None]] = []
        self.requested.connect(self._play_here)
        self.joined.connect(self._joined)
        controller.changed.connect(self._changed)

    # -- the port the server uses (host/table.py) --------------------------------------
    def latest(self) -> Snapshot:
        return self._snapshot

    def play(self, seat: int, body: Mapping[str, Any]) -> Future[Outcome]:
        future: Future[Outcome] = Future()
        self.requested.emit(seat, body, future)  # from the server's thread: queued
        return future

    def listen(self, callback: Callable[[Snapshot], None]) -> None:
        self._listeners.append(callback)

    # -- serving -----------------------------------------------------------------------
    def serve(self, bind: str) -> str | None:
        """Serve on `bind` (the port of an earlier serving of this game if it is free);
        None, or a sentence saying why it cannot."""
        self.stop_server()
        failure = ""
        for port in dict.fromkeys((self.seats.port if self.seats.bind == bind else 0, 0)):
            server = SeatServer(self, self.seats, bind, port)
            try:
                port = server.start()
            except OSError as exc:
                failure = str(exc.strerror or exc)
                continue
            self.server = server
            server.on_connections(self.joined.emit)  # emitted on the server's thread: queued
            if self.waiting:
                self.controller.hold_computers(True)
            self.seats = seat_tokens.HostedSeats(self.game_id, self.seats.tokens, bind, port)
            try:
                seat_tokens.save(self.data_dir, self.seats)
            except seat_tokens.TokenFileError as exc:
                log.warning("%s", exc)
            return None
        return failure

    def url(self, seat: int) -> str:
        assert self.server is not None
        return self.server.url(seat)

    def stop_server(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server = None

    def start_now(self) -> None:
        """The computers play without waiting for the phones still to join."""
        if self.waiting:
            self.waiting = False
            self.controller.hold_computers(False)
            self.going_on.emit()

    def _joined(self, seats: frozenset[int]) -> None:
        self.seen = frozenset(seats)
        if set(self.humans) <= self.seen:
            self.start_now()  # every player is there

    def stop(self) -> None:
        """Stop serving; the game goes on as a game of this window."""
        self.stop_server()
        if self.waiting:
            self.waiting = False
            self.controller.hold_computers(False)
        try:
            self.controller.changed.disconnect(self._changed)
        except (RuntimeError, TypeError):
            pass
        self.stopped.emit()

    # -- on the GUI thread ---------------------------------------------------------------
    def _play_here(self, seat: int, body: Mapping[str, Any], future: Future[Outcome]) -> None:
        session = self.controller.session
        if session is None or self.controller.game_id != self.game_id:
            future.set_result(Outcome(409, key="closed"))
            return
        try:
            outcome = play_for_seat(session, seat, body, self._version, ControllerMoves(self.controller))
        except Exception as exc:  # the phone gets a 500, the window goes on
            log.exception("a phone's move failed")
            future.set_exception(exc)
            return
        future.set_result(outcome)

    def _changed(self, change: Change) -> None:
        session = self.controller.session
        if change.kind == "close" or session is None or self.controller.game_id != self.game_id:
            self.stop()
            return
        self._version += 1
        self._snapshot = take_snapshot(session, self._version, self.humans)
        for callback in self._listeners:
            callback(self._snapshot)
