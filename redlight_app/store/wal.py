"""Whether the ``-wal`` file beside a saved-games database belongs to it, judged without
letting SQLite near it. Standard library only.

SQLite trusts any -wal it finds beside a database: a -wal left by another database (a backup
restored without its own -wal, a sync tool, a copy between machines) is merged into this one
on the next open, and the saved games are then another file's, or malformed. The WAL format
has no field naming its database, so every Red Light database carries its own stamp in its
header, which SQLite copies into the -wal with page 1:

- ``PRAGMA application_id``: a random number given to the database when it is created
  (`new_identity`), the same in every copy of it;
- ``PRAGMA user_version``: a commit counter, raised by every write transaction
  (`raise_commit_counter`), which therefore always writes page 1 to the -wal.

A -wal belongs to the database when its page-1 frames carry the database's identity and
its first transaction follows on from the database file's counter (the file holds every
transaction before it, since SQLite restarts a -wal only after copying all of it back).
A -wal of another database fails the first test; one of another copy of the same database
(an older backup put back beside a newer -wal) the second. A -wal without page-1 frames in
its first transaction (written before the stamp existed, or by another program), or beside
a file made before identities, is judged on a private copy: the two files copied to a
temporary folder, merged there, checked. Such a file gets its identity when the app opens
it (after its upgrade, if any), so its -wal may end with one, but never begins with one.
Format: https://www.sqlite.org/fileformat2.html#walformat
"""
from __future__ import annotations

import os
import random
import shutil
import sqlite3
import stat
import struct
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import IO

WAL_SUFFIX = "-wal"
_MAGICS = {0x377F0682: "<", 0x377F0683: ">"}  # checksum words little- or big-endian
_WAL_VERSION = 3007000
_HEADER = struct.Struct(">8I")
_FRAME = struct.Struct(">6I")
_COUNTER_AT, _IDENTITY_AT = 60, 68  # user_version and application_id in the database header
_MASK = 0xFFFFFFFF


@dataclass(frozen=True)
class WalVerdict:
    """"none" (no -wal, or one SQLite would not apply), "ours", "foreign" or "symlink";
    `detail` says why, in words, for the bad ones."""

    kind: str
    detail: str = ""

    @property
    def bad(self) -> bool:
        return self.kind in ("foreign", "symlink")


def new_identity() -> int:
    """A random identity for a new database (a positive 32-bit signed integer, not 0)."""
    return random.SystemRandom().randrange(1, 2**31)


def raise_commit_counter(execute) -> None:
    """Raise the commit counter inside a write transaction (`execute` runs one SQL
    statement and returns a cursor): page 1 then goes to the -wal with every commit."""
    (counter,) = execute("PRAGMA user_version").fetchone()
    execute(f"PRAGMA user_version = {(int(counter) + 1) % 2**31}")


def _checksum(data: bytes, order: str, s0: int, s1: int) -> tuple[int, int]:
    words = struct.unpack(f"{order}{len(data) // 4}I", data)
    for i in range(0, len(words), 2):
        s0 = (s0 + words[i] + s1) & _MASK
        s1 = (s1 + words[i + 1] + s0) & _MASK
    return s0, s1


@dataclass(frozen=True)
class _Frame:
    offset: int  # of the frame header in the -wal
    page: int
    commit: bool
    checksum: tuple[int, int]


def _stamps(fh: IO[bytes], wal_size: int) -> tuple[list[tuple[int, int]] | None, bytes]:
    """(identity, counter) of page 1 in the first and the last transaction SQLite would
    apply ([] when it would apply none; None when one of them carries no page 1, so the
    stamps cannot tell), and the -wal header as read."""
    fh.seek(0)
    head = fh.read(_HEADER.size)
    if len(head) < _HEADER.size:
        return [], head
    magic, version, page_size, _seq, salt1, salt2, c1, c2 = _HEADER.unpack(head)
    order = _MAGICS.get(magic)
    valid_size = page_size >= 512 and page_size & (page_size - 1) == 0 and page_size <= 65536
    if order is None or version != _WAL_VERSION or not valid_size \
            or _checksum(head[:24], order, 0, 0) != (c1, c2):
        return [], head  # SQLite ignores (and later rewrites) a -wal with a bad header
    frames: list[_Frame] = []
    offset = _HEADER.size
    while offset + _FRAME.size + page_size <= wal_size:
        fh.seek(offset)
        page, db_size, f_salt1, f_salt2, f1, f2 = _FRAME.unpack(fh.read(_FRAME.size))
        if (f_salt1, f_salt2) != (salt1, salt2):
            break  # a frame of an earlier generation of this -wal: SQLite stops here
        frames.append(_Frame(offset, page, db_size != 0, (f1, f2)))
        offset += _FRAME.size + page_size

    def intact(i: int) -> bytes | None:
        """The page of frame i, if its checksum follows from the one before it."""
        before = frames[i - 1].checksum if i else (c1, c2)
        fh.seek(frames[i].offset)
        raw = fh.read(_FRAME.size + page_size)
        data = raw[:8] + raw[_FRAME.size:]
        return raw[_FRAME.size:] if _checksum(data, order, *before) == frames[i].checksum \
            else None

    transactions: list[list[int]] = []
    current: list[int] = []
    for i, frame in enumerate(frames):
        current.append(i)
        if frame.commit:
            transactions.append(current)
            current = []
    while transactions and intact(transactions[-1][-1]) is None:
        transactions.pop()  # a torn last commit: SQLite applies up to the one before
    stamps: list[tuple[int, int]] = []
    for txn in ([transactions[0], transactions[-1]] if transactions else []):
        pages = [i for i in txn if frames[i].page == 1]
        page = intact(pages[-1]) if pages else None
        if page is None:
            return None, head
        counter, = struct.unpack_from(">i", page, _COUNTER_AT)
        identity, = struct.unpack_from(">i", page, _IDENTITY_AT)
        stamps.append((identity, counter))
    return stamps, head


def _db_stamp(path: Path) -> tuple[int, int]:
    with open(path, "rb") as fh:
        header = fh.read(100)
    if len(header) < 100:
        return 0, 0
    counter, = struct.unpack_from(">i", header, _COUNTER_AT)
    identity, = struct.unpack_from(">i", header, _IDENTITY_AT)
    return identity, counter


def judge_wal(path: Path) -> WalVerdict:
    """Whether the -wal beside the database at `path` belongs to it. Reads both files and
    writes nothing (OSError when they cannot be read)."""
    wal = Path(f"{path}{WAL_SUFFIX}")
    shm = Path(f"{path}-shm")
    if shm.is_symlink():
        return WalVerdict("symlink", f"its index {shm.name} is a symbolic link, which SQLite "
                                     "refuses to follow")
    try:
        st = wal.lstat()
    except FileNotFoundError:
        return WalVerdict("none")
    if stat.S_ISLNK(st.st_mode):
        return WalVerdict("symlink", f"its journal {wal.name} is a symbolic link, which "
                                     "SQLite refuses to follow")
    if not stat.S_ISREG(st.st_mode):
        return WalVerdict("symlink", f"its journal {wal.name} is not a plain file")
    for _attempt in range(5):  # the app may be writing meanwhile: judge a still picture
        with open(wal, "rb") as fh:
            size = os.fstat(fh.fileno()).st_size
            stamps, head = _stamps(fh, size)
            identity, counter = _db_stamp(path)
            fh.seek(0)
            if fh.read(_HEADER.size) == head and _db_stamp(path) == (identity, counter):
                break
    if stamps == []:
        return WalVerdict("none")
    if stamps is not None:
        (first_id, first_counter), (last_id, last_counter) = stamps
        # A file made before identities (0) gets one when the app opens it, after its
        # upgrade if any (`db._give_identity`): its -wal may end with one, never begin.
        if first_id != identity or (last_id != identity and identity != 0):
            return WalVerdict("foreign", f"its journal {wal.name} belongs to another database")
        if not first_counter - 1 <= counter <= last_counter:
            return WalVerdict("foreign", f"its journal {wal.name} belongs to another copy of "
                                         "this database (one of the two files was put back "
                                         "from a backup)")
    if stamps is None or identity == 0:  # too little to go by: what a merge would make
        return _judge_on_a_copy(path, wal, identity_given=identity == 0)
    return WalVerdict("ours")


def _judge_on_a_copy(path: Path, wal: Path, identity_given: bool) -> WalVerdict:
    """Merge copies of the two files in a private temporary folder and check the result.

    `identity_given`: the file has no identity yet (made before identities), so the -wal
    may give it one (see `judge_wal`).
    """
    with tempfile.TemporaryDirectory(prefix="redlight-walcheck-") as folder:
        copy = Path(folder) / "check.sqlite3"
        shutil.copyfile(path, copy)
        shutil.copyfile(wal, f"{copy}{WAL_SUFFIX}")
        before = _db_stamp(copy)[0]
        try:
            con = sqlite3.connect(copy)
            try:
                ok = con.execute("PRAGMA quick_check").fetchall() == [("ok",)]
                merged = con.execute("PRAGMA application_id").fetchone()[0]
                tables = {r[0] for r in con.execute(
                    "SELECT name FROM sqlite_master WHERE type = 'table'")}
            finally:
                con.close()
        except sqlite3.Error:
            ok, merged, tables = False, None, set()
    if ok and (merged == before or identity_given) and "alembic_version" in tables:
        return WalVerdict("ours")
    return WalVerdict("foreign", f"its journal {wal.name} does not fit it (merged, they "
                                 "would make a damaged or different database)")
