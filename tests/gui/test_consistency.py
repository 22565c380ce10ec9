"""The same thing said the same way (issue 29): one limit on names and one sentence for it;
the area's hand count says what it counts (events); the awards chart has a key; dates in the
language's format even on a "C" system; the empty list of unfinished games says so; the new
game dialog on the felt, with even gaps and every seat's control named by its seat."""
from __future__ import annotations

import datetime
import json

import pytest
from PySide6.QtCore import QLocale, QPoint

from redlight_app.engine.cards import CardSetError, load_cardset_text
from redlight_app.gui.widgets.result_page import ResultRow
from redlight_app.name_text import MAX_NAME, TOO_LONG, name_too_long
from redlight_app.resources import demo_cardset_path

from .driver import start

LONG = "N" * (MAX_NAME + 1)
SENTENCE = TOO_LONG.format(limit=MAX_NAME, length=MAX_NAME + 1)


def test_one_name_limit_and_one_sentence_for_files():
    assert name_too_long("N" * MAX_NAME) is None and name_too_long(LONG) == SENTENCE
    doc = json.loads(demo_cardset_path().read_text(encoding="utf-8"))
    doc["stars"][0]["name"] = LONG
    with pytest.raises(CardSetError) as card_set:
        load_cardset_text(json.dumps(doc).encode())
    assert SENTENCE in str(card_set.value)
    from redlight_app.store.errors import StoreError
    from redlight_app.store.gamefile import normalise_seats
    with pytest.raises(StoreError) as game_file:
        normalise_seats([{"name": "Ann"}, {"name": LONG}])
    assert str(game_file.value) == f"seat 2: {SENTENCE}"
    from redlight_app.engine.scenario import FORMAT, ScenarioError, load_scenario
    with pytest.raises(ScenarioError) as scenario:
        load_scenario({"format": FORMAT, "cardset": json.loads(demo_cardset_path().read_text(
            encoding="utf-8")), "players": ["Ann", LONG]})
    assert SENTENCE in str(scenario.value)


def test_the_dialogs_fields_stop_at_the_same_limit(open_window, qtbot):
    window = open_window()
    window.games.new_game_dialog()
    qtbot.waitUntil(lambda: window.dialogs.new_game.dialog is not None
                    and window.dialogs.new_game.dialog.isVisible())
    dialog = window.dialogs.new_game.dialog
    name = dialog.rows[0][1]
    assert name.maxLength() == MAX_NAME
    name.setFocus()
    qtbot.keyClicks(name, LONG)
    assert name.text() == LONG[:MAX_NAME]
    dialog.reject()
    from redlight_app.gui.editor.window import CardSetEditor
    editor = CardSetEditor(window.storage.repo)
    qtbot.addWidget(editor)
    assert editor.name_edit.maxLength() == MAX_NAME
    editor.close_without_asking()


def test_the_area_says_how_many_events_are_in_hand(open_window, qtbot):
    window = open_window()
    demo = load_cardset_text(demo_cardset_path().read_bytes())
    c = start(window, demo, [{"name": "Ann", "kind": "human"},
                             {"name": "Bob", "kind": "bot", "level": "normal"}], seed=3)
    for seat, area in window.table.areas.items():
        events = len(c.state.players[seat].hand)  # the events in hand (awards are apart)
        assert area.view.score[0].endswith(f"· events {events}"), area.view.score[0]
        assert f"Events in hand: {events}." in area.score.toolTip()


def test_the_awards_chart_has_a_key(open_window, qtbot, shots):
    window = open_window()
    page = window.result
    names = ["Ann", "Bob", "Cid", "Dee"]
    page.set_result(names, [2], "awards", [ResultRow(n, i, i, 1, 0, False) for i, n in enumerate(names)],
                    [(1, [0, 0, 0, 0]), (2, [1, 0, 1, 0]), (3, [1, 2, 4, 1])], 3)
    window.stack.setCurrentWidget(page)
    qtbot.waitUntil(page.chart.isVisible)
    qtbot.wait(50)
    chart = page.chart
    key = chart.key()
    assert [seat for seat, _r, _t in key] == [0, 1, 2, 3]
    assert [text.split(" ", 1)[1] for _s, _r, text in key] == names
    inside = chart.rect()
    for i, (_s, where, _t) in enumerate(key):
        assert inside.contains(where.toRect()), where
        for _s2, other, _t2 in key[i + 1:]:
            assert not where.intersects(other)
    image = chart.grab().toImage()
    seat0 = key[0][1]
    colour = image.pixelColor(int(seat0.left()) + 4, int(seat0.center().y()))
    assert colour.red() > 180 and colour.blue() < 80, colour.name()  # Ann's orange line sample
    window.grab().save(str(shots / "result-chart-key.png"))


def test_dates_are_in_the_languages_format_on_a_c_system(monkeypatch, qapp):
    from redlight_app.gui import i18n

    class CSystem(QLocale):
        @staticmethod
        def system() -> QLocale:
            return QLocale.c()

    monkeypatch.setattr(i18n, "QLocale", CSystem)
    monkeypatch.setattr(i18n, "_locales", {})
    when = datetime.datetime(2026, 12, 5, 14, 3)
    assert i18n.date_time(when) == "05/12/2026 14:03"
    assert i18n.date(when) == "05/12/2026"
    assert QLocale.c().toString(QLocale.c().toDate("2026-12-05", "yyyy-MM-dd"),
                                QLocale.FormatType.ShortFormat) != i18n.date(when)


def test_the_empty_list_of_unfinished_games_says_so(open_window, qtbot, shots):
    window = open_window()
    page = window.start
    qtbot.waitUntil(lambda: page.empty_note is not None and page.empty_note.isVisible())
    assert page.empty_note.text() == "No unfinished games — start one"
    assert page.games.viewport().rect().contains(page.empty_note.geometry())
    window.grab().save(str(shots / "start-empty.png"))
    demo = load_cardset_text(demo_cardset_path().read_bytes())
    start(window, demo, [{"name": "Ann", "kind": "human"},
                         {"name": "Bob", "kind": "bot", "level": "normal"}], seed=3)
    window.games.close_game()
    qtbot.waitUntil(lambda: page.games.count() == 1)
    assert not page.empty_note.isVisible()
    assert "/" in page.games.item(0).text() or "." in page.games.item(0).text()  # a date


def test_the_new_game_dialog_is_on_the_felt_with_even_gaps(open_window, qtbot, shots):
    window = open_window()
    window.games.new_game_dialog()
    qtbot.waitUntil(lambda: window.dialogs.new_game.dialog is not None
                    and window.dialogs.new_game.dialog.isVisible())
    dialog = window.dialogs.new_game.dialog
    dialog.count.setValue(3)
    qtbot.wait(50)
    image = dialog.grab().toImage()
    corner = image.pixelColor(6, 6)
    assert corner.lightness() < 80 and corner.green() > corner.red(), corner.name()  # felt
    field = dialog.rows[1][1]
    inside = image.pixelColor(field.mapTo(dialog, QPoint(6, field.height() // 2)))
    assert inside.lightness() > 200, inside.name()  # a cream field
    # even gaps: between the seats' rows, and between the options' rows, the same
    seats = [dialog.rows[i][1].geometry() for i in range(3)]
    options = [w.geometry() for w in (dialog.count, dialog.cardset, dialog.always_ask,
                                      dialog.turn_limit)]
    gaps = [seats[i + 1].top() - seats[i].bottom() for i in range(len(seats) - 1)] + \
        [options[i + 1].top() - options[i].bottom() for i in range(len(options) - 1)]
    assert max(gaps) - min(gaps) <= 2, gaps
    # every seat's control named by its seat; the first player by seat and name
    for i, (_label, name, kind, level) in enumerate(dialog.rows):
        for control in (name, kind, level):
            assert control.accessibleName().startswith(f"Seat {i + 1}: "), control.accessibleName()
    dialog.set_seat(1, "Robo Rita", "bot")
    assert dialog.first.itemText(2) == "Seat 2: Robo Rita"
    dialog.grab().save(str(shots / "new-game-dialog.png"))
    dialog.reject()
