"""The replay window at 1400x900 in German, a finished six-player game with every card open:
the table above the open-hands strip holds every star and deck whole, and takes the height
the hidden hand and action bar leave (screenshot: replay-6p-de-1400x900.png)."""
from __future__ import annotations

import random

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

from redlight_app.gui.widgets.cards import COMPACT_BELOW, STAR_CELL_W

from . import test_table_layout as layout
from .test_replay import _open_replay


def rect_in(window: QWidget, w: QWidget) -> QRect:
    return QRect(w.mapTo(window, w.rect().topLeft()), w.size())


def test_a_finished_six_player_replay_in_german_fits_above_the_open_hands(open_window, qtbot, shots):
    window = open_window(bot_delay_ms=1)
    d = layout.play_a_while(qtbot, window, 6)
    c = window.controller
    rng = random.Random(5)
    while not c.over:
        d.perform(d.choose(c.acting_seat(), rng))
        d.wait_computer()
    game = c.game_id
    c.close_game()
    window.set_language("de")
    try:
        replay = _open_replay(window, qtbot, game)
        replay.resize(1400, 900)
        table = replay.table
        last = replay.timeline.last
        for step in (last - 10, last):
            replay.go(step)
            qtbot.wait(40)
            assert replay.hands.isVisible() and table.rail.isHidden(), "every card open"
            replay.grab().save(str(shots / f"replay-6p-de-1400x900-{last - step}.png"))
            page = rect_in(replay, table)
            hands = rect_in(replay, replay.hands)
            assert page.bottom() < hands.top()
            for seat, area in table.areas.items():
                for star in area.stars.values():
                    if star.isVisible():
                        assert page.contains(rect_in(replay, star)), (seat, star.view.name)
            for deck in table.deck_widgets():
                assert page.contains(rect_in(replay, deck)), deck.title
            assert table.table_scroll.verticalScrollBar().maximum() == 0
            # the hand and the bar are hidden: their height goes to the players' areas, whose
            # stars are whole cards wherever they fit across
            for seat, area in table.areas.items():
                n = len(area.order)
                if n and n * STAR_CELL_W * COMPACT_BELOW + area.row.spacing() * (n - 1) <= area.width() - 28:
                    assert area.star_scale >= COMPACT_BELOW, (step, seat, area.star_scale)
    finally:
        window.set_language("system")
