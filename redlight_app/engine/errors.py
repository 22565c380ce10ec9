"""Refusals: an illegal move carries the id of the rule it breaks and a sentence for people.

Sentences are kept by message id with named parameters, so that a front end can translate
them (the engine itself stays free of any translation machinery).
"""
from __future__ import annotations

from typing import Any

MESSAGES: dict[str, str] = {
    "unknown_move": "\"{move}\" is not a move of this game.",
    "not_stalled": "The showdown has not stood still for a whole round: the game goes on.",
    "reaction_not_triggered": "{star}'s reaction answers only what targets her.",
    "game_over": "The game is over: nothing more can be done.",
    "window_other": "{owner} has a response window open: only they may act now.",
    "window_only_reactions": "In a response window you may only play a reaction or pass.",
    "no_window": "There is no response window open for you to pass.",
    "cancel_not_event_outshine": "{card} cancels only an event: this window was opened by "
                                 "{source}'s outshine.",
    "cancel_not_event_ability": "{card} cancels only an event: this window was opened by "
                                "{source}'s ability.",
    "cancel_not_event_award": "{card} cancels only an event: this window was opened by the "
                              "award {source}.",
    "reaction_no_own_star": "You have no star for {card} to act on.",
    "reaction_no_used_star": "You have no used star for {card} to ready.",
    "reaction_no_star": "There is no star {card} could act on now.",
    "reaction_no_player": "There is no player {card} could target now.",
    "not_your_turn": "It is {active}'s turn, not yours.",
    "player_out": "{player} has left the game.",
    "no_such_seat": "There is no seat {seat}.",
    "star_used": "{star} is already used this turn.",
    "star_not_yours": "{star} is not on your table.",
    "star_twice": "{star} is named twice.",
    "no_stars": "Choose at least one of your stars.",
    "event_not_in_hand": "{card} is not in your hand.",
    "event_phase_own_turn": "{card} can only be played on your own turn.",
    "event_phase_reaction": "{card} is a reaction: it can only be played in a response window opened for you.",
    "not_an_event": "{card} is not an event.",
    "no_target": "{card} has no eligible target now.",
    "bad_target": "{target} is not an eligible target for {card}.",
    "bad_target_player": "Seat {seat} is not an eligible target for {card}.",
    "film_deck_empty": "The film deck is empty: no film can be made.",
    "film_fame_short": "Total fame {fame} does not reach the {required} the top film requires.",
    "assign_not_in_team": "The film must go to one of the stars who made it.",
    "award_limit": "You have already bought an award this turn (one per turn).",
    "award_limit_extra": "You have already bought every award you may buy this turn ({count}: "
                         "one per turn, plus the extra purchases cards allowed).",
    "award_deck_empty": "The award deck is empty: no award can be bought.",
    "award_fame_short": "Total fame {fame} does not reach the {cost} your next award costs.",
    "outshine_no_target": "{target} is not on an opponent's table.",
    "outshine_no_rival": "There is no rival star on the table to outshine.",
    "outshine_own": "{target} is on your own table: a star cannot outshine her own player's star.",
    "outshine_short": "{attacker}'s charisma {charisma} is below {target}'s psyche {psyche}.",
    "outshine_one_star": "An outshine is one of your unused stars against one rival star: select "
                         "exactly one star (no teamwork).",
    "no_ability": "{star} has no ability.",
    "ability_one_star": "Select the one star whose ability you want to use.",
    "ability_not_action": "{star}'s ability is {kind}, not an action.",
    "ability_reaction_outside": "{star}'s ability is a reaction: it is offered in your response window.",
    "reaction_used": "{star}'s reaction has already been used in this window.",
    "award_not_held": "{card} is not among your awards.",
    "award_no_effect": "{card} has no effect to play.",
    "reveal_choice_due": "{player} must first choose the targets of {card}, the award just "
                         "revealed.",
    "reveal_choice_other": "Only {player}, who drew {card}, chooses its targets.",
    "reveal_choice_needed": "Choose one of the eligible targets of {card}.",
    "no_reveal_choice": "No revealed award is waiting for its targets.",
    # table mode
    "draw_automatic": "In a digital game the cards are drawn for you.",
    "no_draw_due": "There is no card to enter as drawn now.",
    "draws_due": "{player} still has {count} card(s) to enter as drawn first.",
    "table_no_event_left": "No unseen event is left in the main deck: the card drawn must be a star.",
    "table_not_unseen": "{card} is not an unseen {kind}.",
    "table_name_card": "Name the {kind} that came up.",
    "table_wrong_top": "{card} is not the card on top: {top} is.",
    "table_only": "This entry is for table games.",
    "adjust_unknown_card": "{card} is not a card of this card set.",
    "adjust_bad_place": "{place} is not a place a card can go.",
    "adjust_wrong_kind": "{card} cannot go to {place}.",
    "adjust_not_in_deck": "{card} has not been seen and there is no unknown card to take it from.",
    "adjust_no_star": "{star} is not on any table.",
    "adjust_bad_stat": "{stat} is not psyche, charisma or fame.",
    "adjust_bad_until": "{until} is not end_of_turn or permanent.",
    "adjust_bad_amount": "{amount} is out of range.",
    "adjust_no_change": "{card} is already there: moving it there changes nothing.",
    "adjust_zero": "A change by 0 changes nothing: enter by how much the value changes.",
}


class IllegalMove(Exception):
    """A refused move: `rule` is the RULES.md id, `message` a sentence for players."""

    def __init__(self, rule: str, key: str, **params: Any) -> None:
        self.rule = rule
        self.key = key
        self.params = params
        self.message = MESSAGES[key].format(**params)
        super().__init__(f"{self.message} ({rule})")
