"""The badge line of a player's area (OUT, TO PLAY, computer, ...): rich text whose size
hints are remembered by text and font.

A rich-text QLabel works its size hints out anew after every change of text by laying
out its whole text document three times (its size, then its least width and height).
The same few badge lines pass from area to area as the turn goes round, so what they ask
for is kept, for all badges at once, and a change of turn lays none of it out again.
"""
from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QSize

from .label_hints import RememberedHints, label_key
from .steady_label import SteadyLabel


class BadgeLabel(SteadyLabel):
    """A SteadyLabel (its preferred size only grows) whose text's size hints are measured
    once per text and font."""

    _known = RememberedHints(most_kept=500)  # by text (a few dozen badge lines in a game)

    def _key(self, text: str) -> tuple[Hashable, ...]:
        return (text, *label_key(self))

    def _text_hints(self) -> tuple[QSize, QSize]:
        return BadgeLabel._known.of(self, self._key(self.text()))

    def width_for(self, text: str) -> int:
        """The width this label asks for showing `text` (a text not measured before is
        set on the label to be measured)."""
        hints = BadgeLabel._known.get(self._key(text))
        if hints is None:
            self.setText(text)
            hints = self._text_hints()
        return hints[0].width()
