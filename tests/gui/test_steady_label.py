"""SteadyLabel: new text every move must not re-lay out the table, nor pin the window wide."""
from __future__ import annotations

from redlight_app.gui.widgets.steady_label import SteadyLabel


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
