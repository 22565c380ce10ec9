"""The start page's saved games before the store is open: listed with the standard
library's sqlite3 (`store.quick_listing`), so the window is usable without waiting for
SQLAlchemy's import; the store, opened in the background, lists them again when ready."""
from __future__ import annotations

import os
from typing import Any

from ..store.files import DB_NAME
from ..store.quick_listing import unfinished_games


def list_saved_games_early(window: Any) -> bool:  # the main window
    """Fill the start page from the saved-games file if it can be read as it is; False
    when the store must open first (no readable file of the current schema, or one that
    may not be written: the store lists every game then, to be viewed, and says why)."""
    database = window.data_dir / DB_NAME
    if not os.access(window.data_dir, os.W_OK) or (
            database.exists() and not os.access(database, os.W_OK)):
        return False
    games = unfinished_games(window.data_dir)
    if games is None:
        return False
    window.start.set_games(games, None)
    return True
