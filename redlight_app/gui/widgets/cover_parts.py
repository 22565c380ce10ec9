"""What the two full-window covers share (the hot-seat curtain in overlay.py, the 18+ question
in cover_question.py): their three lines of words and their yes/no button colours."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout

from ..font_scale import pt
from ..plain_text import plain_label
from .cards import font


def cover_words(root: QVBoxLayout, kicker_pt: float, title_pt: float,
                title_name: str) -> tuple[QLabel, QLabel, QLabel]:
    """The kicker, the title and the text, centred, added to `root` in that order."""
    kicker = plain_label(QLabel())
    kicker.setAlignment(Qt.AlignmentFlag.AlignCenter)
    kicker.setStyleSheet("color: #d9b56a; letter-spacing: 3px;")
    kicker.setFont(font(kicker_pt, bold=True))
    title = plain_label(QLabel())
    title.setObjectName(title_name)
    title.setAlignment(Qt.AlignmentFlag.AlignCenter)
    title.setWordWrap(True)
    title.setStyleSheet("color: #fbf3e0;")
    title.setFont(font(title_pt, bold=True))
    text = plain_label(QLabel())
    text.setAlignment(Qt.AlignmentFlag.AlignCenter)
    text.setWordWrap(True)
    text.setStyleSheet("color: #d8cdb8;")
    text.setFont(font(12))
    for w in (kicker, title, text):
        root.addWidget(w)
    return kicker, title, text


def cover_button_styles(padding: str, points: float) -> tuple[str, str]:
    """(the yes button's style sheet, the no button's): gold, and a muted brown."""
    yes = ("QPushButton { background: #e9c46a; color: #2a1a0a; border-radius: 10px;"
           " border: 3px solid transparent;"
           f" padding: {padding}; " + pt(points) + " font-weight: bold; }"
           " QPushButton:hover { background: #f4d58d; } QPushButton:focus { border: 3px solid #fff;"
           " text-decoration: underline; }")
    no = yes.replace("#e9c46a", "#6d5b4b").replace("#f4d58d", "#85705d").replace("#2a1a0a", "#f4ead8")
    return yes, no
