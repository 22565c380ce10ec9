"""Playing whole games between bots, headless: for simulations, benchmarks and tests.

The game runs through a `GameSession` with a memory sink, as every other way of playing
does: the session says who is asked next (off-turn offers once a turn, then the seat the
game waits for), and makes the award choice of `return_award` for the computer hit by it.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Sequence

from ..engine.cards import CardSet
from ..engine.legal import may_play_off_turn
from ..engine.moves import Move
from ..engine.record import GameRecord
from ..engine.state import GameState, Options
from ..engine.view import view
from ..session import GameSession, MemorySink
from .base import Bot

DEFAULT_TURN_LIMIT = 400


@dataclass
class PlayedGame:
    state: GameState
    moves: list[Move] = field(default_factory=list)


def bot_session(cardset: CardSet, names: Sequence[str], seed: int,
                options: Options | None = None) -> GameSession:
    """A game between computer seats, kept in memory."""
    record = GameRecord(cardset=cardset, seats=[{"name": n, "kind": "bot", "level": None}
                                                for n in names],
                        seed=seed, options=options or Options())
    return GameSession(record, MemorySink())


def play_game(cardset: CardSet, bots: Sequence[Bot], seed: int, options: Options | None = None,
              names: Sequence[str] | None = None, max_moves: int = 100_000) -> PlayedGame:
    """Play one game to its end. Off-turn seats are offered their any_turn events once a turn."""
    if options is None:
        options = Options(turn_limit=DEFAULT_TURN_LIMIT)
    names = list(names) if names else [f"{b.name} {i + 1}" for i, b in enumerate(bots)]
    session = bot_session(cardset, names, seed, options)
    for seat, bot in enumerate(bots):
        bot.begin(cardset, seat)
    rng = random.Random(seed ^ 0x5EED)
    for _ in range(max_moves):
        who = session.next_to_ask()
        if who is None:
            break
        seat, own_turn = who
        bot = bots[seat]
        if not own_turn:
            session.offered(seat)
            if not may_play_off_turn(session.state, seat):  # nothing to play: no Listing
                continue
        if not bot.lists_moves:  # it draws kind by kind: the moves are listed only as needed
            listing = session.listing(seat)
            if not own_turn and not listing:
                continue
            move = bot.choose_from(listing, rng, own_turn=own_turn)
        else:
            moves = session.legal(seat)
            if not own_turn and not moves:
                continue
            state = session.state
            move = bot.choose(view(state, seat) if bot.needs_view else {}, moves, rng,
                              own_turn=own_turn)
        if move is None:
            assert not own_turn, "a bot on its turn must move"
            continue
        session.submit(move, by_computer=True)
    return PlayedGame(session.state, list(session.record.moves))
