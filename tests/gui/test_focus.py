"""The keyboard focus goes where the action is: to the table once a game starts (not to
the log's page tab), to the start of the table's Tab order (your first star, then your hand)
when your turn comes back, and back where it was when a dialog closes. Played with keys
only."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .driver import Driver


def focus():
    return QApplication.focusWidget()


def on_the_table(window) -> bool:
    w = focus()
    return w in window.table.yours() or w in window.bar.buttons.values()


def start_with_keys(qtbot, window, computer: bool = True) -> None:
    """Ctrl+N, then the dialog's seats as typed, then Enter."""
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.dialogs.new_game.dialog is not None
                    and QApplication.activeWindow() is window.dialogs.new_game.dialog)
    dialog = window.dialogs.new_game.dialog
    dialog.count.setValue(2)
    dialog.set_seat(0, "Ann", "human")
    dialog.set_seat(1, "Robo", "bot" if computer else "human", "greedy" if computer else None)
    dialog.seed.setText("3")
    qtbot.keyClick(focus(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.state is not None)


def test_after_start_the_focus_is_on_your_first_star_and_comes_back_each_turn(open_window, qtbot):
    window = open_window(bot_delay_ms=5)
    start_with_keys(qtbot, window)
    c = window.controller
    qtbot.waitUntil(lambda: focus() is not None)
    Driver(qtbot, window).wait_computer()
    qtbot.waitUntil(lambda: c.acting_seat() == 0)
    qtbot.waitUntil(lambda: on_the_table(window))
    assert focus() is window.table.areas[0].stars_in_order()[0], focus()
    qtbot.keyClick(window, Qt.Key.Key_E)  # End turn: the computer plays, then it is yours again
    qtbot.waitUntil(lambda: c.acting_seat() == 1)
    Driver(qtbot, window).wait_computer()
    qtbot.waitUntil(lambda: c.acting_seat() == 0)
    qtbot.waitUntil(lambda: on_the_table(window))


def test_a_dialog_gives_the_focus_back_where_it_was(open_window, qtbot):
    window = open_window(bot_delay_ms=5)
    start = window.start
    start.new_button.setFocus()  # where the start page puts the keyboard first
    qtbot.waitUntil(lambda: focus() is start.new_button)
    qtbot.keyClick(start.new_button, Qt.Key.Key_Space)  # the New game dialog…
    qtbot.waitUntil(lambda: QApplication.activeWindow() is QApplication.activeModalWidget() is not None)
    qtbot.keyClick(focus(), Qt.Key.Key_Escape)  # … closed again
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    qtbot.waitUntil(lambda: focus() is start.new_button)

    start_with_keys(qtbot, window)
    c = window.controller
    Driver(qtbot, window).wait_computer()
    qtbot.waitUntil(lambda: on_the_table(window))
    qtbot.keyClick(focus(), Qt.Key.Key_Tab)  # somewhere else on the table
    was = focus()
    assert was is not None
    qtbot.keyClick(was, Qt.Key.Key_D)  # the discard pile's dialog…
    qtbot.waitUntil(lambda: QApplication.activeWindow() is QApplication.activeModalWidget() is not None)
    assert c.state is not None
    qtbot.keyClick(focus(), Qt.Key.Key_Escape)  # … closed
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    qtbot.waitUntil(lambda: focus() is was)


def test_after_the_hot_seat_curtain_the_focus_is_on_the_new_players_first_star(open_window,
                                                                                 qtbot):
    """Two people and two computers, a computer first: once the curtain is passed to Ann, her
    first star has the focus (it went to the game log, whose caret then blinked after its
    last line, and Tab started there)."""
    from .driver import start
    from .test_keyboard_and_names import OPEN
    window = open_window(bot_delay_ms=5)
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Bea", "kind": "human"},
             {"name": "Robo", "kind": "bot", "level": "greedy"},
             {"name": "Rita", "kind": "bot", "level": "greedy"}]
    c = start(window, OPEN, seats, first=2)
    qtbot.waitUntil(lambda: window.curtain.covered() and c.acting_seat() == 0, timeout=20000)
    Driver(qtbot, window).pass_curtain()
    qtbot.waitUntil(lambda: on_the_table(window))
    first = window.table.areas[0].stars_in_order()[0]
    assert focus() is first, focus()
    qtbot.wait(100)  # and it stays there
    assert focus() is first, focus()


def test_ctrl_l_brings_the_log_to_the_front_with_the_keyboard_in_it(open_window, qtbot):
    """The rules (F1) and the log share the dock, tabbed: Ctrl+L shows the log in front of
    them with the focus in it (it hid the log instead, and left the focus in the rules);
    pressed with the log in front, it hides it; once more, the log is back."""
    window = open_window(bot_delay_ms=5)
    start_with_keys(qtbot, window)
    log_dock = window.docks.log_dock
    log = window.docks.undo_to_here.log
    qtbot.waitUntil(log_dock.isVisible)
    window.menus.actions["rules"].trigger()  # Help ▸ Rules (F1)
    qtbot.waitUntil(lambda: window.docks.rules_dock is not None
                    and window.docks.rules_dock.isVisible()
                    and not window.docks.rules_dock.visibleRegion().isEmpty())

    def log_in_front() -> bool:
        return log_dock.isVisible() and not log_dock.visibleRegion().isEmpty()
    qtbot.wait(50)
    assert not log_in_front()
    qtbot.keyClick(focus() or window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: log_in_front() and focus() is log)
    assert window.docks.log_action.isChecked()
    qtbot.keyClick(focus(), Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not log_dock.isVisible())
    qtbot.keyClick(focus() or window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: log_in_front() and focus() is log)


def test_tab_never_walks_into_the_dock_tabbed_behind(open_window, qtbot):
    """The log in front, the rules tabbed behind it: Tab goes round the window without a
    stop in the rules nobody can see (a dozen presses went through their search box and
    links); with the rules in front, their search box is reached again."""
    window = open_window(bot_delay_ms=5)
    start_with_keys(qtbot, window)
    docks = window.docks
    qtbot.waitUntil(docks.log_dock.isVisible)
    window.menus.actions["rules"].trigger()
    qtbot.waitUntil(lambda: not docks.rules_dock.visibleRegion().isEmpty())
    qtbot.wait(50)  # (a person's pause between two keys: the event loop runs)
    qtbot.keyClick(focus() or window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: focus() is docks.undo_to_here.log)  # the log in front
    stops = []
    for _ in range(30):
        qtbot.keyClick(focus(), Qt.Key.Key_Tab)
        stops.append(focus())
    hidden = [w.objectName() for w in stops if w is not None and docks.rules_dock.isAncestorOf(w)]
    assert hidden == []
    window.menus.actions["rules"].trigger()
    qtbot.waitUntil(lambda: not docks.rules_dock.visibleRegion().isEmpty())
    assert docks.rules_view.isEnabled()


def test_a_refusal_leaves_the_status_bar_once_the_next_step_is_taken(open_window, qtbot):
    """O with no star selected is refused, in the note and the status bar; pressing 1 to
    select a star then puts the refusal away from both (the status bar kept saying "Not
    possible: …" after the selection had answered it)."""
    window = open_window(bot_delay_ms=5)
    start_with_keys(qtbot, window)
    c = window.controller
    Driver(qtbot, window).wait_computer()
    qtbot.waitUntil(lambda: c.acting_seat() == 0 and on_the_table(window))
    qtbot.keyClick(focus(), Qt.Key.Key_O)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Not possible:"))
    qtbot.wait(50)
    qtbot.keyClick(focus(), Qt.Key.Key_1)
    qtbot.waitUntil(lambda: bool(window.parts.interaction.selection))
    assert not window.statusBar().currentMessage().startswith("Not possible:")


def test_closing_a_question_in_the_card_set_editor_leaves_the_keyboard_in_the_editor(
        open_window, qtbot):
    """A change not saved, then New set: the editor asks; Esc answers Cancel, and the
    keyboard is back in the editor (the main window, behind it, took it: the next key moved
    the start page's focus instead)."""
    window = open_window()
    window.menus.actions["cardsets"].trigger()
    qtbot.waitUntil(lambda: window.windows.cardset_editor is not None
                    and window.windows.cardset_editor.isVisible())
    editor = window.windows.cardset_editor
    editor.activateWindow()
    qtbot.waitUntil(editor.isActiveWindow)
    editor.select_card("stars", 0)
    editor.doc["stars"][0]["name"] = "Changed, not saved"
    editor.list.tree.setFocus()
    qtbot.waitUntil(editor.list.tree.hasFocus)
    editor.new_from_scratch()
    question = editor.question.dialog
    qtbot.waitUntil(lambda: question is not None and question.isVisible())
    qtbot.waitUntil(lambda: focus() is not None and focus().window() is question)
    qtbot.keyClick(focus(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not question.isVisible())
    qtbot.waitUntil(lambda: focus() is not None)
    qtbot.wait(50)
    assert focus().window() is editor, focus()


def test_tab_leaves_the_rules_text_and_a_rules_id_typed_goes_to_that_rule(open_window, qtbot,
                                                                           shots):
    """In the rules (F1), Tab moves on from the text to the next control (it stepped through
    the text's links to other rules, a dozen presses and more); the rule a link names is
    reached by typing its id in the search box: the rule's own paragraph is shown, not the
    first rule that mentions it."""
    window = open_window(size=(1366, 768))
    start_with_keys(qtbot, window, computer=False)
    docks = window.docks
    window.menus.actions["rules"].trigger()
    qtbot.waitUntil(lambda: docks.rules_dock is not None
                    and not docks.rules_dock.visibleRegion().isEmpty())
    view = docks.rules_view
    browser = view.browser
    qtbot.wait(50)
    qtbot.mouseClick(browser.viewport(), Qt.MouseButton.LeftButton)  # into the text
    qtbot.waitUntil(lambda: focus() is browser)
    qtbot.keyClick(browser, Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: focus() is not browser)
    assert not browser.textCursor().charFormat().isAnchor()
    assert "id (such as R1)" in view.search.accessibleDescription()
    referred = [r for r in view.book.rules if f">{r}</a>" in view.book.html]
    assert referred  # rules that others link to
    rule = referred[-1]
    view.focus_search()
    qtbot.waitUntil(lambda: focus() is view.search)
    qtbot.keyClicks(view.search, rule.lower())
    qtbot.waitUntil(lambda: browser.textCursor().hasSelection())
    block = browser.textCursor().block().text()
    assert f"[{rule}]" in block, (rule, block)
    window.grab().save(str(shots / "rules-went-to-a-rule.png"))


def _ringed(dialog, widget) -> bool:
    """The dialog shows a gold ring around `widget`: the pixel just outside the middle of
    each of its four sides is the ring's colour."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QColor

    from redlight_app.gui.widgets import palette as pal
    image = dialog.grab().toImage()
    top_left = widget.mapTo(dialog, QPoint(0, 0))
    x, y, w, h = top_left.x(), top_left.y(), widget.width(), widget.height()
    for px, py in ((x - 1, y + h // 2), (x + w, y + h // 2), (x + w // 2, y - 1), (x + w // 2, y + h)):
        c = QColor(image.pixel(px, py))
        if max(abs(c.red() - pal.SELECTED.red()), abs(c.green() - pal.SELECTED.green()),
               abs(c.blue() - pal.SELECTED.blue())) > 40:
            return False
    return True


def test_the_new_game_dialog_shows_the_keyboard_focus_on_every_control(open_window, qtbot, shots):
    """Tab through the New game dialog, in the light theme and the dark one: the control
    with the focus has a gold ring round it, the seats' drop-down lists, the push buttons
    and the check boxes too (Fusion's one-pixel outline in the dark red highlight did not
    show on the felt, and the drop-down lists had none)."""
    window = open_window(size=(1366, 768))
    for theme in ("light", "dark"):
        window.menus.actions[f"theme-{theme}"].trigger()
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: window.dialogs.new_game.dialog is not None
                        and QApplication.activeWindow() is window.dialogs.new_game.dialog)
        dialog = window.dialogs.new_game.dialog
        dialog.advanced.setChecked(True)
        qtbot.wait(100)
        kinds = set()
        reached = []
        while focus() not in reached:
            widget = focus()
            reached.append(widget)
            assert dialog.isAncestorOf(widget)
            qtbot.waitUntil(lambda d=dialog, w=widget: _ringed(d, w), timeout=2000)
            kinds.add(widget.metaObject().className())
            if widget is dialog.first:
                dialog.grab().save(str(shots / f"new-game-focus-{theme}.png"))
            qtbot.keyClick(widget, Qt.Key.Key_Tab)
            qtbot.wait(20)  # (a person's pause between two keys)
        assert {"QLineEdit", "QComboBox", "QSpinBox", "QCheckBox", "QPushButton"} <= kinds
        qtbot.keyClick(focus(), Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: window.dialogs.new_game.dialog is None)
    window.menus.actions["theme-light"].trigger()
