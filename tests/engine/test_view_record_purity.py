"""Views hide what a seat may not know; records replay exactly; the engine stays pure."""
from __future__ import annotations

import ast
import json
import random
from pathlib import Path

import pytest

from redlight_app.engine.cards import load_cardset_text
from redlight_app.engine.record import GameRecord, RecordError
from redlight_app.engine.rollout import random_move
from redlight_app.engine.rules import apply
from redlight_app.engine.state import GameState, Options
from redlight_app.engine.view import redact, view
from redlight_app.resources import demo_cardset_path

DEMO = load_cardset_text(demo_cardset_path().read_bytes())
ENGINE = Path(__file__).resolve().parents[2] / "redlight_app" / "engine"


def played(seed: int, players: int, steps: int):
    record = GameRecord(DEMO, [{"name": f"P{i}"} for i in range(players)], seed,
                        Options(turn_limit=400))
    state = record.start()
    rng = random.Random(seed)
    logs = []
    for _ in range(steps):
        if state.over:
            break
        seat = state.window.seat if state.window is not None else state.active
        move = random_move(state, seat, rng)
        logs.extend(apply(state, move))
        record.moves.append(move)
    return record, state, logs


def hidden_from(state: GameState, seat: int) -> set[str]:
    hidden = set(state.main) | set(state.films) | set(state.awards)
    for i, p in enumerate(state.players):
        if i != seat:
            hidden |= set(p.hand) | set(p.awards)
    return hidden


@pytest.mark.parametrize("seed", range(12))
def test_view_holds_no_hidden_card(seed):
    _, state, _ = played(seed, 2 + seed % 5, 10 + 7 * seed)
    for seat in range(len(state.players)):
        seen = view(state, seat)
        json.dumps(seen)  # JSON-ready
        leaked = hidden_from(state, seat) & set(_strings(seen))
        assert not leaked, f"seat {seat} sees {leaked}"
        own = state.players[seat]
        assert view(state, seat)["players"][seat]["hand"] == own.hand


def _strings(obj):
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for v in obj.values():
            yield from _strings(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from _strings(v)


def test_view_shows_public_facts():
    _, state, _ = played(3, 3, 0)
    v = view(state, 0)
    assert v["film_top_required"] == DEMO.cards[state.films[0]].fame_required
    assert v["award_top_costs"] == list(DEMO.award_cost_row(state.awards[0]))
    assert v["players"][1]["hand"] is None and v["players"][1]["hand_count"] == 4


def test_redacted_log_hides_others_drawn_events_but_not_stars():
    _, state, logs = played(5, 3, 60)
    draws = [e for e in logs if e["type"] == "draw"]
    assert draws
    for entry in draws:
        other = (entry["seat"] + 1) % 3
        shown = redact(entry, other)
        if entry["kind"] == "event":
            assert shown["card"] is None
        else:
            assert shown["card"] == entry["card"]
        assert redact(entry, entry["seat"])["card"] == entry["card"]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_same_record_same_game(seed):
    record, state, _ = played(seed, 4, 200)
    again = GameRecord.from_dict(json.loads(json.dumps(record.to_dict()))).replay()
    assert again.to_dict() == state.to_dict()


def test_state_round_trips_through_json():
    _, state, _ = played(9, 3, 120)
    data = json.loads(json.dumps(state.to_dict()))
    assert GameState.from_dict(data, DEMO).to_dict() == state.to_dict()


def test_record_that_no_longer_replays_names_the_move():
    record, _, _ = played(4, 2, 30)
    record.moves.insert(5, record.moves[0])  # a move out of place
    with pytest.raises(RecordError) as info:
        record.replay()
    assert info.value.move_number is not None and "move" in str(info.value)


def test_engine_imports_no_qt_database_or_file_io():
    banned = {"PySide6", "sqlalchemy", "sqlite3", "alembic", "os", "pathlib", "io", "shutil"}
    for path in ENGINE.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            for name in names:
                assert name.split(".")[0] not in banned, f"{path.name} imports {name}"
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "open":
                raise AssertionError(f"{path.name} opens a file")
