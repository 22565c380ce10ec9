"""Starting, resuming, closing and ending games from the main window (dialogs and the
short messages and questions they lead to)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from .i18n import tr
from .plain_text import plain_message

if TYPE_CHECKING:
    from .open_dialogs import OpenDialogs


def settle_after_setup() -> None:
    """Once the table has shown the game set up (the event loop's next turn), what it
    started with leaves the garbage collector's sight (see memory_settle)."""
    from PySide6.QtCore import QTimer

    from .memory_settle import settle
    QTimer.singleShot(0, settle)


class GameLifecycle:
    """Mixed into MainWindow: new game, table game, resume, delete, close, agree to end."""

    dialogs: OpenDialogs

    def new_game_dialog(self) -> None:
        if self.covered() and self.cover_kind == "age":
            return
        self.when_ready(self._open_new_game_dialog)

    def new_table_game_dialog(self) -> None:
        """[table mode hook] The New table game dialog (gui/table_mode)."""
        if self.covered() and self.cover_kind == "age":
            return
        from .table_mode.hook import open_new_table_game
        open_new_table_game(self)

    def open_cardsets(self) -> None:
        """The card set editor, a window of its own (gui/editor)."""
        from .editor.hook import open_cardset_editor
        open_cardset_editor(self)

    def _open_new_game_dialog(self) -> None:
        from .dialogs.new_game import NewGameDialog
        assert self.storage is not None
        cardsets = [(c.id, c.name) for c in self.storage.repo.list_cardsets()]
        defaults = self._new_game_defaults()
        defaults["player_name"] = str(self.settings.value("player_name", "") or "")
        if defaults.get("cardset_id") is None:
            defaults["cardset_id"] = self.storage.demo_cardset_id
        dialog = NewGameDialog(cardsets, defaults, self)
        dialog.accepted.connect(lambda: self.start_game(dialog.spec()))
        self.dialogs.new_game.open(dialog)

    def _new_game_defaults(self) -> dict[str, Any]:
        import json
        raw = self.settings.value("new_game", "")
        try:
            return dict(json.loads(raw)) if raw else {}
        except (TypeError, ValueError):
            return {}

    def start_game(self, spec: dict[str, Any]) -> bool:
        """Start a game from the dialog's spec; False (with a message) if it cannot start."""
        import json

        from ..engine.setup import SetupError
        from ..engine.state import Options
        from ..store.errors import StoreError
        self.ensure_game_ui()
        assert self.storage is not None and self.controller is not None
        saved = {k: spec.get(k) for k in ("seats", "cardset_id", "always_ask_reactions", "turn_limit")}
        self.settings.setValue("new_game", json.dumps(saved))
        seats = spec.get("seats") or []
        if seats and seats[0].get("kind") == "human" and seats[0].get("name"):
            self.settings.setValue("player_name", seats[0]["name"])  # asked once, remembered
        cardset_id = spec.get("cardset_id") or self.storage.demo_cardset_id
        try:
            cardset = self.storage.repo.load_cardset(cardset_id)
            options = Options(always_ask_reactions=bool(spec.get("always_ask_reactions")),
                              turn_limit=spec.get("turn_limit"))
            self.viewer = None
            self.controller.new_game(cardset, spec["seats"], spec.get("seed"), options,
                                     spec.get("first_player"), cardset_id)
        except (SetupError, StoreError, ValueError, LookupError) as exc:  # a full disk too
            self._tell(tr("The game cannot start"), str(exc))
            return False
        self.table.offer_legend(self.settings)  # once: what the circles and slots mean
        settle_after_setup()
        return True

    def _tell(self, title: str, text: str) -> None:
        """A message that does not block (a modal loop would stall tests and the smoke run)."""
        from PySide6.QtWidgets import QMessageBox
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        plain_message(box).setObjectName("message")
        box.finished.connect(box.deleteLater)  # no reference kept: several may be open
        self.statusBar().showMessage(text, 10000)
        box.open()

    def _ask(self, title: str, text: str, on_yes: Callable[[], Any],
             on_no: Callable[[], Any] | None = None) -> None:
        from PySide6.QtWidgets import QMessageBox
        box = QMessageBox(QMessageBox.Icon.Question, title, text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        plain_message(box).setObjectName("question")
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.buttonClicked.connect(lambda b: on_yes() if box.standardButton(b) ==
                                  QMessageBox.StandardButton.Yes else
                                  on_no() if on_no is not None else None)
        self.dialogs.question.open(box)

    def resume_game(self, game_id: int) -> None:
        self.ensure_game_ui()  # the start page lists games before the store has opened
        assert self.controller is not None
        try:
            self.viewer = None
            self.controller.load_game(game_id)
        except Exception as exc:  # a log that no longer replays, a vanished game: say so
            self._tell(tr("The game cannot be resumed"), str(exc))
            return
        settle_after_setup()

    def delete_game(self, game_id: int) -> None:
        assert self.storage is not None
        def delete() -> None:
            self.storage.repo.delete_game(game_id)
            self.refresh_start()
        self._ask(tr("Delete game"), tr("Delete this saved game for good?"), delete)

    def close_game(self) -> None:
        if self.controller is not None and self.controller.state is not None:
            self.controller.close_game()

    def go_start(self) -> None:
        self.close_game()
        self.stack.setCurrentWidget(self.start)

    def agree_end(self) -> None:
        c = self.controller
        if c is None or c.state is None or c.over:
            return
        self._ask(tr("End by agreement"),
                  tr("Do all players agree to end the game now, with no winner?"), c.agree_end)
