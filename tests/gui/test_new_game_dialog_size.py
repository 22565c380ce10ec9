"""The New game dialog is as tall as what it shows: no empty band under the seats' headings
or above Advanced with two seats, growing for six and shrinking back."""
from __future__ import annotations

from .driver import shown


def test_the_new_game_dialog_fits_the_seats_it_shows(open_window, qtbot, shots):
    window = open_window(size=(1366, 768))
    window.menus.actions["new"].trigger()
    qtbot.waitUntil(lambda: shown(window.dialogs.new_game))
    dialog = window.dialogs.new_game.dialog
    qtbot.waitUntil(lambda: dialog.isVisible() and dialog.height() > 0)
    qtbot.wait(200)  # laid out and shown
    dialog.grab().save(str(shots / "new-game-two-seats.png"))
    assert dialog.height() <= dialog.sizeHint().height() + 1, "an empty band in the dialog"
    two = dialog.height()
    dialog.count.setValue(6)
    qtbot.waitUntil(lambda: dialog.height() > two + 100)
    assert all(w.isVisible() for row in dialog.rows for w in row)
    dialog.count.setValue(2)
    qtbot.waitUntil(lambda: dialog.height() == two)
    dialog.advanced.setChecked(True)
    qtbot.waitUntil(lambda: dialog.height() > two)
    dialog.advanced.setChecked(False)
    qtbot.waitUntil(lambda: dialog.height() == two)
