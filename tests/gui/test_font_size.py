"""The start page and its buttons follow the system font size, and nothing is clipped."""
from __future__ import annotations

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


def test_start_page_text_follows_the_system_font_size(open_window, system_font, qtbot, shots):
    normal_window = open_window(size=(1366, 768))
    buttons, labels = _texts(normal_window)
    normal = {w.objectName() or w.text(): w.font().pointSizeF() for w in buttons + labels}
    _assert_unclipped(normal_window, buttons + labels)
    normal_window.close()
    system_font(1.4)
    window = open_window(size=(1366, 768))
    qtbot.wait(30)
    buttons, labels = _texts(window)
    for w in buttons + labels:
        key = w.objectName() or w.text()
        assert w.font().pointSizeF() >= normal[key] * 1.3, (key, w.font().pointSizeF(), normal[key])
    _assert_unclipped(window, buttons + labels)
    window.grab().save(str(shots / "start-page-large-font.png"))
    # a change while the app runs restyles the page too
    system_font(1.0)
    qtbot.wait(30)
    assert window.start.new_button.font().pointSizeF() < normal[
        window.start.new_button.objectName()] * 1.1


def test_the_empty_list_says_whole_what_to_do_beside_the_rules(open_window, system_font, qtbot,
                                                              shots):
    """A 1280x720 laptop, the system font at 125%, Italian, the rules open beside the start
    page (F1): the empty list's note read "Nessuna partita in corso: iniziane ur", cut at
    the box's edge. It wraps inside the box now."""
    system_font(1.25)
    window = open_window(size=(1264, 672))
    try:
        window.set_language("it")
        window.show_rules()
        page = window.start
        qtbot.waitUntil(lambda: page.empty_note is not None and page.empty_note.isVisible())
        qtbot.wait(50)
        window.grab().save(str(shots / "start-page-empty-it-125-rules.png"))
        note = page.empty_note
        assert note.text() == "Nessuna partita in corso: iniziane una"
        viewport = page.games.viewport()
        where = note.geometry()
        assert viewport.rect().contains(where), (where, viewport.rect())
        metrics = note.fontMetrics()
        if note.wordWrap():
            assert where.height() >= note.heightForWidth(where.width()), where
            longest = max(metrics.horizontalAdvance(word) for word in note.text().split())
            assert where.width() >= longest
        else:
            assert where.width() >= metrics.horizontalAdvance(note.text()), where
    finally:
        window.set_language("en")
