"""Comparing what the window shows with what a full repaint draws."""
from __future__ import annotations

from PySide6.QtGui import QImage


def stale_pixels(shown: QImage, fresh: QImage, tolerance: int = 6) -> list[tuple[int, int]]:
    """The pixels whose colour differs by more than `tolerance` levels in some channel
    (rows compared whole first: only the rows that differ are looked at pixel by pixel)."""
    out = []
    width = shown.width()
    for y in range(shown.height()):
        if bytes(shown.constScanLine(y))[:width * 4] == bytes(fresh.constScanLine(y))[:width * 4]:
            continue
        for x in range(width):
            a, b = shown.pixel(x, y), fresh.pixel(x, y)
            if any(abs(((a >> s) & 255) - ((b >> s) & 255)) > tolerance for s in (0, 8, 16)):
                out.append((x, y))
    return out
