"""The "Something went wrong" box (gui/crash.py shows it): the report in its details and a
"Copy report" button that puts the report and the current game on the clipboard. Kept apart
from the handler so that starting the app does not build QMessageBox's types."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox, QTextEdit, QWidget

from .crash_report import current_game_json


def tr(text: str) -> str:
    return QCoreApplication.translate("CrashHandler", text)


class CrashDialog(QMessageBox):
    def __init__(self, report: str, window: Callable[[], Any], parent: QWidget | None = None):
        super().__init__(parent)
        self.report = report
        self._window = window  # the main window (or None) when the report is copied
        self.setObjectName("crashDialog")
        self.setIcon(QMessageBox.Icon.Critical)
        self.setWindowTitle(tr("Something went wrong"))
        self.setText(tr("Something went wrong"))
        self.setInformativeText(tr("Red Light Companion hit an error it did not expect. Your game is "
                                   "saved after every move; you can carry on, or copy the report "
                                   "(it includes the current game) and send it to us."))
        self.setDetailedText(report)
        self._name_report()
        self.copy_button = self.addButton(tr("Copy report"), QMessageBox.ButtonRole.ActionRole)
        self.copy_button.setObjectName("copyReport")
        # an action button would close the box: copy, and keep it open
        self.copy_button.clicked.disconnect()
        self.copy_button.clicked.connect(self.copy_report)
        self.close_button = self.addButton(QMessageBox.StandardButton.Close)
        self.setDefaultButton(self.close_button)

    def add_report(self, report: str) -> None:
        self.report = f"{self.report}\n\n{report}"
        self.setDetailedText(self.report)
        self._name_report()

    def _name_report(self) -> None:
        """The report's box (Show Details) and its scroll bars, named for a screen reader."""
        for edit in self.findChildren(QTextEdit):
            edit.setAccessibleName(tr("Error report"))
            edit.verticalScrollBar().setAccessibleName(tr("Scroll the error report"))
            edit.horizontalScrollBar().setAccessibleName(tr("Scroll the error report"))

    def full_report(self) -> str:
        game = current_game_json(self._window())
        parts = [self.report]
        parts.append("--- current game (redlight-game/1) ---")
        parts.append(game if game is not None else "(no game open)")
        return "\n".join(parts)

    @Slot()
    def copy_report(self) -> None:
        QGuiApplication.clipboard().setText(self.full_report())
        self.copy_button.setText(tr("Copied"))
