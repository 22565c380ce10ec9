"""What the table-mode screens ask the engine, in one place: every answer comes from
`engine/queries.py`, `check` and the engine's table-mode lists; none is worked out here.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import product
from typing import Any

from ...engine.award_return import returning_player, with_given_back
from ...engine.effects import target_options
from ...engine.moves import BuyAward, EffectMove, MakeFilm, Move, PlayAward, PlayEvent, UseAbility
from ...engine.queries import DrawCause as DrawCause  # why a player draws mid-turn (A5, E2, E4, A8, A9)
from ...engine.queries import (
    Reach,
    award_cost_for,
    film_required,
    next_award_cost,
    outshine_pairs,
    reaches,
    team_fame,
    top_award_known,
    top_film_candidates,
    top_film_required,
)
from ...engine.queries import draw_cause as draw_cause  # the card whose draw effect draws now
from ...engine.queries import reveal_waiting as reveal_waiting  # A5: the award whose drawer aims now
from ...engine.rules import check, purchases_left
from ...engine.stall import showdown_stands_still
from ...engine.state import DIGITAL, OVER, SHOWDOWN, UNKNOWN, GameState
from ...engine.table import unknown_events_in_main, unseen
from ...engine.values import breakdown, stat


@dataclass
class Helpers:
    """What the table shows the active player: the selection's fame, the top film's
    requirement, the next award's cost, whether this turn's award is still to buy."""

    seat: int
    fame: int
    film_required: int | None
    award_cost: int | None
    award_to_buy: bool
    outshines: list[tuple[str, str]]  # (attacker, target) the engine allows now
    film_reach: Reach | None  # the selection against the top film's requirement
    award_reach: Reach | None  # ... and against the next award's cost
    award_row_known: bool  # False: the cost is the set's usual row; the card may print its own


def helpers(state: GameState, selection: list[str]) -> Helpers:
    seat = state.active
    film, cost = top_film_required(state), next_award_cost(state, seat)
    return Helpers(seat=seat, fame=team_fame(state, selection), film_required=film, award_cost=cost,
                   award_to_buy=purchases_left(state, seat) > 0,
                   outshines=outshine_pairs(state, seat),
                   film_reach=reaches(state, selection, film) if film is not None else None,
                   award_reach=reaches(state, selection, cost) if cost is not None else None,
                   award_row_known=top_award_known(state))


def star_values(state: GameState, star: str) -> list[tuple[str, int, dict[str, int]]]:
    """(value, total, its parts) for psyche, charisma and fame (ST1-ST3): what the card's
    tooltip says, for people who cannot hover (touch)."""
    return [(name, stat(state, star, name), breakdown(state, star, name))
            for name in ("psyche", "charisma", "fame")]


def film_needs(state: GameState, film: str) -> int:
    """The fame `film` requires (A1)."""
    return film_required(state, film)


def award_cost(state: GameState, award: str) -> int:
    """What `award` costs the active player if it is the one on top (A3)."""
    return award_cost_for(state, state.active, award)


def unseen_stars(state: GameState) -> list[str]:
    return unseen(state, "star")


def event_can_be_drawn(state: GameState) -> bool:
    return unknown_events_in_main(state) > 0


def films_for(state: GameState, seat: int, stars: tuple[str, ...]) -> list[str]:
    """The films these stars may make now (the engine's `check` on each film that can be on
    top, `top_film_candidates`: narrowed by the fame entered for its back, A2)."""
    if not stars:
        return []
    return [c for c in top_film_candidates(state).films
            if check(state, MakeFilm(seat, stars, stars[0], c)) is None]


def awards_for(state: GameState, seat: int, stars: tuple[str, ...]) -> list[str]:
    """The awards these stars may buy now (the engine's `check` on each possible top award)."""
    if not stars:
        return []
    top = state.awards[0] if state.awards else None
    cards = [top] if top is not None and top != UNKNOWN else unseen(state, "award")
    return [c for c in cards if check(state, BuyAward(seat, stars, c)) is None]


def why_not_taken(state: GameState, seat: int, stars: tuple[str, ...], kind: str) -> Any:
    """The engine's refusal of these stars making the top film (`kind` "film") or buying the
    top award ("award"), asked of each card that can be on top: why `films_for` or
    `awards_for` is empty (A1, A3, A4), or None."""
    if kind == "film":
        cards: list[str | None] = list(top_film_candidates(state).films)
    else:
        top = state.awards[0] if state.awards else None
        cards = [top] if top is not None and top != UNKNOWN else list(unseen(state, "award"))
    for card in cards or [None]:
        move = MakeFilm(seat, stars, stars[0], card) if kind == "film" else BuyAward(seat, stars, card)
        refusal = check(state, move)
        if refusal is not None and refusal.key != "table_name_card":
            return refusal
    return None


def events_held(state: GameState, seat: int) -> list[str]:
    """Events `seat` may be holding, of any phase: those known to be in their hand and,
    while it holds hidden cards, every unseen event."""
    player = state.players[seat]
    known = [c for c in player.hand if c != UNKNOWN]
    return [*known, *(unseen(state, "event") if UNKNOWN in player.hand else [])]


def events_for(state: GameState, seat: int, reaction: bool) -> list[str]:
    """Events `seat` may name as played from their hand (`events_held`), of the phase that
    fits."""
    phases = ("reaction",) if reaction else ("own_turn", "any_turn")
    return [c for c in events_held(state, seat)
            if getattr(state.cardset.cards[c], "phase", None) in phases]


def playable_events(state: GameState, seat: int, reaction: bool) -> list[str]:
    """Of `events_for`, those the engine accepts from `seat` now (in some way)."""
    return [c for c in events_for(state, seat, reaction) if event_moves(state, seat, c)[0]]


def event_moves(state: GameState, seat: int, card: str) -> tuple[list[Move], Any]:
    """The ways to play `card` now (its targets from the engine), and the engine's refusal
    when there is none. A way that only lacks the film or award that came up is kept: the
    table names it next (`needs_card`)."""
    return _ways(state, PlayEvent, seat, card, state.cardset.event_cards[card].effect, None)


def ability_moves(state: GameState, seat: int, star: str) -> tuple[list[Move], Any]:
    """The ways `star` of `seat` may use her action ability now (A8), as `event_moves`: a way
    that only lacks the film or award that came up is kept, the table names it next (the
    engine's legal moves leave those out: their choice is a card nobody has seen)."""
    card = state.cardset.star_cards.get(star)
    if card is None or card.ability is None:
        return [], check(state, UseAbility(seat, star))
    return _ways(state, UseAbility, seat, star, card.ability.effect, star)


def award_moves(state: GameState, seat: int, award: str) -> tuple[list[Move], Any]:
    """The ways `seat` may play `award` from their hand now (E4), as `event_moves`: a way
    that only lacks the film or award that came up is kept, the table names it next."""
    effect = state.cardset.award_cards[award].effect
    if effect is None:
        return [], check(state, PlayAward(seat, award))
    return _ways(state, PlayAward, seat, award, effect, None)


def playable_awards(state: GameState, seat: int) -> list[str]:
    """The awards in `seat`'s hand the engine accepts as played now (in some way, E4)."""
    return [a for a in dict.fromkeys(state.players[seat].awards) if award_moves(state, seat, a)[0]]


def reaction_stars(state: GameState, seat: int) -> list[str]:
    """The stars of `seat` whose reaction ability the engine accepts in the open response
    window (A9), those waiting only for the film or award that came up included."""
    return [slot.card for slot in state.players[seat].table
            if (card := state.cardset.star_cards.get(slot.card)) is not None
            and card.ability is not None and card.ability.kind == "reaction"
            and ability_moves(state, seat, slot.card)[0]]


def _ways(state: GameState, kind: type[EffectMove], seat: int, source: str, effect: Any,
          source_star: str | None) -> tuple[list[Move], Any]:
    stars, seats, recipients, _playable = target_options(state, seat, effect, source_star)
    moves: list[Move] = [kind(seat, source, t, p, a)
                         for t, p, a in product(stars or (None,), seats or (None,), recipients or (None,))]
    ok, first = [], None
    for m in moves:
        refusal = check(state, m)
        if refusal is None or refusal.key == "table_name_card":
            ok.append(m)
        elif first is None:
            first = refusal
    return ok, first


def needs_card(state: GameState, move: Move) -> str | None:
    """The kind of card ("film" or "award") the table must name for `move`, or None."""
    refusal = check(state, move)
    if refusal is not None and refusal.key == "table_name_card":
        return str(refusal.params.get("kind"))
    return None


def award_given_back_by(state: GameState, move: Move) -> int | None:
    """The seat that gives back an award of its choice when `move` resolves (return_award,
    holding two or more), while the move does not name it yet. The engine's own answer
    (`award_return.returning_player`) is asked as for a digital game: at a real table the
    choice is the same, only entered by the table as the move's `choice`."""

    return returning_player(replace(state, chance=DIGITAL), move)


def with_award_given_back(state: GameState, move: Move, award: str) -> Move:
    """`move` naming the award `award_given_back_by` gives back (the engine puts it in the
    move's field for it: `choice`, or `reveal_choice` for an award its effect reveals)."""

    return with_given_back(replace(state, chance=DIGITAL), move, award)


def unseen_of(state: GameState, kind: str) -> list[str]:
    return unseen(state, kind)


def in_showdown(state: GameState) -> bool:
    return state.status == SHOWDOWN


def over(state: GameState) -> bool:
    return state.status == OVER


def stalled_showdown(state: GameState) -> bool:
    """V8: the showdown has stood still for a whole round (the engine's answer). A digital
    game ends by itself then; a table game proposes it (`end_stalled`), since people may
    have moved cards the app was not told about."""
    return showdown_stands_still(state)
