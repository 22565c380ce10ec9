"""The store's sentences are said in the player's language: a move that could not be saved
for an input/output error, a data folder that cannot be used (they came in English inside a
German or French sentence). Paths and SQLite's own words stay as they came."""
from __future__ import annotations

import ast
import string
from pathlib import Path
from types import SimpleNamespace

import pytest

from redlight_app.engine.record import RecordError
from redlight_app.gui import i18n
from redlight_app.gui.store_words import WORDS, store_text
from redlight_app.store.db import open_database_for_reading
from redlight_app.store.errors import (
    LOCK_REASONS,
    STORE_REASONS,
    STORE_SENTENCES,
    STORE_WHATS,
    ReplayError,
    StoreError,
    replay_error,
)
from redlight_app.store.files import InstanceLock, make_private
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


# -- the rarer sentences: the lock file, the saved games file, a saved game that no longer
# replays (store/files.py, db.py, repository.py, errors.py) -----------------------------------
PATH = "/data/redlight.sqlite3"
# every sentence made a template after the first ones, with fields as the store fills them
RARER = {
    "lock_unopened": {"path": "/data/redlight.lock", "reason": "it is a symbolic link; remove it"},
    "lock_unwritten": {"path": "/data/redlight.lock", "reason": "the disk is full"},
    "folder_read_only": {"folder": "/data"},
    "in_use": {"folder": "/data"},
    "in_use_by": {"process": "4242", "folder": "/data"},
    "file_uncreatable": {"path": PATH, "reason": "permission denied"},
    "cannot_read_file": {"path": PATH, "detail": "Stale file handle"},
    "cannot_read_journal": {"path": PATH, "reason": "input/output error"},
    "cannot_open_file": {"path": PATH, "detail": "unable to open database file"},
    "file_locked": {"path": PATH},
    "file_read_only": {"path": PATH},
    "unusable_in_use": {"path": PATH, "detail": "SQLite says: file is not a database"},
    "upgrade_in_use": {"path": PATH},
    "prepare_full": {"path": PATH, "detail": "database or disk is full"},
    "file_unreadable": {"path": PATH, "reason": "it does not exist"},
    "not_read_journal": {"path": PATH, "detail": "its journal redlight.sqlite3-wal is there "
                                                 "without the database"},
    "unusable_start": {"path": PATH, "detail": "it does not start with the SQLite header"},
    "upgrade_start": {"path": PATH},
    "write_busy": {"what": "save the move"},
    "write_full": {"what": "delete the game"},
    "no_cardset": {"cardset": "12"},
    "cardset_invalid": {"cardset": "12", "name": "Noir", "detail": "events: none yet."},
    "rules_refuse": {"game": "7", "detail": "It is not your turn."},
    "no_game": {"game": "7"},
    "out_of_place": {"game": "7", "move": "5", "held": "3", "next": "4"},
    "undo_too_many": {"game": "7", "total": "2", "count": "3"},
    "cut_too_far": {"game": "7", "total": "2", "keep": "4"},
    "move_missing": {"game": "7", "move": "2"},
    "move_unreadable": {"game": "7", "move": "2", "detail": "Expecting value"},
    "options_unreadable": {"game": "7", "detail": "Expecting value"},
    "seed_not_number": {"game": "7"},
    "first_player_not_seat": {"game": "7"},
    "stars_unreadable": {"game": "7", "detail": "line 1 column 2"},
    "stars_not_cards": {"game": "7"},
    "replays_not_at_start": {"game": "7", "names": "Ann, Bob", "detail": "bad deal"},
    "replays_not_at_move": {"game": "7", "names": "Ann, Bob", "move": "1", "total": "4",
                            "detail": "bad move"},
    "replays_not_intact": {"game": "7", "names": "Ann, Bob", "move": "3", "total": "4",
                           "detail": "bad move", "intact": "2"},
}


def _said_in(lang: str, error: BaseException) -> str:
    i18n.install(lang)
    try:
        return store_text(error)
    finally:
        i18n.install("en")


@pytest.mark.parametrize("key", sorted(RARER))
def test_each_rarer_sentence_is_said_in_german_with_its_path_and_details_kept(qapp, key):
    """Said in German, whole: the fields are filled (the closed words translated, paths and
    the system's, SQLite's or the engine's own words as they came); the log keeps English."""
    params = RARER[key]
    error = StoreError.said(key, **params)
    german = _said_in("de", error)
    english = str(error)
    assert german != english and "{" not in german, german
    for value in params.values():
        assert (i18n_value := _said_value("de", value)) in german, (i18n_value, german)
    english_words = [text for text, _, _, _ in string.Formatter().parse(STORE_SENTENCES[key])
                     if len(text.strip()) >= 12]
    assert english_words and not [w for w in english_words if w in german], german
    assert english == STORE_SENTENCES[key].format(**params)


def _said_value(lang: str, value: str) -> str:
    if value not in WORDS:
        return value
    i18n.install(lang)
    try:
        return i18n.engine_text(value)
    finally:
        i18n.install("en")


def test_every_store_sentence_and_word_has_its_translation_in_each_language(qapp):
    """Every template of STORE_SENTENCES, every thing the store does and every reason it
    gives (the lock file's own among them) is translated in German, French and Italian,
    with the same fields."""
    texts = [*STORE_SENTENCES.values(), *STORE_WHATS, *STORE_REASONS]
    assert set(LOCK_REASONS) <= set(STORE_REASONS)
    for lang in ("de", "fr", "it"):
        i18n.install(lang)
        try:
            missing = [t for t in texts if i18n.engine_text(t) == t]
            changed = [t for t in texts if _fields(i18n.engine_text(t)) != _fields(t)]
        finally:
            i18n.install("en")
        assert not missing, (lang, missing)
        assert not changed, (lang, changed)


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_a_lock_file_that_is_a_symbolic_link_is_said_in_german(qapp, tmp_path):
    lock = tmp_path / "redlight.lock"
    lock.symlink_to(tmp_path / "elsewhere")
    with pytest.raises(StoreError) as refused:
        InstanceLock(lock).acquire()
    assert _said_in("de", refused.value) == (
        f"Die Sperrdatei {lock} kann nicht geöffnet werden (sie ist ein symbolischer Link; "
        "entferne ihn), daher können die gespeicherten Partien nicht verwendet werden. Prüfe "
        "den Datenordner, oder starte mit --data-dir, das auf einen anderen Ordner zeigt.")
    assert str(refused.value) == (
        f"The lock file {lock} cannot be opened (it is a symbolic link; remove it), so the "
        "saved games cannot be used. Check the data folder, or start with --data-dir pointing "
        "at another folder.")


def test_a_saved_games_file_that_cannot_be_created_is_said_in_german_and_french(qapp, tmp_path):
    path = tmp_path / "gone" / "redlight.sqlite3"
    with pytest.raises(StoreError) as refused:
        make_private(path)
    assert _said_in("de", refused.value) == (
        f"Die Datei der gespeicherten Partien {path} kann nicht angelegt werden: es existiert "
        "nicht.")
    assert _said_in("fr", refused.value) == (
        f"Le fichier des parties sauvegardées {path} ne peut pas être créé\u00a0: il n'existe "
        "pas.")
    assert str(refused.value) == f"The saved games file {path} cannot be created: it does not exist."


def test_a_saved_games_file_that_is_not_one_is_said_in_german_when_read(qapp, tmp_path):
    """The listing commands' reading (and the read-only browsing): SQLite's header missing."""
    path = tmp_path / "redlight.sqlite3"
    path.write_bytes(b"not a database at all")
    with pytest.raises(StoreError) as refused:
        open_database_for_reading(tmp_path)
    assert _said_in("de", refused.value) == (
        f"Die Datei der gespeicherten Partien {path} ist nicht verwendbar (it does not start "
        "with the SQLite header); starte die App, um sie beiseitezulegen und eine neue zu "
        "beginnen.")


def test_a_saved_game_that_no_longer_replays_is_said_in_german(qapp):
    record = SimpleNamespace(moves=[object()] * 4, names=["Ann", "Bob"])
    error = replay_error(7, record, RecordError("the card is not in hand", 3))  # type: ignore[arg-type]
    assert isinstance(error, ReplayError) and (error.game_id, error.move_number) == (7, 3)
    assert _said_in("de", error) == (
        "Die gespeicherte Partie 7 (Ann, Bob) lässt sich bei Spielzug 3 von 4 nicht mehr "
        "nachspielen: the card is not in hand. Die Regeln oder ihr Kartensatz haben sich seit "
        "dem Speichern vielleicht geändert. Die Spielzüge 1 bis 2 sind intakt: Nimm die "
        "Spielzüge bis dorthin zurück, um weiterzuspielen.")
    assert str(error) == (
        "Saved game 7 (Ann, Bob) no longer replays at move 3 of 4: the card is not in hand. "
        "The rules or its card set may have changed since it was saved. Moves 1 to 2 are "
        "intact: undo back to there to play on.")


def test_a_vanished_game_opened_for_replay_is_said_in_german(open_window, qtbot):
    """End to end: Look back at a game opens one that is not there; the box says so in
    German (the store's own sentence, through store_text)."""
    from PySide6.QtWidgets import QMessageBox

    from redlight_app.gui.replay.hook import open_replay
    window = open_window()
    window.set_language("de")
    try:
        assert open_replay(window, 999) is None
        assert window.statusBar().currentMessage() == "Es gibt keine gespeicherte Partie 999."
    finally:
        for box in window.findChildren(QMessageBox, "message"):
            box.close()
        window.set_language("system")


# The store's modules whose errors a screen never shows: a game file is imported by the CLI
# alone (gamefile.py, commands.py).
CLI_ONLY = {"gamefile.py", "commands.py"}
# errors the GUI says in its own words, not the store's (gui/storage.py `_not_opened`,
# `_unreadable`)
OWN_WORDS = {"NewerDatabaseError"}


def test_no_store_error_the_gui_can_show_is_built_from_an_f_string():
    """Every StoreError of the store's modules is made from a template (`said`, `of`), so a
    screen can say it in the player's language: none is built from an f-string or from
    strings joined in code."""
    from redlight_app.store import errors
    built = []
    for path in sorted((ROOT / "redlight_app" / "store").glob("*.py")):
        if path.name in CLI_ONLY:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", "")
            kind = getattr(errors, name, None)
            if not (isinstance(kind, type) and issubclass(kind, errors.StoreError)) \
                    or name in OWN_WORDS:
                continue
            if any(isinstance(arg, (ast.JoinedStr, ast.BinOp)) for arg in node.args):
                built.append(f"{path.name}:{node.lineno} {name}")
    assert not built, built
