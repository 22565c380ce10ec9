"""The result page's ending sentences (V8: a showdown that stood still is a shared win), the
awards that count toward the win apart from those held (V2), and its buttons whole and
clickable at the main window's minimum size."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QTextDocument, QTextOption
from PySide6.QtWidgets import QLabel

from redlight_app.engine.moves import PlayEvent
from redlight_app.gui.widgets.result_page import ResultPage, ResultRow
from redlight_app.name_text import MAX_NAME

from .cardsets import BOOBY_PRIZES, WEAK
from .driver import start


def test_v8_the_result_page_says_the_showdown_stood_still_and_who_shares_the_win(qtbot, shots):
    page = ResultPage()
    qtbot.addWidget(page)
    page.resize(1100, 640)
    rows = [ResultRow("Ann", 2, 2, 1, 3, False), ResultRow("Bob", 1, 1, 2, 1, False),
            ResultRow("<b>Cid</b>", 3, 3, 0, 2, True)]
    page.set_result(["Ann", "Bob", "<b>Cid</b>"], [0, 1], "stalled", rows,
                    [(1, [0, 0, 0]), (9, [1, 1, 2]), (17, [2, 1, 3])], 23)
    page.show()
    qtbot.waitExposed(page)
    assert page.title.text() == "Ann and Bob win!"
    reason = page.reason.text()
    assert reason.startswith("The showdown stood still: Ann and Bob share the win.")
    assert "stood still for a whole round" in reason and "23" in reason
    assert "&lt;b&gt;Cid&lt;/b&gt;" in page.summary.text()  # the table shows it as typed
    page.grab().save(str(shots / "result-v8-shared-win.png"))
    # a name that looks like markup is shown as typed
    page.set_result(["Ann", "<b>Cid</b>"], [0, 1], "stalled", rows[:2], [(1, [0, 0])], 5)
    assert "<b>Cid</b>" in page.reason.text()


def test_a_showdown_that_everyone_left_at_once_is_no_win_of_the_last_one_left(qtbot):
    """V4, V5: when the last players all lose their last stars at the same moment (the deck
    running out as neither has a star), nobody wins; the page does not say the last player
    left won."""
    page = ResultPage()
    qtbot.addWidget(page)
    page.resize(1100, 640)
    rows = [ResultRow("Ann", 1, 1, 0, 0, True), ResultRow("Bob", 2, 2, 0, 1, True)]
    page.set_result(["Ann", "Bob"], [], "showdown", rows, [(1, [0, 0]), (7, [1, 2])], 7)
    page.show()
    qtbot.waitExposed(page)
    assert page.title.text() == "No winner"
    reason = page.reason.text()
    assert "the last player left" not in reason
    assert "nobody was left to win" in reason and "7" in reason
    # one left: the last one left wins, as before
    page.set_result(["Ann", "Bob"], [1], "showdown", rows, [(1, [0, 0]), (7, [1, 2])], 7)
    assert "the last player left in the final showdown" in page.reason.text()


def test_awards_that_do_not_count_toward_the_win_are_told_apart_on_the_result_page(
        open_window, qtbot, shots):
    """Four awards held is no win when one of them does not count (V1, V2): the result page
    says how many count beside how many are held, and its chart draws those that count (it
    said "awards: 4" for a loser and drew them reaching four, as if the engine had missed
    a win)."""
    window = open_window(size=(1366, 768))
    for seed in range(1, 40):  # a deal where Ann's windfalls bring her a booby prize
        c = start(window, BOOBY_PRIZES, [{"name": "Ann", "kind": "human"},
                                         {"name": "Bob", "kind": "human"}], seed=seed)
        qtbot.waitUntil(lambda: window.log_view.lines() == ["Turn 1: Ann to play."])
        for played in (1, 2):  # Ann's two windfalls, one after the other
            assert c.submit(PlayEvent(player=0, card=c.state.players[0].hand[0])) is None
            qtbot.waitUntil(lambda n=played: window.log_view.lines().count("Ann played Windfall.") == n)
        awards = c.state.players[0].awards
        if any(c.state.cardset.cards[a].id == "a-booby" for a in awards):
            break
    held = len(awards)
    counting = sum(1 for a in awards if c.state.cardset.cards[a].id == "a-trophy")
    assert counting < held
    c.agree_end()
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.result)
    page = window.result
    qtbot.waitUntil(page.chart.isVisible)
    qtbot.waitUntil(lambda: window.log_view.lines()[-1].startswith("The game ends by agreement"))
    table = cells(page.summary.text())
    assert table[:9] == ["Awards", "Awards that count toward the win", "Stars on the table", "Films",  # own
                         "● Ann", str(held), str(counting), "1", "0"], table  # column, as some
    assert table[9:] == ["■ Bob", "0", "0", "1", "0"], table  # award does not count
    said = page.summary.accessibleDescription()
    assert f"Ann: awards: {held} ({counting} toward the win), stars on the table: 1" in said, said
    assert "Bob: awards: 0, stars" in said, "Bob holds none: no words on what counts"
    assert page.chart.history[-1][1] == [counting, 0]
    assert page.chart.accessibleDescription().startswith(
        f"Ann: {counting} award{'s' if counting != 1 else ''} toward the win at the end")
    # one turn is one point a seat: Ann's marker is drawn there (no line was, nor anything)
    image = page.chart.grab().toImage()
    below_key = max(where.bottom() for _s, where, _t in page.chart.key()) + 4
    def anns_orange(x: int, y: int) -> bool:
        colour = image.pixelColor(x, y)
        return colour.red() > 180 and 120 < colour.green() < 190 and colour.blue() < 80
    assert any(anns_orange(x, y) for x in range(0, image.width(), 2)
               for y in range(int(below_key), image.height(), 2)), "Ann's count is drawn"
    window.grab().save(str(shots / "result-booby-prizes.png"))


def cells(markup: str) -> list[str]:
    """The cells of the table a rich-text label shows for `markup`, row after row, as plain
    text (the empty one above the names left out)."""
    doc = QTextDocument()
    doc.setHtml(markup)
    return [cell for cell in doc.toPlainText().split("\n") if cell]


def laid_out_width(label: QLabel) -> float:
    """How wide `label`'s text is laid out in its width (wrapped where it may be): wider than
    the label where something cannot be wrapped, and is cut off."""
    doc = QTextDocument()
    doc.setDefaultFont(label.font())
    doc.setDocumentMargin(0)
    option = doc.defaultTextOption()  # as a label wraps: at spaces only, if at all
    option.setWrapMode(QTextOption.WrapMode.WordWrap if label.wordWrap()
                       else QTextOption.WrapMode.NoWrap)
    doc.setDefaultTextOption(option)
    if label.textFormat() == Qt.TextFormat.PlainText:
        doc.setPlainText(label.text())
    else:
        doc.setHtml(label.text())
    doc.setTextWidth(label.width())
    return doc.idealWidth()


def test_six_of_the_longest_names_fit_the_result_page_at_the_windows_minimum_size(
        open_window, qtbot, shots):
    """Six players with names of the longest kind, some out, awards that do not count, in
    German: the players' table and the title fit the page at the main window's minimum
    size (the table's last columns were cut off, and a long winner's name cut the title),
    each name whole for screen readers."""
    window = open_window(size=None)
    window.set_language("de")
    try:
        window.resize(window.minimumSize())
        qtbot.waitUntil(lambda: window.size() == window.minimumSize())
        spaced = ("Maximiliane-Friederike " * 3)[:MAX_NAME - 1].strip()
        names = [f"{spaced}{i}" if i % 2 else "W" * MAX_NAME for i in range(6)]
        rows = [ResultRow(n, 4, 3, 6, 4, i % 2 == 1) for i, n in enumerate(names)]
        page = window.result
        page.set_result(names, [0, 1], "awards", rows,
                        [(1, [0] * 6), (5, [1, 2, 3, 1, 0, 2]), (9, [3, 3, 3, 2, 1, 2])], 9)
        window.stack.setCurrentWidget(page)
        qtbot.waitUntil(page.chart.isVisible)
        qtbot.wait(50)
        window.grab().save(str(shots / "result-six-long-names-de-minimum.png"))
        inside = page.contentsRect()
        for part in (page.title, page.summary, page.chart):
            assert inside.contains(part.geometry()), (part.objectName(), part.geometry())
        assert laid_out_width(page.summary) <= page.summary.width()
        assert laid_out_width(page.title) <= page.title.width()
        assert page.title.text().endswith(" gewinnen!") and "…" in page.title.text()
        assert cells(page.summary.text())[:4] == ["Preise", "Preise, die für den Sieg zählen",
                                                  "Stars auf dem Tisch", "Filme"]
        said = page.summary.accessibleDescription()
        assert all(name in said for name in names), said
    finally:
        window.set_language("system")


PADDING, BORDER = 22, 2  # px: button_style()'s side padding and a focused button's border


def _wholly_shown(window, widget) -> bool:
    """The button `widget` lies whole inside the window and its page, with room for its
    whole text inside its padding and border, and nothing covers its middle (a click there
    reaches it)."""
    where = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    page = widget.parentWidget()
    middle = widget.mapTo(window, widget.rect().center())
    return (window.rect().contains(where) and page.rect().contains(widget.geometry())
            and widget.width() - 2 * (PADDING + BORDER) >= widget.fontMetrics().horizontalAdvance(
                widget.text())
            and widget.height() - 2 * BORDER >= widget.fontMetrics().height()
            and window.childAt(middle) is widget)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_result_buttons_are_whole_and_clickable_at_the_windows_minimum_size(
        open_window, qtbot, shots, lang):
    window = open_window(size=None)
    window.set_language(lang)
    try:
        _check_the_buttons(window, qtbot, shots, lang)
    finally:
        window.set_language("system")


def _check_the_buttons(window, qtbot, shots, lang: str) -> None:
    c = start(window, WEAK, [{"name": "Ann", "kind": "human"},
                                       {"name": "Robo", "kind": "bot", "level": "greedy"}],
              seed=4)
    c.agree_end()
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.result)
    window.resize(window.minimumSize())
    qtbot.waitUntil(lambda: window.size() == window.minimumSize())
    page = window.result
    qtbot.waitUntil(lambda: page.width() < 800)  # the log dock beside it: narrower still
    qtbot.wait(50)
    window.grab().save(str(shots / f"result-minimum-size-{lang}.png"))
    for button in page.buttons:
        assert _wholly_shown(window, button), (button.text(), button.geometry(), page.size())
        assert not button.geometry().intersects(page.chart.geometry()), button.text()
    assert page.hint.geometry().right() <= page.width()

    new, table, to_start = page.buttons
    qtbot.mouseClick(new, Qt.MouseButton.LeftButton)
    slot = window.dialogs.new_game
    qtbot.waitUntil(lambda: slot.dialog is not None and slot.dialog.isVisible())
    slot.dialog.reject()
    qtbot.waitUntil(lambda: slot.dialog is None or not slot.dialog.isVisible())
    qtbot.mouseClick(table, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.table)
    qtbot.waitUntil(window.bar.back.isVisible)
    qtbot.mouseClick(window.bar.back, Qt.MouseButton.LeftButton)  # back to the result
    qtbot.waitUntil(page.isVisible)
    qtbot.mouseClick(to_start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.start)


def test_the_final_table_goes_back_to_the_result_by_its_button_and_by_esc(open_window, qtbot, shots):
    """At the end of a game the result's "Look at the table" shows the final table; its
    "Back to the result" button (and Esc) brings the result page back, the focus on the
    button that left it, and the result's buttons still work."""
    window = open_window(size=(1366, 768))
    c = start(window, WEAK, [{"name": "Ann", "kind": "human"},
                             {"name": "Robo", "kind": "bot", "level": "greedy"}], seed=4)
    c.agree_end()  # the players agreed (End by agreement… once confirmed)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.result)
    page = window.result
    new, table, to_start = page.buttons
    back = window.bar.back
    for way in ("button", "esc"):
        qtbot.mouseClick(table, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.stack.currentWidget() is window.table)
        qtbot.waitUntil(lambda: back.isVisible() and back.hasFocus())
        assert back.text() == "Back to the result  (Esc)"
        assert not any(b.isVisible() for b in window.bar.buttons.values())
        if way == "button":
            window.grab().save(str(shots / "final-table-back-to-result.png"))
            qtbot.mouseClick(back, Qt.MouseButton.LeftButton)
        else:
            qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: window.stack.currentWidget() is page)
        qtbot.waitUntil(table.hasFocus)
    qtbot.keyClick(table, Qt.Key.Key_Escape)  # Esc on the result page stays there
    qtbot.wait(20)
    assert window.stack.currentWidget() is page
    qtbot.mouseClick(to_start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.start)
