"""The game log walked from the keyboard: Tab reaches it, the arrows move line by line and
each line is said; Enter on a line offers "Undo to here", which takes the game back."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu

from .driver import Driver, start
from .heard import texts
from .test_announcements import EVENTS, VS_COMPUTER


def tab_to(qtbot, window, widget, presses: int = 80) -> None:
    """Press Tab until `widget` has the focus, as a keyboard user would."""
    for _ in range(presses):
        if QApplication.focusWidget() is widget:
            return
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {widget.objectName()}")


def open_menu(qtbot, log) -> QMenu:
    qtbot.keyClick(log, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    return QApplication.activePopupWidget()


def test_the_log_is_walked_line_by_line_and_undone_to_a_line(open_window, qtbot, heard):
    window = open_window(bot_delay_ms=5)
    c = start(window, EVENTS, VS_COMPUTER, seed=3, first=0)
    d = Driver(qtbot, window)
    d.click(d.button("end_turn"))
    d.wait_computer()
    qtbot.waitUntil(lambda: c.acting_seat() == 0)
    log = window.log_view
    lines = log.lines()
    assert len(lines) > 4
    tab_to(qtbot, window, log)

    heard.clear()
    qtbot.keyClick(log, Qt.Key.Key_Up)  # from nowhere: the newest line
    total = len(lines)
    assert texts(heard) == [f"{lines[-1]} Line {total} of {total}."]
    qtbot.keyClick(log, Qt.Key.Key_Up)
    assert texts(heard)[-1] == f"{lines[-2]} Line {total - 1} of {total}."
    assert log.textCursor().blockNumber() == total - 2  # the text cursor follows
    qtbot.keyClick(log, Qt.Key.Key_Home)
    assert texts(heard)[-1] == f"{lines[0]} Line 1 of {total}."
    qtbot.keyClick(log, Qt.Key.Key_Up)  # stays on the first line
    assert texts(heard)[-1].endswith(f"Line 1 of {total}.")
    qtbot.keyClick(log, Qt.Key.Key_End)
    assert texts(heard)[-1].endswith(f"Line {total} of {total}.")

    # the newest line: nothing to undo there, and the menu says so
    menu = open_menu(qtbot, log)
    [action] = menu.actions()
    assert not action.isEnabled() and action.text() == "This is where the game stands now."
    qtbot.keyClick(menu, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    assert QApplication.focusWidget() is log

    # the line that began Robo Rita's turn: Enter, then Enter on "Undo to here"
    turn_line = next(i for i, text in enumerate(lines) if text.startswith("Turn 2:"))
    for _ in range(total - 1 - turn_line):
        qtbot.keyClick(log, Qt.Key.Key_Up)
    assert texts(heard)[-1].startswith(lines[turn_line])
    keep = window.docks.undo_to_here.target()
    assert keep is not None and keep < len(c.record.moves)
    menu = open_menu(qtbot, log)
    [action] = menu.actions()
    assert action.isEnabled() and action.text() == "Undo to here"
    heard.clear()
    qtbot.keyClick(menu, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(heard))
    assert heard[0] == ("Undone. Robo Rita's turn.", False)  # and Robo Rita plays again
    assert log.lines()[:turn_line + 1] == lines[:turn_line + 1]
