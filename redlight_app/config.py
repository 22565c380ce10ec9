"""Where the app keeps its files: the data folder (saved games), config and logs.

The data folder is, in order of precedence: an explicit override (``--data-dir``), the
``REDLIGHT_DATA_DIR`` environment variable, then ``platformdirs.user_data_dir("redlight")``.
When an override is in effect (either way), config and logs live inside it too, so a test
or a portable install never touches the user's real folders.

The folders hold private data (who played, when, what they wrote): they are made 0700, and
`private_umask()` makes every file the app then creates 0600. A folder that cannot be made
or used raises DataFolderError with a sentence (a file in the way, no permission, a full
disk).
"""
from __future__ import annotations

import errno
import os
from pathlib import Path

import platformdirs

from .store.errors import DataFolderError, os_reason

APP_NAME = "redlight"
ENV_DATA_DIR = "REDLIGHT_DATA_DIR"

_override: Path | None = None


def set_data_dir_override(path: str | os.PathLike[str] | None) -> None:
    """Make `path` the process's data folder (as ``--data-dir`` does); None clears it."""
    global _override
    _override = None if path is None else Path(path).expanduser().resolve()


def _chosen_override() -> Path | None:
    if _override is not None:
        return _override
    env = os.environ.get(ENV_DATA_DIR, "").strip()
    return Path(env).expanduser().resolve() if env else None


PRIVATE_DIR, PRIVATE_FILE, PRIVATE_UMASK = 0o700, 0o600, 0o077


def private_umask() -> None:
    """Files and folders the process creates from now on are its user's alone (0600/0700)."""
    os.umask(PRIVATE_UMASK)


def _ensure(path: Path, tighten: bool = True) -> Path:
    """`path` as a folder, created 0700 if missing; an existing one of the app's own
    (`tighten`) loses any group and other access. DataFolderError if it cannot be used."""
    existed = path.is_dir()
    try:
        path.mkdir(parents=True, exist_ok=True, mode=PRIVATE_DIR)
        if not path.is_dir():
            raise NotADirectoryError(20, "Not a directory")
        if (tighten or not existed) and os.name == "posix" and path.stat().st_mode & 0o077:
            try:
                path.chmod(PRIVATE_DIR)
            except OSError as exc:  # a read-only disk (a backup mounted read-only): left
                if exc.errno != errno.EROFS:  # as it is, nothing can be written there
                    raise
    except OSError as exc:
        raise DataFolderError(f"The folder {path} cannot be used: {os_reason(exc)}.") from None
    return path


def data_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The data folder (created if missing). A given `override` also becomes the process's
    override, so `config_dir()` and `log_dir()` follow it."""
    if override is not None and str(override).strip():
        set_data_dir_override(override)
    chosen = _chosen_override()
    if chosen is not None:  # a folder the user chose: made private if new, else left as it is
        return _ensure(chosen, tighten=False)
    return _ensure(Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)))


def config_dir() -> Path:
    """The folder for settings (created if missing)."""
    chosen = _chosen_override()
    if chosen is not None:
        return _ensure(chosen / "config")
    return _ensure(Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)))


def log_dir() -> Path:
    """The folder for log files (created if missing)."""
    chosen = _chosen_override()
    if chosen is not None:
        return _ensure(chosen / "logs")
    return _ensure(Path(platformdirs.user_log_dir(APP_NAME, appauthor=False)))
