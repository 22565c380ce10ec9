"""Baseline: the scripted real-table turn entered in the old companion window."""
from __future__ import annotations

from engine.factory import fillers, star, table_box_doc
from PySide6.QtWidgets import QPushButton

from redlight_app.engine.cards import load_cardset
from redlight_app.engine.moves import Move

from .input_count import InputCounter


def box():
    doc = table_box_doc()
    doc["stars"] += [star(f"s-{n}") for n in ("eve", "fay", "gus", "hal", "ivo", "jo")]
    doc["events"] += fillers(8, start=20)
    return load_cardset(doc)


def test_old_window_count(qtbot, open_window):
    from redlight_app.gui.table_mode.hook import start_table_game
    main = open_window()
    cid = main.storage.repo.register_cardset(box())
    from redlight_app.engine.state import Options
    tm = start_table_game(main, {"cardset_id": cid, "names": ["Mia", "Leo"], "first_player": 0,
                                 "dealt_stars": ["s-ann", "s-bob"], "options": Options()})
    qtbot.waitExposed(tm)
    c = tm.c
    for m in (Move("end_turn", 0), Move("draw", 1, card="s-cy"), Move("draw", 1),
              Move("end_turn", 1), Move("draw", 0), Move("draw", 0), Move("end_turn", 0)):
        assert c.submit(m) is None, m
    n = InputCounter(qtbot)
    # draw Di by type-ahead, then an event
    n.click(tm.draw_list.search)
    n.type(tm.draw_list.search, "di")
    from PySide6.QtCore import Qt
    n.key(tm.draw_list.search, Qt.Key.Key_Return)
    n.click(tm.findChild(QPushButton, "tm-draw-event"))
    assert [sl.card for sl in c.state.players[1].table] == ["s-bob", "s-cy", "s-di"]
    # film with Bob + Di: tick both, Made a film, click Red, Enter (Bob gets it by default)
    def tick(card):
        for i in range(tm.seats.topLevelItemCount()):
            top = tm.seats.topLevelItem(i)
            for j in range(top.childCount()):
                ch = top.child(j)
                if ch.data(0, Qt.ItemDataRole.UserRole) == card:
                    rect = tm.seats.visualItemRect(ch)
                    from PySide6.QtCore import QPoint
                    n.click(tm.seats.viewport(), QPoint(rect.left() + 8, rect.center().y()))
                    assert ch.checkState(0) == Qt.CheckState.Checked, card
                    return
        raise AssertionError(card)
    tick("s-bob")
    tick("s-di")
    n.click(tm.findChild(QPushButton, "tm-film"))
    item = [tm.pick_list.list.item(i) for i in range(tm.pick_list.list.count())
            if tm.pick_list.list.item(i).data(Qt.ItemDataRole.UserRole) == "f-red"][0]
    n.click(tm.pick_list.list.viewport(), tm.pick_list.list.visualItemRect(item).center())
    n.click(tm.findChild(QPushButton, "tm-pick-ok"))
    assert c.state.players[1].table[0].films == ["f-red"], tm.message.text()
    # award with Cy: tick, Took an award, click Cheap, Enter
    tick("s-cy")
    n.click(tm.findChild(QPushButton, "tm-award"))
    item = [tm.pick_list.list.item(i) for i in range(tm.pick_list.list.count())
            if tm.pick_list.list.item(i).data(Qt.ItemDataRole.UserRole) == "a-cheap"][0]
    n.click(tm.pick_list.list.viewport(), tm.pick_list.list.visualItemRect(item).center())
    n.click(tm.findChild(QPushButton, "tm-pick-ok"))
    assert c.state.players[1].awards == ["a-cheap"], tm.message.text()
    n.click(tm.findChild(QPushButton, "tm-end-turn"))
    assert c.state.active == 0
    print(f"OLD WINDOW: clicks {n.clicks} keys {n.keys} total {n.total}")
    tm.close()
