"""Closing while a move waits for a give-back: Bob plays a Recall Notice at Ann, and before
Ann chooses the award she gives back someone quits, closes the game or goes to the start
page or sets up a new game. Only whole moves are kept, so that would take Bob's card back: each way out asks
first, says so, and No leaves the game as it was (the give-back still to come)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from .cardsets import RECALLS
from .driver import Driver, start
from .test_give_back_again import HOTSEAT, end_turn, pass_to, play_windfall, shown_give_back


def _recall_held(qtbot, window):
    """Bob's Recall Notice at Ann, played: the move waits for Ann's give-back."""
    d = Driver(qtbot, window)
    c = start(window, RECALLS, HOTSEAT)
    pass_to(qtbot, d, window, "Ann")
    play_windfall(qtbot, d, c, 0)
    end_turn(qtbot, d, window, c, 1)
    play_windfall(qtbot, d, c, 1)
    recall = next(a for a in c.state.players[1].awards if a.startswith("a-recall"))
    d.click(d.hand_card(recall))
    qtbot.waitUntil(lambda: c.awaiting is not None)
    return d, c, recall


def _asked(qtbot, window) -> QMessageBox:
    question = window.dialogs.question
    qtbot.waitUntil(lambda: question.is_open() and question.dialog.isVisible(), timeout=5000)
    return question.dialog


def _answer(qtbot, window, box: QMessageBox, button: QMessageBox.StandardButton) -> None:
    qtbot.waitUntil(box.isActiveWindow)  # read, then answered
    qtbot.mouseClick(box.button(button), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.dialogs.question.is_open())
    window.activateWindow()  # as the window manager gives the window back its keys
    qtbot.waitUntil(window.isActiveWindow)


def test_each_way_out_of_a_held_give_back_asks_and_no_keeps_the_game(open_window, qtbot, tmp_path):
    window = open_window()
    d, c, recall = _recall_held(qtbot, window)
    game = c.game_id
    for keys, title in ((Qt.Key.Key_Q, "Quit"), (Qt.Key.Key_W, "Close game"),
                        (Qt.Key.Key_Home, "Close game"), (Qt.Key.Key_N, "New game")):
        qtbot.keyClick(window, keys, Qt.KeyboardModifier.ControlModifier)
        box = _asked(qtbot, window)
        assert box.windowTitle() == title
        assert "Ann is still choosing an award to give back" in box.text(), box.text()
        assert "goes back to Bob's hand" in box.text() and "Recall" in box.text(), box.text()
        box.grab().save(str(tmp_path / f"{title}.png"))
        _answer(qtbot, window, box, QMessageBox.StandardButton.No)
        assert window.isVisible() and c.game_id == game and c.awaiting is not None
        assert window.stack.currentWidget() is not window.start
    # the window's own close button: the window system's close, as it reaches Qt's window
    QApplication.sendEvent(window.windowHandle(), QCloseEvent())
    box = _asked(qtbot, window)
    assert box.windowTitle() == "Quit" and "goes back to Bob's hand" in box.text()
    _answer(qtbot, window, box, QMessageBox.StandardButton.No)
    assert window.isVisible() and c.awaiting is not None
    # and the give-back still comes to Ann, and the move is made
    held = len(c.state.players[0].awards)
    pass_to(qtbot, d, window, "Ann")
    d.click(shown_give_back(qtbot, window).give)
    qtbot.waitUntil(lambda: c.awaiting is None and len(c.state.players[0].awards) == held - 1)
    assert recall not in c.state.players[1].hand


def test_yes_closes_the_game_and_bobs_card_is_back_in_his_hand(open_window, qtbot):
    window = open_window()
    _d, c, recall = _recall_held(qtbot, window)
    game, awards = c.game_id, list(c.state.players[0].awards)
    qtbot.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    _answer(qtbot, window, _asked(qtbot, window), QMessageBox.StandardButton.Yes)
    qtbot.waitUntil(lambda: c.state is None)
    window.games.resume_game(game)
    qtbot.waitUntil(lambda: c.state is not None)
    assert c.awaiting is None
    assert recall in c.state.players[1].awards or recall in c.state.players[1].hand
    assert c.state.players[0].awards == awards  # Ann gave nothing back


def test_closing_with_nothing_held_asks_nothing(open_window, qtbot):
    window = open_window()
    d = Driver(qtbot, window)
    c = start(window, RECALLS, HOTSEAT)
    pass_to(qtbot, d, window, "Ann")
    qtbot.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: c.state is None)
    assert not window.dialogs.question.is_open()
