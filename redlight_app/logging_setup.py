"""The app's log file: ``redlight.log`` in the platformdirs log folder (``config.log_dir()``),
rotated by size (a few backups kept), installed once when the app starts."""
from __future__ import annotations

import logging
import logging.handlers
from pathlib import Path

LOG_NAME = "redlight.log"
MAX_BYTES = 1_000_000
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

_handler: logging.handlers.RotatingFileHandler | None = None


def log_file() -> Path:
    from .config import log_dir
    return log_dir() / LOG_NAME


def install(level: int = logging.INFO, max_bytes: int = MAX_BYTES,
            backups: int = BACKUPS) -> Path:
    """Send the ``redlight`` loggers (and warnings) to the rotating log file; calling it again
    (say after ``--data-dir`` moved the folders) replaces the previous file handler."""
    global _handler
    path = log_file()
    root = logging.getLogger("redlight")
    if _handler is not None:
        root.removeHandler(_handler)
        _handler.close()
    _handler = logging.handlers.RotatingFileHandler(path, maxBytes=max_bytes, backupCount=backups,
                                                    encoding="utf-8", delay=True)
    _handler.setFormatter(logging.Formatter(FORMAT))
    root.addHandler(_handler)
    root.setLevel(level)
    logging.captureWarnings(True)
    logging.getLogger("py.warnings").addHandler(_handler)
    return path


def uninstall() -> None:
    global _handler
    if _handler is not None:
        logging.getLogger("redlight").removeHandler(_handler)
        logging.getLogger("py.warnings").removeHandler(_handler)
        _handler.close()
        _handler = None
