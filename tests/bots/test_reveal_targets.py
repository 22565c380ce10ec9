"""A5: computer players choose the targets of the award they revealed: greedy and search
by their evaluation (the strongest rival), random uniformly among the eligible."""
from __future__ import annotations

import random
from collections import Counter

from engine.factory import award, do, fillers, film, rig, star

from redlight_app.bots.base import make_bot
from redlight_app.engine.rules import legal_moves
from redlight_app.engine.view import view

RAZZ = award("a-razz", reveal=True, counts=False,
             effect={"do": "discard_star", "target": "opponent_star"})


def waiting_choice():
    """Ann revealed Razz; Bob holds two awards and a famous star, Cid nothing."""
    g = rig([star("s-a", fame=5), star("s-b", fame=4), star("s-c", fame=1)], fillers(10),
            [film("f-1")], [RAZZ, award("a-1"), award("a-2"), award("a-3")],
            [["s-a"], ["s-b"], ["s-c"]], [[], [], []], held=[[], ["a-1", "a-2"], []],
            award_order=["a-razz", "a-3"], players=["Ann", "Bob", "Cid"])
    do(g, "buy_award", 0, stars=["s-a"])
    assert g.reveals
    return g


def choose(name: str, seed: int):
    g = waiting_choice()
    bot = make_bot(name)
    bot.begin(g.cardset, 0)
    return bot.choose(view(g, 0), legal_moves(g, 0), random.Random(seed))


def test_a5_greedy_aims_the_revealed_award_at_the_strongest_rival():
    assert {choose("greedy", seed).target for seed in range(5)} == {"s-b"}


def test_a5_search_aims_the_revealed_award_at_the_strongest_rival():
    picks = Counter(choose("normal", seed).target for seed in range(3))
    assert picks.most_common(1)[0][0] == "s-b"


def test_a5_random_picks_among_the_eligible_uniformly():
    picks = Counter(choose("random", seed).target for seed in range(200))
    assert set(picks) == {"s-b", "s-c"} and min(picks.values()) > 70


def inside_a_window():
    """Ann outshines Bob's star; Bob answers with a reaction that takes an award: a Razz,
    revealed, whose targets he chooses while his window waits (A5 with R1)."""
    from engine.factory import event
    g = rig([star("s-a", fame=5, charisma=90), star("s-b", fame=4), star("s-c", fame=1)],
            [event("e-grab", {"do": "take_award"}, "reaction")] + fillers(10), [film("f-1")],
            [RAZZ, award("a-1"), award("a-2"), award("a-3")], [["s-a"], ["s-b"], ["s-c"]],
            [[], ["e-grab"], []], held=[[], [], []], award_order=["a-razz", "a-1", "a-2", "a-3"],
            players=["Ann", "Bob", "Cid"])
    do(g, "outshine", 0, star="s-a", target="s-b")
    do(g, "play_event", 1, card="e-grab")
    assert g.reveals and g.window is not None and g.window.seat == 1
    return g


def test_a5_r1_every_computer_level_answers_a_reveal_inside_its_window():
    for name in ("random", "easy", "greedy", "normal", "hard"):
        g = inside_a_window()
        bot = make_bot(name)
        bot.begin(g.cardset, 1)
        move = bot.choose(view(g, 1), legal_moves(g, 1), random.Random(1))
        assert move.type == "choose_targets" and move.target in ("s-a", "s-c"), name
        do(g, move.type, 1, target=move.target)
        assert not g.reveals and g.window is None  # resolved at once; Bob's window closed


def ask(bot, g, seat, seed):
    """The bot's move, asked as games between computers ask it (bots/play.py): from a
    Listing when it draws kind by kind, else from its view and the list of legal moves."""
    from redlight_app.engine.legal import Listing
    if not bot.lists_moves:
        return bot.choose_from(Listing(g, seat), random.Random(seed), own_turn=True)
    return bot.choose(view(g, seat), legal_moves(g, seat), random.Random(seed), own_turn=True)


def test_a5_every_bot_and_its_timed_wrapper_answer_a_drawers_choice():
    """Each computer player, and the tournament's TimedBot around it, chooses the targets of
    the award it revealed, outside a window and inside one (A5 with R1), as the same move."""
    from redlight_app.bots.base import bot_names
    from redlight_app.bots.tournament import TimedBot
    for name in bot_names():
        for position, seat in ((waiting_choice, 0), (inside_a_window, 1)):
            moves = []
            for bot in (make_bot(name), TimedBot(make_bot(name))):
                g = position()
                bot.begin(g.cardset, seat)
                move = ask(bot, g, seat, 3)
                assert move in legal_moves(g, seat) and move.type == "choose_targets", name
                moves.append(move)
            assert moves[0] == moves[1], name
            assert len(bot.times) == 1  # the wrapper timed its one decision
