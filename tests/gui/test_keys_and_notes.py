"""Keys that do what the screen says, and notes seen whole (a tester rehearsing alone against
the computer):

- the start page's "Resume   Enter": Enter resumes the unfinished game selected (the keyboard
  started on New game, where Enter did nothing), in Italian too;
- a refusal's note says "Esc closes this note": the first Esc closes only the note, the
  stars selected stay for the next Esc (one Esc cleared both);
- a refusal's note is above what else floats, whole: the response panel during a response
  window, the first game's legend (each was raised over it);
- the New game dialog after a game: the remembered name is selected, so typing replaces it
  (the cursor was after it: "Dana" typed gave "DanaDana")."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QAccessible, QColor, QTextDocument
from PySide6.QtWidgets import QApplication

from .cardsets import MANUAL, WEAK, cardset
from .driver import Driver, shown, start
from .images import stale_pixels

VS_COMPUTER = [{"name": "Ann", "kind": "human"}, {"name": "Robo", "kind": "bot", "level": "greedy"}]
HOTSEAT = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]


def focus():  # type: ignore[no-untyped-def]
    return QApplication.focusWidget()


def key(qtbot, k, modifier=Qt.KeyboardModifier.NoModifier):  # type: ignore[no-untyped-def]
    """A key pressed where the keyboard is, then back to the event loop."""
    qtbot.keyClick(focus(), k, modifier)
    qtbot.wait(20)


def reopened_with_a_game(open_window, qtbot):  # type: ignore[no-untyped-def]
    """A game against the computer left unfinished, and the app started again: its window,
    once the start page lists the game."""
    window = open_window()
    assert window.games.start_game({"seats": VS_COMPUTER, "seed": 8, "first_player": 0})
    Driver(qtbot, window).wait_computer()
    window.close()
    again = open_window()
    qtbot.waitUntil(lambda: again.start.games.count() == 1)
    return again


def test_enter_on_the_start_page_resumes_the_unfinished_game(open_window, qtbot, shots):
    window = reopened_with_a_game(open_window, qtbot)
    page = window.start
    assert page.resume_button.text() == "Resume   Enter"
    qtbot.waitUntil(lambda: focus() is page.games)  # the keyboard starts on the games …
    assert page.games.currentRow() == 0 and page.games.item(0).isSelected()  # … the first one
    qtbot.wait(60)
    window.grab().save(str(shots / "keys-start-page-focus-on-games.png"))
    edge = page.games.grab().toImage()
    assert QColor(edge.pixel(edge.width() // 2, 1)).name() == "#ffd54f"  # framed: it has the keys
    face = QAccessible.queryAccessibleInterface(page.games)  # what a screen reader says there
    assert face.text(QAccessible.Text.Name) == "Unfinished games"
    assert face.text(QAccessible.Text.Description) == "Enter resumes the selected game."
    # Tab goes on to the games' buttons, Shift+Tab back to the page's others
    key(qtbot, Qt.Key.Key_Tab)
    assert focus() is page.resume_button
    key(qtbot, Qt.Key.Key_Tab)
    assert focus() is page.delete_button
    key(qtbot, Qt.Key.Key_Backtab)
    key(qtbot, Qt.Key.Key_Backtab)
    assert focus() is page.games
    key(qtbot, Qt.Key.Key_Backtab)
    assert focus() is page.rules_button
    key(qtbot, Qt.Key.Key_Tab)
    assert focus() is page.games
    key(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.table)
    assert window.controller.state is not None and window.curtain.viewer == 0
    # back on the start page (the game stays unfinished): the keyboard on the games again
    window.menus.actions["start"].trigger()
    qtbot.waitUntil(lambda: window.stack.currentWidget() is page and page.games.count() == 1)
    qtbot.waitUntil(lambda: focus() is page.games)
    key(qtbot, Qt.Key.Key_Enter)  # the keypad's Enter too
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.table)


def test_enter_on_the_focused_resume_button_resumes(open_window, qtbot):
    """Tabbed to "Resume   Enter", Enter presses it, as Space does."""
    window = reopened_with_a_game(open_window, qtbot)
    page = window.start
    page.resume_button.setFocus()
    qtbot.waitUntil(lambda: focus() is page.resume_button)
    key(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.table)
    assert window.controller.state is not None


def test_back_on_the_start_page_from_a_new_game_enter_resumes_it(open_window, qtbot):
    """With a game listed, a new one begun from New game (the keyboard last on that button)
    and left for the start page: the keyboard is on the games, the one just left first, and
    Enter resumes it (the keyboard went back to New game, where Enter opens the dialog)."""
    window = reopened_with_a_game(open_window, qtbot)
    page = window.start
    page.new_button.setFocus()
    qtbot.waitUntil(lambda: focus() is page.new_button)
    key(qtbot, Qt.Key.Key_Return)  # Enter presses it
    qtbot.waitUntil(lambda: shown(window.dialogs.new_game))
    qtbot.keyClicks(focus(), "Bea")
    key(qtbot, Qt.Key.Key_Return)  # Start
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.table)
    Driver(qtbot, window).wait_computer()
    game = window.controller.game_id
    key(qtbot, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)  # the start page
    qtbot.waitUntil(lambda: window.stack.currentWidget() is page and page.games.count() == 2)
    assert page.games.currentItem().text().startswith("Bea")
    qtbot.waitUntil(lambda: focus() is page.games)
    key(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.table)
    assert window.controller.game_id == game and not shown(window.dialogs.new_game)



def test_in_italian_invio_resumes_as_the_button_says(open_window, qtbot, shots):
    window = reopened_with_a_game(open_window, qtbot)
    window.set_language("it")
    try:
        page = window.start
        assert page.resume_button.text() == "Riprendi   Invio"
        qtbot.waitUntil(lambda: focus() is page.games)
        face = QAccessible.queryAccessibleInterface(page.games)
        assert face.text(QAccessible.Text.Name) == "Partite in corso"
        assert face.text(QAccessible.Text.Description) == "Invio riprende la partita selezionata."
        qtbot.wait(60)
        window.grab().save(str(shots / "keys-start-page-it.png"))
        key(qtbot, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: window.stack.currentWidget() is window.table)
    finally:
        window.set_language("system")


def test_the_first_esc_closes_the_refusal_and_keeps_the_selection(open_window, qtbot, shots):
    window = open_window()
    d = Driver(qtbot, window)
    c = start(window, WEAK, HOTSEAT)
    d.pass_curtain()
    mine = c.state.players[0].table[0].card
    d.click(d.star(mine))
    qtbot.waitUntil(lambda: d.star(mine).isChecked())
    note = window.bar.explain
    key(qtbot, Qt.Key.Key_A)  # her ability: she has none
    qtbot.waitUntil(note.isVisible)
    assert "Not possible:" in note.text() and "Esc closes this note." in note.text()
    qtbot.wait(60)
    window.grab().save(str(shots / "keys-refusal-before-esc.png"))
    key(qtbot, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not note.isVisible())
    qtbot.wait(60)
    window.grab().save(str(shots / "keys-refusal-closed-star-still-selected.png"))
    assert d.star(mine).isChecked(), "the first Esc closes the note only"
    assert window.interaction.selection == [mine]
    key(qtbot, Qt.Key.Key_Escape)  # the second clears the selection
    qtbot.waitUntil(lambda: not d.star(mine).isChecked())
    assert window.interaction.selection == []


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_refusal_note_is_as_tall_as_its_text(open_window, qtbot, shots, lang):
    """The note was as tall as its label's size hint, taller than its text at the note's
    width: an empty band at the top, the text centred below it. Now its height is what its
    text needs at its width, the text starting under its top border."""
    window = open_window(size=(1366, 768))
    window.set_language(lang)
    try:
        d = Driver(qtbot, window)
        c = start(window, WEAK, HOTSEAT)
        d.pass_curtain()
        mine = c.state.players[0].table[0].card
        d.click(d.star(mine))
        qtbot.waitUntil(lambda: d.star(mine).isChecked())
        note = window.bar.explain
        key(qtbot, Qt.Key.Key_A)  # her ability: she has none
        qtbot.waitUntil(note.isVisible)
        qtbot.wait(60)
        window.grab().save(str(shots / f"keys-refusal-height-{lang}.png"))
        text = QTextDocument()  # the note's text laid out at the note's width
        text.setDefaultFont(note.font())
        text.setDocumentMargin(0)
        text.setHtml(note.text())
        text.setTextWidth(note.contentsRect().width())
        margins = note.contentsMargins()
        needed = text.size().height() + margins.top() + margins.bottom()
        assert needed > 3 * note.fontMetrics().lineSpacing(), note.text()  # the rule quoted
        assert needed - 2 <= note.height() <= needed + 6, (note.height(), needed, note.text())
    finally:
        window.set_language("system")


def on_table(widget, table) -> QRect:  # type: ignore[no-untyped-def]
    return QRect(widget.mapTo(table, widget.rect().topLeft()), widget.size())


def seen_whole(note, table) -> bool:  # type: ignore[no-untyped-def]
    """The table shows the note as the note alone draws it: nothing lies over it."""
    inner = note.rect().adjusted(8, 8, -8, -8)  # away from the rounded corners
    seen = table.grab(QRect(note.mapTo(table, inner.topLeft()), inner.size())).toImage()
    alone = note.grab(inner).toImage().convertToFormat(seen.format())
    return stale_pixels(seen, alone) == []


def test_a_refusal_is_above_the_legend(open_window, qtbot, shots):
    """The first game's "How to read the table" and a refusal's note share the felt: the
    note, the answer to what was just tried, is read whole (the legend, placed after it,
    covered its middle). At 1280x720 the legend has no room away from the note: both lie
    on Ann's felt."""
    window = open_window(size=(1280, 720))
    d = Driver(qtbot, window)
    c = start(window, WEAK, HOTSEAT)
    d.pass_curtain()
    table, note = window.table, window.bar.explain
    qtbot.waitUntil(lambda: table.legend is not None and table.legend.isVisible())
    d.click(d.star(c.state.players[0].table[0].card))
    key(qtbot, Qt.Key.Key_A)  # her ability: she has none
    qtbot.waitUntil(note.isVisible)
    qtbot.wait(100)  # the legend placed again once the table is drawn
    window.grab().save(str(shots / "keys-refusal-and-legend.png"))
    assert on_table(note, table).intersects(table.legend.geometry()), "they share room here"
    assert seen_whole(note, table), "the note is seen whole, nothing over it"
    assert table.legend.isVisible()


# every star can outshine every star; the hands hold only events of one's own turn, and
# each player is always asked whether to react (so a window opens without a reaction held)
NOTES = cardset({"psyche": 50, "charisma": 60, "fame": 2}, MANUAL, film_required=2, name="Notes")


def test_a_refusal_in_a_response_window_is_above_the_panel(open_window, qtbot, shots):
    window = open_window(size=(1366, 768))
    d = Driver(qtbot, window)
    c = start(window, NOTES, HOTSEAT, always_ask_reactions=True)
    d.pass_curtain()
    attacker, target = c.state.players[0].table[0].card, c.state.players[1].table[0].card
    d.click(d.star(attacker))
    d.click(window.bar.buttons["outshine"])
    d.click(d.star(target))
    assert c.state.window is not None and c.state.window.seat == 1
    d.pass_curtain()  # an outshine declared against Bob: he may respond
    table, panel, note = window.table, window.table.respond_panel, window.bar.explain
    qtbot.waitUntil(panel.isVisible)
    key(qtbot, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)  # an event of his own turn
    qtbot.waitUntil(note.isVisible)
    assert "In a response window you may only play a reaction or pass." in note.text()
    qtbot.wait(100)  # laid out, as on screen
    window.grab().save(str(shots / "keys-refusal-in-a-response-window.png"))
    assert on_table(note, table).intersects(panel.geometry()), "they share room here"
    assert seen_whole(note, table), "the note is seen whole, nothing over it"


def test_the_new_game_dialog_selects_the_remembered_name(open_window, qtbot, shots):
    window = open_window()
    key(qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: shown(window.dialogs.new_game))
    dialog = window.dialogs.new_game.dialog
    name = dialog.rows[0][1]
    qtbot.waitUntil(lambda: focus() is name)
    assert name.text() == ""  # asked once
    qtbot.keyClicks(name, "Ann")
    key(qtbot, Qt.Key.Key_Return)  # Start
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.state is not None)
    Driver(qtbot, window).wait_computer()
    window.menus.actions["start"].trigger()  # back to the start page, the game kept
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.start)
    key(qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: shown(window.dialogs.new_game))
    dialog = window.dialogs.new_game.dialog
    name = dialog.rows[0][1]
    qtbot.waitUntil(lambda: focus() is name)
    assert name.text() == "Ann" and name.selectedText() == "Ann"  # remembered, selected
    qtbot.wait(60)
    dialog.grab().save(str(shots / "keys-new-game-name-selected.png"))
    qtbot.keyClicks(name, "Dana")
    qtbot.waitUntil(lambda: name.text() == "Dana")
    dialog.reject()
