"""The wrapping row (gui/layout/flow.py): items keep their size and wrap, never overlap."""
from __future__ import annotations

from redlight_app.gui.layout.flow import flow
from redlight_app.gui.layout.geometry import Rect


def test_items_that_fit_lie_on_one_line_at_their_own_size():
    rects = flow([(100, 40), (80, 40), (60, 20)], 400, 10)
    assert rects == [Rect(0, 0, 100, 40), Rect(110, 0, 80, 40), Rect(200, 10, 60, 20)]


def test_an_item_that_would_pass_the_width_starts_the_next_line():
    rects = flow([(100, 40), (80, 40), (60, 20)], 200, 10)
    assert rects[:2] == [Rect(0, 0, 100, 40), Rect(110, 0, 80, 40)]
    assert rects[2] == Rect(0, 50, 60, 20)  # below the first line and its spacing


def test_an_item_wider_than_the_line_gets_the_lines_width_on_a_line_of_its_own():
    rects = flow([(50, 30), (300, 30), (50, 30)], 200, 10)
    assert rects == [Rect(0, 0, 50, 30), Rect(0, 40, 200, 30), Rect(0, 80, 50, 30)]


def test_no_two_items_overlap_and_all_lie_inside_the_width_at_any_width():
    sizes = [(228, 41), (201, 41), (142, 41), (229, 14)]
    for width in range(230, 1000, 7):
        rects = flow(sizes, width, 10)
        assert all(0 <= r.x and r.right <= width for r in rects), width
        assert [(r.w, r.h) for r in rects] == sizes
        for i, r in enumerate(rects):
            assert not any(r.overlaps(o) for o in rects[i + 1:]), width
