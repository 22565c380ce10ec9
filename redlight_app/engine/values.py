"""A star's psyche, charisma and fame (ST1-ST3): printed value + films + modifiers in force."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import STAT_OF_COLOR, FilmCard, StarCard

if TYPE_CHECKING:
    from .state import GameState, StarSlot


def stat(state: "GameState", star: str, name: str) -> int:
    """The total of `name` ("psyche", "charisma" or "fame") for a star on a table; never below 0."""
    found = state.slot_of(star)
    if found is None:
        return max(0, getattr(state.cardset.cards[star], name))
    return slot_stat(state, found[0], found[1], name)


def slot_stat(state: "GameState", seat: int, slot: "StarSlot", name: str) -> int:
    """`stat` for a star whose seat and slot the caller already holds.

    Kept lean (it runs for every star in every legal-move listing); `breakdown` gives the
    same total split into labelled parts, and a test holds the two equal.
    """
    cards = state.cardset.cards
    star = slot.card
    total = getattr(cards[star], name)
    for film in slot.films:
        film_card = cards[film]
        if STAT_OF_COLOR[film_card.color] == name:  # type: ignore[union-attr]
            total += film_card.bonus  # type: ignore[union-attr]
    if state.modifiers:
        for mod in state.modifiers:
            if mod.star == star and mod.stat == name:
                total += mod.amount
    passives = state.cardset.passives
    if passives:
        for other_seat, player in enumerate(state.players):
            for other in player.table:
                mods = passives.get(other.card)
                if mods is None:
                    continue
                for mod_stat, target, amount in mods:
                    if mod_stat == name and (
                            (target == "self" and other.card == star)
                            or (target == "own_star" and other_seat == seat)
                            or (target == "opponent_star" and other_seat != seat)
                            or target == "any_star"):
                        total += amount
    return total if total > 0 else 0


def breakdown(state: "GameState", star: str, name: str) -> dict[str, int]:
    """The parts of a star's value, labelled for people: printed, each film, each modifier."""
    cards = state.cardset.cards
    card = cards[star]
    assert isinstance(card, StarCard)
    parts: dict[str, int] = {"printed": getattr(card, name)}
    found = state.slot_of(star)
    if found is None:
        return parts
    seat, slot = found
    for film in slot.films:
        film_card = cards[film]
        assert isinstance(film_card, FilmCard)
        if STAT_OF_COLOR[film_card.color] == name:
            key = f"film {film}"
            parts[key] = parts.get(key, 0) + film_card.bonus
    for i, mod in enumerate(state.modifiers):
        if mod.star == star and mod.stat == name:
            parts[f"modifier {i} ({mod.until})"] = mod.amount
    for other_seat, player in enumerate(state.players):
        for other in player.table:
            ability = cards[other.card].ability  # type: ignore[union-attr]
            if ability is None or ability.kind != "passive":
                continue
            amount = _passive_amount(ability.effect, name, other.card, other_seat, star, seat)
            if amount:
                parts[f"passive {other.card}"] = amount
    return parts


def _passive_amount(effect, name: str, source: str, source_seat: int, star: str, seat: int) -> int:
    verb = effect["do"]
    if verb == "all":
        return sum(_passive_amount(e, name, source, source_seat, star, seat) for e in effect["effects"])
    if verb != "modify" or effect["stat"] != name:
        return 0
    target = effect["target"]
    applies = (
        (target == "self" and star == source)
        or (target == "own_star" and seat == source_seat)
        or (target == "opponent_star" and seat != source_seat)
        or target == "any_star"
    )
    return effect["amount"] if applies else 0


def psyche(state: "GameState", star: str) -> int:
    return stat(state, star, "psyche")


def charisma(state: "GameState", star: str) -> int:
    return stat(state, star, "charisma")


def fame(state: "GameState", star: str) -> int:
    return stat(state, star, "fame")
