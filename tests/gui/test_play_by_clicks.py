"""Whole games played on screen by clicking: hot-seat through the curtain, and against the
computer; screenshots of the table, the curtain and the result go to test-artifacts/."""
from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .driver import Driver


def start_from_dialog(qtbot, window, seats, seed, turn_limit=0):
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.dialogs.new_game.dialog is not None and window.dialogs.new_game.dialog.isVisible())
    dialog = window.dialogs.new_game.dialog
    dialog.count.setValue(len(seats))
    for i, (name, kind) in enumerate(seats):
        dialog.set_seat(i, name, kind, "greedy" if kind == "bot" else None)
    dialog.seed.setText(str(seed))
    dialog.turn_limit.setValue(turn_limit)
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.state is not None)


def test_hotseat_game_to_the_result_screen(open_window, qtbot, shots):
    window = open_window()
    d = Driver(qtbot, window)
    start_from_dialog(qtbot, window, [("Ann", "human"), ("Bob", "human")], seed=11)
    c = window.controller
    assert [s["kind"] for s in c.seats] == ["human", "human"]
    rng = random.Random(4)
    curtains = 0
    table_shot = False
    for _ in range(2000):
        if window.stack.currentWidget() is window.result:
            break
        if window.curtain.cover.isVisible():
            acting = c.acting_seat()
            if curtains == 1:
                qtbot.wait(60)  # let layouts settle and the log catch up, as on screen
                window.grab().save(str(shots / "curtain.png"))
            assert d.pass_curtain() == f"Pass to {c.names[acting]}"
            curtains += 1
            continue
        seat = c.acting_seat()
        assert window.curtain.viewer == seat, "the screen shows the seat who must act"
        player = c.state.players[seat]
        # hot-seat privacy: only the viewer's own cards are drawn in the hand
        assert set(window.table.hand) == set(player.hand) | set(player.awards)
        other = c.state.players[1 - seat]
        assert not set(window.table.hand) & (set(other.hand) | set(other.awards))
        if not table_shot and c.state.turn >= 6 and c.state.window is None:
            qtbot.wait(60)  # let layouts settle and the log catch up, as on screen
            window.grab().save(str(shots / "table-hotseat.png"))
            table_shot = True
        d.perform(d.choose(seat, rng))
    assert window.stack.currentWidget() is window.result, "the game reached its end screen"
    assert curtains >= 3, "the device was passed between the players"
    state = c.state
    assert state.status == "over"
    title = window.result.title.text()
    if state.winners:
        assert c.names[state.winners[0]] in title
    assert "Why:" in window.result.reason.text()
    assert window.result.chart.history[-1][1] == [len(p.awards) for p in state.players]
    qtbot.wait(60)  # let layouts settle and the log catch up, as on screen
    window.grab().save(str(shots / "result.png"))
    # the log tells the story in sentences
    lines = window.log_view.lines()
    assert any("ended the turn" in line for line in lines)
    assert lines[-1].startswith(tuple(c.names)) or "no winner" in lines[-1]
    # the last decision can be taken back from the result screen
    moves = len(c.record.moves)
    assert window.menus.actions["undo"].isEnabled(), (c.undo_count(), c.record.moves[-3:])
    window.activateWindow()  # keys reach shortcuts only in the active window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not c.over and len(c.record.moves) == moves - 1
    assert window.stack.currentWidget() is window.table


def test_against_the_computer(open_window, qtbot, shots):
    window = open_window(bot_delay_ms=15)
    d = Driver(qtbot, window)
    start_from_dialog(qtbot, window, [("Ann", "human"), ("Robo", "bot")], seed=23)
    c = window.controller
    rng = random.Random(9)
    humans_moves = 0
    shot = False
    for _ in range(2000):
        d.wait_computer()
        if c.over:
            break
        assert not window.curtain.cover.isVisible(), "no curtain with a single human"
        seat = c.acting_seat()
        assert seat == 0 and window.curtain.viewer == 0
        if not shot and c.state.turn >= 5:
            qtbot.wait(60)  # let layouts settle and the log catch up, as on screen
            window.grab().save(str(shots / "table-vs-computer.png"))
            shot = True
        d.perform(d.choose(seat, rng))
        humans_moves += 1
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.result)
    robo_moves = [m for m in c.record.moves if m.player == 1]
    assert robo_moves, "the computer played"
    lines = window.log_view.lines()
    assert any(line.startswith("Robo ") for line in lines), "the computer's moves are in the log"
    # its hidden cards stay hidden from the human's log
    robo_events = {e.entry["card"] for e in c.log if e.entry.get("type") == "draw"
                   and e.entry.get("seat") == 1 and e.entry.get("kind") == "event"}
    names = {c.state.cardset.name_of(card) for card in robo_events}
    assert not any(f"Robo drew {n}." in lines for n in names)
    assert any(line == "Robo drew an event." for line in lines)
