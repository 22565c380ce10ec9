"""How the main window opens the statistics page (Game → Statistics…)."""
from __future__ import annotations

from typing import Any

from ..i18n import tr


def open_statistics(main: Any) -> None:
    """The statistics window on the app's saved games."""
    def show() -> None:
        from .window import StatisticsWindow
        if not main.storage.saving:
            main._tell(tr("Statistics"), tr("Statistics need the saved games file, which "
                                            "could not be opened."))
            return
        window = getattr(main, "statistics_window", None)
        if window is None:
            window = StatisticsWindow(main.storage.repo, main)
            main.statistics_window = window  # tests reach it here
        else:
            window.reload()
        window.show()
        window.raise_()
        window.activateWindow()
    main.when_ready(show)
