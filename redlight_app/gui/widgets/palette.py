"""Colours of the table: the felt is always dark, like the real one; panels follow the theme."""
from __future__ import annotations

from PySide6.QtGui import QColor

from ..i18n import QT_TR_NOOP

FELT_CENTER = QColor("#19663f")
FELT_EDGE = QColor("#0a3220")
RAIL = QColor("#2a1b12")
PANEL = QColor(0, 0, 0, 70)
PANEL_TEXT = QColor("#f4efe2")
MUTED_TEXT = QColor("#b9c9bd")

CARD_FACE_TOP = QColor("#fffaf0")
CARD_FACE_BOTTOM = QColor("#efe3c8")
CARD_EDGE = QColor("#3b2a1a")
CARD_INK = QColor("#2a2018")
CARD_SOFT_INK = QColor("#5a4a3a")

PSYCHE = QColor("#2f9e58")
CHARISMA = QColor("#cf3a3a")
FAME = QColor("#e0a22e")
FILM = {"green": QColor("#3c8f58"), "red": QColor("#b8403d"), "blue": QColor("#3b69b8")}
STAT_SHORT = {"green": QT_TR_NOOP("psyche"), "red": QT_TR_NOOP("charisma"), "blue": QT_TR_NOOP("fame")}

GOLD = QColor("#d8a93b")
GOLD_LIGHT = QColor("#f3d88a")
SILVER = QColor("#aeb6c0")
SILVER_LIGHT = QColor("#e3e8ee")
BACK = QColor("#5b1626")
BACK_LINE = QColor("#c9a24a")

SELECTED = QColor("#ffd54f")
TARGET = QColor("#ff6b6b")
PLAYABLE = QColor("#8ee08e")
ACTIVE = QColor("#f2c94c")
RESPONDING = QColor("#ff9f43")
HINT = QColor("#7fd8ff")
FOCUS = QColor("#ffffff")
USED_FACE = QColor("#d6cfc0")

PHASE = {"own_turn": (QColor("#4d6fc4"), QT_TR_NOOP("YOUR TURN")),
         "any_turn": (QColor("#7d55c7"), QT_TR_NOOP("ANY TIME")),
         "reaction": (QColor("#cc7a22"), QT_TR_NOOP("REACTION"))}
