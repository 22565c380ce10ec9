"""A move repaints only what changed (a card's values, an area's frame when the turn passes,
a deck's count): what the window then shows must be what a full repaint shows, with nothing
left over from before the move (antialiased edges may differ by a shade where a repaint's
region cut through them: no pixel by more than a few levels)."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from redlight_app.gui.viewmodel.table_view import SeatView
from redlight_app.gui.widgets.table.player_area import PlayerArea

from .driver import Driver
from .images import stale_pixels
from .test_play_by_clicks import start_from_dialog


def _table_now(window) -> tuple[QImage, QImage]:
    """The table as the window shows it (what was painted, move after move) and as a full
    repaint of the window draws it."""
    QApplication.processEvents()
    QApplication.sendPostedEvents()
    table = window.table
    box = QRect(table.mapTo(window, table.rect().topLeft()), table.size())
    shown = window.screen().grabWindow(window.winId()).toImage().copy(box)
    fresh = window.grab(box).toImage()
    return shown.convertToFormat(fresh.format()), fresh


def test_what_the_table_shows_after_each_move_is_what_a_full_repaint_shows(open_window, qtbot):
    # computers wait 150 ms before each move: each move is looked at before the next one
    window = open_window(bot_delay_ms=150, size=(1366, 768))
    start_from_dialog(qtbot, window, [("Ann", "human"), ("Robo", "bot"), ("Ida", "bot"),
                                      ("Max", "bot")], seed=5)
    d = Driver(qtbot, window)
    c = window.controller
    rng = random.Random(4)
    turns = set()
    checked = 0
    while c.state.turn < 10 and not c.over:
        made = len(c.record.moves)
        if c.acting_seat() == 0 and c.idle():
            d.perform(d.choose(0, rng))
        else:  # one computer move at a time: each is looked at
            qtbot.waitUntil(lambda made=made: len(c.record.moves) > made or c.idle(), timeout=20000)
            if len(c.record.moves) == made:
                continue
        shown, fresh = _table_now(window)
        stale = stale_pixels(shown, fresh)
        assert stale == [], f"move {len(c.record.moves)}: the table shows something stale"
        checked += 1
        turns.add(c.state.turn)
    assert checked >= 20 and len(turns) >= 8, "moves of every seat, the frame going round"


def _seat(active: bool) -> SeatView:
    return SeatView(seat=0, name="Ann", name_tip="Ann", bot=False, mine=True, active=active,
                    responding=False, out=False, targeted=False, badges=(), score=("", "", ""),
                    score_tip="", award_slots=(), awards_tip="", stars=(), empty_text="")


@pytest.mark.parametrize("active", [False, True])
def test_a_player_area_painted_in_part_shows_what_it_shows_painted_whole(qtbot, active):
    """A star repainted repaints the part of her area under her (the fill alone where the
    frame's line and rounded corners are not): wherever she lies, by the line, in a corner or
    in the middle, that part is what a whole repaint of the area shows."""
    area = PlayerArea(0)
    qtbot.addWidget(area)
    area.resize(420, 260)
    area.view = _seat(active)
    whole = area.grab().toImage()
    parts = [QRect(0, 0, 60, 60), QRect(14, 14, 40, 40), QRect(17, 17, 40, 40),
             QRect(150, 0, 80, 40), QRect(150, 5, 80, 40), QRect(150, 100, 80, 60),
             QRect(4, 100, 80, 40), QRect(7, 100, 80, 40), QRect(360, 200, 60, 60),
             QRect(340, 190, 62, 52), QRect(0, 0, 420, 260)]
    for part in parts:
        shown = area.grab(part).toImage()
        fresh = whole.copy(part)
        assert stale_pixels(shown.convertToFormat(fresh.format()), fresh, tolerance=0) == [], \
            f"{part} painted alone differs from the whole area's paint"
