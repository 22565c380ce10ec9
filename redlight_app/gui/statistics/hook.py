"""How the main window opens the statistics page (Game → Statistics…)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import tr
from .window import StatisticsWindow

if TYPE_CHECKING:
    from ..window_host import WindowHost


def open_statistics(main: WindowHost) -> None:
    """The statistics window on the app's saved games."""
    def show() -> None:
        if main.storage is None or not (main.storage.saving or main.storage.read_only):
            main.messages.tell(tr("Statistics"), tr("Statistics need the saved games file, which "
                                            "could not be opened."))
            return
        window = main.windows.statistics
        if window is None:
            window = StatisticsWindow(main.storage.saved_games, main.stack.window())
            main.windows.statistics = window
        else:
            window.reload()
        window.show()
        window.raise_()
        window.activateWindow()
    main.when_ready(show)
