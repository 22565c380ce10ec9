"""Property: whatever mix of appends, undos and restarts, the stored log is exactly the moves
accepted and not undone, and loading gives the state those moves replay to."""
from __future__ import annotations

import random
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from redlight_app.engine.rules import apply
from redlight_app.store.repository import Repository

from .support import make_cardset, new_record, random_move

CARDSET = make_cardset()

operations = st.lists(st.one_of(
    st.tuples(st.just("append"), st.integers(1, 12)),
    st.tuples(st.just("undo"), st.integers(1, 4)),
    st.tuples(st.just("reopen"), st.just(0)),
), min_size=1, max_size=12)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), ops=operations, players=st.integers(2, 5))
def test_the_log_is_the_accepted_moves_minus_the_undone(seed, ops, players):
    rnd = random.Random(seed)
    with tempfile.TemporaryDirectory() as folder:
        repo = Repository.open(Path(folder), register_demo=False)
        try:
            record = new_record(CARDSET, seed, players)
            game_id = repo.create_game(record)
            accepted = []
            for op, n in ops:
                if op == "append":
                    state = record.replay() if not accepted else repo.load_game(game_id).state
                    for _ in range(n):
                        if state.over:
                            break
                        move = random_move(state, rnd)
                        apply(state, move)
                        assert repo.append_move(game_id, move, state) == len(accepted) + 1
                        accepted.append(move)
                elif op == "undo" and accepted:
                    n = min(n, len(accepted))
                    repo.undo(game_id, n)
                    del accepted[-n:]
                elif op == "reopen":
                    repo.close()
                    repo = Repository.open(Path(folder), register_demo=False)
                loaded = repo.load_game(game_id)
                assert loaded.record.moves == accepted
                record.moves = list(accepted)
                expected = record.replay()
                assert loaded.state.to_dict() == expected.to_dict()
                (summary,) = repo.list_games()
                assert (summary.moves, summary.status, summary.turn) == (
                    len(accepted), expected.status, expected.turn)
                assert (repo.list_games(finished=True) != []) == expected.over
                record.moves = []
        finally:
            repo.close()
