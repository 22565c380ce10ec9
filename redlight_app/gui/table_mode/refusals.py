"""Refusals at a table game, said about a player by name: there is no "you" at the screen
of a physical game (the person at the keyboard enters what everyone does), so the engine's
second-person sentences ("It is Leo's turn, not yours.") name the player who tried instead
("It is Leo's turn, not Mia's.")."""
from __future__ import annotations

from typing import Any

from ...bidi import isolate
from ..i18n import NAME_FIELDS, QT_TR_NOOP, card_names, fill, tr
from ..refusal_sentences import engine_message

# the engine's message ids whose sentence speaks to "you", said of {player}
NAMED: dict[str, str] = {
    "window_only_reactions": QT_TR_NOOP("In a response window {player} may only play a reaction "
                                        "or pass."),
    "no_window": QT_TR_NOOP("There is no response window open for {player} to pass."),
    "not_your_turn": QT_TR_NOOP("It is {active}'s turn, not {player}'s."),
    "star_not_yours": QT_TR_NOOP("{star} is not on {player}'s table."),
    "no_stars": QT_TR_NOOP("Choose at least one of {player}'s stars."),
    "event_not_in_hand": QT_TR_NOOP("{card} is not in {player}'s hand."),
    "event_phase_own_turn": QT_TR_NOOP("{card} can only be played on {player}'s own turn."),
    "event_phase_reaction": QT_TR_NOOP("{card} is a reaction: it can only be played in a "
                                       "response window opened for {player}."),
    "award_limit": QT_TR_NOOP("{player} has already bought an award this turn (one per turn)."),
    "award_limit_extra": QT_TR_NOOP("{player} has already bought every award they may buy this "
                                    "turn ({count}: one per turn, plus the extra purchases cards "
                                    "allowed)."),
    "award_fame_short": QT_TR_NOOP("Total fame {fame} does not reach the {cost} {player}'s next "
                                   "award costs."),
    "outshine_own": QT_TR_NOOP("{target} is on {player}'s own table: a star cannot outshine her "
                               "own player's star."),
    "ability_reaction_outside": QT_TR_NOOP("{star}'s ability is a reaction: it is offered in "
                                           "{player}'s response window."),
    "award_not_held": QT_TR_NOOP("{card} is not among {player}'s awards."),
    "outshine_one_star": QT_TR_NOOP("An outshine is one of {player}'s unused stars against one rival "
                                    "star: select exactly one star (no teamwork)."),
    "ability_one_star": QT_TR_NOOP("Select the one star of {player}'s whose ability is used."),
    "reaction_no_own_star": QT_TR_NOOP("{player} has no star for {card} to act on."),
    "reaction_no_used_star": QT_TR_NOOP("{player} has no used star for {card} to ready."),
}


def named_refusal(key: str | None, params: dict[str, Any] | None, fallback: str,
                  player: str) -> str:
    """The engine's refusal `key` translated, naming `player` where it would say "you"."""
    template = NAMED.get(key or "")
    if template is None:
        return engine_message(key, params, fallback)
    shown = {k: isolate(v) if k in NAME_FIELDS and isinstance(v, str) else card_names.get(v, v)
             if isinstance(v, str) else v for k, v in (params or {}).items()}
    try:
        return fill(tr(template), player=isolate(player), **shown)
    except (KeyError, IndexError, ValueError):
        return engine_message(key, params, fallback)
