"""V8: a showdown that stands still ends, and the players still in share the win.

A turn "moves nothing" when every card is where it was when the turn began and no
permanent modifier changed (a star used, an effect that moves nothing, a modifier for this
turn only are no change). The places are compared through a digest taken when the turn
begins and again when it ends; the chance steps taken (`rng_counter`) are part of it, so a
revealed award shuffled back to where it was still counts as a card that moved.
"""
from __future__ import annotations

import hashlib
from typing import Any

from .state import SHOWDOWN, GameState


class Places:
    """Where every card is and the permanent modifiers, as taken at one moment: compared
    with another `Places` by their contents, with a stored mark (from a saved state) by
    `digest`, which is computed only when asked."""

    __slots__ = ("_parts", "_digest")

    def __init__(self, state: GameState) -> None:
        parts: list[Any] = [tuple(state.main), tuple(state.films), tuple(state.awards),
                               tuple(state.discard), state.rng_counter]
        for player in state.players:
            parts.append(tuple(player.hand))
            parts.append(tuple(player.awards))
            parts.append(tuple([(slot.card, tuple(slot.films)) for slot in player.table]))
        parts.append(tuple([(m.star, m.stat, m.amount) for m in state.modifiers
                            if m.until == "permanent"]) if state.modifiers else ())
        self._parts = tuple(parts)
        self._digest: str | None = None

    def digest(self) -> str:
        """The places as the digest stored in a state's `turn_mark` (`to_dict`)."""
        if self._digest is None:
            p = self._parts
            text = [",".join(p[0]), ",".join(p[1]), ",".join(p[2]), ",".join(p[3]), str(p[4])]
            seats = (len(p) - 6) // 3
            for i in range(seats):
                hand, awards, table = p[5 + 3 * i], p[6 + 3 * i], p[7 + 3 * i]
                text.append(",".join(hand))
                text.append(",".join(awards))
                text.append(";".join([card + ":" + ",".join(films) for card, films in table]))
            text.append(";".join([f"{star}:{stat}:{amount}" for star, stat, amount in p[-1]]))
            self._digest = hashlib.blake2b("|".join(text).encode(), digest_size=12).hexdigest()
        return self._digest

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Places):
            return self._parts == other._parts
        if isinstance(other, str):
            return self.digest() == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.digest())

    def __str__(self) -> str:
        return self.digest()


def card_places(state: GameState) -> str:
    """A digest of where every card is and of the permanent modifiers."""
    return Places(state).digest()


def mark_turn_start(state: GameState) -> None:
    """Called as a turn begins, before its draws (T1: they are part of the turn): remember
    the places in the showdown. A turn whose draw empties the main deck does not count."""
    state.turn_mark = Places(state) if state.status == SHOWDOWN else None


def note_turn_end(state: GameState) -> None:
    """Called as the active player ends the turn: was it a whole turn that moved nothing?"""
    if state.status == SHOWDOWN and state.turn_mark is not None \
            and Places(state) == state.turn_mark:
        if state.active not in state.still:
            state.still.append(state.active)
    else:
        state.still = []
    state.turn_mark = None


def showdown_stands_still(state: GameState) -> bool:
    """V8 applies: in the showdown, every player still in the game has begun and ended a turn
    since the last time a card changed place or a permanent modifier changed a value.
    A digital game ends by itself at that end of turn; a table game may propose it (the
    `end_stalled` move), since people may have moved cards the app was not told about."""
    if state.status != SHOWDOWN:
        return False
    remaining = [seat for seat, player in enumerate(state.players) if not player.out]
    return len(remaining) > 1 and all(seat in state.still for seat in remaining)


def still_players(state: GameState) -> list[int]:
    """The seats still in the game: those who share the win under V8."""
    return [seat for seat, player in enumerate(state.players) if not player.out]
