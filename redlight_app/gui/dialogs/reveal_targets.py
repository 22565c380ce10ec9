"""A player chooses the targets of the award they revealed (A5: "the player who drew the
award chooses its targets").

Shown only to the drawer (behind the hot-seat curtain when others share the screen). It
names the award and says its effect in words, then offers each eligible target as a button.
It cannot be dismissed without a choice: the award has come up and must take effect.
"""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDialog, QLabel, QPushButton, QVBoxLayout, QWidget

from ...bidi import isolate
from ..i18n import fill, tr
from ..plain_text import plain_label


class RevealTargetsDialog(QDialog):
    chosen = Signal(object, object)  # (star target or None, player target or None)

    def __init__(self, name: str, award: str, effect_text: str,
                 choices: list[tuple[str | None, int | None, str]],
                 parent: QWidget | None = None) -> None:
        """`choices`: (star, seat, label) of each eligible choice, labels in words."""
        super().__init__(parent)
        self.setObjectName("reveal-targets")
        self.setWindowTitle(tr("Choose the target"))
        self.setModal(True)
        self.setMinimumWidth(420)
        root = QVBoxLayout(self)
        intro = plain_label(QLabel(tr("{name}, you revealed the award {award}. It takes effect "
                                      "now and is then shuffled back into the award deck.")
                                   .format(name=isolate(name), award=award)))
        intro.setObjectName("reveal-targets-intro")
        intro.setWordWrap(True)
        root.addWidget(intro)
        effect = plain_label(QLabel(tr("Its effect: {text}").format(text=effect_text)))
        effect.setObjectName("reveal-targets-effect")
        effect.setWordWrap(True)
        root.addWidget(effect)
        ask = plain_label(QLabel(tr("Choose its target:")))
        root.addWidget(ask)
        self.buttons: list[QPushButton] = []
        self.choices = [(star, seat) for star, seat, _ in choices]  # one per button
        for index, (star, seat, label) in enumerate(choices):
            button = QPushButton(label)
            button.setObjectName(f"reveal-target-{index}")
            button.setAccessibleName(tr("Aim {award} at {target}").format(award=award, target=label))
            button.clicked.connect(lambda _checked=False, s=star, p=seat: self._choose(s, p))
            root.addWidget(button)
            self.buttons.append(button)
        if self.buttons:
            self.buttons[0].setDefault(True)
            self.buttons[0].setFocus()
        self.setAccessibleName(fill(tr("Choose the target of {award}"), award=award))

    def _choose(self, star: str | None, seat: int | None) -> None:
        super().accept()
        self.chosen.emit(star, seat)

    def reject(self) -> None:  # Esc or the close button: the choice is still owed
        pass
