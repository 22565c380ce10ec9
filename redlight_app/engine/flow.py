"""The flow of play: draws, discards, turns, and the end checks run after every change.

Every function here mutates the state and appends what happened to `log` (a list of
plain dicts that front ends turn into sentences).
"""
from __future__ import annotations

import random
from typing import Any, Callable, assert_never

from . import endings
from .cards import AwardCard, CardSet
from .pending import Pending, PendingOutshine, PlayedAward, PlayedEvent, RevealedAward, UsedAbility
from .stall import mark_turn_start, note_turn_end, showdown_stands_still, still_players
from .state import OVER, PLAYING, SHOWDOWN, TABLE, UNKNOWN, GameState, Options, StarSlot

Log = list[dict[str, Any]]
AWARDS_TO_WIN = 4  # V1: four awards that count win the game


def rng(state: GameState) -> random.Random:
    """A fresh RNG for the next chance step; seed + counter make every game reproducible."""
    state.rng_counter += 1
    return random.Random(state.seed * 1_000_003 + state.rng_counter)


def draw_main(state: GameState, seat: int, count: int, log: Log) -> None:
    """Seat draws from the main deck (T2); an empty deck stops the draw (T3). At a real
    table the cards drawn are entered afterwards, one `draw` move each."""
    if state.chance == TABLE:
        if state.status == PLAYING and len(state.main) > state.draws_due:
            state.draws_due += min(count, len(state.main) - state.draws_due)
            state.drawing = seat
            log.append({"type": "draws_due", "seat": seat, "count": state.draws_due})
        return
    player = state.players[seat]
    for _ in range(count):
        if state.status != PLAYING or not state.main:
            break
        card = state.main.pop(0)
        if state.cardset.cards[card].kind == "star":
            player.table.append(StarSlot(card))
            log.append({"type": "draw", "seat": seat, "card": card, "kind": "star"})
        else:
            player.hand.append(card)
            log.append({"type": "draw", "seat": seat, "card": card, "kind": "event"})
        if not state.main:
            start_showdown(state, log)


def start_showdown(state: GameState, log: Log) -> None:
    if state.status == PLAYING:
        state.status = SHOWDOWN
        log.append({"type": "showdown"})


def discard_star(state: GameState, star: str, log: Log, reason: str = "discarded") -> None:
    """A star leaves her table for the discard pile; her films go under the film deck (A6)."""
    found = state.slot_of(star)
    if found is None:
        return
    seat, slot = found
    state.players[seat].table.remove(slot)
    state.discard.append(star)
    state.films.extend(slot.films)
    state.modifiers = [m for m in state.modifiers if m.star != star]
    log.append({"type": "star_discarded", "seat": seat, "card": star, "films": list(slot.films),
                "reason": reason})


def counts_toward_win(state: GameState, award: str) -> bool:
    return award_counts(state.cardset, state.options, award)


def award_counts(cardset: CardSet, options: Options, award: str) -> bool:
    """V1, V2: whether `award` counts toward the four that win, by its card and the game's
    options (a silver award counts unless the card or the table's ruling says not). For
    those who hold the card set and options but no state (a hint worked out from a view)."""
    card = cardset.cards[award]
    assert isinstance(card, AwardCard)
    if not card.counts_toward_win:
        return False
    return card.frame == "gold" or options.silver_awards_count


def not_all_awards_count(state: GameState, seat: int) -> bool:
    """Whether everyone can tell that some of seat's awards do not count toward the four
    (V2), even with the cards face down: holding four or more while the game goes on (V1
    would have ended it)."""
    return state.status != OVER and len(state.players[seat].awards) >= AWARDS_TO_WIN


def winning_awards(state: GameState, seat: int) -> int:
    return sum(1 for a in state.players[seat].awards if counts_toward_win(state, a))


def award_cost(state: GameState, seat: int) -> int | None:
    """Fame needed for seat's next award, from the top award's cost row (A3); None if none."""
    if not state.awards:
        return None
    top = state.awards[0]
    row = state.cardset.award_costs if top == UNKNOWN else state.cardset.award_cost_row(top)
    level = min(len(state.players[seat].awards), len(row) - 1)
    return row[level]


def purchases_left(state: GameState, seat: int) -> int:
    """Awards seat may still buy this turn (A4: one, plus any extra purchase granted)."""
    return 1 + state.extra_purchases[seat] - state.purchases[seat]


def finish(state: GameState, winners: list[int], ending: str, log: Log) -> None:
    state.status = OVER
    state.winners = winners
    state.ending = ending
    if state.window is not None:  # the cards still waiting in it are put away, not lost
        if state.window.resolving is not None:  # E2: a reaction under the card it answered
            state.discard.append(state.window.resolving)
            state.window.resolving = None
        put_away(state, state.window.pending)
        state.window = None
    if state.reveals:  # A5: awards still waiting for their targets go back under the deck
        state.awards.extend(p.source for p in state.reveals)
        state.reveals = []
    log.append({"type": "game_over", "winners": list(winners), "ending": ending})


def put_away(state: GameState, pending: Pending,
             shuffle_back: Callable[[str], None] | None = None) -> None:
    """Where the card an outshine or effect came from goes once it resolved or was cancelled:
    a played event to the discard pile (E2), a played award under the award deck or, by the
    table's ruling, to the discard pile (E4), a revealed award back into the award deck (A5:
    `shuffle_back` shuffles it in; without one, as when the game ends, it goes under the
    deck). An outshine and a star's ability leave nothing to put away."""
    match pending:
        case PendingOutshine() | UsedAbility():
            return
        case PlayedEvent():
            state.discard.append(pending.source)
        case PlayedAward():
            if state.options.played_award_to == "discard":
                state.discard.append(pending.source)
            else:
                state.awards.append(pending.source)
        case RevealedAward():
            if shuffle_back is not None:
                shuffle_back(pending.source)
            else:
                state.awards.append(pending.source)
        case _:
            assert_never(pending)


def check_end(state: GameState, log: Log) -> None:
    """V1, V3, V4, V5 after a change; pass the turn on if the active player has left."""
    status = state.status
    if status == OVER:
        return
    for player in state.players:
        if len(player.awards) >= AWARDS_TO_WIN:  # V1 may hold: then in seat order, as always
            for seat, held in enumerate(state.players):
                if len(held.awards) >= AWARDS_TO_WIN and not held.out and \
                        winning_awards(state, seat) >= AWARDS_TO_WIN:
                    finish(state, [seat], endings.AWARDS, log)
                    return
            break
    if status == PLAYING:
        if state.main:
            return
        start_showdown(state, log)
    if state.status == SHOWDOWN:
        for seat, player in enumerate(state.players):
            if not player.out and not player.table:
                player.out = True
                log.append({"type": "player_out", "seat": seat})
        remaining = [s for s, p in enumerate(state.players) if not p.out]
        if len(remaining) <= 1:
            finish(state, remaining, endings.SHOWDOWN, log)
            return
        if state.players[state.active].out and state.window is None and not state.reveals:
            pass_turn(state, log)


def end_turn(state: GameState, log: Log) -> None:
    """T6: reset the active player's stars, end this turn's limits, pass to the left; V8: a
    showdown that stood still for a whole round ends here (a table game only proposes it)."""
    log.append({"type": "end_turn", "seat": state.active})
    for slot in state.players[state.active].table:
        slot.used = False
    note_turn_end(state)
    if state.chance != TABLE and showdown_stands_still(state):
        finish_stalled(state, log)
        return
    pass_turn(state, log)


def finish_stalled(state: GameState, log: Log) -> None:
    """V8: the game ends and the players still in share the win."""
    finish(state, still_players(state), endings.STALLED, log)


def pass_turn(state: GameState, log: Log) -> None:
    if state.modifiers and any(m.until == "end_of_turn" for m in state.modifiers):
        state.modifiers = [m for m in state.modifiers if m.until != "end_of_turn"]
    n = len(state.players)
    state.purchases = [0] * n
    state.extra_purchases = [0] * n
    seat = state.active
    for _ in range(n + sum(state.skips) + 1):
        seat = (seat + 1) % n
        if state.players[seat].out:
            continue
        if state.skips[seat] > 0:
            state.skips[seat] -= 1
            log.append({"type": "turn_skipped", "seat": seat})
            continue
        break
    begin_turn(state, seat, log)


def begin_turn(state: GameState, seat: int, log: Log) -> None:
    limit = state.options.turn_limit
    if limit is not None and state.turn >= limit:
        finish(state, [], endings.LIMIT, log)
        return
    state.turn += 1
    state.active = seat
    log.append({"type": "turn", "seat": seat, "turn": state.turn})
    mark_turn_start(state)  # V8: before the draws, which belong to the turn
    if state.status == PLAYING:
        draw_main(state, seat, 2, log)
    check_end(state, log)
