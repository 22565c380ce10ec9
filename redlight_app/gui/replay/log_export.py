"""Game → Export log…: a saved game's log as a text, Markdown or HTML file (game_log.py),
in the language of the app."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog, QHeaderView, QMainWindow

from ...engine.record import GameRecord, RecordError
from ...game_log import game_log
from ...store.errors import replay_error
from ..i18n import card_name, engine_text, tr
from ..store_words import store_text
from ..text_file import write_text_atomically
from .saved_game import load

if TYPE_CHECKING:
    from ..window_host import WindowHost

FORMAT_OF_SUFFIX = {".md": "markdown", ".markdown": "markdown", ".html": "html", ".htm": "html"}


def log_text(record: GameRecord, fmt: str, game_id: int | None) -> str:
    """The log as the app exports it: a finished game with every card open; one in play as
    its only human player may know it (with several, as a spectator: no hand is named)."""
    humans = [i for i, s in enumerate(record.seats) if s.get("kind", "human") == "human"]
    reader = humans[0] if len(humans) == 1 else None
    return game_log(record, fmt, game_id, reader, translate=engine_text, card_name=card_name)


def format_for(path: str, chosen_filter: str = "") -> str:
    suffix = Path(path).suffix.lower()
    if suffix in FORMAT_OF_SUFFIX:
        return FORMAT_OF_SUFFIX[suffix]
    if "*.md" in chosen_filter:
        return "markdown"
    if "*.html" in chosen_filter:
        return "html"
    return "text"


def save_log(main: WindowHost, game_id: int, path: str, chosen_filter: str = "",
             over: QMainWindow | None = None) -> bool:
    """Write game `game_id`'s log to `path` (its format from the file's suffix); said in the
    status bar of the window it was asked from (`over`: a replay window; else the main one)."""
    loaded = load(main, game_id)
    if loaded is None:
        return False
    record = loaded[0]
    try:
        text = log_text(record, format_for(path, chosen_filter), game_id)
        write_text_atomically(Path(path), text)
    except RecordError as exc:
        main.messages.tell(tr("The log was not saved"),
                           store_text(replay_error(game_id, record, exc)))
        return False
    except OSError as exc:
        main.messages.tell(tr("The log was not saved"), str(exc))
        return False
    (over or main).statusBar().showMessage(tr("The log of game {game} was saved to {path}.").format(
        game=game_id, path=path), 10000)
    return True


def export_log(main: WindowHost, game_id: int | None = None, over: QMainWindow | None = None) -> None:
    """Game → Export log…: the game in play (or `game_id`) to a text, Markdown or HTML file;
    `over`: the window it is asked from, if not the main one (a replay's: the file dialog and
    the sentence that the log was saved go there, not behind it)."""
    if game_id is None and main.parts is not None:
        game_id = main.parts.controller.game_id
    if game_id is None:
        main.statusBar().showMessage(tr("Open a game first, or choose one in Game → Look back "
                                        "at a game."), 8000)
        return
    filters = [tr("Text (*.txt)"), tr("Markdown (*.md)"), tr("Web page (*.html)")]
    dialog = QFileDialog(over or main.stack.window(), tr("Export the log of game {game}").format(game=game_id),
                         str(Path.home() / f"red-light-game-{game_id}.txt"), ";;".join(filters))
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setObjectName("export-log-dialog")
    for header in dialog.findChildren(QHeaderView):  # (the detail view's column titles)
        header.setAccessibleName(tr("Columns of the file list"))
    chosen = game_id
    dialog.fileSelected.connect(
        lambda path: save_log(main, chosen, path, dialog.selectedNameFilter(), over))
    main.dialogs.export_log.open(dialog)

