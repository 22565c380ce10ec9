"""How the main window reaches looking back: Game → Look back at a game…, and the replay
window's requests (continue from a move, play the deal again). Each new
game is stored whole, then opened in the main window like a resumed game; the game looked
at is never changed."""
from __future__ import annotations

from typing import Any, Callable

from ...engine.record import GameRecord, RecordError
from ...engine.timeline import Timeline, deal_again
from ...store.errors import replay_error
from ..i18n import tr
from .log_export import export_log


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
        main.dialogs.saved_games.show(dialog)  # not modal: its replay windows take the keyboard
    main.when_ready(show)


def load(main: Any, game_id: int) -> tuple[GameRecord, str] | None:
    """The saved game's record (not replayed: what is shown of it replays it once) and its
    mode, or None after a message saying why it cannot be opened."""
    try:
        return main.storage.repo.load_record(game_id)
    except Exception as exc:  # a vanished game, a log that no longer replays
        main._tell(tr("The game cannot be opened"), str(exc))
        return None


def open_replay(main: Any, game_id: int) -> Any:
    """A replay window on a saved game (finished or not); None after a message."""
    from .window import ReplayWindow
    loaded = load(main, game_id)
    if loaded is None:
        return None
    record, mode = loaded
    try:
        timeline = Timeline.of(record)
    except RecordError as exc:
        main._tell(tr("The game cannot be opened"), str(replay_error(game_id, record, exc)))
        return None
    window = ReplayWindow(timeline, game_id, main)
    window.continue_from.connect(
        lambda step: continue_from(main, game_id, timeline.branch(step), mode, step))
    window.play_again.connect(lambda: play_again(main, game_id))
    window.export_log.connect(lambda: export_log(main, game_id))
    main.replay_window = window  # tests reach it here
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def _start(main: Any, record: GameRecord, mode: str, note: Callable[[int], str]) -> int | None:
    """Store `record` as a new game (a stored game session: the session layer is the way
    games are made and changed) and open it in the main window, or in the table companion
    for a table game, as a resumed game; its number."""
    from ...store.session_sink import new_stored_session, stored_game_id
    try:
        new_id = stored_game_id(new_stored_session(main.storage.repo, record, mode))
        assert new_id is not None
    except Exception as exc:  # refused by the store or the rules: nothing was stored
        main._tell(tr("The game cannot start"), str(exc))
        return None
    window = getattr(main, "replay_window", None)
    if window is not None:
        window.close()
        main.replay_window = None
    main.dialogs.saved_games.close()
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
    loaded = load(main, game_id)
    if loaded is None:
        return None
    record, mode = loaded
    return _start(main, deal_again(record), mode,
                  lambda new: tr("Game {new} deals game {game} again.").format(new=new, game=game_id))
