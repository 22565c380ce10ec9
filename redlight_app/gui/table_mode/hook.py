"""How the main window reaches table mode: the New table game action, the redraw when the
game on screen is a table game, and the keys of the turn. A table game is played inside the
main window, by its one controller, so Ctrl+Z, Ctrl+W, the log and End by agreement act on
it as on a digital game. Everything else lives in gui/table_mode."""
from __future__ import annotations

from typing import Any

from ...engine.state import TABLE
from ..i18n import tr


def page(main: Any) -> Any:
    """The table-mode page, built once and kept in the main window's stack."""
    existing = getattr(main, "table_mode", None)
    if existing is None:
        from .page import TableModePage
        existing = TableModePage(main.controller)
        existing.table.discard_clicked.connect(main.show_discard)  # as on the digital table
        existing.strip.rule_clicked.connect(main.show_rules)  # "rule A4" in a refusal note
        main.stack.addWidget(existing)
        main.table_mode = existing  # tests reach it here
    return existing


def showing(main: Any) -> bool:
    found = getattr(main, "table_mode", None)
    return found is not None and main.stack.currentWidget() is found and not main.covered()


def open_new_table_game(main: Any) -> None:
    """The New table game dialog. One game is on screen at a time (one controller: undo, the
    log and Close act on the game you see), so an open game is saved and closed first,
    after asking."""
    def show() -> None:
        from ..editor.hook import chosen_cardset
        from .new_table import NewTableGameDialog
        repo = main.storage.repo
        cardsets = [(c.id, c.name) for c in repo.list_cardsets()]
        chosen = chosen_cardset(main.settings) or main.storage.demo_cardset_id
        dialog = NewTableGameDialog(cardsets, chosen, repo.load_cardset, main)
        dialog.accepted.connect(lambda: start_table_game(main, dialog.spec()))
        main.dialogs.new_table_game.open(dialog)

    def ask_first() -> None:
        c = main.controller
        if c is not None and c.state is not None and not c.over:
            main._ask(tr("New table game"),
                      tr("A game is open. It is saved: you can resume it from the start page. "
                         "Close it and start a table game?"), show)
        else:
            show()
    main.when_ready(ask_first)


def start_table_game(main: Any, spec: dict[str, Any]) -> Any:
    """Start the game the dialog describes on the main window's controller; its page."""
    from ...engine.setup import SetupError
    from ...store.errors import StoreError
    repo = main.storage.repo
    try:
        cardset = repo.load_cardset(spec["cardset_id"])
        main.viewer = None
        main.controller.new_table_game(cardset, spec["names"], spec["first_player"],
                                       spec["dealt_stars"], spec["options"], spec["cardset_id"])
    except (SetupError, StoreError, ValueError, LookupError) as exc:
        main._tell(tr("The table game cannot start"), str(exc))
        return None
    return page(main)


def table_changed(main: Any, change: Any) -> bool:
    """The game changed: if it is a table game, show and redraw table mode (True); no
    hot-seat curtain, since every hand stays with its player at a real table."""
    c = main.controller
    if c is None or c.state is None or c.state.chance != TABLE:
        return False
    from .. import i18n
    i18n.set_cardset(c.state.cardset)
    main.interrupter = None
    main.viewer = main.pending_viewer = None
    if main.cover_kind == "curtain":
        main.cover.hide()
        main.cover_kind = None
    from .log_lines import lines
    if change.kind == "move":
        main.log_view.add_lines([(k, t) for k, t, _m in lines(c.state, c.names, change.entries, False)])
    elif change.kind != "choice":
        main.log_view.set_lines([(k, t) for k, t, _m in lines(c.state, c.names, c.log, True)])
    shown = page(main)
    shown.changed(change)
    if main.cover_kind != "age":
        if c.over:  # the result, as after a digital game ("Show the table" comes back here)
            main._show_result()
            main.stack.setCurrentWidget(main.result)
        else:
            main.stack.setCurrentWidget(shown)
    main._update_actions()
    return True


def final_table(main: Any) -> Any:
    """The table the result page's "Show the table" goes back to: table mode for a table
    game, else None (the digital table)."""
    c = main.controller
    if c is None or c.state is None or c.state.chance != TABLE:
        return None
    return page(main)


def table_action(main: Any, kind: str) -> bool:
    """A key of the turn (E, P, O, A, Esc) while table mode is on screen."""
    return showing(main) and main.table_mode.action(kind)
