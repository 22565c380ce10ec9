"""Table mode, entered as a person does: naming the film or award that came up.

The films offered are those whose back shows the fame the table entered for the top film
(A2: it is public), wherever a film is named, and the strip says so when none fits; an
award from a player's hand whose effect takes a film nobody has seen is played like an
event (E4); a reaction (event or ability) that takes a film or award in a response window
is offered and asks for the card (R1); Enter in a seat's fields of the New table game
dialog completes the star typed there instead of starting the game."""
from __future__ import annotations

from engine.factory import award, event, star, table_box_doc
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLineEdit, QPushButton

from redlight_app.engine.cards import load_cardset
from redlight_app.engine.moves import BuyAward, PlayAward, PlayEvent, UseAbility

from .driver import shown
from .table_helpers import snap, star_card, start_box, tap


def _box():
    """The table-mode box (films: Red needs 2, Blue 3, Green 1), with Breakout (an award to
    play from the hand: the top film goes to one of your stars), Grab (a reaction that takes
    the top film) and Quick (a star whose reaction ability takes the top award)."""
    doc = table_box_doc()
    doc["awards"].append(award("a-breakout", costs=[2, 2, 2, 2], effect={"do": "take_film"}))
    doc["events"].append(event("e-grab", {"do": "take_film"}, "reaction"))
    doc["stars"].append(star("s-quick", fame=2, ability={
        "kind": "reaction", "effect": {"do": "take_award"}, "text": "Take the top award."}))
    return load_cardset(doc)


def enter_top_film(qtbot, tm, fame: int) -> None:
    """The fame on the top film's back, typed in its field and Set."""
    strip = tm.strip
    qtbot.waitUntil(lambda: tm.mode() == "turn" and strip.film_top.isVisible())
    strip.film_top.setValue(fame)
    tap(qtbot, strip.film_top_set)
    qtbot.waitUntil(lambda: tm.c.state.film_top_hint == fame)


def type_and_pick(qtbot, tm, letters: str, key: str) -> None:
    """Type a card's first letters in the strip's field, then tap its chip."""
    strip = tm.strip
    tap(qtbot, strip.search)
    qtbot.keyClicks(strip.search, letters)
    qtbot.waitUntil(lambda: key in strip.chips.keys())
    tap(qtbot, strip.chips.chip(key))


def to_the_film(qtbot, tm, recipient: str) -> None:
    """After the card was chosen: its star on the table, if asked, then the name prompt."""
    qtbot.waitUntil(lambda: tm.mode() in ("target", "name"))
    if tm.mode() == "target":
        tap(qtbot, star_card(tm, recipient))
    qtbot.waitUntil(lambda: tm.mode() == "name")


def test_a2_the_film_that_came_up_is_named_from_those_whose_back_shows_the_fame_entered(
        qtbot, open_window, shots):
    """The top film's back shows 3; Mia plays Take (the top film goes to one of her stars):
    asked which film came up, only Blue (it needs 3) is offered, not Red (2) or Green (1)."""
    main = open_window(size=(1366, 768))
    tm = start_box(main, _box())
    c, strip = main.controller, tm.strip
    enter_top_film(qtbot, tm, 3)
    type_and_pick(qtbot, tm, "take", "e-take")
    to_the_film(qtbot, tm, "s-ann")
    assert strip.prompt.text() == "Which film came up?"
    assert strip.chips.keys() == ["f-blue"]
    assert "No unseen film" not in strip.helper.text()
    snap(qtbot, main, shots, "table-naming-film-narrowed.png")
    tap(qtbot, strip.chips.chip("f-blue"))
    qtbot.waitUntil(lambda: tm.mode() == "turn")
    assert c.record.moves[-1] == PlayEvent(0, card="e-take", assign_to="s-ann", choice="f-blue")
    assert c.state.players[0].slot("s-ann").films == ["f-blue"]


def test_a2_when_the_fame_entered_fits_no_film_the_strip_says_so_and_offers_them_all(
        qtbot, open_window, shots):
    """The top film's back is entered as 4, which no film of the box needs: asked which film
    came up, the strip says none needs 4 and offers every unseen film."""
    main = open_window(size=(1366, 768))
    tm = start_box(main, _box())
    strip = tm.strip
    enter_top_film(qtbot, tm, 4)
    type_and_pick(qtbot, tm, "take", "e-take")
    to_the_film(qtbot, tm, "s-ann")
    assert sorted(strip.chips.keys()) == ["f-blue", "f-green", "f-red"]
    qtbot.waitUntil(lambda: strip.helper.isVisible())
    assert "No unseen film needs fame 4, as entered for the top film" in strip.helper.text()
    snap(qtbot, main, shots, "table-naming-film-none-fits.png")


def test_e4_an_award_from_the_hand_that_takes_a_film_is_played_and_names_it(
        qtbot, open_window, shots):
    """Mia holds Breakout (bought: the top film goes to one of her stars); the top film's
    back shows 1. She types its name, taps it, and names the film that came up: only Green
    (it needs 1) is offered; Ann gets it and Breakout leaves her hand."""
    main = open_window(size=(1366, 768))
    tm = start_box(main, _box())
    c, strip = main.controller, tm.strip
    assert c.submit(BuyAward(0, ("s-ann",), card="a-breakout")) is None
    enter_top_film(qtbot, tm, 1)
    tap(qtbot, strip.search)
    qtbot.keyClicks(strip.search, "break")
    qtbot.waitUntil(lambda: strip.chips.keys() == ["award:a-breakout"])
    snap(qtbot, main, shots, "table-naming-award-in-hand-offered.png")
    tap(qtbot, strip.chips.chip("award:a-breakout"))
    to_the_film(qtbot, tm, "s-ann")
    assert strip.prompt.text() == "Which film came up?"
    assert strip.chips.keys() == ["f-green"]
    tap(qtbot, strip.chips.chip("f-green"))
    qtbot.waitUntil(lambda: tm.mode() == "turn")
    assert c.record.moves[-1] == PlayAward(0, card="a-breakout", assign_to="s-ann", choice="f-green")
    assert c.state.players[0].slot("s-ann").films == ["f-green"]
    assert "a-breakout" not in c.state.players[0].awards


def test_r1_a_reaction_that_takes_a_film_is_offered_and_names_it(qtbot, open_window, shots):
    """Mia plays Rumour on Leo's Bob; the top film's back shows 2; in his response Leo taps
    Grab (a reaction: the top film goes to one of his stars) and names the film: only Red
    (it needs 2) is offered; Bob gets it."""
    main = open_window(size=(1366, 768))
    tm = start_box(main, _box())
    c, strip = main.controller, tm.strip
    enter_top_film(qtbot, tm, 2)
    type_and_pick(qtbot, tm, "rum", "e-rumour")
    qtbot.waitUntil(lambda: tm.mode() in ("target", "respond"))
    if tm.mode() == "target":
        tap(qtbot, star_card(tm, "s-bob"))
    qtbot.waitUntil(lambda: tm.mode() == "respond")
    type_and_pick(qtbot, tm, "grab", "e-grab")
    to_the_film(qtbot, tm, "s-bob")
    assert strip.prompt.text() == "Which film came up?"
    assert strip.chips.keys() == ["f-red"]
    snap(qtbot, main, shots, "table-naming-reaction-film.png")
    tap(qtbot, strip.chips.chip("f-red"))
    qtbot.waitUntil(lambda: c.state.players[1].slot("s-bob").films == ["f-red"])
    assert c.record.moves[-1] == PlayEvent(1, card="e-grab", assign_to="s-bob", choice="f-red")
    assert not strip.explain.isVisible(), strip.explain.text()


def test_r1_a_reaction_ability_that_takes_an_award_is_offered_and_names_it(
        qtbot, open_window, shots):
    """Mia plays Rumour on Leo's Quick, whose reaction ability takes the top award: in his
    response it is offered; Leo taps it and names the award that came up (Gold)."""
    main = open_window(size=(1366, 768))
    tm = start_box(main, _box(), ("s-ann", "s-quick"))
    c, strip = main.controller, tm.strip
    type_and_pick(qtbot, tm, "rum", "e-rumour")
    qtbot.waitUntil(lambda: tm.mode() in ("target", "respond"))
    if tm.mode() == "target":
        tap(qtbot, star_card(tm, "s-quick"))
    qtbot.waitUntil(lambda: tm.mode() == "respond")
    qtbot.waitUntil(lambda: "ability:s-quick" in strip.chips.keys())
    snap(qtbot, main, shots, "table-naming-reaction-ability-offered.png")
    tap(qtbot, strip.chips.chip("ability:s-quick"))
    qtbot.waitUntil(lambda: tm.mode() == "name")
    assert strip.prompt.text() == "Which award came up?"
    assert "a-gold" in strip.chips.keys()
    tap(qtbot, strip.chips.chip("a-gold"))
    qtbot.waitUntil(lambda: c.state.players[1].awards == ["a-gold"])
    assert c.record.moves[-1] == UseAbility(1, star="s-quick", choice="a-gold")


def test_enter_in_a_seats_fields_completes_the_star_and_does_not_start_the_game(
        qtbot, open_window, shots):
    """In the New table game dialog Leo types "gig" in seat 2's star list and presses Enter:
    Gigi Hype is chosen and the dialog stays open; Enter in a seat's name neither starts
    it; from the Players field Enter presses Start."""
    main = open_window(size=(1366, 768))
    qtbot.mouseClick(main.start.findChild(QPushButton, "start-new-table"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: shown(main.dialogs.new_table_game))
    dialog = main.dialogs.new_table_game.dialog
    box = dialog.findChild(QComboBox, "seat-star-1")
    typed = box.lineEdit()
    tap(qtbot, typed)
    qtbot.keyClick(typed, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(typed, "gig")
    qtbot.keyClick(typed, Qt.Key.Key_Return)
    qtbot.wait(100)
    assert shown(main.dialogs.new_table_game) and main.windows.table_mode is None
    qtbot.waitUntil(lambda: box.currentText() == "Gigi Hype")
    assert box.currentData() == "s-gigi-hype"
    name = dialog.findChild(QLineEdit, "seat-name-1")
    tap(qtbot, name)
    qtbot.keyClick(name, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(name, "Leo")
    qtbot.keyClick(name, Qt.Key.Key_Enter)
    qtbot.wait(100)
    assert shown(main.dialogs.new_table_game) and main.windows.table_mode is None
    snap(qtbot, dialog, shots, "table-new-game-enter-completes-the-star.png")
    tap(qtbot, dialog.count)
    qtbot.keyClick(dialog.count, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: main.windows.table_mode is not None)
    assert main.controller.state.players[1].name == "Leo"
    assert [s.card for s in main.controller.state.players[1].table] == ["s-gigi-hype"]
