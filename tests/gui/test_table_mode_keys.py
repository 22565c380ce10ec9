"""Table mode's keys and words, as a tester at 1366x768 found them: P passes a response (the
search field does not take the keyboard by itself); the New table game dialog keeps what
each seat holds while the count of players changes; Enter in the top film's fame field sets
it, as its Set button does; the turn's prompt says how to enter an event played out of turn;
the start page marks table games "(table)", as Look back does; Play ▸ Hint is greyed in a
table game and says why."""
from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit, QPushButton, QSpinBox

from redlight_app.engine.moves import Draw, EndTurn

from .driver import shown, start
from .table_helpers import snap, start_table, table_set


def tap(qtbot, widget) -> None:
    assert widget.isVisible() and widget.isEnabled(), widget.objectName()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())


def star(tm, card: str):
    return next(a.stars[card] for a in tm.table.areas.values() if card in a.stars)


def press(qtbot, main, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key pressed by a person: it goes to whatever has the keyboard."""
    qtbot.keyClick(QApplication.focusWidget() or main, key, modifier)


def outshine_asks_leo(qtbot, main):
    """Mia's third turn: Ann outshines Bob (a tap on each); Leo may respond. The page."""
    tm = start_table(main)
    c = main.controller
    for m in (EndTurn(0), Draw(1, card="s-cy"), Draw(1), EndTurn(1), Draw(0, card="s-di"), Draw(0)):
        assert c.submit(m) is None, m
    main.activateWindow()
    qtbot.waitUntil(main.isActiveWindow)
    tap(qtbot, star(tm, "s-ann"))
    qtbot.waitUntil(lambda: star(tm, "s-bob").view.target)
    tap(qtbot, star(tm, "s-bob"))
    qtbot.waitUntil(lambda: tm.mode() == "respond")
    assert "Does Leo respond" in tm.strip.prompt.text()
    assert tm.strip.pass_button.text() == "Pass (P)"
    return tm


def test_p_passes_a_response_as_its_button_says(qtbot, open_window, shots):
    main = open_window(size=(1366, 768))
    tm = outshine_asks_leo(qtbot, main)
    strip = tm.strip
    qtbot.wait(30)
    snap(qtbot, main, shots, "table-keys-response-before-p.png")
    press(qtbot, main, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: tm.mode() == "turn" or strip.search.text() != "")
    assert strip.search.text() == "", "P went into the search field"
    assert tm.mode() == "turn"
    assert [sl.card for sl in main.controller.state.players[1].table] == ["s-cy"], "Bob is outshone"
    assert "Mia's turn" in strip.prompt.text()
    snap(qtbot, main, shots, "table-keys-response-after-p.png")


def test_a_reaction_is_still_typed_once_the_field_is_chosen(qtbot, open_window):
    """A guard: the user taps the field, and every letter is typed, a key's letter too."""
    main = open_window(size=(1366, 768))
    tm = outshine_asks_leo(qtbot, main)
    strip = tm.strip
    tap(qtbot, strip.search)
    qtbot.waitUntil(strip.search.hasFocus)
    qtbot.keyClicks(strip.search, "lawyer")  # its "a" and "e" are keys of the turn elsewhere
    qtbot.waitUntil(lambda: strip.search.text() == "lawyer")
    assert tm.mode() == "respond"
    qtbot.keyClick(strip.search, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: tm.mode() == "turn")
    assert [sl.card for sl in main.controller.state.players[1].table] == ["s-bob", "s-cy"]


def test_a_letter_that_is_no_key_starts_the_reactions_name(qtbot, open_window):
    """As in a turn: a letter that is not a key of the turn goes into the field."""
    main = open_window(size=(1366, 768))
    tm = outshine_asks_leo(qtbot, main)
    strip = tm.strip
    press(qtbot, main, Qt.Key.Key_L)
    qtbot.waitUntil(lambda: strip.search.hasFocus() and strip.search.text() == "l")
    press(qtbot, main, Qt.Key.Key_A)
    qtbot.waitUntil(lambda: strip.search.text() == "la")
    assert tm.mode() == "respond" and strip.chips.keys() == ["e-lawyer"]


def seat_rows(dialog):
    names = [dialog.findChild(QLineEdit, f"seat-name-{i}") for i in range(dialog.count.value())]
    stars = [dialog.findChild(QComboBox, f"seat-star-{i}") for i in range(dialog.count.value())]
    return names, stars


def pick_star(qtbot, box: QComboBox, name: str) -> None:
    """Type the star's name in the seat's searchable list, then Tab to the next field (Enter
    would press Start)."""
    typed = box.lineEdit()
    tap(qtbot, typed)
    qtbot.keyClick(typed, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(typed, name)
    qtbot.keyClick(typed, Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: box.currentText() == name)


def set_players(qtbot, dialog, n: int) -> None:
    spin: QSpinBox = dialog.count
    tap(qtbot, spin)
    while spin.value() != n:
        qtbot.keyClick(spin, Qt.Key.Key_Up if spin.value() < n else Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: len(dialog.names) == n and all(e.isVisible() for e in dialog.names))


def test_the_seats_keep_their_names_and_stars_while_the_count_changes(qtbot, open_window, shots):
    main = open_window(size=(1366, 768))
    qtbot.mouseClick(main.start.findChild(QPushButton, "start-new-table"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: shown(main.dialogs.new_table_game))
    dialog = main.dialogs.new_table_game.dialog
    set_players(qtbot, dialog, 3)
    names, stars = seat_rows(dialog)
    tap(qtbot, names[2])
    qtbot.keyClick(names[2], Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(names[2], "Cleo")
    pick_star(qtbot, stars[2], "Gigi Hype")
    pick_star(qtbot, stars[0], "Cassidy Cliffhanger")
    tap(qtbot, names[1])
    qtbot.keyClick(names[1], Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(names[1], "Bo")
    set_players(qtbot, dialog, 2)  # Cleo's seat goes away...
    names, stars = seat_rows(dialog)
    assert [e.text() for e in names] == ["Player 1", "Bo"]
    assert [b.currentText() for b in stars] == ["Cassidy Cliffhanger", "Roxie Rolodex"]
    set_players(qtbot, dialog, 3)  # ...and comes back as she was
    names, stars = seat_rows(dialog)
    assert [e.text() for e in names] == ["Player 1", "Bo", "Cleo"]
    assert [b.currentText() for b in stars] == ["Cassidy Cliffhanger", "Roxie Rolodex", "Gigi Hype"]
    set_players(qtbot, dialog, 4)  # a new seat: its own place in the list is taken, so the first star nobody has
    names, stars = seat_rows(dialog)
    assert names[3].text() == "Player 4" and stars[3].currentText() == "Scarlett O'Spotlight"
    assert len({b.currentData() for b in stars}) == 4
    assert [dialog.first.itemText(i) for i in range(dialog.first.count())] == \
        ["Player 1", "Bo", "Cleo", "Player 4"]
    snap(qtbot, dialog, shots, "table-keys-new-table-seats-kept.png")
    dialog.reject()


def test_enter_in_the_top_films_fame_field_sets_it(qtbot, open_window, shots):
    main = open_window(size=(1366, 768))
    tm = start_table(main)
    strip = tm.strip
    assert tm.mode() == "turn" and strip.film_top.isVisible()
    assert "top film: enter the fame on its back" in strip.helper.text()
    field = strip.film_top.findChild(QLineEdit)
    tap(qtbot, field)
    qtbot.waitUntil(strip.film_top.hasFocus)
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(field, "2")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "top film needs 2" in strip.helper.text())
    assert main.controller.state.film_top_hint == 2
    assert "top film needs 2" in strip.helper.text()
    tap(qtbot, star(tm, "s-ann"))
    qtbot.waitUntil(lambda: strip.films.keys() == ["f-red"])  # only the film whose back shows 2
    snap(qtbot, main, shots, "table-keys-fame-set-by-enter.png")


def area_header(area) -> QPoint:
    return QPoint(area.width() // 2, 12)  # the player's name, at the top of their area


def test_the_turns_prompt_says_how_to_enter_an_event_played_out_of_turn(qtbot, open_window, shots):
    main = open_window(size=(1366, 768))
    tm = start_table(main, any_time=True)  # Leo may hold Flash, an event for any turn
    strip = tm.strip
    saying = "Out of turn: tap a player's name, then what they played."
    assert strip.prompt.text() == "Mia's turn: tap their stars on the table, then what they did. " + saying
    snap(qtbot, main, shots, "table-keys-out-of-turn-prompt.png")
    area = tm.table.areas[1]  # as the prompt says: Leo's name
    qtbot.mouseClick(area, Qt.MouseButton.LeftButton, pos=area_header(area))
    qtbot.waitUntil(lambda: strip.chips.title.text() == "Leo played, out of turn:")
    assert strip.chips.keys() == ["e-flash"]
    try:
        main.set_language("de")
        qtbot.waitUntil(lambda: "Außerhalb des Zuges: Tippe auf den Namen eines Spielers, dann was er spielte."
                        in strip.prompt.text())
        snap(qtbot, main, shots, "table-keys-out-of-turn-prompt-de.png")
        for lang, words in (("fr", "Hors de son tour : touchez le nom d’un joueur, puis ce qu’il a joué."),
                            ("it", "Fuori turno: tocca il nome di un giocatore, poi cosa ha giocato.")):
            main.set_language(lang)
            qtbot.waitUntil(lambda w=words: w in strip.prompt.text().replace("\u00a0", " "))
    finally:
        main.set_language("system")


def test_a_box_without_any_time_events_asks_for_none(qtbot, open_window):
    main = open_window(size=(1366, 768))
    tm = start_table(main)
    assert tm.strip.prompt.text() == "Mia's turn: tap their stars on the table, then what they did."


def list_item_names(widget) -> list[str]:
    face = QAccessible.queryAccessibleInterface(widget)
    return [face.child(i).text(QAccessible.Text.Name) for i in range(face.childCount())]


def test_the_start_page_marks_table_games_as_look_back_does(qtbot, open_window, shots):
    main = open_window(size=(1366, 768))
    c = start(main, table_set(), [{"name": "Ann", "kind": "human"}, {"name": "Bea", "kind": "human"}])
    assert c.state is not None
    qtbot.keyClick(main, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    start_table(main)
    qtbot.keyClick(main, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    page = main.start
    qtbot.waitUntil(lambda: main.stack.currentWidget() is page and page.games.count() == 2)
    texts = [page.games.item(i).text().split("\n")[0] for i in range(page.games.count())]
    assert sorted(texts) == ["Ann · Bea", "Mia · Leo (table)"], texts
    spoken = list_item_names(page.games)
    assert any(t.startswith("Mia · Leo (table)") for t in spoken), spoken
    assert not any("Ann · Bea (table)" in t for t in spoken), spoken
    snap(qtbot, main, shots, "table-keys-start-page-table-game.png")
    try:
        main.set_language("de")
        qtbot.waitUntil(lambda: any("Mia · Leo (am Tisch)" in page.games.item(i).text()
                                    for i in range(page.games.count())))
    finally:
        main.set_language("system")


def test_hint_is_greyed_in_a_table_game_and_says_why(qtbot, open_window, shots):
    main = open_window(size=(1366, 768))
    hint = main.menus.actions["hint"]
    assert not hint.isEnabled()  # no game on screen: the Play menu is greyed
    start_table(main)
    qtbot.waitUntil(lambda: not hint.isEnabled())
    why = "No hints in a table game: the app does not know the cards in the players' hands."
    assert hint.toolTip() == why and hint.statusTip() == why
    assert main.menus.menus["play"].toolTipsVisible()
    play = main.menus.menus["play"]
    play.popup(main.mapToGlobal(QPoint(40, 30)))
    qtbot.waitUntil(play.isVisible)
    snap(qtbot, play, shots, "table-keys-play-menu-hint-greyed.png")
    play.hide()
    try:
        main.set_language("de")
        qtbot.waitUntil(lambda: hint.toolTip().startswith("Keine Tipps in einer Tischpartie"))
    finally:
        main.set_language("system")
    qtbot.keyClick(main, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: main.controller.state is None)
    start(main, table_set(), [{"name": "Ann", "kind": "human"}, {"name": "Bea", "kind": "human"}])
    qtbot.waitUntil(hint.isEnabled)  # a digital game: hints again
    assert hint.toolTip() != why
