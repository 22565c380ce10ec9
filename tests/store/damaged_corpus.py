"""A corpus of damaged saved-games folders, made in the test (issue 30): flipped bytes in
rows, cut and zeroed files and pages, schema records set back, emptied or ahead, rows that
SQL allows but the app never writes, foreign and symlinked journals, symlinked or foreign
lock files, a folder where the database should be.

Each kind is a function that damages a folder holding `base` (a healthy database of a few
finished and running games, no -wal). Made with plain file writes and sqlite3, never with
the store under test.
"""
from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable
from pathlib import Path

from redlight_app.store.files import DB_NAME
from redlight_app.store.revisions import known_revisions

WAL, SHM, LOCK = f"{DB_NAME}-wal", f"{DB_NAME}-shm", "redlight.lock"
PAGE = 4096
NAME = "Zelda"  # a seat name found once per game in the file

Damage = Callable[[Path, dict[str, bytes]], None]
KINDS: dict[str, Damage] = {}


def kind(name: str) -> Callable[[Damage], Damage]:
    def register(damage: Damage) -> Damage:
        assert name not in KINDS
        KINDS[name] = damage
        return damage
    return register


def _edit(folder: Path, change: Callable[[bytearray], None]) -> None:
    path = folder / DB_NAME
    raw = bytearray(path.read_bytes())
    change(raw)
    path.write_bytes(bytes(raw))


def _flip_in(needle: bytes, nth: int = 0, at: int = 1, byte: int = 0xFF) -> Callable[[Path, dict[str, bytes]], None]:
    def damage(folder: Path, _extra: dict[str, bytes]) -> None:
        def change(raw: bytearray) -> None:
            start = raw.rfind(needle) if nth < 0 else -1
            for _ in range(nth + 1):
                start = raw.find(needle, start + 1)
            assert start >= 0, needle
            raw[start + at] = byte
        _edit(folder, change)
    return damage


def _sql(*statements: str, foreign_keys: bool = True,
         checks: bool = True) -> Callable[[Path, dict[str, bytes]], None]:
    def damage(folder: Path, _extra: dict[str, bytes]) -> None:
        con = sqlite3.connect(folder / DB_NAME, isolation_level=None)
        try:
            if not foreign_keys:
                con.execute("PRAGMA foreign_keys = OFF")
            if not checks:
                con.execute("PRAGMA ignore_check_constraints = ON")
            for statement in statements:
                con.execute(statement)
        finally:
            con.close()
        assert not Path(f"{folder / DB_NAME}-wal").exists()
    return damage


# -- bytes flipped inside rows: SQLite's own checks pass, the text is not UTF-8 -----------
for _label, _needle, _nth, _at in [
        ("flip-cardset-name", b"Synthetic", 0, 2),
        ("flip-cardset-document-start", b'{"award_costs"', 0, 3),
        ("flip-cardset-document-middle", b'"name":"Star 7"', 0, 9),
        ("flip-cardset-document-end", b'"name":"Event 35"', 0, 9),
        ("flip-seat-name", NAME.encode(), 0, 1),
        ("flip-seat-name-last-game", NAME.encode(), -1, 2),
        ("flip-move-json", b'{"type":', 0, 3),
        ("flip-options-json", b'"turn_limit"', 0, 4),
        ("flip-seat-kind", b"human", 0, 2),
        ("flip-game-status", b"playing", 0, 3)]:
    KINDS[_label] = _flip_in(_needle, _nth, _at)
KINDS["flip-cardset-document-to-nul"] = _flip_in(b'"name":"Star 3"', 0, 9, byte=0x00)
KINDS["flip-seat-name-to-newline"] = _flip_in(NAME.encode(), 0, 2, byte=0x0A)


# -- the file cut or zeroed -------------------------------------------------------------
def _truncate(size: Callable[[int], int]) -> Damage:
    def damage(folder: Path, _extra: dict[str, bytes]) -> None:
        path = folder / DB_NAME
        raw = path.read_bytes()
        path.write_bytes(raw[:size(len(raw))])
    return damage


KINDS["truncated-to-50-bytes"] = _truncate(lambda n: 50)
KINDS["truncated-to-100-bytes"] = _truncate(lambda n: 100)
KINDS["truncated-to-one-page"] = _truncate(lambda n: PAGE)
KINDS["truncated-to-half"] = _truncate(lambda n: n // 2 // PAGE * PAGE)
KINDS["truncated-by-one-page"] = _truncate(lambda n: n - PAGE)
KINDS["truncated-mid-page"] = _truncate(lambda n: n - PAGE // 2)


def _zero(start: int, end: int | None) -> Damage:
    def damage(folder: Path, _extra: dict[str, bytes]) -> None:
        def change(raw: bytearray) -> None:
            raw[start:end] = bytes(len(raw[start:end]))
        _edit(folder, change)
    return damage


KINDS["zeroed-header"] = _zero(0, 100)
KINDS["zeroed-magic"] = _zero(0, 16)
KINDS["zeroed-page-1"] = _zero(0, PAGE)
KINDS["zeroed-schema-page-body"] = _zero(100, PAGE)
KINDS["zeroed-page-2"] = _zero(PAGE, 2 * PAGE)
KINDS["zeroed-page-3"] = _zero(2 * PAGE, 3 * PAGE)
KINDS["zeroed-last-page"] = _zero(-PAGE, None)


@kind("garbage-middle-page")
def _garbage(folder: Path, _extra: dict[str, bytes]) -> None:
    def change(raw: bytearray) -> None:
        middle = len(raw) // 2 // PAGE * PAGE
        raw[middle:middle + PAGE] = bytes((i * 37 + 11) % 256 for i in range(PAGE))
    _edit(folder, change)


@kind("page-size-field-garbage")
def _page_size(folder: Path, _extra: dict[str, bytes]) -> None:
    def change(raw: bytearray) -> None:
        raw[16:18] = b"\x00\x03"
    _edit(folder, change)


@kind("empty-file")
def _empty(folder: Path, _extra: dict[str, bytes]) -> None:
    (folder / DB_NAME).write_bytes(b"")


@kind("not-sqlite-text")
def _text(folder: Path, _extra: dict[str, bytes]) -> None:
    (folder / DB_NAME).write_text("these are my notes\n" * 40)


# -- the schema version record ------------------------------------------------------------
for _rev in known_revisions()[:-1]:
    KINDS[f"schema-set-back-to-{_rev}"] = _sql(
        f"UPDATE alembic_version SET version_num = '{_rev}'")
KINDS["schema-ahead"] = _sql("UPDATE alembic_version SET version_num = '9999'")
KINDS["schema-empty-text"] = _sql("UPDATE alembic_version SET version_num = ''")
KINDS["schema-garbage-text"] = _sql("UPDATE alembic_version SET version_num = 'abc'")
KINDS["schema-unknown-older"] = _sql("UPDATE alembic_version SET version_num = '0004'")
KINDS["schema-no-row"] = _sql("DELETE FROM alembic_version")
KINDS["schema-null"] = _sql(
    "DROP TABLE alembic_version", "CREATE TABLE alembic_version (version_num VARCHAR(32))",
    "INSERT INTO alembic_version VALUES (NULL)")
KINDS["schema-two-rows"] = _sql(
    "DROP TABLE alembic_version", "CREATE TABLE alembic_version (version_num VARCHAR(32))",
    f"INSERT INTO alembic_version VALUES ('{known_revisions()[-1]}'), ('0001')")
KINDS["schema-table-missing"] = _sql("DROP TABLE alembic_version")
KINDS["seats-table-missing"] = _sql("DROP TABLE seats")
KINDS["results-table-missing"] = _sql("DROP TABLE results")
KINDS["seats-column-missing"] = _sql("ALTER TABLE seats DROP COLUMN stars")

# -- rows SQL allows that the app never writes --------------------------------------------
KINDS["created-not-a-date"] = _sql("UPDATE games SET created = 'not a date', "
                                   "updated = 'yesterday'")
KINDS["created-a-number"] = _sql("UPDATE games SET created = 12345, updated = 1.5")
KINDS["winners-not-json"] = _sql("UPDATE results SET winners = '[0,'")
KINDS["winners-not-a-list"] = _sql("UPDATE results SET winners = '{\"a\": 1}'")
KINDS["winners-out-of-range"] = _sql("UPDATE results SET winners = '[99, -5]'")
KINDS["options-not-json"] = _sql("UPDATE games SET options = 'turn limit four hundred'")
KINDS["dealt-stars-not-json"] = _sql("UPDATE games SET dealt_stars = '[broken'")
KINDS["move-not-json"] = _sql("UPDATE moves SET move = 'draw a card' WHERE seq = 2")
KINDS["move-unknown-type"] = _sql("UPDATE moves SET move = '{\"type\": \"teleport\"}' "
                                  "WHERE seq = 1")
KINDS["move-gap"] = _sql("DELETE FROM moves WHERE seq = 3")
KINDS["cardset-not-json"] = _sql("UPDATE cardsets SET document = '{\"stars\": ['")
KINDS["cardset-not-a-cardset"] = _sql("UPDATE cardsets SET document = '{\"format\": 7}'")
KINDS["cardset-row-missing"] = _sql("DELETE FROM cardsets", foreign_keys=False)
KINDS["seat-name-null-bytes"] = _sql(f"UPDATE seats SET name = 'Mal' || char(0) || 'lory' "
                                     f"WHERE name = '{NAME}'")
KINDS["seat-name-forged-row"] = _sql("UPDATE seats SET name = 'Ann' || char(10) || "
                                     "'99    over  1  won by Mallory' "
                                     f"WHERE name = '{NAME}'")
KINDS["seat-name-bidi"] = _sql(f"UPDATE seats SET name = 'Ann' || char(8238) || 'ecila' "
                               f"WHERE name = '{NAME}'")
KINDS["seat-awards-text"] = _sql("UPDATE seats SET awards = 'many', stars = '[1,'")
KINDS["status-unknown"] = _sql("UPDATE games SET status = 'paused'", checks=False)
KINDS["turn-null-like"] = _sql("UPDATE games SET turn = 'x', move_count = -3")
KINDS["seed-text"] = _sql("UPDATE games SET seed = 'abc'")
KINDS["seed-real"] = _sql("UPDATE games SET seed = 2.5")
KINDS["first-player-text"] = _sql("UPDATE games SET first_player = 'x'")
KINDS["results-for-missing-game"] = _sql(
    "INSERT INTO results VALUES (999, '[0]', 'awards', 3, '2026-01-01 00:00:00.000000')",
    foreign_keys=False)


# -- journals, locks and the folder -----------------------------------------------------------
@kind("foreign-wal")
def _foreign_wal(folder: Path, extra: dict[str, bytes]) -> None:
    (folder / WAL).write_bytes(extra["foreign_wal"])


@kind("garbage-wal")
def _garbage_wal(folder: Path, _extra: dict[str, bytes]) -> None:
    (folder / WAL).write_bytes(b"\x37\x7f\x06\x82" + bytes(range(256)) * 40)


@kind("torn-own-wal")
def _torn_wal(folder: Path, extra: dict[str, bytes]) -> None:
    (folder / DB_NAME).write_bytes(extra["own_db"])
    wal = extra["own_wal"]
    (folder / WAL).write_bytes(wal[:len(wal) - 1000])


@kind("wal-symlink")
def _wal_symlink(folder: Path, _extra: dict[str, bytes]) -> None:
    target = folder.parent / f"{folder.name}-elsewhere"
    target.write_bytes(b"not a journal")
    os.symlink(target, folder / WAL)


@kind("shm-symlink")
def _shm_symlink(folder: Path, _extra: dict[str, bytes]) -> None:
    target = folder.parent / f"{folder.name}-shm-elsewhere"
    target.write_bytes(b"x" * 100)
    os.symlink(target, folder / SHM)


@kind("lonely-wal")
def _lonely_wal(folder: Path, extra: dict[str, bytes]) -> None:
    (folder / DB_NAME).unlink()
    (folder / WAL).write_bytes(extra["foreign_wal"])


@kind("lock-symlink-to-a-text-file")
def _lock_symlink(folder: Path, _extra: dict[str, bytes]) -> None:
    target = folder.parent / f"{folder.name}-notes.txt"
    target.write_text("my notes\n" * 30)
    os.symlink(target, folder / LOCK)


@kind("lock-symlink-dangling")
def _lock_dangling(folder: Path, _extra: dict[str, bytes]) -> None:
    os.symlink(folder.parent / f"{folder.name}-nowhere" / "lock", folder / LOCK)


@kind("lock-foreign-file")
def _lock_foreign(folder: Path, _extra: dict[str, bytes]) -> None:
    (folder / LOCK).write_text("my shopping list\n")


@kind("lock-is-a-folder")
def _lock_folder(folder: Path, _extra: dict[str, bytes]) -> None:
    (folder / LOCK).mkdir()


@kind("database-is-a-folder")
def _db_folder(folder: Path, _extra: dict[str, bytes]) -> None:
    (folder / DB_NAME).unlink()
    (folder / DB_NAME).mkdir()


@kind("database-symlink-dangling")
def _db_dangling(folder: Path, _extra: dict[str, bytes]) -> None:
    (folder / DB_NAME).unlink()
    os.symlink(folder.parent / f"{folder.name}-gone.sqlite3", folder / DB_NAME)


def make(folder: Path, name: str, base: bytes, extra: dict[str, bytes]) -> None:
    """`folder` holding the base database with damage `name`."""
    folder.mkdir(parents=True)
    (folder / DB_NAME).write_bytes(base)
    os.chmod(folder / DB_NAME, 0o600)
    KINDS[name](folder, extra)
