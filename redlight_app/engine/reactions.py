"""Response windows (R1): what a pending outshine or effect targets, and which reactions a
targeted player could play against it. Read-only questions, asked by the rules when a
window would open and by the legal-move listing inside one."""
from __future__ import annotations

from typing import Any

from .cards import PLAYER_TARGET_VERBS, AwardCard, EventCard, StarCard
from .effects import leaves, player_candidates, star_candidates
from .errors import IllegalMove
from .pending import AwaitedReveal, Pending, PendingEffect, PendingOutshine, PlayedEvent, UsedAbility
from .state import TABLE, UNKNOWN, GameState


def effect_of(state: GameState, pending: PendingEffect | AwaitedReveal) -> Any:
    source = pending.source
    card = state.cardset.cards[source]
    effect = card.ability.effect if isinstance(card, StarCard) and card.ability else (
        card.effect if isinstance(card, (EventCard, AwardCard)) else None)
    assert effect is not None, f"{source} has no effect"
    return effect


def targeted_stars(state: GameState, pending: Pending, seat: int) -> list[str]:
    """The stars of `seat` that the pending outshine or effect targets."""
    if isinstance(pending, PendingOutshine):
        stars = [pending.target]
    else:
        stars = [star for star, _ in pending.plan or [] if star is not None]
    return [star for star in stars if state.owner_of(star) == seat]


def trigger_holds(state: GameState, seat: int, star: str, pending: Pending) -> bool:
    """A9: a reaction ability with trigger `star` answers only what targets that star;
    `player` (the default) anything that targets its owner's stars, hand or awards."""
    ability = state.cardset.star_cards[star].ability
    if ability is None or ability.trigger != "star":
        return True
    return star in targeted_stars(state, pending, seat)


def reaction_applicable(state: GameState, seat: int, effect: Any, pending: Pending,
                         source_star: str | None) -> bool:
    """Whether a reaction would do anything against this pending action (and, for a
    reaction ability, whether its trigger holds)."""
    if source_star is not None and not trigger_holds(state, seat, source_star, pending):
        return False
    for leaf in leaves(effect):
        verb = leaf["do"]
        if verb == "protect":
            return True
        if verb == "cancel_event":
            if isinstance(pending, PlayedEvent):
                return True
        elif verb in PLAYER_TARGET_VERBS:
            if player_candidates(state, seat, leaf):
                return True
        elif leaf.get("target") is None or star_candidates(state, seat, leaf, source_star):
            return True
    return False


def reaction_refusal(state: GameState, seat: int, effect: Any, pending: Pending,
                     source_star: str | None, name: str) -> IllegalMove | None:
    """R1: why the reaction `name` (an event, or `source_star`'s reaction ability, whose
    trigger holds) would do nothing against this pending action, said of its first leaf
    (each leaf fails when none applies): a `cancel_event` against what is not an event, or
    no star or player for it to act on. None when `reaction_applicable`."""
    if reaction_applicable(state, seat, effect, pending, source_star):
        return None
    leaf = leaves(effect)[0]
    verb = leaf["do"]
    if verb == "cancel_event":
        if isinstance(pending, PendingOutshine):
            return IllegalMove("R1", "cancel_not_event_outshine", card=name,
                               source=_card_name(state, pending.attacker))
        key = "cancel_not_event_ability" if isinstance(pending, UsedAbility) \
            else "cancel_not_event_award"
        return IllegalMove("R1", key, card=name, source=_card_name(state, pending.source))
    if verb in PLAYER_TARGET_VERBS:
        return IllegalMove("R1", "reaction_no_player", card=name)
    if verb == "ready_star":
        return IllegalMove("R1", "reaction_no_used_star", card=name)
    target = leaf.get("target")
    if target == "own_star" or (target == "self" and source_star is None):
        return IllegalMove("R1", "reaction_no_own_star", card=name)
    return IllegalMove("R1", "reaction_no_star", card=name)


def _card_name(state: GameState, instance: str) -> str:
    card = state.cardset.cards.get(instance)
    return card.name if card is not None else instance


def playable_reactions(state: GameState, seat: int, pending: Pending,
                       used: list[str]) -> tuple[list[str], list[str]]:
    """(reaction events in hand, stars with a reaction ability) seat could play now."""
    cardset = state.cardset
    player = state.players[seat]
    events = []
    reaction_events = cardset.reaction_events  # reaction events' instances (cards.py)
    for inst in player.hand:
        if inst in reaction_events and reaction_applicable(
                state, seat, cardset.event_cards[inst].effect, pending, None):
            events.append(inst)
    stars = []
    reaction_stars = cardset.reaction_stars  # stars with a reaction ability
    for slot in player.table:
        star = slot.card
        if star in reaction_stars and star not in used:
            ability = cardset.star_cards[star].ability
            assert ability is not None
            if reaction_applicable(state, seat, ability.effect, pending, star):
                stars.append(star)
    return events, stars


def can_respond(state: GameState, seat: int, pending: Pending, used: list[str]) -> bool:
    if state.chance == TABLE and UNKNOWN in state.players[seat].hand:
        return True  # a hidden card might be a reaction: the table asks
    events, stars = playable_reactions(state, seat, pending, used)
    return bool(events or stars)
