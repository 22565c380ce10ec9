"""Game ▸ Play with phones…: host the game in play (its human seats join from phones, with
the same links as when it was hosted before), or set one up with the New game dialog
first; then the window shows the public table only."""
from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QMessageBox

from ..controller import Change
from ..dialogs.new_game import NewGameDialog
from ..i18n import tr
from ..plain_text import plain_message
from .addresses import serving_addresses
from .dialog import PhonesDialog
from .hosting import PhoneHosting


def hosting_of(window: Any) -> Any:
    """The window's hosted game, or None."""
    return window.findChild(PhoneHosting)


def open_play_with_phones(window: Any) -> None:
    c = window.controller
    if c is not None and c.session is not None and not c.over and c.humans() \
            and c.session.record.chance != "table":
        host_current_game(window)
        return
    _set_up_then_host(window)


def _set_up_then_host(window: Any) -> None:
    """The New game dialog, saying that its game is played from phones; once the game has
    started, it is hosted. A game still open (a table game, played with real cards, or one
    of computers only) is closed by that start: asked first, as New table game does."""
    def open_dialog(from_table: bool) -> None:
        storage = window.storage
        cardsets = [(c.id, c.name) for c in storage.repo.list_cardsets()]
        intro = tr("This starts a new game on this computer: it deals the cards, each human "
                   "player holds their hand on a phone, and this window shows the table.")
        if from_table:
            intro = tr("A table game is played with real cards, so it is not served to phones.") \
                + " " + intro
        dialog = NewGameDialog(cardsets, {"cardset_id": storage.demo_cardset_id}, window,
                               title=tr("Play with phones"), intro=intro, needs_human=True)
        dialog.accepted.connect(lambda: window.games.start_game(dialog.spec()) and host_current_game(window))
        window.dialogs.new_game.open(dialog)

    def ask_first() -> None:
        c = window.controller
        if c is None or c.state is None or c.over:
            open_dialog(False)
            return
        from_table = c.state.chance == "table"
        if from_table:
            question = tr("A table game is open: its cards are real cards, so it cannot be played "
                          "from phones. It is saved: you can resume it from the start page. "
                          "Close it and set up a new game played from phones?")
        else:
            question = tr("A game is open. It is saved: you can resume it from the start page. "
                          "Close it and set up a new game played from phones?")
        window.messages.ask(tr("Play with phones"), question, lambda: open_dialog(from_table))
    window.when_ready(ask_first)


def host_current_game(window: Any, bind: str | None = None) -> Any:
    """Serve the window's game to phones and show the dialog; returns the dialog."""
    hosting = hosting_of(window)
    c = window.controller
    if hosting is None or hosting.game_id != c.game_id:
        if hosting is not None:
            hosting.stop()
        hosting = PhoneHosting(c, window.data_dir, window)
        hosting.stopped.connect(lambda: _public_table(window, False, hosting))
    addresses = serving_addresses()
    if hosting.server is None:
        problem = hosting.serve(bind or addresses[0])
        if problem:
            box = QMessageBox(QMessageBox.Icon.Warning, tr("Play with phones"),
                              tr("The game cannot be served: {problem}").format(problem=problem),
                              QMessageBox.StandardButton.Ok, window)
            plain_message(box)
            box.finished.connect(box.deleteLater)
            box.open()
            return None
    _public_table(window, True, hosting)
    dialog = PhonesDialog(hosting, addresses, window)
    dialog.show()
    return dialog


def _public_table(window: Any, on: bool, hosting: Any) -> None:
    """The window shows the public table (no hand, no curtain) while the game is hosted."""
    if window.curtain.public_table == on:
        return
    window.curtain.public_table = on
    if not on:
        hosting.setParent(None)
        hosting.deleteLater()
    c = window.controller
    session = c.session if c is not None else None
    if session is not None:
        c.changed.emit(Change("load", list(session.log), acting=session.acting_seat(),
                              over=session.over))
