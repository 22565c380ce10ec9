"""A player's area laid out anew only in height (its stars grew or the room was shared
again) keeps its score line and badges as they are: they follow its width, and working
them out again (text measured, badge lines tried) is skipped. Made narrower, the area
shows the short form of its score."""
from __future__ import annotations

from .watched_game import watched_game


def test_the_score_line_follows_the_areas_width_not_its_height(open_window):
    window = open_window(size=(1420, 940))
    watched_game(window)
    area = window.table.areas[0]
    full, short = area.score_texts[0], area.score_texts[1]
    assert area.score.text() == full
    worked_out = []
    real = area._show_score
    area._show_score = lambda *args: (worked_out.append(area.size()), real(*args))
    area.resize(area.width(), area.height() + 40)
    area.resize(area.width(), area.height() - 40)
    assert worked_out == []
    narrow = area.score.fontMetrics().horizontalAdvance(full)  # too narrow for the whole line
    area.resize(narrow, area.height())
    assert len(worked_out) == 1
    assert area.score.text() == short
