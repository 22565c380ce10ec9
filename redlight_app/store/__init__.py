"""Saved games: SQLite through SQLAlchemy, one committed transaction per accepted move.

Importing this package is cheap (no SQLAlchemy); `redlight_app.store.repository` pulls in
SQLAlchemy (~150-200 ms), so the GUI should import it lazily, after its first window.
"""
from __future__ import annotations

from .errors import (
    DatabaseBusyError, DatabaseInUseError, GameFileError, GameNotFoundError, NewerDatabaseError,
    ReplayError, StoreError,
)

__all__ = ["DatabaseBusyError", "DatabaseInUseError", "GameFileError", "GameNotFoundError",
           "NewerDatabaseError", "ReplayError", "StoreError"]
