"""What the repository hands back: plain dataclasses, no SQLAlchemy objects."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # annotations only: the start page's quick listing needs no engine
    from ..engine.record import GameRecord
    from ..engine.state import GameState


@dataclass(frozen=True)
class CardSetInfo:
    id: int
    name: str
    hash: str  # SHA-256 of the set's canonical JSON
    created: datetime


@dataclass
class LoadedGame:
    id: int
    record: GameRecord  # seats are {"name", "kind", "level"}
    state: GameState  # the record replayed: the caller's own copy, free to mutate
    mode: str
    created: datetime
    updated: datetime


@dataclass(frozen=True)
class GameSummary:
    id: int
    names: list[str]
    status: str  # "playing" | "showdown" | "over"
    turn: int
    moves: int
    mode: str
    created: datetime
    updated: datetime
    winners: list[int] = field(default_factory=list)  # seat numbers; empty unless over
    ending: str | None = None  # one of engine.endings.ENDINGS when over
    cardset: str = ""  # the card set's name
    chance: str = "digital"  # "table": played with the real cards, chance entered by people


@dataclass(frozen=True)
class NameStats:
    name: str
    games: int  # finished games played under this name
    wins: int
    win_rate: float  # wins / games
    mean_awards: float  # award cards held at the end, averaged over those games
