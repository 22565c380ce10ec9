"""Undo in a table game, as the table met it at a game night: a wrong event entered, its
response passed, then Ctrl+Z. The pass is a decision of its own (entered by a person: the
player may have meant to respond), so Ctrl+Z takes back one entry a step; but the first
step only brought back the response question, and the undo looked as if it had done
nothing. Now Edit ▸ Undo names the entry it takes back, and after an undo the status bar
says which went and which the next Ctrl+Z takes back."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .table_helpers import snap, start_table, tap


def ctrl_z(qtbot, main) -> None:
    """Ctrl+Z pressed by a person: it goes to whatever has the keyboard."""
    qtbot.keyClick(QApplication.focusWidget() or main, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def test_undo_after_an_event_and_its_pass_says_what_each_ctrl_z_takes_back(
        qtbot, open_window, shots):
    main = open_window(size=(1366, 768))
    tm = start_table(main)
    c = main.controller
    strip = tm.strip
    undo = main.menus.actions["undo"]
    main.activateWindow()
    qtbot.waitUntil(main.isActiveWindow)
    tap(qtbot, strip.search)
    qtbot.keyClicks(strip.search, "rum")
    qtbot.keyClick(strip.search, Qt.Key.Key_Return)  # Mia's Rumour: on Bob, Leo's only star
    qtbot.waitUntil(lambda: tm.mode() == "respond")
    assert undo.text() == "&Undo: Mia played Rumour on Bob."
    tap(qtbot, strip.pass_button)  # Leo does not respond
    qtbot.waitUntil(lambda: tm.mode() == "turn")
    entries = len(c.record.moves)
    assert undo.text() == "&Undo: Leo passed."
    assert undo.toolTip() == "Undo: Leo passed."

    ctrl_z(qtbot, main)  # the pass goes: Leo is asked again
    qtbot.waitUntil(lambda: len(c.record.moves) == entries - 1)
    qtbot.waitUntil(lambda: tm.mode() == "respond")
    said = main.statusBar().currentMessage()
    assert said == "Undone: Leo passed. Ctrl+Z again takes back: Mia played Rumour on Bob.", said
    assert undo.text() == "&Undo: Mia played Rumour on Bob."
    snap(qtbot, main, shots, "table-undo-says-the-next-entry.png")

    ctrl_z(qtbot, main)  # the event goes
    qtbot.waitUntil(lambda: len(c.record.moves) == entries - 2)
    qtbot.waitUntil(lambda: tm.mode() == "turn")
    assert "e-rumour" not in c.state.discard
    assert main.statusBar().currentMessage() == "Undone: Mia played Rumour on Bob."
    assert not undo.isEnabled() and undo.text() == "&Undo"


def test_ctrl_z_while_the_strip_asks_for_a_drawn_card_undoes_the_entry(qtbot, open_window):
    """Mia ends her turn by mistake: the strip asks which card Leo drew, its name field has
    the keyboard, and Ctrl+Z there took nothing back (the empty field kept the key). Now it
    is the game's Undo, and Mia's turn is back."""
    main = open_window(size=(1366, 768))
    tm = start_table(main)
    c = main.controller
    strip = tm.strip
    main.activateWindow()
    qtbot.waitUntil(main.isActiveWindow)
    tap(qtbot, strip.end_turn)
    qtbot.waitUntil(lambda: tm.mode() == "draw" and strip.search.hasFocus())
    assert c.state.active == 1 and strip.search.text() == ""
    ctrl_z(qtbot, main)
    qtbot.waitUntil(lambda: tm.mode() == "turn")
    assert c.state.active == 0 and c.record.moves == []
    assert main.statusBar().currentMessage() == "Undone: Mia ended the turn."
    # with a name typed, Ctrl+Z is the field's own: the letters go, the game stays
    tap(qtbot, strip.end_turn)
    qtbot.waitUntil(lambda: tm.mode() == "draw" and strip.search.hasFocus())
    qtbot.keyClicks(strip.search, "cy")
    ctrl_z(qtbot, main)
    qtbot.waitUntil(lambda: strip.search.text() == "")
    assert tm.mode() == "draw" and len(c.record.moves) == 1
