"""The start page's buttons take the same room focused and not: the focus changes the
border's colour, never its width, so the text inside has the same room either way (at its
size hint, as a row lays it out on a narrow window, a wider focus border clipped it)."""
from __future__ import annotations


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


def test_a_focused_start_button_leaves_its_text_the_same_room(open_window, qtbot, shots):
    window = open_window(size=(1366, 768))
    page = window.start
    qtbot.waitUntil(lambda: window.stack.currentWidget() is page and page.new_button.isVisible())
    button, other = page.new_button, page.rules_button
    button.setFixedSize(button.sizeHint())
    other.setFocus()
    qtbot.waitUntil(lambda: other.hasFocus() and not button.hasFocus())
    qtbot.wait(20)
    plain = button.grab().toImage()
    plain.save(str(shots / "start-button-unfocused.png"))
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    qtbot.wait(20)
    focused = button.grab().toImage()
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
    window = open_window(size=(1366, 768))
    page = window.start
    qtbot.waitUntil(lambda: window.stack.currentWidget() is page and page.new_button.isVisible())
    button, other = page.new_button, page.rules_button
    button.setFixedSize(button.sizeHint())
    other.setFocus()
    qtbot.waitUntil(lambda: other.hasFocus() and not button.hasFocus())
    qtbot.wait(20)
    plain = button.grab().toImage()
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    qtbot.wait(20)
    focused = button.grab().toImage()
    focused.save(str(shots / "start-button-focused-underlined.png"))
    text_width = button.fontMetrics().horizontalAdvance(button.text())
    inset = 4  # past the 2 px border and its rounded corners' antialiasing
    assert _dark_pixels(focused, inset) - _dark_pixels(plain, inset) >= text_width // 2


def _ink(image) -> tuple[int, int]:
    """Where the text begins inside the border and its rounded corners: its leftmost column
    and its top row."""
    face = image.pixel(MARGIN_X, image.height() // 2)  # in the side padding: no text there
    inside = [(x, y) for y, x in _inside(image) if image.pixel(x, y) != face]
    return min(x for x, _ in inside), min(y for _, y in inside)


MARGIN_X, MARGIN_Y = 14, 5  # past the 3 px border and the corners' 10 px rounding


def _inside(image) -> list[tuple[int, int]]:
    return [(y, x) for y in range(MARGIN_Y, image.height() - MARGIN_Y)
            for x in range(MARGIN_X, image.width() - MARGIN_X)]


def test_the_cover_questions_buttons_show_focus_by_more_than_a_colour(qtbot):
    """The 18+ question's and the hand-over cover's buttons: focused, the text is underlined
    and stays where it was (a border is always there, see-through until focused)."""
    from PySide6.QtWidgets import QPushButton, QWidget

    from redlight_app.gui.widgets.cover_parts import cover_button_styles

    holder = QWidget()
    qtbot.addWidget(holder)
    holder.resize(600, 200)
    buttons = []
    for i, sheet in enumerate(cover_button_styles("10px 24px", 13)):
        button = QPushButton("Yes, I am 18 or older", holder)
        button.setStyleSheet(sheet)
        button.setFixedSize(button.sizeHint())
        button.move(10, 10 + 80 * i)
        buttons.append(button)
    holder.show()
    qtbot.waitExposed(holder)
    for button in buttons:
        other = buttons[1] if button is buttons[0] else buttons[0]
        other.setFocus()
        qtbot.waitUntil(lambda: other.hasFocus())  # noqa: B023 (waited on at once)
        qtbot.wait(20)
        plain = button.grab().toImage()
        button.setFocus()
        qtbot.waitUntil(button.hasFocus)
        qtbot.wait(20)
        focused = button.grab().toImage()
        assert _ink(plain) == _ink(focused)  # the text has not moved
        changed = sum(1 for y, x in _inside(plain) if plain.pixel(x, y) != focused.pixel(x, y))
        text_width = button.fontMetrics().horizontalAdvance(button.text())
        assert changed >= text_width // 2
