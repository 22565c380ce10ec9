"""How the main window reaches table mode: one menu action ("New table game…") and one
check when a saved game is resumed. Everything else lives in gui/table_mode."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication


def _open_window(main: Any, controller: Any) -> Any:
    from PySide6.QtCore import Qt

    from .window import TableModeWindow
    window = TableModeWindow(controller)
    from ..save_failure import show_save_failure  # a move the store could not save: Retry
    controller.save_failed.connect(lambda failure: show_save_failure(window, controller, failure))
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.closed.connect(main.refresh_start)  # the start page lists the saved table game
    main.table_mode_window = window  # tests reach it here
    window.show()
    window.raise_()
    return window


def _controller(main: Any) -> Any:
    from ..controller import GameController
    return GameController(main.storage, 0, main)


def open_new_table_game(main: Any) -> None:
    """The New table game dialog; on Start a table companion window opens."""
    def show() -> None:
        from ..editor.hook import chosen_cardset
        from .new_table import NewTableGameDialog
        repo = main.storage.repo
        cardsets = [(c.id, c.name) for c in repo.list_cardsets()]
        chosen = chosen_cardset(main.settings) or main.storage.demo_cardset_id
        dialog = NewTableGameDialog(cardsets, chosen, repo.load_cardset, main)
        dialog.accepted.connect(lambda: start_table_game(main, dialog.spec()))
        dialog.finished.connect(dialog.deleteLater)
        main.table_dialog = dialog  # tests reach the open dialog here
        dialog.open()
    main.when_ready(show)


def start_table_game(main: Any, spec: dict[str, Any]) -> Any:
    from ...engine.setup import SetupError
    from ...store.errors import StoreError
    repo = main.storage.repo
    try:
        cardset = repo.load_cardset(spec["cardset_id"])
        controller = _controller(main)
        controller.new_table_game(cardset, spec["names"], spec["first_player"], spec["dealt_stars"],
                                  spec["options"], spec["cardset_id"])
    except (SetupError, StoreError, ValueError, LookupError) as exc:
        main._tell(QCoreApplication.translate("TableMode", "The table game cannot start"), str(exc))
        return None
    return _open_window(main, controller)


def resume_if_table(main: Any, game_id: int) -> bool:
    """Open a saved table game in the companion window; False for a digital game."""
    try:
        summary = next((g for g in main.storage.repo.list_games() if g.id == game_id), None)
    except Exception:
        return False
    if summary is None or getattr(summary, "chance", None) != "table":
        return False
    controller = _controller(main)
    controller.load_game(game_id)
    _open_window(main, controller)
    return True
