"""The store's sub-commands of ``redlight``: games, export, import, stats.

Kept apart from `redlight_app.cli` so that the parser only learns their names; SQLAlchemy
is imported when one of them runs, not when the parser is built.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine.names import escaped_json, shown_name
from .errors import StoreError, sentence
from .gamefile import MAX_FILE_BYTES

if TYPE_CHECKING:
    from .repository import Repository

EXIT_OK, EXIT_STORE, EXIT_INPUT = 0, 1, 2


def add_store_commands(sub: Any) -> None:
    """Register the sub-commands on an ``add_subparsers()`` object."""
    data_dir = argparse.ArgumentParser(add_help=False)
    data_dir.add_argument("--data-dir", default=argparse.SUPPRESS,
                          help="folder of the saved games (default: REDLIGHT_DATA_DIR, "
                               "else the user's data folder)")

    p = sub.add_parser("games", parents=[data_dir], help="list saved games")
    which = p.add_mutually_exclusive_group()
    which.add_argument("--finished", dest="finished", action="store_true", default=None,
                       help="only finished games")
    which.add_argument("--unfinished", dest="finished", action="store_false",
                       help="only games still in play")
    p.add_argument("--json", action="store_true", help="print JSON instead of a table")
    p.set_defaults(func=cmd_games)

    p = sub.add_parser("export", parents=[data_dir],
                       help="write a saved game to a JSON file (redlight-game/1)")
    p.add_argument("game", help="the game's number, as `redlight games` shows it")
    p.add_argument("file", help="the file to write, or - for standard output")
    p.add_argument("--force", action="store_true", help="replace FILE if it exists")
    p.set_defaults(func=cmd_export)

    p = sub.add_parser("import", parents=[data_dir],
                       help="add a game from a JSON file (redlight-game/1)")
    p.add_argument("file", help="the file to read, or - for standard input")
    p.set_defaults(func=cmd_import)

    p = sub.add_parser("stats", parents=[data_dir], help="per-player statistics")
    p.add_argument("--json", action="store_true", help="print JSON instead of a table")
    p.set_defaults(func=cmd_stats)


def _error(message: str) -> None:
    print(f"redlight: {sentence(message)}", file=sys.stderr)


def _open(args: argparse.Namespace) -> Repository:
    from ..config import data_dir
    from .repository import Repository

    # Not exclusive: the commands may run while the app is open (SQLite's own locking keeps
    # an import safe). Repairing or migrating the file still needs the app closed.
    repo = Repository.open(data_dir(getattr(args, "data_dir", None)), exclusive=False)
    for notice in repo.notices:
        _error(notice)
    return repo


def _open_for_reading(args: argparse.Namespace) -> Repository | None:
    from ..config import data_dir
    from .repository import Repository

    # Listing and exporting read only: no lock taken, nothing created or written, so they
    # never stand in the way of the app (or of each other).
    return Repository.open_for_reading(data_dir(getattr(args, "data_dir", None)))


def _run(args: argparse.Namespace, body: Any, read_only: bool = False,
         nothing_saved: Any = None) -> int:
    try:
        repo = _open_for_reading(args) if read_only else _open(args)
    except StoreError as exc:
        _error(str(exc))
        return EXIT_STORE
    if repo is None:  # no saved-games file yet
        return int(nothing_saved())
    try:
        return int(body(repo))
    except StoreError as exc:
        _error(str(exc))
        return EXIT_STORE
    finally:
        repo.close()


def _when(value: Any) -> str:
    return value.astimezone().strftime("%Y-%m-%d %H:%M")


def cmd_games(args: argparse.Namespace) -> int:
    def body(repo: Repository) -> int:
        games = repo.list_games(args.finished)
        if args.json:
            print(escaped_json(json.dumps([{
                "id": g.id, "names": g.names, "status": g.status, "turn": g.turn,
                "moves": g.moves, "mode": g.mode, "cardset": g.cardset,
                "created": g.created.isoformat(), "updated": g.updated.isoformat(),
                "winners": g.winners, "ending": g.ending} for g in games],
                ensure_ascii=False)))
            return EXIT_OK
        if not games:
            print("No saved games.")
            return EXIT_OK
        rows: list[tuple[str, ...]] = [("GAME", "STATUS", "TURN", "MOVES", "UPDATED", "PLAYERS")]
        for g in games:
            names = [shown_name(n) for n in g.names]  # a stored name stays on its line
            status = shown_name(g.status)
            if g.status == "over":
                won = ", ".join(names[s] for s in g.winners if 0 <= s < len(names))
                status = f"won by {won}" if won else f"over ({shown_name(g.ending or 'no winner')})"
            rows.append((str(g.id), status, str(g.turn), str(g.moves), _when(g.updated),
                         ", ".join(names)))
        _table(rows)
        return EXIT_OK

    def empty() -> int:
        print("[]" if args.json else "No saved games.")
        return EXIT_OK

    return _run(args, body, read_only=True, nothing_saved=empty)


def cmd_stats(args: argparse.Namespace) -> int:
    def body(repo: Repository) -> int:
        if args.json:  # the full per-name statistics (store/statistics.py)
            from .statistics import compute, finished_games, ordered
            print(escaped_json(json.dumps(
                [s.to_dict() for s in ordered(compute(finished_games(repo)))],
                ensure_ascii=False)))
            return EXIT_OK
        stats = repo.stats()
        if not stats:
            print("No finished games yet.")
            return EXIT_OK
        rows: list[tuple[str, ...]] = [("PLAYER", "GAMES", "WINS", "WIN RATE", "MEAN AWARDS")]
        rows += [(shown_name(s.name), str(s.games), str(s.wins), f"{s.win_rate:.0%}", f"{s.mean_awards:.2f}")
                 for s in stats]
        _table(rows)
        return EXIT_OK

    def empty() -> int:
        print("[]" if args.json else "No finished games yet.")
        return EXIT_OK

    return _run(args, body, read_only=True, nothing_saved=empty)


def _table(rows: list[tuple[str, ...]]) -> None:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for row in rows:
        print("  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip())


def cmd_export(args: argparse.Namespace) -> int:
    try:
        game_id = int(args.game)
    except ValueError:
        _error(f"GAME must be a game's number (see `redlight games`), not {args.game!r}")
        return EXIT_INPUT
    target = None if args.file == "-" else Path(args.file)
    if target is not None and target.exists() and not args.force:
        _error(f"{target} exists: choose another name, or add --force to replace it")
        return EXIT_INPUT

    def body(repo: Repository) -> int:
        text = json.dumps(repo.export_game(game_id), ensure_ascii=False, indent=1) + "\n"
        if target is None:
            sys.stdout.write(escaped_json(text))
            return EXIT_OK
        try:
            _write_atomically(target, text)
        except OSError as exc:
            _error(f"cannot write {target}: {exc.strerror}")
            return EXIT_INPUT
        print(f"Game {game_id} written to {target}.")
        return EXIT_OK

    def missing() -> int:
        _error(f"There is no saved game {game_id}.")
        return EXIT_STORE

    return _run(args, body, read_only=True, nothing_saved=missing)


def _write_atomically(target: Path, text: str) -> None:
    """Write to a temporary file beside `target`, then rename: never a half-written file."""
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent or ".")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def read_json_file(name: str) -> Any:
    """A JSON document from a file (or - for stdin); StoreError-free: ValueError for people."""
    try:
        if name == "-":
            raw = sys.stdin.buffer.read(MAX_FILE_BYTES + 1)
        else:
            with open(name, "rb") as fh:
                raw = fh.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise ValueError(f"cannot read {name}: {exc.strerror}") from None
    from .gamefile import parse_game_file
    try:
        return parse_game_file(raw, name)
    except StoreError as exc:
        raise ValueError(str(exc).rstrip(".")) from None


def cmd_import(args: argparse.Namespace) -> int:
    try:
        data = read_json_file(args.file)
    except ValueError as exc:
        _error(str(exc))
        return EXIT_INPUT

    def body(repo: Repository) -> int:
        from .errors import GameFileError

        try:
            game_id = repo.import_game(data)
        except GameFileError as exc:
            _error(f"{args.file}: {exc} Nothing was imported.")
            return EXIT_INPUT
        print(f"Imported as game {game_id}.")
        return EXIT_OK

    return _run(args, body)
