"""Table companion mode (issue 5): a real-table game entered through the companion window,
from the New table game dialog to the showdown, with screenshots of the entry flow."""
from __future__ import annotations

from pathlib import Path

from engine.factory import table_box_doc  # tests/engine, beside this folder
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from redlight_app.engine.cards import load_cardset
from redlight_app.engine.state import UNKNOWN


def table_set():
    doc = table_box_doc()  # the engine's table-mode tests play with the same box
    doc["name"] = "Our box"
    return load_cardset(doc)


def snap(qtbot, widget, shots: Path, name: str) -> Path:
    qtbot.wait(80)
    QApplication.processEvents()
    path = shots / name
    assert widget.grab().save(str(path))
    return path


def click(qtbot, window, name: str) -> None:
    button = window.findChild(QPushButton, name)
    assert button is not None, name
    assert button.isVisible() and button.isEnabled(), name
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def ok(tm) -> None:
    assert tm.message.text() == "", tm.message.text()


def outshine(qtbot, tm, attacker: str, target: str) -> None:
    m = tm.matrix
    for r in range(m.rowCount()):
        for c in range(m.columnCount()):
            a, t, can = m.item(r, c).data(Qt.ItemDataRole.UserRole)
            if (a, t) == (attacker, target):
                assert can
                m.setCurrentCell(r, c)
                click(qtbot, tm, "tm-outshine")
                ok(tm)
                return
    raise AssertionError(f"no matrix cell {attacker} -> {target}")


def pick(qtbot, tm, mode_button: str, card_search: str, card: str) -> None:
    click(qtbot, tm, mode_button)
    ok(tm)
    assert tm.entry.currentWidget() is tm.pick_page
    qtbot.keyClicks(tm.pick_list.search, card_search)
    assert tm.pick_list.current() == card


def test_a_real_table_game_followed_to_the_showdown(qtbot, open_window, shots, tmp_path):
    main = open_window()
    cid = main.storage.repo.register_cardset(table_set())
    # New table game: the box's card set, two seats, the stars dealt, the rulings.
    click(qtbot, main, "start-new-table")  # beside the digital game's New game
    qtbot.waitUntil(lambda: getattr(main, "table_dialog", None) is not None and main.table_dialog.isVisible())
    dialog = main.table_dialog
    dialog.set_box.setCurrentIndex(dialog.set_box.findData(cid))
    dialog.names[0].setText("Mia")
    dialog.names[1].setText("Leo")
    assert [b.currentData() for b in dialog.stars] == ["s-ann", "s-bob"]
    assert dialog.always_ask.isChecked()
    dialog.played_to.setCurrentIndex(dialog.played_to.findData("discard"))
    snap(qtbot, dialog, shots, "table-01-new-table-game.png")
    dialog._try_accept()
    qtbot.waitUntil(lambda: getattr(main, "table_mode_window", None) is not None)
    tm = main.table_mode_window
    qtbot.waitExposed(tm)
    c = tm.c
    s = c.state
    assert s.chance == "table" and s.players[0].hand == [UNKNOWN] * 4
    assert "onto the discard pile" in tm.log.item(0).text()  # the rulings head the log

    # Turn 1 (Mia, no draw): the top film's back shows 2; Ann makes it: it was Red.
    tm.film_top.setValue(2)
    click(qtbot, tm, "tm-film-top-set")
    ok(tm)
    tm.select("s-ann")
    assert "Top film needs 2" in tm.sum_label.text() and "enough" in tm.sum_label.text()
    pick(qtbot, tm, "tm-film", "red", "f-red")
    snap(qtbot, tm, shots, "table-03-film-entry.png")
    click(qtbot, tm, "tm-pick-ok")
    ok(tm)
    assert c.state.players[0].table[0].films == ["f-red"]
    click(qtbot, tm, "tm-end-turn")

    # Turn 2 (Leo): the draw entry: Cy came out, then an event.
    assert tm.entry.currentWidget() is tm.draw_page
    qtbot.keyClicks(tm.draw_list.search, "cy")
    snap(qtbot, tm, shots, "table-02-draw-entry.png")
    qtbot.keyClick(tm.draw_list.search, Qt.Key.Key_Return)  # type the name, press Enter
    ok(tm)
    click(qtbot, tm, "tm-draw-event")
    ok(tm)
    assert c.state.players[1].hand.count(UNKNOWN) == 5
    # He takes the award that came up: the cheap one costs 2 (its own cost row).
    tm.select("s-bob")
    pick(qtbot, tm, "tm-award", "cheap", "a-cheap")
    snap(qtbot, tm, shots, "table-04-award-entry.png")
    click(qtbot, tm, "tm-pick-ok")
    ok(tm)
    assert c.state.players[1].awards == ["a-cheap"]
    assert "has taken one this turn (A4)" in tm.sum_label.text()
    # He plays Rumour from his hidden hand on Ann: Mia is asked whether she responds.
    pick(qtbot, tm, "tm-event", "rumour", "e-rumour")
    tm.target.setCurrentIndex(tm.target.findData("s-ann"))
    click(qtbot, tm, "tm-pick-ok")
    ok(tm)
    assert tm.entry.currentWidget() is tm.window_page
    assert "Does Mia respond?" in tm.respond_label.text()
    click(qtbot, tm, "tm-pass")
    ok(tm)
    click(qtbot, tm, "tm-end-turn")

    # Turn 3 (Mia): draws Di and an event.
    tm.draw_list.choose("s-di")
    click(qtbot, tm, "tm-draw-star")
    click(qtbot, tm, "tm-draw-event")
    ok(tm)
    tm.select("s-ann", "s-di")
    assert "fame <b>3</b>" in tm.sum_label.text()
    snap(qtbot, tm, shots, "table-05-helpers-outshine-matrix.png")
    # Ann outshines Bob; Leo answers with Lawyer from his hidden hand.
    outshine(qtbot, tm, "s-ann", "s-bob")
    assert "Does Leo respond?" in tm.respond_label.text()
    snap(qtbot, tm, shots, "table-05b-response-prompt.png")
    click(qtbot, tm, "tm-react")
    qtbot.keyClicks(tm.pick_list.search, "lawyer")
    click(qtbot, tm, "tm-pick-ok")
    ok(tm)
    assert [sl.card for sl in c.state.players[1].table] == ["s-bob", "s-cy"]
    # A manual adjustment: a table ruling gives Di +20 charisma for good.
    click(qtbot, tm, "tm-adjust")
    qtbot.waitUntil(lambda: getattr(tm, "adjust_dialog", None) is not None and tm.adjust_dialog.isVisible())
    adj = tm.adjust_dialog
    adj.tabs.setCurrentIndex(2)
    adj.star.setCurrentIndex(adj.star.findData("s-di"))
    adj.stat.setCurrentIndex(adj.stat.findData("charisma"))
    adj.amount.setValue(20)
    adj.until.setCurrentIndex(adj.until.findData("permanent"))
    adj.apply()
    assert "reason" in adj.problem.text()  # a reason is required
    qtbot.keyClicks(adj.reason, "house rule: Di's card text")
    snap(qtbot, adj, shots, "table-06-adjust-dialog.png")
    adj.apply()
    assert adj.result() == adj.DialogCode.Accepted
    from redlight_app.engine.values import stat
    assert stat(c.state, "s-di", "charisma") == 70
    assert any("house rule" in tm.log.item(i).text() for i in range(tm.log.count()))
    # Un-use Ann (they forgot she had not acted), through the dialog too.
    click(qtbot, tm, "tm-adjust")
    qtbot.waitUntil(lambda: tm.adjust_dialog is not adj and tm.adjust_dialog.isVisible())
    adj = tm.adjust_dialog
    adj.tabs.setCurrentIndex(3)
    adj.unuse.setCurrentIndex(adj.unuse.findData("s-ann"))
    qtbot.keyClicks(adj.reason, "we forgot she had not acted")
    adj.apply()
    assert not c.state.players[0].table[0].used
    outshine(qtbot, tm, "s-ann", "s-cy")
    click(qtbot, tm, "tm-pass")
    assert [sl.card for sl in c.state.players[1].table] == ["s-bob"]
    # An entry by mistake, undone: Mia ends her turn, then takes it back.
    click(qtbot, tm, "tm-end-turn")
    assert c.state.active == 1
    click(qtbot, tm, "tm-undo")
    assert c.state.active == 0 and stat(c.state, "s-di", "charisma") == 70
    click(qtbot, tm, "tm-end-turn")

    # Turn 4 (Leo): the main deck's last two cards: showdown.
    click(qtbot, tm, "tm-draw-event")
    click(qtbot, tm, "tm-draw-event")
    ok(tm)
    assert c.state.status == "showdown" and "SHOWDOWN" in tm.header.text()
    click(qtbot, tm, "tm-end-turn")
    # Turn 5 (Mia): Ann outshines Bob, Leo's last star; Leo passes; Mia wins.
    outshine(qtbot, tm, "s-ann", "s-bob")
    click(qtbot, tm, "tm-pass")
    assert c.state.status == "over" and c.state.winners == [0]
    assert tm.entry.currentWidget() is tm.over_page and "Mia" in tm.over_label.text()
    snap(qtbot, tm, shots, "table-07-game-over.png")

    # Everything was saved: the store replays it as a table game, and resuming opens it here.
    loaded = main.storage.repo.load_game(c.game_id)
    assert loaded.record.chance == "table" and loaded.record.moves == c.record.moves
    assert loaded.record.options.played_award_to == "discard"
    exported = tmp_path / "table-game.json"
    assert tm.export_to(str(exported))
    import json
    again = main.storage.repo.import_game(json.loads(exported.read_text(encoding="utf-8")))
    assert main.storage.repo.load_game(again).record.chance == "table"
    game_id = c.game_id
    tm.close()
    main.table_mode_window = None
    main.resume_game(game_id)
    qtbot.waitUntil(lambda: main.table_mode_window is not None)
    assert main.table_mode_window.c.state.status == "over"
    main.table_mode_window.close()


def test_new_table_game_refuses_the_same_star_twice(qtbot, open_window):
    main = open_window()
    main.storage.repo.register_cardset(table_set())
    main.new_table_game_dialog()
    qtbot.waitUntil(lambda: getattr(main, "table_dialog", None) is not None and main.table_dialog.isVisible())
    dialog = main.table_dialog
    dialog.set_box.setCurrentIndex(dialog.set_box.findText("Our box"))
    dialog.stars[1].setCurrentIndex(dialog.stars[0].currentIndex())
    dialog._try_accept()
    assert dialog.isVisible() and "different star" in dialog.problem.text()
    dialog.reject()


def test_undo_takes_back_exactly_one_adjustment(qtbot, tmp_path):
    """An adjustment has no player: undo takes back that entry alone, through the store."""
    from redlight_app.engine.moves import Move
    from redlight_app.engine.values import stat
    from redlight_app.gui.controller import GameController
    from redlight_app.gui.storage import Storage
    storage = Storage(tmp_path / "data")
    storage.open()
    try:
        c = GameController(storage, 0)
        c.new_table_game(table_set(), ["Mia", "Leo"], 0, ["s-ann", "s-bob"])
        assert c.submit(Move("film_top", amount=2)) is None
        assert c.submit(Move("adjust_value", star="s-bob", stat="fame", amount=3, until="permanent",
                             reason="ruling")) is None
        assert stat(c.state, "s-bob", "fame") == 5
        assert c.undo_count() == 1 and c.undo()
        assert stat(c.state, "s-bob", "fame") == 2 and c.state.film_top_hint == 2
        assert storage.repo.count_moves(c.game_id) == 1
        c.shutdown()
    finally:
        storage.close()
