"""How the main window reaches table mode: the New table game action, the redraw when the
game on screen is a table game, and the keys of the turn. A table game is played inside the
main window, by its one controller, so Ctrl+Z, Ctrl+W, the log and End by agreement act on
it as on a digital game. Everything else lives in gui/table_mode."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.setup import SetupError
from ...engine.state import TABLE
from ...store.errors import StoreError
from .. import i18n
from ..i18n import tr
from ..new_game_choices import chosen_cardset
from ..store_words import store_text
from .log_lines import lines
from .new_table import NewTableGameDialog
from .page import TableModePage

if TYPE_CHECKING:
    from ..controller import Change
    from ..window_host import WindowHost


def page(main: WindowHost) -> TableModePage:
    """The table-mode page, built once and kept in the main window's stack."""
    existing = main.windows.table_mode
    if existing is None:
        parts = main.ensure_game_ui()
        existing = TableModePage(parts.controller)
        existing.table.discard_clicked.connect(main.show_discard)  # as on the digital table
        existing.strip.rule_clicked.connect(main.show_rules)  # "rule A4" in a refusal note
        existing.strip.back.clicked.connect(main.back_to_result)  # a finished game's table
        main.stack.addWidget(existing)
        main.windows.table_mode = existing
    return existing


def showing(main: WindowHost) -> bool:
    found = main.windows.table_mode
    return found is not None and main.stack.currentWidget() is found and not main.curtain.covered()


def open_new_table_game(main: WindowHost) -> None:
    """The New table game dialog. One game is on screen at a time (one controller: undo, the
    log and Close act on the game you see), so an open game is saved and closed first,
    after asking."""
    def show() -> None:
        assert main.storage is not None
        repo = main.storage.repo
        cardsets = [(c.id, c.name) for c in repo.list_cardsets()]
        chosen = chosen_cardset(main.settings) or main.storage.demo_cardset_id
        dialog = NewTableGameDialog(cardsets, chosen, repo.load_cardset, main.stack.window())
        dialog.accepted.connect(lambda: start_table_game(main, dialog.spec()))
        main.dialogs.new_table_game.open(dialog)

    def ask_first() -> None:
        parts = main.parts
        c = parts.controller if parts is not None else None
        if c is not None and c.state is not None and not c.over:
            main.messages.ask(tr("New table game"),
                              tr("A game is open. It is saved: you can resume it from the start "
                                 "page. Close it and start a table game?"), show)
        else:
            show()
    main.when_ready(ask_first)


def start_table_game(main: WindowHost, spec: dict[str, Any]) -> TableModePage | None:
    """Start the game the dialog describes on the main window's controller; its page."""
    parts = main.ensure_game_ui()
    assert main.storage is not None
    repo = main.storage.repo
    try:
        cardset = repo.load_cardset(spec["cardset_id"])
        main.curtain.forget_viewer()
        parts.controller.new_table_game(cardset, spec["names"], spec["first_player"],
                                        spec["dealt_stars"], spec["options"], spec["cardset_id"])
    except (SetupError, StoreError, ValueError, LookupError) as exc:
        main.messages.tell(tr("The table game cannot start"), store_text(exc))
        return None
    return page(main)


def table_changed(main: WindowHost, change: Change) -> TableModePage | None:
    """The game changed: if it is a table game, its log lines and table mode's page are
    brought up to date, and that page returned (the window shows it); else None."""
    parts = main.parts
    assert parts is not None
    c = parts.controller
    if c.state is None or c.state.chance != TABLE:
        return None
    i18n.set_cardset(c.state.cardset)
    if change.kind == "move":
        parts.log_view.add_lines([(k, t) for k, t, _m in lines(c.state, c.names, change.entries, False)])
    elif change.kind != "choice":
        parts.log_view.set_lines([(k, t) for k, t, _m in lines(c.state, c.names, c.log, True)])
    shown = page(main)
    shown.changed(change)
    return shown


def final_table(main: WindowHost) -> TableModePage | None:
    """The table the result page's "Show the table" goes back to: table mode for a table
    game, else None (the digital table)."""
    parts = main.parts
    if parts is None or parts.controller.state is None or parts.controller.state.chance != TABLE:
        return None
    return page(main)


def table_action(main: WindowHost, kind: str) -> bool:
    """A key of the turn (E, P, O, A, Esc) while table mode is on screen."""
    tm = main.windows.table_mode
    return tm is not None and showing(main) and tm.action(kind)
