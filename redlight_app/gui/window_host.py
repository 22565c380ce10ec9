"""What the main window offers the parts that open from it (table mode, look back and the
log export, statistics, the card set editor, starting and resuming games): a Protocol, so
that they depend on this list and not on the window's class, and none of them reaches into
the window's private state."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QStackedWidget, QStatusBar

    from .curtain import Curtain
    from .editor.window import CardSetEditor
    from .game_parts import GameParts
    from .messages import Messages
    from .open_dialogs import OpenDialogs
    from .replay.window import ReplayWindow
    from .statistics.window import StatisticsWindow
    from .storage import Storage
    from .table_mode.page import TableModePage
    from .widgets.start_page import StartPage


class WindowHost(Protocol):
    settings: QSettings
    storage: Storage | None  # made after the first paint
    dialogs: OpenDialogs
    messages: Messages
    curtain: Curtain
    stack: QStackedWidget  # the pages: start, table, result, table mode
    start: StartPage
    windows: OtherWindows

    @property
    def parts(self) -> GameParts | None:
        """The game's parts (controller, table, ...), once built."""

    def ensure_game_ui(self) -> GameParts:
        """Build the game's parts now if they are not yet."""

    def when_ready(self, fn: Callable[[], object]) -> None:
        """Run `fn` once the store is open (now, if it is)."""

    def refresh_start(self) -> None:
        """List the saved games on the start page again."""

    def resume_game(self, game_id: int) -> None: ...

    def show_rules(self, rule: str | None = None) -> None: ...

    def show_discard(self) -> None: ...

    def back_to_result(self) -> None:
        """The final table on screen: the result page again."""

    def statusBar(self) -> QStatusBar: ...  # Qt's name

    def close(self) -> bool: ...  # Qt's name: the window closed, the app quits


class OtherWindows:
    """The windows the main window opened beside itself, kept while they exist."""

    def __init__(self) -> None:
        self.replay: ReplayWindow | None = None  # the last replay window (gui/replay)
        self.statistics: StatisticsWindow | None = None  # gui/statistics
        self.cardset_editor: CardSetEditor | None = None  # gui/editor
        self.table_mode: TableModePage | None = None  # table mode's page, in the window's stack
