"""The start page and its buttons follow the system font size, and nothing is clipped."""
from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QPushButton


def _texts(window):
    page = window.start
    buttons = [page.new_button, page.table_button, page.rules_button, page.resume_button,
               page.delete_button]
    labels = [page.title, page.sub, page.head]
    for w in buttons + labels:
        w.ensurePolished()
    return buttons, labels


def _assert_unclipped(window, widgets) -> None:
    inside = window.rect()
    for w in widgets:
        if not w.isVisible():
            continue
        rect = w.rect().translated(w.mapTo(window, w.rect().topLeft()))
        assert inside.contains(rect), (w.objectName() or w.text(), rect, inside)
        metrics = w.fontMetrics()
        if isinstance(w, QPushButton):
            assert w.width() >= metrics.horizontalAdvance(w.text()) + 20, (w.text(), w.width())
            assert w.height() >= metrics.height(), w.text()
        elif isinstance(w, QLabel) and not w.wordWrap():
            assert w.width() >= metrics.horizontalAdvance(w.text()), (w.text(), w.width())
            assert w.height() >= metrics.height(), w.text()
        else:  # a wrapped label: its lines fit its height
            assert w.height() >= w.heightForWidth(w.width()), (w.text(), w.height())


def test_start_page_text_follows_the_system_font_size(open_window, qapp, qtbot, shots):
    normal_window = open_window(size=(1366, 768))
    buttons, labels = _texts(normal_window)
    normal = {w.objectName() or w.text(): w.font().pointSizeF() for w in buttons + labels}
    _assert_unclipped(normal_window, buttons + labels)
    normal_window.close()
    before = QFont(qapp.font())
    bigger = QFont(before)
    bigger.setPointSizeF(before.pointSizeF() * 1.4)
    qapp.setFont(bigger)
    try:
        window = open_window(size=(1366, 768))
        qtbot.wait(30)
        buttons, labels = _texts(window)
        for w in buttons + labels:
            key = w.objectName() or w.text()
            assert w.font().pointSizeF() >= normal[key] * 1.3, (key, w.font().pointSizeF(), normal[key])
        _assert_unclipped(window, buttons + labels)
        window.grab().save(str(shots / "start-page-large-font.png"))
        # a change while the app runs restyles the page too
        qapp.setFont(before)
        qtbot.wait(30)
        assert window.start.new_button.font().pointSizeF() < normal[
            window.start.new_button.objectName()] * 1.1
    finally:
        qapp.setFont(before)
