"""Looking through the discard pile (it is face up: everyone may)."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QVBoxLayout, QWidget

from ...engine.cards import CardSet
from ..i18n import card_name, card_text, tr
from ..viewmodel.build import KIND_WORDS


def discard_entries(cardset: CardSet, discard: Sequence[str]) -> list[tuple[str, str, str]]:
    """The pile's cards as (name, kind, text), top first. A card nobody named (table mode:
    an event discarded at random from a hand the app never saw) is said to be one."""
    entries = []
    for inst in reversed(discard):
        card = cardset.cards.get(inst)
        if card is None:
            entries.append((tr("A card not named"), tr("event"),
                            tr("Which card this was was not entered at the table.")))
        else:
            entries.append((card_name(card), tr(KIND_WORDS.get(card.kind, card.kind)),
                            card_text(card)))
    return entries


class DiscardDialog(QDialog):
    def __init__(self, entries: list[tuple[str, str, str]], parent: QWidget | None = None) -> None:
        """`entries`: (name, kind, text), top of the pile first."""
        super().__init__(parent)
        self.setObjectName("discard")
        self.setWindowTitle(tr("Discard pile"))
        self.resize(420, 480)
        root = QVBoxLayout(self)
        root.addWidget(QLabel(tr("Cards: {count}, top first (the pile is never shuffled back):")
                              .format(count=len(entries))))
        self.list = QListWidget()
        self.list.setAccessibleName(tr("Discard pile"))
        self.list.setWordWrap(True)
        for name, kind, text in entries:
            self.list.addItem(f"{name}  ({kind})" + (f"\n{text}" if text else ""))
        root.addWidget(self.list, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        root.addWidget(buttons)
