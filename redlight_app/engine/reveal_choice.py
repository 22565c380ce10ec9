"""A5: the drawer of an award revealed on draw chooses its targets (rules version 2).

RULES.md A5: "the effect resolves like a played card's: the player who drew the award
chooses its targets". A move that reveals an award cannot know the card, so unless it
named targets (`target`/`target_player` of `buy_award`, `reveal_target`/
`reveal_target_player` of an effect that takes an award), the game waits: the award is
held in `GameState.reveals` and its drawer answers with a `choose_targets` move naming one
of `reveal_choices`. Nothing else happens until then. With a single possible choice, or in
a game of rules version 1 (recorded before this), the first eligible is taken at once.
An award a reaction's effect reveals is chosen the same way while its window waits (then
it resolves at once, R1); one revealed while another award's window is open waits until
that window has closed (`waiting_reveal`).
"""
from __future__ import annotations

from typing import Any

from .cards import AwardCard
from .effects import target_options
from .pending import AwaitedReveal, Reveal, RevealedAward
from .state import RULES_CHOOSES_IN_WINDOW, RULES_DRAWER_CHOOSES, GameState
from .table import card_to_name

Choice = tuple[str | None, int | None]  # (star target, player target) as a move names them


def award_effect(state: GameState, award: str) -> Any:
    card = state.cardset.cards[award]
    assert isinstance(card, AwardCard)
    return card.effect


def choices_for(state: GameState, seat: int, effect: Any) -> list[Choice]:
    """Every (star, player) the drawer may name for `effect`, in seat and table order, as
    the moves that play a card list them."""
    stars, seats, _, playable = target_options(state, seat, effect, None)
    if not playable:
        return []
    star_choices: list[str | None] = list(stars) or [None]
    seat_choices: list[int | None] = list(seats) or [None]
    return [(star, player) for star in star_choices for player in seat_choices]


def reveal_choices(state: GameState, pending: Reveal) -> list[Choice]:
    """The choices open to the drawer of the waiting revealed award."""
    return choices_for(state, pending.actor, award_effect(state, pending.source))


def drawer_chooses(state: GameState, seat: int, effect: Any, named: bool) -> bool:
    """Whether the game waits for `seat` to choose a revealed award's targets: rules version 2,
    nothing named, and more than one choice; in table mode also whenever its effect takes a
    film or award from a deck whose top nobody has seen, since the table names that card in
    the same answer (`choice`). Inside a response window (an award a
    reaction's effect took, or a second award revealed while the first's window is open)
    from rules version 3 only: the window waits for the choice (version 2 took the first
    eligible at once there, and its games replay so)."""
    version = state.options.rules_version
    if version < RULES_DRAWER_CHOOSES or (state.window is not None
                                          and version < RULES_CHOOSES_IN_WINDOW):
        return False
    if card_to_name(state, effect) is not None:  # table mode: the card it takes is named too
        return bool(choices_for(state, seat, effect))
    return not named and len(choices_for(state, seat, effect)) > 1


def waiting_reveal(state: GameState) -> AwaitedReveal | None:
    """The revealed award whose targets its drawer must choose now, if any: the first one
    waiting, unless a response window is open that it was not drawn in (an effect that took
    two such awards: the second waits until the windows of the first have closed, R1)."""
    # (An award revealed while a window was open whose targets are known needs no choice:
    # rules.py declares it as soon as no window is open.)
    if not state.reveals:
        return None
    first = state.reveals[0]
    if isinstance(first, RevealedAward):  # its targets are known: it waits only for the window to close
        return None
    return first if state.window is None or first.in_window else None
