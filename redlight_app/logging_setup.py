"""The app's log file: ``redlight.log`` in the platformdirs log folder (``config.log_dir()``),
rotated by size (a few backups kept), installed once when the app starts.

The desktop app opens the file after its first paint; until then `hold()` keeps the records
in memory and `install()` writes them to the file first, so nothing logged at start-up is
lost. The rotating handler is our own small one on `logging.FileHandler`: importing
`logging.handlers` brings socket, pickle and queue, some 10 ms of the app's start-up.
"""
from __future__ import annotations

import logging
import os
import stat
from collections import deque
from pathlib import Path

from .config import log_dir

LOG_NAME = "redlight.log"
MAX_BYTES = 1_000_000
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

_handler: logging.Handler | None = None
_held: _Held | None = None
HELD_MAX = 10_000  # records kept before the file opens; the oldest go first


class _Held(logging.Handler):
    """Records kept until the log file is open."""

    def __init__(self) -> None:
        super().__init__()
        self.records: deque[logging.LogRecord] = deque(maxlen=HELD_MAX)

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


def hold(level: int = logging.INFO) -> None:
    """Keep the ``redlight`` loggers' records (and warnings) in memory until `install()`."""
    global _held
    if _held is not None or _handler is not None:
        return
    _held = _Held()
    root = logging.getLogger("redlight")
    root.addHandler(_held)
    root.setLevel(level)
    logging.captureWarnings(True)
    logging.getLogger("py.warnings").addHandler(_held)


def holding() -> bool:
    """Whether records are held for a log file not yet open."""
    return _held is not None


def log_file() -> Path:
    return log_dir() / LOG_NAME


def install(level: int = logging.INFO, max_bytes: int = MAX_BYTES,
            backups: int = BACKUPS) -> Path:
    """Send the ``redlight`` loggers (and warnings) to the rotating log file; calling it again
    (say after ``--data-dir`` moved the folders) replaces the previous file handler."""
    global _handler, _held
    path = log_file()
    root = logging.getLogger("redlight")
    if _handler is not None:
        root.removeHandler(_handler)
        _handler.close()
    handler = _private_handler(path, max_bytes, backups)
    if isinstance(handler, PrivateRotatingFile):
        handler.stream = handler._open()  # a read-only folder says so here, once (OSError)
    _handler = handler
    _handler.setFormatter(logging.Formatter(FORMAT))
    root.addHandler(_handler)
    root.setLevel(level)
    logging.captureWarnings(True)
    logging.getLogger("py.warnings").addHandler(_handler)
    if _held is not None:  # what was logged before the file opened, first
        held, _held = _held, None
        root.removeHandler(held)
        logging.getLogger("py.warnings").removeHandler(held)
        for record in held.records:
            _handler.handle(record)
    return path


def _private_handler(path: Path, max_bytes: int, backups: int) -> logging.Handler:
    return PrivateRotatingFile(path, max_bytes, backups)


class PrivateRotatingFile(logging.FileHandler):
    """The log file, rotated by size as `logging.handlers.RotatingFileHandler` does (a record
    that would take the file to `max_bytes` goes to a fresh file; `backups` older files are
    kept as .1, .2, ...), and its owner's alone (0600): a log names the players and their
    games. Rotation renames files, which keeps their mode."""

    def __init__(self, path: Path, max_bytes: int, backups: int) -> None:
        super().__init__(path, encoding="utf-8", delay=True)
        self.max_bytes = max_bytes
        self.backups = backups

    def _open(self):
        fd = os.open(self.baseFilename, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        mode = os.fstat(fd).st_mode
        if os.name == "posix" and stat.S_ISREG(mode) and mode & 0o077:
            os.fchmod(fd, 0o600)  # a log written by an earlier version
        return open(fd, self.mode, encoding=self.encoding, errors=self.errors)

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self._full_after(record):
                self._rotate()
        except Exception:  # as logging does: a failing log never stops the app
            self.handleError(record)
            return
        super().emit(record)

    def handleError(self, record: logging.LogRecord) -> None:  # logging's name
        """A log file that cannot be written (a read-only folder, a full disk) loses the
        record quietly: logging's default prints a traceback on stderr for each one."""

    def _full_after(self, record: logging.LogRecord) -> bool:
        if self.max_bytes <= 0:
            return False
        if self.stream is None:
            self.stream = self._open()
        if not os.path.isfile(self.baseFilename):  # a device or a pipe is never rotated
            return False
        size = self.stream.tell() + len(f"{self.format(record)}{self.terminator}".encode("utf-8"))
        return size >= self.max_bytes and self.stream.tell() > 0

    def _rotate(self) -> None:
        if self.stream is not None:
            self.stream.close()
            self.stream = None
        base = self.baseFilename
        for n in range(self.backups - 1, 0, -1):
            if os.path.exists(f"{base}.{n}"):
                os.replace(f"{base}.{n}", f"{base}.{n + 1}")
        if self.backups > 0:
            os.replace(base, f"{base}.1")
        else:  # no backups kept: start the file again
            os.remove(base)
        self.stream = self._open()


def uninstall() -> None:
    global _handler, _held
    if _held is not None:
        logging.getLogger("redlight").removeHandler(_held)
        logging.getLogger("py.warnings").removeHandler(_held)
        _held = None
    if _handler is not None:
        logging.getLogger("redlight").removeHandler(_handler)
        logging.getLogger("py.warnings").removeHandler(_handler)
        _handler.close()
        _handler = None
