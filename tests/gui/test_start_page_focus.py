"""Keyboard focus on the app's buttons. The start page's buttons take the same room focused
and not: the focus changes the border's colour, never its width, so the text inside has the
same room either way (at its size hint, as a row lays it out on a narrow window, a wider
focus border clipped it). Every button style shows focus by more than a colour (the text is
underlined) and keeps its text where it was."""
from __future__ import annotations

import pytest


def _room(image) -> tuple[int, int, int, int]:
    """Where the button's face begins from the left, right, top and bottom edge: the first
    pixel of the face's colour along the middle row and column."""
    w, h = image.width(), image.height()
    face = image.pixel(14, h // 2)  # inside the side padding: no text there
    left = next(x for x in range(w) if image.pixel(x, h // 2) == face)
    right = next(x for x in range(w) if image.pixel(w - 1 - x, h // 2) == face)
    top = next(y for y in range(h) if image.pixel(w // 2, y) == face)
    bottom = next(y for y in range(h) if image.pixel(w // 2, h - 1 - y) == face)
    return left, right, top, bottom


def plain_and_focused(qtbot, button, other):  # type: ignore[no-untyped-def]
    """`button` grabbed with the keyboard on `other`, then on itself: (plain, focused)."""
    other.setFocus()
    qtbot.waitUntil(lambda: other.hasFocus() and not button.hasFocus())
    qtbot.wait(20)
    plain = button.grab().toImage()
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    qtbot.wait(20)
    return plain, button.grab().toImage()


def start_buttons(open_window, qtbot):  # type: ignore[no-untyped-def]
    """The start page at 1366x768: (window, New game at its size hint, Rules)."""
    window = open_window(size=(1366, 768))
    page = window.start
    qtbot.waitUntil(lambda: window.stack.currentWidget() is page and page.new_button.isVisible())
    page.new_button.setFixedSize(page.new_button.sizeHint())
    return window, page.new_button, page.rules_button


def test_a_focused_start_button_leaves_its_text_the_same_room(open_window, qtbot, shots):
    window, button, other = start_buttons(open_window, qtbot)
    plain, focused = plain_and_focused(qtbot, button, other)
    plain.save(str(shots / "start-button-unfocused.png"))
    focused.save(str(shots / "start-button-focused.png"))
    window.grab().save(str(shots / "start-page-focused-button-1366.png"))
    assert plain.size() == focused.size()
    assert plain.pixel(1, plain.height() // 2) != focused.pixel(1, focused.height() // 2)  # seen
    assert _room(plain) == _room(focused)


def _dark_pixels(image, inset: int) -> int:
    """Pixels as dark as the text inside the button's border (`inset` px in from each edge)."""
    from PySide6.QtGui import QColor
    return sum(1 for y in range(inset, image.height() - inset)
               for x in range(inset, image.width() - inset)
               if QColor(image.pixel(x, y)).lightness() < 90)


def test_a_focused_start_button_shows_it_by_more_than_a_colour(open_window, qtbot, shots):
    """Someone who cannot tell the border's two colours apart still sees which button has
    the keyboard: its text is underlined (the face inside the border gains a dark line as
    long as most of the text; the border alone would change no pixel in there)."""
    _window, button, other = start_buttons(open_window, qtbot)
    plain, focused = plain_and_focused(qtbot, button, other)
    focused.save(str(shots / "start-button-focused-underlined.png"))
    text_width = button.fontMetrics().horizontalAdvance(button.text())
    inset = 4  # past the 2 px border and its rounded corners' antialiasing
    assert _dark_pixels(focused, inset) - _dark_pixels(plain, inset) >= text_width // 2


def _ink(image, margin: tuple[int, int]) -> tuple[int, int]:
    """Where the text begins inside the border and its rounded corners (`margin` px in from
    the sides, and from the top and bottom): its top row, and its leftmost column in the
    five rows from there (above an underline, which starts before the first letter's ink)."""
    face = image.pixel(margin[0], image.height() // 2)  # in the side padding: no text there
    inside = [(x, y) for y, x in _inside(image, margin) if image.pixel(x, y) != face]
    top = min(y for _, y in inside)
    return min(x for x, y in inside if y < top + 5), top


def _inside(image, margin: tuple[int, int]) -> list[tuple[int, int]]:
    return [(y, x) for y in range(margin[1], image.height() - margin[1])
            for x in range(margin[0], image.width() - margin[0])]


def _sheets() -> dict[str, tuple[str, tuple[int, int]]]:
    """Each button style sheet, with how far in its face begins (past the border and the
    rounded corners, at the widest of focused and not)."""
    from redlight_app.gui.table_mode.entry_strip import STYLE as STRIP
    from redlight_app.gui.widgets.action_bar import STYLE as BAR
    from redlight_app.gui.widgets.cover_parts import cover_button_styles
    yes, no = cover_button_styles("10px 24px", 13)
    return {"cover yes": (yes, (14, 5)), "cover no": (no, (14, 5)),
            "action bar": (BAR, (9, 3)), "table-mode strip": (STRIP, (9, 3))}


@pytest.mark.parametrize("sheet", ["cover yes", "cover no", "action bar", "table-mode strip"])
def test_a_focused_button_shows_it_by_more_than_a_colour_and_its_text_stays(qtbot, sheet):
    """The 18+ question's and the hand-over cover's buttons, the action bar's and table
    mode's: focused, the text is underlined and has not moved (the border does not take
    room from it)."""
    from PySide6.QtWidgets import QPushButton, QWidget

    style, margin = _sheets()[sheet]
    holder = QWidget()
    qtbot.addWidget(holder)
    holder.resize(600, 200)
    button, other = QPushButton("Make film  (F)", holder), QPushButton("Pass", holder)
    for b in (button, other):
        b.setStyleSheet(style)
        b.setFixedSize(b.sizeHint())
    other.move(0, 100)
    holder.show()
    qtbot.waitExposed(holder)
    plain, focused = plain_and_focused(qtbot, button, other)
    assert _ink(plain, margin) == _ink(focused, margin)  # the text has not moved
    changed = sum(1 for y, x in _inside(plain, margin) if plain.pixel(x, y) != focused.pixel(x, y))
    text_width = button.fontMetrics().horizontalAdvance(button.text())
    assert changed >= text_width // 2


def test_an_action_not_available_now_still_shows_its_focus(qtbot):
    """The action bar's greyed buttons (Make film when no film can be made) take the focus
    too: focused, a bright border shows it (their own grey border hid it: only a faint
    underline was left)."""
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QPushButton, QWidget

    from redlight_app.gui.widgets.action_bar import STYLE
    holder = QWidget()
    qtbot.addWidget(holder)
    holder.resize(600, 200)
    button, other = QPushButton("Make film  (F)", holder), QPushButton("Pass", holder)
    for b in (button, other):
        b.setProperty("available", False)
        b.setStyleSheet(STYLE)
        b.setFixedSize(b.sizeHint())
    other.move(0, 100)
    holder.show()
    qtbot.waitExposed(holder)
    plain, focused = plain_and_focused(qtbot, button, other)
    y = focused.height() // 2
    edge = [QColor(img.pixel(1, y)) for img in (plain, focused)]
    assert edge[1].lightness() - edge[0].lightness() >= 60, [c.name() for c in edge]
