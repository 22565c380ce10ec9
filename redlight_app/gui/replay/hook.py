"""How the main window reaches looking back: Game → Look back at a game…, and the replay
window's requests (continue from a move, play the deal again). Each new
game is stored whole, then opened in the main window like a resumed game; the game looked
at is never changed."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ...engine.record import GameRecord, RecordError
from ...engine.timeline import Timeline, deal_again
from ...store.errors import replay_error
from ...store.session_sink import new_stored_session, stored_game_id
from ..i18n import number, tr
from ..storage import read_only_reason
from ..store_words import store_text
from .games_dialog import SavedGamesDialog
from .log_export import export_log
from .saved_game import load
from .window import ReplayWindow

if TYPE_CHECKING:
    from ..window_host import WindowHost


def open_look_back(main: WindowHost) -> None:
    """The list of every saved game, to replay one, deal it again or export its log."""
    def show() -> None:
        try:
            assert main.storage is not None
            games = main.storage.saved_games.list_games()
        except Exception as exc:  # a store that cannot list: say so
            main.messages.tell(tr("Look back at a game"), store_text(exc))
            return
        dialog = SavedGamesDialog(games, main.stack.window(),
                                  can_play_again=not main.storage.read_only)
        current = main.parts.controller.game_id if main.parts is not None else None
        if current is not None:
            dialog.select_game(current)  # the game just played comes first to hand
        dialog.replay.connect(lambda gid: open_replay(main, gid))
        dialog.play_again.connect(lambda gid: play_again(main, gid))
        dialog.export_log.connect(lambda gid: export_log(main, gid))
        main.dialogs.saved_games.show(dialog)  # not modal: its replay windows take the keyboard
    main.when_ready(show)


def open_replay(main: WindowHost, game_id: int) -> ReplayWindow | None:
    """A replay window on a saved game (finished or not); None after a message."""
    loaded = load(main, game_id)
    if loaded is None:
        return None
    record, mode = loaded
    try:
        timeline = Timeline.of(record)
    except RecordError as exc:
        main.messages.tell(tr("The game cannot be opened"),
                           store_text(replay_error(game_id, record, exc)))
        return None
    assert main.storage is not None
    window = ReplayWindow(timeline, game_id, main.stack.window(),
                          can_continue=not main.storage.read_only)
    window.continue_from.connect(
        lambda step: continue_from(main, game_id, timeline.branch(step), mode, step))
    window.play_again.connect(lambda: play_again(main, game_id))
    window.export_log.connect(lambda: export_log(main, game_id, window))
    main.curtain.covering.connect(window.put_hands_away)
    main.windows.replay = window
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def _start(main: WindowHost, record: GameRecord, mode: str, note: Callable[[int], str]) -> int | None:
    """Store `record` as a new game (a stored game session: the session layer is the way
    games are made and changed) and open it in the main window, or in the table companion
    for a table game, as a resumed game; its number."""
    assert main.storage is not None
    if main.storage.read_only:  # the dialog's Play again: nothing can be saved
        main.messages.tell(tr("The game cannot start"), read_only_reason())
        return None
    try:
        new_id = stored_game_id(new_stored_session(main.storage.repo, record, mode))
        assert new_id is not None
    except Exception as exc:  # refused by the store or the rules: nothing was stored
        main.messages.tell(tr("The game cannot start"), store_text(exc))
        return None
    window = main.windows.replay
    if window is not None:
        window.close()
        main.windows.replay = None
    main.dialogs.saved_games.close()
    main.resume_game(new_id)
    main.statusBar().showMessage(note(new_id), 10000)
    return new_id


def continue_from(main: WindowHost, game_id: int, record: GameRecord, mode: str, step: int) -> int | None:
    """A new game: game `game_id`'s deal and its first `step` moves (the replay's "Move
    `step` of N": the moves made, counted from 1); that game stays as it was. The note says
    how many moves were kept, the number the table's "Autosaved · N moves" starts from (it
    counts on at once when the computer is to move)."""
    return _start(main, record, mode, lambda new: tr(
        "Game {new} continues game {game} with its first {count} moves; game {game} is unchanged.",
        "", step).format(new=new, game=game_id, count=number(step)))


def play_again(main: WindowHost, game_id: int) -> int | None:
    """A new game with game `game_id`'s card set, seed, seats and options: new choices."""
    loaded = load(main, game_id)
    if loaded is None:
        return None
    record, mode = loaded
    return _start(main, deal_again(record), mode,
                  lambda new: tr("Game {new} deals game {game} again.").format(new=new, game=game_id))
