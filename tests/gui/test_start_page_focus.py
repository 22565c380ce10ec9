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
