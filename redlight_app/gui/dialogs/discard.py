"""Looking through the discard pile (it is face up: everyone may)."""
from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QVBoxLayout, QWidget

from ..i18n import tr


class DiscardDialog(QDialog):
    def __init__(self, entries: list[tuple[str, str, str]], parent: QWidget | None = None) -> None:
        """`entries`: (name, kind, text), top of the pile first."""
        super().__init__(parent)
        self.setObjectName("discard")
        self.setWindowTitle(tr("Discard pile"))
        self.resize(420, 480)
        root = QVBoxLayout(self)
        root.addWidget(QLabel(tr("Cards: {count}, top first (the pile is never shuffled back):")
                              .format(count=len(entries))))
        self.list = QListWidget()
        self.list.setAccessibleName(tr("Discard pile"))
        self.list.setWordWrap(True)
        for name, kind, text in entries:
            self.list.addItem(f"{name}  ({kind})" + (f"\n{text}" if text else ""))
        root.addWidget(self.list, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        root.addWidget(buttons)
