"""The GUI's door to the store, opened off the GUI thread: SQLAlchemy is slow to import
(and a first start runs the migrations), so the window is painted and stays live while
the database opens (see `open_in_background`).

If the database cannot be opened the app still plays, on a throwaway database in a temporary
folder (the same repository), and says so. When it cannot be opened because it may not be
written (a read-only data folder or file: a backup mounted read-only, a locked-down disk),
its games are also opened read-only (`Repository.open_for_reading`: nothing written, never
checkpointed) to be listed, replayed and counted, but not continued.
"""
from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from ..resources import demo_cardset_path
from ..store.errors import (
    DatabaseInUseError,
    DatabaseReadOnlyError,
    DataFolderReadOnlyError,
    NewerDatabaseError,
    StoreError,
)
from .i18n import tr
from .store_words import store_text

if TYPE_CHECKING:
    from ..store.repository import Repository


def read_only_reason() -> str:
    """Why a saved game cannot be changed or continued when they may only be read."""
    return tr("The saved games cannot be written here, so they can only be viewed.")


class Storage:
    """Holds the repository; `open()` imports the store and opens the database."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = Path(data_dir)
        self._repo: Any = None
        self._lock = threading.Lock()  # one opening at a time: the thread's or a caller's
        self.warning: str | None = None
        self.demo_cardset_id: int | None = None
        self._temporary = False  # the saved games could not be opened: a throwaway database
        self._reader: Any = None  # the saved games opened read-only (they may not be written)

    @property
    def is_open(self) -> bool:
        return self._repo is not None

    @property
    def repo(self) -> Any:
        if self._repo is None:
            self.open()
        return self._repo

    def open(self) -> None:
        with self._lock:
            if self._repo is None:
                self._open()

    def _open(self) -> None:
        # The store (SQLAlchemy, its migrations: store/repository.py 299 ms to import, measured
        # 2026-12-06) and the engine's card reader load here, on the opening thread, never
        # before the window is usable: READY budget (<= 1.6x a bare window), FIGURES.md
        from ..engine.cards import load_cardset_text
        from ..store.repository import Repository
        try:
            self._repo = Repository.open(self.data_dir)
        except Exception as exc:  # another copy running, a broken disk: still play
            # The same store on a database in a temporary folder, removed when the app
            # closes: the game plays (and undoes, and lists) as any other, unsaved. Saved
            # games that may only be read lend it their card sets, under their numbers.
            self._temporary = True
            self.warning = self._not_opened(exc) + " " + tr("Games played now are not saved.")
            if isinstance(exc, (DataFolderReadOnlyError, DatabaseReadOnlyError)):
                self._open_for_reading(Repository, folder=isinstance(exc, DataFolderReadOnlyError))
            self._repo = Repository.open_temporary(cardsets_of=self._reader)
        else:
            moved = self._repo.moved_aside
            if moved and self._repo.kept_games:
                self.warning = tr("A journal file beside the saved games was not their "
                                  "own; both were moved to {path} (nothing was deleted) "
                                  "and the saved games go on as they were before it."
                                  ).format(path=moved.parent)
            elif moved:
                self.warning = tr("The saved-games file could not be read and was moved "
                                  "aside to {path}; a new one was started.").format(path=moved)
        self.demo_cardset_id = self._repo.demo_cardset_id
        if self.demo_cardset_id is None:  # the demo card set, registered at the first start
            try:
                cardset = load_cardset_text(demo_cardset_path().read_bytes())
            except OSError:
                return
            self.demo_cardset_id = self._repo.register_cardset(cardset)

    def _not_opened(self, exc: Exception) -> str:
        """Why the saved games could not be opened: in the chosen language for another copy
        of the app holding them (what a second start meets) and for a file from a newer
        version (what going back to an older version meets); the store's own sentence, said
        in the chosen language too (store_words.py), for the rarer faults."""
        if isinstance(exc, DatabaseInUseError):
            return tr("Another copy of Red Light Companion is using the saved games in "
                      "{folder}. Close it first, or start this one with --data-dir pointing "
                      "at another folder.").format(folder=self.data_dir)
        if isinstance(exc, NewerDatabaseError):
            return tr("The saved games in {folder} were written by a newer version of Red "
                      "Light Companion and were left untouched. Update the app, or start it "
                      "with --data-dir pointing at another folder.").format(folder=self.data_dir)
        return store_text(exc)

    def _open_for_reading(self, repository: type[Repository], folder: bool) -> None:
        """The saved games that may not be written, opened to be read; the warning says so,
        and says why when they cannot be read either."""
        try:
            self._reader = repository.open_for_reading(self.data_dir)
        except StoreError as exc:
            self.warning = self._unreadable(exc, folder) + " " + tr("Games played now are not saved.")
            return
        if self._reader is None:  # no saved-games file in the folder
            return
        if folder:
            said = tr("The data folder {folder} is read-only, so nothing will be saved there: "
                      "its saved games can be viewed (replayed) but not continued.")
        else:
            said = tr("The saved games file {folder} is read-only, so nothing will be saved "
                      "to it: its saved games can be viewed (replayed) but not continued.")
        where = self.data_dir if folder else self._reader.path
        self.warning = said.format(folder=where) + " " + tr("Games played now are not saved.")

    def _unreadable(self, exc: StoreError, folder: bool) -> str:
        """Why the saved games in a folder or file that may not be written cannot be shown
        either: the store's own sentences advise starting the app, which is no help here."""
        if folder:
            said = tr("The data folder {folder} is read-only, so nothing will be saved there, "
                      "and its saved games cannot be shown:").format(folder=self.data_dir)
        else:
            said = tr("The saved games file in {folder} is read-only, so nothing will be saved "
                      "to it, and its saved games cannot be shown:").format(folder=self.data_dir)
        if isinstance(exc, NewerDatabaseError):
            why = tr("they were written by a newer version of Red Light Companion; open them "
                     "with that version.")
        else:
            why = tr("the file cannot be read as it is (it is damaged, from an older version, "
                     "or has another file's journal beside it), and setting it right would "
                     "write to it. Copy the folder to one you may write to, and start with "
                     "--data-dir pointing at the copy.")
        return f"{said} {why}"

    @property
    def read_only(self) -> bool:
        """Whether the saved games can only be read (listed, replayed, counted) here."""
        return self._reader is not None

    @property
    def saved_games(self) -> Any:
        """The repository games are listed and read from: the read-only one when the saved
        games may not be written, the store's own otherwise (opened if need be)."""
        repo = self.repo  # opens the store first: that is when a read-only one is opened
        return self._reader if self._reader is not None else repo

    @property
    def saving(self) -> bool:
        """Whether moves reach the saved games (False when playing on in a temporary
        database, the saved games being out of reach)."""
        return self._repo is not None and not self._temporary

    def close(self) -> None:
        if self._repo is not None:
            self._repo.close()
        if self._reader is not None:
            self._reader.close()


def open_in_background(storage: Storage, done: Callable[[], None],
                       then: Callable[[], None] | None = None) -> threading.Thread:
    """Open the store on a background thread (SQLite is opened without thread affinity),
    run `then` there (say, importing what the GUI thread will need next), then call `done`
    there; the caller hops back to the GUI thread with a signal."""
    def work() -> None:
        try:
            storage.open()
        except Exception:  # the GUI thread's own open() will report it
            pass
        if then is not None:
            try:
                then()
            except Exception:  # the GUI thread meets the same failure itself
                pass
        done()
    thread = threading.Thread(target=work, name="store-open", daemon=True)
    thread.start()
    return thread
