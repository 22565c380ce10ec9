"""V8: a showdown that stands still ends, and the players still in share the win.

A turn "moves nothing" when every card is where it was when the turn began and no
permanent modifier changed (a star used, an effect that moves nothing, a modifier for this
turn only are no change). The places are compared through a digest taken when the turn
begins and again when it ends; the chance steps taken (`rng_counter`) are part of it, so a
revealed award shuffled back to where it was still counts as a card that moved.
"""
from __future__ import annotations

from .state import SHOWDOWN, GameState, Places


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
