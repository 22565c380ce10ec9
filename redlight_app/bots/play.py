"""Playing whole games between bots, headless: for simulations, benchmarks and tests."""
from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Sequence

from ..engine.award_return import returning_player
from ..engine.cards import CardSet
from ..engine.moves import Move
from ..engine.rules import apply, legal_moves
from ..engine.setup import new_game
from ..engine.state import OVER, GameState, Options
from ..engine.view import view
from .base import Bot
from .give_back import least_needed_award

DEFAULT_TURN_LIMIT = 400


@dataclass
class PlayedGame:
    state: GameState
    moves: list[Move] = field(default_factory=list)


def next_actor(state: GameState) -> int:
    """The seat that must act now: the response window's owner, else the active player."""
    return state.window.seat if state.window is not None else state.active


def play_game(cardset: CardSet, bots: Sequence[Bot], seed: int, options: Options | None = None,
              names: Sequence[str] | None = None, max_moves: int = 100_000) -> PlayedGame:
    """Play one game to its end. Off-turn seats are offered their any_turn events once a turn."""
    if options is None:
        options = Options(turn_limit=DEFAULT_TURN_LIMIT)
    names = list(names) if names else [f"{b.name} {i + 1}" for i, b in enumerate(bots)]
    state = new_game(cardset, names, seed, options)
    for seat, bot in enumerate(bots):
        bot.begin(cardset, seat)
    rng = random.Random(seed ^ 0x5EED)
    played = PlayedGame(state)
    offered_turn = -1
    for _ in range(max_moves):
        if state.status == OVER:
            break
        if state.window is None and offered_turn != state.turn:
            offered_turn = state.turn
            for seat in range(len(bots)):
                if seat == state.active or state.players[seat].out or state.status == OVER:
                    continue
                moves = legal_moves(state, seat)
                if moves:
                    move = bots[seat].choose(_view(bots[seat], state, seat), moves, rng, own_turn=False)
                    if move is not None:
                        play_move(state, move, played)
                        if state.window is not None:
                            _settle_window(state, bots, rng, played)
            continue
        seat = next_actor(state)
        moves = legal_moves(state, seat)
        move = bots[seat].choose(_view(bots[seat], state, seat), moves, rng, own_turn=True)
        assert move is not None, "a bot on its turn must move"
        play_move(state, move, played)
    return played


def _settle_window(state: GameState, bots: Sequence[Bot], rng: random.Random,
                   played: PlayedGame) -> None:
    while state.window is not None and state.status != OVER:
        seat = state.window.seat
        moves = legal_moves(state, seat)
        move = bots[seat].choose(_view(bots[seat], state, seat), moves, rng, own_turn=True)
        assert move is not None
        play_move(state, move, played)


def play_move(state: GameState, move: Move, played: PlayedGame) -> None:
    """Apply a bot's move. An award it makes someone give back is theirs to choose
    (engine/award_return.py): they give the one they need least, as in the app."""
    giver = returning_player(state, move)
    if giver is not None:
        move = replace(move, choice=least_needed_award(state, giver))
    apply(state, move)
    played.moves.append(move)


def _view(bot: Bot, state: GameState, seat: int) -> dict:
    return view(state, seat) if bot.needs_view else {}
