"""How the main window reaches looking back: Game → Look back at a game…, Export log…,
and the replay window's requests (continue from a move, play the deal again). Each new
game is stored whole, then opened in the main window like a resumed game; the game looked
at is never changed."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any, Callable

from ...engine.record import GameRecord, RecordError
from ...engine.timeline import Timeline, deal_again
from ...game_log import game_log
from ..i18n import card_name, engine_text, tr

FORMAT_OF_SUFFIX = {".md": "markdown", ".markdown": "markdown", ".html": "html", ".htm": "html"}


def open_look_back(main: Any) -> None:
    """The list of every saved game, to replay one, deal it again or export its log."""
    def show() -> None:
        from .games_dialog import SavedGamesDialog
        try:
            games = main.storage.repo.list_games()
        except Exception as exc:  # a store that cannot list: say so
            main._tell(tr("Look back at a game"), str(exc))
            return
        dialog = SavedGamesDialog(games, main)
        current = getattr(getattr(main, "controller", None), "game_id", None)
        if current is not None:
            dialog.select_game(current)  # the game just played comes first to hand
        dialog.replay.connect(lambda gid: open_replay(main, gid))
        dialog.play_again.connect(lambda gid: play_again(main, gid))
        dialog.export_log.connect(lambda gid: export_log(main, gid))
        dialog.finished.connect(dialog.deleteLater)
        main.saved_games_dialog = dialog  # tests reach it here
        dialog.show()  # not modal: the replay windows it opens take the keyboard
    main.when_ready(show)


def _load(main: Any, game_id: int) -> Any:
    try:
        return main.storage.repo.load_game(game_id)
    except Exception as exc:  # a vanished game, a log that no longer replays
        main._tell(tr("The game cannot be opened"), str(exc))
        return None


def open_replay(main: Any, game_id: int) -> Any:
    """A replay window on a saved game (finished or not); None after a message."""
    from .window import ReplayWindow
    loaded = _load(main, game_id)
    if loaded is None:
        return None
    try:
        timeline = Timeline.of(loaded.record)
    except RecordError as exc:
        main._tell(tr("The game cannot be opened"), str(exc))
        return None
    window = ReplayWindow(timeline, game_id, main)
    window.continue_from.connect(
        lambda step: continue_from(main, game_id, timeline.branch(step), loaded.mode, step))
    window.play_again.connect(lambda: play_again(main, game_id))
    window.export_log.connect(lambda: export_log(main, game_id))
    main.replay_window = window  # tests reach it here
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def _start(main: Any, record: GameRecord, mode: str, note: Callable[[int], str]) -> int | None:
    """Store `record` as a new game and open it in the main window; its number."""
    try:
        new_id = int(main.storage.repo.create_game(record, mode))
    except Exception as exc:  # refused by the store or the rules: nothing was stored
        main._tell(tr("The game cannot start"), str(exc))
        return None
    window = getattr(main, "replay_window", None)
    if window is not None:
        window.close()
        main.replay_window = None
    dialog = getattr(main, "saved_games_dialog", None)
    if dialog is not None and dialog.isVisible():
        dialog.accept()
    main.resume_game(new_id)
    main.statusBar().showMessage(note(new_id), 10000)
    return new_id


def continue_from(main: Any, game_id: int, record: GameRecord, mode: str, step: int) -> int | None:
    """A new game: game `game_id`'s deal and its first `step` moves; that game stays as it was."""
    return _start(main, record, mode, lambda new: tr(
        "Game {new} continues game {game} from move {move}; game {game} is unchanged.").format(
            new=new, game=game_id, move=step))


def play_again(main: Any, game_id: int) -> int | None:
    """A new game with game `game_id`'s card set, seed, seats and options: new choices."""
    loaded = _load(main, game_id)
    if loaded is None:
        return None
    return _start(main, deal_again(loaded.record), loaded.mode,
                  lambda new: tr("Game {new} deals game {game} again.").format(new=new, game=game_id))


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


def write_text_atomically(path: Path, text: str) -> None:
    """Write beside `path`, then rename: never a half-written file."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def save_log(main: Any, game_id: int, path: str, chosen_filter: str = "") -> bool:
    """Write game `game_id`'s log to `path` (its format from the file's suffix)."""
    loaded = _load(main, game_id)
    if loaded is None:
        return False
    try:
        text = log_text(loaded.record, format_for(path, chosen_filter), game_id)
        write_text_atomically(Path(path), text)
    except (OSError, RecordError) as exc:
        main._tell(tr("The log was not saved"), str(exc))
        return False
    main.statusBar().showMessage(tr("The log of game {game} was saved to {path}.").format(
        game=game_id, path=path), 10000)
    return True


def export_log(main: Any, game_id: int | None = None) -> None:
    """Game → Export log…: the game in play (or `game_id`) to a text, Markdown or HTML file."""
    from PySide6.QtWidgets import QFileDialog
    if game_id is None:
        controller = getattr(main, "controller", None)
        game_id = getattr(controller, "game_id", None)
    if game_id is None:
        main.statusBar().showMessage(tr("Open a game first, or choose one in Game → Look back "
                                        "at a game."), 8000)
        return
    filters = [tr("Text (*.txt)"), tr("Markdown (*.md)"), tr("Web page (*.html)")]
    dialog = QFileDialog(main, tr("Export the log of game {game}").format(game=game_id),
                         str(Path.home() / f"red-light-game-{game_id}.txt"), ";;".join(filters))
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setObjectName("export-log-dialog")
    dialog.fileSelected.connect(
        lambda path: save_log(main, game_id, path, dialog.selectedNameFilter()))
    dialog.finished.connect(dialog.deleteLater)
    main.export_log_dialog = dialog  # tests reach it here
    dialog.open()

