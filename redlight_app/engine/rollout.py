"""Fast random play: a legal move drawn at random without listing every legal move.

Listing every teamwork combination costs time that a random playout does not need.
`random_move` picks a kind of move uniformly among the kinds available, then one move of
that kind at random (a team is a random group that reaches the fame needed). Every move
it returns is one `legal_moves` lists (a test holds it to that). Search bots use it for
rollouts on their own sampled states; benchmarks use it for random games.
"""
from __future__ import annotations

import random

from . import chance
from .cards import AwardCard, EventCard
from .flow import award_cost
from .moves import BuyAward, EffectMove, EndTurn, MakeFilm, Move, Outshine, Pass, PlayAward, PlayEvent, UseAbility
from .queries import outshine_pairs
from .reveal_choice import waiting_reveal
from .rules import _effect_moves, apply, legal_moves, playable_reactions, purchases_left
from .state import OVER, GameState
from .turns import TurnOrder
from .values import slot_stat


def random_move(state: GameState, seat: int, rng: random.Random) -> Move | None:
    """A random legal move for `seat`, or None when it has none."""
    if state.status == OVER:
        return None
    cards = state.cardset.cards
    if waiting_reveal(state) is not None:  # A5: the drawer chooses its targets, at random
        choices = legal_moves(state, seat)
        return chance.choice(rng, choices) if choices else None
    events_of, stars_of = state.cardset.event_cards, state.cardset.star_cards
    window = state.window
    if window is not None:
        if seat != window.seat:
            return None
        events, stars = playable_reactions(state, seat, window.pending, window.reactions_used)
        choice = chance.below(rng, 1 + len(events) + len(stars))
        if choice == 0:
            return Pass(seat)
        if choice <= len(events):
            inst = events[choice - 1]
            return chance.choice(rng, _effect_moves(state, seat, PlayEvent, inst, events_of[inst].effect, None))
        star = stars[choice - 1 - len(events)]
        reaction = stars_of[star].ability
        assert reaction is not None
        return chance.choice(rng, _effect_moves(state, seat, UseAbility, star, reaction.effect, star))
    player = state.players[seat]
    if player.out:
        return None
    if seat != state.active:
        options = [i for i in player.hand if events_of[i].phase == "any_turn"]
        chance.shuffle(rng, options)
        for inst in options:
            moves = _effect_moves(state, seat, PlayEvent, inst, events_of[inst].effect, None)
            if moves:
                return chance.choice(rng, moves)
        return None

    unused_slots = [s for s in player.table if not s.used]
    unused = [s.card for s in unused_slots]
    fames = {s.card: slot_stat(state, seat, s, "fame") for s in unused_slots}
    total = sum(fames.values())
    kinds = ["end_turn"]
    film_needed = state.cardset.film_cards[state.films[0]].fame_required if state.films else None
    if unused and film_needed is not None and total >= film_needed:
        kinds.append("make_film")
    cost = award_cost(state, seat) if unused and purchases_left(state, seat) > 0 else None
    if cost is not None and total >= cost:
        kinds.append("buy_award")
    if unused and any(p.table for other, p in enumerate(state.players)
                      if other != seat and not p.out):
        kinds.append("outshine")  # whether a pair reaches is found out only when chosen
    sources: list[tuple[type[EffectMove], str, object, str | None]] = []
    for star in unused:
        ability = stars_of[star].ability
        if ability is not None and ability.kind == "action":
            sources.append((UseAbility, star, ability.effect, star))
    for inst in player.hand:
        card = cards[inst]
        if isinstance(card, EventCard) and card.phase != "reaction":
            sources.append((PlayEvent, inst, card.effect, None))
    for inst in player.awards:
        card = cards[inst]
        if isinstance(card, AwardCard) and card.effect is not None:
            sources.append((PlayAward, inst, card.effect, None))
    if sources:
        kinds.append("card")
    while True:
        kind = chance.choice(rng, kinds)
        if kind == "end_turn":
            return EndTurn(seat)
        if kind == "make_film" and film_needed is not None:
            team = _random_team(unused, fames, film_needed, rng)
            return MakeFilm(seat, team, chance.choice(rng, team))
        if kind == "buy_award" and cost is not None:
            return BuyAward(seat, _random_team(unused, fames, cost, rng))
        if kind == "outshine":
            pairs = outshine_pairs(state, seat)
            if pairs:
                star, target = chance.choice(rng, pairs)
                return Outshine(seat, star, target)
            kinds.remove("outshine")
            continue
        chance.shuffle(rng, sources)
        for move_kind, source, effect, source_star in sources:
            moves = _effect_moves(state, seat, move_kind, source, effect, source_star)
            if moves:
                return chance.choice(rng, moves)
        kinds.remove("card")


def _random_team(stars: list[str], fames: dict[str, int], needed: int,
                 rng: random.Random) -> tuple[str, ...]:
    """A random team reaching `needed` in which every star is needed, in table order, as
    legal_moves lists teams."""
    order = list(stars)
    chance.shuffle(rng, order)
    chosen: list[str] = []
    total = 0
    for star in order:
        chosen.append(star)
        total += fames[star]
        if total >= needed:
            break
    for star in list(chosen):  # drop any star the others can do without (a team keeps one:
        if len(chosen) > 1 and total - fames[star] >= needed:  # a cost of 0 still needs a star)
            chosen.remove(star)
            total -= fames[star]
    keep = set(chosen)
    return tuple(s for s in stars if s in keep)


def random_playout(state: GameState, rng: random.Random, max_moves: int = 20_000,
                   off_turn: bool = True) -> int:
    """Play random moves until the game ends (or max_moves); returns the moves applied.
    Who moves follows `TurnOrder`, as in every game: off-turn seats are offered their
    moment once a turn (and take it one time in four), then the seat the game waits for."""
    applied = 0
    order = TurnOrder()
    everyone = range(len(state.players))
    while state.status != OVER and applied < max_moves:
        if not off_turn:
            order.offered_all(state)
        who = order.next(state, everyone)
        if who is None:
            break
        seat, own_turn = who
        if not own_turn:
            order.offered(seat)
            if rng.random() >= 0.25:
                continue
        move = random_move(state, seat, rng)
        if move is None:
            if own_turn:  # cannot happen for the acting seat; guard against an endless loop
                break
            continue
        apply(state, move)
        applied += 1
    return applied
