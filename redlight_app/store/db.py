"""Opening the saved-games database: lock, check, move a bad file aside, migrate, connect.

SQLite is set up for a table companion that must not forget: WAL journal, ``synchronous =
FULL`` (a committed move survives a power cut, not only a crash), foreign keys on, and
every transaction opened by `transaction`, which emits BEGIN itself so transactions (and
migrations) are real ones.
"""
from __future__ import annotations

import logging
import os
import shutil
import sqlite3
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from sqlalchemy import Connection, Engine, create_engine, event

from .errors import (
    DatabaseInUseError,
    DatabaseReadOnlyError,
    NewerDatabaseError,
    StoreError,
    os_reason,
    sqlite_reason,
)
from .files import (
    DB_NAME,
    LOCK_NAME,
    SQLITE_BUSY,
    SQLITE_LOCKED,
    FileCheck,
    InstanceLock,
    backup,
    check_file,
    make_private,
    read_only_uri,
    set_aside,
)
from .fresh_schema import create_at_head
from .revisions import MIGRATIONS, head_revision, known_revisions  # also read from here
from .wal import new_identity, raise_commit_counter

log = logging.getLogger("redlight.store")

PRAGMAS = ("PRAGMA journal_mode = WAL", "PRAGMA synchronous = FULL", "PRAGMA foreign_keys = ON")


def make_engine(path: Path, busy_timeout: float = 5.0) -> Engine:
    """An engine on `path` with our pragmas; open its transactions with `transaction`."""
    engine = create_engine(f"sqlite:///{path}",
                           connect_args={"timeout": busy_timeout, "check_same_thread": False})

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection, _record):
        dbapi_connection.isolation_level = None  # `transaction` emits BEGIN itself
        cursor = dbapi_connection.cursor()
        try:
            for pragma in PRAGMAS:
                row = cursor.execute(pragma).fetchone()
                if pragma.startswith("PRAGMA journal_mode") and row and row[0] != "wal":
                    log.warning("SQLite refused WAL journaling on %s (mode %s)", path, row[0])
        finally:
            cursor.close()

    return engine


@contextmanager
def transaction(engine: Engine, *, write: bool = False) -> Iterator[Connection]:
    """One SQLite transaction, committed when the block ends and rolled back if it raises.

    A write starts with ``BEGIN IMMEDIATE`` (it takes the write lock up front, so it never
    fails half-way for want of it) and, if it changed something, stamps page 1 into the
    -wal before it commits (see wal.py). A read starts with ``BEGIN``: its statements see
    one state of the file. BEGIN and the stamp go to the driver's connection directly,
    beside SQLAlchemy's transaction, which commits and rolls back through it; no engine
    event is needed, and without one SQLAlchemy dispatches none per statement (this shape
    keeps the autosave within its budget, benchmarks/session.py).
    """
    with engine.connect() as conn, conn.begin():
        driver = conn.connection.driver_connection
        assert driver is not None  # a pooled connection that is open
        driver.execute("BEGIN IMMEDIATE" if write else "BEGIN")
        changes = driver.total_changes
        yield conn
        if write and driver.total_changes != changes:
            raise_commit_counter(driver.execute)


def upgrade(engine: Engine, target: str = "head") -> None:
    """Run the packaged Alembic migrations up to `target`, all in one transaction."""
    # Imported here: a new file is made at head without Alembic (fresh_schema.py), so only
    # an older file needs it; at the top it would add 90 ms (-X importtime best of 7, after
    # SQLAlchemy) to every open of the store, `redlight games` included.
    from alembic import command
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with transaction(engine, write=True) as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, target)


@dataclass
class OpenedDatabase:
    engine: Engine
    path: Path
    lock: InstanceLock | None
    moved_aside: Path | None = None  # where a file that could not be used went
    kept_games: bool = False  # only its -wal was not its own: the file itself goes on
    backup: Path | None = None
    notices: list[str] = field(default_factory=list)
    copy: tempfile.TemporaryDirectory[str] | None = None  # read from a private copy

    def close(self) -> None:
        self.engine.dispose()
        if self.lock is not None:
            self.lock.release()
        if self.copy is not None:
            self.copy.cleanup()


def open_database(data_dir: Path, *, exclusive: bool = True,
                  busy_timeout: float = 5.0) -> OpenedDatabase:
    """Open (creating or migrating as needed) ``<data_dir>/redlight.sqlite3``.

    With `exclusive`, a second running copy is refused. Without it (the CLI reading while
    the app runs), the lock is taken if free; if another copy holds it, the file is used
    as it is, and only if it is healthy and current: nothing is moved or migrated then.
    """
    data_dir = Path(data_dir)
    try:
        data_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
        if not data_dir.is_dir():
            raise NotADirectoryError(20, "Not a directory")
    except OSError as exc:
        raise StoreError.said("folder_unusable", folder=str(data_dir), reason=os_reason(exc)) \
            from None
    path = data_dir / DB_NAME
    instance_lock = InstanceLock(data_dir / LOCK_NAME)
    lock: InstanceLock | None = instance_lock
    try:
        instance_lock.acquire()
    except DatabaseInUseError:
        if exclusive:
            raise
        lock = None
    try:
        if path.is_file() and not os.access(path, os.W_OK):
            # SQLite would open it read-only without a word (and leave an empty -wal and a
            # -shm beside it), and the first move saved would fail: say it now instead
            raise DatabaseReadOnlyError.said("file_read_only", path=str(path))
        make_private(path)
        return _open_locked(path, lock, busy_timeout)
    except StoreError:
        if lock is not None:
            lock.release()
        raise
    except Exception as exc:  # the disk or the file failing mid-way (a full disk, read-only)
        if lock is not None:
            lock.release()
        reason = sqlite_reason(getattr(exc, "orig", exc)) or (
            os_reason(exc) if isinstance(exc, OSError) else None)
        if reason is None:
            raise
        raise StoreError.said("cannot_open", path=str(path), reason=reason) from None
    except BaseException:
        if lock is not None:
            lock.release()
        raise


def _open_locked(path: Path, lock: InstanceLock | None, busy_timeout: float) -> OpenedDatabase:
    known = known_revisions()
    head = known[-1]
    check = check_file(path, busy_timeout)
    moved: Path | None = None
    kept = False
    notices: list[str] = []
    if check.bad:
        if lock is None:
            raise StoreError.said("unusable_in_use", path=str(path), detail=check.detail)
        moved = set_aside(path)
        if check.kind != "foreign_wal" or not moved.exists():
            make_private(path)
        if check.kind == "foreign_wal" and moved.exists():
            # The database itself is whole without the journal that is not its own: go on
            # from a copy of it, as it was before that journal came.
            shutil.copy2(moved, path)
            kept = True
            notice = (f"The saved games file {path} could not be used as it was: "
                      f"{check.detail}. Both were moved to {moved.parent} (nothing was "
                      "deleted), and the saved games go on from the file as it was, without "
                      "that journal.")
        else:
            notice = (f"The saved games file could not be used ({check.detail}). It was "
                      f"moved to {moved} (nothing was deleted) and a new, empty one was "
                      "created.")
        log.warning(notice)
        notices.append(notice)
        check = check_file(path, busy_timeout)
        if check.bad:  # the file alone is not usable either: start an empty one
            os.unlink(path)  # the copy: the file is kept in the set-aside folder
            kept = False
            check = check_file(path, busy_timeout)
    if check.kind == "ours" and check.revision not in known:
        raise NewerDatabaseError(
            f"The saved games in {path} were written by a newer version of Red Light Companion "
            f"(schema {check.revision}; this version knows up to {head}). The file was left "
            "untouched: update the app, or start it with --data-dir pointing at another folder.")
    taken: Path | None = None
    if check.revision != head:
        if lock is None:
            raise StoreError.said("upgrade_in_use", path=str(path))
        if check.kind == "ours":
            taken = backup(path, check.revision or "none")
            notices.append(f"Saved games were upgraded; the previous file was kept as {taken}.")
    if check.kind in ("absent", "empty"):  # a new file: the head schema, without Alembic
        if create_at_head(path, busy_timeout):
            check = FileCheck("ours", revision=head)
    try:
        engine = _prepared(path, check.revision != head, busy_timeout)
    except _MigrationFailed as failed:
        # The upgrade ran in one transaction and was rolled back: the file is as it was,
        # and a copy of it is in backups/. Most often its tables are not of the schema
        # its version record names (a record set back by hand): set it aside, start anew.
        assert taken is not None
        moved = set_aside(path)
        make_private(path)
        kept = False
        notices[:] = [f"The saved games file could not be upgraded from schema "
                      f"{check.revision} ({failed}); its tables do not fit the schema it "
                      f"records. It was moved to {moved} (nothing was deleted; a copy is also "
                      f"in {taken}) and a new, empty one was created."]
        log.warning(notices[0])
        create_at_head(path, busy_timeout)
        engine = _prepared(path, False, busy_timeout)
    return OpenedDatabase(engine=engine, path=path, lock=lock, moved_aside=moved,
                          kept_games=kept, backup=taken, notices=notices)


class _MigrationFailed(Exception):
    """A migration failed and was rolled back; str() says SQLite's or Python's reason."""


def _prepared(path: Path, migrate: bool, busy_timeout: float) -> Engine:
    """An engine on the file, migrated to the head revision if `migrate`, with an identity."""
    engine = make_engine(path, busy_timeout)
    try:
        if migrate:
            try:
                upgrade(engine)
            except Exception as exc:
                orig = getattr(exc, "orig", None)
                if _code(orig) in (SQLITE_BUSY, SQLITE_LOCKED) or sqlite_reason(orig):
                    raise  # the disk or another program, not the file's schema
                raise _MigrationFailed(str(orig or exc).splitlines()[0][:200]) from None
        _give_identity(engine)
    except BaseException as exc:
        engine.dispose()
        text = str(getattr(exc, "orig", None) or exc)
        if "disk is full" in text or "disk I/O error" in text:
            raise StoreError.said("prepare_full", path=str(path), detail=text) from None
        raise
    return engine


def _code(exc: BaseException | None) -> int:
    return getattr(exc, "sqlite_errorcode", 0) & 0xFF


def _give_identity(engine: Engine) -> None:
    """A database made before identities (wal.py) gets one, once, and at once into the file
    itself (a checkpoint): a -wal left by a crash later on is then judged by its stamps."""
    with engine.connect() as conn:
        identity = conn.exec_driver_sql("PRAGMA application_id").scalar()
    if not identity:
        with transaction(engine, write=True) as conn:
            conn.exec_driver_sql(f"PRAGMA application_id = {new_identity()}")
        with engine.connect() as conn:
            conn.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)").all()


def open_database_for_reading(data_dir: Path, busy_timeout: float = 5.0) -> OpenedDatabase | None:
    """Open ``<data_dir>/redlight.sqlite3`` read-only, for the listing commands: no instance
    lock taken, nothing created, moved, migrated or written (SQLite's ``mode=ro`` and
    ``query_only``). None when there is no file yet; StoreError when the file is not one
    this version can read as it is (the app repairs or upgrades it when it next starts)."""
    path = Path(data_dir) / DB_NAME
    copy = _reading_copy(path)
    try:
        opened = _open_for_reading(path, Path(copy.name) / DB_NAME if copy else path,
                                   busy_timeout)
    except BaseException:
        if copy is not None:
            copy.cleanup()
        raise
    if opened is not None:
        opened.copy = copy
    elif copy is not None:
        copy.cleanup()
    return opened


def _reading_copy(path: Path) -> tempfile.TemporaryDirectory[str] | None:
    """A private copy of the database and its -wal, when SQLite could not read them where
    they are: in a folder it may not write (a read-only disk, a backup mounted read-only),
    a -wal can be read only through a -shm index that is there already."""
    wal, shm = Path(f"{path}-wal"), Path(f"{path}-shm")
    if not wal.is_file() or wal.is_symlink() or shm.exists() or os.access(path.parent, os.W_OK):
        return None
    copy = tempfile.TemporaryDirectory(prefix="redlight-read-")
    try:
        for source in (path, wal):
            shutil.copyfile(source, Path(copy.name) / source.name)
    except OSError as exc:
        copy.cleanup()
        raise StoreError.said("file_unreadable", path=str(path), reason=os_reason(exc)) \
            from None
    return copy


def _open_for_reading(path: Path, source: Path, busy_timeout: float) -> OpenedDatabase | None:
    """`open_database_for_reading` on `source`: `path` itself, or a copy of it."""
    check = check_file(source, busy_timeout)
    if check.kind in ("absent", "empty"):
        return None
    if check.kind == "foreign_wal":
        raise StoreError.said("not_read_journal", path=str(path), detail=check.detail)
    if check.bad:
        raise StoreError.said("unusable_start", path=str(path), detail=check.detail)
    head = head_revision()
    if check.revision != head:
        if check.revision not in known_revisions():
            raise NewerDatabaseError(
                f"The saved games in {path} were written by a newer version of Red Light "
                f"Companion (schema {check.revision}; this version knows up to {head}).")
        raise StoreError.said("upgrade_start", path=str(path))
    uri = read_only_uri(source)
    engine = create_engine("sqlite://", creator=lambda: sqlite3.connect(
        uri, uri=True, timeout=busy_timeout, check_same_thread=False))

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection, _record):
        dbapi_connection.isolation_level = None  # `transaction` emits BEGIN itself
        dbapi_connection.execute("PRAGMA query_only = ON")

    return OpenedDatabase(engine=engine, path=path, lock=None)
