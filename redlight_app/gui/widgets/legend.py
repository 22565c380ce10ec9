"""A one-time legend over the table: what the circles, the stars, the slots and the marks
mean. Shown at a player's first game, closed with its button (or Esc, when nothing else on
the table needs it); the window remembers it.
The table places it over empty felt (TablePage.place_legend); where the whole legend would
cover something of yours (a small window, a large font), it is folded to its title row with
a Show button, which opens it."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..i18n import tr
from .cards import font

# the widths the legend may take: the table puts it where it covers least, narrow and tall
# or wide and short, whichever finds empty felt
WIDTHS = (420, 380, 480, 560, 720, 900)


class Legend(QWidget):
    closed = Signal()
    opened = Signal()  # its Show button: the player asks for the whole legend

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("legend")
        root = QVBoxLayout(self)
        root.setContentsMargins(12, 8, 12, 8)
        root.setSpacing(4)
        self.title = QLabel()
        self.title.setFont(font(10.5, bold=True))
        self.text = QLabel()
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        self.text.setFont(font(8.5))
        for label, color in ((self.title, "#ffe9a8"), (self.text, "#f4efe2")):
            palette = label.palette()
            palette.setColor(palette.ColorRole.WindowText, QColor(color))
            label.setPalette(palette)
        head = QHBoxLayout()  # the button beside the title: the legend takes less height
        head.addWidget(self.title, 1)
        self.show_all = QPushButton()
        self.show_all.setObjectName("legend-show")
        self.show_all.clicked.connect(self.open_whole)
        self.show_all.hide()
        head.addWidget(self.show_all)
        self.ok = QPushButton()
        self.ok.setObjectName("legend-ok")
        self.ok.clicked.connect(self.put_away)
        head.addWidget(self.ok)
        root.addLayout(head)
        root.addWidget(self.text)
        self.setFixedWidth(WIDTHS[0])
        self.placed_for: tuple[int, int] | None = None  # the table's size it was placed at
        self.placed_cost = 0  # what it covered there (layout/legend.py `covered`)
        self.asked = False  # the player opened it (Show): it stays whole wherever it lies
        self.retranslate()

    @property
    def folded(self) -> bool:
        return self.text.isHidden()

    def fold(self, folded: bool) -> None:
        """Its title row alone, with Show (`folded`), or the whole legend."""
        self.text.setHidden(folded)
        self.show_all.setVisible(folded)

    def folded_width(self) -> int:
        """The title row's width, folded: the title and its two buttons."""
        layout = self.layout()
        return layout.totalSizeHint().width() if layout is not None else 0

    def open_whole(self) -> None:
        """Show: the whole legend, placed again (where it covers least)."""
        self.asked = True
        self.fold(False)
        self.opened.emit()

    def set_width(self, width: int) -> None:
        """`width` across, as tall as its text then needs."""
        self.setFixedWidth(width)
        self._fit_height()

    def height_for(self, width: int) -> int:
        layout = self.layout()
        if layout is None:  # before its rows are laid out: no height of its own
            return 0
        return max(layout.totalHeightForWidth(width), layout.totalMinimumSize().height())

    def _fit_height(self) -> None:
        self.setFixedHeight(self.height_for(self.width()))

    def retranslate(self) -> None:
        self.title.setText(tr("How to read the table"))
        rows = [("●", "#2f9e58", tr("Green circle: psyche, her defence. An outshine needs a charisma "
                                    "at least this high.")),
                ("●", "#cf3a3a", tr("Red circle: charisma, her attack.")),
                ("★", "#e0a22e", tr("Stars under the name: fame, for films and awards. A white ring "
                                    "on a circle: a film or an effect changed the value.")),
                ("▢", "#f4efe2", tr("The four dashed slots by a name: the awards held. Four that "
                                    "count win the game.")),
                ("▭", "#d6cfc0", tr("USED on a greyed card: she acted this turn and waits for her "
                                    "owner's next turn.")),
                ("1", "#ffe9a8", tr("The number on a card is its key: 1 to 9 for your stars, "
                                    "Ctrl+1 to 9 for your hand."))]
        self.text.setText("<table>" + "".join(
            f"<tr><td style='color:{c}; font-weight:bold;'>{m}&nbsp;</td><td>{t}</td></tr>"
            for m, c, t in rows) + "</table>")
        self.ok.setText(tr("Got it"))
        self.show_all.setText(tr("Show"))
        self.setAccessibleName(self.title.text())
        self._fit_height()

    def put_away(self) -> None:
        self.hide()
        self.closed.emit()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QColor("#ffe9a8"))
        p.setBrush(QColor(20, 14, 10))  # opaque: no card shows through its words
        p.drawRoundedRect(self.rect().adjusted(1, 1, -1, -1), 10, 10)
        p.end()
