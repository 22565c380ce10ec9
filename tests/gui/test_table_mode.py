"""Table mode (issues 5 and 16): a real-table game followed inside the main window, on the
table of digital play, from the New table game dialog to the showdown, in the light and
the dark theme, with screenshots of each step; adjustments from the star they change;
Undo to here; every control big enough for a finger at 1366x768."""
from __future__ import annotations

import json

import pytest
from engine.factory import make_move
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit, QPushButton

from redlight_app.engine.moves import AdjustMove, AdjustValue, BuyAward, Draw, EndTurn, FilmTop, MakeFilm, PlayEvent
from redlight_app.engine.state import UNKNOWN
from redlight_app.engine.values import stat

from .driver import shown
from .table_helpers import snap, start_table, table_set


def tap(qtbot, widget) -> None:
    assert widget.isVisible() and widget.isEnabled(), widget.objectName() or widget.text()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())


def star(tm, card: str):
    for area in tm.table.areas.values():
        if card in area.stars:
            return area.stars[card]
    raise AssertionError(f"{card} is not on the table")


def ok(tm) -> None:
    assert not tm.strip.explain.isVisible(), tm.strip.explain.text()


def type_enter(qtbot, tm, text: str) -> None:
    qtbot.keyClicks(tm.strip.search, text)
    qtbot.keyClick(tm.strip.search, Qt.Key.Key_Return)


def touch_sized(widget) -> list[str]:
    """The visible controls under `widget` that are less than 40 px high."""
    small = []
    for kind in (QAbstractButton, QLineEdit, QAbstractSpinBox, QComboBox):
        for w in widget.findChildren(kind):
            inside_box = isinstance(w.parentWidget(), (QAbstractSpinBox, QComboBox, QLineEdit))  # a part
            if w.isVisible() and w.height() < 40 and not inside_box:
                small.append(f"{type(w).__name__} {w.objectName()} {w.height()}px")
    return small


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_real_table_game_followed_to_the_showdown(qtbot, open_window, shots, tmp_path, theme):
    main = open_window(size=(1366, 768))
    main.set_theme(theme)
    cid = main.storage.repo.register_cardset(table_set())
    # New table game: the box's card set, two seats, the stars dealt, the rulings.
    qtbot.mouseClick(main.start.findChild(QPushButton, "start-new-table"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: shown(main.dialogs.new_table_game))
    dialog = main.dialogs.new_table_game.dialog
    dialog.set_box.setCurrentIndex(dialog.set_box.findData(cid))
    dialog.names[0].setText("Mia")
    dialog.names[1].setText("Leo")
    assert [b.currentData() for b in dialog.stars] == ["s-ann", "s-bob"]
    dialog.played_to.setCurrentIndex(dialog.played_to.findData("discard"))
    snap(qtbot, dialog, shots, f"table-{theme}-01-new-table-game.png")
    assert touch_sized(dialog) == []
    dialog._try_accept()
    qtbot.waitUntil(lambda: main.windows.table_mode is not None)
    tm = main.windows.table_mode
    assert main.stack.currentWidget() is tm, "table mode is in the main window"
    c = main.controller
    strip = tm.strip
    assert c.state.chance == "table" and c.state.players[0].hand == [UNKNOWN] * 4
    assert not main.curtain.covered(), "no hot-seat curtain at a real table"

    # Turn 1 (Mia, no draw): the top film's back shows 2; Ann alone makes it: it was Red.
    strip.film_top.setValue(2)
    tap(qtbot, strip.film_top_set)
    ok(tm)
    tap(qtbot, star(tm, "s-ann"))
    assert "top film needs 2" in strip.helper.text() and "Selected fame: <b>2</b>" in strip.helper.text()
    assert strip.films.keys() == ["f-red"], "only the film whose back shows 2 and that fame 2 reaches"
    snap(qtbot, main, shots, f"table-{theme}-02-film-entry.png")
    assert touch_sized(strip) == []
    tap(qtbot, strip.films.chip("f-red"))
    ok(tm)
    assert c.state.players[0].table[0].films == ["f-red"]
    tap(qtbot, strip.end_turn)

    # Turn 2 (Leo): Cy came out (typed), then an event (one tap).
    assert tm.mode() == "draw" and "Leo drew" in strip.prompt.text()
    qtbot.keyClicks(strip.search, "cy")
    assert strip.chips.keys() == ["s-cy"]
    snap(qtbot, main, shots, f"table-{theme}-03-draw-entry.png")
    assert touch_sized(strip) == []
    qtbot.keyClick(strip.search, Qt.Key.Key_Return)
    ok(tm)
    tap(qtbot, strip.event_button)
    ok(tm)
    assert c.state.players[1].hand.count(UNKNOWN) == 5
    # He takes the award that came up: the cheap one costs 2 (its own cost row).
    tap(qtbot, star(tm, "s-bob"))
    assert strip.awards.keys() == ["a-cheap"]
    tap(qtbot, strip.awards.chip("a-cheap"))
    ok(tm)
    assert c.state.players[1].awards == ["a-cheap"]
    assert "this turn's award is bought" in strip.helper.text()
    # He plays Rumour from his hidden hand; its only target is Ann: Mia may respond.
    type_enter(qtbot, tm, "rum")
    ok(tm)
    assert c.record.moves[-1] == PlayEvent(1, card="e-rumour", target="s-ann")
    assert tm.mode() == "respond" and "Does Mia respond" in strip.prompt.text()
    tap(qtbot, strip.pass_button)
    ok(tm)
    tap(qtbot, strip.end_turn)

    # Turn 3 (Mia): draws Di (a tap on her name) and an event.
    tap(qtbot, strip.chips.chip("s-di"))
    tap(qtbot, strip.event_button)
    ok(tm)
    tap(qtbot, star(tm, "s-ann"))
    tap(qtbot, star(tm, "s-di"))
    assert "Selected fame: <b>3</b>" in strip.helper.text()
    tap(qtbot, star(tm, "s-di"))  # Ann alone: the rivals she can outshine light up
    assert star(tm, "s-bob").view.target and star(tm, "s-cy").view.target
    assert not star(tm, "s-di").view.target
    assert "Ann can outshine Bob, Cy" in strip.helper.text()
    snap(qtbot, main, shots, f"table-{theme}-04-outshine-helpers.png")
    # Ann outshines Bob (a tap on him); Leo answers with Lawyer from his hidden hand.
    tap(qtbot, star(tm, "s-bob"))
    ok(tm)
    assert tm.mode() == "respond" and "Does Leo respond" in strip.prompt.text()
    snap(qtbot, main, shots, f"table-{theme}-05-response.png")
    type_enter(qtbot, tm, "lawyer")
    ok(tm)
    assert [sl.card for sl in c.state.players[1].table] == ["s-bob", "s-cy"]
    # An adjustment reached from the star it changes: Di gets +20 charisma for good.
    tap(qtbot, star(tm, "s-di"))
    assert strip.adjust.text() == "Adjust Di…"
    tap(qtbot, strip.adjust)
    qtbot.waitUntil(lambda: shown(tm.adjust))
    adj = tm.adjust.dialog
    assert adj.tabs.currentIndex() == 2 and adj.star.currentData() == "s-di"
    adj.stat.setCurrentIndex(adj.stat.findData("charisma"))
    adj.amount.setValue(20)
    adj.until.setCurrentIndex(adj.until.findData("permanent"))
    adj.apply()
    assert "reason" in adj.problem.text()  # a reason is required
    qtbot.keyClicks(adj.reason, "house rule: Di's card text")
    snap(qtbot, adj, shots, f"table-{theme}-06-adjust-dialog.png")
    assert touch_sized(adj) == []
    adj.apply()
    assert adj.result() == adj.DialogCode.Accepted
    assert stat(c.state, "s-di", "charisma") == 70
    assert any("house rule" in line for line in main.log_view.lines())
    # Un-use Ann (they forgot she had not acted): her card, then Adjust Ann…
    tap(qtbot, star(tm, "s-ann"))
    assert strip.adjust.text() == "Adjust Ann…"
    tap(qtbot, strip.adjust)
    qtbot.waitUntil(lambda: tm.adjust.dialog is not adj and tm.adjust.dialog.isVisible())
    adj = tm.adjust.dialog
    assert adj.tabs.currentIndex() == 3 and adj.unuse.currentData() == "s-ann"
    qtbot.keyClicks(adj.reason, "we forgot she had not acted")
    adj.apply()
    assert not c.state.players[0].table[0].used
    tap(qtbot, star(tm, "s-ann"))
    tap(qtbot, star(tm, "s-cy"))
    tap(qtbot, strip.pass_button)
    assert [sl.card for sl in c.state.players[1].table] == ["s-bob"]
    # An entry by mistake, undone with Ctrl+Z: Mia ends her turn, then takes it back.
    tap(qtbot, strip.end_turn)
    assert c.state.active == 1
    main.menus.actions["undo"].trigger()
    assert c.state.active == 0 and stat(c.state, "s-di", "charisma") == 70
    main.activateWindow()  # the adjustment dialogs had the keyboard
    qtbot.waitUntil(main.isActiveWindow)
    qtbot.keyClick(main, Qt.Key.Key_E)  # the End turn key works in table mode too
    assert c.state.active == 1

    # Turn 4 (Leo): the main deck's last two cards: showdown.
    tap(qtbot, strip.event_button)
    tap(qtbot, strip.event_button)
    ok(tm)
    assert c.state.status == "showdown" and "FINAL SHOWDOWN" in tm.table.banner.text()
    snap(qtbot, main, shots, f"table-{theme}-07-showdown.png")
    tap(qtbot, strip.end_turn)
    # Turn 5 (Mia): Ann outshines Bob, Leo's last star; Leo passes; Mia wins.
    tap(qtbot, star(tm, "s-ann"))
    tap(qtbot, star(tm, "s-bob"))
    tap(qtbot, strip.pass_button)
    assert c.state.status == "over" and c.state.winners == [0]
    # the result, as after a digital game; "Look at the table" comes back to table mode
    assert main.stack.currentWidget() is main.result and "Mia wins!" in main.result.title.text()
    snap(qtbot, main, shots, f"table-{theme}-08-result.png")
    tap(qtbot, main.result.buttons[1])
    assert main.stack.currentWidget() is tm
    tap(qtbot, tm.table.discard)  # the discard pile opens from the table, as in digital play
    qtbot.waitUntil(lambda: main.dialogs.discard.dialog is not None
                    and main.dialogs.discard.dialog.isVisible())
    main.dialogs.discard.dialog.close()
    main.activateWindow()
    qtbot.waitUntil(main.isActiveWindow)
    assert tm.mode() == "over" and "Winner: Mia" in strip.prompt.text()
    assert main.stack.currentWidget() is tm
    snap(qtbot, main, shots, f"table-{theme}-08-game-over.png")
    # the final table goes back to the result: its button, and Esc
    tap(qtbot, strip.back)
    qtbot.waitUntil(lambda: main.stack.currentWidget() is main.result)
    qtbot.waitUntil(main.result.buttons[1].hasFocus)
    tap(qtbot, main.result.buttons[1])
    qtbot.waitUntil(lambda: main.stack.currentWidget() is tm and strip.back.hasFocus())
    qtbot.keyClick(strip.back, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: main.stack.currentWidget() is main.result)

    # Everything was saved: the store replays it as a table game; resuming opens table mode.
    loaded = main.storage.repo.load_game(c.game_id)
    assert loaded.record.chance == "table" and loaded.record.moves == c.record.moves
    assert loaded.record.options.played_award_to == "discard"
    exported = tmp_path / "table-game.json"
    assert tm.export_to(str(exported))
    again = main.storage.repo.import_game(json.loads(exported.read_text(encoding="utf-8")))
    assert main.storage.repo.load_game(again).record.chance == "table"
    game_id = c.game_id
    qtbot.keyClick(main, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)  # Ctrl+W closes it
    assert c.state is None and main.stack.currentWidget() is main.start
    main.resume_game(game_id)
    assert main.stack.currentWidget() is main.result and c.state.status == "over"
    tap(qtbot, main.result.buttons[1])
    assert main.stack.currentWidget() is tm


def test_an_any_time_event_out_of_turn_and_a_film_by_type_ahead(qtbot, open_window, shots):
    main = open_window(size=(1366, 768))
    tm = start_table(main, any_time=True)
    c = main.controller
    strip = tm.strip
    # Mia's turn: Leo plays Flash from his hidden hand: tap his area, then its name.
    area = tm.table.areas[1]
    qtbot.mouseClick(area, Qt.MouseButton.LeftButton, pos=QPoint(area.width() // 2, 12))
    assert strip.chips.title.text() == "Leo played, out of turn:"
    assert strip.chips.keys() == ["e-flash"]  # own-turn events cannot be played out of turn (E1)
    tap(qtbot, strip.chips.chip("e-flash"))  # his only star is the target: nothing more to ask
    assert c.record.moves[-1] == PlayEvent(1, card="e-flash", target="s-bob")
    assert stat(c.state, "s-bob", "charisma") == 60 and c.state.active == 0
    assert strip.chips.title.text() == "Played an event:"  # back to Mia's own events
    # Mia types the film that came up, with Ann selected: Enter takes the film.
    tap(qtbot, star(tm, "s-ann"))
    tap(qtbot, strip.search)
    qtbot.keyClicks(strip.search, "gre")
    assert strip.films.keys() == ["f-green"]
    qtbot.keyClick(strip.search, Qt.Key.Key_Return)
    assert c.record.moves[-1] == MakeFilm(0, stars=("s-ann",), assign_to="s-ann", card="f-green")
    # What a card's tooltip says is written out for touch: tap Ann, tap Leo.
    tap(qtbot, star(tm, "s-ann"))
    assert "psyche 70 = 50 printed +20 Green (film)" in strip.helper.text()
    assert strip.explain.isVisible() and "href='rule:T5'" in strip.explain.text()  # she is used: rule T5, a link
    snap(qtbot, main, shots, "table-refusal.png")
    qtbot.mouseClick(area, Qt.MouseButton.LeftButton, pos=QPoint(area.width() // 2, 12))
    assert "<b>Leo</b>: awards: none yet; hand: 3 cards" in strip.helper.text()
    snap(qtbot, main, shots, "table-tapped-player.png")


def test_events_from_a_hidden_hand_with_targets_on_the_table(qtbot, open_window, shots):
    """Rumour against one of two rival stars (chosen on the table); Take, whose film nobody
    has seen: the table names it, then the star who gets it is chosen on the table."""
    main = open_window(size=(1366, 768))
    tm = start_table(main)
    c = main.controller
    strip = tm.strip
    for m in (EndTurn(0), Draw(1, card="s-cy"), Draw(1),
              EndTurn(1), Draw(0, card="s-di"), Draw(0)):
        assert c.submit(m) is None, m
    # Mia plays Rumour: Leo has Bob and Cy, so she is asked which; both light up.
    tap(qtbot, strip.search)
    type_enter(qtbot, tm, "rum")
    assert tm.mode() == "target" and tm.inter.highlighted_stars() == {"s-bob", "s-cy"}
    assert star(tm, "s-bob").view.target and star(tm, "s-cy").view.target
    snap(qtbot, main, shots, "table-event-target-on-the-table.png")
    tap(qtbot, star(tm, "s-cy"))
    assert c.record.moves[-1] == PlayEvent(0, card="e-rumour", target="s-cy")
    tap(qtbot, strip.pass_button)  # Leo does not respond
    assert stat(c.state, "s-cy", "psyche") == 10
    # Take: the top film is unknown, so the table names it; then who of Mia's stars gets it.
    tap(qtbot, strip.search)
    type_enter(qtbot, tm, "take")
    assert tm.mode() == "target" and tm.inter.highlighted_stars() == {"s-ann", "s-di"}
    tap(qtbot, star(tm, "s-di"))
    assert tm.mode() == "name" and strip.prompt.text() == "Which film came up?"
    assert strip.chips.keys() == ["f-red", "f-blue", "f-green"]
    snap(qtbot, main, shots, "table-name-the-film.png")
    tap(qtbot, strip.chips.chip("f-blue"))
    assert c.record.moves[-1] == PlayEvent(0, card="e-take", assign_to="s-di", choice="f-blue")
    assert tm.mode() == "turn"  # it targets nobody else: no one is asked to respond
    assert c.state.players[0].table[1].films == ["f-blue"] and stat(c.state, "s-di", "fame") == 2


def test_a_return_award_at_the_table_asks_the_player_hit_which_award(qtbot, open_window):
    """Mia plays Recall (return_award) at Leo, who holds two awards: the table says which he
    gives back (his choice); then Leo may respond; it goes under the award deck."""
    from engine.factory import event, table_box_doc

    from redlight_app.engine.cards import load_cardset
    from redlight_app.engine.state import Options
    from redlight_app.gui.table_mode.hook import start_table_game
    doc = table_box_doc()
    doc["events"].append(event("e-recall", {"do": "return_award", "target": "opponent"}))
    main = open_window(size=(1366, 768))
    cid = main.storage.repo.register_cardset(load_cardset(doc))
    tm = start_table_game(main, {"cardset_id": cid, "names": ["Mia", "Leo"], "first_player": 0,
                                 "dealt_stars": ["s-ann", "s-bob"], "options": Options()})
    c = main.controller
    for m in (EndTurn(0), Draw(1, card="s-cy"), Draw(1),
              BuyAward(1, stars=("s-bob",), card="a-cheap"),
              AdjustMove(card="a-gold", place="awards:1", reason="a ruling"),
              EndTurn(1), Draw(0), Draw(0)):
        assert c.submit(m) is None, m
    tap(qtbot, tm.strip.search)
    type_enter(qtbot, tm, "recall")
    assert tm.mode() == "name" and tm.strip.prompt.text() == "Which award does Leo give back?"
    assert tm.strip.chips.keys() == ["a-cheap", "a-gold"]
    tap(qtbot, tm.strip.chips.chip("a-gold"))
    assert c.record.moves[-1] == PlayEvent(0, card="e-recall", target_player=1, choice="a-gold")
    assert tm.mode() == "respond" and "Does Leo respond" in tm.strip.prompt.text()
    tap(qtbot, tm.strip.pass_button)
    assert c.state.players[1].awards == ["a-cheap"] and c.state.awards[-1] == "a-gold"
    assert main.stack.currentWidget() is tm and not main.curtain.covered()


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_undo_to_here_in_a_table_game(qtbot, open_window, shots, theme):
    main = open_window(size=(1366, 768))
    main.set_theme(theme)
    tm = start_table(main)
    c = main.controller
    for m in (EndTurn(0), Draw(1, card="s-cy"), Draw(1),
              BuyAward(1, stars=("s-bob",), card="a-cheap"), EndTurn(1)):
        assert c.submit(m) is None, m
    log = main.log_view
    lines = log.lines()
    line = next(i for i, text in enumerate(lines) if "drew the star Cy" in text)
    # tap that line of the log: it is marked and the button says what goes
    rect = log.cursorRect(QTextCursor(log.document().findBlockByNumber(line)))
    qtbot.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(20, rect.center().y()))
    panel = main.docks.undo_to_here
    assert panel.chosen == line
    assert "3 later entries undone" in panel.note.text()
    snap(qtbot, main, shots, f"table-{theme}-undo-to-here.png")
    assert touch_sized(panel) == []
    tap(qtbot, panel.button)
    assert len(c.record.moves) == 2 and c.state.draws_due == 1 and c.state.players[1].awards == []
    assert main.storage.repo.count_moves(c.game_id) == 2
    assert log.lines()[-1].startswith("Leo drew the star Cy")
    assert tm.mode() == "draw"  # the entry goes on from there: Leo's second card
    # and Redo brings the undone entries back, as after any undo
    assert c.can_redo()


def test_undo_to_here_in_a_digital_game(qtbot, open_window, shots):
    from .driver import start
    main = open_window()
    c = start(main, table_set(), [{"name": "Ann", "kind": "human"}, {"name": "Bea", "kind": "human"}])
    assert c.state.chance != "table" and main.stack.currentWidget() is main.table
    made = 0
    for _ in range(3):
        assert c.submit(EndTurn(c.state.active)) is None
        made += 1
    panel = main.docks.undo_to_here
    lines = main.log_view.lines()
    second_turn = next(i for i, text in enumerate(lines) if "Turn 2" in text)
    panel.choose(second_turn)
    assert "2 later entries undone" in panel.note.text()
    if main.curtain.covered():  # hot-seat: the next player takes the device first
        main.curtain.cover.ok.click()
    snap(qtbot, main, shots, "digital-undo-to-here.png")
    tap(qtbot, panel.button)
    # hot-seat: Bea's and Ann's later decisions go too, so the other player is asked first
    qtbot.waitUntil(lambda: shown(main.dialogs.question))
    assert "Bea wants to take back your last" in main.dialogs.question.dialog.text() and len(c.record.moves) == 3
    main.dialogs.question.dialog.button(main.dialogs.question.dialog.StandardButton.Yes).click()
    assert c.state.turn == 2 and len(c.record.moves) == 1


def test_a_table_game_asks_before_closing_the_open_digital_game(qtbot, open_window):
    from .driver import start
    main = open_window()
    start(main, table_set(), [{"name": "Ann", "kind": "human"}, {"name": "Bea", "kind": "human"}])
    main.games.new_table_game_dialog()
    qtbot.waitUntil(lambda: shown(main.dialogs.question))
    assert "A game is open" in main.dialogs.question.dialog.text()
    assert main.dialogs.new_table_game.dialog is None
    main.dialogs.question.dialog.button(main.dialogs.question.dialog.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: shown(main.dialogs.new_table_game))
    main.dialogs.new_table_game.dialog.reject()


def test_new_table_game_refuses_the_same_star_twice(qtbot, open_window):
    main = open_window()
    main.storage.repo.register_cardset(table_set())
    main.games.new_table_game_dialog()
    qtbot.waitUntil(lambda: shown(main.dialogs.new_table_game))
    dialog = main.dialogs.new_table_game.dialog
    dialog.set_box.setCurrentIndex(dialog.set_box.findText("Our box"))
    dialog.stars[1].setCurrentIndex(dialog.stars[0].currentIndex())
    dialog._try_accept()
    assert dialog.isVisible() and "different star" in dialog.problem.text()
    dialog.reject()


def test_the_new_table_game_dialogs_labels_stand_level_with_their_fields(qtbot, open_window,
                                                                         shots):
    """The fields are 40 px high for fingers; each label's words stand at the middle of its
    field's height, not above it ("Players:" read a line higher than its "2")."""
    from PySide6.QtWidgets import QFormLayout
    main = open_window()
    main.games.new_table_game_dialog()
    qtbot.waitUntil(lambda: shown(main.dialogs.new_table_game))
    dialog = main.dialogs.new_table_game.dialog
    dialog.count.setValue(3)
    qtbot.wait(50)  # laid out in the event loop
    rows = 0
    for form in dialog.findChildren(QFormLayout):
        for row in range(form.rowCount()):
            label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
            if label is None or field is None or label.widget() is None:
                continue
            middle = label.widget().geometry().center().y()
            assert abs(middle - field.geometry().center().y()) <= 3, label.widget().text()
            rows += 1
    assert rows >= 7  # set, players, first player, three seats, a played award, turn limit
    dialog.grab().save(str(shots / "new-table-game-dialog.png"))
    dialog.reject()


def test_undo_takes_back_exactly_one_adjustment(qtbot, tmp_path):
    """An adjustment has no player: undo takes back that entry alone, through the store."""
    from redlight_app.gui.controller import GameController
    from redlight_app.gui.storage import Storage
    storage = Storage(tmp_path / "data")
    storage.open()
    try:
        c = GameController(storage, 0)
        c.new_table_game(table_set(), ["Mia", "Leo"], 0, ["s-ann", "s-bob"])
        assert c.submit(FilmTop(amount=2)) is None
        assert c.submit(AdjustValue(star="s-bob", stat="fame", amount=3, until="permanent",
                             reason="ruling")) is None
        assert stat(c.state, "s-bob", "fame") == 5
        assert c.undo_count() == 1 and c.undo()
        assert stat(c.state, "s-bob", "fame") == 2 and c.state.film_top_hint == 2
        assert storage.repo.count_moves(c.game_id) == 1
        c.shutdown()
    finally:
        storage.close()


@pytest.mark.parametrize("lang", ["it", "de", "fr"])
def test_table_mode_in_each_language_fits(qtbot, open_window, shots, lang):
    """The strip's words in Italian, German and French: nothing cut at 1366x768."""
    from .test_i18n import clipped
    main = open_window(size=(1366, 768))
    tm = start_table(main, extra=True)
    c = main.controller
    try:
        main.set_language(lang)
        for m in (EndTurn(0), Draw(1, card="s-cy")):
            assert c.submit(m) is None
        snap(qtbot, main, shots, f"table-mode-{lang}-draw.png")
        assert clipped(tm) == [], lang
        assert c.submit(Draw(1)) is None
        tap(qtbot, star(tm, "s-bob"))
        tap(qtbot, star(tm, "s-cy"))
        snap(qtbot, main, shots, f"table-mode-{lang}-turn.png")
        assert clipped(tm) == [], lang
        assert clipped(main.docks.undo_to_here) == [], lang
    finally:
        main.set_language("system")


@pytest.mark.parametrize("lang", ["it", "de"])
def test_table_mode_mid_game_in_italian_and_german_cuts_nothing(qtbot, open_window, shots, lang):
    """The whole walk of table mode (a turn, a draw, the films and awards, a refusal note, an
    event's targets, the adjustment dialog on each tab, the New table game dialog) in Italian
    and German at 1366x768: no button or one-line label cut; each step photographed."""
    from .table_helpers import walk_table_mode
    from .test_i18n import clipped
    main = open_window(size=(1366, 768))
    main.set_language(lang)
    steps: list[str] = []

    def check(where: str, root) -> None:
        steps.append(where)
        snap(qtbot, root, shots, f"table-walk-{lang}-{len(steps):02d}.png")
        assert clipped(root) == [], (lang, where)
        search = main.windows.table_mode.strip.search if main.windows.table_mode else None
        if root is main and search is not None and search.isVisible() and not search.text():
            hint = search.placeholderText()  # "Gespieltes Ereign…" was cut
            assert search.fontMetrics().horizontalAdvance(hint) + 16 <= search.width(), (lang, where, hint)
        if where == "New table game dialog":  # its own word, not the button box's "OK"
            assert root.buttons.button(root.buttons.StandardButton.Ok).text() == \
                {"it": "Inizia", "de": "Starten"}[lang]

    try:
        walk_table_mode(qtbot, main, check)
    finally:
        main.set_language("system")
    assert len(steps) == 11, steps


def test_names_from_the_box_are_shown_as_plain_text(qtbot, open_window):
    """A card set is untrusted: a star called <i>Cy</i> is written with its brackets, in the
    chips, the prompt and the helpers, never read as markup."""
    from engine.factory import table_box_doc

    from redlight_app.engine.cards import load_cardset
    from redlight_app.gui.table_mode.hook import start_table_game
    doc = table_box_doc()
    doc["stars"][2]["name"] = "<i>Cy</i>"
    main = open_window(size=(1366, 768))
    cid = main.storage.repo.register_cardset(load_cardset(doc))
    from redlight_app.engine.state import Options
    tm = start_table_game(main, {"cardset_id": cid, "names": ["<b>Mia</b>", "Leo"], "first_player": 0,
                                 "dealt_stars": ["s-ann", "s-bob"], "options": Options()})
    c = main.controller
    assert c.submit(EndTurn(0)) is None
    assert tm.strip.chips.chip("s-cy").text() == "<i>Cy</i>"
    tap(qtbot, tm.strip.chips.chip("s-cy"))
    tap(qtbot, tm.strip.event_button)
    tap(qtbot, star(tm, "s-cy"))
    assert "&lt;i&gt;Cy&lt;/i&gt;" in tm.strip.prompt.text()
    assert "&lt;i&gt;Cy&lt;/i&gt;" in tm.strip.helper.text()
    assert any("<i>Cy</i>" in line for line in main.log_view.lines())


def test_a_table_entry_that_cannot_be_saved_is_not_shown_and_is_retried(qtbot, open_window,
                                                                        monkeypatch):
    from .test_save_failure import FullDisk, press
    main = open_window(size=(1366, 768))
    tm = start_table(main)
    c = main.controller
    repo = main.storage.repo
    disk = FullDisk(repo).install(monkeypatch)
    tap(qtbot, tm.strip.end_turn)
    qtbot.waitUntil(lambda: shown(main.dialogs.save_failure),
                    timeout=3000)
    assert c.state.active == 0 and "disk is full" in tm.table.saved.text()
    disk.full = False
    press(qtbot, main, "save-retry")
    qtbot.waitUntil(lambda: c.state.active == 1, timeout=3000)
    assert tm.mode() == "draw" and tm.table.saved.text() == "Table game · saved entries: 1"


def test_v8_a_stalled_showdown_is_proposed_and_ends_with_a_shared_win(qtbot, open_window, shots):
    """In the showdown nobody moves a card for a whole round: the helpers say so and the
    strip proposes the V8 end; the players still in share the win."""
    main = open_window(size=(1366, 768))
    tm = start_table(main)
    c = main.controller
    for m in (EndTurn(0), Draw(1, card="s-cy"), Draw(1),
              EndTurn(1), Draw(0, card="s-di"), Draw(0), EndTurn(0),
              Draw(1), Draw(1)):
        assert c.submit(m) is None, m
    assert c.state.status == "showdown" and not tm.strip.stalled.isVisible()
    # Leo's turn began before the showdown (his draws started it): it does not count
    assert c.submit(EndTurn(1)) is None
    assert c.submit(EndTurn(0)) is None  # Mia's whole turn moved nothing
    assert not tm.strip.stalled.isVisible()
    assert c.submit(EndTurn(1)) is None  # nor Leo's: every player, a whole turn
    assert tm.strip.stalled.isVisible() and "stood still for a whole round" in tm.strip.helper.text()
    snap(qtbot, main, shots, "table-v8-stalled.png")
    tap(qtbot, tm.strip.stalled)
    assert c.state.status == "over" and sorted(c.state.winners) == [0, 1]
    assert main.stack.currentWidget() is main.result, "the shared win is shown as a result"
    assert "Mia and Leo share the win" in main.result.reason.text(), main.result.reason.text()
    snap(qtbot, main, shots, "table-v8-result.png")


def test_a5_at_the_table_the_revealed_awards_target_is_entered(qtbot, open_window, shots):
    """Mia buys an award that is revealed on draw: the table enters which of Leo's stars she
    aimed it at (a chip, or a tap on the star); then Leo may respond; it resolves."""
    from engine.factory import award, table_box_doc

    from redlight_app.engine.cards import load_cardset
    from redlight_app.engine.state import Options
    from redlight_app.gui.table_mode.hook import start_table_game
    doc = table_box_doc()
    doc["awards"].append(award("a-razz", reveal=True, counts=False, costs=[2, 2, 2, 2],
                               effect={"do": "discard_star", "target": "opponent_star"}))
    doc["awards"][-1]["text"] = "Discard a star of a rival."
    main = open_window(size=(1366, 768))
    cid = main.storage.repo.register_cardset(load_cardset(doc))
    tm = start_table_game(main, {"cardset_id": cid, "names": ["Mia", "Leo"], "first_player": 0,
                                 "dealt_stars": ["s-ann", "s-bob"], "options": Options()})
    c = main.controller
    for m in (make_move("end_turn", 0), make_move("draw", 1, card="s-cy"), make_move("draw", 1),
              make_move("end_turn", 1), make_move("draw", 0), make_move("draw", 0),
              make_move("buy_award", 0, stars=("s-ann",), card="a-razz")):
        assert c.submit(m) is None, m
    assert tm.mode() == "aim"
    assert tm.strip.prompt.text() == ("Mia revealed Razz (Discard a star of a rival). "
                                      "Which target did they choose?")
    assert tm.strip.chips.title.text() == "Aimed at:"
    assert [tm.strip.chips.chip(k).text() for k in tm.strip.chips.keys()] == ["Leo's Bob", "Leo's Cy"]
    snap(qtbot, main, shots, "table-mode-reveal-target.png")
    tap(qtbot, tm.strip.chips.chip(tm.strip.chips.keys()[1]))
    assert c.record.moves[-1] == make_move("choose_targets", 0, target="s-cy")
    assert tm.mode() == "respond"  # Leo's hidden hand might hold a reaction: the table asks
    tap(qtbot, tm.strip.pass_button)
    assert [s.card for s in c.state.players[1].table] == ["s-bob"]


def test_a5_at_the_table_a_tap_on_the_star_enters_the_revealed_awards_target(qtbot, open_window):
    from engine.factory import award, table_box_doc

    from redlight_app.engine.cards import load_cardset
    from redlight_app.engine.state import Options
    from redlight_app.gui.table_mode.hook import start_table_game
    doc = table_box_doc()
    doc["awards"].append(award("a-razz", reveal=True, counts=False, costs=[2, 2, 2, 2],
                               effect={"do": "discard_star", "target": "opponent_star"}))
    main = open_window(size=(1366, 768))
    cid = main.storage.repo.register_cardset(load_cardset(doc))
    tm = start_table_game(main, {"cardset_id": cid, "names": ["Mia", "Leo"], "first_player": 0,
                                 "dealt_stars": ["s-ann", "s-bob"], "options": Options()})
    c = main.controller
    for m in (make_move("end_turn", 0), make_move("draw", 1, card="s-cy"), make_move("draw", 1),
              make_move("end_turn", 1), make_move("draw", 0), make_move("draw", 0),
              make_move("buy_award", 0, stars=("s-ann",), card="a-razz")):
        assert c.submit(m) is None, m
    tm.click_star("s-bob")
    assert c.record.moves[-1] == make_move("choose_targets", 0, target="s-bob")


def test_table_mode_says_no_by_naming_the_player_never_you(qtbot, open_window, shots):
    """A table game follows a physical game: nobody at the screen is "you". Every refusal and
    prompt names the player it is about ("It is Leo's turn, not Mia's."), in the states the
    walk goes through and in the refusals the engine and the table's clicks give."""
    import re

    from PySide6.QtWidgets import QLabel

    from redlight_app.gui.table_mode.refusals import NAMED, named_refusal

    from .table_helpers import walk_table_mode
    you = re.compile(r"\b(you|your|yours)\b", re.I)
    main = open_window(size=(1366, 768))
    seen: list[str] = []

    def check(where, root):
        if root is not main:
            return  # the dialogs speak to the person setting up the game, not of a player
        tm = main.stack.currentWidget()
        for label in (tm.strip.prompt, tm.strip.explain):
            if label.isVisible() and label.text():
                seen.append(label.text())
                assert not you.search(label.text()), (where, label.text())
    walk_table_mode(qtbot, main, check)
    assert any("It is Leo&#x27;s turn, not Mia&#x27;s." in t or "It is Leo's turn, not Mia's." in t
               for t in seen), seen
    # every engine sentence that says "you" has its table form, which names the player
    from redlight_app.engine.errors import MESSAGES
    for key, text in MESSAGES.items():
        if you.search(text) and key != "draw_automatic":  # a digital game's only
            assert key in NAMED, key
            said = named_refusal(key, {k: "X" for k in re.findall(r"{(\w+)}", text)}, text, "Mia")
            assert "Mia" in said and not you.search(said), said
    # the table's own clicks: an outshine with two stars selected names the player too
    tm = main.stack.currentWidget()
    c = main.controller
    seat = c.state.active
    own = [s.card for s in c.state.players[seat].table]
    tm.inter.reset(seat)
    tm.inter.selection = own[:2] if len(own) > 1 else []
    outcome = tm.inter.action("outshine")
    text = (outcome.refusal.message if outcome.refusal else outcome.prompt) or ""
    assert text and not you.search(text), text
    assert c.names[seat] in text or "turn" in text, text
    assert isinstance(tm.strip.prompt, QLabel)


def _reveal_table(main, awards, names=("Mia", "Leo"), stars=("s-ann", "s-bob")):
    from engine.factory import event, table_box_doc

    from redlight_app.engine.cards import load_cardset
    from redlight_app.engine.state import Options
    from redlight_app.gui.table_mode.hook import start_table_game
    doc = table_box_doc()
    doc["events"].append(event("e-grab", {"do": "take_award"}, "reaction"))
    doc["awards"].extend(awards)
    cid = main.storage.repo.register_cardset(load_cardset(doc))
    return start_table_game(main, {"cardset_id": cid, "names": list(names), "first_player": 0,
                                   "dealt_stars": list(stars), "options": Options()})


def test_a5_r1_at_the_table_an_award_a_reaction_reveals_is_aimed_inside_the_window(
        qtbot, open_window, shots):
    """Leo answers Mia's outshine with a reaction that takes an award, a Razz revealed on
    draw: the table enters which of Mia's stars he aimed it at while his window waits; it
    resolves at once (no window for Mia) and Leo's window goes on."""
    from engine.factory import award
    main = open_window(size=(1366, 768))
    tm = _reveal_table(main, [award("a-razz", reveal=True, counts=False,
                                    effect={"do": "discard_star", "target": "opponent_star"})])
    c = main.controller
    for m in (make_move("end_turn", 0), make_move("draw", 1), make_move("draw", 1),
              make_move("end_turn", 1), make_move("draw", 0, card="s-cy"), make_move("draw", 0),
              make_move("outshine", 0, star="s-ann", target="s-bob"),
              make_move("play_event", 1, card="e-grab", choice="a-razz")):
        assert c.submit(m) is None, m
    assert c.state.window is not None and tm.mode() == "aim"
    assert tm.strip.prompt.text().startswith("Leo revealed Razz")
    assert [tm.strip.chips.chip(k).text() for k in tm.strip.chips.keys()] == ["Mia's Ann", "Mia's Cy"]
    snap(qtbot, main, shots, "table-mode-reveal-in-window.png")
    tap(qtbot, tm.strip.chips.chip(tm.strip.chips.keys()[1]))
    assert c.record.moves[-1] == make_move("choose_targets", 1, target="s-cy")
    assert [s.card for s in c.state.players[0].table] == ["s-ann"]  # at once: no window for Mia
    assert tm.mode() == "respond" and c.state.window.seat == 1  # Leo's window goes on
    tap(qtbot, tm.strip.pass_button)
    assert [s.card for s in c.state.players[1].table] == []  # Mia's outshine resolved


def test_a5_at_the_table_the_award_given_back_to_a_revealed_inquiry_is_entered(
        qtbot, open_window, shots):
    """Mia buys an Inquiry (revealed on draw: a rival gives back an award of their choice);
    Leo, the only rival, holds two: the table enters which one he gave back."""
    from engine.factory import award
    main = open_window(size=(1366, 768))
    tm = _reveal_table(main, [award("a-inquiry", reveal=True, counts=False, costs=[2, 2, 2, 2],
                                    effect={"do": "return_award", "target": "opponent"})])
    c = main.controller
    for m in (make_move("adjust_move", card="a-gold", place="awards:1", reason="won earlier"),
              make_move("adjust_move", card="a-x", place="awards:1", reason="won earlier"),
              make_move("end_turn", 0), make_move("draw", 1), make_move("draw", 1),
              make_move("end_turn", 1), make_move("draw", 0), make_move("draw", 0)):
        assert c.submit(m) is None, m
    assert tm.submit(make_move("buy_award", 0, stars=("s-ann",), card="a-inquiry")) is False
    assert tm.mode() == "name"
    assert tm.strip.prompt.text() == "Which award does Leo give back?"
    assert [tm.strip.chips.chip(k).text() for k in tm.strip.chips.keys()] == ["Gold", "X"]
    snap(qtbot, main, shots, "table-mode-give-back-revealed.png")
    tap(qtbot, tm.strip.chips.chip(tm.strip.chips.keys()[1]))
    assert c.record.moves[-1] == make_move("buy_award", 0, stars=("s-ann",), card="a-inquiry",
                                           choice="a-x")
    assert tm.mode() == "respond"  # Leo's hidden hand might hold a reaction: the table asks
    tap(qtbot, tm.strip.pass_button)
    assert c.state.players[1].awards == ["a-gold"]


def test_a5_at_the_table_aiming_a_revealed_inquiry_then_enters_the_award_given_back(
        qtbot, open_window):
    """Two rivals hold awards: the table enters whom Mia aimed her revealed Inquiry at, then
    which award that player gave back (the name step comes after the aim step)."""
    from engine.factory import award
    main = open_window(size=(1366, 768))
    tm = _reveal_table(main, [award("a-inquiry", reveal=True, counts=False, costs=[2, 2, 2, 2],
                                    effect={"do": "return_award", "target": "opponent"})],
                       names=("Mia", "Leo", "Di"), stars=("s-ann", "s-bob", "s-di"))
    c = main.controller
    for m in (make_move("adjust_move", card="a-gold", place="awards:1", reason="won earlier"),
              make_move("adjust_move", card="a-x", place="awards:1", reason="won earlier"),
              make_move("adjust_move", card="a-cheap", place="awards:2", reason="won earlier")):
        assert c.submit(m) is None, m
    assert tm.submit(make_move("buy_award", 0, stars=("s-ann",), card="a-inquiry")) is True
    assert tm.mode() == "aim"
    assert [tm.strip.chips.chip(k).text() for k in tm.strip.chips.keys()] == ["Leo", "Di"]
    tap(qtbot, tm.strip.chips.chip(tm.strip.chips.keys()[0]))
    assert tm.mode() == "name" and tm.strip.prompt.text() == "Which award does Leo give back?"
    tap(qtbot, tm.strip.chips.chip(tm.strip.chips.keys()[1]))
    assert c.record.moves[-1] == make_move("choose_targets", 0, target_player=1, choice="a-x")


def test_a5_at_the_table_a_revealed_award_that_takes_a_film_asks_which_film_came_up(
        qtbot, open_window, shots):
    """Mia buys a Windfall, revealed on draw, whose effect takes a film: it has no target to
    aim, so the table is asked at once which film came up; the film goes to her star."""
    from engine.factory import award
    main = open_window(size=(1366, 768))
    windfall = award("a-windfall", reveal=True, counts=False, costs=[2, 2, 2, 2],
                     effect={"do": "take_film"})
    windfall["text"] = "Take the top film."
    tm = _reveal_table(main, [windfall])
    c = main.controller
    for m in (make_move("end_turn", 0), make_move("draw", 1), make_move("draw", 1),
              make_move("end_turn", 1), make_move("draw", 0), make_move("draw", 0)):
        assert c.submit(m) is None, m
    assert tm.submit(make_move("buy_award", 0, stars=("s-ann",), card="a-windfall")) is True
    assert c.state.reveals and tm.mode() == "name"
    assert tm.strip.prompt.text() == "Which film came up?"
    assert [tm.strip.chips.chip(k).text().split("  ·  ")[0] for k in tm.strip.chips.keys()] == [
        "Red", "Blue", "Green"]
    snap(qtbot, main, shots, "table-mode-revealed-award-names-its-film.png")
    tm.action("cancel")  # nothing else can happen until the film is named: it is asked again
    assert tm.mode() == "name" and tm.strip.prompt.text() == "Which film came up?"
    tap(qtbot, tm.strip.chips.chip(tm.strip.chips.keys()[0]))
    assert c.record.moves[-1] == make_move("choose_targets", 0, choice="f-red")
    assert c.state.players[0].table[0].films == ["f-red"] and not c.state.reveals
    assert tm.mode() == "turn"


def test_copies_of_a_film_or_an_award_are_one_choice(qtbot, open_window):
    """A box with two copies of the red film and of the cheap award: "Made the film" and
    "Bought the award" name each card once (a copy is the same choice at the table)."""
    from engine.factory import table_box_doc

    from redlight_app.engine.cards import load_cardset
    from redlight_app.engine.state import Options
    from redlight_app.gui.table_mode.hook import start_table_game
    main = open_window(size=(1366, 768))
    doc = table_box_doc()
    for kind, card in (("films", "f-red"), ("awards", "a-cheap")):
        next(c for c in doc[kind] if c["id"] == card)["copies"] = 2
    cid = main.storage.repo.register_cardset(load_cardset(doc))
    tm = start_table_game(main, {"cardset_id": cid, "names": ["Mia", "Leo"], "first_player": 0,
                                 "dealt_stars": ["s-ann", "s-bob"], "options": Options()})
    assert tm is not None
    strip = tm.strip
    strip.film_top.setValue(2)  # the top film's back shows 2: a red one
    tap(qtbot, strip.film_top_set)
    ok(tm)
    tap(qtbot, star(tm, "s-ann"))
    qtbot.waitUntil(lambda: bool(strip.films.keys()))
    assert strip.films.keys() == ["f-red"]
    assert strip.awards.keys() == ["a-cheap"]
    tap(qtbot, strip.awards.chip("a-cheap"))
    ok(tm)
    assert main.controller.state.players[0].awards == ["a-cheap"]


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_top_films_fame_field_shows_its_arrows(qtbot, open_window, theme):
    """The field for the fame on the top film's back has visible up and down arrows (styled
    with the strip, its buttons were drawn blank)."""
    from PySide6.QtWidgets import QStyle, QStyleOptionSpinBox
    main = open_window(size=(1366, 768))
    main.set_theme(theme)
    tm = start_table(main)
    box = tm.strip.film_top
    qtbot.waitUntil(box.isVisible)
    option = QStyleOptionSpinBox()
    box.initStyleOption(option)
    image = box.grab().toImage()
    for part in (QStyle.SubControl.SC_SpinBoxUp, QStyle.SubControl.SC_SpinBoxDown):
        rect = box.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, option, part, box)
        middle = rect.adjusted(rect.width() // 4, rect.height() // 4, -(rect.width() // 4),
                               -(rect.height() // 4))  # inside the button's bevel: the arrow
        lights = [image.pixelColor(x, y).lightness() for x in range(middle.left(), middle.right() + 1)
                  for y in range(middle.top(), middle.bottom() + 1)]
        assert max(lights) - min(lights) > 30, f"{part} shows no arrow ({theme})"


@pytest.mark.parametrize(("lang", "one", "two"), [
    ("en", "Mia: Ann selected. Tap what she did", "Mia: Ann, Di selected. Tap what they did"),
    ("fr", "Mia : Ann choisie. Touchez ce qu'elle a fait",
     "Mia : Ann, Di choisies. Touchez ce qu'elles ont fait"),
    ("de", "Mia: Ann gewählt. Tippe, was sie tat,", "Mia: Ann, Di gewählt. Tippe, was sie taten,")])
def test_the_prompt_speaks_of_one_selected_star_or_of_several(qtbot, open_window, lang, one, two):
    """One star tapped: the prompt speaks of her ("choisie", "tat"); two: of them."""
    from PySide6.QtGui import QTextDocument

    from redlight_app.gui import i18n

    def prompt() -> str:
        document = QTextDocument()
        document.setHtml(tm.strip.prompt.text())
        return document.toPlainText()
    try:
        main = open_window(size=(1366, 768))
        i18n.install(lang)  # (the window installs the tests' English as it opens)
        tm = start_table(main)
        strip = tm.strip
        tap(qtbot, star(tm, "s-ann"))
        qtbot.waitUntil(lambda: one in prompt())
        tap(qtbot, star(tm, "s-ann"))  # put down again
        tap(qtbot, strip.end_turn)
        for seat, star_drawn in ((1, "cy"), (0, "di")):  # each draws a star and an event
            qtbot.waitUntil(lambda: tm.mode() == "draw")
            type_enter(qtbot, tm, star_drawn)
            ok(tm)
            tap(qtbot, strip.event_button)
            ok(tm)
            if seat == 1:
                tap(qtbot, strip.end_turn)
        qtbot.waitUntil(lambda: tm.mode() == "turn")
        assert main.controller.state.active == 0
        tap(qtbot, star(tm, "s-ann"))
        tap(qtbot, star(tm, "s-di"))
        qtbot.waitUntil(lambda: two in prompt())
    finally:
        i18n.install("en")


@pytest.mark.parametrize(("lang", "end_turn", "key"), [
    ("de", "Zug beenden (Z)", Qt.Key.Key_Z), ("fr", "Fin du tour (T)", Qt.Key.Key_T),
    ("en", "End turn (E)", Qt.Key.Key_E)])
def test_table_modes_end_turn_names_the_key_that_ends_the_turn(qtbot, open_window, lang, end_turn,
                                                               key):
    """End turn in table mode names the language's key, the digital game's (German Z), and
    that key ends the turn (the button said "(E)" in every language)."""
    from redlight_app.gui import i18n
    try:
        main = open_window(size=(1366, 768))
        i18n.install(lang)
        main.retranslate()
        tm = start_table(main)
        assert tm.strip.end_turn.text() == end_turn
        main.activateWindow()
        qtbot.waitUntil(main.isActiveWindow)
        tm.setFocus()
        qtbot.keyClick(tm, key)
        qtbot.waitUntil(lambda: tm.mode() == "draw")  # Leo's turn: his draws are asked
        assert main.controller.state.active == 1
    finally:
        i18n.install("en")


def test_a_teamwork_film_names_the_film_while_the_table_picks_who_gets_it(qtbot, open_window):
    """Mia's Ann and Di make a film together: once the film that came up is named, the row
    asks who of them gets it, naming that film (it said only "the film")."""
    main = open_window(size=(1366, 768))
    tm = start_table(main)
    c = main.controller
    strip = tm.strip
    for m in (EndTurn(0), Draw(1, card="s-cy"), Draw(1), EndTurn(1), Draw(0, card="s-di"), Draw(0),
              EndTurn(0), Draw(1), Draw(1), EndTurn(1)):  # Mia's next turn: Di ready
        assert c.submit(m) is None, m
    tap(qtbot, star(tm, "s-ann"))
    tap(qtbot, star(tm, "s-di"))
    tap(qtbot, strip.search)
    qtbot.keyClicks(strip.search, "gre")
    assert strip.films.keys() == ["f-green"]
    qtbot.keyClick(strip.search, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: tm.mode() == "target")
    assert tm.inter.highlighted_stars() == {"s-ann", "s-di"}
    assert "Green" in strip.prompt.text() and "gets the film" in strip.prompt.text(), \
        strip.prompt.text()
    tap(qtbot, star(tm, "s-di"))
    assert c.record.moves[-1] == MakeFilm(0, stars=("s-ann", "s-di"), assign_to="s-di",
                                          card="f-green")
