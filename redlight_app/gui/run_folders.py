"""The folders one run of the app uses: its data folder (saved games) and its settings
folder, honouring --data-dir and REDLIGHT_DATA_DIR."""
from __future__ import annotations

import atexit
import os
import tempfile
from pathlib import Path

from ..config import config_dir, data_dir
from ..store.errors import DataFolderError


def folders(override: str | None) -> tuple[Path, Path]:
    """(data folder, settings folder), honouring --data-dir and REDLIGHT_DATA_DIR. A
    read-only data folder without its settings folder (a backup of the saved games alone)
    still opens, its saved games to be viewed: the settings then last this run only."""
    data = data_dir(override)
    try:
        return data, config_dir()
    except DataFolderError:
        if os.access(data, os.W_OK):
            raise
        return data, _settings_for_this_run()


def _settings_for_this_run() -> Path:
    """A temporary settings folder, removed when the app ends."""
    folder = tempfile.TemporaryDirectory(prefix="redlight-settings-")
    atexit.register(folder.cleanup)
    return Path(folder.name)
