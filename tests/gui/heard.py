"""What a screen reader is told, caught where it leaves the app: every
QAccessibleAnnouncementEvent handed to Qt's accessibility (`QAccessible.updateAccessibility`)."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

ASSERTIVE = QAccessible.AnnouncementPoliteness.Assertive


@pytest.fixture
def heard(monkeypatch):
    """Every announcement the app makes, as (text, assertive), in order."""
    said: list[tuple[str, bool]] = []
    original = QAccessible.updateAccessibility

    def update(event):
        if isinstance(event, QAccessibleAnnouncementEvent):
            said.append((event.message(), event.politeness() == ASSERTIVE))
        original(event)
    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(update))
    return said


def texts(said: list[tuple[str, bool]], assertive: bool | None = None) -> list[str]:
    return [t for t, a in said if assertive is None or a == assertive]
