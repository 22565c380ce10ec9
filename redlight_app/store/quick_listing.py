"""The unfinished saved games, read with the standard library's sqlite3 alone: what the
start page lists at start-up, before the store (SQLAlchemy, slow to import) is open.

The one read beside the repository's SQLAlchemy path, kept for the start-up budget (READY
at most 1.6x a bare PySide6 window, FIGURES.md): without it the start page waits for the
store, and READY was 1,164 ms (6.66x the bare window) against 292 ms (1.67x) with it
(benchmarks/gui.py --against, 5 interleaved runs, load 3.2, 2026-12-06).

Read-only (``mode=ro``, ``query_only``): nothing is locked, created, moved or migrated.
It answers only for a file this version reads as it is (the current schema revision);
anything else (no file, an older or newer schema, damage, a lock) is None, and the start
page waits for the store, which repairs, upgrades or explains.
"""
from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

from ..name_text import stored_name
from .files import DB_NAME, read_only_uri
from .info import GameSummary
from .revisions import head_revision
from .wal import judge_wal

_GAMES = """
SELECT g.id, g.status, g.turn, g.move_count, g.mode, g.created, g.updated, g.chance,
       c.name, r.winners, r.ending
FROM games AS g JOIN cardsets AS c ON c.id = g.cardset_id
LEFT OUTER JOIN results AS r ON r.game_id = g.id
WHERE g.status != 'over'
ORDER BY g.updated DESC, g.id DESC
"""
_SEATS = "SELECT game_id, name FROM seats ORDER BY game_id, position"


def _time(value: str) -> datetime:
    return datetime.fromisoformat(value).replace(tzinfo=UTC)  # stored as naive UTC


def _winners(stored: str | None) -> list[int]:
    if not stored:  # an unfinished game has none: json (its patterns compiled at import, some
        return []  # 3 ms of the READY budget, benchmarks/FIGURES.md) stays off the start-up path
    import json
    return json.loads(stored)


def unfinished_games(data_dir: Path | str, busy_timeout: float = 0.5) -> list[GameSummary] | None:
    """The saved games not over, most recently played first, as `Repository.list_games(
    finished=False)` lists them; [] when there is no saved-games file; None when this file
    cannot be read here as it is."""
    path = Path(data_dir) / DB_NAME
    if not path.is_file():
        return []
    try:
        if judge_wal(path).bad:
            return None  # a -wal not its own: the store sets both aside and says so
        con = sqlite3.connect(read_only_uri(path), uri=True, timeout=busy_timeout)
    except (OSError, sqlite3.Error):
        return None
    try:
        con.execute("PRAGMA query_only = ON")
        versions = [r[0] for r in con.execute("SELECT version_num FROM alembic_version")]
        if versions != [head_revision()]:
            return None
        rows = con.execute(_GAMES).fetchall()
        names: dict[int, list[str]] = {}
        for game_id, name in con.execute(_SEATS):
            names.setdefault(game_id, []).append(stored_name(name))  # as the store shows it
        return [GameSummary(id=gid, names=names.get(gid, []), status=status, turn=turn,
                            moves=moves, mode=mode, created=_time(created),
                            updated=_time(updated),
                            winners=_winners(winners),
                            ending=ending or None, cardset=stored_name(cardset),
                            chance=chance)
                for (gid, status, turn, moves, mode, created, updated, chance, cardset,
                     winners, ending) in rows]
    except (sqlite3.Error, ValueError, TypeError):
        return None
    finally:
        con.close()
