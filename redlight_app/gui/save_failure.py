"""The message shown when a change could not be saved: unmissable (window-modal), with
Retry and an explicit "Continue without saving". Until one is chosen the move is not shown
as made and the computer players wait."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from .i18n import number, tr
from .widgets.table import ink

if TYPE_CHECKING:
    from PySide6.QtWidgets import QAbstractButton, QWidget

    from .controller import GameController, SaveFailure
    from .dialog_slot import DialogSlot
    from .storage import Storage
    from .widgets.table import TablePage

WARNING_INK, SAVED_INK = "#ff8a80", "#b9d3bf"


def show_saved_status(table: TablePage, c: GameController, storage: Storage | None) -> None:
    """The table's "saved" corner: autosaved, not saved (no store), or a warning in red
    (a save that failed, or the players' choice to continue without saving)."""
    warning = c.save_warning
    if warning:
        text = warning
    elif c.record is None:
        text = ""
    elif storage is not None and storage.saving:
        moves = len(c.record.moves)
        text = tr("Autosaved · {count} moves", "", moves).format(count=number(moves))
    else:
        moves = len(c.record.moves)
        text = tr("Not saved · {count} moves", "", moves).format(count=number(moves))
    table.saved.setText(text)
    table.saved.setToolTip(text)
    ink(table.saved, WARNING_INK if warning else SAVED_INK)


def show_save_failure(parent: QWidget, slot: DialogSlot[QMessageBox], controller: GameController,
                      failure: SaveFailure) -> QMessageBox:
    """Open the save-failure box over `parent` for `controller`'s `failure`, in `slot` (in
    place of an older one still open)."""
    box = QMessageBox(QMessageBox.Icon.Critical, tr("Not saved"), failure.message(),
                      QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName("save-failure")
    box.setTextFormat(Qt.TextFormat.PlainText)  # the detail may quote a file name
    box.setInformativeText(tr("The move is not shown as made until it is saved. "
                              "Continue without saving plays on, but nothing from now on is "
                              "kept when you quit."))
    retry = box.addButton(tr("&Retry"), QMessageBox.ButtonRole.AcceptRole)
    retry.setObjectName("save-retry")
    go_on = box.addButton(tr("Continue &without saving"), QMessageBox.ButtonRole.DestructiveRole)
    go_on.setObjectName("save-continue-unsaved")
    box.setDefaultButton(retry)
    box.setWindowModality(Qt.WindowModality.WindowModal)

    def clicked(button: QAbstractButton) -> None:
        if button is retry:
            controller.retry()
        elif button is go_on:
            controller.continue_without_saving()
    box.buttonClicked.connect(clicked)
    slot.open(box)
    return box
