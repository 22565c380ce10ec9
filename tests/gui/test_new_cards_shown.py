"""A star or a hand card that comes to the table during a move is shown once the table's
room is shared: at the size it keeps. Showing a widget lays its window out at once, so a
card shown earlier made a layout pass at the sizes of before the move, was then resized,
and the window was laid out again."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize
from PySide6.QtWidgets import QApplication

from redlight_app.gui.widgets.cards import HandCardWidget, StarWidget

from .watched_game import watched_game


class ShownSizes(QObject):
    """The size each star and hand card had when it was shown."""

    def __init__(self) -> None:
        super().__init__()
        self.shown: list[tuple[object, QSize]] = []

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(obj, StarWidget | HandCardWidget):
            self.shown.append((obj, obj.size()))
        return False


def test_new_stars_and_hand_cards_are_shown_at_the_size_they_keep(open_window):
    window = open_window(size=(1420, 940))
    app = QApplication.instance()
    c, move = watched_game(window)
    sizes = ShownSizes()
    app.installEventFilter(sizes)
    resized, shown = [], 0
    try:
        for _ in range(120):
            if c.over:
                break
            move()
            shown += len(sizes.shown)
            resized += [(type(w).__name__, size, w.size()) for w, size in sizes.shown
                        if w.isVisible() and w.size() != size]
            sizes.shown.clear()
    finally:
        app.removeEventFilter(sizes)
    assert shown >= 10  # stars came and cards were drawn
    assert resized == []
