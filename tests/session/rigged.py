"""Sessions over rigged states (tests/engine/factory.py), for session tests."""
from __future__ import annotations

from typing import Iterable

from redlight_app.engine.record import GameRecord
from redlight_app.engine.state import GameState
from redlight_app.session import GameSession, MemorySink, MoveSink


def rigged_record(state: GameState, computers: Iterable[int] = ()) -> GameRecord:
    """A record whose setup is `state` (a rigged deal) instead of a shuffle."""
    bots = set(computers)
    record = GameRecord(cardset=state.cardset, seed=state.seed,
                        seats=[{"name": p.name, "kind": "bot" if i in bots else "human",
                                "level": None} for i, p in enumerate(state.players)])
    initial = state.copy()
    record.start = lambda: initial.copy()  # type: ignore[method-assign]
    return record


def rigged_session(state: GameState, computers: Iterable[int] = (),
                   sink: MoveSink | None = None) -> GameSession:
    return GameSession(rigged_record(state, computers), sink or MemorySink())
