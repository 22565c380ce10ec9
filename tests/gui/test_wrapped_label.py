"""WrappedLabel: a word-wrapped label's height follows its text, font and width as a QLabel's
does, but is laid out once for each, not again at every layout pass of the window (a move's
repaint asked the action bar's prompt, the log's undo note and the hidden start page's lines
for their heights again and again)."""
from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel

from redlight_app.gui.widgets.wrapped_label import WrappedLabel

from .watched_game import watched_game

LONG = ("Choose one of your stars to make a film with, then the film from the row; "
        "press Esc to start over")


def counted_layouts(monkeypatch) -> list[QLabel]:
    """Every time a QLabel lays its text out for a height at a width, the label."""
    laid_out: list[QLabel] = []
    real = QLabel.heightForWidth

    def counting(self: QLabel, width: int) -> int:
        laid_out.append(self)
        return real(self, width)
    monkeypatch.setattr(QLabel, "heightForWidth", counting)
    return laid_out


def test_the_height_follows_the_text_the_width_and_the_font_as_a_qlabels(qtbot):
    label, plain = WrappedLabel(), QLabel()
    plain.setWordWrap(True)
    for w in (label, plain):
        qtbot.addWidget(w)
    for text in ("Your turn", LONG):
        label.setText(text)
        plain.setText(text)
        for width in (90, 240, 700):
            assert label.heightForWidth(width) == plain.heightForWidth(width)
    assert label.heightForWidth(90) > label.heightForWidth(700)  # narrower: more lines
    short = label.heightForWidth(240)
    label.setText("Your turn")
    assert label.heightForWidth(240) < short  # a shorter prompt takes fewer lines again
    label.setText(LONG)
    big = QFont(label.font())
    big.setPointSizeF(label.font().pointSizeF() * 2)
    label.setFont(big)
    plain.setFont(big)
    assert label.heightForWidth(240) == plain.heightForWidth(240) > short
    label.setStyleSheet("font-size: 5pt;")
    plain.setStyleSheet("font-size: 5pt;")
    label.ensurePolished()  # (a style sheet applies when the label is polished)
    plain.ensurePolished()
    assert label.heightForWidth(240) == plain.heightForWidth(240) < short


def test_the_text_is_laid_out_once_per_text_font_and_width(qtbot, monkeypatch):
    label = WrappedLabel(LONG)
    qtbot.addWidget(label)
    laid_out = counted_layouts(monkeypatch)
    first = label.heightForWidth(240)
    for _ in range(5):
        assert label.heightForWidth(240) == first
    assert len(laid_out) == 1
    label.heightForWidth(300)
    label.heightForWidth(240)
    assert len(laid_out) == 2  # a new width: laid out; the one before is still known
    label.setText(LONG + " now")
    label.heightForWidth(240)
    assert len(laid_out) == 3


def test_a_move_lays_out_no_unchanged_wrapped_text_again(open_window, monkeypatch):
    """The table's layout passes after moves ask the prompt, the undo note and the start
    page's lines (in the window's stack, hidden) for their heights: their texts, unchanged,
    are not laid out again."""
    # counted from the start: Qt remembers which of a label's methods Python does not
    # override once it has asked
    laid_out = counted_layouts(monkeypatch)
    window = open_window(size=(1420, 940))
    _, move = watched_game(window)
    for _ in range(3):  # the window settled around the table (the log dock shown)
        move()
    watched = [window.start.sub, window.start.status, window.docks.undo_to_here.note]
    texts = [w.text() for w in watched]
    laid_out.clear()
    for _ in range(30):
        move()
    assert [w.text() for w in watched] == texts
    assert laid_out, "the moves' layout passes asked labels for their heights"
    again = [w.objectName() or type(w).__name__ for w in laid_out if any(w is x for x in watched)]
    assert again == []
    prompt = window.bar.prompt
    assert prompt.height() >= prompt.heightForWidth(prompt.width())  # its text shows whole
