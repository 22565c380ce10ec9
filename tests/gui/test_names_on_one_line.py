"""The new-game and new-table-game dialogs refuse a name with a control character or a bidi
control in one sentence naming the seat, and start nothing (issue 30)."""
from __future__ import annotations

from PySide6.QtWidgets import QDialog

from redlight_app.engine.cards import load_cardset
from redlight_app.gui.dialogs.new_game import NewGameDialog
from redlight_app.gui.table_mode.new_table import NewTableGameDialog
from tests.store.support import cardset_doc


def test_the_new_game_dialog_refuses_a_bidi_override_in_a_name(qtbot):
    dialog = NewGameDialog([(1, "Demo")])
    qtbot.addWidget(dialog)
    dialog.set_seat(0, "Ann\u202eecila")
    dialog.show()
    qtbot.waitUntil(dialog.isVisible)
    dialog._accept()
    qtbot.waitUntil(lambda: bool(dialog.error.text()))
    assert dialog.error.text() == "Seat 1: a name is text on one line, without control characters."
    assert dialog.result() != QDialog.DialogCode.Accepted
    dialog.set_seat(0, "Ann")
    dialog._accept()
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_the_table_game_dialog_refuses_a_control_character_in_a_name(qtbot):
    cardset = load_cardset(cardset_doc())
    dialog = NewTableGameDialog([(1, "Synthetic")], 1, lambda _id: cardset)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: len(dialog.names) >= 2)
    dialog.names[1].setText("Bob\x1b[31m")
    dialog._try_accept()
    qtbot.waitUntil(lambda: bool(dialog.problem.text()))
    assert dialog.problem.text() == ("Seat 2: a name is text on one line, without control "
                                     "characters.")
    assert dialog.result() != QDialog.DialogCode.Accepted
