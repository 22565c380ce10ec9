"""The store as a game session's sink: each move committed to SQLite at its sequence
number before the session shows it; store errors become the session's SaveError.

It calls the repository's `append_move(..., seq=)` and `truncate` only (the GUI's
throwaway games use the same repository on a temporary database); importing this module
does not import SQLAlchemy.
"""
from __future__ import annotations

import errno
from typing import Any

from ..engine.moves import Move
from ..engine.record import GameRecord, RecordError
from ..engine.state import GameState
from ..session import DISK_FULL, LOCKED, OTHER, POSITION, GameSession, SaveError
from .errors import DatabaseBusyError, DiskFullError, SequenceError, replay_error


def save_error(exc: Exception) -> SaveError:
    """A store error as the session's SaveError, with the reason screens explain."""
    if isinstance(exc, SaveError):
        return exc
    if isinstance(exc, DiskFullError):
        return SaveError(DISK_FULL, str(exc), exc)
    if isinstance(exc, DatabaseBusyError):
        return SaveError(LOCKED, str(exc), exc)
    if isinstance(exc, SequenceError):
        return SaveError(POSITION, str(exc), exc)
    if isinstance(exc, OSError) and exc.errno == errno.ENOSPC:
        return SaveError(DISK_FULL, str(exc), exc)
    return SaveError(OTHER, str(exc) or type(exc).__name__, exc)


class StoreSink:
    """Moves of one saved game go to the repository, one committed transaction each."""

    def __init__(self, repo: Any, game_id: int) -> None:
        self.repo = repo
        self.game_id = game_id

    def append(self, seq: int, move: Move, state_after: GameState) -> None:
        try:
            self.repo.append_move(self.game_id, move, state_after, seq=seq)
        except Exception as exc:  # every failure to store is the session's SaveError
            raise save_error(exc) from exc

    def truncate(self, keep: int) -> None:
        try:
            self.repo.truncate(self.game_id, keep)
        except Exception as exc:
            raise save_error(exc) from exc


def new_stored_session(repo: Any, record: GameRecord, mode: str | None = None) -> GameSession:
    """Store a new game (StoreError if it cannot be) and return its session."""
    game_id = repo.create_game(record) if mode is None else repo.create_game(record, mode)
    return GameSession(record, StoreSink(repo, game_id))


def load_stored_session(repo: Any, game_id: int) -> GameSession:
    """A saved game's session, replayed once from its stored log (ReplayError names the
    move that no longer replays)."""
    record, _mode = repo.load_record(game_id)
    try:
        return GameSession(record, StoreSink(repo, game_id))
    except RecordError as exc:
        raise replay_error(game_id, record, exc) from None


def stored_game_id(session: GameSession) -> int | None:
    """The saved game a session writes to, if it writes to the store."""
    sink = session.sink
    return sink.game_id if isinstance(sink, StoreSink) else None
