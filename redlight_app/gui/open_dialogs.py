"""The dialogs the main window may have open, one slot each (gui/dialog_slot.py).

(Messages that only inform, `_tell`, keep no slot: several may be open at once and nothing
reads them again; each deletes itself when closed.)

Each is made when it is needed and forgotten when it closes; what is open now is read
here (`window.dialogs.give_back.dialog`), never from an attribute that outlives the
dialog. Windows of their own (the replay, statistics and card set editor windows) keep
their own slots for the dialogs they open.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .dialog_slot import DialogSlot

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

    from .dialogs.discard import DiscardDialog
    from .dialogs.give_back import GiveBackDialog
    from .dialogs.new_game import NewGameDialog
    from .dialogs.reveal_targets import RevealTargetsDialog
    from .replay.saved_games import SavedGamesDialog
    from .table_mode.new_table import NewTableGameDialog


class OpenDialogs:
    def __init__(self) -> None:
        self.new_game: DialogSlot[NewGameDialog] = DialogSlot()
        self.new_table_game: DialogSlot[NewTableGameDialog] = DialogSlot()
        self.give_back: DialogSlot[GiveBackDialog] = DialogSlot()  # return_award's choice
        self.reveal_targets: DialogSlot[RevealTargetsDialog] = DialogSlot()  # A5's targets
        self.discard: DialogSlot[DiscardDialog] = DialogSlot()
        self.question: DialogSlot[QMessageBox] = DialogSlot()  # a yes/no question
        self.save_failure: DialogSlot[QMessageBox] = DialogSlot()
        self.saved_games: DialogSlot[SavedGamesDialog] = DialogSlot()  # Look back at a game
        self.export_log: DialogSlot[QFileDialog] = DialogSlot()

    def all(self) -> list[DialogSlot[QDialog]]:
        return [slot for slot in vars(self).values() if isinstance(slot, DialogSlot)]
