"""Real disk and database faults for tests, that work as root too (where chmod does not
stop writes): SQLite's own read-only mode and page limit (SQLITE_READONLY, SQLITE_FULL),
a full disk under the lock file's write, a folder the kernel will not write."""
from __future__ import annotations

import errno
import os
import sqlite3
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from redlight_app.store import db as store_db


def read_only_database(monkeypatch: pytest.MonkeyPatch, folder: Path | None = None) -> None:
    """From now on the store opens its database file (only the one in `folder`, if given)
    read-only (SQLITE_READONLY on write)."""
    make = store_db.make_engine

    def read_only(path: Path, busy_timeout: float = 5.0) -> Any:
        engine = make(path, busy_timeout)
        if folder is not None and Path(path).parent != folder:
            return engine
        engine.pool._creator = lambda: sqlite3.connect(  # type: ignore[attr-defined]
            f"{Path(path).as_uri()}?mode=ro", uri=True, timeout=busy_timeout,
            check_same_thread=False)
        return engine

    monkeypatch.setattr(store_db, "make_engine", read_only)


def full_database(monkeypatch: pytest.MonkeyPatch) -> None:
    """From now on the database cannot grow by a page: SQLITE_FULL, as on a full disk."""
    monkeypatch.setattr(store_db, "PRAGMAS", store_db.PRAGMAS + ("PRAGMA max_page_count = 1",))


@contextmanager
def locked_database(path: Path) -> Iterator[None]:
    """Another program holds SQLite's exclusive lock on `path` meanwhile."""
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        yield
    finally:
        other.execute("ROLLBACK")
        other.close()


def short_busy_timeout(monkeypatch: pytest.MonkeyPatch, seconds: float = 0.3) -> None:
    """The store waits `seconds` (not 5) for a lock before it gives up."""
    from redlight_app.store.repository import Repository
    defaults = dict(Repository.open.__func__.__kwdefaults__)  # type: ignore[attr-defined]
    defaults["busy_timeout"] = seconds
    monkeypatch.setattr(Repository.open.__func__, "__kwdefaults__", defaults)


def read_only_folder() -> Path:
    """An existing folder nobody may create files in: a fresh 0555 one for a normal user;
    for root (who ignores modes) a folder of the kernel's sysfs, which refuses everyone."""
    if os.geteuid() != 0:
        folder = Path(tempfile.mkdtemp(prefix="redlight-ro-"))
        folder.chmod(0o555)
        return folder
    folder = Path("/sys/kernel")
    assert folder.is_dir()
    return folder


def full_disk_lock(monkeypatch: pytest.MonkeyPatch) -> None:
    """Writing the process number into the lock file fails with ENOSPC ("No space left on
    device"), as on a full disk. (The store refuses a lock file that is a symbolic link, so
    /dev/full cannot stand in for it.)"""
    from redlight_app.store import files

    class FullDisk:
        def __getattr__(self, name: str) -> Any:
            return getattr(os, name)

        @staticmethod
        def write(fd: int, data: bytes) -> int:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(files, "os", FullDisk())


def run_in_read_only_folder(folder: Path, *argv: str) -> Any:
    """Run ``redlight ARGV`` in a child whose view of `folder` (or of a file) is read-only:
    a 0555 folder (a 0444 file) for a normal user; for root (who ignores modes) a read-only
    bind mount of it in a private mount namespace (util-linux's unshare)."""
    import shutil
    import subprocess
    import sys
    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, PYTHONPATH=str(root))
    command = [sys.executable, "-m", "redlight_app", *argv]
    if os.geteuid() != 0:
        mode = folder.stat().st_mode & 0o777
        folder.chmod(0o555 if folder.is_dir() else 0o444)
        try:
            return subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)
        finally:
            folder.chmod(mode)
    unshare = shutil.which("unshare")
    assert unshare, "a read-only folder as root needs util-linux's unshare"
    script = ('mount --bind "$0" "$0" && mount -o remount,bind,ro "$0" "$0" && '
              'exec "$@"')
    done = subprocess.run([unshare, "-m", "sh", "-c", script, str(folder), *command],
                          capture_output=True, text=True, env=env, timeout=120)
    assert "mount:" not in done.stderr and "unshare:" not in done.stderr, done.stderr
    return done
