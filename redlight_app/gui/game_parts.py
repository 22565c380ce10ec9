"""What playing a game on the main window is made of, built once when the first game
opens (or the store has opened): the controller over the session, the interaction (clicks
into moves), the table with its action bar, the result page and the game log.

Their modules are imported ahead, on the store's opening thread (game_parts_import.py).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .controller import GameController
from .interaction import Interaction
from .widgets.action_bar import ActionBar
from .widgets.log_dock import LogView
from .widgets.result_page import ResultPage
from .widgets.table import TablePage

if TYPE_CHECKING:
    from PySide6.QtCore import QObject

    from .storage import Storage


@dataclass(frozen=True)
class GameParts:
    controller: GameController
    interaction: Interaction
    table: TablePage
    bar: ActionBar
    result: ResultPage
    log_view: LogView


def build_game_parts(storage: Storage, bot_delay_ms: int, owner: QObject) -> GameParts:
    controller = GameController(storage, bot_delay_ms, owner)
    table = TablePage()
    bar = ActionBar()
    table.set_action_bar(bar)
    return GameParts(controller=controller, interaction=Interaction(controller), table=table,
                     bar=bar, result=ResultPage(), log_view=LogView())
