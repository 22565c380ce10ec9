"""What must hold after every move of every game: the random-playout tests and the soak
script (`scripts/soak.py`) check these after each move they apply.

`move_violations` returns sentences (empty when all is well) rather than raising, so that a
long run can count and show every violation it meets instead of stopping at the first.
"""
from __future__ import annotations

import random
from collections import Counter
from typing import Any

from . import endings
from .flow import winning_awards
from .moves import Move
from .pending import card_in_play
from .queries import acting_seat
from .rollout import random_move
from .rules import apply, legal_moves
from .setup import new_game
from .state import OVER, PLAYING, SHOWDOWN, GameState, Options
from .values import slot_stat


def places(state: GameState) -> Counter:
    """How many times each card instance is found (a played card waiting in a window counts)."""
    seen: Counter = Counter()
    for group in (state.main, state.films, state.awards, state.discard):
        seen.update(group)
    for p in state.players:
        seen.update(p.hand)
        seen.update(p.awards)
        for slot in p.table:
            seen[slot.card] += 1
            seen.update(slot.films)
    held = card_in_play(state.window.pending) if state.window is not None else None
    if held is not None:
        seen[held] += 1
    if state.window is not None and state.window.resolving is not None:
        seen[state.window.resolving] += 1  # E2: a reaction whose revealed award waits
    for pending in state.reveals:  # A5: a revealed award waiting for its targets
        seen[pending.source] += 1
    return seen


def move_violations(before: GameState, after: GameState, move: Move,
                    log: list[dict[str, Any]]) -> list[str]:
    """Every invariant the move broke, as sentences."""
    out: list[str] = []
    seen = places(after)
    if set(seen) != set(after.cardset.cards):
        out.append("a card went missing or appeared")
    if any(n != 1 for n in seen.values()):
        out.append(f"a card is in two places: {seen.most_common(1)}")
    if before.status == SHOWDOWN:
        if any(e["type"] == "draw" for e in log):
            out.append("a card was drawn in the showdown")
        if after.main:
            out.append("the main deck holds cards in the showdown")
    for seat in range(len(after.players)):
        if after.purchases[seat] > 1 + after.extra_purchases[seat]:
            out.append(f"seat {seat} bought more awards than allowed this turn (A4)")
    if move.type == "end_turn" and move.player is not None:
        if any(s.used for s in after.players[move.player].table):
            out.append("stars not reset at the end of the turn (T6)")
    for seat, p in enumerate(after.players):
        if p.out and after.status == PLAYING:
            out.append(f"seat {seat} left the game before the showdown (V4)")
        for slot in p.table:
            for stat in ("psyche", "charisma", "fame"):
                if slot_stat(after, seat, slot, stat) < 0:
                    out.append(f"{slot.card}'s {stat} counts below 0 (ST3)")
    window = after.window
    if window is not None:
        if after.status == OVER:
            out.append("a response window is open after the end (V7)")
        elif after.players[window.seat].out:
            out.append("a response window is open for a player who left")
    if after.status == OVER:
        out.extend(_ending_violations(after))
    return out


def _ending_violations(state: GameState) -> list[str]:
    still_in = [s for s, p in enumerate(state.players) if not p.out]
    if state.ending == endings.AWARDS:
        if len(state.winners) != 1 or winning_awards(state, state.winners[0]) < 4:
            return ["a four-award win without four awards (V1)"]
    elif state.ending == endings.SHOWDOWN:
        if len(still_in) > 1 or state.winners != still_in:
            return ["a showdown win with more than one player left (V5)"]
    elif state.ending == endings.STALLED:
        if state.winners != still_in or len(still_in) < 2:
            return ["a stalled showdown not shared by the players still in (V8)"]
    elif state.ending == endings.LIMIT:
        if state.winners:
            return ["a turn-limit ending with a winner (V6)"]
    elif state.ending != endings.AGREED:
        return [f"an unknown ending {state.ending!r}"]
    return []


def random_game(cardset: Any, seed: int, players: int, turn_limit: int = 400,
                max_moves: int = 20_000) -> tuple[GameState, list[str]]:
    """One random legal game on `cardset`, invariants checked after every move: the final
    state and the violations met (each with the move number)."""
    state = new_game(cardset, [f"P{i}" for i in range(players)], seed, Options(turn_limit=turn_limit))
    rng = random.Random(seed)
    violations: list[str] = []
    for number in range(max_moves):
        if state.status == OVER:
            break
        seat = acting_seat(state)
        assert seat is not None
        move = None
        if rng.random() < 0.15:  # an off-turn seat tries an any_turn event
            other = rng.randrange(players)
            move = (random_move(state, other, rng) if state.window is None and not state.reveals
                    else None)
        if move is None:
            if rng.random() < 0.5:
                move = random_move(state, seat, rng)
            else:
                move = rng.choice(legal_moves(state, seat))
        assert move is not None, "the player to act has no move"
        before = state.copy()
        log = apply(state, move)
        violations.extend(f"move {number} ({move.type}): {v}"
                          for v in move_violations(before, state, move, log))
    if state.status != OVER:
        violations.append("the game did not end")
    return state, violations
