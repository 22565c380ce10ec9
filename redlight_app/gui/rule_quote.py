"""A rule quoted under a refusal, for the game in play: its numbers are the game's (A3's
cost row is the one the award deck shows, not RULES.md's default)."""
from __future__ import annotations

from ..engine.queries import top_award_cost_row
from ..engine.state import GameState
from .rulebook import rulebook


def rule_quote(rule: str | None, state: GameState | None) -> str:
    """The plain text of `rule` in the language in use, as a refusal quotes it; with a game,
    A3 names the top award's cost row (the card set's row once the deck is empty)."""
    if state is None:
        return rulebook().text(rule)
    return rulebook().text(rule, top_award_cost_row(state), tuple(state.cardset.award_costs))
