"""Issue 14: store errors in the app are messages that say what happened, never the crash
dialog: a locked database on New game and New table game, a full one when the editor
saves a card set, a read-only one at start-up and when a game is deleted (an error no
screen expected: the crash handler shows it as a message), --data-dir being a file."""
from __future__ import annotations

import argparse
import json
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from sqlalchemy import event
from store.disk_faults import read_only_database, short_busy_timeout

from redlight_app.engine.cards import load_cardset
from redlight_app.gui.crash import CrashHandler
from redlight_app.gui.editor.window import CardSetEditor
from redlight_app.resources import demo_cardset_path


def message_box(name: str) -> QMessageBox:
    boxes = [w for w in QApplication.topLevelWidgets()
             if isinstance(w, QMessageBox) and w.objectName() == name and w.isVisible()]
    assert boxes, f"no {name} message is shown"
    return boxes[-1]


def no_crash_dialog() -> bool:
    return not any(w.objectName() == "crashDialog" and w.isVisible()
                   for w in QApplication.topLevelWidgets())


@contextmanager
def locked(path: Path) -> Iterator[None]:
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        yield
    finally:
        other.execute("ROLLBACK")
        other.close()


def fill_the_disk(repo) -> None:  # type: ignore[no-untyped-def]
    """The open database may not grow by a page any more (SQLITE_FULL, as on a full disk)."""
    repo._engine.dispose()  # pooled connections reopen with the limit
    event.listen(repo._engine, "connect",
                 lambda con, _record: con.execute("PRAGMA max_page_count = 1"))


def a_cardset(name: str):  # type: ignore[no-untyped-def]
    doc = json.loads(demo_cardset_path().read_text(encoding="utf-8"))
    doc["name"] = name
    return load_cardset(doc)


def test_new_game_and_new_table_game_on_a_locked_database_say_so(open_window, qtbot,
                                                                 monkeypatch, shots):
    short_busy_timeout(monkeypatch)
    window = open_window()
    cardset = a_cardset("Locked out")
    cid = window.storage.repo.register_cardset(cardset)
    with locked(window.storage.repo.path):
        seats = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]
        assert not window.games.start_game({"seats": seats, "cardset_id": cid, "seed": 1})
        box = message_box("message")
        assert "locked by another program" in box.text() and box.text().endswith(".")
        qtbot.wait(50)
        window.grab().save(str(shots / "store-error-new-game.png"))
        box.close()
        from redlight_app.engine.state import Options
        from redlight_app.gui.table_mode.hook import start_table_game
        spec = {"cardset_id": cid, "names": ["Mia", "Leo"], "first_player": 0,
                "dealt_stars": [cardset.instances["star"][0], cardset.instances["star"][1]],
                "options": Options()}
        assert start_table_game(window, spec) is None
        assert "locked by another program" in message_box("message").text()
    assert no_crash_dialog()
    assert window.controller.state is None or window.controller.game_id is None


def test_saving_a_card_set_on_a_full_disk_says_so(open_window, qtbot, shots):
    window = open_window()
    editor = CardSetEditor(window.storage.repo)
    qtbot.addWidget(editor)
    editor.show()
    editor.copy_demo()
    fill_the_disk(window.storage.repo)
    assert editor.save() is None
    box = editor.message.dialog
    assert box is not None and box.isVisible()
    assert "the disk is full" in box.text(), box.text()
    qtbot.wait(50)
    editor.grab().save(str(shots / "store-error-editor-save.png"))
    assert no_crash_dialog()
    editor.close_without_asking()


def test_a_read_only_database_at_start_up_and_an_unexpected_store_error_are_messages(
        open_window, qtbot, monkeypatch, shots, tmp_path):
    read_only_database(monkeypatch, tmp_path / "data")
    window = open_window()
    # start-up: the database cannot be set up: the app plays on a throwaway database (in a
    # temporary folder, through the same store) and says why
    warning = window.storage.warning or ""
    assert "the saved games file is read-only" in warning and "not saved" in warning, warning
    assert warning in window.start.status.text()
    assert not window.storage.saving and window.storage.repo.list_games() == []
    throwaway = window.storage.repo.path.parent
    assert throwaway != tmp_path / "data" and throwaway.is_dir()
    qtbot.wait(50)
    window.grab().save(str(shots / "store-error-read-only-start.png"))
    # a store error that no screen caught reaches the crash handler: shown as a message
    handler = CrashHandler(lambda: window).install()
    try:
        handler.excepthook(*_raised_store_error())
        qtbot.waitUntil(lambda: handler.store_messages != [])
        assert "read-only" in message_box("message").text()
        assert handler.reports == [] and no_crash_dialog()
    finally:
        handler.uninstall()


def _raised_store_error():  # type: ignore[no-untyped-def]
    from redlight_app.store.errors import StoreError
    try:
        raise StoreError("Could not delete the game: the saved games file is read-only.")
    except StoreError as exc:
        return type(exc), exc, exc.__traceback__


def test_data_dir_that_is_a_file_stops_the_app_with_a_message(qtbot, tmp_path, capsys):
    from redlight_app.gui.app import run_gui
    blocker = tmp_path / "file"
    blocker.write_text("x")
    seen: list[str] = []

    def close_box() -> None:
        box = message_box("cannot-start")
        seen.append(box.text())
        box.close()

    QTimer.singleShot(200, close_box)
    args = argparse.Namespace(smoke=False, data_dir=str(blocker), bot_delay=None,
                              screenshot=None, smoke_seed=None)
    assert run_gui(args) == 1
    assert seen and "a file stands where a folder should be" in seen[0]
    assert "a file stands where a folder should be" in capsys.readouterr().err


def test_another_copy_holding_the_saved_games_is_said_in_the_chosen_language(
        open_window, qtbot, monkeypatch, shots, tmp_path):
    """A second start while the first copy runs: the start page and the status bar say so
    in German for a German player (the store's English sentence came through before, half
    English, half German), naming the folder; a new game still plays, unsaved."""
    from redlight_app.store.repository import Repository
    monkeypatch.setenv("REDLIGHT_LANG", "de")
    data = tmp_path / "data"
    with Repository.open(data, register_demo=False):  # the first copy of the app
        window = open_window(size=(1366, 768))
        said = window.start.status.text()
        window.grab().save(str(shots / "store-in-use-de-start.png"))
        assert said.startswith("Eine andere Kopie von Red Light Companion verwendet die "
                               f"gespeicherten Spiele in {data}."), said
        assert said.endswith("Jetzt gespielte Spiele werden nicht gespeichert."), said
        assert "Another copy" not in said and "Close it first" not in said
        assert window.statusBar().currentMessage() == said
        assert window.statusBar().toolTip() == said  # cut at a narrow window's edge: whole here
        assert not window.storage.saving


def test_saved_games_from_a_newer_version_are_said_in_the_chosen_language(
        open_window, qtbot, monkeypatch, tmp_path, shots):
    """Going back to an older version: the start page says, in German, that the saved games
    were written by a newer one and left untouched; they are, and a new game still plays."""
    from redlight_app.store.repository import Repository
    monkeypatch.setenv("REDLIGHT_LANG", "de")
    data = tmp_path / "data"
    with Repository.open(data, register_demo=False) as repo:
        path = repo.path
    con = sqlite3.connect(path)
    with con:
        con.execute("UPDATE alembic_version SET version_num = '9999'")
    con.close()
    before = path.read_bytes()
    window = open_window(size=(1366, 768))
    said = window.start.status.text()
    window.grab().save(str(shots / "store-newer-de-start.png"))
    assert said.startswith(f"Die gespeicherten Spiele in {data} wurden von einer neueren "
                           "Version von Red Light Companion geschrieben und blieben unberührt."), said
    assert "newer version" not in said
    assert window.statusBar().currentMessage() == said
    assert not window.storage.saving
    assert path.read_bytes() == before
