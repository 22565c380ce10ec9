"""A QLayout over `layout.flow`: its widgets at their preferred size in a line that wraps
onto the next when the window is too narrow, so that a button is never squeezed and cut."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget

from ..layout.flow import flow
from ..layout.geometry import Rect


class FlowRow(QLayout):
    def __init__(self, parent: QWidget | None = None, spacing: int = 10) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.setSpacing(spacing)
        self.setContentsMargins(0, 0, 0, 0)

    # QLayout's item list
    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    # sizes: as wide as the widest item, as tall as the lines the width makes
    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        m = self.contentsMargins()
        rects = self._rects(width - m.left() - m.right())
        return max((r.bottom for r in rects), default=0) + m.top() + m.bottom()

    def sizeHint(self) -> QSize:
        m = self.contentsMargins()
        hints = [item.sizeHint() for item in self._shown()]
        width = sum(h.width() for h in hints) + self.spacing() * max(0, len(hints) - 1)
        height = max((h.height() for h in hints), default=0)
        return QSize(width + m.left() + m.right(), height + m.top() + m.bottom())

    def minimumSize(self) -> QSize:
        m = self.contentsMargins()
        widest = max((self._least_width(item) for item in self._shown()), default=0)
        width = widest + m.left() + m.right()
        return QSize(width, self.heightForWidth(width))

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        inner = rect.marginsRemoved(self.contentsMargins())
        for item, r in zip(self._shown(), self._rects(inner.width()), strict=True):
            item.setGeometry(QRect(inner.topLeft() + QPoint(r.x, r.y), QSize(r.w, r.h)))

    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    @staticmethod
    def _least_width(item: QLayoutItem) -> int:
        # a text that wraps may be narrower than its one line; anything else keeps its size
        return item.minimumSize().width() if item.hasHeightForWidth() else item.sizeHint().width()

    def _rects(self, width: int) -> list[Rect]:
        sizes = []
        for item in self._shown():
            w = min(item.sizeHint().width(), max(width, 0))
            h = item.heightForWidth(w) if item.hasHeightForWidth() else item.sizeHint().height()
            sizes.append((w, h))
        return flow(sizes, max(width, 0), self.spacing())
