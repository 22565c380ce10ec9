"""The first game's legend: its place is the one a plain search over every place finds (the
fast search only computes it faster), and the search is quick enough for a move."""
from __future__ import annotations

import random

import pytest

from redlight_app.gui.layout.legend_spot import CELL, least_covering_spot

NEEDED = 10_000


def plain_search(rects, page_w, page_h, top_px, widths, height_for):
    """Every place of every width costed from the cells it covers (a cell touched by a
    rectangle weighs it whole); the least, narrowest-first among widths with an empty place,
    leftmost, topmost; with no empty place, the six least costly measured to the pixel."""
    cols, rows = page_w // CELL + 2, page_h // CELL + 2
    cells = [[0] * (cols + 1) for _ in range(rows + 1)]
    for left, top, w, h, weight in rects:
        x0, y0 = max(0, left // CELL), max(0, top // CELL)
        x1, y1 = min(cols, (left + w - 1) // CELL + 1), min(rows, (top + h - 1) // CELL + 1)
        for y in range(y0, y1):
            for x in range(x0, x1):
                cells[y][x] += weight
    top = (top_px + CELL - 1) // CELL
    spots = []
    for w in widths:
        h = height_for(w)
        cw, ch = -(-w // CELL), -(-h // CELL)
        right, bottom = max(2, (page_w - w - 8) // CELL), max(top, (page_h - h - 4) // CELL)
        here = [(sum(cells[y][x] for y in range(cy, min(rows, cy + ch))
                     for x in range(cx, min(cols, cx + cw))), w, cx, cy)
                for cy in range(top, bottom + 1) for cx in range(2, right + 1)]
        least = min(here)
        if least[0] == 0:
            return w, least[2] * CELL, least[3] * CELL
        spots += here
    best = None
    for _, w, cx, cy in sorted(spots)[:6]:
        h = height_for(w)
        for y in range(max(0, cy * CELL - 6), min(page_h - h - 4, cy * CELL + 6) + 1):
            for x in range(max(8, cx * CELL - 6), min(page_w - w - 8, cx * CELL + 6) + 1, 2):
                cost = 0
                for left, top, rw, rh, weight in rects:
                    across = min(x + w, left + rw) - max(x, left)
                    down = min(y + h, top + rh) - max(y, top)
                    if across > 0 and down > 0:
                        cost += weight * across * down
                if best is None or (cost, w, x, y) < best:
                    best = (cost, w, x, y)
    return None if best is None else best[1:]


def random_table(rng: random.Random, page_w: int, page_h: int, crowded: bool) -> list:
    rects = []
    for _ in range(rng.randrange(4, 30 if crowded else 10)):
        w, h = rng.randrange(0, page_w // 2), rng.randrange(0, page_h // 2)
        rects.append((rng.randrange(-20, page_w), rng.randrange(-20, page_h), w, h,
                      rng.choice([1, NEEDED])))
    return rects


@pytest.mark.parametrize("seed", range(40))
def test_the_legend_goes_where_a_plain_search_puts_it(seed):
    rng = random.Random(seed)
    page_w, page_h = rng.randrange(150, 320), rng.randrange(110, 240)
    widths = sorted(rng.sample(range(40, page_w - 20), 3), key=lambda _: rng.random())
    heights = {w: rng.randrange(20, 90) for w in widths}
    rects = random_table(rng, page_w, page_h, crowded=seed % 2 == 0)
    top_px = rng.randrange(0, 30)
    expected = plain_search(rects, page_w, page_h, top_px, widths, heights.__getitem__)
    assert least_covering_spot(rects, page_w, page_h, top_px, widths,
                               heights.__getitem__) == expected


def test_a_crowded_table_still_finds_the_legend_its_least_costly_place():
    """A 1420x940 table with no empty felt the legend fits on (every width tried, then the
    least costly places measured to the pixel): the fast search finds the place the plain
    one does. (Its cost, about 60 ms of CPU against the plain search's 300, is in
    benchmarks/FIGURES.md, not asserted here: these machines are too noisy for timed tests.)"""
    rng = random.Random(5)
    rects = [(x * 140 + 4, y * 120 + 40, 130, 110, NEEDED if (x + y) % 3 else 1)
             for x in range(10) for y in range(7)]
    widths = (420, 380, 480, 560, 720, 900)
    rects += random_table(rng, 1420, 940, crowded=True)
    spot = least_covering_spot(rects, 1420, 940, 36, widths, lambda w: 90_000 // w)
    assert spot is not None and spot[0] in widths
    assert spot == plain_search(rects, 1420, 940, 36, widths, lambda w: 90_000 // w)
