"""`redlight log GAME [--format text|markdown|html] [--seat N]`: a saved game's log, printed
(its options are in cli.py)."""
from __future__ import annotations

import argparse
import sys

from .config import data_dir
from .engine.record import RecordError
from .game_log import game_log
from .store.errors import StoreError, replay_error, sentence
from .store.repository import Repository

EXIT_OK, EXIT_STORE, EXIT_INPUT = 0, 1, 2


def _error(message: str) -> None:
    print(f"redlight: {sentence(message)}", file=sys.stderr)


def cmd_log(args: argparse.Namespace) -> int:
    try:
        game_id = int(args.game)
    except ValueError:
        _error(f"GAME must be a game's number (see `redlight games`), not {args.game!r}")
        return EXIT_INPUT
    try:  # read only: no lock, nothing written, so it may run while the app is open
        repo = Repository.open_for_reading(data_dir(getattr(args, "data_dir", None)))
    except StoreError as exc:
        _error(str(exc))
        return EXIT_STORE
    if repo is None:
        _error(f"There is no saved game {game_id}: there are no saved games yet.")
        return EXIT_STORE
    try:
        record, _mode = repo.load_record(game_id)  # replayed once, by game_log
        seats = len(record.seats)
        if args.seat is not None and not 0 <= args.seat < seats:
            _error(f"--seat must be a seat of game {game_id}: 0 to {seats - 1}")
            return EXIT_INPUT
        text = game_log(record, args.format, game_id, args.seat)
    except StoreError as exc:
        _error(str(exc))
        return EXIT_STORE
    except RecordError as exc:
        _error(str(replay_error(game_id, record, exc)))
        return EXIT_STORE
    finally:
        repo.close()
    sys.stdout.write(text)
    return EXIT_OK
