"""Table mode's entry strip says what it means (issue 29): one chip per card however many
copies the box holds; helper lines that end (no "…"); a star's value alone when nothing
changes it; "nothing matches" rather than a title over nothing; the top film's fame field
named and labelled, and pointed to only when it is there; adjustments that change nothing
refused; refusals name the player; the opponents stay out of a scroll area with a star
selected on a 1280x720 screen."""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from redlight_app.engine.cards import load_cardset_text
from redlight_app.engine.moves import AdjustMove, EndTurn
from redlight_app.engine.state import Options
from redlight_app.resources import demo_cardset_path

from .driver import shown
from .table_helpers import snap, start_table

YOU = re.compile(r"\b(you|your|yours)\b", re.I)


def tap(qtbot, widget) -> None:
    assert widget.isVisible() and widget.isEnabled(), widget.objectName()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())


def star(tm, card: str):
    return next(a.stars[card] for a in tm.table.areas.values() if card in a.stars)


def chip_texts(row) -> list[str]:
    return [b.text() for b in row.buttons if not b.isHidden()]


def _demo_table(main, names=("Mia", "Leo")):
    """Table mode on the demo box, which holds two copies of several stars and events."""
    from redlight_app.gui.table_mode.hook import start_table_game
    demo = load_cardset_text(demo_cardset_path().read_bytes())
    cid = main.storage.repo.register_cardset(demo)
    stars = list(demo.instances["star"])
    return start_table_game(main, {"cardset_id": cid, "names": list(names), "first_player": 0,
                                   "dealt_stars": stars[:len(names)], "options": Options()})


def test_copies_of_a_card_make_one_chip(qtbot, open_window, shots):
    main = open_window(size=(1366, 768))
    tm = _demo_table(main)
    c = main.controller
    demo = c.state.cardset
    twice = [n for n in {demo.name_of(i) for i in demo.instances["star"]}
             if sum(demo.name_of(i) == n for i in demo.instances["star"]) > 1]
    assert twice, "the demo box holds copies of a star"
    assert c.submit(EndTurn(0)) is None and tm.mode() == "draw"
    qtbot.keyClicks(tm.strip.search, twice[0][:5])
    texts = chip_texts(tm.strip.chips)
    assert twice[0] in texts and len(texts) == len(set(texts)), texts
    tm.strip.search.clear()
    for key in tm.strip.chips.keys():  # every chip, all told (the row may hide some)
        assert key in c.state.cardset.cards
    names = [n for _k, n, _note in tm.strip.chips.shown]
    assert len(names) == len(set(names)), names


def test_the_helper_lines_end_and_say_a_value_once(qtbot, open_window, shots):
    main = open_window(size=(1366, 768))
    tm = start_table(main, extra=True)
    strip = tm.strip
    tap(qtbot, star(tm, "s-ann"))
    text = strip.helper.text()
    assert "…" not in text and "→" not in text, text
    assert "Ann can outshine Bob" in text, text
    # Ann's values are as printed: each said once, not "50 = 50 printed"
    assert "psyche 50; charisma 80; fame 2" in text, text
    assert not re.search(r"(\d+) = \1 printed", text), text
    tap(qtbot, star(tm, "s-ann"))  # nobody selected: which stars can outshine at all
    assert "Stars that can outshine: Ann (tap one to see whom)" in strip.helper.text()
    snap(qtbot, main, shots, "table-mode-helper-lines.png")


def test_the_draw_prompt_takes_the_strips_whole_width_when_there_is_no_helper_line(
        qtbot, open_window, shots):
    """While a player draws there is no helper line: the prompt takes the whole row ("Leo
    drew… (2 to enter): the star that came out, or an event" wrapped at half the width, the
    other half empty); with a star tapped, the two share it again."""
    main = open_window(size=(1366, 768))
    tm = start_table(main, extra=True)
    c = main.controller
    assert c.submit(EndTurn(0)) is None and tm.mode() == "draw"
    strip = tm.strip
    qtbot.waitUntil(lambda: not strip.helper.isVisible())
    qtbot.wait(50)  # laid out in the event loop
    assert strip.prompt.width() >= 0.9 * strip.width(), (strip.prompt.width(), strip.width())
    line = strip.prompt.fontMetrics().lineSpacing()
    assert strip.prompt.heightForWidth(strip.prompt.width()) < 2 * line  # one line
    snap(qtbot, main, shots, "table-mode-draw-prompt.png")


def test_typing_a_name_moves_nothing_in_the_strip(qtbot, open_window):
    """The search field is as wide with a letter typed (and its clear button shown) as
    empty: the chips beside it stay where they are (they jumped right as the field grew)."""
    main = open_window(size=(1366, 768))
    tm = start_table(main, extra=True)
    c = main.controller
    assert c.submit(EndTurn(0)) is None and tm.mode() == "draw"
    strip = tm.strip
    qtbot.wait(50)
    width, chips = strip.search.width(), strip.chips.mapTo(strip, strip.chips.rect().topLeft())
    qtbot.keyClicks(strip.search, "a")
    qtbot.wait(50)  # laid out again in the event loop
    assert strip.search.width() == width
    assert strip.chips.mapTo(strip, strip.chips.rect().topLeft()) == chips


def test_typed_letters_that_match_nothing_say_so(qtbot, open_window, shots):
    main = open_window(size=(1366, 768))
    tm = start_table(main, extra=True)
    c = main.controller
    assert c.submit(EndTurn(0)) is None and tm.mode() == "draw"
    strip = tm.strip
    # the top film is not entered yet, but there is no field for it while Leo draws
    assert strip.film_top.isHidden()
    assert "enter it below" not in tm.table.film_deck.lines, tm.table.film_deck.lines
    qtbot.keyClicks(strip.search, "zzq")
    assert strip.chips.keys() == []
    assert strip.chips.more.isVisible() and strip.chips.more.text() == "nothing matches “zzq”"
    snap(qtbot, main, shots, "table-mode-nothing-matches.png")
    strip.search.clear()
    assert strip.chips.keys() and not strip.chips.more.text().startswith("nothing")


def test_the_top_films_fame_field_is_named_labelled_and_pointed_to(qtbot, open_window):
    main = open_window(size=(1366, 768))
    tm = start_table(main)
    strip = tm.strip
    assert tm.mode() == "turn" and strip.film_top.isVisible()
    assert strip.film_top.accessibleName() == "Fame printed on the top film's back"
    assert strip.film_top_label.buddy() is strip.film_top
    assert strip.film_top_label.text() == "Fame on the top film's back:"
    assert "enter it below" in tm.table.film_deck.lines  # the field is there, below


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_top_films_field_says_the_fame_it_took(qtbot, open_window, shots, lang):
    """The field stays until the top film is known: once the fame is set, its label says
    which fame was taken and Set becomes Change, so the entry does not look as if it failed;
    a new value changes it."""
    main = open_window(size=(1366, 768))
    main.set_language(lang)
    try:
        tm = _demo_table(main)
        strip, c = tm.strip, main.controller
        qtbot.waitUntil(strip.film_top.isVisible)
        asked = strip.film_top_label.text()
        strip.film_top.setValue(3)
        tap(qtbot, strip.film_top_set)
        qtbot.waitUntil(lambda: c.state.film_top_hint == 3)
        assert strip.film_top.isVisible() and strip.film_top.value() == 3  # still there
        taken = {"en": ("Top film: fame 3 entered", "Change"),
                 "de": ("Oberer Film: Ruhm 3 eingetragen", "Ändern")}[lang]
        assert (strip.film_top_label.text(), strip.film_top_set.text()) == taken
        assert strip.film_top_label.text() != asked
        qtbot.wait(50)
        rect = strip.film_top_label.contentsRect()
        assert strip.film_top_label.heightForWidth(rect.width()) <= strip.film_top_label.height() + 1
        main.grab().save(str(shots / f"table-mode-film-top-entered-{lang}.png"))
        strip.film_top.setValue(2)
        tap(qtbot, strip.film_top_set)
        qtbot.waitUntil(lambda: c.state.film_top_hint == 2)
        assert strip.film_top_label.text() == taken[0].replace("3", "2")
    finally:
        main.set_language("system")


def test_a_refused_adjustment_names_the_player_and_a_no_change_is_refused(qtbot, open_window):
    main = open_window(size=(1366, 768))
    tm = start_table(main)
    c = main.controller
    refusal = c.submit(AdjustMove("s-ann", "table:0", "oops"))
    assert refusal is not None and refusal.key == "adjust_no_change"
    tm.focus = ("star", "s-bob")
    tm.open_adjust()
    qtbot.waitUntil(lambda: shown(tm.adjust))
    adj = tm.adjust.dialog
    adj.tabs.setCurrentIndex(2)  # change a value
    adj.amount.setValue(0)
    adj.reason.setText("a slip")
    adj.apply()
    assert adj.isVisible() and "changes nothing" in adj.problem.text()
    assert not YOU.search(adj.problem.text()), adj.problem.text()
    adj.reject()


@pytest.mark.parametrize("players", [2, 4])
def test_a_selected_star_keeps_the_opponents_out_of_a_scroll_area(qtbot, open_window, shots,
                                                                   players):
    from redlight_app.gui.table_mode.hook import start_table_game
    from tests.gui.table_helpers import table_set
    main = open_window(size=(1280, 720))
    cid = main.storage.repo.register_cardset(table_set(extra=True))
    names = ["Mia", "Leo", "Ada", "Zed"][:players]
    tm = start_table_game(main, {"cardset_id": cid, "names": names, "first_player": 0,
                                 "dealt_stars": ["s-ann", "s-bob", "s-eve", "s-fay"][:players],
                                 "options": Options()})
    tap(qtbot, star(tm, "s-ann"))
    qtbot.wait(80)
    from PySide6.QtWidgets import QScrollArea
    table = tm.table
    assert table.findChildren(QScrollArea) == [], "no scroll area on the table"
    for area in table.areas.values():  # every opponent in view, whole
        assert table.rect().contains(area.geometry()), area.objectName()
    snap(qtbot, main, shots, f"table-mode-selected-1280x720-{players}.png")


@pytest.mark.parametrize("lang, size, lines", [("de", (960, 680), 3), ("en", (1366, 768), 1)],
                         ids=["de-960x680", "en-1366x768"])
def test_the_top_films_fame_label_reads_whole(qtbot, open_window, shots, lang, size, lines):
    """At the smallest window in German the label beside the top film's fame field was cut
    to "Ruhm auf der Rückseite des oberen"; it takes three lines there (two while the hidden
    German start page, 950 px at its narrowest, squeezed the log dock to 185 px), and one
    where the row has room."""
    main = open_window(size=size)
    main.set_language(lang)
    try:
        tm = _demo_table(main)
        label = tm.strip.film_top_label
        qtbot.waitUntil(label.isVisible)
        qtbot.wait(50)
        main.grab().save(str(shots / f"table-mode-film-label-{lang}-{size[0]}x{size[1]}.png"))
        rect = label.contentsRect()
        if label.wordWrap():
            assert label.heightForWidth(rect.width()) <= label.height() + 1
            shown_lines = label.heightForWidth(rect.width()) // label.fontMetrics().lineSpacing()
        else:
            assert label.fontMetrics().horizontalAdvance(label.text()) <= rect.width()
            shown_lines = 1
        assert shown_lines == lines, (shown_lines, label.text(), rect.width())
    finally:
        main.set_language("system")
