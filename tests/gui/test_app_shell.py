"""The shell around the table: 18+ question, start page and resume, new game dialog, rules
dock, remembered layout, themes, the smoke run."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .driver import Driver

ROOT = Path(__file__).resolve().parents[2]
VS_COMPUTER = [{"name": "Ann", "kind": "human"}, {"name": "Robo", "kind": "bot", "level": "greedy"}]


def test_age_question_once_then_remembered(open_window, qtbot, shots):
    window = open_window(age_gate=True)
    question = window.curtain.cover.question
    assert window.curtain.cover.isVisible() and question is not None and question.isVisible()
    assert question.title.text() == "For adults only"
    qtbot.wait(60)  # let layouts settle and the log catch up, as on screen
    window.grab().save(str(shots / "age-question.png"))
    question.grab().save(str(shots / "age-question-dialog.png"))
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert window.dialogs.new_game.dialog is None, "nothing starts before the answer"
    qtbot.mouseClick(question.ok, Qt.MouseButton.LeftButton)
    assert not window.curtain.cover.isVisible() and not question.isVisible()
    window.close()
    again = open_window(age_gate=True)
    assert not again.curtain.cover.isVisible()


def test_age_question_is_a_modal_dialog_tab_cannot_leave(open_window, qtbot):
    from PySide6.QtGui import QAccessible
    window = open_window(age_gate=True)
    question = window.curtain.cover.question
    qtbot.waitUntil(lambda: QApplication.focusWidget() is question.ok)
    face = QAccessible.queryAccessibleInterface(question)
    assert face.role() == QAccessible.Role.Dialog
    assert face.text(QAccessible.Text.Name) == "For adults only"
    assert face.text(QAccessible.Text.Description).startswith("Red Light is a card game for adults")
    assert question.isModal() and QApplication.activeModalWidget() is question
    for _ in range(6):  # Tab and Shift+Tab go round the two answers, never behind
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert QApplication.focusWidget() in (question.ok, question.no)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backtab)
        assert QApplication.focusWidget() in (question.ok, question.no)
    qtbot.keyClick(question.ok, Qt.Key.Key_Return)  # Enter: the default answer, 18 or older
    assert not window.curtain.cover.isVisible() and not question.isVisible()
    assert window.settings.value("age_confirmed") in (True, "true")
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.start.new_button)  # the page's first


def test_age_question_declined_closes(open_window, qtbot):
    window = open_window(age_gate=True)
    qtbot.mouseClick(window.curtain.cover.question.no, Qt.MouseButton.LeftButton)
    assert not window.isVisible()


def test_start_page_resumes_an_unfinished_game(open_window, qtbot, shots):
    window = open_window()
    assert window.stack.currentWidget() is window.start
    assert window.start.games.count() == 0
    assert window.games.start_game({"seats": VS_COMPUTER, "seed": 8, "first_player": 0})
    d = Driver(qtbot, window)
    c = window.controller
    d.wait_computer()
    d.click(window.bar.buttons["end_turn"])
    d.wait_computer()
    moves = [m.to_dict() for m in c.record.moves]
    log = window.log_view.lines()
    window.close()

    again = open_window()
    start = again.start
    assert again.stack.currentWidget() is start
    assert start.games.count() == 1 and "Ann · Robo" in start.games.item(0).text()
    qtbot.wait(60)  # let layouts settle and the log catch up, as on screen
    again.grab().save(str(shots / "start-page.png"))
    qtbot.mouseClick(start.resume_button, Qt.MouseButton.LeftButton)
    c2 = again.controller
    assert [m.to_dict() for m in c2.record.moves] == moves
    assert again.stack.currentWidget() is again.table and again.curtain.viewer == 0
    assert again.log_view.lines() == log


def test_new_game_dialog_seats_and_options(open_window, qtbot):
    window = open_window()
    qtbot.mouseClick(window.start.new_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.dialogs.new_game.dialog is not None)
    dialog = window.dialogs.new_game.dialog
    assert dialog.cardset.currentText() == "Demo"
    dialog.count.setValue(3)
    dialog.set_seat(0, "Ann", "human")
    dialog.set_seat(1, "Ann", "bot", "easy")
    dialog.set_seat(2, "Cy", "bot", "hard")
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and "same name" in dialog.error.text()
    dialog.set_seat(1, "Bea", "bot", "easy")
    dialog.seed.setText("77")
    dialog.always_ask.setChecked(True)
    dialog.turn_limit.setValue(40)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.state is not None)
    c = window.controller
    assert c.seats == [{"name": "Ann", "kind": "human", "level": None},
                       {"name": "Bea", "kind": "bot", "level": "easy"},
                       {"name": "Cy", "kind": "bot", "level": "hard"}]
    assert c.record.seed == 77
    assert c.state.options.always_ask_reactions and c.state.options.turn_limit == 40
    # the dialog remembers the last seats
    window.controller.close_game()
    window.games.new_game_dialog()
    qtbot.waitUntil(lambda: window.dialogs.new_game.dialog is not dialog and window.dialogs.new_game.dialog.isVisible())
    again = window.dialogs.new_game.dialog
    assert again.count.value() == 3 and again.rows[2][1].text() == "Cy"
    window.dialogs.new_game.dialog.reject()


def test_rules_dock_search_and_links(open_window, qtbot):
    window = open_window()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    assert window.docks.rules_dock.isVisible()
    view = window.docks.rules_view
    assert "Red Light rules" in view.browser.toPlainText()
    qtbot.keyClicks(view.search, "showdown")
    assert len(view.matches) >= 3 and "found" in view.count.text()
    assert view.browser.textCursor().selectedText().lower() == "showdown"
    assert view.show_rule("V4")
    assert "V4" in view.browser.textCursor().block().text()


def test_a_rules_search_that_finds_nothing_marks_nothing(open_window, qtbot):
    """Typing on past the last match ("a", then "awardz"): "0 found", and no letter of the
    rules is left marked as if it were a match."""
    window = open_window()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    view = window.docks.rules_view
    qtbot.keyClicks(view.search, "a")
    qtbot.waitUntil(lambda: view.browser.textCursor().hasSelection())
    qtbot.keyClicks(view.search, "wardz")
    qtbot.waitUntil(lambda: view.count.text() == "0 found")
    assert view.matches == []
    assert not view.browser.textCursor().hasSelection(), view.browser.textCursor().selectedText()
    assert view.browser.extraSelections() == []


def test_window_size_and_docks_remembered(open_window, qtbot):
    window = open_window(size=(1200, 800))
    window.show_rules()
    window.close()
    again = open_window(size=None)
    assert again.size().width() == 1200 and again.size().height() == 800
    assert again.docks.rules_dock.isVisible()


def test_dark_theme_and_back(open_window):
    window = open_window()
    window.menus.actions["theme-dark"].trigger()
    assert QApplication.palette().window().color().lightness() < 80
    window.menus.actions["theme-light"].trigger()
    assert QApplication.palette().window().color().lightness() > 180
    assert window.settings.value("theme") == "light"


def test_every_menu_action_has_a_shortcut(open_window):
    window = open_window()
    missing = [key for key, action in window.menus.actions.items()
               if not action.shortcut().toString() and not key.startswith(("theme-", "lang-"))
               and key not in ("about",)]
    assert missing == []
    for menu in window.menuBar().findChildren(type(window.menuBar().actions()[0].menu())):
        assert "&" in menu.title() or not menu.title()


def test_smoke_command_plays_a_computer_game_and_saves_a_screenshot(tmp_path, shots):
    shot = shots / "smoke.png"
    done = subprocess.run([sys.executable, "-m", "redlight_app", "--data-dir", str(tmp_path),
                           "--smoke", "--screenshot", str(shot)], cwd=ROOT, capture_output=True,
                          text=True, timeout=240)
    assert done.returncode == 0, done.stderr
    assert "smoke: game over" in done.stdout
    assert shot.stat().st_size > 10000


def test_v8_the_rules_dock_shows_the_stalled_showdown_rule(open_window, qtbot, shots):
    window = open_window()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    view = window.docks.rules_view
    assert view.show_rule("V8")
    assert "a showdown that stands still ends" in view.browser.textCursor().block().text()
    assert view.show_rule("A9") and "trigger" in view.browser.toPlainText()
    view.show_rule("V8")
    window.grab().save(str(shots / "rules-dock-v8.png"))


def test_the_age_questions_cover_covers_a_window_resized_before_it_shows(open_window, qtbot,
                                                                         shots):
    """The window is sized before it shows (its place restored, maximised as it opens): the
    cover under the 18+ question covered only the window's first size, the start page
    showing beside it."""
    window = open_window(age_gate=True, size=(1100, 700))
    cover = window.curtain.cover
    qtbot.waitUntil(lambda: cover.question is not None and cover.question.isVisible())
    window.grab().save(str(shots / "age-question-resized-before-showing.png"))
    assert cover.isVisible() and cover.geometry() == window.rect()
    window.resize(1300, 760)  # and while it is asked
    qtbot.waitUntil(lambda: cover.geometry() == window.rect())


def test_the_play_menu_is_greyed_with_no_game_on_screen(open_window, qtbot):
    """On the start page, a newcomer's F, Ctrl+H, 1 or D (the Play menu's items, all shown
    enabled) did nothing and said nothing. With no game on screen they are greyed; a game
    started, they work; the game closed, they are greyed again."""
    window = open_window()
    game_only = ["make_film", "buy_award", "outshine", "ability", "pass", "end_turn", "cancel",
                 "interrupt", "discard", "hint", "digit-1", "card-1"]
    actions = window.menus.actions
    assert [k for k in game_only if actions[k].isEnabled()] == []
    play = window.menus.menus["play"]
    assert all(not a.isEnabled() for a in play.actions() if a.menu() is not None)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    assert window.stack.currentWidget() is window.start
    from .cardsets import RECALLS
    from .driver import start
    start(window, RECALLS, [{"name": "Ann", "kind": "human"},
                            {"name": "Robo", "kind": "bot", "level": "normal"}], seed=3)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.table)
    assert all(actions[k].isEnabled() for k in game_only), \
        [k for k in game_only if not actions[k].isEnabled()]
    assert all(a.isEnabled() for a in play.actions() if a.menu() is not None)
    actions["start"].trigger()
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.start)
    assert [k for k in game_only if actions[k].isEnabled()] == []


def test_the_help_menu_offers_the_rules(open_window, qtbot):
    """A newcomer opening Help found only About: the rules (F1) were under View. Help holds
    the same Rules action, which opens the rules."""
    window = open_window()
    help_menu = window.menus.menus["help"]
    rules = window.menus.actions["rules"]
    assert rules in help_menu.actions() and rules in window.menus.menus["view"].actions()
    assert help_menu.actions()[0] is rules
    rules.trigger()
    qtbot.waitUntil(lambda: window.docks.rules_dock is not None
                    and window.docks.rules_dock.isVisible())
