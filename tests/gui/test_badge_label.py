"""BadgeLabel: the badge line of a player's area (rich text) asks for the size of its text,
as a QLabel does, but each badge line is measured once per font for all the areas (the same
few lines pass from area to area as the turn goes round)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel

from redlight_app.gui.widgets.badge_label import BadgeLabel
from redlight_app.gui.widgets.label_hints import RememberedHints

from .watched_game import counted_size_hints


def badge(text: str) -> str:
    return f'<span style="background:#f2c94c; color:#1d1d1d; font-weight:bold;">&nbsp;{text}&nbsp;</span>'


def rich_label(qtbot, cls=QLabel):
    label = cls()
    label.setTextFormat(Qt.TextFormat.RichText)
    qtbot.addWidget(label)
    return label


def test_the_size_follows_the_text_and_the_font(qtbot, monkeypatch):
    monkeypatch.setattr(BadgeLabel, "_known", RememberedHints(most_kept=500))  # (nothing measured by earlier tests)
    label, plain = rich_label(qtbot, BadgeLabel), rich_label(qtbot)
    widths = []
    for text in (badge("OUT"), badge("▶ TO PLAY") + " " + badge("computer")):
        label.setText(text)
        plain.setText(text)
        assert label.sizeHint() == plain.sizeHint()
        assert label.minimumSizeHint() == plain.minimumSizeHint()
        assert label.width_for(text) == plain.sizeHint().width()
        widths.append(label.sizeHint().width())
    assert widths[1] > widths[0]
    label.setText(badge("OUT"))  # a badge's preferred size only grows (a SteadyLabel) ...
    assert label.sizeHint().width() == widths[1]
    assert label.width_for(badge("OUT")) == widths[0]  # ... but what a text needs is known
    big = QFont(label.font())
    big.setPointSizeF(label.font().pointSizeF() * 2)
    label.setFont(big)
    assert label.width_for(badge("OUT")) > widths[0]  # measured again in the larger font


def test_a_badge_line_is_measured_once_for_every_area(qtbot, monkeypatch):
    monkeypatch.setattr(BadgeLabel, "_known", RememberedHints(most_kept=500))
    first, second = rich_label(qtbot, BadgeLabel), rich_label(qtbot, BadgeLabel)
    text = badge("SKIPS NEXT TURN") + " " + badge("computer")
    measured = counted_size_hints(monkeypatch)
    width = first.width_for(text)
    assert len(measured) == 1
    second_text = second.text()
    assert second.width_for(text) == width
    assert second.text() == second_text  # a known text is not even set to be measured
    first.sizeHint()
    first.minimumSizeHint()
    second.setText(text)
    second.sizeHint()
    second.minimumSizeHint()
    assert len(measured) == 1
