"""Sizes that follow the system's font size.

The screens were drawn for a 9 pt system font; a player who set a larger one (or a smaller
one) gets every stylesheet size scaled by the same factor as the table's card text."""
from __future__ import annotations

from PySide6.QtWidgets import QApplication

DESIGN_POINTS = 9.0  # the system font size the screens were drawn for


_factor: list[float] = []  # the factor worked out for the application font now in use
_watched: list[object] = []  # the application whose fontChanged signal forgets it
def system_font_factor() -> float:
    """How much larger (or smaller) the application's font is than DESIGN_POINTS, kept
    between 0.85 and 1.6 so the felt still holds the table. Worked out once per application
    font (a table's paint asks for it hundreds of times: the known factor is returned
    without asking Qt anything)."""
    if _factor:
        return _factor[0]
    app = QApplication.instance()
    if not isinstance(app, QApplication):  # none, or one without widgets (no fonts)
        return 1.0
    if not _watched or _watched[0] is not app:
        # a signal, not an event filter: a filter on the application would run Python
        # for every event of every widget
        app.fontChanged.connect(_forget)
        app.destroyed.connect(_gone)
        _watched[:] = [app]
    size = QApplication.font().pointSizeF()
    _factor[:] = [min(1.6, max(0.85, size / DESIGN_POINTS)) if size > 0 else 1.0]
    return _factor[0]


def _gone(_app: object = None) -> None:
    """The application went: the next one is measured (and watched) afresh."""
    _watched.clear()
    _forget()


def _forget(_font: object = None) -> None:
    _factor.clear()


def pt(size: float) -> str:
    """A stylesheet font size: `size` points as drawn for a 9 pt system font, scaled to the
    system's font size ("font-size: 16.8pt;" for 12 under a 12.6 pt system font)."""
    return f"font-size: {size * system_font_factor():.1f}pt;"
