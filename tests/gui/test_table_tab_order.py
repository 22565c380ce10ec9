"""Tab on the table walks it as the player reads it: your stars, your hand, the rivals'
stars (clockwise), the discard pile, the action buttons. Pressed from where the game puts
the keyboard, at 1280x720 with a 125% system font, against two computers."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .driver import Driver, start


def _named(widget, page) -> str:
    """Where `widget` is on the table, for a readable failure."""
    if widget is None:
        return "nothing"
    for seat, area in page.areas.items():
        if widget in area.stars.values():
            return f"star of seat {seat}"
    if widget in page.hand.values():
        return "hand card"
    return f"{type(widget).__name__}#{widget.objectName()}"


@pytest.mark.parametrize("first", [0, 1], ids=["you-first", "a-computer-first"])
def test_tab_from_the_start_walks_your_stars_hand_rivals_discard_and_buttons(
        open_window, qtbot, system_font, first):
    """The focus started on the discard pile (Qt's pick when the start page's button went)
    or on the hand: Tab reached your own stars only after the rivals', the buttons and the
    game log."""
    from redlight_app.engine.cards import load_cardset_text
    from redlight_app.resources import demo_cardset_path
    system_font(1.25)
    window = open_window(size=(1280, 720))
    robots = [{"name": f"Robo {n}", "kind": "bot", "level": "greedy"} for n in (1, 2)]
    c = start(window, load_cardset_text(demo_cardset_path().read_bytes()),
              [{"name": "Ann", "kind": "human"}, *robots], first=first)
    page = window.table
    Driver(qtbot, window).wait_computer()
    qtbot.waitUntil(lambda: c.acting_seat() == 0 and bool(page.hand))
    view = page.view
    mine = page.areas[0].stars_in_order()
    rivals = [star for seat in view.others for star in page.areas[seat].stars_in_order()]
    buttons = [b for b in window.bar.buttons.values()
               if b.isVisible() and b.focusPolicy() & Qt.FocusPolicy.TabFocus]
    expected = [*mine, *[page.hand[card] for card in page.hand_order], *rivals,
                page.discard, *buttons]
    assert mine and rivals and buttons
    qtbot.waitUntil(lambda: QApplication.focusWidget() in expected)  # on the table
    qtbot.wait(50)  # where it stays
    seen = [QApplication.focusWidget()]
    for _ in expected[1:]:
        was = QApplication.focusWidget()
        qtbot.keyClick(was, Qt.Key.Key_Tab)
        qtbot.waitUntil(lambda was=was: QApplication.focusWidget() is not was)
        seen.append(QApplication.focusWidget())
    assert seen == expected, [_named(w, page) for w in seen]
