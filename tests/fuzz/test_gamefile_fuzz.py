"""Fuzzing the game-file reader (``redlight import``): mutated copies of valid game files
are refused with GameFileError (one sentence) or accepted; nothing else may escape. An
accepted file is written out again, read back and replays to the same state; a sample of
them is also imported into a database and loaded from it."""
from __future__ import annotations

import json
import time
from collections import Counter
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from store.support import make_cardset, played_record

from redlight_app.engine.cards import load_cardset_text
from redlight_app.engine.state import Options
from redlight_app.resources import demo_cardset_path
from redlight_app.store.errors import GameFileError
from redlight_app.store.gamefile import parse_game_file, read_game_file, write_game_file
from redlight_app.store.repository import Repository

from .mutations import mutated_bytes, report

EXAMPLES = 2000
_DEMO = load_cardset_text(demo_cardset_path().read_bytes())
_SMALL = make_cardset(n_stars=10, n_events=16, n_films=8, n_awards=6)
BASES = [
    write_game_file(played_record(_DEMO, seed=3, moves=40, players=3)[0], "digital"),
    write_game_file(played_record(_SMALL, seed=5, moves=25, players=2,
                                  options=Options(turn_limit=30))[0], "digital"),
    write_game_file(played_record(_SMALL, seed=9, moves=400, players=2)[0], "digital"),
]


def _read(raw: bytes):  # type: ignore[no-untyped-def]
    return read_game_file(parse_game_file(raw))


def _refused(exc: GameFileError) -> None:
    message = str(exc)
    assert message and len(message) < 600, message


def test_fuzz_mutated_game_files_are_refused_cleanly_or_load_back_and_replay() -> None:
    counts: Counter[str] = Counter()
    started = time.perf_counter()

    @settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    @given(mutated_bytes(BASES))
    def one(raw: bytes) -> None:
        counts["tried"] += 1
        try:
            record, mode, state = _read(raw)
        except GameFileError as exc:
            _refused(exc)
            counts["refused"] += 1
            return
        counts["accepted"] += 1
        again = json.dumps(write_game_file(record, mode), ensure_ascii=False).encode("utf-8")
        record2, mode2, state2 = _read(again)
        assert mode2 == mode and state2.to_dict() == state.to_dict()
        counts["played"] += 1

    one()
    assert counts["tried"] >= EXAMPLES
    assert counts["accepted"] > 0 and counts["refused"] > 0
    report("gamefiles", counts, time.perf_counter() - started)


def test_fuzz_accepted_game_files_import_into_the_database_and_load_back(tmp_path: Path) -> None:
    counts: Counter[str] = Counter()
    started = time.perf_counter()
    with Repository.open(tmp_path / "data", register_demo=False) as repo:

        @settings(max_examples=150, deadline=None, derandomize=True, database=None,
                  suppress_health_check=list(HealthCheck))
        @given(mutated_bytes(BASES))
        def one(raw: bytes) -> None:
            counts["tried"] += 1
            try:
                data = parse_game_file(raw)
                game_id = repo.import_game(data)
            except GameFileError as exc:
                _refused(exc)
                counts["refused"] += 1
                return
            counts["accepted"] += 1
            _, _, expected = _read(raw)
            assert repo.load_game(game_id).state.to_dict() == expected.to_dict()
            counts["played"] += 1

        one()
    assert counts["accepted"] > 0
    report("gamefiles-imported", counts, time.perf_counter() - started)
