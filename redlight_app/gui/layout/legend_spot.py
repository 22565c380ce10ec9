"""Where the first game's legend covers the least of the table (no Qt: plain integers).

The table paints what a player needs (weighted rectangles) on a grid of 4-pixel cells and
sums it into an integral image; every place of every legend width is then costed from four
corners of that image, row by row with list arithmetic (C speed, not a Python loop per
place); the few least costly places are then measured to the pixel. The search used to
cost 100-300 ms of CPU (a move that needed one stalled visibly); this one costs about a
fifth of that on a crowded table, less when empty felt is found at the first width.

`least_covering_spot` returns the same place as a plain search over every place would:
the least cost, then the narrowest of the widths tried (in the order given, the first with
a place that covers nothing wins), then the leftmost, then the topmost.
"""
from __future__ import annotations

import heapq
from collections.abc import Callable, Sequence
from itertools import accumulate, chain
from operator import add, sub

CELL = 4  # pixels to a cell; a cell touched by a rectangle counts whole
KEEP = 6  # the least costly places measured to the pixel when none covers nothing

Rect = tuple[int, int, int, int, int]  # left, top, width, height, weight


def integral_image(rects: Sequence[Rect], cols: int, rows: int) -> list[list[int]]:
    """(rows + 1) lists of (cols + 1): entry [y][x] is the weight of the cells above and left
    of cell (x, y), each cell weighing the sum of the rectangles that touch it."""
    grid = [[0] * (cols + 1) for _ in range(rows + 1)]
    for left, top, width, height, weight in rects:  # the corners of each, summed below
        right, bottom = left + width - 1, top + height - 1
        x0, y0 = max(0, left // CELL), max(0, top // CELL)
        x1, y1 = min(cols, right // CELL + 1), min(rows, bottom // CELL + 1)
        if x0 >= x1 or y0 >= y1:
            continue
        grid[y0][x0] += weight
        grid[y0][x1] -= weight
        grid[y1][x0] -= weight
        grid[y1][x1] += weight
    cells: list[int] = [0] * (cols + 1)  # the running column sums: each cell's weight
    total = [[0] * (cols + 1)]
    above = total[0]
    for y in range(rows):
        cells = list(map(add, cells, accumulate(grid[y])))  # this row's cells' weights
        above = list(map(add, above, chain((0,), accumulate(cells[:cols]))))
        total.append(above)
    return total


def least_covering_spot(rects: Sequence[Rect], page_w: int, page_h: int, top_px: int,
                        widths: Sequence[int], height_for: Callable[[int], int]
                        ) -> tuple[int, int, int] | None:
    """(width, x, y) of the legend's best place on a page `page_w` x `page_h`, its top at
    least `top_px` down; `rects` what it should not cover, `height_for(width)` its height."""
    cols, rows = page_w // CELL + 2, page_h // CELL + 2
    total = integral_image(rects, cols, rows)
    top = (top_px + CELL - 1) // CELL
    coarse: list[tuple[int, int, int, int]] = []  # (cost, width, x, y) in cells: the least
    for w in widths:
        h = height_for(w)
        cw, ch = -(-w // CELL), -(-h // CELL)
        right = max(2, (page_w - w - 8) // CELL)
        bottom = max(top, (page_h - h - 4) // CELL)
        best: tuple[int, int, int] | None = None  # (cost, x, y) in cells, this width
        limit = coarse[-1][0] if len(coarse) == KEEP else None
        for cy in range(top, bottom + 1):
            upper, lower = total[cy], total[min(rows, cy + ch)]
            column = list(map(sub, lower, upper))  # each column's weight in these rows
            ends = column[2 + cw:right + cw + 1]  # place x covers columns x .. x + cw - 1
            ends += [column[cols]] * (right - 1 - len(ends))  # (clipped at the right edge)
            costs = list(map(sub, ends, column[2:right + 1]))
            least = min(costs)
            if best is None or least < best[0] or (least == best[0] and
                                                    costs.index(least) + 2 < best[1]):
                best = (least, costs.index(least) + 2, cy)
            if limit is None or least <= limit:
                near = [(c, w, cx, cy) for cx, c in enumerate(costs, 2)
                        if limit is None or c <= limit]
                coarse = heapq.nsmallest(KEEP, coarse + near)
                limit = coarse[-1][0] if len(coarse) == KEEP else None
        if best is not None and best[0] == 0:
            return w, best[1] * CELL, best[2] * CELL
    return _exact(rects, coarse, page_w, page_h, height_for)


def _exact(rects: Sequence[Rect], coarse: list[tuple[int, int, int, int]], page_w: int,
           page_h: int, height_for: Callable[[int], int]) -> tuple[int, int, int] | None:
    """Around the least costly places in cells, the pixels decide: the place (2-pixel steps
    across, 1 down, 6 pixels around each) whose area over the rectangles, by weight, is least."""
    best: tuple[int, int, int, int] | None = None
    for _, w, cx, cy in coarse:
        h = height_for(w)
        right, bottom = page_w - w - 8, page_h - h - 4
        ys = range(max(0, cy * CELL - 6), min(bottom, cy * CELL + 6) + 1)
        xs = range(max(8, cx * CELL - 6), min(right, cx * CELL + 6) + 1, 2)
        if not ys or not xs:
            continue
        # each rectangle's overlap with the box across (per x) and down (per y): the cost of
        # a place is the sum of weight * overlap across * overlap down
        near = []
        for left, top, width, height, weight in rects:
            r_right, r_bottom = left + width - 1, top + height - 1
            across = [max(0, min(x + w - 1, r_right) - max(x, left) + 1) for x in xs]
            down = [max(0, min(y + h - 1, r_bottom) - max(y, top) + 1) for y in ys]
            if any(across) and any(down):
                near.append((weight, across, down))
        for j, y in enumerate(ys):
            for i, x in enumerate(xs):
                found = (sum(weight * across[i] * down[j] for weight, across, down in near),
                         w, x, y)
                if best is None or found < best:
                    best = found
    return None if best is None else (best[1], best[2], best[3])
