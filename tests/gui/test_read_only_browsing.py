"""Issue 30: saved games the app may not write (a data folder or a saved-games file that is
read-only: a backup mounted read-only, a locked-down disk) are listed on the start page with
one sentence saying so, opened in the replay and counted by the statistics, without a byte
of the folder changing, and without a traceback.

Read-only as a user meets it: chmod 0500 (the folder) or 0400 (the file) for a normal user;
root ignores modes, so there the test runs again in a child (pytest, the same test) whose
view of the folder or file is a read-only bind mount (util-linux's unshare, as
tests/store/disk_faults.py does for the command line)."""
from __future__ import annotations

import hashlib
import os
import random
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from store.support import make_cardset, played_record

from redlight_app.config import config_dir, data_dir, log_dir, set_data_dir_override
from redlight_app.engine.cards import load_cardset_text
from redlight_app.resources import demo_cardset_path
from redlight_app.store.files import DB_NAME
from redlight_app.store.repository import Repository
from redlight_app.store.revisions import known_revisions

from .driver import Driver

OWN_SET = "Our own box"  # a card set of the owner's, stored with the saved games
CHILD = "REDLIGHT_TEST_READ_ONLY_DATA"  # set in the child: the folder, read-only already
ROOT = Path(__file__).resolve().parents[2]


KINDS = {  # what is read-only, and what the folder holds
    "folder": "the folder, as the app leaves it: the database, config/ and logs/",
    "file": "the database file alone, in a folder the app may write",
    "bare folder": "the folder, holding the database alone (no settings folder to read)",
    "folder with journal": "the folder, the database with its -wal (the app was killed)",
}


def saved_games(folder: Path, kind: str) -> None:
    """Three saved games in `folder` (two still on, one over, saved last), as `kind` says."""
    if kind in ("folder", "file"):
        set_data_dir_override(folder)
        try:
            data_dir(), config_dir(), log_dir()
        finally:
            set_data_dir_override(None)
    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    records = [played_record(cardset, seed, moves)[0]
               for seed, moves in ((3, 8), (4, 12), (5, 100_000))]
    live = folder.parent / "live" if kind == "folder with journal" else folder
    with Repository.open(live) as repo:
        for record in records:
            repo.create_game(record)
        repo.register_cardset(make_cardset(name=OWN_SET), OWN_SET)  # the owner's own box
        assert sorted(g.status for g in repo.list_games()) == ["over", "playing", "playing"]
        if kind == "folder with journal":  # copied while open: the database and its -wal
            folder.mkdir(mode=0o700)
            for name in (DB_NAME, f"{DB_NAME}-wal"):
                shutil.copyfile(live / name, folder / name)
            assert (folder / f"{DB_NAME}-wal").stat().st_size > 0


def files_in(folder: Path) -> dict[str, str | None]:
    """What the folder holds: each name, with its file's SHA-256 (None for a folder)."""
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() if p.is_file() else None
            for p in folder.iterdir()}


@contextmanager
def chmod_read_only(target: Path) -> Iterator[None]:
    """`target` (a folder: 0500, and its folders too; a file: 0400) for a normal user."""
    parts = [target] + ([p for p in target.iterdir() if p.is_dir()] if target.is_dir() else [])
    modes = {p: p.stat().st_mode & 0o777 for p in parts}
    for p in parts:
        p.chmod(0o500 if p.is_dir() else 0o400)
    try:
        yield
    finally:
        for p, mode in modes.items():
            p.chmod(mode)


def in_a_read_only_child(target: Path, data: Path, test_id: str) -> subprocess.CompletedProcess[str]:
    """Run test `test_id` in a child pytest whose view of `target` is read-only (as root)."""
    unshare = shutil.which("unshare")
    assert unshare, "a read-only folder as root needs util-linux's unshare"
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    env[CHILD] = str(data)
    script = 'mount --bind "$0" "$0" && mount -o remount,bind,ro "$0" "$0" && exec "$@"'
    done = subprocess.run([unshare, "-m", "sh", "-c", script, str(target), sys.executable,
                           "-m", "pytest", "-x", "-p", "no:cacheprovider", test_id],
                          capture_output=True, text=True, env=env, timeout=300, cwd=ROOT)
    assert "mount:" not in done.stderr and "unshare:" not in done.stderr, done.stderr
    return done


def browse(qtbot, data: Path, what: str, shots: Path) -> None:  # type: ignore[no-untyped-def]
    """Open the app on `data` (read-only), as a user would: read the start page, open a
    saved game from it, look at the statistics, close the app."""
    from redlight_app.gui.desktop import make_window
    from redlight_app.gui.run_folders import folders
    folder, config = folders(str(data))
    window = make_window(folder, config, bot_delay_ms=5, age_gate=False)
    qtbot.addWidget(window)
    usable_when: list[bool] = []  # whether the store was open when the games were listed
    window.usable.connect(lambda: usable_when.append(window.store_ready))
    window.resize(1366, 768)
    window.show()
    window.activateWindow()
    try:
        qtbot.waitUntil(lambda: window.store_ready, timeout=15000)
        start = window.start
        # listed once, by the store, as games to view (not first as unfinished ones to resume)
        assert usable_when == [True]
        qtbot.waitUntil(lambda: start.games.count() == 3)  # finished games too, to be viewed
        said = start.status.text()
        where = data / DB_NAME if what == "file" else data
        assert f"{where} is read-only" in said, said
        assert "nothing will be saved" in said and "viewed (replayed) but not continued" in said
        assert said.endswith("Games played now are not saved."), said
        assert start.head.text() == "Saved games (view only)"
        assert start.games.accessibleDescription() == said  # heard on reaching the list
        assert start.resume_button.text().startswith("View") and start.resume_button.isEnabled()
        assert not start.delete_button.isEnabled()
        assert start.status.isVisible() and start.status.width() > 0
        window.grab().save(str(shots / f"read-only-{what.replace(' ', '-')}-start.png"))

        start.games.setCurrentRow(0)  # the game played to its end, saved last
        game_id = int(start.games.currentItem().data(Qt.ItemDataRole.UserRole))
        qtbot.mouseClick(start.resume_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.windows.replay is not None
                        and window.windows.replay.isVisible())
        replay = window.windows.replay
        assert replay.game_id == game_id and replay.timeline.finished
        assert replay.step == replay.timeline.last > 0  # a finished game opens at its end
        assert not replay.continue_button.isEnabled() and not replay.again_button.isEnabled()
        assert "only be viewed" in replay.continue_button.toolTip()
        assert window.controller.state is None, "nothing was resumed"
        qtbot.mouseClick(replay.buttons["first"], Qt.MouseButton.LeftButton)  # from the deal
        qtbot.waitUntil(lambda: replay.step == 0)
        assert not replay.continue_button.isEnabled()  # not at a move before the end either
        replay.grab().save(str(shots / f"read-only-{what.replace(' ', '-')}-replay.png"))
        replay.close()

        start.games.setCurrentRow(2)  # the oldest, still on: viewed, not continued
        window.activateWindow()
        start.games.setFocus()
        qtbot.keyClick(start.games, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: window.windows.replay is not None
                        and window.windows.replay is not replay
                        and window.windows.replay.isVisible())
        assert not window.windows.replay.timeline.finished
        assert window.controller.state is None
        window.windows.replay.close()

        window.menus.actions["look-back"].trigger()  # Game → Look back at a game…
        qtbot.waitUntil(lambda: window.dialogs.saved_games.dialog is not None
                        and window.dialogs.saved_games.dialog.isVisible())
        look_back = window.dialogs.saved_games.dialog
        assert look_back.list.rowCount() == 3
        assert not look_back.buttons["again"].isEnabled()
        assert look_back.buttons["replay"].isEnabled() and look_back.buttons["export"].isEnabled()
        look_back.list.selectRow(1)
        qtbot.mouseClick(look_back.buttons["replay"], Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.windows.replay is not None
                        and window.windows.replay.game_id == look_back.games[1].id
                        and window.windows.replay.isVisible())
        window.windows.replay.close()
        look_back.close()

        window.menus.actions["statistics"].trigger()
        qtbot.waitUntil(lambda: window.windows.statistics is not None
                        and window.windows.statistics.isVisible())
        assert window.windows.statistics.current().games == 1  # the one finished game
        window.windows.statistics.close()

        # a new game still plays, unsaved (a throwaway database elsewhere), as the page said,
        # with the owner's own card set if they choose it
        window.menus.actions["new"].trigger()  # Game → New game…
        qtbot.waitUntil(lambda: window.dialogs.new_game.dialog is not None
                        and window.dialogs.new_game.dialog.isVisible())
        dialog = window.dialogs.new_game.dialog
        offered = [dialog.cardset.itemText(i) for i in range(dialog.cardset.count())]
        assert OWN_SET in offered and len(offered) == 2, offered
        own = next(c.id for c in window.storage.saved_games.list_cardsets() if c.name == OWN_SET)
        assert dialog.cardset.itemData(offered.index(OWN_SET)) == own  # the same number
        dialog.reject()
        seats = [{"name": "Ann", "kind": "human"}, {"name": "Robo", "kind": "bot", "level": "easy"}]
        assert window.games.start_game({"seats": seats, "seed": 8, "first_player": 0,
                                        "cardset_id": own})
        assert window.controller.record.cardset.name == OWN_SET
        d = Driver(qtbot, window)
        d.perform(d.choose(0, random.Random(1)))  # Ann's first move, by clicks
        d.wait_computer()
        assert len(window.controller.record.moves) >= 1 and window.controller.failure is None
        assert not window.storage.saving and window.storage.repo.path.parent != data
    finally:
        window.close()
        set_data_dir_override(None)


@pytest.mark.parametrize("what", list(KINDS))
def test_saved_games_that_may_not_be_written_are_listed_replayed_and_left_as_they_are(
        what, qtbot, tmp_path, capfd, shots):
    given = os.environ.get(CHILD)
    if given:  # the child (as root): its view of the folder or file is read-only already
        browse(qtbot, Path(given), what, shots)
        assert "Traceback" not in capfd.readouterr().err
        return
    data = tmp_path / "data"
    saved_games(data, what)
    before = files_in(data)
    target = data / DB_NAME if what == "file" else data
    if os.geteuid() != 0:
        with chmod_read_only(target):
            browse(qtbot, data, what, shots)
        err = capfd.readouterr().err
    else:
        test_id = f"tests/gui/test_read_only_browsing.py::{sys._getframe().f_code.co_name}[{what}]"
        done = in_a_read_only_child(target, data, test_id)
        assert done.returncode == 0 and "1 passed" in done.stdout, done.stdout + done.stderr
        err = done.stderr
    assert "Traceback" not in err and "Logging error" not in err, err
    assert files_in(data) == before  # the database's bytes, and not one file more


UNREADABLE = {  # a saved-games file that may not be written and cannot be read as it is
    "damaged": "not an SQLite file at all (a copy cut short, a disk fault)",
    "older": "written by an older version: reading it needs an upgrade, which writes",
    "newer": "written by a newer version of the app",
}


def unreadable_games(folder: Path, kind: str) -> None:
    """A read-only-to-be folder holding saved games this app cannot read as they are."""
    saved_games(folder, "bare folder")
    path = folder / DB_NAME
    if kind == "damaged":
        path.write_bytes(b"Red Light saved games, cut short by a disk fault\n" * 200)
        return
    con = sqlite3.connect(path)
    with con:
        con.execute("UPDATE alembic_version SET version_num = ?",
                    (known_revisions()[0] if kind == "older" else "9999",))
    con.close()


def open_on_unreadable(qtbot, data: Path, kind: str, shots: Path) -> None:  # type: ignore[no-untyped-def]
    """The app on `data` (read-only, its saved games unreadable): the start page says why in
    one sentence, with advice that can be followed here, and a new game still plays."""
    from redlight_app.gui.desktop import make_window
    from redlight_app.gui.run_folders import folders
    folder, config = folders(str(data))
    window = make_window(folder, config, bot_delay_ms=5, age_gate=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    try:
        qtbot.waitUntil(lambda: window.store_ready, timeout=15000)
        start = window.start
        said = start.status.text()
        assert f"The data folder {data} is read-only" in said, said
        assert "its saved games cannot be shown:" in said, said
        # not the store's advice for the command line or a writable folder
        assert "can still be read" not in said and "start the app" not in said.lower(), said
        if kind == "newer":
            assert "newer version" in said, said
        else:
            assert "--data-dir pointing at the copy" in said, said
        assert said.endswith("Games played now are not saved."), said
        assert start.games.count() == 0 and not start.read_only
        assert start.status.isVisible()
        window.grab().save(str(shots / f"read-only-unreadable-{kind}-start.png"))
        seats = [{"name": "Ann", "kind": "human"}, {"name": "Robo", "kind": "bot", "level": "easy"}]
        assert window.games.start_game({"seats": seats, "seed": 8, "first_player": 0})
        d = Driver(qtbot, window)
        d.perform(d.choose(0, random.Random(1)))
        d.wait_computer()
        assert len(window.controller.record.moves) >= 1 and window.controller.failure is None
        assert not window.storage.saving
    finally:
        window.close()
        set_data_dir_override(None)


@pytest.mark.parametrize("kind", list(UNREADABLE))
def test_saved_games_that_may_not_be_written_nor_read_get_a_sentence_that_can_be_followed(
        kind, qtbot, tmp_path, capfd, shots):
    given = os.environ.get(CHILD)
    if given:
        open_on_unreadable(qtbot, Path(given), kind, shots)
        assert "Traceback" not in capfd.readouterr().err
        return
    data = tmp_path / "data"
    unreadable_games(data, kind)
    before = files_in(data)
    if os.geteuid() != 0:
        with chmod_read_only(data):
            open_on_unreadable(qtbot, data, kind, shots)
        err = capfd.readouterr().err
    else:
        test_id = f"tests/gui/test_read_only_browsing.py::{sys._getframe().f_code.co_name}[{kind}]"
        done = in_a_read_only_child(data, data, test_id)
        assert done.returncode == 0 and "1 passed" in done.stdout, done.stdout + done.stderr
        err = done.stderr
    assert "Traceback" not in err and "Logging error" not in err, err
    assert files_in(data) == before
