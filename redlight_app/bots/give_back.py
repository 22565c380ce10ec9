"""The award a computer player gives back when a `return_award` effect hits it: the player
chooses (engine/award_return.py), and a computer knows its own awards."""
from __future__ import annotations

from ..engine.cards import AwardCard
from ..engine.flow import counts_toward_win
from ..engine.state import GameState


def least_needed_award(state: GameState, seat: int) -> str:
    """The award a player loses least by giving back: one that does not count toward the
    four (V2) first, then a silver one, then one with no effect to play (E4); the earliest
    held among equals."""
    awards = state.players[seat].awards

    def loss(award: str) -> tuple[bool, bool, bool]:
        card = state.cardset.cards[award]
        assert isinstance(card, AwardCard)
        return (counts_toward_win(state, award), card.frame == "gold", card.effect is not None)
    return min(awards, key=loss)
