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
    assert len(c.record.moves) == 2 and window.curtain.viewer == 0
    window.menus.actions["undo"].trigger()  # Ann takes back her move, and so Bob's after it
    box = window.dialogs.question.dialog
    assert box.isVisible() and "Bob" in box.text()
    assert len(c.record.moves) == 2, "nothing is undone before Bob agrees"
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(c.record.moves) == 0, timeout=3000)
    assert window.storage.repo.count_moves(c.game_id) == 0


def _two_decisions(window, d, names):
    """Each of `names` (all human, hot-seat) ends a turn in seat order; back to the first."""
    c = start(window, DIVAS, [{"name": n, "kind": "human"} for n in names])
    for name in names:
        assert d.pass_curtain() == f"Pass to {name}"
        d.click(d.button("end_turn"))
    assert d.pass_curtain() == f"Pass to {names[0]}"
    assert window.curtain.viewer == 0 and len(c.record.moves) == len(names)
    return c


def test_hot_seat_undo_asks_the_other_player_by_name_and_a_no_changes_nothing(open_window, qtbot,
                                                                              shots):
    window = open_window()
    d = Driver(qtbot, window)
    c = _two_decisions(window, d, ["Ann", "Bob"])
    state_before = c.state
    log_before = window.log_view.lines()
    window.menus.actions["undo"].trigger()
    box = window.dialogs.question.dialog
    assert box.isVisible()
    assert box.text() == "Bob, Ann wants to take back your last move. Allow?"
    box.grab().save(str(shots / "hot-seat-undo-question.png"))
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    assert len(c.record.moves) == 2 and c.state is state_before
    assert window.storage.repo.count_moves(c.game_id) == 2
    assert window.log_view.lines() == log_before and not c.can_redo()
    assert "Bob did not allow the undo" in window.statusBar().currentMessage()


def test_hot_seat_undo_over_two_players_asks_each_in_turn(open_window, qtbot):
    window = open_window()
    d = Driver(qtbot, window)
    c = _two_decisions(window, d, ["Ann", "Bob", "Cid"])
    window.menus.actions["undo"].trigger()
    first = window.dialogs.question.dialog
    assert first.text() == "Bob, Ann wants to take back your last move. Allow?"
    qtbot.mouseClick(first.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    second = window.dialogs.question.dialog
    assert second is not first and second.isVisible()
    assert second.text() == "Cid, Ann wants to take back your last move. Allow?"
    assert len(c.record.moves) == 3, "Bob's yes alone undoes nothing"
    qtbot.mouseClick(second.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    assert len(c.record.moves) == 3 and window.storage.repo.count_moves(c.game_id) == 3
    window.menus.actions["undo"].trigger()  # asked again: both allow it this time
    qtbot.mouseClick(window.dialogs.question.dialog.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.dialogs.question.dialog.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(c.record.moves) == 0, timeout=3000)
    assert window.storage.repo.count_moves(c.game_id) == 0


def test_hot_seat_undo_to_here_over_another_players_move_asks_them(open_window, qtbot):
    window = open_window()
    d = Driver(qtbot, window)
    c = _two_decisions(window, d, ["Ann", "Bob"])
    panel = window.docks.undo_to_here
    panel.choose(0)  # back to the first line of the log: Bob's move goes too
    assert panel.button.isEnabled()
    qtbot.mouseClick(panel.button, Qt.MouseButton.LeftButton)
    box = window.dialogs.question.dialog
    assert box.text().startswith("Bob, Ann wants to take back your last")
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    assert len(c.record.moves) == 2


def test_the_player_asked_about_an_undo_does_not_see_the_askers_hand(open_window, qtbot):
    """Ann asks to take back Bob's move: Bob takes the laptop to answer, and Ann's hand is
    put away while he reads the question; the laptop goes back to Ann through the curtain,
    whether he says no or yes."""
    window = open_window()
    d = Driver(qtbot, window)
    c = _two_decisions(window, d, ["Ann", "Bob"])
    anns = set(c.state.players[0].hand)
    assert anns <= set(window.table.hand)  # Ann's hand is on screen before she asks
    window.menus.actions["undo"].trigger()
    box = window.dialogs.question.dialog
    assert box.text() == "Bob, Ann wants to take back your last move. Allow?"
    qtbot.waitUntil(lambda: not window.table.hand)
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(window.curtain.cover.isVisible)
    assert not window.table.hand
    assert d.pass_curtain() == "Pass to Ann"
    assert anns <= set(window.table.hand)
    window.menus.actions["undo"].trigger()  # asked again, Bob allows it this time
    qtbot.waitUntil(lambda: not window.table.hand)
    qtbot.mouseClick(window.dialogs.question.dialog.button(QMessageBox.StandardButton.Yes),
                     Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(c.record.moves) == 0, timeout=3000)
    assert window.curtain.cover.isVisible() and not window.table.hand
    assert d.pass_curtain() == "Pass to Ann"
