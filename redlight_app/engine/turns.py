"""Who is asked to act next: the one turn order every way of playing follows.

The seat the game waits for (`queries.acting_seat`: the seat entering draws, the window's
owner, the active player) acts; before that, once per turn and only while no response
window is open, every other seat still in the game is offered the chance to play an
`any_turn` event (E1). Digital games, table games, simulations, tournaments and random
playouts all ask `TurnOrder`, so they cannot disagree about who moves.
"""
from __future__ import annotations

from typing import Container

from .queries import acting_seat
from .state import OVER, GameState


class TurnOrder:
    """Remembers which seats were offered an off-turn moment in the current turn."""

    __slots__ = ("_turn", "_offered")

    def __init__(self) -> None:
        self._turn = -1
        self._offered: set[int] = set()

    def next(self, state: GameState, askable: Container[int]) -> tuple[int, bool] | None:
        """(seat, own_turn) of the next seat among `askable` to ask for a move, or None
        when the game waits for a seat not in `askable` (or is over). own_turn False: an
        off-turn offer, which the seat may decline (`offered`)."""
        if state.window is not None or state.draws_due > 0 or state.reveals:
            acting = acting_seat(state)
            return (acting, True) if acting is not None and acting in askable else None
        if state.status == OVER:
            return None
        acting = state.active  # acting_seat's answer with no window, draws or reveals
        if self._turn != state.turn:
            self._turn = state.turn
            self._offered = set()
        offered = self._offered
        for seat, player in enumerate(state.players):
            if seat != acting and seat not in offered and not player.out and seat in askable:
                return seat, False
        return (acting, True) if acting in askable else None

    def offered(self, seat: int) -> None:
        """The seat has had its off-turn moment this turn (it moved or let it pass)."""
        self._offered.add(seat)

    def offered_all(self, state: GameState) -> None:
        """No off-turn offers for the rest of this turn (after loading, undo or redo: the
        moment has passed)."""
        self._turn = state.turn
        self._offered = set(range(len(state.players)))
