"""Every damaged saved-games folder of the corpus (damaged_corpus.py): each reading command
prints at most one sentence, never a traceback, exits non-zero exactly when it says
something is wrong, and changes no byte; the app either opens the folder or refuses it in
one sentence, and the damaged file's bytes are kept: where they were, set aside, or in
backups/ (issue 30)."""
from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

import pytest

from redlight_app.cli import run
from redlight_app.store.errors import StoreError
from redlight_app.store.files import DB_NAME
from redlight_app.store.repository import Repository

from . import damaged_corpus
from .damaged_corpus import NAME, WAL
from .support import played_record

COMMANDS = (["games"], ["games", "--json"], ["games", "--finished"], ["stats"],
            ["stats", "--json"], ["log", "1"], ["log", "2", "--format", "html"],
            ["log", "4", "--format", "markdown"], ["export", "1", "-"], ["export", "5", "-"])


@pytest.fixture(scope="module")
def material(tmp_path_factory: pytest.TempPathFactory) -> tuple[bytes, dict[str, bytes]]:
    """The healthy base file (games 1-3 finished, 4-5 running, Zelda in each), another
    database's -wal, and a live copy of the base with its own -wal."""
    from .support import make_cardset
    cardset = make_cardset()
    root = tmp_path_factory.mktemp("corpus-material")
    base = root / "base"
    with Repository.open(base) as repo:
        for seed, moves in ((11, 10_000), (12, 10_000), (13, 10_000), (4, 30), (5, 12)):
            record = played_record(cardset, seed=seed, moves=moves)[0]
            record.seats[1]["name"] = NAME
            repo.create_game(record)
        assert [g.status == "over" for g in sorted(repo.list_games(), key=lambda g: g.id)] \
            == [True, True, True, False, False]
    other = root / "other"
    with Repository.open(other) as repo:
        repo.create_game(played_record(cardset, seed=70, moves=8)[0])
    extra: dict[str, bytes] = {}
    with Repository.open(other) as repo:
        repo.create_game(played_record(cardset, seed=71, moves=8)[0])
        extra["foreign_wal"] = (other / WAL).read_bytes()
    live = root / "live"
    shutil.copytree(base, live)
    with Repository.open(live) as repo:
        repo.create_game(played_record(cardset, seed=72, moves=8)[0])
        extra["own_db"] = (live / DB_NAME).read_bytes()
        extra["own_wal"] = (live / WAL).read_bytes()
    return (base / DB_NAME).read_bytes(), extra


def _state(folder: Path) -> dict[str, str]:
    """Every file and link in the folder (SQLite's -shm index left out: a reader may make
    one), with a digest of its bytes or where it points."""
    out = {}
    for p in sorted(folder.rglob("*")):
        key = str(p.relative_to(folder))
        if p.name.endswith("-shm") and not p.is_symlink():
            continue
        if p.is_symlink():
            out[key] = f"-> {Path(p).readlink()}"
        elif p.is_file():
            out[key] = hashlib.sha256(p.read_bytes()).hexdigest()
        else:
            out[key] = "folder"
    return out


def _said(capsys: pytest.CaptureFixture[str], rc: int, context: str) -> str:
    captured = capsys.readouterr()
    err = captured.err
    assert "Traceback" not in err and "Logging error" not in err, (context, err)
    lines = err.splitlines()
    if rc == 0:
        assert lines == [], (context, err)
    else:
        assert len(lines) == 1 and lines[0].startswith("redlight: "), (context, err)
        assert lines[0].endswith("."), (context, err)
    for line in captured.out.splitlines():  # no stored name breaks or reverses a line
        assert "\x00" not in line and "\u202e" not in line and "\r" not in line, (context, line)
        assert not line.startswith("99 "), (context, line)  # the forged row's own line
    return err


@pytest.mark.parametrize("name", sorted(damaged_corpus.KINDS))
def test_a_damaged_folder_gets_a_sentence_and_keeps_its_bytes(tmp_path, material, capsys, name):
    base, extra = material
    folder = tmp_path / "data"
    damaged_corpus.make(folder, name, base, extra)
    before = _state(folder)
    damaged = (folder / DB_NAME).read_bytes() if (folder / DB_NAME).is_file() else None
    for command in COMMANDS:
        rc = run([*command, "--data-dir", str(folder)])
        _said(capsys, rc, f"{name}: {command}")
        assert _state(folder) == before, f"{name}: {command} changed the folder"

    try:  # the app: opens (repairing what it can) or refuses in one sentence
        repo = Repository.open(folder)
    except StoreError as exc:
        assert "\n" not in str(exc) and "Traceback" not in str(exc), (name, str(exc))
        assert _state(folder) == before, f"{name}: a refused start changed the folder"
        return
    try:
        for notice in repo.notices:
            assert "\n" not in notice, (name, notice)
        for call in (repo.list_games, repo.stats, lambda: repo.load_game(1),
                     lambda: repo.export_game(4)):
            try:
                call()
            except StoreError as exc:
                assert "\n" not in str(exc), (name, str(exc))
    finally:
        repo.close()
    if not damaged:
        return  # no file, or an empty one: the app makes its database there
    kept = [p for p in folder.rglob("*") if p.is_file() and not p.is_symlink()
            and p.read_bytes() == damaged]
    if not kept:  # the app wrote to it (a damaged row SQLite cannot see): every row stays
        original = tmp_path / "original.sqlite3"
        original.write_bytes(damaged)
        before_rows, after_rows = _rows(original), _rows(folder / DB_NAME)
        for table, rows in before_rows.items():
            assert rows <= after_rows.get(table, set()), f"{name}: rows of {table} were lost"


def _rows(path: Path) -> dict[str, set[tuple[object, ...]]]:
    import sqlite3
    con = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    con.text_factory = bytes
    try:
        tables = [r[0].decode() for r in con.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table'")]
        return {t: set(con.execute(f'SELECT * FROM "{t}"')) for t in tables}
    finally:
        con.close()


def test_the_corpus_is_wide():
    assert len(damaged_corpus.KINDS) >= 54
