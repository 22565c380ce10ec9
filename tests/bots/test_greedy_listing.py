"""The greedy bot chooses from a Listing (whole games: no view built, kinds that cannot win
counted, not built) exactly the move it chooses from the view and the whole list, drawing
the same tie-breaks; no move scores above its kind's ceiling."""
from __future__ import annotations

import random

import pytest

from redlight_app.bots import make_bot
from redlight_app.bots.greedy import Facts, GreedyBot
from redlight_app.bots.play import bot_session
from redlight_app.engine.legal import Listing
from redlight_app.engine.state import Options
from redlight_app.engine.view import view

from .helpers import DEMO


def decisions(seed: int, players: int, lineup: str):
    """(state, seat, own_turn) at every decision of a bot game (the session's turn order:
    off-turn offers, response windows, revealed awards' targets)."""
    session = bot_session(DEMO, [f"P{i}" for i in range(players)], seed, Options(turn_limit=400))
    bots = [make_bot(lineup) for _ in range(players)]
    for seat, bot in enumerate(bots):
        bot.begin(DEMO, seat)
    rng = random.Random(seed)
    for _ in range(3000):
        who = session.next_to_ask()
        if who is None:
            return
        seat, own_turn = who
        if not own_turn:
            session.offered(seat)
        yield session.state, seat, own_turn
        listing = session.listing(seat)
        if not own_turn and not listing:
            continue
        move = bots[seat].choose_from(listing, rng, own_turn=own_turn)
        if move is not None:
            session.submit(move, by_computer=True)


@pytest.mark.parametrize("seed,players,lineup", [(1, 2, "greedy"), (2, 4, "greedy"),
                                                 (3, 6, "greedy"), (4, 4, "random"),
                                                 (5, 3, "random")])
def test_greedy_chooses_the_same_move_from_a_listing_as_from_its_view(seed, players, lineup):
    compared = 0
    for state, seat, own_turn in decisions(seed, players, lineup):
        bot = GreedyBot()
        bot.begin(DEMO, seat)
        listing = Listing(state, seat)
        moves = listing.moves()
        if not moves:
            continue
        by_view, by_listing = random.Random(seed * 1000 + compared), random.Random(0)
        by_listing.setstate(by_view.getstate())
        expected = bot.choose(view(state, seat), moves, by_view, own_turn)
        assert bot.choose_from(Listing(state, seat), by_listing, own_turn) == expected
        assert by_listing.getstate() == by_view.getstate()  # the same tie-breaks drawn
        compared += 1
    assert compared > 20


@pytest.mark.parametrize("seed,players", [(6, 4), (7, 5), (8, 2)])
def test_no_move_scores_above_its_kinds_ceiling(seed, players):
    checked = 0
    for state, seat, _ in decisions(seed, players, "random"):
        listing = Listing(state, seat)
        bot = GreedyBot()
        bot.begin(DEMO, seat)
        facts = Facts.of_listing(listing)
        assert vars_equal(facts, Facts.of_view(view(state, seat)))
        for kind in listing.lazy_kinds:
            moves = listing.of_kind(kind)
            if moves:
                ceiling = bot.ceiling(facts, listing, kind)
                assert max(bot.score(facts, m) for m in moves) <= ceiling, kind
                checked += 1
    assert checked > 50


def vars_equal(a: Facts, b: Facts) -> bool:
    return all(getattr(a, name) == getattr(b, name) for name in Facts.FIELDS)
