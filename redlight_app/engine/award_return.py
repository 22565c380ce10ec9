"""Who chooses the award that `return_award` sends back.

CARDSET.md: "that player puts an award of their choice at the bottom of the award deck".
The choice is the giving player's, not the card player's, who cannot see the awards. A move
carries it in `choice` (for a `buy_award`, of the award it reveals), or in `reveal_choice` for
the award its effect takes and reveals (A5); a move without one gives back the first award
held (SCENARIOS.md, the scenario runner's contract). The app asks the giving player before
it applies the move: `returning_player` says who must be asked, `with_given_back` puts the
answer in the move; a computer seat gives `least_needed_award`.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from .cards import AwardCard, EventCard, StarCard
from .effects import TargetError, leaves, plan, verbs
from .flow import counts_toward_win
from .moves import EFFECT_MOVES, BuyAward, ChooseTargets, EffectMove, Move, UseAbility
from .reveal_choice import drawer_chooses, waiting_reveal
from .state import DIGITAL, UNKNOWN, GameState


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
    waiting = waiting_reveal(state)
    if waiting is not None and move.player == waiting.actor:
        card = state.cardset.cards.get(waiting.source or "")
        if isinstance(card, AwardCard):
            return card.effect
    return None


def _giver(state: GameState, seat: int, effect: Any, source: str | None, target: str | None,
           target_player: int | None, assign_to: str | None) -> int | None:
    """The player `effect`'s return_award hits on these targets, if they hold two or more."""
    if effect is None or "return_award" not in verbs(effect):
        return None
    try:
        targets = plan(state, seat, effect, source, target, target_player, assign_to)
    except TargetError:
        return None
    for leaf, (_, hit) in zip(leaves(effect), targets, strict=True):
        if leaf["do"] == "return_award" and hit is not None and len(state.players[hit].awards) > 1:
            return hit
    return None


def _revealed_giver(state: GameState, seat: int, award: str, target: str | None,
                    target_player: int | None) -> int | None:
    """A5: the giver of a return_award that the award `seat` is about to draw resolves, when it
    is revealed on draw and resolves on the targets named (or its only eligible ones) without
    waiting for its drawer's choice (then `choose_targets` asks instead). The move could not
    know the award: a target that does not fit it is not used, as when it resolves."""
    card = state.cardset.cards.get(award)
    if not isinstance(card, AwardCard) or not card.reveal_on_draw or card.effect is None:
        return None
    if drawer_chooses(state, seat, card.effect, target is not None or target_player is not None):
        return None
    try:
        plan(state, seat, card.effect, None, target, target_player, None)
    except TargetError:
        target, target_player = None, None  # not used, as when it resolves
    return _giver(state, seat, card.effect, None, target, target_player, None)


def _top_award(state: GameState, named: str | None) -> str | None:
    """The award a draw from the award deck would take now (in a table game, the one named)."""
    if not state.awards:
        return None
    return named if state.awards[0] == UNKNOWN else state.awards[0]


_GIVING_VERBS = frozenset({"return_award", "take_award"})  # the card's own, or one it reveals
_MAY_GIVE = frozenset({ChooseTargets, BuyAward, *EFFECT_MOVES})  # the moves that resolve an effect


def _giving(state: GameState, move: Move) -> tuple[int, str, str] | None:
    """(the seat that gives back an award of its choice when `move` resolves, the move's field
    that names it, the card whose effect makes them), or None."""
    if type(move) not in _MAY_GIVE or state.chance != DIGITAL:  # no card played or drawn
        return None
    if isinstance(move, ChooseTargets):
        if move.choice is None:
            hit = _giver(state, move.player, _reveal_effect(state, move), None, move.target,
                         move.target_player, None)
            if hit is not None:
                return hit, "choice", state.reveals[0].source or ""  # the one waiting
        return None
    if isinstance(move, BuyAward):
        top = _top_award(state, move.card)
        if move.choice is None and top is not None:
            hit = _revealed_giver(state, move.player, top, move.target, move.target_player)
            if hit is not None:
                return hit, "choice", top
        return None
    if not isinstance(move, EFFECT_MOVES):
        return None
    effect, source = _effect_of(state, move)
    if effect is None or verbs(effect).isdisjoint(_GIVING_VERBS):
        return None
    if move.choice is None:
        hit = _giver(state, move.player, effect, source, move.target, move.target_player,
                     move.assign_to)
        if hit is not None:
            return hit, "choice", move.star if isinstance(move, UseAbility) else move.card
    top = _top_award(state, move.choice)
    if move.reveal_choice is None and top is not None and "take_award" in verbs(effect):
        hit = _revealed_giver(state, move.player, top, move.reveal_target,
                              move.reveal_target_player)
        if hit is not None:
            return hit, "reveal_choice", top
    return None


def returning_player(state: GameState, move: Move) -> int | None:
    """The seat that gives back an award of its choice when `move` resolves, if it holds two
    or more (with one there is nothing to choose); None when the move returns no award,
    names the award already, or the game follows real cards (table mode names it). The
    award may be returned by the played card's own effect, by the award a purchase or an
    effect reveals on draw (A5: when it resolves without its drawer's `choose_targets`), or
    by the targets a `choose_targets` names for a revealed award."""
    giving = _giving(state, move)
    return giving[0] if giving is not None else None


def returning_cause(state: GameState, move: Move) -> str | None:
    """The card whose effect makes `returning_player` give back an award: the card played,
    the star whose ability it is, or the award revealed on draw (A5)."""
    giving = _giving(state, move)
    return giving[2] if giving is not None else None


def with_given_back(state: GameState, move: Move, award: str) -> Move:
    """`move` naming `award` as the one `returning_player` gives back (in the move's own
    `choice`, or its `reveal_choice` for the award its effect reveals)."""
    giving = _giving(state, move)
    if giving is None:
        raise ValueError("nobody gives back an award of their choice when this move resolves")
    return replace(move, **{giving[1]: award})


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
