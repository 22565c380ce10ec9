"""The replay window at 1400x900 in German, a finished six-player game with every card open:
the table above the open-hands strip holds every star and deck whole, and takes the height
the hidden hand and action bar leave (screenshot: replay-6p-de-1400x900.png)."""
from __future__ import annotations

import random

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QScrollArea, QWidget

from .games import play_a_while
from .test_replay import _open_replay


def rect_in(window: QWidget, w: QWidget) -> QRect:
    return QRect(w.mapTo(window, w.rect().topLeft()), w.size())


def test_a_finished_six_player_replay_in_german_fits_above_the_open_hands(open_window, qtbot, shots):
    window = open_window(bot_delay_ms=1)
    d = play_a_while(qtbot, window, 6)
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
            assert table.findChildren(QScrollArea) == [], "nothing scrolls"
            # the hand and the bar are hidden: their height goes to the players' areas
            assert table.table_layout is not None and table.table_layout.rail is None
            bottom = max(a.geometry().bottom() for a in table.areas.values())
            assert bottom > table.height() - 40, "the areas take the rail's height"
    finally:
        window.set_language("system")
