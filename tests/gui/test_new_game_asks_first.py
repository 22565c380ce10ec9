"""Ctrl+N while a game is in play asks before the New game dialog, as New table game and
Play with phones do (it opened the dialog, whose Start closed the game without a word); a
finished game, or none, goes straight to the dialog."""
from __future__ import annotations

from PySide6.QtCore import Qt

from .driver import shown, start
from .table_helpers import table_set

HOTSEAT = [{"name": "Ann", "kind": "human"}, {"name": "Bea", "kind": "human"}]


def test_ctrl_n_during_a_game_asks_first_and_no_keeps_it(qtbot, open_window):
    main = open_window()
    c = start(main, table_set(), HOTSEAT)
    game = c.game_id
    qtbot.keyClick(main, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: shown(main.dialogs.question))
    question = main.dialogs.question.dialog
    assert "A game is open. It is saved" in question.text()
    assert main.dialogs.new_game.dialog is None
    question.button(question.StandardButton.No).click()
    qtbot.waitUntil(lambda: not shown(main.dialogs.question))
    assert not shown(main.dialogs.new_game) and c.game_id == game and c.state is not None
    qtbot.keyClick(main, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: shown(main.dialogs.question))
    main.dialogs.question.dialog.button(question.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: shown(main.dialogs.new_game))
    main.dialogs.new_game.dialog.reject()


def test_ctrl_n_on_the_start_page_opens_the_dialog_at_once(qtbot, open_window):
    main = open_window()
    qtbot.keyClick(main, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: shown(main.dialogs.new_game))
    assert not shown(main.dialogs.question)
    main.dialogs.new_game.dialog.reject()
