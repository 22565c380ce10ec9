"""The editor's messages: a warning that does not block, the question asked before unsaved
changes would be lost (both open in a DialogSlot, one of each on screen, show their text as
plain text, and leave the rest of the app running), and a field's word about input it did not
take, said in the status bar."""
from __future__ import annotations

from typing import Any, Callable

from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

from ..announce import announce
from ..dialog_slot import DialogSlot
from ..i18n import tr
from ..plain_text import plain_message


def tell(window: QMainWindow, slot: DialogSlot[QMessageBox], title: str, text: str) -> None:
    """A warning that does not block; its text also goes to the status bar."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, window)
    plain_message(box).setObjectName("editor-message")
    window.statusBar().showMessage(text.replace("\n\n", " ").replace("\n", " "), 10000)
    slot.open(box)


def say_not_taken(field: QWidget, text: str) -> None:
    """A field did not take what was typed or pasted (past a name's length, outside a number's
    range): `text` says so in the status bar of the field's window, where the editor says what
    just happened, and to a screen reader at once."""
    window = field.window()
    if isinstance(window, QMainWindow):
        window.statusBar().showMessage(text, 10000)
    announce(field, text, assertive=True)


def ask_to_save_first(window: QMainWindow, slot: DialogSlot[QMessageBox], set_name: str,
                      save: Callable[[], int | None], then: Callable[[], None]) -> None:
    """Ask what to do with unsaved changes of the set `set_name`: Save (then `then` if the save
    worked), Discard (then `then`) or Cancel (nothing)."""
    box = QMessageBox(QMessageBox.Icon.Question, tr("Unsaved changes"),
                      tr("“{name}” has changes that are not saved.").format(name=set_name),
                      QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                      | QMessageBox.StandardButton.Cancel, window)
    box.setInformativeText(tr("Save them as a new version first?"))
    plain_message(box).setObjectName("editor-question")
    box.setDefaultButton(QMessageBox.StandardButton.Save)

    def answered(button: Any) -> None:
        choice = box.standardButton(button)
        if choice == QMessageBox.StandardButton.Save:
            if save() is not None:
                then()
        elif choice == QMessageBox.StandardButton.Discard:
            then()
    box.buttonClicked.connect(answered)
    slot.open(box)
