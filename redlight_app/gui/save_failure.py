"""The message shown when a change could not be saved: unmissable (window-modal), with
Retry and an explicit "Continue without saving". Until one is chosen the move is not shown
as made and the computer players wait."""
from __future__ import annotations

from typing import Any

from .i18n import number, tr

WARNING_INK, SAVED_INK = "#ff8a80", "#b9d3bf"


def show_saved_status(window: Any) -> None:
    """The table's "saved" corner: autosaved, not saved (no store), or a warning in red
    (a save that failed, or the players' choice to continue without saving)."""
    from .widgets.table import ink
    c = window.controller
    if window.table is None or c is None:
        return
    warning = c.save_warning
    if warning:
        text = warning
    elif c.record is None:
        text = ""
    elif window.storage is not None and window.storage.saving:
        text = tr("Autosaved · {count} moves").format(count=number(len(c.record.moves)))
    else:
        text = tr("Not saved · {count} moves").format(count=number(len(c.record.moves)))
    window.table.saved.setText(text)
    window.table.saved.setToolTip(text)
    ink(window.table.saved, WARNING_INK if warning else SAVED_INK)


def on_save_failed(window: Any, failure: Any) -> None:
    """The main window's answer to a failed save: the corner and status bar say so, and the
    save-failure box asks for Retry or Continue without saving."""
    show_saved_status(window)
    window.statusBar().showMessage(failure.message())
    show_save_failure(window, window.controller, failure)


def show_save_failure(parent: Any, controller: Any, failure: Any) -> Any:
    """Open the save-failure box over `parent` for `controller`'s `failure` (a SaveFailure)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

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

    def clicked(button: Any) -> None:
        if button is retry:
            controller.retry()
        elif button is go_on:
            controller.continue_without_saving()
    box.buttonClicked.connect(clicked)
    parent.dialogs.save_failure.open(box)  # in place of an older one still open
    return box
