"""Hot-seat: Ctrl+Z under the curtain. The curtain comes up once a player has moved, for
the handover; until the next player takes the device, the one at the screen is the one who
just moved, and Ctrl+Z is theirs: it takes back their last move, and the curtain then waits
for them again. Before, it counted as the next player's undo: it went back to that
player's last decision, a turn earlier, and asked the one who had just moved to allow it.
When nobody's hand has been shown since the game was opened, who is at the screen is not
known: the undo is refused, with one sentence on the curtain."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .cardsets import DIVAS
from .driver import Driver, start


def ctrl_z(qtbot, window) -> None:
    """Ctrl+Z pressed by a person: it goes to whatever has the keyboard (the curtain's
    button, while it is up)."""
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def _three_turns(window, d):
    """Ann, Bob, Ann each end a turn; the curtain is up for Bob, Ann still at the screen."""
    c = start(window, DIVAS, [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}])
    for name in ("Ann", "Bob", "Ann"):
        assert d.pass_curtain() == f"Pass to {name}"
        d.click(d.button("end_turn"))
    curtain = window.curtain
    assert curtain.cover.isVisible() and curtain.cover.title.text() == "Pass to Bob"
    assert len(c.record.moves) == 3
    return c


def test_ctrl_z_under_the_curtain_takes_back_the_move_just_made(open_window, qtbot, shots):
    window = open_window()
    d = Driver(qtbot, window)
    c = _three_turns(window, d)
    curtain = window.curtain
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    ctrl_z(qtbot, window)
    qtbot.waitUntil(lambda: len(c.record.moves) != 3)
    assert len(c.record.moves) == 2, "Ann's end of turn only; Bob's turn stays"
    question = window.dialogs.question.dialog
    assert question is None or not question.isVisible(), "nobody is asked: it was Ann's own move"
    assert c.state.active == 0 and window.storage.repo.count_moves(c.game_id) == 2
    # the device is still Ann's: the curtain waits for her, and says what happened
    qtbot.waitUntil(lambda: curtain.cover.title.text() == "Pass to Ann")
    assert curtain.cover.isVisible() and curtain.viewer is None
    assert "Ann's last move was taken back." in curtain.cover.text.text()
    qtbot.wait(80)  # the cover's layout takes the longer text
    window.grab().save(str(shots / "hot-seat-undo-under-the-curtain.png"))
    assert d.pass_curtain() == "Pass to Ann" and curtain.viewer == 0


def test_ctrl_z_under_the_curtain_of_a_resumed_game_is_refused_with_a_sentence(
        open_window, qtbot, shots):
    window = open_window()
    d = Driver(qtbot, window)
    c = _three_turns(window, d)
    game = c.game_id
    window.close()

    again = open_window()
    again.games.resume_game(game)
    curtain = again.curtain
    qtbot.waitUntil(lambda: curtain.cover.isVisible() and curtain.cover.title.text() == "Pass to Bob")
    again.activateWindow()
    qtbot.waitUntil(again.isActiveWindow)
    ctrl_z(qtbot, again)
    qtbot.waitUntil(lambda: "Nothing was undone" in curtain.cover.text.text())
    assert len(again.controller.record.moves) == 3
    question = again.dialogs.question.dialog
    assert question is None or not question.isVisible()
    qtbot.wait(80)
    again.grab().save(str(shots / "hot-seat-undo-refused-under-the-curtain.png"))
