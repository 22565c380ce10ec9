"""Short messages and yes/no questions over the main window, none of them blocking (a
modal loop would stall the game's timers, the tests and the smoke run).

`QtWidgets.QMessageBox` is looked up when a message is shown: the window makes its
messages before it is usable, and building that type costs ~2 ms of start-up."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6 import QtWidgets

from .plain_text import plain_message

if TYPE_CHECKING:
    from PySide6.QtWidgets import QAbstractButton, QMainWindow

    from .open_dialogs import OpenDialogs


class Messages:
    def __init__(self, window: QMainWindow, dialogs: OpenDialogs) -> None:
        self.window = window
        self.dialogs = dialogs

    def tell(self, title: str, text: str) -> None:
        """A warning that informs; the status bar says it too. No reference is kept:
        several may be open at once, and each deletes itself when closed."""
        box = QtWidgets.QMessageBox(QtWidgets.QMessageBox.Icon.Warning, title, text,
                                    QtWidgets.QMessageBox.StandardButton.Ok, self.window)
        plain_message(box).setObjectName("message")
        box.finished.connect(box.deleteLater)
        self.window.statusBar().showMessage(text, 10000)
        box.open()

    def ask(self, title: str, text: str, on_yes: Callable[[], object],
            on_no: Callable[[], object] | None = None) -> None:
        """A yes/no question (No is the default); its answer runs `on_yes` or `on_no`."""
        yes, no = QtWidgets.QMessageBox.StandardButton.Yes, QtWidgets.QMessageBox.StandardButton.No
        box = QtWidgets.QMessageBox(QtWidgets.QMessageBox.Icon.Question, title, text, yes | no,
                                    self.window)
        plain_message(box).setObjectName("question")
        box.setDefaultButton(no)

        def answered(button: QAbstractButton) -> None:
            if box.standardButton(button) == yes:
                on_yes()
            elif on_no is not None:
                on_no()
        box.buttonClicked.connect(answered)
        self.dialogs.question.open(box)
