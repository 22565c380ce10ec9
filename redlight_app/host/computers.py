"""The computer seats of a hosted game: each asked in the session's turn order, choosing
from its seat's view and legal moves, as in every other way of playing (bots/play.py)."""
from __future__ import annotations

import random

from ..bots import Bot, make_bot
from ..engine.legal import may_play_off_turn
from ..engine.moves import Move
from ..engine.view import view
from ..session import GameSession

DEFAULT_LEVEL = "normal"


class Computers:
    """The bots of a session's computer seats (their level is the seat's `level`)."""

    def __init__(self, session: GameSession) -> None:
        self.session = session
        self.bots: dict[int, Bot] = {}
        for seat in sorted(session.computers):
            level = session.record.seats[seat].get("level") or DEFAULT_LEVEL
            try:
                bot = make_bot(level)
            except ValueError:
                bot = make_bot(DEFAULT_LEVEL)
            bot.begin(session.record.cardset, seat)
            self.bots[seat] = bot
        self.rng = random.Random(session.record.seed ^ 0xC0FFEE)

    def next_asked(self) -> tuple[int, bool] | None:
        """(seat, own_turn) of the computer the game asks next, None if it waits for a person."""
        return self.session.next_to_ask(self.session.computers)

    def choose(self, seat: int, own_turn: bool) -> Move | None:
        """The move of computer `seat` now; None when, off its turn, it lets the moment pass
        (it is then marked offered)."""
        session = self.session
        if not own_turn:
            session.offered(seat)
            if not may_play_off_turn(session.state, seat):
                return None
        moves = session.legal(seat)
        if not moves:
            return None
        bot = self.bots[seat]
        if bot.lists_moves:
            move = bot.choose(view(session.state, seat) if bot.needs_view else {}, moves, self.rng,
                              own_turn=own_turn)
        else:
            move = bot.choose_from(session.listing(seat), self.rng, own_turn=own_turn)
        if move is None and own_turn:
            move = session.fallback_move(seat) or moves[-1]
        return move
