"""Undo in the app: back to the last decision of the human at the screen; in hot-seat,
taking back another human's decision asks them first."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from .cardsets import DIVAS
from .driver import Driver, start


def test_hot_seat_undo_of_the_other_players_move_asks_them_first(open_window, qtbot):
    window = open_window()
    d = Driver(qtbot, window)
    c = start(window, DIVAS, [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}])
    assert d.pass_curtain() == "Pass to Ann"
    d.click(d.button("end_turn"))  # Ann's decision
    assert d.pass_curtain() == "Pass to Bob"
    d.click(d.button("end_turn"))  # Bob's decision
    assert d.pass_curtain() == "Pass to Ann"
    assert len(c.record.moves) == 2 and window.viewer == 0
    window.actions["undo"].trigger()  # Ann takes back her move, and so Bob's after it
    box = window.question
    assert box.isVisible() and "Bob" in box.text()
    assert len(c.record.moves) == 2, "nothing is undone before Bob agrees"
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(c.record.moves) == 0, timeout=3000)
    assert window.storage.repo.count_moves(c.game_id) == 0
