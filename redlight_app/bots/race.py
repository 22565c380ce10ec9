"""The award race: how soon each seat is likely to hold four awards (V1).

With the demo set most games end with four awards, so a position is judged above all by who
gets there first: the awards a seat holds toward four, whether the fame on its table reaches
the cost of its next award (A3, read from the top award's public cost row), the award
events in its hand (`take_award` gains an award outside the purchase limit, A4), and when its
next turn comes. A rival one award from four that can afford it on its next turn is about to
win, which the search then sees as worth denying (outshining the stars that would pay for it,
taking its awards away).

`race_scores` gives each seat still in the game a score in rounds (higher is better: minus
the estimated number of rounds until it holds four awards); `evaluate` in policy mixes it
with the fitted features.
"""
from __future__ import annotations

from ..engine.cards import CardSet, EventCard
from ..engine.effects import leaves
from ..engine.flow import winning_awards
from ..engine.state import UNKNOWN, GameState
from ..engine.values import table_stats

FOUR = 4  # V1: four awards that count win the game
FAME = 2


_AWARD_EVENTS: dict[int, tuple[CardSet, dict[str, int]]] = {}


def _award_events(cardset: CardSet) -> dict[str, int]:
    """Per event card instance: 1 if its effect gains an award (`take_award`), else 0 (kept
    per card set, which does not change during a game)."""
    known = _AWARD_EVENTS.get(id(cardset))
    if known is not None and known[0] is cardset:
        return known[1]
    found = {inst: int(any(leaf["do"] == "take_award" for leaf in leaves(card.effect)))
             for inst, card in cardset.cards.items()
             if isinstance(card, EventCard) and card.phase != "reaction"}
    if len(_AWARD_EVENTS) > 8:
        _AWARD_EVENTS.clear()
    _AWARD_EVENTS[id(cardset)] = (cardset, found)
    return found


def race_scores(state: GameState, rate_floor: float = 0.3,
                take_value: float = 0.7) -> list[float | None]:
    """Minus the estimated rounds until each seat holds four awards (None: the seat is out).

    A seat needing `k` more awards finishes in about k of its own turns if its table's fame
    reaches its next award's cost, slower in proportion to the shortfall otherwise (new stars
    and films come, at `rate_floor` awards a turn at worst); each `take_award` event in hand
    counts as `take_value` of an award. Its first turn comes (seat - active) mod n turns from
    now; the active seat has bought this turn already if its purchase is spent."""
    players = state.players
    n = len(players)
    every = table_stats(state)
    award_events = _award_events(state.cardset)
    if state.awards and state.awards[0] != UNKNOWN:
        row = state.cardset.award_cost_row(state.awards[0])
    else:
        row = state.cardset.award_costs
    out: list[float | None] = []
    for seat, p in enumerate(players):
        if p.out:
            out.append(None)
            continue
        held = winning_awards(state, seat)
        fame = sum(every[s.card][FAME] for s in p.table)
        cost = row[min(len(p.awards), len(row) - 1)]
        takes = sum(award_events.get(c, 0) for c in p.hand)
        need = max(0.0, FOUR - held - take_value * min(takes, FOUR - held))
        rate = 1.0 if fame >= cost else rate_floor + (1.0 - rate_floor) * fame / max(cost, 1)
        own_turns = need / rate
        order = (seat - state.active) % n
        if order == 0 and state.purchases[seat] > 0:  # bought this turn: next chance is a round on
            order = n
        finish = order + n * max(own_turns - 1.0, 0.0) if need > 0 else order
        out.append(-finish / n)
    return out
