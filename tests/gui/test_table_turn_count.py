"""Issue 16: a real-table turn (draw a star and an event, make a film with two stars, buy an
award, end the turn) entered in table mode, every click and key counted. Today's count in
the old companion window was 15 (12 clicks, 3 keys; commit e601abf)."""
from __future__ import annotations

from PySide6.QtCore import Qt

from redlight_app.engine.moves import Draw, EndTurn

from .input_count import InputCounter
from .table_helpers import snap, start_table


def test_a_real_table_turn_takes_twelve_inputs_or_fewer(qtbot, open_window, shots):
    main = open_window(size=(1366, 768))
    tm = start_table(main, extra=True)
    c = main.controller
    for m in (EndTurn(0), Draw(1, card="s-cy"), Draw(1),
              EndTurn(1), Draw(0), Draw(0), EndTurn(0)):
        assert c.submit(m) is None, m
    strip = tm.strip
    n = InputCounter(qtbot)
    # Leo drew Di (typed: the search has the focus) and an event (one tap)
    assert strip.search.hasFocus() or strip.search.isVisible()
    n.type(strip.search, "di")
    n.key(strip.search, Qt.Key.Key_Return)
    n.click(strip.event_button)
    assert [sl.card for sl in c.state.players[1].table] == ["s-bob", "s-cy", "s-di"]
    assert c.state.players[1].hand.count("?") == 6
    # a film with Bob and Di: tap both cards, the film that came up, then who gets it
    n.click(tm.table.areas[1].stars["s-bob"])
    n.click(tm.table.areas[1].stars["s-di"])
    assert strip.films.keys() == ["f-red", "f-blue", "f-green"]  # fame 3 reaches 2, 3 and 1
    assert strip.awards.keys() == ["a-cheap"]  # fame 3: the 4-fame awards are left out
    snap(qtbot, main, shots, "table-mode-turn-selected.png")
    n.click(strip.films.chip("f-red"))
    n.click(tm.table.areas[1].stars["s-bob"])
    assert c.state.players[1].table[0].films == ["f-red"], strip.explain.text()
    # an award with Cy: tap her, then the award that came up
    n.click(tm.table.areas[1].stars["s-cy"])
    assert strip.films.keys() == ["f-blue", "f-green"]  # Red is taken; the other two may be on top
    n.click(strip.awards.chip("a-cheap"))
    assert c.state.players[1].awards == ["a-cheap"], strip.explain.text()
    n.click(strip.end_turn)
    assert c.state.active == 0
    print(f"TABLE MODE: clicks {n.clicks} keys {n.keys} total {n.total}")
    assert n.total <= 12


def test_the_same_turn_by_keyboard_alone(qtbot, open_window):
    """Keys only (15): the name typed and Enter, Ctrl+E for the event, number keys for the stars,
    "/" and the film's name, a number key for who gets it, B for the only award, E."""
    from PySide6.QtWidgets import QApplication
    main = open_window(size=(1366, 768))
    tm = start_table(main, extra=True)
    c = main.controller
    for m in (EndTurn(0), Draw(1, card="s-cy"), Draw(1),
              EndTurn(1), Draw(0), Draw(0), EndTurn(0)):
        assert c.submit(m) is None, m
    n = InputCounter(qtbot)

    def key(k, modifier=Qt.KeyboardModifier.NoModifier):
        n.key(QApplication.focusWidget() or main, k, modifier)

    def type_(text):
        for ch in text:
            n.type(QApplication.focusWidget() or main, ch)
    type_("di")
    key(Qt.Key.Key_Return)
    key(Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: tm.mode() == "turn")  # a button's shortcut clicks it a moment later
    assert [sl.card for sl in c.state.players[1].table] == ["s-bob", "s-cy", "s-di"]
    key(Qt.Key.Key_1)
    key(Qt.Key.Key_3)
    assert tm.selected() == ["s-bob", "s-di"], (QApplication.focusWidget(), tm.strip.search.text(), tm.mode())
    type_("/red")
    key(Qt.Key.Key_Return)
    key(Qt.Key.Key_1)  # Bob, the first highlighted star, gets the film
    assert c.state.players[1].table[0].films == ["f-red"], tm.strip.explain.text()
    key(Qt.Key.Key_2)
    key(Qt.Key.Key_B)
    assert c.state.players[1].awards == ["a-cheap"], tm.strip.explain.text()
    key(Qt.Key.Key_E)
    assert c.state.active == 0
    print(f"TABLE MODE BY KEYBOARD: keys {n.keys}")
    assert n.clicks == 0 and n.keys <= 15
