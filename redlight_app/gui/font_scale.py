"""Sizes that follow the system's font size.

The screens were drawn for a 9 pt system font; a player who set a larger one (or a smaller
one) gets every stylesheet size scaled by the same factor as the table's card text."""
from __future__ import annotations

DESIGN_POINTS = 9.0  # the system font size the screens were drawn for


def system_font_factor() -> float:
    """How much larger (or smaller) the application's font is than DESIGN_POINTS, kept
    between 0.85 and 1.6 so the felt still holds the table."""
    from PySide6.QtWidgets import QApplication
    if QApplication.instance() is None:
        return 1.0
    size = QApplication.font().pointSizeF()
    return min(1.6, max(0.85, size / DESIGN_POINTS)) if size > 0 else 1.0


def pt(size: float) -> str:
    """A stylesheet font size: `size` points as drawn for a 9 pt system font, scaled to the
    system's font size ("font-size: 16.8pt;" for 12 under a 12.6 pt system font)."""
    return f"font-size: {size * system_font_factor():.1f}pt;"
