"""Keyboard and screen readers: every hand card and star takes focus with Tab, in order, and
Enter plays; every interactive widget on the pages and dialogs has an accessible name."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

from redlight_app.engine.cards import load_cardset

from .driver import Driver, start

# every star can make the film alone; every event is an own-turn card anyone may play
OPEN = load_cardset({
    "format": "redlight-cardset/1", "name": "Open", "award_costs": [4, 4, 6, 8],
    "stars": [{"id": "s-star", "name": "Star", "psyche": 50, "charisma": 40, "fame": 3,
               "ability": None, "copies": 12}],
    "events": [{"id": "e-boost", "name": "Boost", "phase": "own_turn", "copies": 30,
                "effect": {"do": "draw", "count": 1}, "text": "Draw a card."}],
    "films": [{"id": "f-film", "name": "The Film", "color": "blue", "bonus": 1,
               "fame_required": 3, "copies": 10}],
    "awards": [{"id": "a-award", "name": "Award", "frame": "gold", "costs": None,
                "reveal_on_draw": False, "counts_toward_win": True, "effect": None, "copies": 10}],
})

INTERACTIVE = (QAbstractButton, QComboBox, QLineEdit, QAbstractSpinBox, QAbstractItemView,
               QAbstractSlider, QTextEdit, QPlainTextEdit)


def spoken_name(w: QWidget) -> str:
    """The name a screen reader reads for `w` (Qt's accessibility interface: the accessible
    name, else a button's text, else the text of a label whose buddy it is)."""
    face = QAccessible.queryAccessibleInterface(w)
    return face.text(QAccessible.Text.Name).strip() if face is not None else ""


def unnamed(root: QWidget) -> list[str]:
    """Visible widgets a person can act on (or that take focus) with no name a screen reader
    could read."""
    out = []
    for w in [root] + root.findChildren(QWidget):
        if not w.isVisible():
            continue
        takes_focus = w.focusPolicy() & Qt.FocusPolicy.TabFocus
        if not (isinstance(w, INTERACTIVE) or takes_focus):
            continue
        if w.accessibleName().strip() or spoken_name(w):
            continue
        parent = w.parentWidget()
        if isinstance(parent, (QAbstractSpinBox, QComboBox)) and spoken_name(parent):
            continue  # the editor inside a named spin box or combo box is read as it
        if isinstance(w, QAbstractButton) and w.text().replace("&", "").strip():
            continue
        out.append(f"{type(w).__name__}#{w.objectName()}")
    return out


def test_tab_reaches_every_hand_card_and_star_and_enter_plays(open_window, qtbot):
    window = open_window(bot_delay_ms=5)
    c = start(window, OPEN, [{"name": "Ann", "kind": "human"},
                             {"name": "Robo", "kind": "bot", "level": "greedy"}])
    d = Driver(qtbot, window)
    assert c.acting_seat() == 0
    table = window.table
    hand = [table.hand[card] for card in table.hand_order]
    stars = [w for area in table.areas.values() for w in area.stars.values()]
    assert hand and len(stars) == 2
    assert all(w.key_text for w in hand), "each hand card shows its shortcut"
    mine = table.areas[0].stars_in_order()
    assert [w.key_text for w in mine] == [str(i + 1) for i in range(len(mine))]
    mine[0].setFocus(Qt.FocusReason.OtherFocusReason)
    seen = []
    for _ in range(40):
        focus = QApplication.focusWidget()
        seen.append(focus)
        qtbot.keyClick(focus, Qt.Key.Key_Tab)
    order = [w for w in seen if w in hand or w in stars]
    assert set(hand) <= set(seen) and set(stars) <= set(seen), "Tab reaches every card"
    first = {w: order.index(w) for w in order}
    assert first[mine[0]] < first[hand[0]] < first[stars[-1] if stars[-1] not in mine else stars[0]]
    # the arrow keys move along the hand
    hand[0].setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(hand[0], Qt.Key.Key_Right)
    assert QApplication.focusWidget() is hand[1]
    # Space selects a star, Enter on a hand card plays it
    qtbot.keyClick(mine[0], Qt.Key.Key_Space)
    assert window.interaction.selection == [mine[0].view.card]
    before = len(c.record.moves)
    card = hand[1].view.card
    qtbot.keyClick(hand[1], Qt.Key.Key_Return)
    assert len(c.record.moves) == before + 1
    assert (c.record.moves[-1].type, c.record.moves[-1].card) == ("play_event", card)
    d.wait_computer()


def test_no_unnamed_interactive_widget_on_the_pages_and_dialogs(open_window, qtbot):
    window = open_window(bot_delay_ms=5)
    assert unnamed(window) == [], "start page"
    window.menus.actions["cardsets"].trigger()
    qtbot.waitUntil(lambda: window.windows.cardset_editor is not None
                    and window.windows.cardset_editor.isVisible())
    editor = window.windows.cardset_editor
    for section in ("stars", "events", "films", "awards"):
        editor.select_card(section, 0)
        qtbot.wait(20)
        assert unnamed(editor) == [], f"card set editor, a card of {section}"
    editor.close()
    window.activateWindow()
    window.games.new_game_dialog()
    qtbot.waitUntil(lambda: window.dialogs.new_game.dialog is not None and window.dialogs.new_game.dialog.isVisible())
    assert unnamed(window.dialogs.new_game.dialog) == [], "new game dialog"
    window.dialogs.new_game.dialog.advanced.setChecked(True)
    assert unnamed(window.dialogs.new_game.dialog) == [], "new game dialog, Advanced open"
    window.dialogs.new_game.dialog.reject()
    c = start(window, OPEN, [{"name": "Ann", "kind": "human"},
                             {"name": "Robo", "kind": "bot", "level": "greedy"}])
    qtbot.wait(30)
    window.show_rules()
    assert unnamed(window) == [], "table, docks"
    c.agree_end()
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.result)
    assert unnamed(window) == [], "result page"


def test_first_seat_asks_for_the_name_once_and_computers_get_names(open_window, qtbot):
    window = open_window()
    window.games.new_game_dialog()
    qtbot.waitUntil(lambda: window.dialogs.new_game.dialog is not None and window.dialogs.new_game.dialog.isVisible())
    dialog = window.dialogs.new_game.dialog
    name, kind = dialog.rows[0][1], dialog.rows[1][2]
    assert name.text() == "" and name.placeholderText() == "Your name"
    assert kind.currentData() == "bot" and dialog.rows[1][1].text() not in ("", "Computer")
    dialog.count.setValue(4)
    extra = [dialog.rows[i] for i in (2, 3)]
    assert all(r[2].currentData() == "bot" for r in extra), "extra seats default to computers"
    names = {r[1].text() for r in dialog.rows[:4]}
    assert len(names) == 4, "each computer has its own name"
    dialog.rows[2][2].setCurrentIndex(dialog.rows[2][2].findData("human"))
    dialog.rows[2][1].setText("Player 3")
    dialog.rows[2][2].setCurrentIndex(dialog.rows[2][2].findData("bot"))
    assert dialog.rows[2][1].text() != "Player 3", "a seat switched to Computer gets a computer name"
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and "your name" in dialog.error.text()
    name.setText("Ann")
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.state is not None)
    assert window.controller.names[0] == "Ann"
    assert "You" not in window.table.banner.plain()
    window.controller.close_game()
    window.games.new_game_dialog()
    qtbot.waitUntil(lambda: window.dialogs.new_game.dialog is not dialog and window.dialogs.new_game.dialog.isVisible())
    assert window.dialogs.new_game.dialog.rows[0][1].text() == "Ann", "the name is remembered"
    window.dialogs.new_game.dialog.reject()


def test_no_unnamed_interactive_widget_in_table_mode(open_window, qtbot):
    """Table mode mid-game (a turn, a draw with its chips, the films and awards a star can
    take, a refusal, an event's targets), the adjustment dialog on each tab and the New table
    game dialog: every widget a person can act on has a name a screen reader reads."""
    from .table_helpers import walk_table_mode
    window = open_window(size=(1366, 768))
    seen = []

    def check(where: str, root: QWidget) -> None:
        seen.append(where)
        assert unnamed(root) == [], where

    walk_table_mode(qtbot, window, check)
    assert len(seen) == 11, seen


@pytest.mark.qt_no_exception_capture
def test_no_unnamed_interactive_widget_in_the_crash_save_failure_and_export_dialogs(
        open_window, qtbot, monkeypatch):
    """The save-failure box (a move that could not be saved), the replay's Export log…
    dialog in its list and detail views, and the crash box with its report shown: every
    widget a person can act on has a name a screen reader reads."""
    from PySide6.QtCore import QTimer

    from redlight_app import logging_setup
    from redlight_app.gui.desktop import install_log_and_crash_handler

    from .test_replay import FINISHED, _open_replay, _saved
    from .test_save_failure import FullDisk
    window = open_window(bot_delay_ms=60_000)
    # the save-failure box: a move the store refuses
    c = start(window, OPEN, [{"name": "Ann", "kind": "human"},
                             {"name": "Robo", "kind": "bot", "level": "greedy"}])
    FullDisk(window.storage.repo).install(monkeypatch)
    Driver(qtbot, window).click(Driver(qtbot, window).button("end_turn"))
    box = window.dialogs.save_failure.dialog
    qtbot.waitUntil(box.isVisible, timeout=3000)
    assert unnamed(box) == [], "save-failure box"
    box.done(0)
    monkeypatch.undo()
    c.close_game()
    # the replay's export dialog, both views of its files
    ids, _ = _saved(window)
    replay = _open_replay(window, qtbot, ids[FINISHED])
    qtbot.mouseClick(replay.export_button, Qt.MouseButton.LeftButton)
    dialog = window.dialogs.export_log.dialog
    qtbot.waitUntil(dialog.isVisible)
    for view in ("listModeButton", "detailModeButton"):
        mode = dialog.findChild(QAbstractButton, view)
        assert mode is not None and mode.isVisible()
        qtbot.mouseClick(mode, Qt.MouseButton.LeftButton)
        assert unnamed(dialog) == [], f"export dialog, {view}"
    dialog.reject()
    replay.close()
    # the crash box, its report shown
    handler = install_log_and_crash_handler(lambda: window)
    try:
        def boom() -> None:
            raise RuntimeError("boom in a slot\n" + "a long report line\n" * 60)
        QTimer.singleShot(0, boom)
        qtbot.waitUntil(lambda: handler.dialog is not None and handler.dialog.isVisible(),
                        timeout=5000)
        crash = handler.dialog
        assert unnamed(crash) == [], "crash box"
        details = [b for b in crash.findChildren(QAbstractButton)
                   if b.isVisible() and "Details" in b.text()]
        assert len(details) == 1
        qtbot.mouseClick(details[0], Qt.MouseButton.LeftButton)
        report = crash.findChild(QTextEdit)
        qtbot.waitUntil(lambda: report is not None and report.isVisible())
        assert report.verticalScrollBar().isVisible(), "a long report scrolls"
        assert unnamed(crash) == [], "crash box, the report shown"
        crash.close()
    finally:
        handler.uninstall()
        logging_setup.uninstall()
