"""The table's banner (whose turn, the showdown, an open window) asks for the height of its
line as a rich-text QLabel does, but a new turn number does not lay its text out again to
say so (the banner's text is new at every turn)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel

from redlight_app.gui.widgets.banner import ElidedBanner
from redlight_app.gui.widgets.label_hints import RememberedHints

from .watched_game import counted_size_hints


def parts(turn: int, showdown: bool = False) -> list[tuple[str, str]]:
    out = [("▶ Ann's turn", ""), (f"  · turn {turn}", "color:#cfe0d3; font-weight:normal;")]
    if showdown:
        out.append((" FINAL SHOWDOWN ", "background:#b3261e; color:white;"))
    return out


def test_the_banner_asks_for_its_lines_height_and_measures_a_turn_number_once(qtbot, monkeypatch):
    monkeypatch.setattr(ElidedBanner, "_known", RememberedHints(most_kept=200))  # (nothing measured by earlier tests)
    banner = ElidedBanner()
    banner.setContentsMargins(14, 5, 14, 5)
    banner.setFont(QFont(banner.font().family(), 12, QFont.Weight.Bold))
    plain = QLabel()
    plain.setTextFormat(Qt.TextFormat.RichText)
    plain.setContentsMargins(14, 5, 14, 5)
    plain.setFont(banner.font())
    for w in (banner, plain):
        qtbot.addWidget(w)
    real = QLabel.sizeHint
    measured = counted_size_hints(monkeypatch)
    for turn, showdown in ((7, False), (8, False), (19, False), (20, True)):
        banner.set_parts(parts(turn, showdown))
        plain.setText(banner.text())
        assert banner.sizeHint().height() == real(plain).height()
        assert banner.minimumSizeHint().height() == plain.minimumSizeHint().height()
    # measured for turn 7, then 19 (two digits), then 20 with the showdown; not for turn 8
    # (a text of turn 7's shape)
    assert sum(1 for w in measured if w is banner) == 3
    big = QFont(banner.font())
    big.setPointSize(24)
    banner.setFont(big)
    plain.setFont(big)
    assert banner.sizeHint().height() == real(plain).height()  # a new font: measured again
