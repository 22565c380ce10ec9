"""The search bots in the award race (V1: four awards win): the hard level takes the fourth
award when it can, and no search level gives up an award that counts for an event's worth."""
from __future__ import annotations

import random

from redlight_app.bots import make_bot
from redlight_app.engine.cards import AwardCard
from redlight_app.engine.moves import BuyAward
from redlight_app.engine.rules import legal_moves
from redlight_app.engine.state import GameState
from redlight_app.engine.view import view

from .helpers import DEMO, positions

PLAIN_GOLD = [inst for inst, card in DEMO.award_cards.items()
              if isinstance(card, AwardCard) and card.frame == "gold" and card.counts_toward_win
              and not card.reveal_on_draw and card.effect is None]


def own_turn_positions(players: int, seeds: range):
    for seed in seeds:
        for state in positions(seed, players, every=2, limit=120):
            if state.window is None and not state.reveals and not state.over:
                yield state


def give_awards(state: GameState, seat: int, count: int) -> None:
    """Hand `seat` `count` plain gold awards out of the award deck (as if bought earlier)."""
    held = state.players[seat].awards
    for inst in PLAIN_GOLD:
        if len(held) >= count:
            break
        if inst in state.awards:
            state.awards.remove(inst)
            held.append(inst)
    assert len(held) >= count


def test_V1_hard_bot_buys_the_award_that_brings_it_to_four_over_any_other_move():
    """One award from four with the fame to buy it, the hard level buys it, whatever else
    it could do (make a film, outshine, play a card)."""
    checked = 0
    for i, state in enumerate(own_turn_positions(2, range(1, 40))):
        seat = state.active
        if state.players[seat].awards:
            continue
        give_awards(state, seat, 3)
        moves = legal_moves(state, seat)
        others = {m.type for m in moves} - {"buy_award", "end_turn"}
        if not any(isinstance(m, BuyAward) for m in moves) or not others:
            continue
        bot = make_bot("hard")
        bot.begin(DEMO, seat)
        move = bot.choose(view(state, seat), moves, random.Random(i))
        assert isinstance(move, BuyAward), (move, sorted(others))
        checked += 1
        if checked >= 4:
            break
    assert checked >= 4


def test_E4_search_bot_keeps_the_awards_that_count_toward_four_in_hand():
    """An award with an effect may be played like an event (E4), but then it no longer
    counts: the search bots never give one up for its effect (they consider every other
    move)."""
    from redlight_app.bots.search import Level, SearchBot
    from redlight_app.engine.moves import PlayAward

    playable_awards = [inst for inst, card in DEMO.award_cards.items()
                       if card.effect is not None and card.counts_toward_win
                       and not card.reveal_on_draw and card.frame == "gold"]
    checked = 0
    for i, state in enumerate(own_turn_positions(2, range(1, 12))):
        seat = state.active
        player = state.players[seat]
        if player.awards:
            continue
        for inst in playable_awards:
            if inst in state.awards:
                state.awards.remove(inst)
                player.awards.append(inst)
        moves = legal_moves(state, seat)
        if not any(isinstance(m, PlayAward) for m in moves):
            continue
        bot = SearchBot(Level(iterations=60, time_limit=1e9), name="quick")
        bot.begin(DEMO, seat)
        result = bot.search(view(state, seat), moves, seed=i)
        assert result.stats and not any(isinstance(s.move, PlayAward) for s in result.stats)
        assert not isinstance(result.move, PlayAward)
        checked += 1
        if checked >= 3:
            break
    assert checked >= 3
