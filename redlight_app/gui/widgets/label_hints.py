"""A QLabel's size hints (its size and its least size) remembered by a key, for every
label of a kind at once.

A QLabel lays its whole text out (three times for rich text) to answer its size hints
after each new text. Labels whose answers follow from a few things (the text, or only its
shape; the font; the screen's dpi; margins) keep them here by those things, so a text
shown before, in another area or another turn, is not laid out again.
"""
from __future__ import annotations

import re
from collections.abc import Hashable

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QLabel

_DIGITS = re.compile(r"[0-9]")


def text_shape(text: str) -> str:
    """`text` with every digit as 0: texts that differ only in their numbers ("turn 12",
    "turn 13") are laid out alike in a font whose digits are equally wide, and always as
    tall."""
    return _DIGITS.sub("0", text)


def label_key(label: QLabel) -> tuple[Hashable, ...]:
    """What a label's size hints follow beside its text: its format, font, screen's dpi,
    contents margins, word wrap, margin and indent."""
    m = label.contentsMargins()
    return (label.textFormat(), label.font().key(), label.logicalDpiY(),
            (m.left(), m.top(), m.right(), m.bottom()), label.wordWrap(), label.margin(),
            label.indent())


class RememberedHints:
    """(size hint, minimum size hint) as QLabel answers them, by key; at most `most_kept`
    keys (all forgotten at once past that: a game shows a few dozen)."""

    def __init__(self, most_kept: int) -> None:
        self.most_kept = most_kept
        self._known: dict[Hashable, tuple[QSize, QSize]] = {}

    def get(self, key: Hashable) -> tuple[QSize, QSize] | None:
        return self._known.get(key)

    def of(self, label: QLabel, key: Hashable) -> tuple[QSize, QSize]:
        """The label's hints for `key`, laid out now if not known (the label must show
        the text `key` stands for)."""
        hints = self._known.get(key)
        if hints is None:
            hints = (QLabel.sizeHint(label), QLabel.minimumSizeHint(label))
            if len(self._known) >= self.most_kept:
                self._known.clear()
            self._known[key] = hints
        return hints

    def clear(self) -> None:
        self._known.clear()
