"""Every kind of dialog opens again after Qt deleted the last one (issue 29): a dialog is
made when it is needed and its slot (gui/dialog_slot.py) forgets it when it closes, so no
Python reference to a deleted dialog is left to be used the next time. Each test opens a
dialog, closes it as a person does (Esc, or its answer), waits for Qt to delete it, then
opens it again the same way."""
from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from redlight_app.gui.dialog_slot import DialogSlot

from .cardsets import RAZZIES
from .driver import Driver, shown, start

HOTSEAT = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]


def close_with_escape(qtbot: Any, dialog: QDialog) -> None:
    dialog.activateWindow()  # the keyboard is where the person looks
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)


def reopens(qtbot: Any, open_: Callable[[], Any], slot: DialogSlot[Any],
            close: Callable[[Any, QDialog], None] = close_with_escape, times: int = 3) -> None:
    """Open, close and let Qt delete the dialog, `times` over, returning to the event loop
    between each step; each time a new dialog is shown and the slot holds only it."""
    seen: list[QDialog] = []
    for _ in range(times):
        open_()
        qtbot.waitUntil(lambda: shown(slot))
        dialog = slot.dialog
        assert dialog is not None and all(dialog is not old for old in seen)
        deleted: list[QDialog] = []
        dialog.destroyed.connect(lambda *_, d=dialog, gone=deleted: gone.append(d))
        close(qtbot, dialog)
        qtbot.waitUntil(lambda d=dialog, gone=deleted: d in gone, timeout=3000)  # Qt deleted it
        assert slot.dialog is None
        seen.append(dialog)


def test_new_game_dialog(open_window, qtbot):
    window = open_window()
    reopens(qtbot, window.games.new_game_dialog, window.dialogs.new_game)


def test_new_table_game_dialog(open_window, qtbot):
    window = open_window()
    reopens(qtbot, window.games.new_table_game_dialog, window.dialogs.new_table_game)


def test_discard_pile(open_window, qtbot):
    window = open_window()
    start(window, RAZZIES, HOTSEAT)
    Driver(qtbot, window).pass_curtain()
    reopens(qtbot, window.show_discard, window.dialogs.discard)


def test_question(open_window, qtbot):
    window = open_window()
    c = start(window, RAZZIES, HOTSEAT)
    Driver(qtbot, window).pass_curtain()
    reopens(qtbot, window.games.agree_end, window.dialogs.question)  # Esc answers No
    assert not c.over


def test_reveal_targets(open_window, qtbot):
    window = open_window()
    d = Driver(qtbot, window)
    c = start(window, RAZZIES, [{"name": "Ann", "kind": "human"},
                                {"name": "Bob", "kind": "bot", "level": "greedy"},
                                {"name": "Cid", "kind": "bot", "level": "greedy"},
                                {"name": "Dee", "kind": "bot", "level": "greedy"}])
    scouts = iter(list(c.state.players[0].hand))

    def scout() -> None:  # Ann's Scout takes an award: a Razzie, whose target she chooses
        qtbot.waitUntil(lambda: c.idle() and c.acting_seat() == 0)  # the rivals answered
        d.click(d.hand_card(next(scouts)))

    def aim(_qtbot: Any, dialog: QDialog) -> None:  # a rival's star (two stay: a choice)
        d.click(dialog.buttons[0])
    reopens(qtbot, scout, window.dialogs.reveal_targets, close=aim, times=2)
    assert [m.type for m in c.record.moves].count("choose_targets") == 2


def test_save_failure_box(open_window, qtbot):
    from redlight_app.gui.controller import SaveFailure
    from redlight_app.gui.save_failure import show_save_failure
    window = open_window()
    c = start(window, RAZZIES, HOTSEAT)

    def fail() -> None:
        failure = SaveFailure("move", "other", "the test", lambda: None)
        show_save_failure(window, window.dialogs.save_failure, c, failure)

    def go_on(_qtbot: Any, box: QDialog) -> None:
        box.done(0)
    reopens(qtbot, fail, window.dialogs.save_failure, close=go_on)


def test_saved_games_dialog_and_the_log_export(open_window, qtbot):
    from redlight_app.gui.replay import hook as look
    from redlight_app.gui.replay import log_export
    window = open_window()
    c = start(window, RAZZIES, HOTSEAT)
    reopens(qtbot, lambda: look.open_look_back(window), window.dialogs.saved_games)
    reopens(qtbot, lambda: log_export.export_log(window, c.game_id), window.dialogs.export_log)


def test_replay_curtain_and_discard(open_window, qtbot):
    from redlight_app.gui.replay import hook as look
    window = open_window()
    c = start(window, RAZZIES, HOTSEAT)  # in play: showing a hand asks first
    replay = look.open_replay(window, c.game_id)
    qtbot.waitUntil(replay.isVisible)
    seats = iter([1, 0, 1])  # choosing whose eyes to watch with asks each time

    def watch() -> None:
        replay.watch.setCurrentIndex(replay.watch.findData(next(seats)))
    reopens(qtbot, watch, replay.curtain)  # Esc: No, nobody's hand is shown
    reopens(qtbot, replay.show_discard, replay.discard)


def test_statistics_export(open_window, qtbot):
    from redlight_app.gui.statistics.hook import open_statistics
    window = open_window()
    open_statistics(window)
    qtbot.waitUntil(lambda: window.windows.statistics is not None
                    and window.windows.statistics.isVisible())
    page = window.windows.statistics
    reopens(qtbot, page.export_dialog, page.export_file)


def test_table_mode_adjustment(open_window, qtbot):
    from .table_helpers import start_table
    window = open_window()
    page = start_table(window)
    reopens(qtbot, page.open_adjust, page.adjust)


def test_card_set_editor_message_and_question(open_window, qtbot, tmp_path):
    window = open_window()
    window.menus.actions["cardsets"].trigger()
    qtbot.waitUntil(lambda: window.windows.cardset_editor is not None
                    and window.windows.cardset_editor.isVisible())
    editor = window.windows.cardset_editor
    garbage = tmp_path / "garbage.json"
    garbage.write_text("{not json", encoding="utf-8")
    reopens(qtbot, lambda: editor.import_file(garbage), editor.message)
    from .test_cardset_editor import form, type_into
    type_into(qtbot, form(editor).psyche, "10")  # a change not saved: leaving asks first
    qtbot.waitUntil(lambda: editor.dirty)
    reopens(qtbot, lambda: editor.ask_about_unsaved(lambda: None), editor.question,
            close=lambda _q, box: box.button(box.StandardButton.Cancel).click())


def test_crash_box(open_window, qtbot):
    from redlight_app.gui.crash import CrashHandler
    window = open_window()
    handler = CrashHandler(lambda: window)
    # a report from a thread reaches the box as the handler's signal does
    reopens(qtbot, lambda: handler.thread_report.emit("Traceback: a test's report"), handler.box,
            close=lambda _q, box: box.close_button.click())
