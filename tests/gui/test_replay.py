"""Looking back: a saved game replayed move by move against a fresh engine replay, the
keyboard, the log line highlighted, seats' eyes, "Continue from here", the deal again,
and the log exported from the app (screenshots: replay-*.png)."""
from __future__ import annotations

from PySide6.QtCore import Qt

from redlight_app.engine.narrate import narrate
from redlight_app.engine.values import stat
from redlight_app.gui.replay import hook as look
from redlight_app.gui.replay import log_export
from tests.store.mixed_games import demo, mixed_records, save_mixed_games

FINISHED, THREE, TABLE, RUNNING, TABLE_RUNNING = 1, 4, 6, 7, 8  # indexes into mixed_records


def _saved(window):
    ids = save_mixed_games(window.storage.repo)
    return ids, mixed_records(demo())


def _open_replay(window, qtbot, game_id):
    look.open_look_back(window)
    dialog = window.dialogs.saved_games.dialog
    qtbot.waitUntil(dialog.isVisible)
    from .test_keyboard_and_names import unnamed
    assert unnamed(dialog) == [], "every control of the saved games dialog has a name"
    dialog.select_game(game_id)
    qtbot.mouseClick(dialog.buttons["replay"], Qt.MouseButton.LeftButton)
    replay = window.windows.replay
    qtbot.waitUntil(replay.isVisible)
    replay.activateWindow()  # keyboard shortcuts reach only the active window
    qtbot.waitUntil(replay.isActiveWindow)
    assert unnamed(replay) == [], f"every control of the replay window has a name: {unnamed(replay)}"
    return replay


def _check_table(replay, record, index):
    """The table drawn at step `index` is the record replayed to `index` moves."""
    fresh = record.replay(index)
    assert replay.step == index
    for seat, player in enumerate(fresh.players):
        area = replay.table.areas[seat]
        assert area.order == [s.card for s in player.table], (index, seat)
        for slot in player.table:
            data = area.stars[slot.card].view
            assert (data.psyche, data.charisma, data.fame, data.used) == (
                stat(fresh, slot.card, "psyche"), stat(fresh, slot.card, "charisma"),
                stat(fresh, slot.card, "fame"), slot.used), (index, slot.card)
            assert [f.name for f in data.films] == [fresh.cardset.name_of(f) for f in slot.films]
        assert len(area.awards.slots) == len(player.awards)
    table = replay.table
    assert (table.main_deck.count, table.film_deck.count, table.award_deck.count,
            table.discard.count) == (len(fresh.main), len(fresh.films), len(fresh.awards),
                                     len(fresh.discard))
    assert f"turn {fresh.turn}" in replay.where.text()


def test_stepping_a_finished_game_shows_the_table_of_a_fresh_replay(open_window, qtbot, shots):
    window = open_window()
    ids, records = _saved(window)
    record = records[FINISHED]
    replay = _open_replay(window, qtbot, ids[FINISHED])
    last = len(record.moves)
    _check_table(replay, record, last)  # a finished game opens at its end, every card open
    replay.grab().save(str(shots / "replay-end.png"))
    qtbot.keyClick(replay, Qt.Key.Key_Home)
    _check_table(replay, record, 0)
    for _ in range(7):
        qtbot.keyClick(replay, Qt.Key.Key_Right)
    _check_table(replay, record, 7)
    for _ in range(3):
        qtbot.keyClick(replay, Qt.Key.Key_Left)
    _check_table(replay, record, 4)
    timeline = replay.timeline
    qtbot.keyClick(replay, Qt.Key.Key_Down)
    start = timeline.next_turn(4)
    _check_table(replay, record, start)
    assert record.replay(start).turn == record.replay(start - 1).turn + 1
    qtbot.keyClick(replay, Qt.Key.Key_Down)
    qtbot.keyClick(replay, Qt.Key.Key_Up)
    _check_table(replay, record, start)
    qtbot.mouseClick(replay.buttons["forward"], Qt.MouseButton.LeftButton)
    _check_table(replay, record, start + 1)
    replay.slider.setValue(last // 2)
    _check_table(replay, record, last // 2)
    # the log lines of the move shown are highlighted
    entries = timeline.steps[last // 2].entries
    said = [narrate(e, record.names, record.cardset) for e in entries]
    assert replay.highlighted() == [s for s in said if s]
    replay.grab().save(str(shots / "replay-middle.png"))
    qtbot.keyClick(replay, Qt.Key.Key_End)
    _check_table(replay, record, last)
    assert not replay.continue_button.isEnabled()  # the game is over at its last move


def test_watching_from_one_seat_hides_what_it_could_not_see(open_window, qtbot, shots):
    window = open_window()
    ids, records = _saved(window)
    record = records[FINISHED]
    replay = _open_replay(window, qtbot, ids[FINISHED])
    replay.go(9)
    fresh = record.replay(9)
    assert replay.hands.isVisible()  # every card open: each hand is listed
    for player in fresh.players:
        for card in player.hand:
            assert fresh.cardset.name_of(card) in replay.hands.text()
    replay.watch.setCurrentIndex(replay.watch.findData(0))
    assert not replay.hands.isVisible() and replay.table.rail.isVisible()
    assert replay.table.hand_order == fresh.players[0].hand + fresh.players[0].awards
    seen = replay.table_view()
    assert seen["players"][1]["hand"] is None and seen["players"][1]["awards"] is None
    assert replay.table.areas[1].awards.slots == ("hidden",) * len(fresh.players[1].awards)
    # the log no longer names the events the other seat drew
    log = [replay.log.item(i).text() for i in range(replay.log.count())]
    drawn = [e for s in replay.timeline.steps for e in s.entries
             if e["type"] == "draw" and e.get("kind") != "star" and e["seat"] == 1]
    assert drawn and f"drew {fresh.cardset.name_of(drawn[0]['card'])}." not in " ".join(log)
    replay.grab().save(str(shots / "replay-seat.png"))


def test_a_game_in_play_opens_at_the_deal_without_open_cards(open_window, qtbot):
    window = open_window()
    ids, records = _saved(window)
    replay = _open_replay(window, qtbot, ids[RUNNING])
    assert replay.step == 0 and replay.viewer is None
    assert replay.watch.findData(-1) == -1  # "every card open" is not offered
    qtbot.keyClick(replay, Qt.Key.Key_End)
    _check_table(replay, records[RUNNING], len(records[RUNNING].moves))
    assert replay.continue_button.isEnabled()


def test_a_game_in_play_never_shows_the_computers_hand(open_window, qtbot):
    """Ann plays Bob, a computer, and looks back at their game still in play: she may watch
    as herself or as a spectator, never through Bob's eyes (his hand is his own until the
    end); once a game is over, every seat is offered."""
    window = open_window()
    ids, records = _saved(window)
    replay = _open_replay(window, qtbot, ids[RUNNING])
    choices = [replay.watch.itemText(i) for i in range(replay.watch.count())]
    assert choices == ["As Ann saw it", "As a spectator (no hand)"]
    qtbot.keyClick(replay, Qt.Key.Key_End)
    bob = records[RUNNING].replay(len(records[RUNNING].moves)).players[1]
    assert not set(replay.table.hand_order) & set(bob.hand + bob.awards)
    finished = look.open_replay(window, ids[FINISHED])
    assert "As Bob saw it" in [finished.watch.itemText(i) for i in range(finished.watch.count())]


def test_a_table_game_replays_with_its_secret_cards_counted(open_window, qtbot, shots):
    from PySide6.QtWidgets import QMessageBox
    window = open_window()
    ids, records = _saved(window)
    record = records[TABLE_RUNNING]
    replay = _open_replay(window, qtbot, ids[TABLE_RUNNING])
    qtbot.keyClick(replay, Qt.Key.Key_End)
    _check_table(replay, record, len(record.moves))
    state = record.replay()
    assert f"events {len(state.players[1].hand)}" in replay.table.areas[1].view.score[0]
    replay.watch.setCurrentIndex(replay.watch.findData(0))
    # Dee looks away first: the game is in play between two people
    qtbot.mouseClick(replay.curtain.dialog.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert replay.table.hand_order == []  # Ann's events were never entered
    assert replay.table.hand_title.text().startswith(
        f"Ann's hand — events: {len(state.players[0].hand)}, awards: 0")
    assert replay.table.areas[0].name.text() == "Ann  · watched"
    replay.grab().save(str(shots / "replay-table-game.png"))


def test_the_discard_pile_of_the_move_shown(open_window, qtbot):
    window = open_window()
    ids, records = _saved(window)
    record = records[FINISHED]
    replay = _open_replay(window, qtbot, ids[FINISHED])
    replay.go(40)
    qtbot.mouseClick(replay.table.discard, Qt.MouseButton.LeftButton)
    dialog = replay.discard.dialog
    fresh = record.replay(40)
    assert dialog.list.count() == len(fresh.discard) > 0
    assert dialog.list.item(0).text().startswith(fresh.cardset.name_of(fresh.discard[-1]))
    dialog.reject()


def test_a_hand_in_a_game_still_in_play_between_people_is_shown_after_the_others_look_away(
        open_window, qtbot):
    from PySide6.QtWidgets import QMessageBox
    window = open_window()
    ids, records = _saved(window)
    replay = _open_replay(window, qtbot, ids[TABLE_RUNNING])  # Ann and Dee, in play
    replay.go(2)
    replay.watch.setCurrentIndex(replay.watch.findData(1))
    box = replay.curtain.dialog
    assert box.isVisible() and "Show Dee's hand?" in box.text()
    assert replay.viewer is None  # nothing shown yet
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    assert replay.viewer is None and replay.watch.currentData() is None
    replay.watch.setCurrentIndex(replay.watch.findData(1))
    qtbot.mouseClick(replay.curtain.dialog.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert replay.viewer == 1 and replay.watch.currentData() == 1
    assert replay.table.hand_title.text().startswith("Dee's hand")


def test_continue_from_here_branches_a_new_game_and_leaves_the_original(open_window, qtbot, shots):
    window = open_window(bot_delay_ms=60_000)  # the computer waits: look at the branch
    ids, records = _saved(window)
    record = records[FINISHED]
    repo = window.storage.repo
    before = repo.export_game(ids[FINISHED])
    replay = _open_replay(window, qtbot, ids[FINISHED])
    replay.go(15)
    qtbot.mouseClick(replay.continue_button, Qt.MouseButton.LeftButton)
    c = window.controller
    qtbot.waitUntil(lambda: c.game_id is not None and c.game_id not in ids)
    new_id = c.game_id
    assert c.record.moves == record.moves[:15]
    assert c.state.to_dict() == record.replay(15).to_dict()
    assert repo.export_game(ids[FINISHED]) == before  # the original is unchanged
    assert repo.load_game(new_id).record.moves == record.moves[:15]
    assert window.stack.currentWidget() is window.table
    assert (f"Game {new_id} continues game {ids[FINISHED]} with its first 15 moves; "
            f"game {ids[FINISHED]} is unchanged." == window.statusBar().currentMessage())
    assert window.table.saved.text() == "Autosaved · 15 moves"  # the two say the same
    window.grab().save(str(shots / "replay-continued.png"))


def test_continue_from_here_at_a_computers_turn_keeps_the_moves_the_replay_counted(
        open_window, qtbot):
    """"Move 17 of 35" in the replay is 17 moves made; the new game keeps those 17 and the
    note says so; the table's count goes on from there as the computer moves at once (the
    tester's "from move 17" beside "Autosaved · 18 moves": 17 kept and one played since)."""
    from redlight_app.engine.queries import acting_seat

    window = open_window()  # the computer moves at once
    ids, records = _saved(window)
    record = records[FINISHED]  # Ann (a person) against Bob (a computer)
    step = next(s for s in range(10, len(record.moves))
                if acting_seat(record.replay(s)) == 1 and not record.replay(s).over)
    replay = _open_replay(window, qtbot, ids[FINISHED])
    replay.go(step)
    assert replay.where.text().startswith(f"Move {step} of {len(record.moves)}")
    qtbot.mouseClick(replay.continue_button, Qt.MouseButton.LeftButton)
    c = window.controller
    qtbot.waitUntil(lambda: c.game_id is not None and c.game_id not in ids)
    new_id = c.game_id
    assert (f"Game {new_id} continues game {ids[FINISHED]} with its first {step} moves; "
            f"game {ids[FINISHED]} is unchanged." == window.statusBar().currentMessage())
    qtbot.waitUntil(lambda: len(c.record.moves) > step and acting_seat(c.state) == 0)
    moves = len(c.record.moves)
    assert c.record.moves[:step] == record.moves[:step]  # the moves kept: the first `step`
    assert all(acting_seat(c.record.replay(n)) == 1 for n in range(step, moves))  # then Bob's
    assert window.table.saved.text() == f"Autosaved · {moves} moves"
    assert window.storage.repo.count_moves(new_id) == moves


def test_play_this_deal_again_gives_the_same_opening_hands(open_window, qtbot):
    window = open_window(bot_delay_ms=60_000)  # the computer waits: look at the deal
    ids, records = _saved(window)
    record = records[FINISHED]
    replay = _open_replay(window, qtbot, ids[FINISHED])
    qtbot.mouseClick(replay.again_button, Qt.MouseButton.LeftButton)
    c = window.controller
    qtbot.waitUntil(lambda: c.game_id is not None and c.game_id not in ids)
    original = record.replay(0)
    assert c.record.moves == [] and c.record.seed == record.seed
    assert c.record.seats == record.seats
    assert [p.hand for p in c.state.players] == [p.hand for p in original.players]
    assert [[s.card for s in p.table] for p in c.state.players] == \
        [[s.card for s in p.table] for p in original.players]
    assert window.storage.repo.load_game(ids[FINISHED]).record.moves == record.moves


def test_export_log_from_the_app_writes_the_chosen_format(open_window, qtbot, tmp_path):
    window = open_window()
    ids, records = _saved(window)
    window.resume_game(ids[RUNNING])
    log_export.export_log(window)
    dialog = window.dialogs.export_log.dialog
    assert dialog.isVisible()
    dialog.reject()
    path = tmp_path / "game.html"
    assert log_export.save_log(window, ids[THREE], str(path))
    page = path.read_text(encoding="utf-8")
    record = records[THREE]
    state = record.replay()
    assert page.startswith("<!DOCTYPE html>") and f"Turn {state.turn}:" in page
    assert "<h2>Result</h2>" in page
    text = tmp_path / "game.txt"
    assert log_export.save_log(window, ids[RUNNING], str(text))
    assert text.read_text(encoding="utf-8").rstrip().endswith("to play.")


def test_a_game_whose_log_no_longer_replays_is_refused_with_the_move_named(open_window, qtbot):
    import sqlite3

    from PySide6.QtWidgets import QMessageBox
    window = open_window()
    ids, _ = _saved(window)
    con = sqlite3.connect(window.storage.repo.path)
    with con:
        con.execute("UPDATE moves SET move = ? WHERE game_id = ? AND seq = 3",
                    ('{"type": "pass", "player": 1}', ids[FINISHED]))
    con.close()
    assert look.open_replay(window, ids[FINISHED]) is None
    box = window.findChild(QMessageBox, "message")
    assert box is not None and box.isVisible()
    assert f"Saved game {ids[FINISHED]}" in box.text() and "at move 3 " in box.text()
    box.close()


def test_the_watch_box_takes_the_focus_by_tab_and_the_arrows_still_step(open_window, qtbot):
    """Keyboard only: Tab reaches the Watch box (named for screen readers), Page Down picks
    the next way of watching, and the arrow keys still step through the game from it."""
    from PySide6.QtWidgets import QApplication
    window = open_window()
    ids, records = _saved(window)
    replay = _open_replay(window, qtbot, ids[FINISHED])
    watch = replay.watch
    assert watch.accessibleName() == "Watch the game as"
    assert replay.watch_label.buddy() is watch
    for _ in range(12):
        if watch.hasFocus():
            break
        qtbot.keyClick(QApplication.focusWidget() or replay, Qt.Key.Key_Tab)
    assert watch.hasFocus(), QApplication.focusWidget()
    before = watch.currentIndex()
    qtbot.keyClick(watch, Qt.Key.Key_PageDown)
    assert watch.currentIndex() != before
    assert watch.currentData() == watch.itemData(watch.currentIndex())
    step = replay.step
    qtbot.keyClick(watch, Qt.Key.Key_Left)
    assert replay.step == step - 1 and watch.hasFocus()


def test_a_replays_export_says_it_saved_in_the_replay_window(open_window, qtbot, tmp_path):
    """Export log… from a replay window: its file dialog opens over the replay, and the
    sentence that the log was saved shows in the replay's status bar (it went to the main
    window's, hidden behind the replay)."""
    from redlight_app.gui.replay import hook as look
    window = open_window()
    ids, _ = _saved(window)
    replay = look.open_replay(window, ids[FINISHED])
    qtbot.waitUntil(replay.isVisible)
    qtbot.mouseClick(replay.export_button, Qt.MouseButton.LeftButton)
    dialog = window.dialogs.export_log.dialog
    qtbot.waitUntil(lambda: dialog is not None and dialog.isVisible())
    assert dialog.parentWidget() is replay
    path = tmp_path / "replayed.md"
    dialog.fileSelected.emit(str(path))  # as choosing the file does
    dialog.reject()
    qtbot.waitUntil(path.exists)
    said = replay.statusBar().currentMessage()
    assert said == f"The log of game {ids[FINISHED]} was saved to {path}.", said
    assert window.statusBar().currentMessage() != said


def test_tab_reaches_the_replays_buttons_and_the_arrows_still_step(open_window, qtbot):
    """With the keyboard alone: Tab reaches the step buttons, Continue from here, Play this
    deal again and Export log… (only the stars, the discard pile and the Watch box were
    reached); with a button focused, Left still steps back a move."""
    from PySide6.QtWidgets import QApplication
    window = open_window()
    ids, _ = _saved(window)
    replay = _open_replay(window, qtbot, ids[FINISHED])
    replay.go(10)  # mid-game: every step button and Continue from here can be used
    replay.setFocus()
    qtbot.waitUntil(replay.hasFocus)
    reached = set()
    for _ in range(60):
        qtbot.keyClick(QApplication.focusWidget() or replay, Qt.Key.Key_Tab)
        if QApplication.focusWidget() is not None:
            reached.add(QApplication.focusWidget().objectName())
    wanted = {"replay-back", "replay-forward", "replay-continue", "replay-export"}
    assert wanted <= reached, wanted - reached
    replay.buttons["back"].setFocus()
    qtbot.waitUntil(replay.buttons["back"].hasFocus)
    step = replay.step
    qtbot.keyClick(replay.buttons["back"], Qt.Key.Key_Left)
    qtbot.waitUntil(lambda: replay.step == step - 1)


def test_esc_closes_the_replay_window_wherever_the_focus_is_in_it(open_window, qtbot):
    """A player done looking back pressed Esc, as in any viewer: the replay stayed open
    (only Ctrl+W closed it). Esc closes it now, from the window or a focused button."""
    window = open_window()
    ids, _ = _saved(window)
    replay = _open_replay(window, qtbot, ids[FINISHED])
    replay.buttons["back"].setFocus()
    qtbot.waitUntil(replay.buttons["back"].hasFocus)
    qtbot.keyClick(replay.buttons["back"], Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not replay.isVisible())


def test_tab_leaves_the_saved_games_list_for_its_buttons(open_window, qtbot):
    """In Look back at a game, Tab went from cell to cell of the list (five a game, a whole
    list of them) and never reached Replay…, Play this deal again, Export log… or Close.
    Tab goes to the buttons now; the arrows still choose the game."""
    from PySide6.QtWidgets import QApplication
    window = open_window()
    _saved(window)
    look.open_look_back(window)
    dialog = window.dialogs.saved_games.dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.list.setFocus()
    qtbot.waitUntil(dialog.list.hasFocus)
    qtbot.keyClick(dialog.list, Qt.Key.Key_Down)
    assert dialog.list.currentRow() == 1
    qtbot.keyClick(dialog.list, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dialog.buttons["replay"]
    reached = {QApplication.focusWidget()}
    for _ in range(3):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.add(QApplication.focusWidget())
    assert {dialog.buttons["again"], dialog.buttons["export"]} <= reached


def test_d_looks_through_the_discard_pile_as_the_pile_says(open_window, qtbot):
    """The replay's discard pile says "click or press D to look through", but D did nothing
    in the replay window (it was a key of the game window only). D opens the pile of the move
    shown now; Esc puts it away and leaves the replay open."""
    window = open_window()
    ids, records = _saved(window)
    fresh = records[FINISHED].replay(40)
    replay = _open_replay(window, qtbot, ids[FINISHED])
    replay.go(40)
    assert "D" in replay.table.discard.accessibleName()
    replay.buttons["back"].setFocus()
    qtbot.waitUntil(replay.buttons["back"].hasFocus)
    qtbot.keyClick(replay.buttons["back"], Qt.Key.Key_D)
    qtbot.waitUntil(lambda: replay.discard.dialog is not None and replay.discard.dialog.isVisible())
    dialog = replay.discard.dialog
    assert dialog.list.count() == len(fresh.discard) > 0
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: replay.discard.dialog is None or not replay.discard.dialog.isVisible())
    assert replay.isVisible()
