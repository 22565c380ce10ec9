"""The hard level in the award race (V1) against a rival one award from four: it stops the
rival rather than take the move the greedy bot rates best, which loses at once."""
from __future__ import annotations

import random

from redlight_app.bots import make_bot
from redlight_app.bots.greedy import Facts, GreedyBot
from redlight_app.engine.moves import BuyAward, Outshine
from redlight_app.engine.rules import legal_moves
from redlight_app.engine.state import GameState, StarSlot
from redlight_app.engine.view import view

from .helpers import DEMO, positions

HARD_STAR = "s-trixie-twist"  # charisma 110, fame 2: buys the first award or outshines
RIVAL_STAR = "s-diamond-delacroix"  # psyche 60, fame 4
BLUE_FILM = "f-blockbuster-in-a-bathtub"  # +2 fame: the rival's star reaches 6
RIVAL_AWARDS = ["a-golden-clapperboard", "a-golden-clapperboard#2", "a-critics-darling"]


def take_out(state: GameState, card: str) -> None:
    """Remove `card` from wherever it is (a deck, a hand, awards, a table, a filmography)."""
    for pile in (state.main, state.films, state.awards, state.discard):
        if card in pile:
            pile.remove(card)
            return
    for player in state.players:
        for pile in (player.hand, player.awards):
            if card in pile:
                pile.remove(card)
                return
        for slot in list(player.table):
            if slot.card == card:
                player.table.remove(slot)
                state.discard.extend(slot.films)
                return
            if card in slot.films:
                slot.films.remove(card)
                return
    raise AssertionError(f"{card} is nowhere")


def rival_one_award_from_four(seed: int) -> GameState:
    """A 2-player position, hard (seat of the active player) to move: hard has one unused
    star that can either buy its first award or outshine the rival's only star; the rival
    holds three awards, no card in hand, and that star has the fame for the fourth."""
    state = next(s for s in positions(seed, 2, every=1, limit=40)
                 if s.window is None and not s.reveals and not s.over)
    me, rival = state.active, 1 - state.active
    for player in state.players:  # every star and card held goes back to the discard
        for slot in player.table:
            state.discard.append(slot.card)
            state.discard.extend(slot.films)
        state.discard.extend(player.hand)
        state.awards.extend(player.awards)
        player.table, player.hand, player.awards = [], [], []
    for card in (HARD_STAR, RIVAL_STAR, BLUE_FILM, *RIVAL_AWARDS):
        take_out(state, card)
    state.players[me].table = [StarSlot(HARD_STAR)]
    state.players[rival].table = [StarSlot(RIVAL_STAR, [BLUE_FILM])]
    state.players[rival].awards = list(RIVAL_AWARDS)
    top = next(a for a in state.awards if DEMO.award_cost_row(a) == (2, 3, 4, 5)
               and not DEMO.award_cards[a].reveal_on_draw)
    state.awards.remove(top)
    state.awards.insert(0, top)
    state.purchases = [0, 0]
    state.modifiers = []
    return state


def test_V1_hard_outshines_the_star_that_would_buy_the_rivals_fourth_award():
    for seed in (1, 2, 3):
        state = rival_one_award_from_four(seed)
        me = state.active
        moves = legal_moves(state, me)
        outshine = next(m for m in moves if isinstance(m, Outshine))
        # the greedy bot's scoring prefers its own award, which hands the rival the game
        greedy = GreedyBot()
        greedy.begin(DEMO, me)
        facts = Facts.of_view(view(state, me))
        best = max(moves, key=lambda m: greedy.score(facts, m))
        assert isinstance(best, BuyAward)
        bot = make_bot("hard")
        bot.begin(DEMO, me)
        assert bot.choose(view(state, me), moves, random.Random(seed)) == outshine
