"""Fonts a long name on a narrow tile is set in (gui/widgets/cards.py): kept once built,
following the system font size, and loaded ahead once the window is ready rather than in
the first move that shows such a name."""
from __future__ import annotations

from redlight_app.gui.widgets import cards


def test_a_name_set_narrower_keeps_its_font_and_follows_the_system_font_size(qapp):
    narrow = cards.font(6.8, bold=True, stretch=88)
    assert narrow.stretch() == 88 and narrow.bold()
    kept = len(cards._FONTS)
    again = cards.font(6.8, bold=True, stretch=88)  # the next paint: nothing built
    assert len(cards._FONTS) == kept and again == narrow
    before = qapp.font()
    bigger = qapp.font()
    bigger.setPointSizeF(before.pointSizeF() * 1.4)
    try:
        qapp.setFont(bigger)
        grown = cards.font(6.8, bold=True, stretch=88)
        assert grown.stretch() == 88
        assert grown.pointSizeF() >= narrow.pointSizeF() * 1.3
    finally:
        qapp.setFont(before)


def test_the_narrow_fonts_are_loaded_after_the_window_is_ready(qtbot, tmp_path, monkeypatch):
    from redlight_app.config import set_data_dir_override
    from redlight_app.gui.app import folders, make_window
    calls: list[int] = []
    at_ready: list[int] = []
    warm = cards.warm_narrow_fonts
    monkeypatch.setattr(cards, "warm_narrow_fonts", lambda: (calls.append(1), warm()))
    data, config = folders(str(tmp_path / "data"))
    window = make_window(data, config, bot_delay_ms=5, age_gate=False)
    qtbot.addWidget(window)
    window.ready.connect(lambda: at_ready.append(len(calls)))
    window.usable.connect(lambda: at_ready.append(len(calls)))
    try:
        window.show()
        qtbot.waitUntil(lambda: window.store_ready and bool(calls), timeout=15000)
        assert at_ready and set(at_ready) == {0}, "warmed before the window said it was ready"
        assert calls == [1]
        size = cards.tile_name_size(window.screen().logicalDotsPerInchY())
        for stretch in range(cards.MIN_STRETCH, 100, 2):
            assert cards.font(size, bold=True, stretch=stretch).stretch() == stretch
    finally:
        window.close()
        set_data_dir_override(None)
