"""The one-time legend ("How to read the table") floats over the table: the player areas
made again for the next player at the screen (hot-seat) never cover it, and it lies on empty
felt, not on the hand dealt after the curtain."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from .cardsets import DIVAS
from .driver import Driver, start


def _on_top(page, widget) -> bool:
    """What a click at each corner of `widget` (and its middle) would reach is `widget` or
    one of its parts."""
    rect = widget.geometry().adjusted(4, 4, -4, -4)
    for point in (rect.topLeft(), rect.topRight(), rect.bottomLeft(), rect.bottomRight(),
                  rect.center()):
        hit = page.childAt(point)
        while hit is not None and hit is not widget:
            hit = hit.parentWidget()
        if hit is None:
            return False
    return True


def _clear_of_the_hand(page, legend) -> bool:
    """No card of the hand, nor the hand's title, lies under the legend (there is felt)."""
    from PySide6.QtCore import QRect
    shown = legend.geometry()
    for card in page.hand.values():
        if QRect(card.mapTo(page, card.rect().topLeft()), card.size()).intersects(shown):
            return False
    title = QRect(page.hand_title.mapTo(page, page.hand_title.rect().topLeft()),
                  page.hand_title.size())
    return not title.intersects(shown)


def test_the_legend_stays_over_the_table_when_the_next_player_sits_down(open_window, qtbot, shots):
    window = open_window(size=(1366, 768))
    d = Driver(qtbot, window)
    start(window, DIVAS, [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}])
    assert d.pass_curtain() == "Pass to Ann"
    page = window.table
    legend = page.legend
    qtbot.waitUntil(lambda: legend is not None and legend.isVisible())
    assert _on_top(page, legend)
    qtbot.waitUntil(lambda: _clear_of_the_hand(page, legend), timeout=3000)
    for name, seat in (("Bob", 1), ("Ann", 0), ("Bob", 1)):
        d.click(d.button("end_turn"))
        assert d.pass_curtain() == f"Pass to {name}"  # their areas are drawn at the bottom now
        qtbot.waitUntil(lambda seat=seat: page.view is not None and page.view.bottom == seat)
        assert legend.isVisible(), "the legend stays until its button puts it away"
        assert any(area.geometry().intersects(legend.geometry()) for area in page.areas.values()), \
            "the test needs an area under the legend"
        qtbot.wait(200)
        window.grab().save(str(shots / f"legend_on_top_{name}.png"))
        assert _on_top(page, legend), f"a player area is drawn over the legend at {name}'s turn"
        qtbot.waitUntil(lambda: _clear_of_the_hand(page, legend), timeout=3000)


def test_putting_the_legend_away_leaves_the_keyboard_on_the_table(open_window, qtbot):
    """Tab to the legend's "Got it" and press Space: the legend goes and the table's first
    control, your first star, has the focus (it fell to the game log, out of the table)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication
    window = open_window(size=(1366, 768))
    start(window, DIVAS, [{"name": "Ann", "kind": "human"},
                          {"name": "Robo", "kind": "bot", "level": "greedy"}])
    page = window.table
    qtbot.waitUntil(lambda: page.legend is not None and page.legend.isVisible())
    qtbot.waitUntil(lambda: window.controller.acting_seat() == 0)
    page.legend.ok.setFocus()
    qtbot.waitUntil(page.legend.ok.hasFocus)
    qtbot.keyClick(page.legend.ok, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not page.legend.isVisible())
    first = page.areas[0].stars_in_order()[0]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is first)


@pytest.mark.parametrize("size", [(1366, 768), (1280, 720)], ids=["1366x768", "1280x720"])
@pytest.mark.parametrize("computers", [1, 2])
def test_the_first_games_legend_leaves_room_around_the_decks_and_stars(open_window, qtbot,
                                                                       shots, size, computers):
    """A first game on the demo set against one or two computers: the legend lies on empty
    felt with a margin round it, clear of every deck, star and the hand (it lay flush
    against the main deck and the awards, its border over their piles' edge)."""
    from PySide6.QtCore import QRect

    from redlight_app.engine.cards import load_cardset_text
    from redlight_app.resources import demo_cardset_path
    window = open_window(size=size)
    robots = [{"name": f"Robo {n}", "kind": "bot", "level": "greedy"} for n in range(computers)]
    start(window, load_cardset_text(demo_cardset_path().read_bytes()),
          [{"name": "Ann", "kind": "human"}, *robots])
    page = window.table
    qtbot.waitUntil(lambda: page.legend is not None and page.legend.isVisible()
                    and bool(page.hand))
    qtbot.wait(200)  # placed once the table is drawn
    window.grab().save(str(shots / f"legend-first-game-{computers}-{size[0]}.png"))
    around = page.legend.geometry().adjusted(-4, -4, 4, 4)
    needed = [*page.deck_widgets(), page.hand_title, *page.hand.values(),
              *(star for area in page.areas.values() for star in area.stars.values())]
    for widget in needed:
        shown = QRect(widget.mapTo(page, widget.rect().topLeft()), widget.size())
        assert not shown.intersects(around), (widget.objectName(), shown, around)


def test_the_table_is_painted_before_the_legend_looks_for_a_new_place(open_window, qtbot):
    """When a star comes under the legend, the legend moves, but after the table's repaint:
    the search for its new place takes longer than a move's whole repaint, and a move's
    table must not wait for it (the repaint is a posted event; the search waits for the
    event loop's next turn)."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QApplication
    window = open_window(size=(1366, 768))
    d = Driver(qtbot, window)
    start(window, DIVAS, [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}])
    assert d.pass_curtain() == "Pass to Ann"
    page = window.table
    legend = page.legend
    qtbot.waitUntil(lambda: legend is not None and legend.isVisible()
                    and _clear_of_the_hand(page, legend), timeout=3000)
    star = next(s for area in page.areas.values() for s in area.stars.values())
    over = star.mapTo(page, QPoint(0, 0))
    legend.move(over)  # as if the star had come to lie under it
    legend.placed_cost = 0  # where it was placed, it covered nothing
    page.layout_input = None  # the table laid out again, as after a move
    window.game_screen.refresh_table()
    QApplication.sendPostedEvents()  # the table's repaint (and whatever else was posted)
    assert legend.pos() == over, "the legend looked for its place before the table's repaint"
    qtbot.waitUntil(lambda: legend.pos() != over, timeout=3000)
    assert _on_top(page, legend)


def test_esc_puts_the_legend_away_once_nothing_else_on_the_table_needs_it(open_window, qtbot):
    """Esc closes the legend, as its button does (it did nothing to it), but last: a star
    selected, Esc clears the selection; a refusal's note shown, Esc closes the note; only
    then does Esc put the legend away (the keyboard stays on the table, and the window
    remembers the legend was seen)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication
    window = open_window(size=(1280, 720))
    start(window, DIVAS, [{"name": "Ann", "kind": "human"},
                          {"name": "Robo", "kind": "bot", "level": "greedy"}])
    page = window.table
    legend = page.legend
    qtbot.waitUntil(lambda: legend is not None and legend.isVisible())
    qtbot.waitUntil(lambda: window.controller.acting_seat() == 0 and bool(page.hand))
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)

    def key(k) -> None:
        qtbot.keyClick(QApplication.focusWidget(), k)
        qtbot.wait(30)  # the event loop runs between two keys, as between a person's

    key(Qt.Key.Key_1)  # her first star selected
    qtbot.waitUntil(lambda: bool(window.interaction.selection))
    key(Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.interaction.selection)
    assert legend.isVisible(), "Esc clears the selection first"
    key(Qt.Key.Key_O)  # Outshine with no star selected: refused, its note shown
    qtbot.waitUntil(window.bar.explain.isVisible)
    key(Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.bar.explain.isVisible())
    assert legend.isVisible(), "Esc closes a refusal's note first"
    key(Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not legend.isVisible())
    assert window.settings.value("legend_seen", False) in (True, "true")
    mine = page.areas[0].stars_in_order()[0]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is mine)


def test_the_legend_leaves_your_own_stars_and_hand_for_the_rivals_side(open_window, qtbot,
                                                                       system_font, shots):
    """Six players at 1280x720 with a 125% system font: no place is empty felt, so the legend
    lies on something; it lay on Ann's second star once she drew it (covering a rival's
    star and a deck instead cost a few pixels more). Drawn by Boost (Ctrl+1), her second
    and third stars stay clear of it, as does her hand."""
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtWidgets import QApplication

    from .test_keyboard_and_names import OPEN
    system_font(1.25)
    window = open_window(size=(1280, 720))
    seats = [{"name": "Ann", "kind": "human"}] + [
        {"name": n, "kind": "bot", "level": "greedy"} for n in ("Bea", "Cleo", "Dora", "Eve", "Fay")]
    c = start(window, OPEN, seats)
    page = window.table
    legend = page.legend
    qtbot.waitUntil(lambda: legend is not None and legend.isVisible() and bool(page.hand))

    def yours_clear() -> bool:
        shown = legend.geometry()
        return all(not QRect(w.mapTo(page, w.rect().topLeft()), w.size()).adjusted(2, 2, -2, -2)
                   .intersects(shown) for w in page.yours())

    for stars in (2, 3):
        while len(page.areas[0].stars) < stars:  # Boost: draw a card, till she draws a star
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_1,
                           Qt.KeyboardModifier.ControlModifier)
            qtbot.waitUntil(c.idle)
        qtbot.wait(100)  # the legend finds its place once the table is drawn
        window.grab().save(str(shots / f"legend-six-players-{stars}-stars.png"))
        assert legend.isVisible()
        qtbot.waitUntil(yours_clear, timeout=3000)


@pytest.mark.parametrize("computers", [1, 3])
def test_at_1280x720_with_a_large_font_the_legend_leaves_your_header_and_hand_title_clear(
        open_window, qtbot, system_font, shots, computers):
    """A first game at 1280x720 with a 125% system font: no felt holds the whole legend, and
    it lay on Ann's header (her score line, her award slots) with two players. It is folded
    to its title row now, clear of her header, her stars, the hand's title and the hand;
    Show opens it whole, Got it puts it away."""
    from PySide6.QtCore import QRect

    from redlight_app.engine.cards import load_cardset_text
    from redlight_app.gui.layout.geometry import Rect
    from redlight_app.resources import demo_cardset_path
    system_font(1.25)
    window = open_window(size=(1280, 720))
    robots = [{"name": f"Robo {n}", "kind": "bot", "level": "greedy"} for n in range(computers)]
    start(window, load_cardset_text(demo_cardset_path().read_bytes()),
          [{"name": "Ann", "kind": "human"}, *robots])
    page = window.table
    legend = page.legend
    qtbot.waitUntil(lambda: legend is not None and legend.isVisible() and bool(page.hand))
    qtbot.wait(200)  # placed once the table is drawn
    window.grab().save(str(shots / f"legend-folded-{computers + 1}p-1280-125.png"))
    layout = page.table_layout
    g = legend.geometry()
    shown = Rect(g.x(), g.y(), g.width(), g.height())
    mine = layout.areas[0]
    for name, rect in (("header", mine.head), ("score", mine.score),
                       ("hand title", layout.hand_title), ("bar", layout.bar)):
        assert rect is not None and not shown.overlaps(rect), (name, shown, rect)
    yours = [page.hand_title, *page.hand.values(), *page.areas[0].stars.values()]
    for widget in yours:
        assert not QRect(widget.mapTo(page, widget.rect().topLeft()), widget.size()).intersects(g)
    assert legend.folded and legend.show_all.isVisible() and legend.title.isVisible()
    assert _on_top(page, legend)
    qtbot.mouseClick(legend.show_all, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: legend.text.isVisible() and legend.height() > 2 * g.height())
    assert not legend.show_all.isVisible()
    qtbot.mouseClick(legend.ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not legend.isVisible())
    assert window.settings.value("legend_seen", False) in (True, "true")
