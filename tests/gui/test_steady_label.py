"""SteadyLabel: new text every move must not re-lay out the table, nor pin the window wide."""
from __future__ import annotations

from redlight_app.gui.widgets.label_hints import RememberedHints
from redlight_app.gui.widgets.steady_label import SteadyLabel

from .watched_game import counted_size_hints


def test_preferred_size_only_grows_but_the_minimum_width_follows_the_text(qtbot):
    label = SteadyLabel()
    qtbot.addWidget(label)
    label.setText("Hand 3")
    short = label.sizeHint()
    label.setText("Ann may respond to Bob's Cleo outshining Ada, a long line indeed")
    long_hint, long_min = label.sizeHint(), label.minimumSizeHint()
    assert long_hint.width() > short.width()
    label.setText("Hand 4")
    assert label.sizeHint() == long_hint  # the next short text moves nothing
    assert label.minimumSizeHint().width() < long_min.width()  # the window may shrink again
    assert label.minimumSizeHint().height() == long_min.height()


def test_a_new_number_in_the_text_is_not_measured_again(qtbot, monkeypatch):
    """A hand count or a score changes every move: a text that differs from one measured
    only in its digits asks for the same room without laying the text out again; another
    text or font is measured."""
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QLabel
    monkeypatch.setattr(SteadyLabel, "_shapes", RememberedHints(most_kept=500))  # (none measured before)
    label = SteadyLabel()
    qtbot.addWidget(label)
    plain = QLabel()
    qtbot.addWidget(plain)
    real = QLabel.sizeHint
    measured = counted_size_hints(monkeypatch)
    label.setText("Awards 1 of 4 · fame 5 · stars 2 · hand 4")
    first = label.sizeHint()
    plain.setText(label.text())
    assert first == real(plain)
    for text in ("Awards 1 of 4 · fame 7 · stars 2 · hand 5", "Awards 2 of 4 · fame 8 · stars 3 · hand 3"):
        label.setText(text)
        assert label.sizeHint().height() == first.height()
        label.minimumSizeHint()
    assert sum(1 for w in measured if w is label) == 1
    label.setText("Awards 2 of 4 · fame 11 · stars 3 · hand 3")  # another shape: measured
    label.sizeHint()
    assert sum(1 for w in measured if w is label) == 2
    big = QFont(label.font())
    big.setPointSizeF(label.font().pointSizeF() * 2)
    label.setFont(big)
    assert label.sizeHint().height() > first.height()  # a larger font: taller
