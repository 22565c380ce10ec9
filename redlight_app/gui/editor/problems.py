"""The problems panel: every validation message of the set, in the engine's words; clicking
one goes to the card and the field it names."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QPalette
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from ..i18n import tr
from ..plain_text import tooltip
from .common import kind_icon, ok_css, problem_color, problem_css
from .model import MAX_PROBLEMS, Problem
from .problem_text import problem_text

ROLE = Qt.ItemDataRole.UserRole


class ProblemsPanel(QWidget):
    chosen = Signal(object)  # the Problem clicked

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("problems-panel")
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 6, 0, 0)
        box.setSpacing(4)
        head = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("problems-title")
        self.title.setTextFormat(Qt.TextFormat.RichText)
        head.addWidget(self.title)
        head.addStretch(1)
        self.hint = QLabel(tr("Click a problem to go to its card."))
        self.hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        head.addWidget(self.hint)
        box.addLayout(head)
        self.list = QListWidget()
        self.list.setObjectName("problems")
        self.list.setAlternatingRowColors(True)
        self.list.setWordWrap(True)
        self.list.setUniformItemSizes(False)
        self.list.setAccessibleName(tr("Problems"))
        self.list.itemClicked.connect(self._clicked)
        self.list.itemActivated.connect(self._clicked)
        box.addWidget(self.list, 1)
        self.problems: list[Problem] = []
        self.set_problems([])

    def set_problems(self, problems: list[Problem]) -> None:
        self.problems = list(problems)
        self.list.setUpdatesEnabled(False)
        self.list.clear()
        for problem in problems:
            text = problem_text(problem)
            item = QListWidgetItem(kind_icon(problem.section or "", "", True), text)
            item.setData(ROLE, problem)
            item.setForeground(QBrush(problem_color(self)))
            item.setToolTip(tooltip(text))
            self.list.addItem(item)
        self.list.setUpdatesEnabled(True)
        n = len(problems)
        if n == 0:
            none = tr("No problems")  # outside the f-string, where lupdate finds it
            self.title.setText(f"<span style='color:{ok_css(self)}'><b>✓ {none}</b></span>"
                               " — " + tr("the set is valid and can be saved."))
        else:
            more = " " + tr("(the first ones)") if n >= MAX_PROBLEMS else ""
            what = tr("{n} problems", "", n).format(n=n)
            fix = tr("fix them to save the set.", "", n)
            self.title.setText(f"<span style='color:{problem_css(self)}'><b>{what}{more}</b></span>"
                               f" — {fix}")
        self.hint.setVisible(n > 0)
        self.list.setVisible(n > 0)
        if n:  # the list grows with the problems, up to six rows; then it scrolls
            row = max(self.list.sizeHintForRow(0), self.fontMetrics().height() + 6)
            self.list.setFixedHeight(min(n, 6) * row + 2 * self.list.frameWidth() + 4)

    def messages(self) -> list[str]:
        """The problems as the list shows them, in the chosen language."""
        return [problem_text(p) for p in self.problems]

    def _clicked(self, item: QListWidgetItem) -> None:
        problem = item.data(ROLE)
        if problem is not None:
            self.chosen.emit(problem)
