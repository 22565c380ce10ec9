"""What playing needs on the main window, built once when the first game opens (or the
store has opened): the game's parts (game_parts.py) and the rooms over them, wired to the
window: the screen that redraws each change (game_screen.py), the input that turns keys,
buttons and clicks into moves (move_input.py), the dialogs a player owes (choices.py), the
consent undo asks for and the log's Undo to here, a failed save shown, and a screen reader
told what happens.

The start-up path crosses into the engine, the session and the table's widgets here: the
main window imports this module in `ensure_game_ui`, and the store's opening thread
imports it ahead (game_parts_import.py)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from .accessibility import make_accessible
from .choices import ChoiceDialogs
from .game_parts import GameParts, build_game_parts
from .game_screen import GameScreen
from .move_input import MoveInput
from .save_failure import show_save_failure, show_saved_status
from .table_mode.log_lines import next_undo
from .undo_consent import UndoConsent
from .undo_to_here import UndoToHere
from .window_host import WindowHost

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from .controller import SaveFailure
    from .docks import Docks
    from .games import Games
    from .window_menus import WindowMenus


class GameWindow(WindowHost, Protocol):
    """What building the game's rooms asks of the main window, beyond what every part
    opened from it may (window_host.py): a Protocol, so that this module, which the window
    imports once a game opens, does not import the window back."""
    bot_delay_ms: int
    docks: Docks | None
    games: Games
    menus: WindowMenus

    def window(self) -> QWidget: ...  # Qt's: the main window itself, the dialogs' parent


@dataclass(frozen=True)
class GameUI:
    parts: GameParts
    screen: GameScreen
    input: MoveInput
    choices: ChoiceDialogs


def build_game_ui(window: GameWindow) -> GameUI:
    """The game's parts and rooms, wired to `window` (its pages, docks, menus and curtain)."""
    storage, docks, curtain = window.storage, window.docks, window.curtain
    assert storage is not None and docks is not None
    parts = build_game_parts(storage, window.bot_delay_ms, window.window())
    c = parts.controller
    curtain.attach(c)
    consent = UndoConsent(c, curtain, window.messages, window.statusBar)
    window.menus.undo_entry = next_undo  # Edit ▸ Undo names a table game's entry it takes back
    choices = ChoiceDialogs(c, curtain, window.dialogs, window.window())
    screen = GameScreen(parts, window, curtain, choices, window.menus, storage)
    c.changed.connect(screen.changed)  # first: every other listener sees the new screen
    c.save_failed.connect(lambda failure: _save_failed(window, parts, failure))
    curtain.turned.connect(screen.turned)
    move_input = MoveInput(parts, screen, curtain, consent, window.dialogs, window)
    parts.bar.rule_clicked.connect(window.show_rules)
    parts.result.new_game.connect(window.games.new_game_dialog)
    parts.result.new_table_game.connect(window.games.new_table_game_dialog)
    parts.result.to_start.connect(window.games.go_start)
    parts.result.show_table.connect(screen.show_final_table)
    parts.bar.back_to_result.connect(screen.back_to_result)
    window.stack.addWidget(parts.table)
    window.stack.addWidget(parts.result)
    panel = UndoToHere(parts.log_view, c, screen.line_moves, consent.undo_to)
    docks.build_log(panel, window.menus.view_menu, window.menus.actions.get("rules"))
    make_accessible(window, parts)  # a screen reader told what happens (gui/accessibility.py)
    return GameUI(parts=parts, screen=screen, input=move_input, choices=choices)


def _save_failed(window: GameWindow, parts: GameParts, failure: SaveFailure) -> None:
    """The corner and the status bar say so; the save-failure box asks for Retry or
    Continue without saving."""
    show_saved_status(parts.table, parts.controller, window.storage)
    window.statusBar().showMessage(failure.message())
    show_save_failure(window.window(), window.dialogs.save_failure, parts.controller, failure)
