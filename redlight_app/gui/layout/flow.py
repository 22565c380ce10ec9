"""Items in a line that wraps (no Qt): each at its own size, left to right, a new line when
the next would pass the width; a row of buttons that never cuts one on a narrow window."""
from __future__ import annotations

from collections.abc import Sequence

from .geometry import Rect


def flow(sizes: Sequence[tuple[int, int]], width: int, spacing: int) -> list[Rect]:
    """Where each item of `sizes` (width, height) lies in a line `width` wide that wraps.
    An item keeps its width unless it is wider than the line (then it gets the line's
    width); a line is as tall as its tallest item, and its items are centred in it."""
    lines: list[list[tuple[int, int]]] = [[]]
    used = 0
    for w, h in sizes:
        w = min(w, width)
        if lines[-1] and used + spacing + w > width:
            lines.append([])
            used = 0
        used += (spacing if lines[-1] else 0) + w
        lines[-1].append((w, h))
    out: list[Rect] = []
    y = 0
    for line in lines:
        tall = max((h for _w, h in line), default=0)
        x = 0
        for w, h in line:
            out.append(Rect(x, y + (tall - h) // 2, w, h))
            x += w + spacing
        y += tall + spacing
    return out
