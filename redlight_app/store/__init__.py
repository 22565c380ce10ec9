"""Saved games: SQLite through SQLAlchemy, one committed transaction per accepted move.

Importing this package is cheap (no SQLAlchemy); `redlight_app.store.repository` pulls in
SQLAlchemy (~150-200 ms), so the GUI should import it lazily, after its first window.
"""
from __future__ import annotations

import threading

from .errors import (
    DatabaseBusyError,
    DatabaseInUseError,
    GameFileError,
    GameNotFoundError,
    NewerDatabaseError,
    ReplayError,
    StoreError,
)

__all__ = ["DatabaseBusyError", "DatabaseInUseError", "GameFileError", "GameNotFoundError",
           "NewerDatabaseError", "ReplayError", "StoreError", "preload_in_background"]


def preload_in_background() -> threading.Thread:
    """Start importing the repository (SQLAlchemy) on a daemon thread and return it.

    For the GUI: call it once the first window is up; a later
    ``from redlight_app.store.repository import Repository`` then finds the modules loaded
    (or waits for the import lock until they are).
    """
    def load() -> None:
        # The import is the work: SQLAlchemy and the engine, 330 ms (-X importtime, best
        # of 7), kept off the app's start (tests/gui/test_startup_path.py).
        from . import repository  # noqa: F401

    thread = threading.Thread(target=load, name="redlight-store-preload", daemon=True)
    thread.start()
    return thread
