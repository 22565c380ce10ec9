"""Hot-seat: what one player did at the screen tells the next one nothing of their hand."""
from __future__ import annotations

from PySide6.QtCore import Qt

from .cardsets import DIVAS
from .driver import Driver, start


def test_a_refusal_naming_a_card_of_the_hand_is_gone_when_the_next_player_looks(open_window, qtbot):
    """Ann clicks her Lawyer, a reaction, on her own turn: the status bar says why not,
    naming it. She ends her turn and Bob takes the laptop: he reads nothing of her card."""
    window = open_window()
    d = Driver(qtbot, window)
    c = start(window, DIVAS, [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}])
    d.pass_curtain()
    d.click(d.hand_card(c.state.players[0].hand[0]))
    assert window.statusBar().currentMessage().startswith("Not possible: Lawyer is a reaction")
    d.click(d.button("end_turn"))
    assert d.pass_curtain() == "Pass to Bob"
    assert "Lawyer" not in window.statusBar().currentMessage()
    assert "Lawyer" not in window.bar.explain.text()


def test_a_replay_window_left_open_puts_the_hand_away_when_the_laptop_passes(open_window, qtbot):
    """Ann looks back at the game in play through her own eyes, leaves that window open and
    ends her turn: the replay window (beside the curtain, not under it) no longer shows her
    hand when the laptop goes to Bob."""
    from PySide6.QtWidgets import QMessageBox

    from redlight_app.gui.replay import hook as look
    window = open_window()
    d = Driver(qtbot, window)
    c = start(window, DIVAS, [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}])
    d.pass_curtain()
    replay = look.open_replay(window, c.game_id)
    replay.watch.setCurrentIndex(replay.watch.findData(0))
    box = replay.curtain.dialog
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert replay.table.hand_order == c.state.players[0].hand
    window.activateWindow()
    d.click(d.button("end_turn"))
    assert window.curtain.cover.isVisible()
    assert replay.table.hand_order == []
    assert replay.watch.currentText() == "As a spectator (no hand)"
