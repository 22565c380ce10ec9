"""The store's sub-commands of ``redlight``: games, export, import, stats (their options
are in cli.py, which imports this module only when one of them runs)."""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from ..config import data_dir
from ..engine.names import escaped_json, shown_name
from .errors import GameFileError, StoreError, sentence
from .gamefile import MAX_FILE_BYTES, parse_game_file
from .repository import Repository
from .statistics import compute, finished_games, ordered

EXIT_OK, EXIT_STORE, EXIT_INPUT = 0, 1, 2


def _error(message: str) -> None:
    print(f"redlight: {sentence(message)}", file=sys.stderr)


def _open(args: argparse.Namespace) -> Repository:
    # Not exclusive: the commands may run while the app is open (SQLite's own locking keeps
    # an import safe). Repairing or migrating the file still needs the app closed.
    repo = Repository.open(data_dir(getattr(args, "data_dir", None)), exclusive=False)
    for notice in repo.notices:
        _error(notice)
    return repo


def _open_for_reading(args: argparse.Namespace) -> Repository | None:
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
        try:
            game_id, created = repo.import_game_once(data)
        except GameFileError as exc:
            _error(f"{args.file}: {exc} Nothing was imported.")
            return EXIT_INPUT
        if created:
            print(f"Imported as game {game_id}.")
        else:
            print(f"{args.file} was already stored as game {game_id}; nothing was imported.")
        return EXIT_OK

    return _run(args, body)
