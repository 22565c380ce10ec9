"""Errors the store raises: each carries a message written for the people using the app."""
from __future__ import annotations


class StoreError(Exception):
    """Something about saved games went wrong; `str(error)` says what, for people."""


class DatabaseInUseError(StoreError):
    """Another running copy of the app holds the data folder."""


class DatabaseBusyError(StoreError):
    """SQLite stayed locked by another connection longer than the busy timeout."""


class NewerDatabaseError(StoreError):
    """The file was written by a newer version of the app (its schema is unknown here)."""


class GameNotFoundError(StoreError):
    """No saved game has that number."""


class ReplayError(StoreError):
    """A saved game whose move log no longer replays; names the game and the move."""

    def __init__(self, message: str, game_id: int, move_number: int | None = None) -> None:
        super().__init__(message)
        self.game_id = game_id
        self.move_number = move_number


class GameFileError(StoreError):
    """A game file (redlight-game/1) that cannot be imported; the message says what is wrong."""


class DiskFullError(StoreError):
    """The disk (or the file system holding the saved games) is full: nothing was written."""


class SequenceError(StoreError):
    """A move offered at a place in the log that is not the next one (or an undo past the
    start): nothing was written. `expected` is the place asked for, `found` the log's."""

    def __init__(self, message: str, game_id: int, expected: int, found: int) -> None:
        super().__init__(message)
        self.game_id = game_id
        self.expected = expected
        self.found = found
