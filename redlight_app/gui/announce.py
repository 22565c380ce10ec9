"""Saying something to a screen reader: Qt's announcement event (Qt 6.8+), which the
platform's accessibility bridge passes on (AT-SPI's object:announcement on Linux).

Polite announcements wait until the screen reader has finished what it is saying (a turn
begins, the computer moved); assertive ones interrupt it (a refusal, "you may respond").
"""
from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent


def announce(source: QObject, text: str, assertive: bool = False) -> None:
    """Have a screen reader say `text` (plain text), on behalf of the widget `source`."""
    if not text:
        return
    event = QAccessibleAnnouncementEvent(source, text)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if assertive
                        else QAccessible.AnnouncementPoliteness.Polite)
    QAccessible.updateAccessibility(event)
