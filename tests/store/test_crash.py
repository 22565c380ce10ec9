"""Crash safety: a child plays bot games into the store and is killed with SIGKILL at random
moments; after each kill the database is intact, every game replays, and no move the child
reported as committed is missing (nor any move it did not make present)."""
from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from redlight_app.store.files import DB_NAME
from redlight_app.store.repository import Repository

CHILD = Path(__file__).with_name("crash_child.py")
KILLS = int(os.environ.get("REDLIGHT_CRASH_KILLS", "30"))

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


@dataclass
class Expected:
    """What the child reported for one game: its moves, and an undo that may be in flight."""

    moves: list[dict] = field(default_factory=list)
    undo_in_flight: int = 0
    append_in_flight: bool = False


def _read_reports(out: str, games: dict[int, Expected]) -> int:
    appended = 0
    for line in out.split("\n")[:-1]:  # a last line without its newline was never reported
        kind, *rest = line.split(" ", 3)
        if kind == "C":
            games[int(rest[0])] = Expected()
        elif kind == "A":
            game, seq, move = int(rest[0]), int(rest[1]), json.loads(rest[2])
            expected = games.setdefault(game, Expected())
            assert seq == len(expected.moves) + 1, f"game {game}: reported seq {seq} out of order"
            expected.moves.append(move)
            appended += 1
        elif kind == "U":
            games[int(rest[0])].undo_in_flight = int(rest[1])
        elif kind == "u":
            expected = games[int(rest[0])]
            del expected.moves[int(rest[1]):]
            expected.undo_in_flight = 0
    return appended


def _run_child(data_dir: Path, seed: int, delay: float, after_open: bool,
               report: Path) -> tuple[str, str, int]:
    """Run the child and SIGKILL it `delay` seconds after it starts, or after it reports
    that the store is open (`after_open`). Returns its reports, its stderr and exit code."""
    report.write_bytes(b"")
    env = dict(os.environ, PYTHONPATH=str(CHILD.parents[2]))
    with open(report.with_suffix(".err"), "w+") as err:
        child = subprocess.Popen([sys.executable, str(CHILD), str(data_dir), str(seed),
                                  str(report)], stdout=subprocess.DEVNULL, stderr=err, env=env)
        if after_open:
            deadline = time.monotonic() + 30
            while not report.read_bytes().startswith(b"open\n"):
                if child.poll() is not None or time.monotonic() > deadline:
                    break
                time.sleep(0.005)
        time.sleep(delay)
        child.send_signal(signal.SIGKILL)
        child.wait()
        err.seek(0)
        return report.read_text(), err.read(), child.returncode


def _check(data_dir: Path, games: dict[int, Expected], context: str) -> None:
    path = data_dir / DB_NAME
    if path.exists():
        con = sqlite3.connect(path)
        try:
            assert con.execute("PRAGMA integrity_check").fetchall() == [("ok",)], context
        finally:
            con.close()
    with Repository.open(data_dir, register_demo=False) as repo:
        assert repo.moved_aside is None, context
        listed = {g.id: g for g in repo.list_games()}
        for game_id in games:
            assert game_id in listed, f"{context}: reported game {game_id} is missing"
        for game_id, summary in listed.items():
            loaded = repo.load_game(game_id)  # replays the whole log through the engine
            stored = [m.to_dict() for m in loaded.record.moves]
            assert summary.moves == len(stored), context
            assert summary.status == loaded.state.status, context
            assert summary.turn == loaded.state.turn, context
            expected = games.get(game_id)
            if expected is None:  # created, killed before reporting it: no moves yet
                assert stored == [], f"{context}: unreported game {game_id} has moves"
                games[game_id] = Expected()
                continue
            reported = expected.moves
            allowed = [len(reported), len(reported) + 1]
            if expected.undo_in_flight:
                allowed.append(len(reported) - expected.undo_in_flight)
            assert len(stored) in allowed, (
                f"{context}: game {game_id} has {len(stored)} moves, reported {len(reported)}")
            common = min(len(stored), len(reported))
            assert stored[:common] == reported[:common], f"{context}: game {game_id} differs"
            # What is on disk is the truth from here on: the next child resumes from it.
            expected.moves = stored
            expected.undo_in_flight = 0


def test_the_store_survives_sigkill_at_random_moments(tmp_path):
    data_dir = tmp_path / "data"
    rnd = random.Random(20261202)
    games: dict[int, Expected] = {}
    total_appends = 0
    kills_while_playing = 0
    for kill in range(KILLS):
        # A few kills land anywhere in start-up; the rest at a random moment of play.
        in_startup = kill % 10 == 0
        delay = rnd.uniform(0.0, 0.8) if in_startup else rnd.uniform(0.0, 0.5)
        seed = rnd.randrange(2**31)
        out, err, code = _run_child(data_dir, seed, delay, not in_startup,
                                    tmp_path / "report.txt")
        context = f"kill {kill + 1} (seed {seed}, after {delay:.2f}s)"
        assert code == -signal.SIGKILL, f"{context}: child died by itself:\n{err}"
        appended = _read_reports(out, games)
        total_appends += appended
        kills_while_playing += appended > 0
        _check(data_dir, games, context)
    print(f"{KILLS} kills, {kills_while_playing} while playing, {total_appends} moves reported, "
          f"{len(games)} games")
    assert KILLS >= 30 or "REDLIGHT_CRASH_KILLS" in os.environ
    assert kills_while_playing >= KILLS * 2 // 3, "most kills should land while moves are saved"
    assert total_appends > 100
    with Repository.open(data_dir, register_demo=False) as repo:
        assert repo.list_games(), "the children saved games"



KILL_AT_STATEMENT = """
import os, signal, sys
from pathlib import Path
from sqlalchemy import Engine, event
from redlight_app.store.repository import Repository

target, seen = int(sys.argv[2]), [0]

def count(*args):
    seen[0] += 1
    if seen[0] == target:
        os.kill(os.getpid(), signal.SIGKILL)

event.listen(Engine, "before_cursor_execute", count)
event.listen(Engine, "commit", count)
Repository.open(Path(sys.argv[1])).close()
print("finished", seen[0], flush=True)
"""


def _open_killed_at(data_dir: Path, statement: int) -> str:
    from .support import python_child

    child = python_child(KILL_AT_STATEMENT, str(data_dir), str(statement))
    out, err = child.communicate(timeout=60)
    if child.returncode != -signal.SIGKILL:
        assert child.returncode == 0, err
    return out


@pytest.mark.parametrize("start", ["fresh", "from_0001"])
def test_a_kill_while_the_file_is_created_or_migrated_leaves_it_usable(tmp_path, cardset,
                                                                       start):
    """Killed before each statement of the migration (and before its COMMIT), the file
    is left as it was or fully migrated, never half-way."""
    from redlight_app.store.db import head_revision, make_engine, upgrade
    from redlight_app.store.files import check_file

    from .support import played_record
    from .test_migrations import _insert_at_0001

    record, state = played_record(cardset, seed=11, moves=10_000)
    statement, finished = 1, False
    while not finished:
        data_dir = tmp_path / f"{start}-{statement}"
        data_dir.mkdir()
        if start == "from_0001":
            engine = make_engine(data_dir / DB_NAME)
            upgrade(engine, "0001")
            engine.dispose()
            con = sqlite3.connect(data_dir / DB_NAME)
            with con:
                _insert_at_0001(con, record, state)
            con.close()
        finished = _open_killed_at(data_dir, statement).startswith("finished")
        check = check_file(data_dir / DB_NAME, busy_timeout=1.0)
        if start == "fresh":
            assert check.kind in ("absent", "empty") or check.revision == head_revision()
        else:
            assert check.revision in ("0001", head_revision()), check
        with Repository.open(data_dir, register_demo=False) as repo:
            assert repo.moved_aside is None
            assert [g.id for g in repo.list_games()] == ([1] if start == "from_0001" else [])
            if start == "from_0001":
                assert repo.load_game(1).state.to_dict() == state.to_dict()
                assert repo.stats()[0].mean_awards > 0  # the backfill ran on reopening
        statement += 5 if statement > 2 else 1
    assert statement > 10, "the migration ran more statements than that"
