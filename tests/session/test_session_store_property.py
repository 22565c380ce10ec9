"""Property: whatever mix of moves, undos, redos, injected save failures and retries, after
every step the session's state is what a fresh replay of the stored game gives."""
from __future__ import annotations

import json
import random
import sqlite3
import tempfile
from pathlib import Path

import pytest
from engine.factory import synthetic_doc
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from redlight_app.engine.cards import load_cardset
from redlight_app.engine.record import GameRecord
from redlight_app.session import DISK_FULL, POSITION, GameSession, SaveError, SessionError
from redlight_app.store.repository import Repository, SequenceError
from redlight_app.store.session_sink import StoreSink

CARDSET = load_cardset(synthetic_doc())


def _disk_full() -> sqlite3.OperationalError:
    error = sqlite3.OperationalError("database or disk is full")
    error.sqlite_errorcode = 13  # type: ignore[attr-defined]
    return error


class FailingRepository(Repository):
    """A repository whose next write fails inside its transaction, as a full disk does."""

    failures = 0

    def _append(self, conn, game_id, move, after, expected):  # type: ignore[no-untyped-def]
        if self.failures:  # a write has begun in the move's transaction, then the disk fills
            self.failures -= 1
            conn.exec_driver_sql("UPDATE games SET move_count = move_count + 1 WHERE id = ?",
                                 (game_id,))
            raise _disk_full()
        return super()._append(conn, game_id, move, after, expected)

    def _cut(self, game_id, keep_of, refusal):  # type: ignore[no-untyped-def]
        if self.failures:
            self.failures -= 1
            with self._guard("undo the move"):
                raise _disk_full()
        return super()._cut(game_id, keep_of, refusal)


def _check(session: GameSession, repo: Repository, game_id: int) -> None:
    loaded = repo.load_game(game_id)
    assert loaded.record.moves == session.record.moves
    assert json.dumps(loaded.state.to_dict(), sort_keys=True) == \
        json.dumps(session.state.to_dict(), sort_keys=True)


steps = st.lists(st.one_of(
    st.tuples(st.just("moves"), st.integers(1, 8)),
    st.tuples(st.just("fail"), st.integers(1, 2)),
    st.tuples(st.just("undo"), st.just(0)),
    st.tuples(st.just("undo_to"), st.integers(0, 30)),
    st.tuples(st.just("redo"), st.just(0)),
    st.tuples(st.just("reload"), st.just(0)),
), min_size=1, max_size=14)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), ops=steps)
def test_the_session_always_equals_a_replay_of_what_the_store_holds(seed, ops):
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as folder:
        repo = FailingRepository.open(Path(folder), register_demo=False)
        try:
            record = GameRecord(cardset=CARDSET, seed=seed, seats=[
                {"name": "Ann", "kind": "human", "level": None},
                {"name": "Bot", "kind": "bot", "level": "random"},
                {"name": "Cy", "kind": "human", "level": None}])
            game_id = repo.create_game(record)
            session = GameSession(record, StoreSink(repo, game_id))
            for op, n in ops:
                try:
                    if op == "moves":
                        for _ in range(n):
                            if session.awaiting is not None:
                                giver = session.awaiting.giver
                                session.give_back(rng.choice(session.state.players[giver].awards))
                                continue
                            seat = session.acting_seat()
                            if seat is None:
                                break
                            session.submit(rng.choice(session.legal(seat)))
                    elif op == "fail":
                        repo.failures = n
                    elif op == "undo":
                        session.undo(agreed=True)
                    elif op == "undo_to":
                        session.undo_to(min(n, max(0, session.seq - 1)))
                    elif op == "redo":
                        session.redo()
                    elif op == "reload":
                        session = GameSession(repo.load_game(game_id).record,
                                              StoreSink(repo, game_id))
                except SaveError as exc:
                    assert exc.reason == DISK_FULL
                except SessionError:
                    pass  # nothing to undo or redo, or a choice awaited
                _check(session, repo, game_id)
        finally:
            repo.close()


def test_a_failed_save_then_a_good_one_stores_the_move_at_its_place(tmp_path):
    """The issue's case: one failed save followed by a good one must not write the next move
    at the wrong place."""
    repo = FailingRepository.open(tmp_path, register_demo=False)
    try:
        record = GameRecord(cardset=CARDSET, seed=3, seats=[{"name": n, "kind": "human",
                                                             "level": None} for n in "AB"])
        game_id = repo.create_game(record)
        session = GameSession(record, StoreSink(repo, game_id))
        rng = random.Random(3)
        for _ in range(5):
            session.submit(rng.choice(session.legal(session.acting_seat())))
        move = rng.choice(session.legal(session.acting_seat()))
        repo.failures = 1
        with pytest.raises(SaveError):
            session.submit(move)
        assert repo.count_moves(game_id) == 5
        session.submit(move)
        for _ in range(5):
            session.submit(rng.choice(session.legal(session.acting_seat())))
        assert repo.count_moves(game_id) == 11
        _check(session, repo, game_id)
    finally:
        repo.close()


def test_the_store_refuses_a_move_at_a_wrong_place_in_the_database(tmp_path):
    with Repository.open(tmp_path, register_demo=False) as repo:
        record = GameRecord(cardset=CARDSET, seed=4, seats=[{"name": n, "kind": "human",
                                                             "level": None} for n in "AB"])
        game_id = repo.create_game(record)
        session = GameSession(record, StoreSink(repo, game_id))
        rng = random.Random(4)
        for _ in range(3):
            session.submit(rng.choice(session.legal(session.acting_seat())))
        state = session.state
        move = rng.choice(session.legal(session.acting_seat()))
        with pytest.raises(SequenceError, match="move 6 cannot be saved there.*holds 3 moves"):
            repo.append_move(game_id, move, state, seq=6)
        with pytest.raises(SequenceError):
            repo.append_move(game_id, move, state, seq=3)  # a place already taken
        with pytest.raises(SaveError) as caught:
            StoreSink(repo, game_id).append(2, move, state)
        assert caught.value.reason == POSITION
        assert repo.count_moves(game_id) == 3
        assert [g.moves for g in repo.list_games()] == [3]
