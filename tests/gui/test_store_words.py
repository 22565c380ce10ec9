"""The store's sentences are said in the player's language: a move that could not be saved
for an input/output error, a data folder that cannot be used (they came in English inside a
German or French sentence). Paths and SQLite's own words stay as they came."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from redlight_app.gui import i18n
from redlight_app.gui.store_words import store_text
from redlight_app.store.errors import STORE_REASONS, STORE_WHATS, StoreError
from redlight_app.store.repository import Repository

ROOT = Path(__file__).resolve().parents[2]


def test_every_thing_the_store_does_and_every_reason_has_its_words():
    """What `_read`/`_write` name in store/repository.py is one of STORE_WHATS (a new one
    without a translation fails here); the reasons are the store's own sentences."""
    tree = ast.parse((ROOT / "redlight_app" / "store" / "repository.py").read_text(encoding="utf-8"))
    named = {node.args[0].value for node in ast.walk(tree)
             if isinstance(node, ast.Call) and getattr(node.func, "attr", "") in ("_read", "_write")
             and node.args and isinstance(node.args[0], ast.Constant)}
    assert named and named <= set(STORE_WHATS), named - set(STORE_WHATS)
    assert "the disk is full" in STORE_REASONS and "permission denied" in STORE_REASONS


@pytest.mark.parametrize(("lang", "words"), [
    ("de", "Es war nicht möglich, den Spielzug zu speichern: der Datenträger konnte nicht "
           "gelesen oder beschrieben werden (Ein-/Ausgabefehler) (/data/redlight.sqlite3). "
           "Nichts wurde geändert."),
    ("fr", "Impossible d'enregistrer le coup\u00a0: le disque n'a pas pu être lu ou écrit "
           "(erreur d'entrée/sortie) (/data/redlight.sqlite3). Rien n'a été modifié."),
    ("en", "Could not save the move: the disk could not be read or written (input/output "
           "error) (/data/redlight.sqlite3). Nothing was changed.")])
def test_a_save_that_failed_on_the_disk_is_said_in_the_players_language(qapp, lang, words):
    failure = StoreError.said("write_failed", what="save the move",
                              reason="the disk could not be read or written (input/output error)",
                              path="/data/redlight.sqlite3")
    i18n.install(lang)
    try:
        assert store_text(failure) == words
    finally:
        i18n.install("en")
    assert str(failure) == words if lang == "en" else str(failure) != words  # the log: English


def test_a_data_folder_that_cannot_be_used_is_said_in_german(qapp, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(StoreError) as refused:
        Repository.open(blocker / "data")
    i18n.install("de")
    try:
        said = store_text(refused.value)
    finally:
        i18n.install("en")
    assert said == (f"Der Datenordner {blocker / 'data'} kann nicht verwendet werden: wo ein "
                    "Ordner sein sollte, liegt eine Datei.")


def test_the_save_failure_box_says_the_stores_words_in_german(open_window, qtbot, monkeypatch):
    """End to end: the store refuses a move for a disk error; the box over the table says
    the whole sentence in German, the store's part included."""
    from .driver import Driver, start
    from .test_keyboard_and_names import OPEN
    window = open_window(bot_delay_ms=60_000)
    c = start(window, OPEN, [{"name": "Ann", "kind": "human"},
                             {"name": "Bob", "kind": "bot", "level": "greedy"}])
    repo = window.storage.repo

    def broken(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise StoreError.said("write_failed", what="save the move",
                              reason="the disk could not be read or written (input/output error)",
                              path=str(repo.path))
    monkeypatch.setattr(repo, "append_move", broken)
    window.set_language("de")
    try:
        Driver(qtbot, window).click(Driver(qtbot, window).button("end_turn"))
        box = window.dialogs.save_failure.dialog
        qtbot.waitUntil(lambda: box is not None and box.isVisible(), timeout=3000)
        text = box.text()
        assert "Es war nicht möglich, den Spielzug zu speichern: der Datenträger" in text, text
        assert "Could not" not in text and "input/output" not in text
        box.findChild(type(box.buttons()[0]), "save-continue-unsaved").click()
    finally:
        window.set_language("system")
    assert c is window.controller
