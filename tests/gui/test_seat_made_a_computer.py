"""A seat switched to Computer in the New game dialog gets a computer's name (after a hot-seat
game Ann vs Cleo, seat 2 made a computer kept "Cleo", and the statistics counted the
computer as the person Cleo); switched back to Human it gets "Cleo" back; a name typed for
the seat in the dialog stays."""
from __future__ import annotations

import json

from PySide6.QtCore import Qt

from redlight_app.gui.dialogs.new_game import COMPUTER_NAMES


def choose(qtbot, combo, text: str) -> None:
    """Pick `text` in a combo box with the keyboard, as a person does."""
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus)
    key = Qt.Key.Key_Down if combo.findText(text) > combo.currentIndex() else Qt.Key.Key_Up
    while combo.currentText() != text:
        before = combo.currentIndex()
        qtbot.keyClick(combo, key)
        qtbot.waitUntil(lambda before=before: combo.currentIndex() != before)


def test_a_seat_made_a_computer_gets_a_computer_name_and_its_person_name_back(open_window, qtbot, shots):
    window = open_window(size=(1366, 768))
    qtbot.waitUntil(lambda: window.store_ready, timeout=15000)
    # what a hot-seat game Ann vs Cleo left for the next dialog
    window.settings.setValue("new_game", json.dumps({"seats": [
        {"name": "Ann", "kind": "human"}, {"name": "Cleo", "kind": "human"}]}))
    window.settings.setValue("player_name", "Ann")
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.dialogs.new_game.dialog is not None
                    and window.dialogs.new_game.dialog.isVisible())
    dialog = window.dialogs.new_game.dialog
    _, name, kind, level = dialog.rows[1]
    assert name.text() == "Cleo" and kind.currentText() == "Human"

    choose(qtbot, kind, "Computer")
    qtbot.waitUntil(lambda: name.text() != "Cleo")
    others = {row[1].text() for i, row in enumerate(dialog.rows) if i != 1}
    assert name.text() in COMPUTER_NAMES and name.text() not in others, name.text()
    choose(qtbot, level, "Easy")
    dialog.grab().save(str(shots / "new-game-seat-made-a-computer.png"))

    choose(qtbot, kind, "Human")  # changed her mind: Cleo plays after all
    qtbot.waitUntil(lambda: name.text() == "Cleo")
    choose(qtbot, kind, "Computer")
    qtbot.waitUntil(lambda: name.text() in COMPUTER_NAMES)
    robot = name.text()

    # a name typed for the seat in this dialog is the one wanted: kept as a computer's
    choose(qtbot, kind, "Human")
    qtbot.waitUntil(lambda: name.text() == "Cleo")
    name.setFocus()
    qtbot.waitUntil(name.hasFocus)
    name.selectAll()
    qtbot.keyClicks(name, "Dora")
    choose(qtbot, kind, "Computer")
    qtbot.wait(50)
    assert name.text() == "Dora"
    choose(qtbot, kind, "Human")
    qtbot.wait(50)
    assert name.text() == "Dora"
    name.selectAll()
    qtbot.keyClicks(name, robot)
    choose(qtbot, kind, "Computer")

    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.state is not None)
    assert [p.name for p in window.controller.state.players] == ["Ann", robot]
