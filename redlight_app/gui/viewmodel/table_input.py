"""What the table is drawn from: the game, the seat's view of it and the screen's state."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ...engine.moves import Move
from ...engine.state import GameState


@dataclass
class HintMarks:
    """What a hint points at on the table: its cards (stars, a hand card) and targets."""

    cards: set[str]


@dataclass
class TableContext:
    """The state, the viewer's view, and what the screen adds: the selected stars, the
    stars and players that may be chosen for the step being asked (`targets`,
    `target_players`), the hand cards the engine lets the viewer play, a hint's marks.
    `legal`: the viewer's legal moves when the caller has them (else the engine is asked
    when a question needs them)."""

    state: GameState
    view: dict[str, Any]
    viewer: int | None
    seats: Sequence[dict[str, Any]]
    selection: set[str]
    targets: set[str]
    target_players: set[int]
    playable_cards: set[str]
    hint: HintMarks | None = None
    legal: Sequence[Move] | None = field(default=None)
    hands_on_phones: bool = False  # the game is served to phones: the hands are there
