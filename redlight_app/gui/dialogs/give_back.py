"""A player chooses the award they give back (return_award: "an award of their choice").

Shown only to that player (behind the hot-seat curtain when others share the screen). It
cannot be dismissed without a choice: the card that asked for it has been played.
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ...bidi import isolate
from ..i18n import tr
from ..plain_text import plain_label


class AwardList(QListWidget):
    """The awards' list: at each change of its width, its rows fit their words again."""

    def __init__(self, fit: Callable[[], None]) -> None:
        super().__init__()
        self._fit = fit

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()


class GiveBackDialog(QDialog):
    chosen = Signal(str)  # the award instance given back

    def __init__(self, name: str, cause: str, awards: list[tuple[str, str, str]],
                 parent: QWidget | None = None,
                 revealed: tuple[str, str, str] | None = None) -> None:
        """`awards`: (instance, name, note) of each award the player holds. `revealed`:
        (what drew it, its name, its text) when the cause is an award revealed as it is
        drawn (A5): the table does not show it yet, so the dialog says where it comes from
        and shows its face."""
        super().__init__(parent)
        self.setObjectName("give-back")
        self.setWindowTitle(tr("Give back an award"))
        self.setModal(True)
        self.resize(440, 360)
        root = QVBoxLayout(self)
        if revealed is None:
            intro = plain_label(QLabel(tr(
                "{name}, {cause} makes you give back one of your awards: it goes to the bottom "
                "of the award deck. Which one?").format(name=isolate(name), cause=cause)))
        else:
            what, award, _ = revealed
            intro = plain_label(QLabel(tr(
                "{name}, {what} drew the award {award} from the award deck. Revealed as it is "
                "drawn, it takes effect at once: you give back one of your awards; it goes to "
                "the bottom of the award deck. Which one?").format(name=isolate(name), what=what,
                                                                    award=award)))
        intro.setWordWrap(True)
        root.addWidget(intro)
        if revealed is not None:  # the revealed award's face: its name and its words
            face = plain_label(QLabel(f"{revealed[1]}\n{revealed[2]}".strip()))
            face.setObjectName("give-back-revealed")
            face.setWordWrap(True)
            face.setFrameShape(QFrame.Shape.StyledPanel)
            face.setContentsMargins(6, 4, 6, 4)
            face.setAccessibleName(tr("The revealed award"))
            root.addWidget(face)
        self.list = AwardList(self.fit_rows)
        self.list.setObjectName("give-back-awards")
        self.list.setAccessibleName(tr("The awards you hold: choose the one to give back"))
        self.list.setWordWrap(True)
        self.list.setSpacing(4)
        self.list.setAlternatingRowColors(True)
        for instance, award_name, note in awards:
            item = QListWidgetItem(award_name + (f"\n{note}" if note else ""))
            item.setData(Qt.ItemDataRole.UserRole, instance)
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        root.addWidget(self.list, 1)
        buttons = QDialogButtonBox()
        self.give = buttons.addButton(tr("Give it back"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.give.setObjectName("give-back-ok")
        self.give.setDefault(True)
        buttons.accepted.connect(self.accept)
        root.addWidget(buttons)

    def fit_rows(self) -> None:
        """Each award's row as tall as its wrapped words. Qt's own guess wraps them wider
        than it draws them: at a larger system font the last line of a long award's text
        was cut ("va in fondo al mazzo d…"), the player choosing without reading it."""
        width = self.list.viewport().width() - 2 * self.list.spacing()
        # the words are drawn inside the style's text margins, one each side
        # (QCommonStyle: the focus frame's margin and a pixel)
        margin = self.list.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin,
                                               None, self.list) + 1
        room = max(40, width - 2 * margin)
        metrics = self.list.fontMetrics()
        for row in range(self.list.count()):
            item = self.list.item(row)
            words = metrics.boundingRect(QRect(0, 0, room, 100_000),
                                         Qt.TextFlag.TextWordWrap, item.text())
            item.setSizeHint(QSize(width, words.height() + 8))

    def select(self, instance: str) -> None:
        for row in range(self.list.count()):
            if self.list.item(row).data(Qt.ItemDataRole.UserRole) == instance:
                self.list.setCurrentRow(row)

    def accept(self) -> None:
        item = self.list.currentItem()
        if item is None:
            return
        super().accept()
        self.chosen.emit(str(item.data(Qt.ItemDataRole.UserRole)))

    def reject(self) -> None:  # Esc or the close button: the choice is still owed
        pass
