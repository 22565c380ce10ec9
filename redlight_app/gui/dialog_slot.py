"""A place for at most one open dialog of a kind, that forgets the dialog when it closes.

A dialog is made when it is needed and shown with `open`; when it finishes (accepted,
rejected or `done`) the slot lets go of it and Qt deletes it. The slot never hands out a
dialog Qt has deleted: it also lets go on `destroyed` (a parent deleted first). This is
the cure for a Python reference kept to a dialog Qt had already deleted (issue 29: the
second give-back in one app session ended the game).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:  # the window's slots are made before it is usable: QDialog's type is
    from PySide6.QtWidgets import QDialog  # built when a dialog is, not at start-up

D = TypeVar("D", bound="QDialog")


class DialogSlot(Generic[D]):
    def __init__(self) -> None:
        self._dialog: D | None = None

    @property
    def dialog(self) -> D | None:
        """The dialog on screen, or None."""
        return self._dialog

    def is_open(self) -> bool:
        return self._dialog is not None

    def open(self, dialog: D) -> D:
        """Show `dialog` window-modally (`QDialog.open`), in place of any still open."""
        self._hold(dialog).open()
        return dialog

    def show(self, dialog: D) -> D:
        """Show `dialog` with its own modality (`QDialog.show`: modeless unless it was made
        modal), in place of any still open."""
        self._hold(dialog).show()
        return dialog

    def _hold(self, dialog: D) -> D:
        self.close()
        self._dialog = dialog
        dialog.finished.connect(lambda _result, d=dialog: self._finished(d))
        dialog.destroyed.connect(lambda _obj=None, d=dialog: self._forget(d))
        return dialog

    def close(self) -> None:
        """Close the open dialog without a choice (`done(0)`), if there is one."""
        if self._dialog is not None:
            self._dialog.done(0)

    def _finished(self, dialog: D) -> None:
        self._forget(dialog)
        dialog.deleteLater()

    def _forget(self, dialog: D) -> None:
        if self._dialog is dialog:
            self._dialog = None
