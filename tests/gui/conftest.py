"""GUI tests: a real main window on a temporary data folder, driven by clicks."""
from __future__ import annotations

from pathlib import Path

import pytest

from .heard import heard  # noqa: F401 - the fixture: what a screen reader is told

SHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screenshots"


def pytest_terminal_summary(terminalreporter) -> None:
    if SHOTS.is_dir() and any(SHOTS.iterdir()):
        terminalreporter.write_line(f"GUI screenshots: {SHOTS}")


@pytest.fixture
def shots() -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    print(f"screenshots go to {SHOTS}")
    return SHOTS


@pytest.fixture
def system_font(qapp):
    """A factory: system_font(1.25) sets the application's font to that many times its
    size, as a player's larger system font does; the size it had comes back after the test."""
    from PySide6.QtGui import QFont
    before = QFont(qapp.font())

    def scale(factor: float) -> None:
        font = QFont(before)
        font.setPointSizeF(before.pointSizeF() * factor)
        qapp.setFont(font)
    yield scale
    qapp.setFont(before)


@pytest.fixture
def open_window(qtbot, tmp_path):
    """A factory: open_window(age_gate=False) -> a shown main window with its store open.
    Windows share the test's data folder, so a second one sees what the first saved."""
    from redlight_app.config import set_data_dir_override
    from redlight_app.gui.desktop import make_window
    from redlight_app.gui.run_folders import folders
    windows = []

    def open_(age_gate: bool = False, bot_delay_ms: int = 5,
              size: tuple[int, int] | None = (1400, 900)):
        data, config = folders(str(tmp_path / "data"))
        window = make_window(data, config, bot_delay_ms=bot_delay_ms, age_gate=age_gate)
        qtbot.addWidget(window)
        if size is not None:
            window.resize(*size)
        window.show()
        window.activateWindow()  # keyboard shortcuts reach only the active window
        qtbot.waitUntil(lambda: window.store_ready, timeout=15000)
        windows.append(window)
        return window

    yield open_
    for window in windows:
        window.close()
    set_data_dir_override(None)
