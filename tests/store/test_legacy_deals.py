"""Issue 14: a game saved before engine/chance.py (its deal from CPython's shuffle; the
game file and database in tests/store/data were made by that code) still loads and
replays to the same final state: a record without `chance_version` is version 1."""
from __future__ import annotations

import json
import shutil
from dataclasses import replace
from pathlib import Path

from redlight_app.engine.record import RecordError
from redlight_app.store.gamefile import parse_game_file, read_game_file
from redlight_app.store.repository import Repository

from .support import played_record

DATA = Path(__file__).resolve().parent / "data"
FINAL = json.loads((DATA / "legacy_shuffle_final_state.json").read_text(encoding="utf-8"))
V8_BOOKKEEPING = ("turn_mark", "still")  # issue 13's record of a still showdown, added later


def rules_state(state) -> dict:
    """The state as the file recorded it (without bookkeeping added since)."""
    assert state.options.rules_version == 1  # A5: recorded when the engine chose the targets
    out = state.to_dict() | {"options": FINAL["options"]}
    for key in V8_BOOKKEEPING:
        out.pop(key, None)
    assert out.pop("reveals") == []  # no revealed award waits for its targets
    return out


def test_a_legacy_game_file_replays_to_its_final_state():
    raw = (DATA / "legacy_shuffle_game.json").read_bytes()
    assert "chance_version" not in json.loads(raw)["options"]
    record, _mode, state = read_game_file(parse_game_file(raw))
    assert record.options.chance_version == 1
    assert rules_state(state) == FINAL
    # the version matters: the same moves on the current deal are another game
    current = replace(record, options=replace(record.options, chance_version=2))
    try:
        assert current.replay().to_dict() != state.to_dict()
    except RecordError:
        pass  # or they no longer replay at all


def test_a_legacy_database_loads_and_replays(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    shutil.copy(DATA / "legacy_shuffle.sqlite3", folder / "redlight.sqlite3")
    with Repository.open(folder) as repo:
        loaded = repo.load_game(1)
        assert loaded.record.options.chance_version == 1
        assert loaded.state.status == "over"
        assert rules_state(loaded.state) == FINAL
        exported = repo.export_game(1)
    assert exported["options"]["chance_version"] == 1  # an export keeps the game's version


def test_a_new_game_records_the_current_version_and_keeps_it(repo, cardset):
    record = played_record(cardset, seed=3, moves=20)[0]
    assert record.to_dict()["options"]["chance_version"] == 2
    game_id = repo.import_game(record.to_dict())
    assert repo.load_game(game_id).record.options.chance_version == 2
    assert repo.export_game(game_id)["options"]["chance_version"] == 2


def test_a5_a_game_recorded_before_the_drawer_chose_replays_with_the_automatic_choice():
    """The legacy game reveals an award at move 62 and recorded no choice: read as rules
    version 1 it replays (above); as version 2 it would wait for Bob's choice there."""
    raw = (DATA / "legacy_shuffle_game.json").read_bytes()
    assert "rules_version" not in json.loads(raw)["options"]
    record, _mode, _state = read_game_file(parse_game_file(raw))
    assert record.options.rules_version == 1
    choosing = replace(record, options=replace(record.options, rules_version=2))
    try:
        choosing.replay()
    except RecordError as exc:
        assert "must first choose the targets of" in str(exc)
    else:
        raise AssertionError("the recorded moves replayed although a choice was due")
