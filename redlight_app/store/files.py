"""The database file on disk, before SQLAlchemy is involved: the single-copy lock, the health
check that tells a damaged or foreign file from a locked one, moving a bad file aside, and
the backup taken before a migration. Standard library only.
"""
from __future__ import annotations

import errno
import os
import shutil
import sqlite3
import stat
import sys
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from .errors import (
    DatabaseBusyError,
    DatabaseInUseError,
    DataFolderReadOnlyError,
    StoreError,
    one_line,
    os_reason,
)
from .revisions import known_revisions
from .wal import judge_wal

DB_NAME = "redlight.sqlite3"
LOCK_NAME = "redlight.lock"
SQLITE_HEADER = b"SQLite format 3\x00"
SIDE_FILES = ("-wal", "-shm", "-journal")
PRIVATE_FILE = 0o600  # the saved games, their journal and the lock are their user's alone

# Primary SQLite result codes (extended codes carry them in the low byte).
SQLITE_BUSY, SQLITE_LOCKED, SQLITE_CORRUPT, SQLITE_FULL, SQLITE_NOTADB = 5, 6, 11, 13, 26


class InstanceLock:
    """An OS-level lock on ``redlight.lock``: one running copy per data folder.

    The OS drops the lock when the process ends in any way (SIGKILL included), so a crash
    never leaves a stale lock behind; a clean end also removes the file. The file is ours
    alone: made with O_CREAT|O_EXCL, opened again with O_NOFOLLOW, and used only if it is a
    plain file of this user with no other name, holding nothing but a process number. A
    symbolic link or another file in its place is refused with a sentence, never written,
    cut or chmod-ed.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None

    def _refuse(self, why: str) -> StoreError:
        return StoreError.said("lock_unopened", path=str(self.path), reason=why)

    def _open(self) -> int:
        flags = os.O_RDWR | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0) \
            | getattr(os, "O_BINARY", 0)
        try:
            try:
                return os.open(self.path, flags | os.O_CREAT | os.O_EXCL, PRIVATE_FILE)
            except FileExistsError:
                if self.path.is_symlink():
                    raise self._refuse("it is a symbolic link; remove it") from None
                fd = os.open(self.path, flags)
        except OSError as exc:
            if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM) \
                    and not os.access(self.path.parent, os.W_OK):
                raise DataFolderReadOnlyError.said("folder_read_only",
                                                   folder=str(self.path.parent)) from None
            raise self._refuse(os_reason(exc)) from None
        try:
            st = os.fstat(fd)
            content = os.read(fd, 64)
        except OSError as exc:
            os.close(fd)
            raise self._refuse(os_reason(exc)) from None
        foreign = not stat.S_ISREG(st.st_mode) or st.st_size > 32 \
            or not content.strip().isdigit() and content.strip() != b""
        if os.name == "posix":
            foreign = foreign or st.st_uid != os.geteuid() or st.st_nlink != 1
        if foreign:
            os.close(fd)
            raise self._refuse("another file is in its place; move it away")
        if os.name == "posix" and st.st_mode & 0o077:
            os.fchmod(fd, PRIVATE_FILE)  # left readable by an earlier version
        return fd

    def acquire(self) -> None:
        for _attempt in range(5):
            fd = self._open()
            try:
                _lock(fd)
            except OSError:
                try:
                    os.lseek(fd, 0, os.SEEK_SET)
                    holder = os.read(fd, 32).decode("ascii", "replace").strip()
                except OSError:  # Windows refuses to read a locked range
                    holder = ""
                os.close(fd)
                folder = str(self.path.parent)
                raise (DatabaseInUseError.said("in_use_by", process=holder, folder=folder)
                       if holder.isdigit() else
                       DatabaseInUseError.said("in_use", folder=folder)) from None
            if self._names(fd):
                break
            os.close(fd)  # the file was removed (or replaced) meanwhile by its last holder
        else:
            raise self._refuse("it keeps changing")
        try:
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            pid = str(os.getpid()).encode("ascii")
            if os.write(fd, pid) != len(pid):
                raise OSError(errno.ENOSPC, "No space left on device")
        except OSError as exc:  # a full disk, say: the pid unwritten
            _unlock(fd)
            os.close(fd)
            raise StoreError.said("lock_unwritten", path=str(self.path),
                                  reason=os_reason(exc)) from None
        self._fd = fd

    def _names(self, fd: int) -> bool:
        """Whether the lock's path still names the open file."""
        try:
            here, there = os.fstat(fd), os.lstat(self.path)
        except OSError:
            return False
        return (here.st_dev, here.st_ino) == (there.st_dev, there.st_ino)

    def release(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            try:
                if self._names(fd):
                    os.unlink(self.path)  # while still locked: no one else holds this file
            except OSError:
                pass  # a read-only folder, say: the OS lock goes with the close
            finally:
                try:
                    _unlock(fd)
                finally:
                    os.close(fd)

    @property
    def held(self) -> bool:
        return self._fd is not None


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _lock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


@dataclass(frozen=True)
class FileCheck:
    """What is at the database path: "absent", "empty" (SQLite, no tables), "ours" (with
    `revision`), "not_sqlite", "damaged", "foreign" (SQLite, but not our tables) or
    "foreign_wal" (a -wal beside it that is not its own, see wal.py)."""

    kind: str
    revision: str | None = None
    detail: str = ""

    @property
    def bad(self) -> bool:
        return self.kind in ("not_sqlite", "damaged", "foreign", "foreign_wal")


def make_private(path: Path) -> None:
    """The database file (created empty if missing: SQLite then takes it as a new database)
    and its companions readable by their owner only; -wal and -shm made later by SQLite
    copy the database file's permissions."""
    if not path.exists():
        try:
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_FILE))
        except FileExistsError:
            pass  # made meanwhile by another copy
        except OSError as exc:
            raise StoreError.said("file_uncreatable", path=str(path),
                                  reason=os_reason(exc)) from None
    if os.name != "posix":  # pragma: no cover - Windows keeps files private by folder ACLs
        return
    for file in [path] + [Path(f"{path}{suffix}") for suffix in SIDE_FILES]:
        try:
            st = file.lstat() if file.exists() else None
            if st is not None and stat.S_ISREG(st.st_mode) and st.st_mode & 0o077:
                file.chmod(PRIVATE_FILE)
        except OSError:
            pass  # not ours to change (another user's file): SQLite will say what it can do


def read_only_uri(path: Path) -> str:
    """The URI that opens the database at `path` for reading only. ``mode=ro``: a
    read-write connection checkpoints the -wal into the file when it closes. With no -wal
    beside it, also ``immutable=1``: no connection has the file open then (SQLite removes
    the -wal with the last one), and a read-only one would leave an empty -wal and -shm
    behind; a copy of the app opened meanwhile writes to a new -wal, not to the file."""
    uri = f"{path.absolute().as_uri()}?mode=ro"
    wal = Path(f"{path}-wal")
    return uri if wal.is_symlink() or wal.exists() else f"{uri}&immutable=1"


def _code(exc: sqlite3.Error) -> int:
    return getattr(exc, "sqlite_errorcode", 0) & 0xFF


def check_file(path: Path, busy_timeout: float) -> FileCheck:
    """Look at the file without changing it; raise StoreError when it cannot be judged
    (locked, unreadable), since a file we cannot read is not a file we may move."""
    wal = Path(f"{path}-wal")
    lonely = FileCheck("foreign_wal", detail=f"its journal {wal.name} is there without the "
                                             "database")
    if not path.exists():
        return lonely if wal.is_symlink() or wal.exists() else FileCheck("absent")
    try:
        size = path.stat().st_size
        with open(path, "rb") as fh:
            header = fh.read(len(SQLITE_HEADER))
    except OSError as exc:
        raise StoreError.said("cannot_read_file", path=str(path),
                              detail=str(exc.strerror)) from None
    if not size and (wal.is_symlink() or wal.exists()):
        return lonely  # SQLite deletes a -wal beside an empty file
    if size and header != SQLITE_HEADER:
        return FileCheck("not_sqlite", detail="it does not start with the SQLite header")
    try:
        journal = judge_wal(path)
    except OSError as exc:
        raise StoreError.said("cannot_read_journal", path=str(path),
                              reason=os_reason(exc)) from None
    if journal.bad:  # SQLite would merge it into the file: judged before SQLite opens it
        return FileCheck("foreign_wal", detail=journal.detail)
    try:
        con = sqlite3.connect(read_only_uri(path), uri=True, timeout=busy_timeout)
    except sqlite3.Error as exc:
        raise StoreError.said("cannot_open_file", path=str(path), detail=str(exc)) from None
    try:
        rows = con.execute("PRAGMA quick_check").fetchall()
        if rows != [("ok",)]:
            problems = one_line("; ".join(str(r[0]) for r in rows[:3]))[:300]
            return FileCheck("damaged", detail=f"SQLite's check found damage: {problems}")
        tables = {r[0] for r in con.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")}
        if not tables:
            return FileCheck("empty")
        if "alembic_version" not in tables:
            return FileCheck("foreign", detail="it holds tables that are not Red Light's")
        versions = [r[0] for r in con.execute("SELECT version_num FROM alembic_version")]
        if len(versions) != 1:
            return FileCheck("damaged", detail="its schema version record is inconsistent")
        return _judge_revision(versions[0])
    except sqlite3.Error as exc:
        code = _code(exc)
        if code in (SQLITE_BUSY, SQLITE_LOCKED):
            raise DatabaseBusyError.said("file_locked", path=str(path)) from None
        if code in (SQLITE_CORRUPT, SQLITE_NOTADB):
            return FileCheck("damaged", detail=f"SQLite says: {one_line(str(exc))}")
        raise StoreError.said("cannot_read_file", path=str(path), detail=str(exc)) from None
    finally:
        con.close()


def _judge_revision(revision: object) -> FileCheck:
    """"ours" at a revision this version knows, or a newer one (four digits above the
    newest known); any other record (NULL, text, a number no version wrote) is damage."""
    known = known_revisions()
    if revision in known or (isinstance(revision, str) and len(revision) == 4
                              and revision.isdigit() and revision > known[-1]):
        return FileCheck("ours", revision=str(revision))
    shown = "empty" if revision is None or revision == "" else f"{str(revision)[:20]!r}"
    return FileCheck("damaged", detail=f"its schema version record is {shown}, which no "
                                       "version of Red Light Companion wrote")


def _stamp() -> str:
    return datetime.now().strftime("%Y%m%d-%H%M%S")


def _free_name(base: Path) -> Path:
    candidate, n = base, 2
    while any(Path(f"{candidate}{suffix}").exists() for suffix in ("",) + SIDE_FILES):
        candidate = base.with_name(f"{base.name}-{n}")
        n += 1
    return candidate


def set_aside(path: Path) -> Path:
    """Move a database that cannot be used, with its -wal, -shm and -journal, into a new
    folder ``set-aside-YYYYmmdd-HHMMSS`` beside it: the files kept together as they were,
    nothing overwritten or deleted. Returns the new path of the database file."""
    folder = _free_name(path.parent / f"set-aside-{_stamp()}")
    folder.mkdir(mode=0o700)
    for suffix in SIDE_FILES:
        side = Path(f"{path}{suffix}")
        if side.is_symlink() or side.exists():
            os.rename(side, folder / f"{path.name}{suffix}")
    if path.exists():
        os.rename(path, folder / path.name)
    return folder / path.name


BACKUPS = "backups"
KEEP_BACKUPS = 5


def backup(path: Path, revision: str) -> Path:
    """A copy of the database (and its -wal, under the matching name, so the two stay a
    pair), taken before it is migrated from `revision`, into ``backups/`` beside it; the
    last `KEEP_BACKUPS` copies are kept. Call with the instance lock held (nothing writes
    meanwhile)."""
    folder = path.parent / BACKUPS
    folder.mkdir(mode=0o700, exist_ok=True)
    base, n = f"{path.stem}-{_stamp()}-schema-{revision}", 1
    target = folder / f"{base}{path.suffix}"
    while target.exists():
        n += 1
        target = folder / f"{base}-{n}{path.suffix}"
    for suffix in ("", "-wal"):
        source = Path(f"{path}{suffix}")
        if suffix and not source.exists():
            continue
        with open(source, "rb") as src, open(os.open(f"{target}{suffix}",
                                                     os.O_WRONLY | os.O_CREAT | os.O_EXCL,
                                                     PRIVATE_FILE), "wb") as dst:
            shutil.copyfileobj(src, dst)
            dst.flush()
            os.fsync(dst.fileno())
    copies = sorted(folder.glob(f"{path.stem}-*-schema-*{path.suffix}"),
                    key=lambda p: p.stat().st_mtime_ns)
    for old in copies[:-KEEP_BACKUPS]:
        for suffix in ("", "-wal"):
            Path(f"{old}{suffix}").unlink(missing_ok=True)
    return target
