"""How the main window opens the card set editor ("Card sets…"), and how the editor's
"Use for new games" reaches the New game dialogs.

The main window needs one menu action that calls `open_cardset_editor(self)`; everything
else lives here, so the main window's file stays the GUI team's.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject

from ..i18n import tr
from ..new_game_choices import chosen_cardset, use_for_new_games
from .window import CardSetEditor

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ..window_host import WindowHost


def open_cardset_editor(main: WindowHost) -> None:
    """Open (or bring forward) the editor on the app's store, once the store is open."""
    if main.curtain.asking_age():
        return  # the age question comes first

    def show() -> None:
        editor = main.windows.cardset_editor
        if editor is None:
            assert main.storage is not None
            window = main.stack.window()
            chosen = chosen_cardset(main.settings)
            editor = CardSetEditor(main.storage.repo, window, cardset_id=chosen)
            editor.chosen_id = chosen
            editor.cardset_chosen.connect(lambda cid: _chosen(main, cid))
            main.windows.cardset_editor = editor
            window.installEventFilter(_CloseGuard(window, editor))
        editor.show()
        editor.raise_()
        editor.activateWindow()
    main.when_ready(show)


def _chosen(main: WindowHost, cardset_id: int) -> None:
    use_for_new_games(main.settings, cardset_id)
    main.statusBar().showMessage(tr("New games will use card set #{id}.").format(id=cardset_id), 8000)


class _CloseGuard(QObject):
    """Quitting the app with unsaved card set edits asks first (the editor is the main
    window's child and would otherwise vanish with it)."""

    def __init__(self, main: QWidget, editor: CardSetEditor) -> None:
        super().__init__(editor)
        self.main = main
        self.editor = editor

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's name
        if (watched is self.main and event.type() == QEvent.Type.Close and self.editor.dirty
                and not self.editor.closing_without_asking):
            event.ignore()
            self.editor.show()
            self.editor.raise_()

            def then_quit() -> None:
                self.editor.close_without_asking()
                self.main.close()
            self.editor.ask_about_unsaved(then_quit)
            return True
        return False
