"""Hand inference: the search deals an opponent's hidden hand by what that opponent did
(a passed response window, the cards it kept through its turn), reading views only."""
from __future__ import annotations

import random
from collections import Counter

from redlight_app.bots import make_bot
from redlight_app.bots.determinize import Dealer
from redlight_app.bots.hand_inference import HandInference
from redlight_app.engine.moves import EndTurn, Outshine, Pass
from redlight_app.engine.rules import apply, legal_moves
from redlight_app.engine.setup import new_game
from redlight_app.engine.state import GameState, Options
from redlight_app.engine.view import view

from .helpers import DEMO, actor, positions
from .test_determinize import all_cards

PROTECTS = frozenset(i for i in DEMO.reaction_events
                     if DEMO.event_cards[i].effect["do"] == "protect")
ANSWERS_OUTSHINE = frozenset(i for i in DEMO.reaction_events
                             if DEMO.event_cards[i].effect["do"] != "cancel_event")


def outshine_position() -> tuple[GameState, Outshine]:
    """A 2-player position where seat 0, on its turn, may outshine a star of seat 1's, and
    seat 1 holds no reaction event (swapped for events of the main deck)."""
    for state in positions(5, 2, every=1):
        if state.window is not None or state.active != 0 or state.reveals:
            continue
        moves = [m for m in legal_moves(state, 0) if isinstance(m, Outshine)]
        if not moves:
            continue
        hand = state.players[1].hand
        spare = [c for c in state.main if c in DEMO.event_cards and c not in DEMO.reaction_events]
        for i, card in enumerate(hand):
            if card in DEMO.reaction_events:
                swap = spare.pop()
                state.main[state.main.index(swap)] = card
                hand[i] = swap
        if len(hand) >= 2:
            return state, moves[0]
    raise AssertionError("no position found")


def play_out_window(state: GameState) -> None:
    while state.window is not None:  # a reaction ability's window: let it pass
        apply(state, Pass(state.window.seat))


def test_R1_a_passed_window_rules_out_its_answers():
    """Seat 1's star was outshone and no reaction card of seat 1's reached the discard
    pile: it held no protect, so no sample deals it one (nor another answer to an outshine),
    however many are unseen."""
    state, move = outshine_position()
    inference = HandInference(DEMO, 0)
    before = view(state, 0)
    inference.observe(before)
    inference.chose(before, move)
    apply(state, move)
    play_out_window(state)
    after = view(state, 0)
    inference.observe(after)
    dealer = Dealer(DEMO, after, beliefs=inference.beliefs(after))
    uniform = Dealer(DEMO, after)
    rng = random.Random(1)
    dealt = [c for _ in range(300) for c in dealer.deal(rng).players[1].hand]
    assert not set(dealt) & ANSWERS_OUTSHINE
    uniform_dealt = [c for _ in range(300) for c in uniform.deal(rng).players[1].hand]
    assert set(uniform_dealt) & PROTECTS  # dealt at random, seat 1 would often hold one

    # seat 1's turn: it draws two cards, which may be anything (a protect among them)
    apply(state, EndTurn(0))
    while state.active == 1 and not state.over:
        seat = actor(state)
        apply(state, Pass(seat) if state.window is not None else EndTurn(1))
    assert state.active == 0
    later = view(state, 0)
    inference.observe(later)
    belief = inference.beliefs(later)[1]
    count = later["players"][1]["hand_count"]
    assert belief is not None and belief.old == max(0, count - 2)
    dealer = Dealer(DEMO, later, beliefs=inference.beliefs(later))
    hands = [dealer.deal(rng).players[1].hand for _ in range(300)]
    assert any(set(hand) & PROTECTS for hand in hands)
    assert all(len(set(hand) & ANSWERS_OUTSHINE) <= count - belief.old for hand in hands)


def test_a_card_it_would_have_played_on_its_turn_is_dealt_rarely():
    """After seat 1's turn, an event it would surely have played then (take an award, with
    the award deck full) is dealt into its hand far less often than a reaction it keeps;
    dealt at random both come as often."""
    state = new_game(DEMO, ["A", "B"], 4, Options(turn_limit=400))
    inference = HandInference(DEMO, 0)
    first = view(state, state.active)
    if state.active == 0:  # seat 0 first: its turn passes, then seat 1 plays
        inference.observe(first)
        apply(state, EndTurn(0))
    while state.active == 1:
        apply(state, Pass(actor(state)) if state.window is not None else EndTurn(1))
    seen = view(state, 0)
    inference.observe(seen)
    visible = set(state.players[0].hand) | set(state.discard)
    recounts = [i for i in DEMO.event_cards
                if i.startswith("e-envelope-recount") and i not in visible]
    protects = [i for i in PROTECTS if i not in visible]
    assert recounts and protects
    rng = random.Random(2)

    def rates(dealer: Dealer) -> tuple[float, float]:
        """How often one unseen take-award card, and one unseen protect, is in seat 1's hand."""
        held = Counter(c for _ in range(600) for c in dealer.deal(rng).players[1].hand)
        return (sum(held[c] for c in recounts) / len(recounts),
                sum(held[c] for c in protects) / len(protects))

    recount, protect = rates(Dealer(DEMO, seen, beliefs=inference.beliefs(seen)))
    assert recount * 3 < protect
    recount, protect = rates(Dealer(DEMO, seen))
    assert 0.6 < recount / protect < 1.6


def test_dealing_by_beliefs_keeps_to_the_view_and_every_card():
    """Along whole games (2 and 4 players), the hands dealt by beliefs agree with the view
    and conserve every card, and no player is dealt an award revealed when drawn (A5: it
    goes back to the deck)."""
    revealed = frozenset(a for a, card in DEMO.award_cards.items() if card.reveal_on_draw)
    everything = Counter(list(DEMO.cards))
    checked = 0
    for seed, players in ((3, 2), (6, 4)):
        state = new_game(DEMO, [f"P{i}" for i in range(players)], seed, Options(turn_limit=400))
        inferences = [HandInference(DEMO, seat) for seat in range(players)]
        bots = [make_bot("greedy") for _ in range(players)]
        for seat, bot in enumerate(bots):
            bot.begin(DEMO, seat)
        rng = random.Random(seed)
        while not state.over and checked < 300 * (players // 2):
            seat = actor(state)
            seen = view(state, seat)
            inference = inferences[seat]
            inference.observe(seen)
            sample = Dealer(DEMO, seen, beliefs=inference.beliefs(seen)).deal(random.Random(checked))
            checked += 1
            assert view(sample, seat) == seen
            assert all_cards(sample) == everything
            assert legal_moves(sample, seat) == legal_moves(state, seat)
            for i, player in enumerate(sample.players):
                if i != seat:
                    assert not set(player.awards) & revealed
            move = bots[seat].choose(seen, legal_moves(state, seat), rng)
            inference.chose(seen, move)
            apply(state, move)
    assert checked > 100
