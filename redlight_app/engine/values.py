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
    cardset = state.cardset
    i = _STAT_INDEX[name]
    star = slot.card
    total = cardset.base_values[star][i]  # printed, and her passives on herself
    if slot.films:
        film_values = cardset.film_values
        for film in slot.films:
            total += film_values[film][i]
    if state.modifiers:
        for mod in state.modifiers:
            if mod.star == star and mod.stat == name:
                total += mod.amount
    spread = cardset.spread_passives
    if spread:
        for other_seat, player in enumerate(state.players):
            for other in player.table:
                mods = spread.get(other.card)
                if mods is None:
                    continue
                for index, target, amount in mods:
                    if index == i and (
                            (target == "own_star" and other_seat == seat)
                            or (target == "opponent_star" and other_seat != seat)
                            or target == "any_star"):
                        total += amount
    return total if total > 0 else 0


_STAT_INDEX = {"psyche": 0, "charisma": 1, "fame": 2}


def table_stats(state: "GameState") -> dict[str, tuple[int, int, int]]:
    """(psyche, charisma, fame) of every star on a table, as `slot_stat` gives them, in one
    pass: passive abilities are summed once per seat instead of once per star, so the cost
    grows with the stars on the tables, not with their square. For code that reads many
    stars of one state (legal moves, views); a test holds it equal to `slot_stat`."""
    cardset = state.cardset
    base_values = cardset.base_values
    film_values = cardset.film_values
    players = state.players
    extra: dict[str, list[int]] | None = None
    if state.modifiers:
        extra = {}
        for mod in state.modifiers:
            more = extra.get(mod.star)
            if more is None:
                more = extra[mod.star] = [0, 0, 0]
            more[_STAT_INDEX[mod.stat]] += mod.amount
    spread = _spread_by_seat(state) if cardset.spread_passives else None
    out: dict[str, tuple[int, int, int]] = {}
    for seat, player in enumerate(players):
        for slot in player.table:
            star = slot.card
            psy, cha, fam = base_values[star]
            for film in slot.films:
                a, b, c = film_values[film]
                psy += a
                cha += b
                fam += c
            if extra is not None:
                more = extra.get(star)
                if more is not None:
                    psy, cha, fam = psy + more[0], cha + more[1], fam + more[2]
            if spread is not None:
                a, b, c = spread[seat]
                psy, cha, fam = psy + a, cha + b, fam + c
            out[star] = (psy if psy > 0 else 0, cha if cha > 0 else 0, fam if fam > 0 else 0)
    return out


def _spread_by_seat(state: "GameState") -> list[tuple[int, int, int]]:
    """What the passive abilities reaching other stars add to each seat's stars."""
    spread = state.cardset.spread_passives
    players = state.players
    seats = len(players)
    # Passive bonuses by who they reach: every star, a seat's own stars, a seat's rivals.
    every = [0, 0, 0]
    own = [[0, 0, 0] for _ in range(seats)]
    rivals_of = [[0, 0, 0] for _ in range(seats)]  # given by this seat to the others' stars
    for seat, player in enumerate(players):
        for slot in player.table:
            mods = spread.get(slot.card)
            if mods is None:
                continue
            for i, target, amount in mods:
                if target == "any_star":
                    every[i] += amount
                elif target == "own_star":
                    own[seat][i] += amount
                elif target == "opponent_star":
                    rivals_of[seat][i] += amount
    rival_total = [sum(r[i] for r in rivals_of) for i in range(3)]
    out = []
    for seat in range(seats):
        psy, cha, fam = [every[i] + own[seat][i] + rival_total[i] - rivals_of[seat][i]
                         for i in range(3)]  # a list: mypyc would warn of a generator made one
        out.append((psy, cha, fam))
    return out


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
            ability = state.cardset.star_cards[other.card].ability
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
