"""One game's flow over the engine, for every way of playing: `GameSession` and its sinks.

Qt-free and SQL-free: the GUI's controller is a thin adapter over a session, simulations
and tournaments drive one directly, the store provides a sink that writes SQLite.
"""
from __future__ import annotations

from .changes import AwaitedChoice, Changes, LogItem, UndoPlan
from .game_session import ConsentNeeded, GameSession, SessionError
from .sink import DISK_FULL, LOCKED, OTHER, POSITION, MemorySink, MoveSink, SaveError

__all__ = ["DISK_FULL", "LOCKED", "OTHER", "POSITION", "AwaitedChoice", "Changes", "ConsentNeeded",
           "GameSession", "LogItem", "MemorySink", "MoveSink", "SaveError", "SessionError",
           "UndoPlan"]
