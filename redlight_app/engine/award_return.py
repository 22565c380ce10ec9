"""Who chooses the award that `return_award` sends back.

CARDSET.md: "that player puts an award of their choice at the bottom of the award deck".
The choice is the giving player's, not the card player's, who cannot see the awards. A move
carries it in `choice`; a move without one gives back the first award held (SCENARIOS.md,
the scenario runner's contract). The app asks the giving player before it applies the move:
`returning_player` says who must be asked; a computer seat gives `least_needed_award`.
"""
from __future__ import annotations

from typing import Any

from .cards import AwardCard, EventCard, StarCard
from .effects import TargetError, leaves, plan
from .flow import counts_toward_win
from .moves import EFFECT_MOVES, ChooseTargets, EffectMove, Move, UseAbility
from .state import DIGITAL, GameState


def _effect_of(state: GameState, move: EffectMove) -> tuple[Any, str | None]:
    """(the effect the move resolves, its source star) or (None, None)."""
    if isinstance(move, UseAbility):
        card = state.cardset.cards.get(move.star)
        if isinstance(card, StarCard) and card.ability is not None:
            return card.ability.effect, move.star
    else:
        card = state.cardset.cards.get(move.card)
        if isinstance(card, (EventCard, AwardCard)) and card.effect is not None:
            return card.effect, None
    return None, None


def _reveal_effect(state: GameState, move: ChooseTargets) -> Any:
    """A5: the effect of the revealed award whose targets `move` chooses, or None."""
    if state.reveals and move.player == state.reveals[0].actor:
        card = state.cardset.cards.get(state.reveals[0].source or "")
        if isinstance(card, AwardCard):
            return card.effect
    return None


def returning_player(state: GameState, move: Move) -> int | None:
    """The seat that gives back an award of its choice when `move` resolves, if it holds two
    or more (with one there is nothing to choose); None when the move returns no award,
    names the award already, or the game follows real cards (table mode names it). The
    move is a played card's, or the choice of a revealed award's targets (A5)."""
    if state.chance != DIGITAL or not isinstance(move, (*EFFECT_MOVES, ChooseTargets)) \
            or move.choice is not None:
        return None
    if isinstance(move, ChooseTargets):
        effect, source, assign_to = _reveal_effect(state, move), None, None
    else:
        (effect, source), assign_to = _effect_of(state, move), move.assign_to
    if effect is None or not any(leaf["do"] == "return_award" for leaf in leaves(effect)):
        return None
    try:
        targets = plan(state, move.player, effect, source, move.target, move.target_player,
                       assign_to)
    except TargetError:
        return None
    for leaf, (_, seat) in zip(leaves(effect), targets, strict=True):
        if leaf["do"] == "return_award" and seat is not None \
                and len(state.players[seat].awards) > 1:
            return seat
    return None


def least_needed_award(state: GameState, seat: int) -> str:
    """The award a computer gives back, the one it loses least by: one that does not count
    toward the four (V2) first, then a silver one, then one with no effect to play (E4); the
    earliest held among equals. A computer knows its own awards."""
    awards = state.players[seat].awards

    def loss(award: str) -> tuple[bool, bool, bool]:
        card = state.cardset.cards[award]
        assert isinstance(card, AwardCard)
        return (counts_toward_win(state, award), card.frame == "gold", card.effect is not None)
    return min(awards, key=loss)
